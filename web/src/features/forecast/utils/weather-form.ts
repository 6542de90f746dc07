// The Weather page's form (issue 17; docs/decisions/098-progressive-map.md, 093): the fields as typed
// (a select's value and number boxes are text), made into the save's body and checked by its schema
// (folderWeatherBodySchema), so the messages are the server's, on the fields of the same names.
import { folderWeatherBodySchema, type FolderWeather } from '@ullage/domain/forecast/api';
import { z } from 'zod';

/** Typed text as a number (blank: left out, for the schema's default or its "required"). */
const numberOf = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return t === '' ? undefined : Number(t);
};

export const weatherFormSchema = z
  .object({
    sourceSensorUid: z.string(),
    baseTemperature: z.string(),
    heatingSeason: z.boolean(),
    season: z.object({ startMonth: z.string(), startDay: z.string(), endMonth: z.string(), endDay: z.string() }),
  })
  .transform((f) => ({
    sourceSensorUid: f.sourceSensorUid === '' ? null : Number(f.sourceSensorUid),
    baseTemperature: numberOf(f.baseTemperature),
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
