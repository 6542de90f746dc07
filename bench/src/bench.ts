// `npm run bench`: builds (or reuses) the bench world and measures, each figure beside its floor
// taken in the same run (the same result by the cheapest means: raw SQL for a query, multi-row
// INSERT for ingestion, the cheapest signed-in call for request overhead). Writes
// bench/results/<date>.json and rewrites the figures table in BENCHMARKS.md.
//
//   npm run bench                                  100,000 tanks (built once, kept)
//   npm run bench -- --tanks 1000000               the large run
//   npm run bench -- --rebuild --only tree,search  build the world again; only some figures
//
// Figures: ingest, tree, search, history, report (once issue 6's report calls exist), web.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { EntityType } from '@ullage/domain/entity-types';
import { buildApp } from '../../server/src/app';
import { createDatabase, type Database } from '../../server/src/db/client';
import { createLogger } from '../../server/src/lib/logger';
import { newDeviceKey } from '../../server/src/modules/ingest/ingest.service';
import { scopeRange } from '../../server/src/modules/report/report-definition';
import { clearMqttSessions, FLOOR_BATCH, floor, MQTT_URL, PER_UPDATE, rate, READINGS, viaHttp, viaMqtt, type Device } from './ingest';
import { freePort, machine, rewriteBenchmarks, root, startServer, stopServer, summary, timeRuns } from './support';
import { assetPageFloor, summaryFloor } from './report-floors';
import { webSizes } from './web-size';
import { BENCH_ADMIN, BENCH_PASSWORD, ensureWorld, type WorldInfo } from './world/build';

