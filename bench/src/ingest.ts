// Ingestion throughput: readings per second stored in PostgreSQL through the HTTP batch call
// (POST /api/Ingest/DeviceUpdate) and through MQTT, beside the raw floor: the same reading rows
// inserted straight into sensor_data by multi-row INSERT statements, in the same run on the same
// database. The server is the real one (server/src/main.ts) in its own process.
//
//   npm run bench:ingest -w bench            (embedded PostgreSQL in a temp dir, MQTT at 127.0.0.1:1883)
//   DATABASE_URL=postgres://... MQTT_URL=mqtt://... READINGS=200000 npm run bench:ingest -w bench
//
// The HTTP phase also reports the CPU the server and the bench database's backends used, a figure a
// busy machine barely moves. BENCH_LOG_STATEMENTS=1 has PostgreSQL log every statement on the bench
// database (log_min_duration_statement = 0), to count a phase's statements by kind.
//
// Prints a table and writes bench/results/ingest-<timestamp>.json.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import mqtt from 'mqtt';
import pg from 'pg';
import { DEFAULT_MQTT_CONNECTIONS } from '../../server/src/config';
import { createLogger } from '../../server/src/lib/logger';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/src/db/embedded';
import { runMigrations } from '../../server/src/db/migrate';
import { seedDatabase } from '../../server/src/db/seed/seed';
import { createDatabase } from '../../server/src/db/client';
import { newDeviceKey } from '../../server/src/modules/ingest/ingest.service';
import { alertsOption, freePort, root, setAlerts, startServer as startServerProcess } from './support';

/** Readings per phase: long enough that a phase at 100 readings a call lasts several seconds (at
 * 100,000 such a phase took 1.5 s, much of it warm-up: statements prepared per pooled connection,
 * parsed-config caches), so the figure is the sustained rate. */
const READINGS = Number(process.env.READINGS ?? 400_000);
/** Readings per device update: a monitor's two sensors at five stored times. */
const PER_UPDATE = Number(process.env.READINGS_PER_UPDATE ?? 10);
const HTTP_CLIENTS = Number(process.env.HTTP_CLIENTS ?? 128);
const MQTT_PUBLISHERS = Number(process.env.MQTT_PUBLISHERS ?? 8);
const FLOOR_BATCH = 1000;
const MQTT_URL = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const ALERTS = alertsOption();
/** The readings' series (see `updates`): `sawtooth` (the default) or `falling`. */
const SERIES = (process.env.SERIES ?? 'sawtooth') as 'sawtooth' | 'falling';
/** Which phases to run (all by default): floor, http, mqtt. */
const PHASES = new Set((process.env.PHASES ?? 'floor,http,mqtt').split(','));
const BENCH_CLIENT_ID = `ullage-bench-${randomBytes(3).toString('hex')}`;
/** The server's MQTT connections (MQTT_CONNECTIONS). */
const SERVER_MQTT_CONNECTIONS = Number(process.env.MQTT_CONNECTIONS ?? DEFAULT_MQTT_CONNECTIONS);
const log = createLogger('warn');

export interface Device {
  uid: number;
  key: string;
  /** Ports with a sensor, and the sensor's uid. */
  sensors: { port: number; uid: number }[];
}

/** Updates of `PER_UPDATE` readings spread over the devices, each reading at its own second. */
function* updates(devices: Device[], total: number, start: number) {
  let sent = 0;
  for (let n = 0; sent < total; n++) {
    const d = devices[n % devices.length] as Device;
    const round = Math.floor(n / devices.length);
    const readings = [];
    for (let k = 0; k < PER_UPDATE && sent < total; k++, sent++) {
      const s = d.sensors[k % d.sensors.length] as Device['sensors'][number];
      const t = start + (round * PER_UPDATE + k) * 1000;
      const step = round * PER_UPDATE + k;
      // sawtooth: 10.0-14.9 in steps of 0.1, jumping back every 50 readings (fills and drains a
      // second apart, a level crossing its zones at every call). falling: a tank drawn down from 12
      // inches by 0.005 an inch a reading, beside a steady 60 degrees.
      const reading = SERIES === 'falling' ? (s.port === 1 ? 12 - step * 0.005 : 60) : 10 + ((n + k) % 50) / 10;
      readings.push({ port: s.port, reading, readingDate: new Date(t).toISOString() });
    }
    yield { device: d, body: { readingDate: readings[readings.length - 1]?.readingDate, batteryStrength: 90, readings } };
  }
}

