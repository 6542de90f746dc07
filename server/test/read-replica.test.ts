// Read replicas (issue 20, docs/decisions/071-read-replicas.md) against a real streaming replica:
// a primary and a `pg_basebackup -R` copy of it, started by replica-pair.ts. Pausing the replica's
// replay (pg_wal_replay_pause) makes the two differ, so each answer shows where it was read.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createReadReplicas, type ReadReplicas, type ReplicaStatus } from '../src/db/read-replicas';
import { seedDatabase } from '../src/db/seed/seed';
import { createLogger } from '../src/lib/logger';
import { DEMO_PASSWORD, TEST_ADMIN_PASSWORD, TEST_JWT_SECRET } from './constants';
import { startReplicaPair, type ReplicaPair } from './replica-pair';
import { freePort, startServerProcess, stopServerProcess } from './server-process';
import { COMPANIES, demoTank, minutesAgo, RANGE, type DemoTank } from './support';

const logger = createLogger('silent');
let pair: ReplicaPair;
/** An instance reading from the replica while it is up to a minute behind. */
let main: Instance;
/** An instance that stops reading from a replica more than 1 s behind. */
let strict: Instance;
let tank: DemoTank;

interface Instance {
  app: FastifyInstance;
  database: Database;
  replicas: ReadReplicas;
}

async function instance(maxLagMs: number): Promise<Instance> {
  const database = createDatabase(pair.primaryUrl, 4);
  const replicas = await createReadReplicas(database, [pair.replicaUrl], { logger, maxLagMs, checkEveryMs: 100, max: 4 });
  const app = await buildApp({
    database,
    replicas,
    logger,
    signingKey: new TextEncoder().encode(TEST_JWT_SECRET),
    publicUrl: 'https://portal.ullage.test',
  });
  await app.ready();
  return { app, database, replicas };
}

beforeAll(async () => {
  pair = await startReplicaPair(async (url) => {
    const db = createDatabase(url, 2);
    try {
      await runMigrations(db.pool);
      await seedDatabase(db.pool, { seed: 'demo', adminPassword: TEST_ADMIN_PASSWORD }, logger);
    } finally {
      await db.pool.end();
    }
  });
  main = await instance(60_000);
  strict = await instance(1_000);
  tank = await demoTank({ database: main.database }, COMPANIES.propane);
}, 120_000);

afterAll(async () => {
  for (const i of [main, strict]) {
    await i?.app.close();
    await i?.replicas.close();
    await i?.database.pool.end();
  }
  await pair?.close();
});

function signedIn(i: Instance, userName: string) {
  let token: string | undefined;
  const call = async (method: InjectOptions['method'], url: string, payload?: object) => {
    if (!token) {
      const res = await i.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName, password: DEMO_PASSWORD } });
      token = (res.json() as { access_token: string }).access_token;
    }
    return i.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  };
  return { get: (url: string) => call('GET', url), put: (url: string, body: object) => call('PUT', url, body) };
}
type Api = ReturnType<typeof signedIn>;

/** The tank's row of the asset report of its site, as `api` reads it. */
async function reportRow(api: Api): Promise<{ label: string; inchesFull: number | null }> {
  const res = await api.get(`/api/EntityReport/AssetData?folderUid=${tank.siteUid}&startRow=0&endRow=100`);
  expect(res.statusCode, res.body).toBe(200);
  const row = (res.json() as { rows: { uid: number; label: string; inchesFull: number | null }[] }).rows.find(
    (r) => r.uid === tank.assetUid,
  );
  if (!row) throw new Error(`tank ${tank.assetUid} is not in its site's report`);
  return row;
}

