// The only SQL of degree-day forecasting (docs/decisions/093-degree-day-forecasting.md): a folder's
// weather (weather_source, daily_temperature, the daily means of its temperature sensor), the
// Season configs (entity_config type 33) along a tank's folders, a tank's usage by day, and its fit
// (degree_day_fit; the tank_state trigger tank_state_degree_days reads it).
import { sql } from 'drizzle-orm';
import { ConfigType } from '@ullage/domain/configs';
import { SensorType } from '@ullage/domain/devices/device-catalogue';
import type { DayTemperature, Season } from '@ullage/domain/forecast/degree-days';
import type { Db } from '../../db/client';
import { refreshLive } from '../../db/report-rows';
import type { Executor } from '../../db/transaction';

/** A central day (fixed UTC-6, as usage_daily's: tank-state.ts centralDay) of a timestamp column. */
const centralDayOf = (column: string) => sql.raw(`(((${column}) at time zone 'UTC') - interval '6 hours')::date`);

export interface WeatherRow {
  folderUid: number;
  sensorUid: number | null;
  sourceLabel: string | null;
  baseTemperature: number;
}

export interface TemperatureDay extends DayTemperature {
  source: 'sensor' | 'import';
}

export interface TankInfo {
  productClass: string | null;
  heel: number;
  baseUsage: number;
  isReclamation: boolean;
  amount: number | null;
  readingTime: Date | null;
  avg7Day: number | null;
  avgDaily: number | null;
}

export interface StoredFit {
  weatherFolderUid: number | null;
  kFactor: number | null;
  baseLoad: number | null;
  r2: number | null;
  n: number;
  used: boolean;
  startDay: string | null;
  cumulative: number[];
  fittedAt: Date;
}

export interface FitWrite {
  weatherFolderUid: number;
  kFactor: number | null;
  baseLoad: number;
  r2: number | null;
  n: number;
  used: boolean;
  heel: number;
  startDay: string;
  cumulative: number[];
}

const seasonOf = (data: Record<string, unknown>): Season => ({
  startMonth: Number(data.startMonth),
  startDay: Number(data.startDay),
  endMonth: Number(data.endMonth),
  endDay: Number(data.endDay),
});

