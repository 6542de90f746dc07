// The degree-day forecast's claim (issue 17; docs/decisions/093-degree-day-forecasting.md): on the
// demo world's heating-fuel tanks, backtested over their 90 days (fit on the first 60, predict the
// next 30), the mean absolute error of predicted use per week is at least 30% lower than the plain
// average's. Reads a demo world as `npm start` leaves it once its 90-day history is written (usage
// by day, the weather folders' temperatures: their sensor's daily means and the imported years),
// runs the domain's own fit and forecast (domain/src/forecast/degree-days.ts), prints the figures
// and writes bench/results/forecast-<date>.json.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<demo database> npm run bench:forecast -w bench
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import {
  backtest,
  dayNumber,
  dayText,
  drivingDegreeDays,
  heatingDegreeDays,
  isHeatingFuel,
  normalTemperatures,
  type BacktestResult,
  type Season,
} from '@ullage/domain/forecast/degree-days';
import { machine, root } from './support';

const FIT_DAYS = 60;
const TEST_DAYS = 30;
const CLAIM = 0.3;

interface Tank {
  uid: number;
  className: string | null;
  folderUid: number;
  base: number;
  season: Season | null;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: the demo world to read');
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    // Each tank's weather folder (the nearest above its own folder with a source) and Season (its
    // own, else its nearest folder's), as the forecast module finds them.
    const { rows: tanks } = await pool.query<Tank>(`
      select a.uid::int, pc.name as "className", w.folder_uid::int as "folderUid", w.base_temperature as base,
             (select c.data from entity_config c
               cross join lateral (select ord from unnest(f.path) with ordinality p(uid, ord) where p.uid = c.entity_uid) o
               where c.type_id = 33 and (c.entity_uid = a.uid or c.entity_uid = any(f.path))
               order by case when c.entity_uid = a.uid then 1000000 else o.ord end desc limit 1) as season
        from asset a
        join entity e on e.uid = a.uid and e.active
        join product p on p.uid = a.product_uid
        left join product_class pc on pc.id = p.class_id
        join folder_membership fm on fm.entity_uid = a.uid and not fm.is_copy
        join folder f on f.uid = fm.folder_uid
        cross join lateral (select w.folder_uid, w.base_temperature from unnest(f.path) with ordinality q(uid, ord)
                              join weather_source w on w.folder_uid = q.uid order by q.ord desc limit 1) w
       where not a.is_template
       order by a.uid`);
    const heating = tanks.filter((t) => isHeatingFuel(t.className));
    const temps = new Map<number, { day: string; meanTemperature: number }[]>();
    for (const folderUid of new Set(heating.map((t) => t.folderUid))) {
      const { rows } = await pool.query<{ day: string; mean: number }>(
        `with imp as (select day, mean_temperature from daily_temperature where folder_uid = $1),
         sen as (select (((sd.reading_time) at time zone 'UTC') - interval '6 hours')::date as day, avg(sd.reading) as mean_temperature
                   from sensor_data sd where sd.sensor_uid = (select sensor_uid from weather_source where folder_uid = $1) and sd.status = 0
                  group by 1)
         select coalesce(i.day, s.day)::text as day, coalesce(i.mean_temperature, s.mean_temperature)::float8 as mean
           from imp i full join sen s on s.day = i.day order by 1`,
        [folderUid],
      );
      temps.set(
        folderUid,
        rows.map((r) => ({ day: r.day, meanTemperature: r.mean })),
      );
    }
    const results: (BacktestResult & { uid: number; className: string | null })[] = [];
    let skipped = 0;
    for (const t of heating) {
      const { rows: usage } = await pool.query<{ day: string; usage: number }>(
        `select day::text as day, usage from usage_daily where asset_uid = $1
           and day < ((now() at time zone 'UTC') - interval '6 hours')::date order by day desc limit ${FIT_DAYS + TEST_DAYS}`,
        [t.uid],
      );
      usage.reverse();
      const history = temps.get(t.folderUid) ?? [];
      const byDay = new Map(history.map((h) => [h.day, h.meanTemperature]));
      if (usage.length < FIT_DAYS + TEST_DAYS || usage.some((u) => !byDay.has(u.day))) {
        skipped++;
        continue;
      }
      // What the forecast knew at the end of the fit window: the temperatures up to then.
      const cut = usage[FIT_DAYS - 1]!.day;
      const known = history.filter((h) => h.day <= cut);
      const testDays = usage.slice(FIT_DAYS).map((u) => u.day);
      const normals = normalTemperatures(known, testDays);
      const season = t.season;
      const days = usage.map((u) => {
        const actual = drivingDegreeDays(u.day, heatingDegreeDays(byDay.get(u.day)!, t.base), season);
        const normal = normals?.get(u.day);
        const forecast = normal === undefined ? actual : drivingDegreeDays(u.day, heatingDegreeDays(normal, t.base), season);
        return { day: u.day, usage: Math.max(0, u.usage), degreeDays: actual, forecastDegreeDays: u.day > cut ? forecast : actual };
      });
      results.push({ uid: t.uid, className: t.className, ...backtest(days, FIT_DAYS, TEST_DAYS) });
    }
    if (results.length === 0)
      throw new Error('no heating-fuel tank with 90 days of usage and temperature: has the demo history been written?');
    const sum = (f: (r: BacktestResult) => number) => results.reduce((s, r) => s + f(r), 0);
    const maeDegreeDays = sum((r) => r.maeDegreeDays) / results.length;
    const maePlain = sum((r) => r.maePlain) / results.length;
    const improvement = 1 - maeDegreeDays / maePlain;
    const better = results.filter((r) => r.maeDegreeDays < r.maePlain).length;
    const sorted = results.map((r) => r.improvement).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const figures = {
      tanks: results.length,
      skipped,
      window: {
        fitDays: FIT_DAYS,
        testDays: TEST_DAYS,
        weeks: results[0]!.weeks,
        from: dayText(dayNumber(new Date().toISOString().slice(0, 10)) - 90),
      },
      maeDegreeDaysGallonsPerWeek: Math.round(maeDegreeDays * 10) / 10,
      maePlainGallonsPerWeek: Math.round(maePlain * 10) / 10,
      improvement: Math.round(improvement * 1000) / 1000,
      medianTankImprovement: Math.round(median * 1000) / 1000,
      tanksBetter: better,
      claim: `at least ${CLAIM * 100}% lower`,
      met: improvement >= CLAIM,
    };
    console.log(JSON.stringify(figures, null, 2));
    const dir = path.join(root, 'bench', 'results');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `forecast-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(file, JSON.stringify({ machine: await machine(pool), figures, tanks: results }, null, 2));
    console.log(`written ${path.relative(root, file)}`);
    if (!figures.met) process.exitCode = 1;
  } finally {
    await pool.end();
  }
}

await main();
