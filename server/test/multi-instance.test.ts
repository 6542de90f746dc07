// Two real server processes on one PostgreSQL database, as a load balancer would run them: no
// state an instance keeps to itself (sessions, rate limits, parsed configs, scheduled work) may
// break when the next request lands on the other one, and both answer the same reads, reports
// and summaries included (issue 7).
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { LOCK_DEMO } from '../src/simulator/demo-job';
import { DEMO_PASSWORD } from './constants';
import { createTestContext, type TestContext } from './helpers';
import { freePort, localPortsOf, startServerProcess, stopServerProcess } from './server-process';
import { COMPANIES, demoTank, type DemoTank } from './support';

let t: TestContext;
const servers: ChildProcess[] = [];
const bases: string[] = [];

async function call(base: string, method: string, url: string, opts: { token?: string; key?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.key) headers['x-device-key'] = opts.key;
  const res = await fetch(`${base}${url}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : {} };
}

const login = (base: string, userName: string, password = DEMO_PASSWORD) =>
  call(base, 'POST', '/api/Auth/Login', { body: { userName, password } });

/** The database backends holding the demo job's session lock. */
async function demoLockHolders(): Promise<number[]> {
  const { rows } = await t.database.pool.query<{ port: number }>(
    `select a.client_port as port from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.classid = 0 and l.objid = $1 and l.objsubid = 1 and a.datname = current_database()`,
    [LOCK_DEMO],
  );
  return rows.map((r) => r.port);
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  t = await createTestContext();
  // Both write the demo world's history (a day of it) on start, if they can take the demo lock.
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    servers.push(await startServerProcess(t.databaseUrl, port, { DEMO_HISTORY_DAYS: '1' }));
    bases.push(`http://127.0.0.1:${port}`);
  }
}, 120_000);

afterAll(async () => {
  for (const s of servers) await stopServerProcess(s, 'SIGKILL');
  await t.close();
});

