// The report and summary calls' speed on the server (issue 6 "Done when", and the 100,000-tank
// figures issue 7 asks for). Builds a scratch database on the machine's PostgreSQL: the demo world
// with its 90 days of history, measured first; then a region folder of 100,000 tanks (100 sites
// of 1,000, each tank with its monitor, sensor, asset tank config and tank state, written with SQL
// into the real tables and turned into report rows by report_rebuild(), as a bulk loader does).
// Times the real routes through app.inject (routing, token check, caller lookup, validation, SQL,
// serialisation; no network), beside the raw SQL that returns the same rows (the same page and
// count on the report rows, two connections side by side as the server runs them) and, for scale,
// the same page answered from the base tables without report rows. Prints a table, the plans of
// the 100,000-tank page, and writes bench/results/reports-<date>.json.
//
//   npm run bench:reports -w bench
//   DATABASE_URL=postgres://user@host:5432/postgres HISTORY_DAYS=0 npm run bench:reports -w bench
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { AssetStatus } from '../../domain/src/tanks/asset-status';
import { ConfigType } from '../../domain/src/configs';
import { buildApp } from '../../server/src/app';
import { createDatabase } from '../../server/src/db/client';
import { runMigrations } from '../../server/src/db/migrate';
import { seedDatabase } from '../../server/src/db/seed/seed';
import { createLogger } from '../../server/src/lib/logger';
import { assetReport } from '../../server/src/modules/report/asset-report';
import { compileGridQuery } from '../../server/src/modules/report/grid-query';
import { scopeRange } from '../../server/src/modules/report/report-definition';
import { reportCountSql, reportPageSql } from '../../server/src/modules/report/report.repository';
import { rebuildReportRows } from '../../server/src/db/report-rows';
import { generateDemoHistory } from '../../server/src/simulator/demo-history';
import { assetPageFloor, summaryFloor } from './report-floors';

const TANKS = Number(process.env.TANKS ?? 100_000);
const SITES = 100;
const HISTORY_DAYS = Number(process.env.HISTORY_DAYS ?? 90);
const RUNS = Number(process.env.RUNS ?? 60);
const WARMUP = 5;
const PAGE = 100;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Figure {
  label: string;
  p50: number;
  p95: number;
  max: number;
  rawP50?: number;
  rawP95?: number;
  ratioP95?: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function sample(run: () => Promise<unknown>, runs = RUNS): Promise<{ p50: number; p95: number; max: number }> {
  for (let i = 0; i < Math.min(WARMUP, runs); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1)! };
}

const ms = (x: number | undefined) => (x === undefined ? '' : `${x.toFixed(1)} ms`);

function printRow(f: Figure) {
  console.log(
    `  ${f.label.padEnd(62)} p50 ${ms(f.p50).padStart(9)}  p95 ${ms(f.p95).padStart(9)}` +
      (f.rawP95 !== undefined
        ? `   raw SQL p50 ${ms(f.rawP50).padStart(9)} p95 ${ms(f.rawP95).padStart(9)}   x${f.ratioP95!.toFixed(2)}`
        : ''),
  );
}

/** The region of TANKS tanks: SITES site folders under a demo branch, each tank with a cellular
 * monitor, its level sensor, an asset tank config copied from a demo propane tank, and a tank state
 * (statuses spread as in the demo world: mostly OK, about one in nine Delivery). */
