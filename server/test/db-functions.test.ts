// The database's functions and triggers are defined by the files of server/src/db/functions
// (docs/decisions/051-database-functions-in-files.md): on a freshly migrated database every
// function of the public schema that is not an extension's and every trigger that is not internal
// has exactly one file, every file's objects exist, and a file creates each of them as the
// database has it. Which objects a file creates is read from the catalog, not parsed from the
// SQL: applied alone in a transaction, a file's CREATE OR REPLACE statements write catalog rows
// stamped with that transaction's id.
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyFunctionFiles, readFunctionFiles, type FunctionFile } from '../src/db/migrate';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let files: FunctionFile[];

beforeAll(async () => {
  t = await createTestContext();
  files = await readFunctionFiles();
});
afterAll(() => t.close());

interface CatalogObject {
  key: string;
  /** The function's name, for a function. */
  name: string | null;
  def: string;
  /** Written (created or replaced) by the current transaction. */
  written: boolean;
}

// Extension members (pg_trgm's functions) have a pg_depend row of deptype 'e'; internal triggers
// are the foreign keys' own.
const CATALOG_SQL = `
  select 'function ' || p.oid::regprocedure::text as key, p.proname::text as name, pg_get_functiondef(p.oid) as def,
         p.xmin = pg_current_xact_id()::xid as written
    from pg_proc p
   where p.pronamespace = 'public'::regnamespace
     and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  union all
  select 'trigger ' || tg.tgname || ' on ' || c.relname, null, pg_get_triggerdef(tg.oid), tg.xmin = pg_current_xact_id()::xid
    from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
   where not tg.tgisinternal and c.relnamespace = 'public'::regnamespace
   order by 1`;

async function catalog(client: pg.ClientBase): Promise<CatalogObject[]> {
  return (await client.query<CatalogObject>(CATALOG_SQL)).rows;
}

/** The catalog as the migrated database has it. */
async function migratedCatalog(): Promise<CatalogObject[]> {
  const client = await t.database.pool.connect();
  try {
    return await catalog(client);
  } finally {
    client.release();
  }
}

/** What one file writes when applied alone to the migrated database (rolled back after). */
async function writtenBy(file: FunctionFile): Promise<CatalogObject[]> {
  const client = await t.database.pool.connect();
  try {
    await client.query('begin');
    await client.query(file.sql);
    return (await catalog(client)).filter((o) => o.written);
  } finally {
    await client.query('rollback');
    client.release();
  }
}

describe('database functions and triggers in files (ADR 051)', () => {
  it('finds the functions and triggers of the migrated database', async () => {
    const keys = (await migratedCatalog()).map((o) => o.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'function report_refresh_live(bigint[],bigint[])',
        'function report_rebuild()',
        'trigger folder_membership_added on folder_membership',
        'trigger folder_membership_tree_fill on folder_membership',
      ]),
    );
    // Not pg_trgm's (an extension's) functions, nor the foreign keys' triggers.
    expect(keys.filter((k) => /similarity|gtrgm|RI_ConstraintTrigger/.test(k))).toEqual([]);
  });

  it('has exactly one file for each, each file names its function, and a file creates what the database has', async () => {
    const migrated = new Map((await migratedCatalog()).map((o) => [o.key, o.def]));
    const filesOf = new Map<string, string[]>();
    const created: string[] = [];
    const differ: string[] = [];
    const misnamed: string[] = [];
    for (const file of files) {
      const objects = await writtenBy(file);
      for (const o of objects) {
        filesOf.set(o.key, [...(filesOf.get(o.key) ?? []), file.name]);
        if (!migrated.has(o.key)) created.push(`${file.name}: ${o.key}`);
        else if (migrated.get(o.key) !== o.def) differ.push(`${file.name}: ${o.key}`);
      }
      // report_refresh_live.sql defines report_refresh_live; x.trigger.sql defines x and its triggers.
      const base = path.basename(file.name, '.sql');
      const fn = base.replace(/\.trigger$/, '');
      const triggers = objects.filter((o) => o.key.startsWith('trigger '));
      if (!objects.some((o) => o.name === fn) || base.endsWith('.trigger') !== triggers.length > 0) misnamed.push(file.name);
    }
    const withoutFile = [...migrated.keys()].filter((k) => !filesOf.has(k));
    const inSeveralFiles = [...filesOf].filter(([, names]) => names.length > 1).map(([k, names]) => `${k}: ${names.join(', ')}`);
    expect(withoutFile, 'functions and triggers of the database that no file defines').toEqual([]);
    expect(created, 'objects a file creates that the migrated database does not have').toEqual([]);
    expect(inSeveralFiles, 'objects defined by more than one file').toEqual([]);
    expect(differ, 'objects a file defines otherwise than the migrated database has them').toEqual([]);
    expect(misnamed, 'files not named after their function (x.sql, or x.trigger.sql with its triggers)').toEqual([]);
    expect(files.length).toBeGreaterThan(0);
  });

  it('changes no definition when the files are applied again, as every start does', async () => {
    const client = await t.database.pool.connect();
    try {
      const before = await catalog(client);
      expect(await applyFunctionFiles(client)).toBe(1);
      const after = await catalog(client);
      expect(after.map((o) => [o.key, o.def])).toEqual(before.map((o) => [o.key, o.def]));
    } finally {
      client.release();
    }
  });

  it('gives way to a writer holding a table it needs, then tries again (a start beside a serving instance)', async () => {
    const writer = await t.database.pool.connect();
    const starter = await t.database.pool.connect();
    try {
      const pid = (await starter.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      await writer.query('begin');
      // A request's transaction writing sensors (the last file's table) ...
      await writer.query('lock table sensor in row exclusive mode');
      const applying = applyFunctionFiles(starter);
      for (let i = 0; i < 500; i++) {
        const { rows } = await t.database.pool.query('select wait_event_type from pg_stat_activity where pid = $1', [pid]);
        if (rows[0]?.wait_event_type === 'Lock') break;
        await sleep(20);
      }
      // ... then memberships, whose table the start has taken by now (the first file's): each
      // would wait for the other. The start gives way; the request goes on.
      await writer.query('lock table folder_membership in row exclusive mode');
      await writer.query('commit');
      expect(await applying).toBeGreaterThan(1);
    } finally {
      writer.release();
      starter.release();
    }
  });
});