/** Readings a minute apart, the latest a few minutes ago (one at the same time would be a duplicate). */
let sent = 0;
async function ingest(level: number): Promise<void> {
  const res = await main.app.inject({
    method: 'POST',
    url: '/api/Ingest/DeviceUpdate',
    headers: { 'x-device-key': tank.key },
    payload: { readingDate: minutesAgo(20 - sent++), readings: [{ port: 1, reading: level }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function readyz(i: Instance): Promise<{ code: number; status: string; replica: ReplicaStatus }> {
  const res = await i.app.inject('/readyz');
  const body = res.json() as { status: string; replicas: ReplicaStatus[] };
  return { code: res.statusCode, status: body.status, replica: body.replicas[0]! };
}

const pauseReplay = () => pair.onReplica('select pg_wal_replay_pause()');
const resumeReplay = () => pair.onReplica('select pg_wal_replay_resume()');
// A test that fails while replay is paused leaves the next one a running replica all the same.
afterEach(() => resumeReplay().catch(() => undefined));
const waitFor = <T>(fn: () => Promise<T>) => vi.waitFor(fn, { timeout: 15_000, interval: 100 });

describe('read replicas (DATABASE_READ_URL)', () => {
  it('reads a report from the replica: a reading ingested on the primary shows once the replica has replayed it', async () => {
    const reader = signedIn(main, 'dhanson.propane');
    await ingest(21.5);
    await waitFor(async () => expect((await reportRow(reader)).inchesFull).toBe(21.5));

    await pauseReplay();
    await ingest(23.25);
    // Stored on the primary, not yet on the replica the report is read from.
    const { rows } = await main.database.pool.query('select inches_full from tank_state where asset_uid = $1', [tank.assetUid]);
    expect(rows[0].inches_full).toBe(23.25);
    expect((await reportRow(reader)).inchesFull).toBe(21.5);
    // /readyz tells how far behind the replica is.
    await waitFor(async () => expect((await readyz(main)).replica.lagBytes).toBeGreaterThan(0));
    expect(await readyz(main)).toMatchObject({ code: 200, status: 'ready', replica: { replica: 1, state: 'ready' } });

    await resumeReplay();
    await waitFor(async () => expect((await reportRow(reader)).inchesFull).toBe(23.25));
    await waitFor(async () => expect((await readyz(main)).replica).toMatchObject({ state: 'ready', lagBytes: 0 }));
    const { replica } = await readyz(main);
    expect(replica.lagSeconds).toBeLessThan(60);
  });

  it("keeps a caller's reads on the primary after its own write, until the replica has it", async () => {
    const writer = signedIn(main, 'demo-propane');
    const reader = signedIn(main, 'dhanson.propane');
    const before = (await reportRow(reader)).label;
    await pauseReplay();
    const renamed = `${before} (replica test)`;
    expect((await writer.put(`/api/Entity/${tank.assetUid}/Rename`, { label: renamed })).statusCode).toBe(200);

    // The writer sees the new name in its report and its search at once...
    expect((await reportRow(writer)).label).toBe(renamed);
    const found = (await writer.get(`/api/Navigation/Search?term=${encodeURIComponent('(replica test)')}`)).json() as {
      results: { uid: number }[];
    };
    expect(found.results.map((r) => r.uid)).toContain(tank.assetUid);
    // ...while another user's reads still come from the replica, which has not replayed it.
    expect((await reportRow(reader)).label).toBe(before);

    await resumeReplay();
    await waitFor(async () => expect((await reportRow(reader)).label).toBe(renamed));
    const search = (await reader.get(`/api/Navigation/Search?term=${encodeURIComponent('(replica test)')}`)).json() as {
      results: { uid: number }[];
    };
    expect(search.results.map((r) => r.uid)).toContain(tank.assetUid);
  });

  it('sends reads to the primary while the replica lags more than DATABASE_READ_MAX_LAG, and says so in /readyz', async () => {
    const lenient = signedIn(main, 'dhanson.propane');
    const bounded = signedIn(strict, 'dhanson.propane');
    await pauseReplay();
    await ingest(25.75);
    await waitFor(async () => expect(await readyz(strict)).toMatchObject({ code: 200, status: 'degraded', replica: { state: 'lagging' } }));
    // The instance with a 1 s bound reads the primary; the one with a minute's, the replica.
    expect((await reportRow(bounded)).inchesFull).toBe(25.75);
    expect((await reportRow(lenient)).inchesFull).toBe(23.25);

    await resumeReplay();
    await waitFor(async () => expect(await readyz(strict)).toMatchObject({ status: 'ready', replica: { state: 'ready' } }));
    await waitFor(async () => expect((await reportRow(lenient)).inchesFull).toBe(25.75));
  });

  it('never sends a write to the replica', async () => {
    // Everything above wrote (sign-ins, readings, a rename) and read through the same instances.
    const log = pair.replicaLog();
    // The report pages and the searches (a transaction: its SET LOCAL, then the query) were read there...
    expect(log).toMatch(/LOG: {2}(statement|execute [^:]*):/);
    expect(log).toContain('asset_report_row');
    expect(log).toContain('set local max_parallel_workers_per_gather = 0');
    // ...and nothing that writes was sent there, nor refused there.
    expect(log).not.toMatch(/LOG: {2}(statement|execute [^:]*):\s*(insert|update|delete|merge|copy|create|alter|drop|truncate)\b/i);
    expect(log).not.toMatch(/read-only transaction/i);
  });

  it('is configured by DATABASE_READ_URL in a real server process', async () => {
    const port = await freePort();
    let server: ChildProcess | undefined;
    try {
      server = await startServerProcess(pair.primaryUrl, port, { DATABASE_READ_URL: pair.replicaUrl, SEED: 'none' });
      // Its start wrote (the database functions are applied at each start): ready once replayed.
      await waitFor(async () => {
        const res = await fetch(`http://127.0.0.1:${port}/readyz`);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ status: 'ready', replicas: [{ replica: 1, state: 'ready' }] });
      });
    } finally {
      if (server) await stopServerProcess(server);
    }
  });

  it('falls back to the primary when the replica is killed: /readyz says degraded, every read still answers', async () => {
    const reader = signedIn(main, 'dhanson.propane');
    await pauseReplay();
    await ingest(27.5);
    expect((await reportRow(reader)).inchesFull).toBe(25.75);
    await pair.killReplica();

    // The first read after the kill already comes from the primary.
    expect((await reportRow(reader)).inchesFull).toBe(27.5);
    await waitFor(async () => expect(await readyz(main)).toMatchObject({ code: 200, status: 'degraded', replica: { state: 'down' } }));
    expect((await reader.get(`/api/Folder/${tank.companyUid}/Summary`)).statusCode).toBe(200);
    expect((await reader.get(`/api/Navigation/Search?term=${encodeURIComponent('(replica test)')}`)).statusCode).toBe(200);
    const history = await reader.get(`/api/Asset/${tank.assetUid}/History/State/Tank/Lite?${RANGE}`);
    expect(history.statusCode).toBe(200);
    expect((history.json() as { states: { reading: number }[] }).states.map((s) => s.reading)).toContain(27.5);
  });
});
