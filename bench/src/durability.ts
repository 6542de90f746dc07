// `npm run bench:durability`: does an acknowledged reading survive the server dying? Starts the
// real server (server/src/main.ts) as its own process, streams device updates into it from many
// devices with every answer counted, SIGKILLs it mid-stream (several rounds), restarts it, and
// counts in the database: every acknowledged reading stored exactly once. Then the devices resend
// what was never answered (as a device retries), and every reading sent is stored exactly once.
//
//   npm run bench:durability                       a fresh demo-world database, dropped afterwards
//   npm run bench:durability -- --world 100000     on the bench world (npm run bench builds it)
//   npm run bench:durability -- --rounds 5 --devices 400
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase } from '../../server/src/db/client';
import { runMigrations } from '../../server/src/db/migrate';
import { seedDatabase } from '../../server/src/db/seed/seed';
import { createLogger } from '../../server/src/lib/logger';
import { newDeviceKey } from '../../server/src/modules/ingest/ingest.service';
import { databaseUrl, freePort, machine, root, serverUrl, startServer, stopServer } from './support';
import { ensureWorld } from './world/build';

const { values: args } = parseArgs({
  options: {
    world: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    devices: { type: 'string', default: '200' },
    /** Acknowledged updates in a round before the kill. */
    'kill-after': { type: 'string', default: '600' },
  },
});
const ROUNDS = Number(args.rounds);
const DEVICES = Number(args.devices);
const KILL_AFTER = Number(args['kill-after']);
const PER_UPDATE = 10;

interface Sent {
  sensor: number;
  time: number;
}