const DEFAULT_TANKS = 100_000;
const { values: args } = parseArgs({
  options: {
    tanks: { type: 'string', default: String(DEFAULT_TANKS) },
    rebuild: { type: 'boolean', default: false },
    only: { type: 'string' },
    runs: { type: 'string', default: '60' },
    'history-tanks': { type: 'string' },
    'recent-days': { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const WARMUP = 5;
const only = args.only ? new Set(args.only.split(',')) : null;
const wanted = (f: string) => !only || only.has(f);

export interface Figure {
  figure: string;
  /** p50 and p95 in ms, or a throughput / size. */
  value: { p50?: number; p95?: number; perSecond?: number; kb?: number };
  floor: { p50?: number; p95?: number; perSecond?: number; label: string } | null;
  /** figure / floor (p95 for latencies, throughput share for ingestion). */
  ratio: number | null;
  goal: string;
  met: boolean | null;
}

const figures: Figure[] = [];
const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

function add(f: Figure) {
  figures.push(f);
  const v = f.value;
  const shown =
    v.perSecond !== undefined
      ? `${v.perSecond.toLocaleString('en-US')}/s`
      : v.kb !== undefined
        ? `${v.kb} KB`
        : `p50 ${v.p50?.toFixed(1)} ms, p95 ${v.p95?.toFixed(1)} ms`;
  const fl = f.floor
    ? f.floor.perSecond !== undefined
      ? `${f.floor.perSecond.toLocaleString('en-US')}/s`
      : `p95 ${f.floor.p95?.toFixed(1)} ms`
    : '';
  console.log(
    `  ${f.figure.padEnd(62)} ${shown.padEnd(30)} ${fl ? `floor ${fl}` : ''}${f.ratio !== null ? ` (x${f.ratio})` : ''}  ${f.met === null ? '' : f.met ? 'goal met' : 'goal NOT met'}`,
  );
}

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const s = summary(await timeRuns(run, RUNS, WARMUP));
  return { p50: round(s.p50, 2), p95: round(s.p95, 2) };
}

/** A call through the app and the raw SQL that returns the same rows, timed alternately. */
async function callAndFloor(
  label: string,
  call: () => Promise<unknown>,
  floorSql: { text: string; values: unknown[]; label: string } | { run: () => Promise<unknown>; label: string } | null,
  pool: pg.Pool,
  goal: { text: string; p95Under?: number; ratioUnder?: number },
) {
  const value = await time(call);
  const fl = floorSql ? await time('run' in floorSql ? floorSql.run : () => pool.query(floorSql.text, floorSql.values)) : null;
  const ratio = fl ? round(value.p95 / Math.max(fl.p95, 0.01), 2) : null;
  const met =
    goal.p95Under === undefined && goal.ratioUnder === undefined
      ? null
      : (goal.p95Under === undefined || value.p95 < goal.p95Under) && (goal.ratioUnder === undefined || (ratio ?? 0) < goal.ratioUnder);
  add({ figure: label, value, floor: fl && floorSql ? { ...fl, label: floorSql.label } : null, ratio, goal: goal.text, met });
}

async function ingestion(world: WorldInfo, db: Database) {
  console.log(`\nIngestion: ${READINGS.toLocaleString('en-US')} readings per path, ${PER_UPDATE} per update, on the bench world`);
  const { rows } = await db.pool.query<{ uid: number; sensors: { port: number; uid: number }[] }>(
    `select d.uid, json_agg(json_build_object('port', s.port, 'uid', s.uid) order by s.port) as sensors
       from device d join sensor s on s.device_uid = d.uid
      where d.model_id = 22 and d.parent_device_uid is null and d.creator_company_uid = $1
        and not exists (select 1 from entity_config c where c.entity_uid = $2 and c.sensor_uid = s.uid)
      group by d.uid order by d.uid desc limit 1500`,
    [world.companyUid, world.historyAssetUid],
  );
  // 500 devices a path, one update in flight each (as the ingest bench on the demo world): more
  // in flight at once overflows the broker's queue for a persistent session (mosquitto keeps
  // 1,000 messages), where a real device would time out and send again.
  const devices: Device[] = rows.map((r) => ({ uid: Number(r.uid), sensors: r.sensors, ...newDeviceKey(Number(r.uid)) }));
  await db.pool.query('update device set key_hash = x.h from unnest($1::bigint[], $2::text[]) as x(uid, h) where device.uid = x.uid', [
    devices.map((d) => d.uid),
    devices.map((d) => (d as Device & { hash: string }).hash),
  ]);
  const third = Math.floor(devices.length / 3);
  // After every stored reading: new readings, as the devices' next calls would be.
  const latest = (await db.pool.query<{ t: Date }>('select max(reading_time) as t from sensor_data')).rows[0]?.t;
  const start = Math.max(Date.now() - 86_400_000, (latest?.getTime() ?? 0) + 60_000);
  const before = Number((await db.pool.query<{ n: string }>('select count(*) as n from sensor_data')).rows[0]?.n);
  const port = await freePort();
  const clientId = `ullage-bench-${randomBytes(3).toString('hex')}`;
  const server = await startServer({ databaseUrl: world.url, port, mqttUrl: MQTT_URL, mqttClientId: clientId });
  try {
    const f = await floor(
      db.pool,
      devices.slice(0, third).flatMap((d) => d.sensors.map((s) => s.uid)),
      READINGS,
      start,
    );
    const h = await viaHttp(`http://127.0.0.1:${port}`, devices.slice(third, 2 * third), READINGS, start);
    const m = await viaMqtt(devices.slice(2 * third), READINGS, start);
    const after = Number((await db.pool.query<{ n: string }>('select count(*) as n from sensor_data')).rows[0]?.n);
    if (after - before !== f.readings + h.readings + m.readings + 1)
      throw new Error(`stored ${after - before} readings, expected ${f.readings + h.readings + m.readings + 1}`);
    const fl = rate(f.readings, f.ms);
    const floorInfo = { perSecond: fl, label: `multi-row INSERT, ${FLOOR_BATCH} rows a statement` };
    const hr = rate(h.readings, h.ms);
    const mr = rate(m.readings, m.ms);
    add({
      figure: `ingestion, HTTP batch call (${PER_UPDATE} readings an update)`,
      value: { perSecond: hr },
      floor: floorInfo,
      ratio: round(hr / fl, 2),
      goal: 'at least 0.5 of the floor',
      met: hr / fl >= 0.5,
    });
    add({
      figure: `ingestion, MQTT (${PER_UPDATE} readings an update)`,
      value: { perSecond: mr },
      floor: floorInfo,
      ratio: round(mr / fl, 2),
      goal: 'none (HTTP is the goal)',
      met: null,
    });
  } finally {
    await stopServer(server);
    await clearMqttSessions(clientId);
  }
}

async function tree(app: FastifyInstance, world: WorldInfo, get: (u: string) => Promise<unknown>, pool: pg.Pool) {
  console.log(`\nExpanding the yard (${world.yardUid}): 10,000 tanks and their monitors directly in one folder`);
  const goal = { text: 'p95 under 20 ms', p95Under: 20 };
  // The floor: the counts and the first page, straight from the tables, in the shape the server
  // reads them (the membership's copies of type, active flag and sort label: ADR 046).
  const page = (typeId: number, rows: number) => ({
    text: `select e.uid, e.type_id, e.label, e.icon_name, m.is_copy, m.read_only from folder_membership m join entity e on e.uid = m.entity_uid
            where m.folder_uid = $1 and m.type_id = $2 and m.active order by m.sort_label, m.entity_uid limit ${rows + 1}`,
    values: [world.yardUid, typeId],
  });
  await callAndFloor(
    'expand a folder of 10,000 assets: Navigation/Node',
    () => get(`/api/Navigation/Node/${world.yardUid}`),
    {
      run: async () => {
        await pool.query(
          `select count(*) filter (where m.type_id = ${EntityType.User}), count(*) filter (where m.type_id = ${EntityType.Asset}),
                count(*) filter (where m.type_id = ${EntityType.Device})
           from folder_membership m where m.folder_uid = $1 and m.active`,
          [world.yardUid],
        );
        await pool.query(page(EntityType.Asset, 100));
        await pool.query(page(EntityType.Device, 100));
      },
      label: 'the member counts and the first 100 tanks and monitors (three SQL)',
    },
    pool,
    goal,
  );
  await callAndFloor(
    'expand a folder of 10,000 assets: first Children page (500)',
    () => get(`/api/Navigation/Node/${world.yardUid}/Children?typeId=10&limit=500`),
    {
      ...page(EntityType.Asset, 500),
      label: 'the same 500 rows (one SQL)',
    },
    pool,
    goal,
  );
  void app;
}

async function search(world: WorldInfo, get: (u: string) => Promise<unknown>, pool: pg.Pool) {
  console.log(`\nNavigation search over ${world.entities.total.toLocaleString('en-US')} entities, as ${BENCH_ADMIN} (the bench company)`);
  const serial = world.historySerial;
  const terms: [string, string][] = [
    ['selective', 'Yard tank 0420'],
    ['broad', 'Residence'],
    ['serial number', serial],
    ['person', 'Kowalski'],
  ];
  for (const [kind, term] of terms) {
    // The floor: one trigram lookup of the label index of everything but folders (the search's
    // largest source), cut at the same 200 rows.
    await callAndFloor(
      `navigation search, ${kind} ("${term}")`,
      () => get(`/api/Navigation/Search?term=${encodeURIComponent(term)}`),
      {
        text: 'select uid, label from entity where label ilike $1 and type_id <> 2 and active limit 200',
        values: [`%${term}%`],
        label: 'one trigram lookup of entity labels, 200 rows',
      },
      pool,
      { text: 'p95 under 50 ms', p95Under: 50 },
    );
  }
}

async function history(world: WorldInfo, get: (u: string) => Promise<unknown>, pool: pg.Pool) {
  const end = new Date(world.historyEnd);
  const start = new Date(end.getTime() - 365 * 86_400_000);
  const range = `startDate=${encodeURIComponent(start.toISOString())}&endDate=${encodeURIComponent(end.toISOString())}`;
  const { rows } = await pool.query<{ sensor_uid: number }>('select sensor_uid from entity_config where entity_uid = $1 and type_id = 2', [
    world.historyAssetUid,
  ]);
  const n = (await pool.query<{ n: string }>('select count(*) as n from sensor_data where asset_uid = $1', [world.historyAssetUid])).rows[0]
    ?.n;
  console.log(`\nOne tank's year of history (asset ${world.historyAssetUid}, ${Number(n).toLocaleString('en-US')} readings)`);
  const goal = { text: 'p95 under 50 ms', p95Under: 50 };
  await callAndFloor(
    "one tank's year: History/State/Tank/Lite",
    // The call's largest part (ADR 062), as the floor reads at most 50,000 readings.
    () => get(`/api/Asset/${world.historyAssetUid}/History/State/Tank/Lite?${range}&limit=50000`),
    {
      text: `select reading_time, reading, status, value, inches_full, percent_full from sensor_data
            where sensor_uid = any($1::bigint[]) and asset_uid = $2 and reading_time >= $3 and reading_time <= $4 order by reading_time limit 50000`,
      values: [rows.map((r) => r.sensor_uid), world.historyAssetUid, start, end],
      label: 'the same readings (one SQL)',
    },
    pool,
    goal,
  );
  await callAndFloor(
    "one tank's year: History/Usage/ByDay",
    () => get(`/api/Asset/${world.historyAssetUid}/History/Usage/ByDay?${range}`),
    {
      text: 'select day, usage, fill_amount, fills, avg_inventory, readings from usage_daily where asset_uid = $1 and day >= $2::date and day <= $3::date order by day',
      values: [world.historyAssetUid, start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)],
      label: 'the same days (one SQL)',
    },
    pool,
    goal,
  );
}

/**
 * Issue 6's calls over the region's 100,000 tanks: the asset report's first page (100 rows) sorted
 * by percent full and filtered by status, and the folder summary, each beside the plain SQL over
 * the report rows that returns the same rows (page and count side by side, as the server runs
 * them). The same floors as bench/src/reports.ts, on the bench world's processor-made states.
 */
async function reports(world: WorldInfo, get: (u: string) => Promise<unknown>, pool: pg.Pool) {
  const path = (await pool.query<{ path: number[] }>('select path from folder where uid = $1', [world.regionUid])).rows[0]?.path ?? [];
  const { from, to } = scopeRange(path);
  const { rows: statuses } = await pool.query<{ status: number; n: number }>(
    'select status, count(*)::int as n from asset_report_row where scope_key >= $1 and scope_key < $2 group by status order by n desc',
    [from, to],
  );
  const total = statuses.reduce((n, s) => n + s.n, 0);
  console.log(`
Asset report and folder summary over region ${world.regionUid} (${total.toLocaleString('en-US')} tanks; by status ${statuses.map((s) => `${s.status}: ${s.n}`).join(', ')})`);
  const goal = { text: 'p95 under 30 ms and under 1.5 x the raw SQL', p95Under: 30, ratioUnder: 1.5 };
  const sorting = encodeURIComponent(JSON.stringify([{ colId: 'percentFull', sort: 'desc' }]));
  for (const status of [AssetStatus.OK, AssetStatus.Delivery]) {
    const n = statuses.find((s) => s.status === status)?.n ?? 0;
    const filters = encodeURIComponent(JSON.stringify({ status: { filterType: 'set', values: [status] } }));
    await callAndFloor(
      `asset report page (100 rows), ${n.toLocaleString('en-US')} tanks of status ${status}, by percent full`,
      () => get(`/api/EntityReport/AssetData?folderUid=${world.regionUid}&startRow=0&endRow=100&sorting=${sorting}&filters=${filters}`),
      {
        run: assetPageFloor(pool, path, status),
        label: 'the page and its count over the report rows (two SQL side by side)',
      },
      pool,
      goal,
    );
  }
  await callAndFloor(
    `folder summary of ${total.toLocaleString('en-US')} tanks`,
    () => get(`/api/Folder/${world.regionUid}/Summary`),
    {
      run: summaryFloor(pool, path),
      label: "the summary's groupings over the report rows (three SQL side by side)",
    },
    pool,
    { text: 'none given (issue 7 lists it beside the report page)', p95Under: undefined },
  );
}

async function main() {
  const world = await ensureWorld({
    tanks: Number(args.tanks),
    rebuild: args.rebuild,
    historyTanks: args['history-tanks'] ? Number(args['history-tanks']) : undefined,
    recentDays: args['recent-days'] ? Number(args['recent-days']) : undefined,
  });
  console.log(
    `entities: ${Object.entries(world.entities)
      .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
      .join(', ')}`,
  );
  const db = createDatabase(world.url, 6);
  const machineBefore = await machine(db.pool);
  console.log(
    `machine: ${machineBefore.cpus} cores, ${machineBefore.ramGb} GB, Node ${machineBefore.node}, PostgreSQL ${machineBefore.postgres}, load ${machineBefore.loadavg.join(' ')}`,
  );
  try {
    if (wanted('ingest')) await ingestion(world, db);
    const app = await buildApp({ database: db, logger: createLogger('silent'), signingKey: randomBytes(32) });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        payload: { userName: BENCH_ADMIN, password: BENCH_PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
      const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
      const get = async (u: string) => {
        const res = await app.inject({ method: 'GET', url: u, headers });
        if (res.statusCode !== 200) throw new Error(`${u} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        return res;
      };
      console.log('\nRequest overhead (through app.inject: routing, token, caller lookup, validation, serialisation; no network)');
      const baseline = await time(() => get(`/api/Folder/${world.yardUid}`));
      add({
        figure: 'the cheapest signed-in call: GET Folder/{uid}',
        value: baseline,
        floor: null,
        ratio: null,
        goal: 'none (the floor of request overhead)',
        met: null,
      });
      if (wanted('tree')) await tree(app, world, get, db.pool);
      if (wanted('search')) await search(world, get, db.pool);
      if (wanted('history')) await history(world, get, db.pool);
      if (wanted('report')) await reports(world, get, db.pool);
    } finally {
      await app.close();
    }
    if (wanted('web')) {
      console.log('\nThe web build: gzipped JavaScript a cold visit loads (Chromium)');
      const sizes = await webSizes(world);
      add({
        figure: 'login page JavaScript, gzipped',
        value: { kb: sizes.login.kb },
        floor: null,
        ratio: null,
        goal: 'under 150 KB',
        met: sizes.login.kb < 150,
      });
      add({
        figure: `largest route JavaScript, gzipped (${sizes.largest.route})`,
        value: { kb: sizes.largest.kb },
        floor: null,
        ratio: null,
        goal: 'none',
        met: null,
      });
    }
    // A partial run (--only) keeps the other figures of the last full table, marked with their date.
    const carried = only ? await previousFigures(new Set(figures.map((f) => f.figure)), world.tanks) : [];
    figures.push(...carried);
    const machineAfter = await machine(db.pool);
    const at = new Date().toISOString();
    const result = {
      at,
      world: {
        tanks: world.tanks,
        database: world.database,
        entities: world.entities,
        rows: world.rows,
        builtAt: world.builtAt,
        buildSeconds: world.buildSeconds,
      },
      runs: RUNS,
      machine: { ...machineBefore, loadavgAfter: machineAfter.loadavg },
      figures,
    };
    const out = path.join(root, 'bench/results');
    await mkdir(out, { recursive: true });
    const file = path.join(out, `${at.replace(/[:.]/g, '-')}.json`);
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    await writeTable(result);
    console.log(`\nResults: ${path.relative(root, file)}; BENCHMARKS.md's figures table rewritten.`);
  } finally {
    await db.pool.end();
  }
}

/** The figures of the newest results file of a world of this size that this run did not
 * measure, marked with its date. */
async function previousFigures(measured: Set<string>, tanks: number): Promise<Figure[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const dir = path.join(root, 'bench/results');
  const files = (await readdir(dir))
    .filter((f) => /^\d{4}-.*\.json$/.test(f))
    .sort()
    .reverse();
  let prev: { at: string; world: { tanks: number }; figures: Figure[] } | null = null;
  for (const f of files) {
    const r = JSON.parse(await readFile(path.join(dir, f), 'utf8')) as { at: string; world: { tanks: number }; figures: Figure[] };
    if (r.world.tanks === tanks) {
      prev = r;
      break;
    }
  }
  if (!prev) return [];
  const at = prev.at;
  return prev.figures
    .filter((f) => !measured.has(f.figure.replace(/ \(run of .*\)$/, '')))
    .map((f) => ({
      ...f,
      figure: f.figure.includes('(run of ') ? f.figure : `${f.figure} (run of ${at.slice(0, 16).replace('T', ' ')})`,
    }));
}

/** Rewrites the figures table in BENCHMARKS.md. */
async function writeTable(r: {
  at: string;
  world: { tanks: number; entities: { total: number } };
  machine: Awaited<ReturnType<typeof machine>> & { loadavgAfter: number[] };
  figures: Figure[];
}) {
  const fmt = (v: Figure['value'] | Figure['floor']) =>
    !v
      ? ''
      : v.perSecond !== undefined
        ? `${v.perSecond.toLocaleString('en-US')} readings/s`
        : 'kb' in v && v.kb !== undefined
          ? `${v.kb} KB`
          : `${v.p50?.toFixed(1)} / ${v.p95?.toFixed(1)} ms`;
  const m = r.machine;
  // One table per world size: the default 100,000 tanks, and each other size run (--tanks).
  const tanks = r.world.tanks;
  const [marker, heading] =
    tanks === DEFAULT_TANKS
      ? ['bench:figures', '### Figures of `npm run bench`']
      : [`bench:figures:${tanks}`, `### Figures of \`npm run bench -- --tanks ${tanks}\``];
  await rewriteBenchmarks(marker, heading, [
    `Run of ${r.at.slice(0, 16).replace('T', ' ')} UTC: ${r.world.tanks.toLocaleString('en-US')} tanks, ${r.world.entities.total.toLocaleString('en-US')} entities. Machine: ${m.cpus} cores (${m.cpuModel}), ${m.ramGb} GB RAM, Node ${m.node}, PostgreSQL ${m.postgres}; load average ${m.loadavg.join(' / ')} before, ${m.loadavgAfter.join(' / ')} after. Latencies are p50 / p95 of ${RUNS} runs.`,
    '',
    '| figure | value | floor | ratio | goal | met |',
    '|---|---|---|---|---|---|',
    ...r.figures.map(
      (f) =>
        `| ${f.figure} | ${fmt(f.value)} | ${f.floor ? `${fmt(f.floor)} (${f.floor.label})` : ''} | ${f.ratio ?? ''} | ${f.goal} | ${f.met === null ? '' : f.met ? 'yes' : '**no**'} |`,
    ),
  ]);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