export function rate(n: number, ms: number) {
  return Math.round((n / ms) * 1000);
}

export async function floor(pool: pg.Pool, sensors: number[], total: number, start: number): Promise<{ readings: number; ms: number }> {
  // The same row shape ingestion writes (a reading with the state it gave), into the same table
  // with the same index, on sensors and times the other phases do not use. Statements are built
  // before the clock starts, as the HTTP bodies are.
  const statements: { text: string; values: unknown[] }[] = [];
  for (let i = 0; i < total; i += FLOOR_BATCH) {
    const values: unknown[] = [];
    const tuples: string[] = [];
    for (let k = i; k < Math.min(total, i + FLOOR_BATCH); k++) {
      const sensor = sensors[k % sensors.length];
      const t = new Date(start + Math.floor(k / sensors.length) * 1000).toISOString();
      const b = values.length;
      values.push(sensor, null, t, 20, 0, null, 500 + (k % 100), 20, 0.5);
      tuples.push(`($${b + 1},$${b + 2},$${b + 3},$${b + 4},$${b + 5},$${b + 6},$${b + 7},$${b + 8},$${b + 9})`);
    }
    statements.push({
      text: `insert into sensor_data (sensor_uid, device_update_id, reading_time, reading, status, asset_uid, value, inches_full, percent_full) values ${tuples.join(',')}`,
      values,
    });
  }
  const client = await pool.connect();
  const began = performance.now();
  try {
    for (const st of statements) await client.query(st.text, st.values);
  } finally {
    client.release();
  }
  return { readings: total, ms: performance.now() - began };
}

