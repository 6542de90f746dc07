// spec 000 §2 Explorer, §3 navigation tree node, §5 search: through HTTP against the demo world.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { TEST_ADMIN_PASSWORD } from './constants';
import { folderUid, memberOf, signedIn, sitesUnder, type Api } from './shell-helpers';

let t: TestContext;
let propane: Api;
let lube: Api;
let propaneCompany: number;
let lubeCompany: number;
let org: number;
let site: number;

beforeAll(async () => {
  t = await createTestContext();
  propane = await signedIn(t, 'demo-propane');
  lube = await signedIn(t, 'demo-lube');
  propaneCompany = await folderUid(t, 'Propane Distributor');
  lubeCompany = await folderUid(t, 'Lube Distributor');
  org = await folderUid(t, 'Northern Wisconsin Branch');
  [site] = (await sitesUnder(t, 'Northern Wisconsin Branch', 1)) as [number];
});
afterAll(() => t.close());

describe('GET /api/Navigation/Node/{uid} of a folder', () => {
  it('answers the folder with its counts and the first page of each list, users, assets, devices, then folders', async () => {
    const res = await propane.get(`/api/Navigation/Node/${site}?limit=100`);
    expect(res.statusCode).toBe(200);
    const node = res.json();
    expect(node).toMatchObject({ uid: site, typeId: 2, folderUid: site, collectionTypeId: 0 });
    expect(node.folderUidPath).toEqual([propaneCompany, org, site]);
    expect(node.folderNamePath.slice(0, 2)).toEqual(['Propane Distributor', 'Northern Wisconsin Branch']);
    expect(node.counts.assets).toBeGreaterThan(0);
    expect(node.counts.devices).toBeGreaterThan(0);
    expect(node.counts.folders).toBe(0);
    expect(node.assets.items).toHaveLength(node.counts.assets);
    expect(node.assets.items[0]).toMatchObject({ typeId: 10, iconName: 'Tank', copy: false, readOnly: false });
    const labels = node.assets.items.map((i: { label: string }) => i.label.toLowerCase());
    expect(labels).toEqual([...labels].sort());
  });

  it("never names the folders above the caller's base folder", async () => {
    const node = (await propane.get(`/api/Navigation/Node/${propaneCompany}`)).json();
    expect(node.folderUidPath).toEqual([propaneCompany]);
    expect(node.parentUid).toBeNull();
    expect(node.counts.folders).toBe(4);
    expect(node.folders.items.map((f: { label: string }) => f.label)).toContain('Northern Wisconsin Branch');
    expect(node.folders.items[0]).toMatchObject({ typeId: 2, hasFolders: true, hasAssetsOrDevices: false, isOwnAdmin: false });
  });

  it('pages a large list by keyset: every item once, in order, never the whole folder at once', async () => {
    const first = (await propane.get(`/api/Navigation/Node/${org}?limit=50`)).json();
    expect(first.folders.items).toHaveLength(50);
    expect(first.folders.next).toEqual(expect.any(String));
    const seen = [...first.folders.items];
    let next = first.folders.next;
    while (next) {
      const page = (await propane.get(`/api/Navigation/Node/${org}/Children?typeId=2&limit=50&after=${encodeURIComponent(next)}`)).json();
      expect(page.items.length).toBeLessThanOrEqual(50);
      seen.push(...page.items);
      next = page.next;
    }
    expect(seen).toHaveLength(first.counts.folders);
    expect(new Set(seen.map((f) => f.uid)).size).toBe(seen.length);
    const keys = seen.map((f) => `${f.label.toLowerCase()}\u0000${String(f.uid).padStart(12, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('lists only active children', async () => {
    const asset = await memberOf(t, site, 10);
    await t.database.pool.query('update entity set active = false where uid = $1', [asset.uid]);
    const node = (await propane.get(`/api/Navigation/Node/${site}`)).json();
    await t.database.pool.query('update entity set active = true where uid = $1', [asset.uid]);
    expect(node.assets.items.map((i: { uid: number }) => i.uid)).not.toContain(asset.uid);
  });

  it('refuses a cursor it did not make and a type it does not list', async () => {
    const bad = await propane.get(`/api/Navigation/Node/${org}/Children?typeId=2&after=garbage`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.after[0]).toMatch(/^After: /);
    const type = await propane.get(`/api/Navigation/Node/${org}/Children?typeId=22`);
    expect(type.statusCode).toBe(400);
    expect(type.json().errors.typeId).toEqual(['Type Id: must be 2, 5, 10, 16 or 21']);
  });
});

// The tree counts and sorts a folder's members by copies of their entity's type, active flag and
// lower(label) on folder_membership (docs/decisions/046-membership-tree-columns.md): every change
// to an entity or a membership shows in the tree at once.
describe('the tree follows every change to its members', () => {
  type Item = { uid: number; label: string; copy: boolean };
  /** Memberships whose copied columns differ from their entity's. */
  const stale = async () =>
    (
      await t.database.pool.query(
        `select m.entity_uid, m.folder_uid from folder_membership m join entity e on e.uid = m.entity_uid
          where (m.type_id, m.active, m.sort_label) is distinct from (e.type_id, e.active, lower(e.label))`,
      )
    ).rows;
  /** A folder's list of `typeId`, every page of `size`, and its count from the node. */
  const listed = async (folder: number, typeId: number, size = 2) => {
    const node = (await propane.get(`/api/Navigation/Node/${folder}?limit=${size}`)).json();
    const key = ({ 5: 'users', 10: 'assets', 16: 'devices' } as const)[typeId as 5 | 10 | 16];
    const items: Item[] = [...node[key].items];
    // A bounded walk: a keyset that stopped following the names would repeat pages for ever.
    for (let next = node[key].next, pages = 0; next && pages < 100; pages++) {
      const page = (
        await propane.get(`/api/Navigation/Node/${folder}/Children?typeId=${typeId}&limit=${size}&after=${encodeURIComponent(next)}`)
      ).json();
      items.push(...page.items);
      next = page.next;
    }
    return { count: node.counts[key] as number, items };
  };
  const inOrder = (items: Item[]) => {
    const keys = items.map((i) => `${i.label.toLowerCase()}\u0000${String(i.uid).padStart(12, '0')}`);
    return keys.every((k, i) => i === 0 || keys[i - 1]! < k);
  };
  let a: number;
  let b: number;

  beforeAll(async () => {
    // Two of the company's sites (not the one the tests above read) with a few tanks and devices.
    const { rows } = await t.database.pool.query<{ uid: number }>(
      `select m.folder_uid as uid from folder_membership m join entity e on e.uid = m.entity_uid join folder f on f.uid = m.folder_uid
        where f.path @> array[$1::bigint] and f.uid <> $2
        group by m.folder_uid having count(*) filter (where e.type_id = 10) >= 3 and count(*) filter (where e.type_id = 16) >= 2
        order by m.folder_uid limit 2`,
      [propaneCompany, site],
    );
    [a, b] = rows.map((r) => r.uid) as [number, number];
  });

  it('holds for the whole seeded world', async () => {
    expect(await stale()).toEqual([]);
  });

  it('re-sorts a renamed asset, and pages stay in name order', async () => {
    const asset = await memberOf(t, a, 10);
    expect((await propane.put(`/api/Entity/${asset.uid}/Rename`, { label: '000 First tank' })).statusCode).toBe(200);
    let list = await listed(a, 10);
    expect(list.items[0]).toMatchObject({ uid: asset.uid, label: '000 First tank' });
    expect(inOrder(list.items)).toBe(true);
    expect((await propane.put(`/api/Entity/${asset.uid}/Rename`, { label: 'ZZZ Last tank' })).statusCode).toBe(200);
    list = await listed(a, 10);
    expect(list.items.at(-1)).toMatchObject({ uid: asset.uid, label: 'ZZZ Last tank' });
    expect(list.items).toHaveLength(list.count);
    expect(inOrder(list.items)).toBe(true);
    expect(await stale()).toEqual([]);
  });

  it('moves an asset out of one list and into the other, counts and order with it', async () => {
    const [from, to] = [await listed(a, 10), await listed(b, 10)];
    const asset = from.items[1]!;
    expect((await propane.put(`/api/Entity/${asset.uid}/Move`, { srcFolderUid: a, destFolderUid: b })).statusCode).toBe(200);
    const [from2, to2] = [await listed(a, 10), await listed(b, 10)];
    expect(from2.count).toBe(from.count - 1);
    expect(from2.items.map((i) => i.uid)).not.toContain(asset.uid);
    expect(to2.count).toBe(to.count + 1);
    expect(to2.items.map((i) => i.uid)).toContain(asset.uid);
    expect(inOrder(to2.items)).toBe(true);
    expect(await stale()).toEqual([]);
  });

  it('lists a copy in the target, and drops a deleted asset from every list and count', async () => {
    const asset = (await listed(a, 10)).items[0]!;
    const before = await listed(b, 10);
    expect((await propane.put(`/api/Entity/${asset.uid}/Copy`, { destFolderUid: b, readOnly: false })).statusCode).toBe(200);
    const copied = await listed(b, 10);
    expect(copied.count).toBe(before.count + 1);
    expect(copied.items.find((i) => i.uid === asset.uid)).toMatchObject({ copy: true });
    expect(inOrder(copied.items)).toBe(true);

    const inA = (await listed(a, 10)).count;
    expect((await propane.del(`/api/Asset/${asset.uid}`)).json()).toEqual({ removed: true, deactivated: true });
    const [a2, b2] = [await listed(a, 10), await listed(b, 10)];
    expect(a2.count).toBe(inA - 1);
    expect(b2.count).toBe(before.count);
    expect([...a2.items, ...b2.items].map((i) => i.uid)).not.toContain(asset.uid);
    expect(await stale()).toEqual([]);
  });

  it('follows entities changed by SQL, several in one statement: deactivated, reactivated, renamed, given another type', async () => {
    const devices = await listed(a, 16);
    const [d1, d2] = devices.items as [Item, Item];
    await t.database.pool.query('update entity set active = false where uid = any($1::bigint[])', [[d1.uid, d2.uid]]);
    expect((await listed(a, 16)).count).toBe(devices.count - 2);
    await t.database.pool.query("update entity set active = true, label = 'AAA ' || label where uid = any($1::bigint[])", [
      [d1.uid, d2.uid],
    ]);
    const back = await listed(a, 16);
    expect(back.count).toBe(devices.count);
    expect(
      back.items
        .slice(0, 2)
        .map((i) => i.uid)
        .sort(),
    ).toEqual([d1.uid, d2.uid].sort());
    expect(inOrder(back.items)).toBe(true);
    // A case-only rename keeps the sort key; another type moves it to that type's list.
    await t.database.pool.query('update entity set label = lower(label) where uid = $1', [d1.uid]);
    await t.database.pool.query('update entity set type_id = 10 where uid = $1', [d2.uid]);
    const [assets, devices2] = [await listed(a, 10), await listed(a, 16)];
    expect(assets.items.map((i) => i.uid)).toContain(d2.uid);
    expect(devices2.count).toBe(devices.count - 1);
    expect(await stale()).toEqual([]);
    await t.database.pool.query('update entity set type_id = 16 where uid = $1', [d2.uid]);
    expect(await stale()).toEqual([]);
  });
});

describe('GET /api/Navigation/Node/{uid} of an entity', () => {
  it('answers the entity where it stands', async () => {
    const asset = await memberOf(t, site, 10);
    const node = (await propane.get(`/api/Navigation/Node/${asset.uid}`)).json();
    expect(node).toMatchObject({ uid: asset.uid, typeId: 10, label: asset.label, folderUid: site, copy: false });
    expect(node.folderUidPath).toEqual([propaneCompany, org, site]);
    expect(node.counts).toBeUndefined();
  });
});

describe("one company never sees another's tree", () => {
  it("answers 404 for another company's folders, entities and lists, without naming them", async () => {
    const lubeSite = (await sitesUnder(t, 'Inland Empire Branch', 1))[0]!;
    const lubeAsset = await memberOf(t, lubeSite, 10);
    for (const url of [
      `/api/Navigation/Node/${lubeCompany}`,
      `/api/Navigation/Node/${lubeSite}`,
      `/api/Navigation/Node/${lubeAsset.uid}`,
      `/api/Navigation/Node/${lubeSite}/Children?typeId=10`,
      `/api/Navigation/Search?term=tank&baseFolderUid=${lubeCompany}`,
    ]) {
      const res = await propane.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain(lubeAsset.label);
    }
    expect((await lube.get(`/api/Navigation/Node/${site}`)).statusCode).toBe(404);
  });

  it('shows a branch dispatcher only the branch', async () => {
    const dispatcher = await signedIn(t, 'bkowalski.propane');
    expect((await dispatcher.get(`/api/Navigation/Node/${org}`)).statusCode).toBe(200);
    expect((await dispatcher.get(`/api/Navigation/Node/${propaneCompany}`)).statusCode).toBe(404);
    const other = await folderUid(t, 'Central Minnesota Branch');
    expect((await dispatcher.get(`/api/Navigation/Node/${other}`)).statusCode).toBe(404);
  });
});

describe('GET /api/Navigation/Search (spec 000 §5)', () => {
  const search = (api: Api, term: string, extra = '') => api.get(`/api/Navigation/Search?term=${encodeURIComponent(term)}${extra}`);

  it("refuses a term under three characters with the spec's words", async () => {
    const res = await search(propane, 'ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.term).toEqual(['Search term must be at least three characters in length.']);
  });

  it("refuses markup or invalid characters with the spec's words", async () => {
    for (const term of ['<b>tank</b>', 'tank<', 'x&lt;y']) {
      const res = await search(propane, term);
      expect(res.statusCode, term).toBe(400);
      expect(res.json().errors.term).toEqual(['Search term contains invalid characters or markup. Please enter only text values.']);
    }
  });

  it('refuses more than 100 characters', async () => {
    const res = await search(propane, 'a'.repeat(101));
    expect(res.json().errors.term).toEqual(['Search term must be at most 100 characters in length.']);
  });

  it('finds folders by name and says what matched', async () => {
    const res = await search(propane, 'wisconsin');
    expect(res.statusCode).toBe(200);
    const folder = res.json().results.find((r: { label: string }) => r.label === 'Northern Wisconsin Branch');
    expect(folder).toMatchObject({
      typeId: 2,
      uid: org,
      folderUid: org,
      matches: [{ searchField: 'label', searchValue: 'Northern Wisconsin Branch' }],
    });
  });

  it('finds devices by serial number, users by user name, contacts and users by contact name and email, folders by address', async () => {
    const {
      rows: [device],
    } = await t.database.pool.query(
      `select d.uid, d.serial_number from device d join folder_membership m on m.entity_uid = d.uid where m.folder_uid = $1 order by d.uid limit 1`,
      [site],
    );
    const bySerial = (await search(propane, device.serial_number)).json().results;
    expect(bySerial.find((r: { uid: number }) => r.uid === device.uid).matches).toContainEqual({
      searchField: 'serialNumber',
      searchValue: device.serial_number,
    });

    const byUser = (await search(propane, 'bkowalski')).json().results;
    expect(byUser.find((r: { typeId: number }) => r.typeId === 5).matches).toContainEqual({
      searchField: 'userName',
      searchValue: 'bkowalski.propane',
    });

    const byName = (await search(propane, 'Brenda Kowalski')).json().results;
    const user = byName.find((r: { typeId: number }) => r.typeId === 5);
    expect(user.matches).toContainEqual({ searchField: 'contactName', searchValue: 'Brenda Kowalski' });
    expect(byName.find((r: { typeId: number }) => r.typeId === 22).matches).toContainEqual({
      searchField: 'contactName',
      searchValue: 'Brenda Kowalski',
    });

    const {
      rows: [contact],
    } = await t.database.pool.query(
      "select c.config->>'emailAddress' as email from contact c join app_user u on u.contact_uid = c.uid where u.user_name = 'bkowalski.propane'",
    );
    const byEmail = (await search(propane, contact.email)).json().results;
    expect(byEmail.find((r: { typeId: number }) => r.typeId === 5).matches).toContainEqual({
      searchField: 'emailAddress',
      searchValue: contact.email,
    });

    const {
      rows: [addr],
    } = await t.database.pool.query("select address->>'address1' as street from folder where uid = $1", [site]);
    const byAddress = (await search(propane, addr.street)).json().results;
    expect(byAddress.find((r: { uid: number }) => r.uid === site).matches[0]).toMatchObject({ searchField: 'address' });
  });

  it("searches only inside the caller's scope and the base folder asked for", async () => {
    // Every company has tanks named "... gal ..."; only the caller's come back, at most 200.
    const answer = (await search(propane, 'gal')).json();
    const results = answer.results as { uid: number; folderUid: number }[];
    expect(results).toHaveLength(200);
    expect(answer.truncated).toBe(true);
    const { rows } = await t.database.pool.query('select uid from folder where path @> array[$1::bigint]', [propaneCompany]);
    const own = new Set(rows.map((r) => r.uid));
    for (const r of results) expect(own.has(r.folderUid)).toBe(true);

    const branch = (await search(propane, 'gal', `&baseFolderUid=${org}`)).json().results as { folderUid: number }[];
    expect(branch.length).toBeGreaterThan(0);
    const { rows: below } = await t.database.pool.query('select uid from folder where path @> array[$1::bigint]', [org]);
    const inBranch = new Set(below.map((r) => r.uid));
    for (const r of branch) expect(inBranch.has(r.folderUid)).toBe(true);

    const lubeOnly = (await search(lube, 'Northern Wisconsin')).json().results;
    expect(lubeOnly).toEqual([]);
  });

  it('lets the system administrator search every company', async () => {
    const admin = await signedIn(t, 'admin', TEST_ADMIN_PASSWORD);
    const labels = (await search(admin, 'Distributor')).json().results.map((r: { label: string }) => r.label);
    expect(labels).toEqual(expect.arrayContaining(['Propane Distributor', 'Lube Distributor', 'Fuel Distributor']));
  });
});

// spec 000 §3 "(and Product in the tree)" (issue 19): a folder's products are a list of its node.
describe('products in the explorer tree', () => {
  it("lists the company's products in its node and by page, each opening as a node of its own", async () => {
    const node = (await propane.get(`/api/Navigation/Node/${propaneCompany}?limit=100`)).json();
    expect(node.counts.products).toBeGreaterThan(0);
    expect(node.products.items).toHaveLength(node.counts.products);
    const first = node.products.items[0];
    expect(first).toMatchObject({ typeId: 21, iconName: 'Product' });
    const labels = node.products.items.map((i: { label: string }) => i.label.toLowerCase());
    expect(labels).toEqual([...labels].sort());

    const page = await propane.get(`/api/Navigation/Node/${propaneCompany}/Children?typeId=21&limit=1`);
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toEqual([first]);
    expect(page.json().next === null).toBe(node.counts.products === 1);

    const product = await propane.get(`/api/Navigation/Node/${first.uid}?fuid=${propaneCompany}`);
    expect(product.statusCode).toBe(200);
    expect(product.json()).toMatchObject({ uid: first.uid, typeId: 21, folderUid: propaneCompany, label: first.label });
    // Another company's product is not theirs to open.
    expect((await lube.get(`/api/Navigation/Node/${first.uid}`)).statusCode).toBe(404);
    // A site holds none.
    expect((await propane.get(`/api/Navigation/Node/${site}`)).json().counts.products).toBe(0);
    // A type the tree does not list.
    const bad = await propane.get(`/api/Navigation/Node/${propaneCompany}/Children?typeId=23`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Type Id: must be 2, 5, 10, 16 or 21');
  });
});