export async function buildRegion(pool: pg.Pool): Promise<{ regionUid: number; path: number[] }> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Bulk load: the triggers stand aside; report_rebuild() makes the rows afterwards.
    await client.query("select set_config('ullage.report_rows', 'deferred', true), setseed(0.42)");
    const {
      rows: [branch],
    } = await client.query(
      "select f.uid, f.path, f.admin_uid from folder f join entity e on e.uid = f.uid where e.label = 'Northern Wisconsin Branch'",
    );
    const {
      rows: [template],
    } = await client.query(
      `select c.data, a.product_uid, s.sensor_type_id from entity_config c join asset a on a.uid = c.entity_uid
         join product p on p.uid = a.product_uid join sensor s on s.uid = c.sensor_uid
        where c.type_id = $1 and p.name like 'Propane%' and (c.data #>> '{tank,capacity}')::float8 between 900 and 1100
        order by c.id limit 1`,
      [ConfigType.AssetTank],
    );
    const {
      rows: [region],
    } = await client.query("insert into entity (type_id, label, icon_name) values (2, 'Bench Region 100k', 'Folder') returning uid");
    const regionPath = [...(branch.path as number[]), Number(region.uid)];
    await client.query(
      'insert into folder (uid, parent_uid, is_company, admin_uid, base_folder_uid, path) values ($1, $2, false, $3, $3, $4)',
      [region.uid, branch.uid, branch.admin_uid, regionPath],
    );
    await client.query(
      `with s as (insert into entity (type_id, label, icon_name)
                  select 2, 'Bench Site ' || lpad(i::text, 3, '0'), 'Folder' from generate_series(1, $1) i returning uid)
       insert into folder (uid, parent_uid, is_company, admin_uid, base_folder_uid, path, address)
       select uid, $2, false, $3, $3, $4::bigint[] || uid, jsonb_build_object('city', 'Bench City', 'state', 'WI') from s`,
      [SITES, region.uid, branch.admin_uid, regionPath],
    );
    await client.query(
      `create temp table bench_tank on commit drop as
       select i, s.uid as site, nextval('entity_uid_seq') as asset_uid, nextval('entity_uid_seq') as device_uid,
              nextval('entity_uid_seq') as sensor_uid, random() as pf, random() as r, random() as u
         from generate_series(1, $1) i
         join (select uid, row_number() over (order by uid) - 1 as n from folder where parent_uid = $2) s on s.n = (i - 1) % $3`,
      [TANKS, region.uid, SITES],
    );
    await client.query(
      `insert into entity (uid, type_id, label, icon_name)
       select asset_uid, 10, 'Bench tank ' || lpad(i::text, 6, '0'), 'Tank' from bench_tank
       union all select device_uid, 16, 'Monitor BT' || lpad(i::text, 6, '0'), 'Monitor' from bench_tank
       union all select sensor_uid, 14, 'Level', null from bench_tank`,
    );
    await client.query('insert into asset (uid, product_uid) select asset_uid, $1 from bench_tank', [template.product_uid]);
    await client.query(
      `insert into device (uid, serial_number, model_id, activation_state, flags, last_update_at, battery_strength, signal_strength, interval_minutes)
       select device_uid, 'BT' || lpad(i::text, 8, '0'), 22, 1,
              case when r < 0.01 then 1 when r < 0.03 then 2 else 0 end,
              now() - u * interval '6 hours', 60 + round((u * 40)::numeric, 1), -60 - round((r * 40)::numeric), 360
         from bench_tank`,
    );
    await client.query('insert into sensor (uid, device_uid, port, sensor_type_id) select sensor_uid, device_uid, 1, $1 from bench_tank', [
      template.sensor_type_id,
    ]);
    await client.query(
      `insert into folder_membership (entity_uid, folder_uid)
       select asset_uid, site from bench_tank union all select device_uid, site from bench_tank`,
    );
    await client.query(
      `insert into entity_config (entity_uid, type_id, sensor_uid, data)
       select asset_uid, $1, sensor_uid, jsonb_set($2::jsonb, '{sensor,deviceUid}', to_jsonb(device_uid)) from bench_tank`,
      [ConfigType.AssetTank, template.data],
    );
    const cap = Number(template.data.tank.capacity);
    const maxFill = cap * Number(template.data.tank.ullagePercent ?? 1);
    // Statuses as the demo world spreads them (BENCHMARKS.md): OK most, then Delivery, High Usage...
    await client.query(
      `insert into tank_state (asset_uid, sensor_uid, reading_time, reading, amount_full, inches_full, capacity, max_fill_amount, percent_full,
                               ullage, ullage_percent, adjusted_ullage, zone, avg_daily, avg_7day, days_left, date_empty, status, status_mask)
       select asset_uid, sensor_uid, now() - u * interval '6 hours', pf * 41, round((pf * $1)::numeric, 4), round((pf * 41)::numeric, 4), $1, $2, round(pf::numeric, 6),
              round(((1 - pf) * $1)::numeric, 4), round((1 - pf)::numeric, 6), round(($2 - pf * $1)::numeric, 4),
              case when pf <= 0.2 then 3 when pf <= 0.3 then 2 else 1 end,
              5 + u * 20, 5 + u * 20, round((pf * $1 / (5 + u * 20))::numeric, 2), now() + (pf * $1 / (5 + u * 20)) * interval '1 day',
              st, case when st = 0 then 0 else 1 << st end
         from (select *, case when r < 0.78 then 0 when r < 0.89 then $3 when r < 0.94 then $4 when r < 0.96 then $5
                              when r < 0.97 then $6 when r < 0.98 then $7 else $8 end as st from bench_tank) b`,
      [
        cap,
        maxFill,
        AssetStatus.Delivery,
        AssetStatus.HighUsage,
        AssetStatus.SensorLowBattery,
        AssetStatus.SensorLate,
        AssetStatus.LowUsage,
        AssetStatus.FalseFill,
      ],
    );
    await client.query('commit');
    return { regionUid: Number(region.uid), path: regionPath };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

