// spec 001 §7 Entity: GET Entity/Tags, GET Entity/{uid}/UsedBy, GET Entity/ByFolder/{folder}/
// UsedByCounts (docs/decisions/100-catalogue-rest.md): the tags in use in the caller's scope; what
// uses a product or a contact group, as far as the caller may see; the counts of a folder's entities.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityType } from '@ullage/domain/entity-types';
import { createTestContext, type TestContext } from './helpers';
import { folderUid, signedIn, type Api } from './shell-helpers';

let t: TestContext;
let admin: Api;
let fuel: Api;
let dispatcher: Api;
let company: number;
let branch: number;
/** The propane product held by the most tanks, and the folder it stands in. */
let product: { uid: number; folderUid: number; label: string };

const rows = async <T>(text: string, values: unknown[] = []) => (await t.database.pool.query(text, values)).rows as T[];

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedIn(t, 'demo-propane');
  fuel = await signedIn(t, 'demo-fuel');
  dispatcher = await signedIn(t, 'bkowalski.propane');
  company = await folderUid(t, 'Propane Distributor');
  branch = await folderUid(t, 'Northern Wisconsin Branch');
  const [found] = await rows<{ uid: number; folderUid: number; label: string }>(
    `select a.product_uid as uid, min(m.folder_uid) as "folderUid", min(pe.label) as label
       from asset a join entity ae on ae.uid = a.uid and ae.active
       join entity pe on pe.uid = a.product_uid
       join folder_membership m on m.entity_uid = a.product_uid and not m.is_copy
       join folder f on f.uid = m.folder_uid and f.path @> array[$1::bigint]
      group by a.product_uid order by count(*) desc limit 1`,
    [company],
  );
  if (!found) throw new Error('the demo world has no propane product on a tank');
  product = found;
});
afterAll(() => t.close());

describe('Entity/{uid}/UsedBy', () => {
  it('lists the tanks holding a product, each once, in the folder it stands in', async () => {
    const res = await admin.get(`/api/Entity/${product.uid}/UsedBy`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json() as { uid: number; typeId: number; folderUid: number; kind: string }[];
    const expected = await rows<{ uid: number }>(
      `select a.uid from asset a join entity e on e.uid = a.uid and e.active where a.product_uid = $1 order by a.uid`,
      [product.uid],
    );
    expect(items.map((i) => i.uid).sort((a, b) => a - b)).toEqual(expected.map((r) => r.uid));
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['product']));
    expect(items.every((i) => i.typeId === EntityType.Asset && i.folderUid > 0)).toBe(true);
  });

  it("answers a branch's user 404 for the company's product, which stands above the branch", async () => {
    expect(product.folderUid).toBe(company);
    expect((await dispatcher.get(`/api/Entity/${product.uid}/UsedBy`)).statusCode).toBe(404);
    expect((await dispatcher.get(`/api/Entity/ByFolder/${company}/UsedByCounts`)).statusCode).toBe(404);
    expect((await dispatcher.get(`/api/Entity/ByFolder/${branch}/UsedByCounts`)).statusCode).toBe(200);
  });

  it('lists the entities whose alerts go to a contact group', async () => {
    const [group] = await rows<{ uid: number; n: number }>(
      `select al.contact_group_uid as uid, count(distinct al.entity_uid)::int as n
         from alert al join folder_membership m on m.entity_uid = al.contact_group_uid
         join folder f on f.uid = m.folder_uid and f.path @> array[$1::bigint]
         join entity e on e.uid = al.entity_uid and e.active
        group by 1 order by 2 desc limit 1`,
      [company],
    );
    if (!group) throw new Error('the demo world has no alert sent to a contact group');
    const items = (await admin.get(`/api/Entity/${group.uid}/UsedBy`)).json() as { kind: string }[];
    expect(items.filter((i) => i.kind === 'alert')).toHaveLength(group.n);
  });

  it("answers 404 for another company's entity", async () => {
    expect((await fuel.get(`/api/Entity/${product.uid}/UsedBy`)).statusCode).toBe(404);
  });
});

describe('Entity/ByFolder/{folder}/UsedByCounts', () => {
  it("counts, for the folder's entities, what uses each", async () => {
    const res = await admin.get(`/api/Entity/ByFolder/${product.folderUid}/UsedByCounts`);
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json() as { uid: number; typeId: number; count: number }[];
    const used = (await admin.get(`/api/Entity/${product.uid}/UsedBy`)).json() as unknown[];
    expect(counts.find((c) => c.uid === product.uid)).toEqual({ uid: product.uid, typeId: EntityType.Product, count: used.length });
    expect((await fuel.get(`/api/Entity/ByFolder/${product.folderUid}/UsedByCounts`)).statusCode).toBe(404);
  });
});

describe('Entity/Tags', () => {
  it("lists the tags in use in the caller's scope, one of each, and no other company's", async () => {
    const p = (await admin.get(`/api/Product/${product.uid}`)).json();
    const saved = await admin.put(`/api/Product/${p.uid}`, {
      config: {
        sku: p.config.sku,
        name: p.config.name,
        density: p.config.density,
        defaultMaxFillPercent: p.config.defaultMaxFillPercent,
        classId: p.config.classId,
      },
      tags: ['Winter Blend', 'Bulk'],
      active: p.active,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = (await admin.get('/api/Entity/Tags')).json() as { id: number; description: string; typeName: string }[];
    expect(mine).toEqual(expect.arrayContaining([expect.objectContaining({ description: 'Winter Blend', typeName: 'Product' })]));
    expect(new Set(mine.map((m) => `${m.typeName}:${m.description.toLowerCase()}`)).size).toBe(mine.length);
    expect(mine.map((m) => m.id)).toEqual(mine.map((_, i) => i + 1));
    const theirs = (await fuel.get('/api/Entity/Tags')).json() as { description: string }[];
    expect(theirs.some((x) => x.description === 'Winter Blend')).toBe(false);
  });
});