describe('two instances on one database', () => {
  it('writes the demo history once, from the one instance holding the demo lock', async () => {
    const {
      rows: [devices],
    } = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from device d join entity e on e.uid = d.uid and e.active where d.simulated and d.parent_device_uid is null`,
    );
    await until('the demo history', async () => {
      const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from demo_history');
      return rows[0]?.n === devices?.n;
    });
    // One instance holds the lock (the other tries again later); each device's day is there once.
    const holders = await demoLockHolders();
    expect(holders).toHaveLength(1);
    const {
      rows: [dup],
    } = await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from (select device_uid, reading_time from device_update group by 1, 2 having count(*) > 1) x',
    );
    expect(dup?.n).toBe(0);
    expect(Number((await t.database.pool.query('select count(*) as n from device_update')).rows[0].n)).toBeGreaterThan(devices!.n);
  }, 90_000);

  it('accepts a session opened on one instance on the other, refresh tokens included', async () => {
    const [a, b] = bases as [string, string];
    const signedIn = await login(a, 'demo-propane');
    expect(signedIn.status).toBe(200);
    const session = await call(b, 'GET', '/api/User/GetSession', { token: signedIn.body.access_token });
    expect(session.status).toBe(200);
    expect(session.body.userName).toBe('demo-propane');

    // Refreshed on B; the old refresh token replayed on A is a reuse: A refuses it and revokes
    // the family, so the token B just issued stops working too (ADR 011).
    const refreshed = await call(b, 'POST', '/api/Auth/RefreshToken', { body: { token: signedIn.body.refresh_token } });
    expect(refreshed.status).toBe(200);
    expect((await call(a, 'GET', '/api/User/GetSession', { token: refreshed.body.access_token })).status).toBe(200);
    expect((await call(a, 'POST', '/api/Auth/RefreshToken', { body: { token: signedIn.body.refresh_token } })).status).toBe(401);
    expect((await call(b, 'POST', '/api/Auth/RefreshToken', { body: { token: refreshed.body.refresh_token } })).status).toBe(401);

    // Logging out on one instance ends the refresh token on the other.
    const again = await login(b, 'demo-propane');
    expect(
      (await call(a, 'POST', '/api/Auth/Logout', { token: again.body.access_token, body: { token: again.body.refresh_token } })).status,
    ).toBe(200);
    expect((await call(b, 'POST', '/api/Auth/RefreshToken', { body: { token: again.body.refresh_token } })).status).toBe(401);
  });

  it('counts failed sign-ins of both instances against one limit', async () => {
    const [a, b] = bases as [string, string];
    // Five wrong passwords for one account from one address, spread over both instances ...
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? b : a, 'demo-fuel', 'wrong-password')).status).toBe(400);
    // ... and the sixth attempt is held back on either, even with the right password.
    const held = await login(a, 'demo-fuel');
    expect(held.status).toBe(429);
    expect((await login(b, 'demo-fuel')).status).toBe(429);
  });

  describe('ingestion', () => {
    let tank: DemoTank;
    let token: string;
    beforeAll(async () => {
      tank = await demoTank(t, COMPANIES.propane, 3);
      token = (await login(bases[0] as string, 'demo-propane')).body.access_token as string;
    });

    it("stores one device's updates sent through both instances at once, each reading once", async () => {
      const start = Date.now() - 200_000;
      // 20 updates of 5 readings, a second apart, posted all at once, alternately to A and B.
      const bodies = Array.from({ length: 20 }, (_, n) => {
        const times = Array.from({ length: 5 }, (_, k) => start + (n * 5 + k) * 1000);
        return {
          readingDate: new Date(times[4] as number).toISOString(),
          readings: times.map((ms, k) => ({ port: 1, reading: 30 - n * 0.1 - k * 0.01, readingDate: new Date(ms).toISOString() })),
        };
      });
      const answers = await Promise.all(
        bodies.map((body, n) => call(bases[n % 2] as string, 'POST', '/api/Ingest/DeviceUpdate', { key: tank.key, body })),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(answers.reduce((n, r) => n + (r.body.accepted as number), 0)).toBe(100);
      // The same updates again, each through the other instance: all duplicates.
      const again = await Promise.all(
        bodies.map((body, n) => call(bases[1 - (n % 2)] as string, 'POST', '/api/Ingest/DeviceUpdate', { key: tank.key, body })),
      );
      expect(again.map((r) => [r.status, r.body.accepted, r.body.duplicates])).toEqual(Array(20).fill([200, 0, 5]));
      const {
        rows: [stored],
      } = await t.database.pool.query<{ n: number; newest: Date }>(
        'select count(*)::int as n, max(reading_time) as newest from sensor_data where sensor_uid = $1 and reading_time >= $2',
        [tank.levelSensorUid, new Date(start)],
      );
      expect(stored?.n).toBe(100);
      // The tank's state is its newest reading, whichever instance wrote it last.
      const {
        rows: [state],
      } = await t.database.pool.query<{ reading_time: Date; reading: number }>(
        'select reading_time, reading from tank_state where asset_uid = $1',
        [tank.assetUid],
      );
      expect(state?.reading_time.getTime()).toBe(start + 99_000);
      expect(state?.reading).toBeCloseTo(30 - 1.9 - 0.04, 6);
      // Either instance reads the same state.
      const [fromA, fromB] = await Promise.all(bases.map((base) => call(base, 'GET', `/api/Asset/${tank.assetUid}`, { token })));
      expect(fromA?.status).toBe(200);
      expect(fromB?.body.states).toEqual(fromA?.body.states);
      expect(fromA?.body.states.tank.inchesFull).toBeGreaterThan(0);
    });

    it("uses a tank config changed through one instance at the other's next reading", async () => {
      const [a, b] = bases as [string, string];
      const reading = (at: number, level: number) => ({
        readingDate: new Date(at).toISOString(),
        readings: [{ port: 1, reading: level, readingDate: new Date(at).toISOString() }],
      });
      // B parses the tank's config for a reading (and keeps it parsed) ...
      expect((await call(b, 'POST', '/api/Ingest/DeviceUpdate', { key: tank.key, body: reading(Date.now() - 20_000, 25) })).status).toBe(
        200,
      );
      const before = (await call(b, 'GET', `/api/Asset/${tank.assetUid}`, { token })).body;
      // ... A makes the tank half as large again ...
      const asset = (await call(a, 'GET', `/api/Asset/${tank.assetUid}`, { token })).body;
      const configs = (asset.configs as { typeId: number; tank?: { capacity: number } }[]).map((c) =>
        c.typeId === ConfigType.AssetTank && c.tank ? { ...c, tank: { ...c.tank, capacity: Math.round(c.tank.capacity * 15) / 10 } } : c,
      );
      const saved = await call(a, 'PUT', `/api/Asset/${tank.assetUid}`, { token, body: { label: asset.label, configs } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const capacity = (saved.body.configs as { typeId: number; tank: { capacity: number } }[]).find(
        (c) => c.typeId === ConfigType.AssetTank,
      )?.tank.capacity as number;
      expect(capacity).toBeGreaterThan(before.states.tank.capacity * 1.2);
      // ... and B's next reading is computed with the new tank.
      expect((await call(b, 'POST', '/api/Ingest/DeviceUpdate', { key: tank.key, body: reading(Date.now() - 10_000, 25) })).status).toBe(
        200,
      );
      const after = (await call(b, 'GET', `/api/Asset/${tank.assetUid}`, { token })).body;
      expect(after.states.tank.capacity).toBeCloseTo(capacity, 1);
      expect(after.states.tank.amountFull).toBeGreaterThan(before.states.tank.amountFull * 1.2);
      expect((await call(a, 'GET', `/api/Asset/${tank.assetUid}`, { token })).body.states).toEqual(after.states);
    });

    it('answers the same asset report and folder summary on either instance, with the newest state', async () => {
      const page = `/api/EntityReport/AssetData?folderUid=${tank.siteUid}&startRow=0&endRow=100`;
      const [fromA, fromB] = await Promise.all(bases.map((base) => call(base, 'GET', page, { token })));
      expect(fromA?.status).toBe(200);
      expect(fromB?.body).toEqual(fromA?.body);
      const state = (await call(bases[0] as string, 'GET', `/api/Asset/${tank.assetUid}`, { token })).body.states.tank;
      const row = (fromA?.body.rows as { uid: number; amountFull: number }[]).find((r) => r.uid === tank.assetUid);
      expect(row?.amountFull).toBeCloseTo(state.amountFull, 1);
      const [summaryA, summaryB] = await Promise.all(
        bases.map((base) => call(base, 'GET', `/api/Folder/${tank.companyUid}/Summary`, { token })),
      );
      expect(summaryA?.status).toBe(200);
      expect({ ...summaryB?.body, generatedAt: null }).toEqual({ ...summaryA?.body, generatedAt: null });
    });
  });

  it('hands the demo job to the other instance when the one holding it stops', async () => {
    const [holder] = await demoLockHolders();
    const index = servers.findIndex((s) => localPortsOf(s.pid as number).has(holder as number));
    expect(index).toBeGreaterThanOrEqual(0);
    const other = servers[1 - index] as ChildProcess;
    await stopServerProcess(servers[index] as ChildProcess, 'SIGTERM');
    // The survivor tries the lock every 30 s: within that, it holds it.
    const next = await until(
      'the other instance to take the demo lock',
      async () => {
        const ports = await demoLockHolders();
        return ports.length === 1 && localPortsOf(other.pid as number).has(ports[0] as number) ? ports : null;
      },
      45_000,
    );
    expect(next).toHaveLength(1);
    // And it still answers.
    expect((await fetch(`${bases[1 - index]}/readyz`)).status).toBe(200);
  }, 60_000);
});