// node:http with keep-alive: the client's own cost stays small beside the server's.
const agent = new http.Agent({ keepAlive: true, maxSockets: HTTP_CLIENTS });
function post(url: string, key: string, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-device-key': key },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function viaHttp(
  base: string,
  devices: Device[],
  total: number,
  start: number,
): Promise<{ readings: number; ms: number; updates: number }> {
  // Bodies are written before the clock starts: the client's JSON is not the server's cost.
  const prepared = [...updates(devices, total, start)].map((u) => ({ device: u.device, body: JSON.stringify(u.body) }));
  const it = prepared[Symbol.iterator]();
  let stored = 0;
  let calls = 0;
  // One update in flight per device at a time, as a device would.
  const busy = new Set<number>();
  const queue: (typeof prepared)[number][] = [];
  const began = performance.now();
  async function worker() {
    for (;;) {
      let next = queue.shift();
      if (!next) {
        const r = it.next();
        if (r.done) return;
        next = r.value;
      }
      if (busy.has(next.device.uid)) {
        queue.push(next);
        await new Promise((r) => setImmediate(r));
        continue;
      }
      busy.add(next.device.uid);
      const res = await post(`${base}/api/Ingest/DeviceUpdate`, next.device.key, next.body);
      busy.delete(next.device.uid);
      if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.body}`);
      const ack = JSON.parse(res.body) as { accepted: number };
      stored += ack.accepted;
      calls++;
    }
  }
  await Promise.all(Array.from({ length: HTTP_CLIENTS }, worker));
  return { readings: stored, ms: performance.now() - began, updates: calls };
}

export async function viaMqtt(devices: Device[], total: number, start: number): Promise<{ readings: number; ms: number; updates: number }> {
  const run = randomBytes(3).toString('hex');
  const publishers = await Promise.all(
    Array.from({ length: MQTT_PUBLISHERS }, (_, i) =>
      mqtt.connectAsync(MQTT_URL, { clientId: `bench-${run}-${i}`, protocolVersion: 5, clean: true }),
    ),
  );
  const listener = await mqtt.connectAsync(MQTT_URL, { clientId: `bench-${run}-acks`, protocolVersion: 5, clean: true });
  await listener.subscribeAsync('ullage/devices/+/ack', { qos: 1 });
  listener.setMaxListeners(100);
  // The server subscribes once it is listening: wait until a first update is answered.
  const probe = devices[0] as Device;
  for (let tries = 0; ; tries++) {
    const answered = new Promise<boolean>((resolve) => {
      const onMessage = (topic: string) => {
        if (topic !== `ullage/devices/${probe.uid}/ack`) return;
        clearTimeout(timer);
        listener.off('message', onMessage);
        resolve(true);
      };
      const timer = setTimeout(() => {
        listener.off('message', onMessage);
        resolve(false);
      }, 1000);
      listener.on('message', onMessage);
    });
    const body = {
      readingDate: new Date(start - 86_400_000).toISOString(),
      readings: [{ port: 1, reading: 10, readingDate: new Date(start - 86_400_000).toISOString() }],
    };
    (publishers[0] as mqtt.MqttClient).publish(`ullage/devices/${probe.uid}/up`, JSON.stringify({ key: probe.key, update: body }), {
      qos: 1,
    });
    if (await answered) break;
    if (tries > 30) throw new Error('MQTT: the server did not answer within 30 s');
  }
  const all = [...updates(devices, total, start)];
  let stored = 0;
  let acked = 0;
  let failed = '';
  // One update in flight per device: the next goes when its ack (committed) arrives.
  const pending = new Map<number, (typeof all)[number][]>();
  for (const u of all) pending.set(u.device.uid, [...(pending.get(u.device.uid) ?? []), u]);
  const done = new Promise<void>((resolve) => {
    listener.on('message', (topic, payload) => {
      // The broker may be shared: answers to other portals' devices are not ours to count.
      if (!pending.has(Number(topic.split('/')[2]))) return;
      const ack = JSON.parse(payload.toString()) as { accepted?: number; message?: string };
      if (typeof ack.accepted !== 'number') failed = ack.message ?? 'refused';
      stored += ack.accepted ?? 0;
      acked++;
      const uid = Number(topic.split('/')[2]);
      sendNext(uid);
      if (acked === all.length) resolve();
    });
  });
  let p = 0;
  function sendNext(uid: number) {
    const next = pending.get(uid)?.shift();
    if (!next) return;
    const client = publishers[p++ % publishers.length] as mqtt.MqttClient;
    client.publish(`ullage/devices/${uid}/up`, JSON.stringify({ key: next.device.key, update: next.body }), { qos: 1 });
  }
  const began = performance.now();
  for (const uid of pending.keys()) sendNext(uid);
  await done;
  const ms = performance.now() - began;
  if (failed) throw new Error(`MQTT: an update was refused: ${failed}`);
  await Promise.all([...publishers, listener].map((c) => c.endAsync()));
  return { readings: stored, ms, updates: acked };
}

/** CPU seconds (user + system) a process has used, or null when it is gone. */
async function cpuSeconds(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

/**
 * The CPU the server process and the PostgreSQL backends serving the bench database use over a
 * phase: unlike readings a second, the CPU a reading costs barely moves with what else runs on the
 * machine, so it compares two runs on a busy machine. Backends that end during the phase are not
 * counted (the pools keep theirs open); the machine's shared PostgreSQL processes (WAL writer,
 * checkpointer) are not either.
 */
async function cpuMeter(admin: pg.Client, dbName: string, serverPid: number | undefined) {
  async function sample() {
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName]);
    const pids = [...rows.map((r) => r.pid), ...(serverPid ? [serverPid] : [])];
    const out = new Map<number, number>();
    for (const pid of pids) {
      const s = await cpuSeconds(pid);
      if (s !== null) out.set(pid, s);
    }
    return out;
  }
  const commits = async () =>
    Number(
      (await admin.query<{ n: string }>('select xact_commit as n from pg_stat_database where datname = $1', [dbName])).rows[0]?.n ?? 0,
    );
  const before = await sample();
  const commitsBefore = await commits();
  return async () => {
    const after = await sample();
    const transactions = (await commits()) - commitsBefore;
    let server = 0;
    let database = 0;
    for (const [pid, s] of after) {
      const d = s - (before.get(pid) ?? 0);
      if (pid === serverPid) server += d;
      else database += d;
    }
    return { serverSeconds: Math.round(server * 100) / 100, databaseSeconds: Math.round(database * 100) / 100, transactions };
  };
}

async function startServer(databaseUrl: string, port: number, mqttUrl: string | null): Promise<ChildProcess> {
  // BENCH_SERVER_ARGS: extra node flags for the server (e.g. --cpu-prof).
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  // Its own MQTT client id and group: sessions of other portals on the broker must not take a share.
  return startServerProcess({ databaseUrl, port, mqttUrl, mqttClientId: BENCH_CLIENT_ID, nodeArgs });
}

async function main() {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ullage-bench-'));
    embedded = await startEmbeddedPostgres(dataDir, log, 'postgres');
    serverUrl = embedded.url;
  }
  const dbName = `ullage_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  if (process.env.BENCH_LOG_STATEMENTS) await admin.query(`alter database ${dbName} set log_min_duration_statement = 0`);
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  const databaseUrl = u.toString();
  const db = createDatabase(databaseUrl, 4);
  let server: ChildProcess | undefined;
  try {
    console.log(
      `ingest bench: ${READINGS.toLocaleString('en-US')} readings per phase, ${PER_UPDATE} per update, ${HTTP_CLIENTS} HTTP clients, ${MQTT_PUBLISHERS} MQTT publishers, alerts: ${ALERTS}, series: ${SERIES}`,
    );
    await runMigrations(db.pool);
    await seedDatabase(db.pool, { seed: 'demo', adminPassword: 'Bench-Admin-1234!' }, log);
    await setAlerts(db.pool, ALERTS);
    const { rows } = await db.pool.query<{ uid: number; sensors: { port: number; uid: number }[] }>(
      `select d.uid, json_agg(json_build_object('port', s.port, 'uid', s.uid) order by s.port) as sensors
         from device d join sensor s on s.device_uid = d.uid
        where d.model_id = 22 and d.parent_device_uid is null group by d.uid order by d.uid`,
    );
    // Three groups of monitors: one per phase, so no phase meets another's rows.
    const third = Math.floor(rows.length / 3);
    const devices = rows.map((r) => ({ uid: r.uid, sensors: r.sensors, ...newDeviceKey(r.uid) }));
    await db.pool.query('update device set key_hash = x.h from unnest($1::bigint[], $2::text[]) as x(uid, h) where device.uid = x.uid', [
      devices.map((d) => d.uid),
      devices.map((d) => d.hash),
    ]);
    const floorSensors = devices.slice(0, third).flatMap((d) => d.sensors.map((s) => s.uid));
    const httpDevices = devices.slice(third, 2 * third);
    const mqttDevices = devices.slice(2 * third);
    const start = Date.now() - 30 * 86_400_000;

    const port = await freePort();
    server = await startServer(databaseUrl, port, PHASES.has('mqtt') ? MQTT_URL : null);
    const skipped = { readings: 0, ms: 1, updates: 0 };
    const f = PHASES.has('floor') ? await floor(db.pool, floorSensors, READINGS, start) : skipped;
    console.log(`floor (multi-row INSERT, ${FLOOR_BATCH} rows a statement): ${rate(f.readings, f.ms).toLocaleString('en-US')} readings/s`);
    const meter = await cpuMeter(admin, dbName, server.pid);
    const h = PHASES.has('http') ? await viaHttp(`http://127.0.0.1:${port}`, httpDevices, READINGS, start) : skipped;
    const httpCpu = await meter();
    const cpuMicrosPerReading = Math.round(((httpCpu.serverSeconds + httpCpu.databaseSeconds) / Math.max(1, h.readings)) * 1e6 * 10) / 10;
    console.log(
      `HTTP phase CPU: server ${httpCpu.serverSeconds} s, PostgreSQL backends ${httpCpu.databaseSeconds} s: ${cpuMicrosPerReading} µs a reading; ${httpCpu.transactions} transactions`,
    );
    console.log(
      `HTTP batch call: ${rate(h.readings, h.ms).toLocaleString('en-US')} readings/s (${rate(h.updates, h.ms).toLocaleString('en-US')} updates/s)`,
    );
    const m = PHASES.has('mqtt') ? await viaMqtt(mqttDevices, READINGS, start) : skipped;
    console.log(
      `MQTT: ${rate(m.readings, m.ms).toLocaleString('en-US')} readings/s (${rate(m.updates, m.ms).toLocaleString('en-US')} updates/s)`,
    );

    const check = await db.pool.query<{ n: number }>('select count(*)::int as n from sensor_data');
    const probe = PHASES.has('mqtt') ? 1 : 0;
    if (check.rows[0]?.n !== f.readings + h.readings + m.readings + probe) {
      throw new Error(`stored ${check.rows[0]?.n} readings, expected ${f.readings + h.readings + m.readings + probe}`);
    }
    const result = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg() },
      database: process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded',
      readingsPerPhase: READINGS,
      readingsPerUpdate: PER_UPDATE,
      alerts: ALERTS,
      series: SERIES,
      alertCount: Number((await db.pool.query<{ n: number }>('select count(*)::int as n from alert')).rows[0]?.n ?? 0),
      alertEvents: Number((await db.pool.query<{ n: number }>('select count(*)::int as n from alert_event')).rows[0]?.n ?? 0),
      floor: { readingsPerSecond: rate(f.readings, f.ms), seconds: f.ms / 1000 },
      http: {
        readingsPerSecond: rate(h.readings, h.ms),
        updatesPerSecond: rate(h.updates, h.ms),
        seconds: h.ms / 1000,
        clients: HTTP_CLIENTS,
        cpu: { ...httpCpu, microsPerReading: cpuMicrosPerReading },
      },
      mqtt: {
        readingsPerSecond: rate(m.readings, m.ms),
        updatesPerSecond: rate(m.updates, m.ms),
        seconds: m.ms / 1000,
        publishers: MQTT_PUBLISHERS,
      },
      httpShareOfFloor: Math.round((rate(h.readings, h.ms) / rate(f.readings, f.ms)) * 100) / 100,
      mqttShareOfFloor: Math.round((rate(m.readings, m.ms) / rate(f.readings, f.ms)) * 100) / 100,
    };
    console.log(`\n| path | readings/s | share of floor |\n|---|---|---|`);
    console.log(`| multi-row INSERT (floor) | ${result.floor.readingsPerSecond.toLocaleString('en-US')} | 1.00 |`);
    console.log(`| HTTP batch call | ${result.http.readingsPerSecond.toLocaleString('en-US')} | ${result.httpShareOfFloor.toFixed(2)} |`);
    console.log(`| MQTT | ${result.mqtt.readingsPerSecond.toLocaleString('en-US')} | ${result.mqttShareOfFloor.toFixed(2)} |`);
    const out = path.join(root, 'bench/results');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, `ingest-${result.at.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((r) => server?.once('exit', r));
    if (PHASES.has('mqtt')) await clearMqttSessions();
    await db.pool.end();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

/** Leaves no persistent session of a bench server (client id `prefix`) on the broker. */
export async function clearMqttSessions(prefix: string = BENCH_CLIENT_ID): Promise<void> {
  for (let i = 0; i < SERVER_MQTT_CONNECTIONS; i++) {
    const c = await mqtt
      .connectAsync(MQTT_URL, { clientId: `${prefix}-${i}`, clean: true, protocolVersion: 5, reconnectPeriod: 0 })
      .catch(() => null);
    await c?.endAsync();
  }
}

export { BENCH_CLIENT_ID, MQTT_URL, PER_UPDATE, READINGS, FLOOR_BATCH };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