async function main() {
  let url: string;
  let scratch: string | null = null;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  if (args.world) {
    url = (await ensureWorld({ tanks: Number(args.world) })).url;
  } else {
    scratch = `ullage_bench_durability_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${scratch}`);
    url = databaseUrl(scratch);
    const db = createDatabase(url, 2);
    await runMigrations(db.pool);
    await seedDatabase(db.pool, { seed: 'demo', adminPassword: 'Bench-Admin-1234!' }, createLogger('warn'));
    await db.pool.end();
  }
  const db = createDatabase(url, 4);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const { rows } = await db.pool.query<{ uid: number; sensor: number }>(
      `select d.uid, s.uid as sensor from device d join sensor s on s.device_uid = d.uid and s.port = 1
        where d.model_id = 22 and d.parent_device_uid is null order by d.uid desc limit $1`,
      [DEVICES],
    );
    const devices = rows.map((r) => ({ uid: Number(r.uid), sensor: Number(r.sensor), ...newDeviceKey(Number(r.uid)) }));
    await db.pool.query('update device set key_hash = x.h from unnest($1::bigint[], $2::text[]) as x(uid, h) where device.uid = x.uid', [
      devices.map((d) => d.uid),
      devices.map((d) => d.hash),
    ]);
    const latest = (
      await db.pool.query<{ t: Date | null }>('select max(reading_time) as t from sensor_data where sensor_uid = any($1::bigint[])', [
        devices.map((d) => d.sensor),
      ])
    ).rows[0]?.t;
    const base = Math.max(Date.now() - 6 * 3_600_000, (latest?.getTime() ?? 0) + 1000);
    const port = await freePort();
    const at = `http://127.0.0.1:${port}/api/Ingest/DeviceUpdate`;
    const bodyOf = (d: (typeof devices)[number], n: number) => {
      const times = Array.from({ length: PER_UPDATE }, (_, k) => base + (n * PER_UPDATE + k) * 1000);
      return {
        times,
        body: JSON.stringify({
          readingDate: new Date(times.at(-1) as number).toISOString(),
          readings: times.map((t) => ({ port: 1, reading: 20 - (n % 100) * 0.01, readingDate: new Date(t).toISOString() })),
        }),
      };
    };
    const acknowledged: Sent[] = [];
    const unanswered: { device: (typeof devices)[number]; n: number }[] = [];
    let refused = 0;
    const next = new Map(devices.map((d) => [d.uid, 0]));
    console.log(
      `durability: ${devices.length} devices, ${PER_UPDATE} readings an update, ${ROUNDS} SIGKILL rounds after ${KILL_AFTER} acknowledged updates each`,
    );
    for (let round = 1; round <= ROUNDS; round++) {
      server = await startServer({ databaseUrl: url, port, stdio: 'ignore' });
      let acks = 0;
      let killed = false;
      const senders = devices.map(async (d) => {
        while (!killed) {
          const n = next.get(d.uid) as number;
          next.set(d.uid, n + 1);
          const { times, body } = bodyOf(d, n);
          try {
            const res = await fetch(at, { method: 'POST', headers: { 'content-type': 'application/json', 'x-device-key': d.key }, body });
            if (res.status === 200) {
              for (const time of times) acknowledged.push({ sensor: d.sensor, time });
              acks++;
            } else {
              refused++;
              unanswered.push({ device: d, n });
            }
          } catch {
            unanswered.push({ device: d, n }); // the connection died with the server: no answer
            return;
          }
        }
      });
      while (acks < KILL_AFTER) await new Promise((r) => setTimeout(r, 5));
      const victim = server;
      killed = true;
      await stopServer(victim, 'SIGKILL');
      await Promise.all(senders);
      console.log(
        `  round ${round}: SIGKILL after ${acks} acknowledged updates (${acknowledged.length.toLocaleString('en-US')} readings acknowledged so far)`,
      );
    }

    // Restarted: what does the database hold?
    server = await startServer({ databaseUrl: url, port, stdio: 'ignore' });
    const count = async () => {
      const { rows: stored } = await db.pool.query<{ sensor_uid: string; t: string; n: string }>(
        `select sensor_uid, (extract(epoch from reading_time) * 1000)::float8 as t, count(*) as n from sensor_data
          where sensor_uid = any($1::bigint[]) and reading_time >= $2 group by 1, 2`,
        [devices.map((d) => d.sensor), new Date(base)],
      );
      return new Map(stored.map((r) => [`${r.sensor_uid}:${Number(r.t)}`, Number(r.n)]));
    };
    const stored = await count();
    const lost = acknowledged.filter((a) => !stored.has(`${a.sensor}:${a.time}`)).length;
    const twice = [...stored.values()].filter((n) => n > 1).length;
    const committedUnanswered = stored.size - acknowledged.length;
    console.log(
      `  after restart: ${acknowledged.length.toLocaleString('en-US')} acknowledged readings, ${lost} missing, ${twice} stored twice; ${committedUnanswered} readings committed whose answer the kill cut off`,
    );

    // The devices resend what was never answered: a retry is stored once, or found a duplicate.
    let duplicates = 0;
    for (const u of unanswered) {
      const { body } = bodyOf(u.device, u.n);
      const res = await fetch(at, { method: 'POST', headers: { 'content-type': 'application/json', 'x-device-key': u.device.key }, body });
      if (res.status !== 200) throw new Error(`a retry answered ${res.status}: ${await res.text()}`);
      duplicates += ((await res.json()) as { duplicates: number }).duplicates;
    }
    const final = await count();
    const sent = [...next.values()].reduce((n, k) => n + k, 0) * PER_UPDATE;
    const finalTwice = [...final.values()].filter((n) => n > 1).length;
    console.log(
      `  after ${unanswered.length} retries (${duplicates} readings found already stored): ${final.size.toLocaleString('en-US')} readings stored of ${sent.toLocaleString('en-US')} sent, ${finalTwice} twice`,
    );
    const ok = lost === 0 && twice === 0 && finalTwice === 0 && final.size === sent && refused === 0;
    console.log(ok ? '\nZero acknowledged readings lost; every reading stored exactly once.' : '\nFAILED: see the counts above.');
    const result = {
      at: new Date().toISOString(),
      machine: await machine(db.pool),
      world: args.world ? `bench world, ${args.world} tanks` : 'fresh demo world',
      rounds: ROUNDS,
      devices: devices.length,
      acknowledgedReadings: acknowledged.length,
      lost,
      storedTwice: twice,
      committedUnanswered,
      retries: unanswered.length,
      retryDuplicates: duplicates,
      sent,
      storedAfterRetries: final.size,
      refused,
      ok,
    };
    await mkdir(path.join(root, 'bench/results'), { recursive: true });
    await writeFile(
      path.join(root, 'bench/results', `durability-${result.at.replace(/[:.]/g, '-')}.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await stopServer(server);
    await db.pool.end();
    if (scratch) await admin.query(`drop database if exists ${scratch} with (force)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
