// Degree-day forecasting's calls (issue 17; docs/decisions/093-degree-day-forecasting.md): a folder's
// weather (its temperature source, base temperature and Season config, spec 001 §3.5), the import of
// daily mean temperatures (CSV), and a tank's forecast (its fit, days left by degree days beside the
// plain average) and Season config.
import { z } from 'zod';
import { centralTimestampSchema } from '../api/dates';
import { num } from '../validation';
import { DEFAULT_BASE_TEMPERATURE_F } from './degree-days';

/** spec 001 §3.5 Season: start and end month and day (as configs.ts seasonConfigSchema's fields). */
export const seasonSchema = z.object({
  startMonth: num('Start Month', { int: true, min: 1, max: 12 }),
  startDay: num('Start Day', { int: true, min: 1, max: 31 }),
  endMonth: num('End Month', { int: true, min: 1, max: 12 }),
  endDay: num('End Day', { int: true, min: 1, max: 31 }),
});

export const temperatureSensorSchema = z.object({
  sensorUid: z.number().int(),
  deviceUid: z.number().int(),
  /** The device's serial number and the sensor's port, as a dispatcher picks it. */
  label: z.string(),
});

export const folderWeatherSchema = z.object({
  folderUid: z.number().int(),
  /** The device temperature sensor whose daily means are the folder's outdoor temperature. */
  sourceSensorUid: z.number().int().nullable(),
  sourceLabel: z.string().nullable(),
  /** °F; a day's heating degree days are this minus its mean temperature, when positive. */
  baseTemperature: z.number(),
  /** The folder's Season config; null: degree days drive the forecast all year. */
  season: seasonSchema.nullable(),
  /** Days of temperature held: imported, and from the sensor. */
  importedDays: z.number().int(),
  sensorDays: z.number().int(),
  firstDay: z.string().nullable(),
  lastDay: z.string().nullable(),
  /** The temperature sensors of devices in the folder and below it, to choose the source from. */
  sensors: z.array(temperatureSensorSchema),
});
export type FolderWeather = z.infer<typeof folderWeatherSchema>;

export const folderWeatherBodySchema = z.object({
  sourceSensorUid: z.number().int().positive().nullable().default(null),
  baseTemperature: num('Base Temperature', { min: 32, max: 80 }).default(DEFAULT_BASE_TEMPERATURE_F),
  season: seasonSchema.nullable().default(null),
});
export type FolderWeatherBody = z.input<typeof folderWeatherBodySchema>;

export const temperatureImportResultSchema = z.object({
  imported: z.number().int(),
  firstDay: z.string(),
  lastDay: z.string(),
});

export const dailyTemperatureSchema = z.object({
  day: z.string(),
  meanTemperature: z.number(),
  heatingDegreeDays: z.number(),
  source: z.enum(['sensor', 'import']),
});
export type DailyTemperature = z.infer<typeof dailyTemperatureSchema>;
export const dailyTemperaturesSchema = z.array(dailyTemperatureSchema);

export const assetSeasonBodySchema = z.object({ season: seasonSchema.nullable() });

export const assetForecastSchema = z.object({
  assetUid: z.number().int(),
  /** The folder whose weather the tank's forecast reads (the nearest above it with a source). */
  weatherFolderUid: z.number().int().nullable(),
  weatherFolderLabel: z.string().nullable(),
  heatingFuel: z.boolean(),
  /** The Season in force: the tank's own, else its nearest folder's; null all year. */
  season: seasonSchema.nullable(),
  seasonFrom: z.enum(['tank', 'folder', 'none']),
  tankSeason: seasonSchema.nullable(),
  kFactor: z.number().nullable(),
  baseLoad: z.number().nullable(),
  r2: z.number().nullable(),
  n: z.number().int(),
  fittedAt: centralTimestampSchema.nullable(),
  goodFit: z.boolean(),
  /** Whether the asset report's days left is the degree-day one (a heating fuel with a good fit). */
  usedForDaysLeft: z.boolean(),
  degreeDays: z.object({
    daysLeft: z.number().nullable(),
    runOutDate: z.string().nullable(),
    /** Gallons the forecast expects over the next 7 days. */
    next7Days: z.number().nullable(),
  }),
  average: z.object({
    /** The plain average daily use (the 7-day rate, else the 30-day, else the base usage). */
    rate: z.number().nullable(),
    daysLeft: z.number().nullable(),
    runOutDate: z.string().nullable(),
  }),
});
export type AssetForecast = z.infer<typeof assetForecastSchema>;