async function main() {
  const log = createLogger('warn');
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `ullage_bench_reports_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase(url.toString(), 10);
  const raw = new pg.Pool({ connectionString: url.toString(), max: 4 });
  // Dropping the scratch database at the end closes whatever is still connected.
  raw.on('error', () => undefined);
  const figures: Record<string, Figure[]> = { demo: [], region: [] };
  const notes: Record<string, unknown> = {};
  const load = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
  try {
    console.log(`migrating and seeding the demo world (load average ${load()})...`);
    await runMigrations(database.pool);
    await seedDatabase(database.pool, { seed: 'demo', adminPassword: 'Bench-Admin-1234!' }, log);
    if (HISTORY_DAYS > 0) {
      console.log(`writing ${HISTORY_DAYS} days of demo history (about a minute)...`);
      const t0 = Date.now();
      await generateDemoHistory(database.pool, log, { days: HISTORY_DAYS });
      notes.demoHistorySeconds = (Date.now() - t0) / 1000;
    }
    await database.pool.query('vacuum analyze');

    const app = await buildApp({ database, logger: createLogger('silent'), signingKey: randomBytes(32) });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { userName: 'demo-propane', password: 'Demo1234!' },
    });
    const headers = { authorization: `Bearer ${login.json().access_token as string}` };
    const get = async (u: string) => {
      const res = await app.inject({ method: 'GET', url: u, headers });
      if (res.statusCode !== 200) throw new Error(`${u} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return res;
    };
    const {
      rows: [company],
    } = await raw.query("select f.uid, f.path from folder f join entity e on e.uid = f.uid where e.label = 'Propane Distributor'");

    const sorting = encodeURIComponent(JSON.stringify([{ colId: 'percentFull', sort: 'desc' }]));
    const byStatus = (status: number) => encodeURIComponent(JSON.stringify({ status: { filterType: 'set', values: [status] } }));
    const assetPage = (folder: number, status: number, start = 0) =>
      `/api/EntityReport/AssetData?folderUid=${folder}&startRow=${start}&endRow=${start + PAGE}&sorting=${sorting}&filters=${byStatus(status)}`;

    /** The same page and count, hand-written over the report rows, two connections side by side. */
    const rawAssetPage = (p: number[], status: number, start = 0) => assetPageFloor(raw, p, status, PAGE, start);
    const rawDevicePage = (p: number[]) => {
      const { from, to } = scopeRange(p);
      return () =>
        Promise.all([
          raw.query(
            `select r.* from device_report_row r where r.scope_key >= $1 and r.scope_key < $2 order by r.device_uid limit ${PAGE}`,
            [from, to],
          ),
          raw.query('select count(*) from device_report_row r where r.scope_key >= $1 and r.scope_key < $2', [from, to]),
        ]);
    };
    const rawSummary = (p: number[]) => summaryFloor(raw, p);

    const measure = async (group: Figure[], label: string, u: string, rawRun?: () => Promise<unknown>) => {
      const a = await sample(() => get(u));
      const f: Figure = { label, ...a };
      if (rawRun) {
        const r = await sample(rawRun);
        Object.assign(f, { rawP50: r.p50, rawP95: r.p95, ratioP95: a.p95 / r.p95 });
      }
      group.push(f);
      printRow(f);
    };

    const counts = async (p: number[]) => {
      const { from, to } = scopeRange(p);
      const { rows } = await raw.query(
        'select count(*)::int as tanks, count(*) filter (where status = $3)::int as delivery from asset_report_row where scope_key >= $1 and scope_key < $2',
        [from, to, AssetStatus.Delivery],
      );
      return rows[0] as { tanks: number; delivery: number };
    };

    const demo = await counts(company.path);
    console.log(
      `\nDemo world, the Propane Distributor company folder (${demo.tanks} tanks, ${demo.delivery} Delivery), as demo-propane (load average ${load()}):`,
    );
    await measure(
      figures.demo!,
      'asset report: first page by percent full, status Delivery',
      assetPage(company.uid, AssetStatus.Delivery),
      rawAssetPage(company.path, AssetStatus.Delivery),
    );
    await measure(
      figures.demo!,
      'asset report: first page by percent full, status OK',
      assetPage(company.uid, AssetStatus.OK),
      rawAssetPage(company.path, AssetStatus.OK),
    );
    await measure(
      figures.demo!,
      'device report: first page',
      `/api/EntityReport/DeviceData?folderUid=${company.uid}&startRow=0&endRow=${PAGE}`,
      rawDevicePage(company.path),
    );
    await measure(figures.demo!, 'folder summary', `/api/Folder/${company.uid}/Summary`, rawSummary(company.path));

    console.log(`\nbuilding a region of ${TANKS.toLocaleString('en-US')} tanks in ${SITES} sites...`);
    let t0 = Date.now();
    const region = await buildRegion(database.pool);
    notes.regionLoadSeconds = (Date.now() - t0) / 1000;
    t0 = Date.now();
    await rebuildReportRows(database.pool);
    notes.reportRebuildSeconds = (Date.now() - t0) / 1000;
    await database.pool.query('vacuum analyze');
    const {
      rows: [rowCount],
    } = await raw.query(
      'select (select count(*) from asset_report_row)::int as assets, (select count(*) from device_report_row)::int as devices',
    );
    notes.reportRows = rowCount;
    console.log(
      `  loaded in ${notes.regionLoadSeconds} s; report_rebuild() of ${rowCount.assets} asset and ${rowCount.devices} device rows in ${notes.reportRebuildSeconds} s`,
    );

    const big = await counts(region.path);
    console.log(
      `\nThe region folder (${big.tanks.toLocaleString('en-US')} tanks, ${big.delivery.toLocaleString('en-US')} Delivery), as demo-propane (load average ${load()}):`,
    );
    await measure(
      figures.region!,
      'asset report: first page by percent full, status Delivery',
      assetPage(region.regionUid, AssetStatus.Delivery),
      rawAssetPage(region.path, AssetStatus.Delivery),
    );
    await measure(
      figures.region!,
      'asset report: first page by percent full, status OK',
      assetPage(region.regionUid, AssetStatus.OK),
      rawAssetPage(region.path, AssetStatus.OK),
    );
    await measure(
      figures.region!,
      'asset report: deep page (row 10,000), status Delivery',
      assetPage(region.regionUid, AssetStatus.Delivery, 10_000),
      rawAssetPage(region.path, AssetStatus.Delivery, 10_000),
    );
    await measure(
      figures.region!,
      'asset report: deep page (row 50,000), status OK',
      assetPage(region.regionUid, AssetStatus.OK, 50_000),
      rawAssetPage(region.path, AssetStatus.OK, 50_000),
    );
    await measure(
      figures.region!,
      'device report: first page',
      `/api/EntityReport/DeviceData?folderUid=${region.regionUid}&startRow=0&endRow=${PAGE}`,
      rawDevicePage(region.path),
    );
    await measure(figures.region!, 'folder summary', `/api/Folder/${region.regionUid}/Summary`, rawSummary(region.path));

    // For scale: the same first page answered from the base tables, as a report without rows would.
    const naive = await sample(
      () =>
        Promise.all([
          raw.query(
            `select e.uid, e.label, t.percent_full, t.status from folder f join entity fe on fe.uid = f.uid and fe.active
               join folder_membership m on m.folder_uid = f.uid join entity e on e.uid = m.entity_uid and e.active
               join asset a on a.uid = e.uid left join tank_state t on t.asset_uid = a.uid
              where f.path @> array[$1::bigint] and coalesce(t.status, 0) = $2
              order by t.percent_full desc nulls last, e.uid limit ${PAGE}`,
            [region.regionUid, AssetStatus.Delivery],
          ),
          raw.query(
            `select count(distinct e.uid) from folder f join entity fe on fe.uid = f.uid and fe.active
               join folder_membership m on m.folder_uid = f.uid join entity e on e.uid = m.entity_uid and e.active
               join asset a on a.uid = e.uid left join tank_state t on t.asset_uid = a.uid
              where f.path @> array[$1::bigint] and coalesce(t.status, 0) = $2`,
            [region.regionUid, AssetStatus.Delivery],
          ),
        ]),
      10,
    );
    notes.baseTablesFirstPage = naive;
    console.log(
      `  for scale, the same first page and count from the base tables (membership, folder, tank_state): p50 ${ms(naive.p50)}, p95 ${ms(naive.p95)}`,
    );

    // The plans of the 100,000-tank page, as the server runs it.
    const {
      rows: [ctx],
    } = await raw.query('select unit_config, time_zone_config from app_user where user_name = $1', ['demo-propane']);
    const def = assetReport({ hiddenPathChars: 0, userDefs: [] });
    const compiled = compileGridQuery(
      def.table,
      {
        startRow: 0,
        endRow: PAGE,
        filters: { status: { filterType: 'set', values: [AssetStatus.Delivery] } },
        sorting: [{ colId: 'percentFull', sort: 'desc' }],
        filterAndOr: 'and',
      },
      {
        units: { volumeUnitId: 1, weightUnitId: 1, temperatureUnitId: 1, dimensionUnitId: 1, ...ctx.unit_config },
        timeZone: { timeZoneId: 1, observeDst: true, ...ctx.time_zone_config },
      },
    );
    const explain = async (q: ReturnType<typeof reportPageSql>) =>
      (await database.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers, costs off) ${q}`)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    const range = scopeRange(region.path);
    notes.pagePlan = await explain(reportPageSql(def, range, compiled));
    notes.countPlan = await explain(reportCountSql(def, range, compiled));
    console.log(`\nEXPLAIN ANALYZE of the page (status Delivery, percent full desc, 100 rows):\n${notes.pagePlan as string}`);
    console.log(`\nEXPLAIN ANALYZE of its count:\n${notes.countPlan as string}`);
    await app.close();

    const out = path.join(here, '../results');
    await mkdir(out, { recursive: true });
    const file = path.join(out, `reports-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadavg: os.loadavg(), runs: RUNS, tanks: TANKS, historyDays: HISTORY_DAYS, figures, notes }, null, 2)}\n`,
    );
    console.log(`\nResults written to ${path.relative(process.cwd(), file)} (load average ${load()})`);
  } finally {
    await raw.end();
    await database.pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  });
}