export function createForecastRepository(db: Db) {
  return {
    /** A folder's path, root first; null when there is no such folder. */
    async folderPath(folderUid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${folderUid}`);
      return rows[0]?.path ?? null;
    },

    async isTank(assetUid: number): Promise<boolean> {
      const { rows } = await db.execute<{ n: number }>(sql`select 1 as n from asset where uid = ${assetUid}`);
      return rows.length > 0;
    },

    async weather(folderUid: number): Promise<WeatherRow | null> {
      const { rows } = await db.execute<{
        folder_uid: number;
        sensor_uid: number | null;
        label: string | null;
        base_temperature: number;
      }>(sql`
        select w.folder_uid, w.sensor_uid, w.base_temperature,
               case when s.uid is null then null else d.serial_number || ' port ' || s.port end as label
          from weather_source w
          left join sensor s on s.uid = w.sensor_uid
          left join device d on d.uid = s.device_uid
         where w.folder_uid = ${folderUid}`);
      const r = rows[0];
      return r ? { folderUid: r.folder_uid, sensorUid: r.sensor_uid, sourceLabel: r.label, baseTemperature: r.base_temperature } : null;
    },

    /** The temperature sensors of active devices standing in the folder or below it. */
    async temperatureSensors(folderUid: number): Promise<{ sensorUid: number; deviceUid: number; label: string }[]> {
      const { rows } = await db.execute<{ uid: number; device_uid: number; label: string }>(sql`
        select distinct s.uid, s.device_uid, d.serial_number || ' port ' || s.port as label
          from sensor s
          join device d on d.uid = s.device_uid
          join entity e on e.uid = d.uid and e.active
          join folder_membership fm on fm.entity_uid = d.uid
          join folder f on f.uid = fm.folder_uid
         where s.sensor_type_id = ${SensorType.Temperature} and f.path @> array[${folderUid}::bigint]
         order by label`);
      return rows.map((r) => ({ sensorUid: r.uid, deviceUid: r.device_uid, label: r.label }));
    },

    async saveWeather(tx: Executor, folderUid: number, sensorUid: number | null, baseTemperature: number): Promise<void> {
      await tx.execute(sql`
        insert into weather_source (folder_uid, sensor_uid, base_temperature) values (${folderUid}, ${sensorUid}, ${baseTemperature})
        on conflict (folder_uid) do update set sensor_uid = excluded.sensor_uid, base_temperature = excluded.base_temperature, updated_at = now()`);
    },

    async importTemperatures(tx: Executor, folderUid: number, rows: readonly DayTemperature[]): Promise<void> {
      await tx.execute(sql`
        insert into daily_temperature (folder_uid, day, mean_temperature)
        select ${folderUid}, x.day, x.t
          from json_to_recordset(${JSON.stringify(rows.map((r) => ({ day: r.day, t: r.meanTemperature })))}::json) as x(day date, t float8)
        on conflict (folder_uid, day) do update set mean_temperature = excluded.mean_temperature`);
    },

    /** The folder's daily mean temperatures: imported days, and the other days' means of its sensor's
     * good readings (a device's temperature sensor reports °F). */
    async temperatures(folderUid: number, fromDay: string): Promise<TemperatureDay[]> {
      const { rows } = await db.execute<{ day: string; mean: number; source: 'sensor' | 'import' }>(sql`
        with imp as (select day, mean_temperature from daily_temperature where folder_uid = ${folderUid} and day >= ${fromDay}::date),
        sen as (
          select ${centralDayOf('sd.reading_time')} as day, avg(sd.reading) as mean_temperature
            from sensor_data sd
           where sd.sensor_uid = (select sensor_uid from weather_source where folder_uid = ${folderUid})
             and sd.reading_time >= ${fromDay}::date and sd.status = 0
           group by 1)
        select coalesce(i.day, s.day)::text as day, coalesce(i.mean_temperature, s.mean_temperature)::float8 as mean,
               case when i.day is not null then 'import' else 'sensor' end as source
          from imp i full join sen s on s.day = i.day
         order by 1`);
      return rows.map((r) => ({ day: r.day, meanTemperature: r.mean, source: r.source }));
    },

    /** The folder nearest above the tank's own (not a copy's) with a weather source, and its base. */
    async weatherFolderOf(assetUid: number): Promise<{ folderUid: number; label: string; baseTemperature: number } | null> {
      const { rows } = await db.execute<{ folder_uid: number; label: string; base_temperature: number }>(sql`
        select w.folder_uid, e.label, w.base_temperature
          from folder_membership fm
          join folder f on f.uid = fm.folder_uid
          cross join lateral unnest(f.path) with ordinality as p(uid, ord)
          join weather_source w on w.folder_uid = p.uid
          join entity e on e.uid = w.folder_uid and e.active
         where fm.entity_uid = ${assetUid} and not fm.is_copy
         order by p.ord desc limit 1`);
      const r = rows[0];
      return r ? { folderUid: r.folder_uid, label: r.label, baseTemperature: r.base_temperature } : null;
    },

    /** The tank's Season config, and its nearest folder's (its own folder's path, nearest first). */
    async seasons(assetUid: number): Promise<{ tank: Season | null; folder: Season | null }> {
      const { rows } = await db.execute<{ entity_uid: number; data: Record<string, unknown>; ord: number }>(sql`
        with path as (
          select p.uid, p.ord from folder_membership fm join folder f on f.uid = fm.folder_uid
            cross join lateral unnest(f.path) with ordinality as p(uid, ord)
           where fm.entity_uid = ${assetUid} and not fm.is_copy)
        select c.entity_uid, c.data, coalesce((select max(ord) from path where path.uid = c.entity_uid), 1000000)::int as ord
          from entity_config c
         where c.type_id = ${ConfigType.Season} and (c.entity_uid = ${assetUid} or c.entity_uid in (select uid from path))
         order by ord desc`);
      const tank = rows.find((r) => Number(r.entity_uid) === assetUid);
      const folder = rows.find((r) => Number(r.entity_uid) !== assetUid);
      return { tank: tank ? seasonOf(tank.data) : null, folder: folder ? seasonOf(folder.data) : null };
    },

    async folderSeason(folderUid: number): Promise<Season | null> {
      const { rows } = await db.execute<{ data: Record<string, unknown> }>(
        sql`select data from entity_config where entity_uid = ${folderUid} and type_id = ${ConfigType.Season} order by id limit 1`,
      );
      return rows[0] ? seasonOf(rows[0].data) : null;
    },

    async tankInfo(assetUid: number): Promise<TankInfo | null> {
      const { rows } = await db.execute<{
        class_name: string | null;
        heel: number | null;
        base_usage: number | null;
        is_reclamation: boolean | null;
        amount_full: number | null;
        reading_time: Date | null;
        avg_7day: number | null;
        avg_daily: number | null;
      }>(sql`
        select pc.name as class_name,
               (c.data -> 'tank' ->> 'heelAmount')::float8 as heel, (c.data ->> 'baseUsage')::float8 as base_usage,
               (c.data -> 'tank' ->> 'isReclamation')::boolean as is_reclamation,
               ts.amount_full, ts.reading_time, ts.avg_7day, ts.avg_daily
          from asset a
          left join tank_state ts on ts.asset_uid = a.uid
          left join entity_config c on c.id = ts.config_id
          left join product p on p.uid = a.product_uid
          left join product_class pc on pc.id = p.class_id
         where a.uid = ${assetUid}`);
      const r = rows[0];
      if (!r) return null;
      return {
        productClass: r.class_name,
        heel: r.heel ?? 0,
        baseUsage: r.base_usage ?? 0,
        isReclamation: r.is_reclamation ?? false,
        amount: r.amount_full,
        readingTime: r.reading_time ? new Date(r.reading_time) : null,
        avg7Day: r.avg_7day,
        avgDaily: r.avg_daily,
      };
    },

    async usageDays(assetUid: number, fromDay: string, beforeDay: string): Promise<{ day: string; usage: number; readings: number }[]> {
      const { rows } = await db.execute<{ day: string; usage: number; readings: number }>(sql`
        select day::text as day, usage, readings from usage_daily
         where asset_uid = ${assetUid} and day >= ${fromDay}::date and day < ${beforeDay}::date order by day`);
      return rows;
    },

    async fit(assetUid: number): Promise<StoredFit | null> {
      const { rows } = await db.execute<{
        weather_folder_uid: number | null;
        k_factor: number | null;
        base_load: number | null;
        r2: number | null;
        n: number;
        used: boolean;
        start_day: string | null;
        cumulative: number[];
        fitted_at: Date;
      }>(sql`select weather_folder_uid, k_factor, base_load, r2, n, used, start_day::text as start_day, cumulative, fitted_at
               from degree_day_fit where asset_uid = ${assetUid}`);
      const r = rows[0];
      if (!r) return null;
      return {
        weatherFolderUid: r.weather_folder_uid,
        kFactor: r.k_factor,
        baseLoad: r.base_load,
        r2: r.r2,
        n: r.n,
        used: r.used,
        startDay: r.start_day,
        cumulative: r.cumulative,
        fittedAt: new Date(r.fitted_at),
      };
    },

    /** Stores the fit and brings the tank's days left and report rows in line with it at once: the
     * trigger recomputes days left from the fit, or (no fit used) the plain average's rate. */
    async writeFit(tx: Executor, assetUid: number, fit: FitWrite | null, plainDaysLeft: number | null): Promise<void> {
      if (fit) {
        await tx.execute(sql`
          insert into degree_day_fit (asset_uid, weather_folder_uid, k_factor, base_load, r2, n, used, heel, start_day, cumulative, fitted_at)
          values (${assetUid}, ${fit.weatherFolderUid}, ${fit.kFactor}, ${fit.baseLoad}, ${fit.r2}, ${fit.n}, ${fit.used}, ${fit.heel},
                  ${fit.startDay}::date, ${`{${fit.cumulative.join(',')}}`}::float8[], now())
          on conflict (asset_uid) do update set weather_folder_uid = excluded.weather_folder_uid, k_factor = excluded.k_factor,
            base_load = excluded.base_load, r2 = excluded.r2, n = excluded.n, used = excluded.used, heel = excluded.heel,
            start_day = excluded.start_day, cumulative = excluded.cumulative, fitted_at = excluded.fitted_at`);
      } else {
        await tx.execute(sql`delete from degree_day_fit where asset_uid = ${assetUid}`);
      }
      // The trigger overrides these when the fit is used; otherwise the plain average's stand.
      await tx.execute(sql`
        update tank_state set days_left = ${plainDaysLeft},
               date_empty = case when ${plainDaysLeft}::float8 is null then null else reading_time + ${plainDaysLeft}::float8 * interval '1 day' end
         where asset_uid = ${assetUid} and amount_full is not null`);
      await refreshLive(tx, [assetUid], []);
    },

    /** Tanks to refit: under a folder with a weather source, and not fitted within `minutes`. */
    async dueForRefit(minutes: number): Promise<number[]> {
      const { rows } = await db.execute<{ uid: number }>(sql`
        select distinct fm.entity_uid as uid
          from folder_membership fm
          join asset a on a.uid = fm.entity_uid
          join folder f on f.uid = fm.folder_uid
          join weather_source w on f.path @> array[w.folder_uid]
         where not fm.is_copy
           and not exists (select 1 from degree_day_fit d where d.asset_uid = fm.entity_uid
                            and d.fitted_at > now() - ${minutes}::int * interval '1 minute')
         order by 1`);
      return rows.map((r) => Number(r.uid));
    },
  };
}
export type ForecastRepository = ReturnType<typeof createForecastRepository>;
