// Where an update's time goes: the real ingest service (group commit, processor, writer) driven in
// this process without HTTP, on a fresh demo-world database, with every PostgreSQL statement timed
// by its prepared-statement name (pg's Client.prototype.query wrapped here; no server change).
// Prints updates/s without HTTP, and per group commit the time of each statement (what is left of
// a commit's wall time is JavaScript: the processor, JSON, pg's encoding).
//
//   npm run bench:ingest-profile -w bench      (READINGS_PER_UPDATE=10 UPDATES=6000 CLIENTS=64)
//   ... -- --app --series sawtooth             (the whole app in-process: its job queue, so each
//                                               batch's alert events are queued for delivery and the
//                                               delivery worker runs beside ingestion, as the server
//                                               does; readings that move every tank at every call,
//                                               as bench:ingest's series)
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { IngestSource } from '@ullage/domain/devices/ingest-api';
import { buildApp } from '../../server/src/app';
import { createDatabase } from '../../server/src/db/client';
import { runMigrations } from '../../server/src/db/migrate';
import { seedDatabase } from '../../server/src/db/seed/seed';
import { createLogger } from '../../server/src/lib/logger';
import { createIngestService, newDeviceKey } from '../../server/src/modules/ingest/ingest.service';
import { alertsOption, databaseUrl, serverUrl, setAlerts } from './support';

const { values: args } = parseArgs({
  options: {
    'per-update': { type: 'string', default: process.env.READINGS_PER_UPDATE ?? '10' },
    updates: { type: 'string', default: '6000' },
    clients: { type: 'string', default: '64' },
    app: { type: 'boolean', default: false },
    series: { type: 'string', default: 'steady' },
  },
});
const PER_UPDATE = Number(args['per-update']);
const UPDATES = Number(args.updates);
const CLIENTS = Number(args.clients);
const ALERTS = alertsOption();
/** steady: each update's readings at one level, moving by a tenth an update (the first profile's
 * series); sawtooth: bench:ingest's, each reading a tenth on from the last, jumping back every 50
 * (a tank crossing its zones at nearly every call: an alert storm with ALERTS=every). */
const SERIES = args.series === 'sawtooth' ? 'sawtooth' : 'steady';

