// The readings (device_update, sensor_data) are partitioned by month (docs/decisions/072): the
// migration converts a database that holds them in plain tables without losing a row, the monthly
// partitions are kept ahead and made for a month that begins in the DEFAULT partition, and the
// retention drops whole months.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, READING_PARTITIONS_AHEAD, READING_PARTITIONS_BACK } from '../src/db/migrate';
import { createLogger } from '../src/lib/logger';
import { generateDemoHistory } from '../src/simulator/demo-history';
import { retentionCutoff } from '../src/modules/partitions/partition-upkeep';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  // A retention of 6 months: the demo history (35 days) is all kept by the daily job.
  t = await createTestContext({ readingsRetentionMonths: 6 });
  // 35 days of the demo world (more than a month)'s history: readings in this month and the one or two before.
  await generateDemoHistory(t.database.pool, createLogger('silent'), { days: 35 });
}, 300_000);
afterAll(() => t.close());

const TABLES = ['device_update', 'sensor_data'] as const;

async function partitionsOf(table: string): Promise<string[]> {
  const r = await t.database.pool.query<{ relname: string }>(
    `select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = $1::regclass order by 1`,
    [table],
  );
  return r.rows.map((x) => x.relname);
}

/** Rows, and sums that change if any row or value is lost or altered. */
async function fingerprint(table: string) {
  const valueSums =
    table === 'sensor_data'
      ? `sum(reading::numeric)::text as a, sum(value::numeric)::text as b, sum(sensor_uid)::text as c`
      : `sum(battery_strength::numeric)::text as a, sum(status)::text as b, sum(device_uid)::text as c`;
  const r = await t.database.pool.query(`select count(*)::int as n, max(id)::text as max_id, sum(id)::text as ids,
      sum(extract(epoch from reading_time))::text as times, ${valueSums} from ${table}`);
  return r.rows[0] as { n: number; max_id: string };
}

