// The membership tree columns' triggers (server/src/db/functions: membership_tree_fill.trigger.sql,
// membership_tree_on_entity_update.trigger.sql; docs/decisions/046-membership-tree-columns.md),
// driven with plain SQL: a membership's type_id, active and sort_label are its entity's type,
// active flag and lower(label), whatever the writer puts there, and follow the entity's changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEntity, newFolder, one } from './db-world';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let siteA: number;
let siteB: number;

beforeAll(async () => {
  t = await createTestContext();
  const company = (
    await one<{ uid: number }>(
      t.database.pool,
      "select f.uid from folder f join entity e on e.uid = f.uid where e.label = 'Fuel Distributor'",
    )
  ).uid;
  siteA = await newFolder(t.database.pool, company, 'Tree Site A');
  siteB = await newFolder(t.database.pool, company, 'Tree Site B');
});
afterAll(() => t.close());

interface Copies {
  folder_uid: number;
  type_id: number;
  active: boolean;
  sort_label: string;
  /** The row version, to tell whether an update rewrote the row. */
  xmin: string;
}

async function copiesOf(entity: number): Promise<Copies[]> {
  const { rows } = await t.database.pool.query<Copies>(
    'select folder_uid, type_id, active, sort_label, xmin::text as xmin from folder_membership where entity_uid = $1 order by folder_uid',
    [entity],
  );
  return rows;
}

describe('membership_tree_fill (folder_membership_tree_fill, folder_membership_tree_refill)', () => {
  it("a new membership takes its entity's type, active flag and lowered label, whatever the insert says", async () => {
    const x = await newEntity(t.database.pool, 22, 'Tree Contact Mixed Case');
    await t.database.pool.query(
      "insert into folder_membership (entity_uid, folder_uid, type_id, active, sort_label) values ($1, $2, 99, false, 'wrong')",
      [x, siteA],
    );
    expect(await copiesOf(x)).toEqual([
      expect.objectContaining({ folder_uid: siteA, type_id: 22, active: true, sort_label: 'tree contact mixed case' }),
    ]);
  });

  it("a membership given another entity takes that entity's columns", async () => {
    const x = await newEntity(t.database.pool, 22, 'Tree Contact One');
    const y = await newEntity(t.database.pool, 10, 'Tree Asset Two');
    await t.database.pool.query('update entity set active = false where uid = $1', [y]);
    await t.database.pool.query('insert into folder_membership (entity_uid, folder_uid) values ($1, $2)', [x, siteA]);
    await t.database.pool.query('update folder_membership set entity_uid = $2 where entity_uid = $1 and folder_uid = $3', [x, y, siteA]);
    expect(await copiesOf(y)).toEqual([expect.objectContaining({ type_id: 10, active: false, sort_label: 'tree asset two' })]);
  });

  it('a membership of an entity that does not exist still fails on the foreign key', async () => {
    const missing = (await one<{ uid: number }>(t.database.pool, 'select max(uid) + 1000 as uid from entity')).uid;
    await expect(
      t.database.pool.query('insert into folder_membership (entity_uid, folder_uid) values ($1, $2)', [missing, siteA]),
    ).rejects.toMatchObject({ code: '23503' });
  });
});

describe('membership_tree_on_entity_update (folder_membership_tree_entity_updated)', () => {
  it('an entity renamed, deactivated or given another type rewrites every membership of it, in one statement', async () => {
    const x = await newEntity(t.database.pool, 22, 'Tree Contact Before');
    await t.database.pool.query('insert into folder_membership (entity_uid, folder_uid) values ($1, $2), ($1, $3)', [x, siteA, siteB]);
    await t.database.pool.query("update entity set label = 'Tree Contact After', active = false, type_id = 27 where uid = $1", [x]);
    expect((await copiesOf(x)).map(({ xmin: _, ...c }) => c)).toEqual([
      { folder_uid: siteA, type_id: 27, active: false, sort_label: 'tree contact after' },
      { folder_uid: siteB, type_id: 27, active: false, sort_label: 'tree contact after' },
    ]);
  });

  it('leaves the memberships alone when the lowered label, type and active flag stay the same', async () => {
    const x = await newEntity(t.database.pool, 22, 'Tree Contact Case');
    await t.database.pool.query('insert into folder_membership (entity_uid, folder_uid) values ($1, $2)', [x, siteA]);
    const before = await copiesOf(x);
    await t.database.pool.query("update entity set label = 'TREE CONTACT CASE', updated_at = now() where uid = $1", [x]);
    expect(await copiesOf(x)).toEqual(before);
  });
});
