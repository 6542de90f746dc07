// Does a failed login take the same time whether or not the user exists? (docs/decisions/010:
// unknown users are verified against a dummy argon2 hash.) Builds the app over a fresh database on
// DATABASE_URL's server (default the local test server), times wrong passwords for a real user and
// for unknown users, prints the medians. Run: npm run bench:login -w bench
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { createDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { seedDatabase } from '../server/src/db/seed/seed';
import { createLogger } from '../server/src/lib/logger';

const N = Number(process.env.N ?? 40);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `ullage_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = createDatabase(url.toString(), 4);
const log = createLogger('silent');
try {
  await runMigrations(database.pool);
  await seedDatabase(database.pool, { seed: 'none', adminPassword: 'Bench-Admin-1234!' }, log);
  const app = await buildApp({ database, logger: log, signingKey: new TextEncoder().encode('bench-secret-that-is-long-enough-for-hs256') });
  await app.ready();
  const time = async (userName: string, i: number) => {
    const t = process.hrtime.bigint();
    // A new address each time, so the rate limits stay out of the measurement.
    const res = await app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      remoteAddress: `10.9.${i >> 8}.${i & 255}`,
      payload: { userName, password: 'wrong-password' },
    });
    if (res.statusCode !== 400) throw new Error(`unexpected ${res.statusCode}`);
    return Number(process.hrtime.bigint() - t) / 1e6;
  };
  const real: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < N; i++) {
    // Interleaved, so drift in machine load hits both alike. The real user's account bucket is
    // reset every few tries (20 failures per 15 minutes would otherwise answer 429).
    if (i % 15 === 0) await database.pool.query('delete from rate_limit');
    real.push(await time('admin', 2 * i));
    unknown.push(await time(`nobody-${i}`, 2 * i + 1));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `failed login, ${N} each: existing user median ${median(real).toFixed(1)} ms, unknown user median ${median(unknown).toFixed(1)} ms`,
  );
  await app.close();
} finally {
  await database.pool.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
