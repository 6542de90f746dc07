// Acknowledged data is never lost: a real server process takes device updates from many devices
// at once, is killed with SIGKILL in the middle, and every reading it answered 200 for is in the
// database afterwards (and the restarted server serves it).
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeviceKey } from '../src/modules/ingest/ingest.service';
import { createTestContext, type TestContext } from './helpers';
import { freePort, startServerProcess } from './server-process';

let t: TestContext;
let server: ChildProcess | null = null;

const startServer = (port: number) => startServerProcess(t.databaseUrl, port);

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await t.close();
});

describe('durability', () => {
  it('keeps every acknowledged reading when the server is killed mid-ingestion', async () => {
    const { rows } = await t.database.pool.query<{ uid: number; sensor: number }>(
      `select d.uid, s.uid as sensor from device d join sensor s on s.device_uid = d.uid and s.port = 1
        where d.model_id = 22 and d.parent_device_uid is null order by d.uid limit 40`,
    );
    const devices = rows.map((r) => ({ ...r, ...newDeviceKey(r.uid) }));
    for (const d of devices) await t.database.pool.query('update device set key_hash = $2 where uid = $1', [d.uid, d.hash]);

    const port = await freePort();
    server = await startServer(port);
    const acknowledged: { sensor: number; time: number }[] = [];
    let refused = 0;
    let killed = false;
    const base = Date.now() - 3_600_000;
    // Each device sends update after update (ten readings each, a second apart) until the server dies.
    const senders = devices.map(async (d, i) => {
      for (let n = 0; !killed; n++) {
        const times = Array.from({ length: 10 }, (_, k) => base + (n * 10 + k) * 1000 + i);
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/Ingest/DeviceUpdate`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-device-key': d.key },
            body: JSON.stringify({
              readingDate: new Date(times[9]!).toISOString(),
              readings: times.map((t) => ({ port: 1, reading: 20 - n * 0.01, readingDate: new Date(t).toISOString() })),
            }),
          });
          if (res.status === 200) for (const time of times) acknowledged.push({ sensor: d.sensor, time });
          else refused++;
        } catch {
          return; // the connection died with the server: not acknowledged
        }
      }
    });
    // Kill it while updates are streaming in.
    while (acknowledged.length < 2000) await new Promise((r) => setTimeout(r, 20));
    const victim = server;
    const exited = new Promise((r) => victim.once('exit', r));
    victim.kill('SIGKILL');
    killed = true;
    await Promise.all(senders);
    await exited;
    expect(refused).toBe(0);

    // Restarted, the server serves them; the database holds every one.
    server = await startServer(port);
    const stored = await t.database.pool.query<{ sensor_uid: number; t: string }>(
      `select sensor_uid, (extract(epoch from reading_time) * 1000)::float8 as t from sensor_data where sensor_uid = any($1::bigint[])`,
      [devices.map((d) => d.sensor)],
    );
    const have = new Set(stored.rows.map((r) => `${r.sensor_uid}:${Number(r.t)}`));
    const missing = acknowledged.filter((a) => !have.has(`${a.sensor}:${a.time}`));
    expect(missing).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(2000);
    const health = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(health.status).toBe(200);
    const restarted = server;
    const stopped = new Promise((r) => restarted.once('exit', r));
    restarted.kill('SIGTERM');
    await stopped;
    server = null;
  }, 120_000);
});
