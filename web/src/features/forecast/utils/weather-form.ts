// The Weather page's form (issue 17; docs/decisions/098-progressive-map.md, 093): the fields as typed
// (a select's value and number boxes are text), made into the save's body and checked by its schema
// (folderWeatherBodySchema), so the messages are the server's, on the fields of the same names.
import { folderWeatherBodySchema, type FolderWeather, type FolderWeatherBody } from '@ullage/domain/forecast/api';
import { z } from 'zod';

/** Typed text as a number; blank is NaN, which the schema refuses as not a number. */
const numberOf = (v: string): number => (v.trim() === '' ? Number.NaN : Number(v.trim()));

export const weatherFormSchema = z
  .object({
    sourceSensorUid: z.string(),
    baseTemperature: z.string(),
    heatingSeason: z.boolean(),
    season: z.object({ startMonth: z.string(), startDay: z.string(), endMonth: z.string(), endDay: z.string() }),
  })
  .transform((f): FolderWeatherBody => ({
    sourceSensorUid: f.sourceSensorUid === '' ? null : Number(f.sourceSensorUid),
    // Blank: the schema's default base (65 °F).
    baseTemperature: f.baseTemperature.trim() === '' ? undefined : numberOf(f.baseTemperature),
    season: f.heatingSeason
      ? {
          startMonth: numberOf(f.season.startMonth),
          startDay: numberOf(f.season.startDay),
          endMonth: numberOf(f.season.endMonth),
          endDay: numberOf(f.season.endDay),
        }
      : null,
  }))
  .pipe(folderWeatherBodySchema);

export type WeatherFormValues = z.input<typeof weatherFormSchema>;

/** The form as the folder's weather stands (a new season proposes 1 October to 30 April). */
export function weatherToForm(w: FolderWeather): WeatherFormValues {
  const s = w.season ?? { startMonth: 10, startDay: 1, endMonth: 4, endDay: 30 };
  return {
    sourceSensorUid: w.sourceSensorUid === null ? '' : String(w.sourceSensorUid),
    baseTemperature: String(w.baseTemperature),
    heatingSeason: w.season !== null,
    season: { startMonth: String(s.startMonth), startDay: String(s.startDay), endMonth: String(s.endMonth), endDay: String(s.endDay) },
  };
}
