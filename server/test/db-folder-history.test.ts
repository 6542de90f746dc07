// The folder-history functions and triggers (server/src/db/functions: ullage_actor_uid.sql and
// record_*.trigger.sql; spec 001 §7, docs/decisions/018-folder-history-by-trigger.md), driven with
// plain SQL: every membership or folder placement change writes folder_membership_history rows
// naming the folder's path at the time and the user of the transaction's ullage.actor_uid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, newEntity, newFolder, one, placeIn } from './db-world';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let company: number;
let actor: number;

beforeAll(async () => {
  t = await createTestContext();
  company = (
    await one<{ uid: number }>(
      t.database.pool,
      "select f.uid from folder f join entity e on e.uid = f.uid where e.label = 'Lube Distributor'",
    )
  ).uid;
  actor = (await one<{ uid: number }>(t.database.pool, "select uid from app_user where user_name = 'demo-lube'")).uid;
});
afterAll(() => t.close());

interface HistoryRow {
  entity_uid: number;
  folder_uid: number;
  folder_uid_path: number[];
  action: string;
  is_copy: boolean;
  actor_uid: number | null;
}

/** The history of these entities, oldest first. */
async function historyOf(...uids: number[]): Promise<HistoryRow[]> {
  const { rows } = await t.database.pool.query<HistoryRow>(
    `select entity_uid, folder_uid, folder_uid_path, action, is_copy, actor_uid from folder_membership_history
      where entity_uid = any($1::bigint[]) order by id`,
    [uids],
  );
  return rows;
}

const pathOf = async (folder: number) =>
  (await one<{ path: number[] }>(t.database.pool, 'select path from folder where uid = $1', [folder])).path;

describe('ullage_actor_uid()', () => {
  it("is the transaction's ullage.actor_uid, and null when none is set or it is empty", async () => {
    expect((await one<{ a: number | null }>(t.database.pool, 'select ullage_actor_uid() as a')).a).toBeNull();
    const named = await inTransaction(t.database.pool, 42, (c) => one<{ a: number }>(c, 'select ullage_actor_uid() as a'));
    expect(named.a).toBe(42);
    const emptied = await inTransaction(t.database.pool, null, async (c) => {
      await c.query("select set_config('ullage.actor_uid', '', true)");
      return one<{ a: number | null }>(c, 'select ullage_actor_uid() as a');
    });
    expect(emptied.a).toBeNull();
  });
});

describe('folder_membership triggers', () => {
  it("record_membership_added: a multi-row insert records each membership, with the folder's path and the actor", async () => {
    const site = await newFolder(t.database.pool, company, 'History Site A');
    const [x, y] = [await newEntity(t.database.pool, 22, 'History contact X'), await newEntity(t.database.pool, 22, 'History contact Y')];
    await inTransaction(t.database.pool, actor, (c) =>
      c.query('insert into folder_membership (entity_uid, folder_uid, is_copy) values ($1, $3, false), ($2, $3, true)', [x, y, site]),
    );
    const path = await pathOf(site);
    expect(await historyOf(x, y)).toEqual([
      { entity_uid: x, folder_uid: site, folder_uid_path: path, action: 'added', is_copy: false, actor_uid: actor },
      { entity_uid: y, folder_uid: site, folder_uid_path: path, action: 'added', is_copy: true, actor_uid: actor },
    ]);
  });

  it('record_membership_moved: a move is a removal from the old folder and an addition to the new; other updates record nothing', async () => {
    const from = await newFolder(t.database.pool, company, 'History Site B');
    const to = await newFolder(t.database.pool, company, 'History Site C');
    const x = await newEntity(t.database.pool, 22, 'History contact M');
    await placeIn(t.database.pool, x, from);
    await inTransaction(t.database.pool, actor, (c) => c.query('update folder_membership set read_only = true where entity_uid = $1', [x]));
    expect(await historyOf(x)).toHaveLength(1);
    await inTransaction(t.database.pool, actor, (c) =>
      c.query('update folder_membership set folder_uid = $2 where entity_uid = $1', [x, to]),
    );
    expect(await historyOf(x)).toEqual([
      { entity_uid: x, folder_uid: from, folder_uid_path: await pathOf(from), action: 'added', is_copy: false, actor_uid: null },
      { entity_uid: x, folder_uid: from, folder_uid_path: await pathOf(from), action: 'removed', is_copy: false, actor_uid: actor },
      { entity_uid: x, folder_uid: to, folder_uid_path: await pathOf(to), action: 'added', is_copy: false, actor_uid: actor },
    ]);
  });

  it('record_membership_removed: a delete records the removal; without an actor (system work) the actor is null', async () => {
    const site = await newFolder(t.database.pool, company, 'History Site D');
    const x = await newEntity(t.database.pool, 22, 'History contact R');
    await placeIn(t.database.pool, x, site, true);
    await t.database.pool.query('delete from folder_membership where entity_uid = $1', [x]);
    expect((await historyOf(x)).map((r) => [r.action, r.folder_uid, r.is_copy, r.actor_uid])).toEqual([
      ['added', site, true, null],
      ['removed', site, true, null],
    ]);
  });
});

describe('folder triggers', () => {
  it("record_folder_placed: a new folder is added to its parent, with the parent's path", async () => {
    const region = await inTransaction(t.database.pool, actor, (c) => newFolder(c, company, 'History Region'));
    expect(await historyOf(region)).toEqual([
      {
        entity_uid: region,
        folder_uid: company,
        folder_uid_path: await pathOf(company),
        action: 'added',
        is_copy: false,
        actor_uid: actor,
      },
    ]);
  });

  it('record_folder_moved: a new parent is a removal from the old and an addition to the new; an address change records nothing', async () => {
    const a = await newFolder(t.database.pool, company, 'History Region A');
    const b = await newFolder(t.database.pool, company, 'History Region B');
    const site = await newFolder(t.database.pool, a, 'History Site E');
    await t.database.pool.query(`update folder set address = '{"city": "Ontario"}' where uid = $1`, [site]);
    expect(await historyOf(site)).toHaveLength(1);
    await inTransaction(t.database.pool, actor, (c) =>
      c.query('update folder set parent_uid = $2, path = (select path from folder where uid = $2) || uid where uid = $1', [site, b]),
    );
    expect((await historyOf(site)).map((r) => [r.action, r.folder_uid, r.folder_uid_path, r.actor_uid])).toEqual([
      ['added', a, await pathOf(a), null],
      ['removed', a, await pathOf(a), actor],
      ['added', b, await pathOf(b), actor],
    ]);
  });
});