/** Milliseconds and calls by statement name (unnamed: their first words). */
const timings = new Map<string, { ms: number; calls: number }>();
const original = pg.Client.prototype.query as (...a: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown }).query = function timed(this: pg.Client, ...a: unknown[]) {
  const config = a[0] as string | { name?: string; text?: string };
  const name =
    typeof config === 'string'
      ? config.split(/\s+/).slice(0, 2).join(' ')
      : (config.name ?? config.text?.split(/\s+/).slice(0, 2).join(' ') ?? '?');
  const t0 = performance.now();
  const out = original.apply(this, a);
  if (out && typeof (out as Promise<unknown>).then === 'function') {
    return (out as Promise<unknown>).finally(() => {
      const t = timings.get(name) ?? { ms: 0, calls: 0 };
      t.ms += performance.now() - t0;
      t.calls++;
      timings.set(name, t);
    });
  }
  return out;
};
async function main() {
  const name = `ullage_bench_profile_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const db = createDatabase(databaseUrl(name), 14);
  try {
    await runMigrations(db.pool);
    await seedDatabase(db.pool, { seed: 'demo', adminPassword: 'Bench-Admin-1234!' }, createLogger('warn'));
    await setAlerts(db.pool, ALERTS);
    const { rows } = await db.pool.query<{ uid: number; ports: number[] }>(
      `select d.uid, array_agg(s.port order by s.port) as ports from device d join sensor s on s.device_uid = d.uid
        where d.model_id = 22 and d.parent_device_uid is null group by d.uid order by d.uid`,
    );
    const devices = rows.map((r) => ({ uid: Number(r.uid), ports: r.ports, ...newDeviceKey(Number(r.uid)) }));
    await db.pool.query('update device set key_hash = x.h from unnest($1::bigint[], $2::text[]) as x(uid, h) where device.uid = x.uid', [
      devices.map((d) => d.uid),
      devices.map((d) => d.hash),
    ]);
    const service = createIngestService({ pool: db.pool, log: createLogger('warn') });
    // --app: the real app around the service (alert delivery queued in each batch, its worker running).
    const app = args.app
      ? await buildApp({ database: db, logger: createLogger('warn'), signingKey: randomBytes(32), ingest: service })
      : null;
    await app?.ready();
    const start = Date.now() - 20 * 86_400_000;
    let next = 0;
    const round = new Map<number, number>();
    const busy = new Set<number>();
    timings.clear();
    const began = performance.now();
    const cpu0 = process.cpuUsage();
    let readings = 0;
    async function client() {
      for (;;) {
        const n = next++;
        if (n >= UPDATES) return;
        let d = devices[n % devices.length] as (typeof devices)[number];
        while (busy.has(d.uid)) d = devices[Math.floor(Math.random() * devices.length)] as (typeof devices)[number];
        busy.add(d.uid);
        const r = round.get(d.uid) ?? 0;
        round.set(d.uid, r + 1);
        const times = Array.from({ length: PER_UPDATE / d.ports.length }, (_, k) => start + (r * PER_UPDATE + k) * 1000);
        const update = {
          readingDate: new Date(times.at(-1) as number),
          batteryStrength: 90,
          signalStrength: null,
          retries: 0,
          status: 0,
          readings: times.flatMap((t, ti) =>
            d.ports.map((port, k) => ({
              port,
              reading: SERIES === 'sawtooth' ? 10 + ((n + ti * d.ports.length + k) % 50) / 10 : 10 + (r % 50) / 10,
              statusCode: 0,
              readingDate: new Date(t),
            })),
          ),
          children: [],
          completedCommandIds: [],
        };
        const ack = await service.submit(d.key, update as Parameters<typeof service.submit>[1], IngestSource.Http);
        readings += ack.accepted;
        busy.delete(d.uid);
      }
    }
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - began) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const commits = timings.get('commit')?.calls ?? 1;
    console.log(
      `in-process ingestion (no HTTP${app ? ', the whole app: delivery queued and worked' : ''}), series ${SERIES}, alerts ${ALERTS}: ${UPDATES.toLocaleString('en-US')} updates of ${PER_UPDATE} readings, ${CLIENTS} clients: ${Math.round(readings / seconds).toLocaleString('en-US')} readings/s, ${Math.round(UPDATES / seconds).toLocaleString('en-US')} updates/s`,
    );
    console.log(
      `${commits} group commits, ${(UPDATES / commits).toFixed(1)} updates each; time per group commit by statement (wall clock of the call, summed over 3 writers):`,
    );
    const rowsOut = [...timings].sort((a, b) => b[1].ms - a[1].ms);
    for (const [k, t] of rowsOut)
      console.log(
        `  ${k.padEnd(30)} ${(t.ms / commits).toFixed(2).padStart(8)} ms  (${t.calls} calls, ${(t.ms / t.calls).toFixed(2)} ms each)`,
      );
    console.log(
      `this process's CPU (JavaScript: service, processor, pg encoding, the clients): ${((cpu.user + cpu.system) / 1000 / UPDATES).toFixed(3)} ms per update, ${Math.round(((cpu.user + cpu.system) / 1e6 / seconds) * 100)}% of one core over ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  total ${(rowsOut.reduce((n, [, t]) => n + t.ms, 0) / commits).toFixed(2)} ms per group commit; ${(rowsOut.reduce((n, [, t]) => n + t.ms, 0) / UPDATES).toFixed(3)} ms of statements per update`,
    );
    const { rows: events } = await db.pool.query<{ n: number }>('select count(*)::int as n from alert_event');
    console.log(`alert events written: ${events[0]?.n ?? 0}`);
    await service.drain();
    await app?.close();
  } finally {
    await db.pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
