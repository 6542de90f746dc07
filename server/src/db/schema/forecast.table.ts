// Degree-day forecasting (issue 17; docs/decisions/093-degree-day-forecasting.md): a folder's weather
// (its temperature sensor and base temperature), the daily mean temperatures imported for it, and
// each tank's fitted K-factor with the forecast it gives. The forecast module reads and writes them
// with raw sql (forecast.repository.ts); the tank_state trigger (tank_state_degree_days.trigger.sql)
// reads degree_day_fit.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { sensor } from './catalogue.table';
import { entity } from './entity.table';
import { folder } from './folder.table';

/** A folder's outdoor temperature source: a device temperature sensor, and the HDD base (°F). */
export const weatherSource = pgTable('weather_source', {
  folderUid: bigint('folder_uid', { mode: 'number' })
    .primaryKey()
    .references(() => folder.uid, { onDelete: 'cascade' }),
  sensorUid: bigint('sensor_uid', { mode: 'number' }).references(() => sensor.uid, { onDelete: 'set null' }),
  baseTemperature: doublePrecision('base_temperature').notNull().default(65),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Daily mean outdoor temperatures (°F) imported for a folder (a CSV upload), by central day. */
export const dailyTemperature = pgTable(
  'daily_temperature',
  {
    folderUid: bigint('folder_uid', { mode: 'number' })
      .notNull()
      .references(() => folder.uid, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    meanTemperature: doublePrecision('mean_temperature').notNull(),
  },
  (t) => [primaryKey({ columns: [t.folderUid, t.day] })],
);

/** A tank's fit of daily use on degree days, and the forecast it gives from `startDay`:
 * `cumulative[i]` is the use expected over the first i + 1 days. `used`: the tank's product is a
 * heating fuel and the fit is good, so days left is the degree-day one. */
export const degreeDayFit = pgTable('degree_day_fit', {
  assetUid: bigint('asset_uid', { mode: 'number' })
    .primaryKey()
    .references(() => entity.uid, { onDelete: 'cascade' }),
  weatherFolderUid: bigint('weather_folder_uid', { mode: 'number' }).references(() => folder.uid, { onDelete: 'set null' }),
  kFactor: doublePrecision('k_factor'),
  baseLoad: doublePrecision('base_load'),
  r2: doublePrecision('r2'),
  n: integer('n').notNull().default(0),
  used: boolean('used').notNull().default(false),
  heel: doublePrecision('heel').notNull().default(0),
  startDay: date('start_day', { mode: 'string' }),
  cumulative: doublePrecision('cumulative')
    .array()
    .notNull()
    .default(sql`'{}'::double precision[]`),
  fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull().defaultNow(),
});
