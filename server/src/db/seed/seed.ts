// Seeds an empty database once: the base world always, the demo world when SEED=demo. The whole
// seed is one transaction under an advisory lock, so it is all-or-nothing and idempotent even
// when several instances start together.
import type pg from 'pg';
import type { Logger } from 'pino';
import { LOCK_SEED, withAdvisoryLock } from '../migrate';
import { seedBase } from './seed-base';
import { seedBilling } from './seed-billing';
import { seedDemo } from './seed-demo';
import { WorldWriter } from './world-writer';

export interface SeedOptions {
  seed: 'demo' | 'none';
  adminPassword?: string;
}

export async function seedDatabase(pool: pg.Pool, options: SeedOptions, log: Logger): Promise<'seeded' | 'already-seeded'> {
  return withAdvisoryLock(pool, LOCK_SEED, async (client) => {
    const { rowCount } = await client.query('select 1 from folder where parent_uid is null limit 1');
    if (rowCount) {
      log.info('database already seeded');
      return 'already-seeded';
    }
    const started = Date.now();
    await client.query('begin');
    try {
      // The report rows are built once at the end rather than by their triggers as each table
      // fills (docs/decisions/033-report-rows.md).
      await client.query("select set_config('ullage.report_rows', 'deferred', true)");
      const w = new WorldWriter(client);
      const base = await seedBase(w, options.adminPassword, log);
      if (options.seed === 'demo') await seedDemo(w, base, log);
      let lastLog = 0;
      await w.flush((table, done, total) => {
        if (Date.now() - lastLog > 1000 || done === total) {
          lastLog = Date.now();
          log.info({ table, done, total }, `seeding ${table}: ${done}/${total}`);
        }
      });
      // Rows above were written with explicit ids; move the identity sequences past them.
      for (const table of ['role', 'product_class', 'rma_request', 'rma_status_entry']) {
        await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
      }
      await client.query(
        `select setval(pg_get_serial_sequence('identity_group', 'uid'), greatest((select max(uid) from identity_group), 1))`,
      );
      if (options.seed === 'demo') await seedBilling(client, Date.now());
      await client.query('select report_rebuild()');
      await client.query('commit');
      // Fresh statistics, so the first queries on the new rows get index plans, not seq scans.
      await client.query('analyze');
    } catch (err) {
      await client.query('rollback');
      throw err;
    }
    log.info({ seconds: (Date.now() - started) / 1000, seed: options.seed }, 'database seeded');
    return 'seeded';
  });
}