function monthName(table: string, offsetMonths: number): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offsetMonths, 1));
  return `${table}_p${d.getUTCFullYear()}_${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

describe('partitioned readings', () => {
  it('holds the demo world readings in monthly partitions, none in the default one', async () => {
    for (const table of TABLES) {
      const kind = await t.database.pool.query(`select relkind from pg_class where relname = $1`, [table]);
      expect(kind.rows[0]!.relkind).toBe('p');
      const parts = await partitionsOf(table);
      expect(parts).toContain(`${table}_default`);
      for (let m = -READING_PARTITIONS_BACK; m <= READING_PARTITIONS_AHEAD; m++) expect(parts).toContain(monthName(table, m));
      const total = await t.database.pool.query(`select count(*)::int as n from ${table}`);
      expect(total.rows[0]!.n).toBeGreaterThan(1000);
      const inDefault = await t.database.pool.query(`select count(*)::int as n from ${table}_default`);
      expect(inDefault.rows[0]!.n).toBe(0);
      const months = await t.database.pool.query(
        `select count(distinct tableoid)::int as n from ${table} where reading_time < date_trunc('month', now())`,
      );
      expect(months.rows[0]!.n).toBeGreaterThanOrEqual(1);
    }
  });

  it('converts plain reading tables of the demo world without losing a row, and ids go on from the last', async () => {
    const migration = await readFile(
      path.join(
        MIGRATIONS_DIR,
        (await import('node:fs')).readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_reading_partitions.sql'))!,
      ),
      'utf8',
    );
    const before: Record<string, Awaited<ReturnType<typeof fingerprint>>> = {};
    const db = t.database.pool;
    // Rebuild the shape the tables had before the migration: plain tables with an identity id.
    for (const table of TABLES) {
      const key = table === 'sensor_data' ? 'sensor_time_idx' : 'device_time_idx';
      const keyCols = table === 'sensor_data' ? 'sensor_uid, reading_time' : 'device_uid, reading_time';
      before[table] = await fingerprint(table);
      await db.query(`create table ${table}_plain (like ${table} including defaults)`);
      await db.query(`alter table ${table}_plain alter column id drop default`);
      await db.query(`insert into ${table}_plain select * from ${table}`);
      await db.query(`drop table ${table}`);
      await db.query(`alter table ${table}_plain rename to ${table}`);
      await db.query(`alter table ${table} alter column id add generated always as identity`);
      await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
      await db.query(`alter table ${table} add constraint ${table}_pkey primary key (id)`);
      await db.query(`create unique index ${table}_${key} on ${table} (${keyCols})`);
      expect(await fingerprint(table)).toEqual(before[table]);
    }
    const client = await db.connect();
    try {
      for (const statement of migration.split('--> statement-breakpoint')) await client.query(statement);
    } finally {
      client.release();
    }
    for (const table of TABLES) {
      expect(await fingerprint(table)).toEqual(before[table]);
      const next = await db.query(`select nextval('${table}_id_seq')::text as id`);
      expect(BigInt(next.rows[0]!.id)).toBe(BigInt(before[table]!.max_id) + 1n);
      const kind = await db.query(`select relkind from pg_class where relname = $1`, [table]);
      expect(kind.rows[0]!.relkind).toBe('p');
    }
  });

  it('makes a month its own partition when its readings began in the default one, and drops months past the retention', async () => {
    const db = t.database.pool;
    const far = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 5, 15, 12));
    const sensor = await db.query(`select uid from sensor limit 1`);
    await db.query(`insert into sensor_data (sensor_uid, reading_time, reading) values ($1, $2, 42.5)`, [sensor.rows[0]!.uid, far]);
    const inDefault = await db.query(`select count(*)::int as n from sensor_data_default`);
    expect(inDefault.rows[0]!.n).toBe(1);

    const made = await db.query(`select reading_partitions_ensure(0, 0) as n`);
    expect(made.rows[0]!.n).toBeGreaterThanOrEqual(1);
    const name = `sensor_data_p${far.getUTCFullYear()}_06`;
    expect(await partitionsOf('sensor_data')).toContain(name);
    const moved = await db.query(`select count(*)::int as n from ${name} where reading = 42.5`);
    expect(moved.rows[0]!.n).toBe(1);
    expect((await db.query(`select count(*)::int as n from sensor_data_default`)).rows[0]!.n).toBe(0);

    // Retention: everything before the start of this month goes, whole months at a time.
    const cutoff = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    const oldRows = await db.query(`select count(*)::int as n from sensor_data where reading_time < $1`, [cutoff]);
    expect(oldRows.rows[0]!.n).toBeGreaterThan(0);
    const kept = await db.query(`select count(*)::int as n from sensor_data where reading_time >= $1`, [cutoff]);
    const dropped = await db.query(`select reading_partitions_drop_before($1) as n`, [cutoff]);
    expect(dropped.rows[0]!.n).toBeGreaterThan(0);
    expect((await db.query(`select count(*)::int as n from sensor_data where reading_time < $1`, [cutoff])).rows[0]!.n).toBe(0);
    expect((await db.query(`select count(*)::int as n from sensor_data where reading_time >= $1`, [cutoff])).rows[0]!.n).toBe(
      kept.rows[0]!.n,
    );
    const left = await partitionsOf('sensor_data');
    expect(left).not.toContain(monthName('sensor_data', -1));
    expect(left).toContain(monthName('sensor_data', 0));
  });

  it('runs the daily upkeep as a job of the queue: the months ahead made, months past the retention dropped, the rest kept', async () => {
    const db = t.database.pool;
    const sensor = await db.query(`select uid from sensor order by uid desc limit 1`);
    // A reading seven months old: its month is past a retention of six.
    const old = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 7, 10));
    await db.query(`insert into sensor_data (sensor_uid, reading_time, reading) values ($1, $2, 7.25)`, [sensor.rows[0]!.uid, old]);
    await db.query(`select reading_partitions_ensure(8, 0)`);
    const oldPart = `sensor_data_p${old.getUTCFullYear()}_${String(old.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(await partitionsOf('sensor_data')).toContain(oldPart);
    // The month three ahead is dropped so that the job has one to make.
    const ahead = monthName('sensor_data', READING_PARTITIONS_AHEAD);
    await db.query(`alter table sensor_data detach partition ${ahead}`);
    await db.query(`drop table ${ahead}`);
    const recent = await db.query(`select count(*)::int as n from sensor_data where reading_time >= $1`, [retentionCutoff(new Date(), 6)]);

    await t.app.jobs.send('partition-upkeep', {});
    let parts: string[] = [];
    for (let i = 0; i < 100; i++) {
      parts = await partitionsOf('sensor_data');
      if (parts.includes(ahead) && !parts.includes(oldPart)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(parts).toContain(ahead);
    expect(parts).not.toContain(oldPart);
    expect(
      (await db.query(`select count(*)::int as n from sensor_data where sensor_uid = $1 and reading_time = $2`, [sensor.rows[0]!.uid, old]))
        .rows[0]!.n,
    ).toBe(0);
    const kept = await db.query(`select count(*)::int as n from sensor_data where reading_time >= $1`, [retentionCutoff(new Date(), 6)]);
    expect(kept.rows[0]!.n).toBe(recent.rows[0]!.n);
    expect(t.logs.some((l) => l.includes('readings partitions:'))).toBe(true);
  });
});
