// The report rows' functions and triggers (server/src/db/functions: report_*.sql and
// report_*.trigger.sql; docs/decisions/033-report-rows.md), called and driven with plain SQL on a
// small world of their own: what each function writes, and what each trigger makes the rows say
// after an insert, update or delete of the table it watches. report-rows.test.ts checks the same
// rows through the services (HTTP calls, ingestion, the sweep).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, newDevice, newEntity, newFolder, newTank, one, placeIn, reportDrift, type TestDevice } from './db-world';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let company: number;
let region: number;
let siteA: number;
let siteB: number;
let productClass: number;
let product: number;
let gateway: TestDevice;
let device: TestDevice;
let tank: number;

const q = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);
const value = async <T>(text: string, values: unknown[] = []) => (await one<{ v: T }>(t.database.pool, text, values)).v;

/** The asset report row of `asset` in `folder` (undefined when there is none). */
async function assetRow(asset: number, folder: number): Promise<Record<string, unknown> | undefined> {
  return (await q('select * from asset_report_row where asset_uid = $1 and folder_uid = $2', [asset, folder])).rows[0];
}

async function deviceRow(uid: number, folder: number): Promise<Record<string, unknown> | undefined> {
  return (await q('select * from device_report_row where device_uid = $1 and folder_uid = $2', [uid, folder])).rows[0];
}

const scopeKey = (folder: number) => value<string>('select scope_key as v from report_folder where folder_uid = $1', [folder]);

async function expectCurrent(step: string) {
  expect(await reportDrift(t.database.pool), step).toEqual({ assets: 0, devices: 0 });
}

beforeAll(async () => {
  t = await createTestContext();
  const db = t.database.pool;
  company = await value<number>("select f.uid as v from folder f join entity e on e.uid = f.uid where e.label = 'Lube Distributor'");
  region = await newFolder(db, company, 'Rows Region');
  siteA = await newFolder(db, region, 'Rows Site A', { city: 'Fresno', state: 'CA' });
  siteB = await newFolder(db, region, 'Rows Site B');
  productClass = await value<number>("insert into product_class (folder_uid, name) values ($1, 'Rows Class') returning id as v", [company]);
  product = await newEntity(db, 21, 'Rows Product');
  await q("insert into product (uid, sku, name, class_id) values ($1, 'ROWS-1', 'Rows Product', $2)", [product, productClass]);
  gateway = await newDevice(db, siteA, 'ROWS-GW');
  device = await newDevice(db, siteA, 'ROWS-1', gateway.device);
  tank = await newTank(db, siteA, 'Rows Tank', device.sensor, product);
});
afterAll(() => t.close());

describe('report_scope_key and report_folder_path_text', () => {
  it("make a folder path's key ('/1/1001/1005/') and its labels below the root", async () => {
    expect(await value<string>('select report_scope_key(array[1, 1001, 1005]::bigint[]) as v')).toBe('/1/1001/1005/');
    const companyText = await value<string>('select report_folder_path_text(path) as v from folder where uid = $1', [company]);
    expect(companyText).toMatch(/Lube Distributor$/);
    expect(await value<string>('select report_folder_path_text(path) as v from folder where uid = $1', [siteA])).toBe(
      `${companyText} / Rows Region / Rows Site A`,
    );
  });
});

describe('report_rows_deferred', () => {
  it("is true only in a transaction that set ullage.report_rows = 'deferred', and then the triggers stand aside", async () => {
    expect(await value<boolean>('select report_rows_deferred() as v')).toBe(false);
    const inside = await inTransaction(t.database.pool, null, async (c) => {
      await c.query("select set_config('ullage.report_rows', 'deferred', true)");
      await c.query("update entity set label = 'Rows Tank (bulk)' where uid = $1", [tank]);
      return {
        deferred: (await one<{ v: boolean }>(c, 'select report_rows_deferred() as v')).v,
        label: (await one<{ v: string }>(c, 'select label as v from asset_report_row where asset_uid = $1', [tank])).v,
      };
    });
    expect(inside).toEqual({ deferred: true, label: 'Rows Tank' });
    await q("update entity set label = 'Rows Tank' where uid = $1", [tank]);
  });
});

describe('report_folder: report_refresh_folders and its triggers', () => {
  it('report_folder_on_insert: a new folder gets its scope key and path text', async () => {
    const site = await newFolder(t.database.pool, region, 'Rows Site New');
    const path = await value<number[]>('select path as v from folder where uid = $1', [site]);
    expect((await q('select scope_key, path_text from report_folder where folder_uid = $1', [site])).rows[0]).toEqual({
      scope_key: `/${path.join('/')}/`,
      path_text: expect.stringMatching(/ \/ Rows Region \/ Rows Site New$/),
    });
  });

  it('report_folder_on_update: a region renamed changes the text of everything below; a folder moved, its key', async () => {
    const other = await newFolder(t.database.pool, company, 'Rows Other Region');
    const site = await newFolder(t.database.pool, region, 'Rows Site Moving');
    await q("update entity set label = 'Rows Region Renamed' where uid = $1", [region]);
    expect(await value<string>('select path_text as v from report_folder where folder_uid = $1', [siteA])).toMatch(
      / \/ Rows Region Renamed \/ Rows Site A$/,
    );
    await q('update folder set parent_uid = $2, path = (select path from folder where uid = $2) || uid where uid = $1', [site, other]);
    expect(await scopeKey(site)).toBe(`${await scopeKey(other)}${site}/`);
    expect(await value<string>('select path_text as v from report_folder where folder_uid = $1', [site])).toMatch(
      / \/ Rows Other Region \/ Rows Site Moving$/,
    );
    await q("update entity set label = 'Rows Region' where uid = $1", [region]);
  });

  it('report_refresh_folders: rewrites these folders and every folder below them, no other', async () => {
    await q("update report_folder set path_text = 'stale' where folder_uid = any($1::bigint[])", [[company, region, siteA, siteB]]);
    await q('select report_refresh_folders(array[$1]::bigint[])', [region]);
    const { rows } = await q(
      `select rf.folder_uid, rf.path_text = report_folder_path_text(f.path) as current
         from report_folder rf join folder f on f.uid = rf.folder_uid where rf.folder_uid = any($1::bigint[]) order by 1`,
      [[company, region, siteA, siteB]],
    );
    expect(rows).toEqual([
      { folder_uid: company, current: false },
      { folder_uid: region, current: true },
      { folder_uid: siteA, current: true },
      { folder_uid: siteB, current: true },
    ]);
    await q('select report_refresh_folders(array[$1]::bigint[])', [company]);
  });
});

describe('report_folder_contact: report_refresh_folder_contacts and its triggers (issue 14)', () => {
  const contactOf = async (folder: number) =>
    (await q('select contact_uid, name, phone, mobile, note from report_folder_contact where folder_uid = $1', [folder])).rows[0];
  async function newContact(folder: number, first: string, extra: Record<string, string> = {}) {
    const uid = await newEntity(t.database.pool, 22, `${first} Rows`);
    await q('insert into contact (uid, config) values ($1, $2)', [
      uid,
      { firstName: first, lastName: 'Rows', emailAddress: 'r@x.test', ...extra },
    ]);
    await placeIn(t.database.pool, uid, folder);
    return uid;
  }

  it("gives a folder its first active contact, else the nearest folder's above, and follows edits, moves and deactivation", async () => {
    const db = t.database.pool;
    const region2 = await newFolder(db, company, 'Contacts Region');
    const site = await newFolder(db, region2, 'Contacts Site');
    // Nothing in the site or the region: the company's first contact.
    const companyFirst = await value<number>(
      `select m.entity_uid as v from folder_membership m where m.folder_uid = $1 and m.type_id = 22 and m.active order by 1 limit 1`,
      [company],
    );
    expect(await contactOf(site)).toMatchObject({ contact_uid: companyFirst });

    const inRegion = await newContact(region2, 'Rhea', { phoneNumber: '(559) 555-0100', extension: '7' });
    expect(await contactOf(site)).toMatchObject({ contact_uid: inRegion, name: 'Rhea Rows', phone: '(559) 555-0100 x7', mobile: null });
    const own = await newContact(site, 'Sam', { mobileNumber: '(559) 555-0101', note: 'Gate code 1' });
    await newContact(site, 'Tom');
    expect(await contactOf(site)).toEqual({
      contact_uid: own,
      name: 'Sam Rows',
      phone: null,
      mobile: '(559) 555-0101',
      note: 'Gate code 1',
    });
    expect(await contactOf(region2)).toMatchObject({ contact_uid: inRegion });

    // report_folder_contact_updated: the contact's config edited.
    await q(`update contact set config = config || '{"note": "Dog"}' where uid = $1`, [own]);
    expect(await contactOf(site)).toMatchObject({ note: 'Dog' });
    // report_folder_contact_membership_updated: deactivated (its membership's copy of active), then back.
    await q('update entity set active = false where uid = $1', [own]);
    expect(await contactOf(site)).toMatchObject({ name: 'Tom Rows' });
    await q('update entity set active = true where uid = $1', [own]);
    expect(await contactOf(site)).toMatchObject({ contact_uid: own });
    // report_folder_contact_membership_removed: out of the site.
    await q('delete from folder_membership where entity_uid = $1', [own]);
    expect(await contactOf(site)).toMatchObject({ name: 'Tom Rows' });

    // report_refresh_folders: a folder moved under another parent finds its contact there.
    const empty = await newFolder(db, region2, 'Contacts Empty');
    expect(await contactOf(empty)).toMatchObject({ contact_uid: inRegion });
    await q('update folder set parent_uid = $2, path = (select path from folder where uid = $2) || uid where uid = $1', [empty, site]);
    expect(await contactOf(empty)).toMatchObject({ name: 'Tom Rows' });

    // report_rebuild: the same rows from scratch.
    const before = (await q('select * from report_folder_contact order by folder_uid')).rows;
    await q("update report_folder_contact set name = 'stale'");
    await q('select report_rebuild()');
    expect((await q('select * from report_folder_contact order by folder_uid')).rows).toEqual(before);
  });
});

describe('report_refresh_assets, report_refresh_devices, report_refresh_entities, report_refresh_placement', () => {
  it('report_refresh_assets: writes what asset_report_source says for these assets and deletes the rows it does not list', async () => {
    const row = await assetRow(tank, siteA);
    expect(row).toMatchObject({ label: 'Rows Tank', folder_label: 'Rows Site A', device_uid: device.device, product_name: 'Rows Product' });
    await q("update asset_report_row set label = 'stale' where asset_uid = $1", [tank]);
    // A row where the tank does not stand.
    await q(
      `insert into asset_report_row select (jsonb_populate_record(null::asset_report_row, to_jsonb(r) || jsonb_build_object('folder_uid', $2::bigint))).*
         from asset_report_row r where r.asset_uid = $1`,
      [tank, siteB],
    );
    await q('select report_refresh_assets(array[$1]::bigint[])', [tank]);
    expect(await assetRow(tank, siteA)).toEqual(row);
    expect(await assetRow(tank, siteB)).toBeUndefined();
  });

  it("report_refresh_devices: the same for devices (a gateway's count of the devices in its slots)", async () => {
    const row = await deviceRow(gateway.device, siteA);
    expect(row).toMatchObject({ serial_number: 'ROWS-GW', children: 1, tanks: 1 });
    await q('delete from device_report_row where device_uid = $1', [gateway.device]);
    await q('select report_refresh_devices(array[$1]::bigint[])', [gateway.device]);
    expect(await deviceRow(gateway.device, siteA)).toEqual(row);
  });

  it('report_refresh_entities: a folder is everything in its subtree; a device, the assets it feeds and its gateway', async () => {
    await q("update asset_report_row set label = 'stale' where asset_uid = $1", [tank]);
    await q("update device_report_row set label = 'stale' where device_uid = any($1::bigint[])", [[gateway.device, device.device]]);
    await q('select report_refresh_entities(array[$1]::bigint[])', [region]);
    await expectCurrent('a region refreshed');
    await q("update asset_report_row set device_serial = 'stale' where asset_uid = $1", [tank]);
    await q('update device_report_row set tanks = 99 where device_uid = $1', [gateway.device]);
    await q('select report_refresh_entities(array[$1]::bigint[])', [device.device]);
    expect(await assetRow(tank, siteA)).toMatchObject({ device_serial: 'ROWS-1' });
    expect(await deviceRow(gateway.device, siteA)).toMatchObject({ tanks: 1 });
  });

  it('report_refresh_placement: rewrites the placement columns of the rows standing in these folders, found by their scope key', async () => {
    await q("update asset_report_row set folder_label = 'stale', city = null where folder_uid = $1", [siteA]);
    await q("update device_report_row set folder_label = 'stale', city = null where folder_uid = $1", [siteA]);
    await q('select report_refresh_placement(array[$1]::bigint[], array[$2])', [siteA, '/no/such/key/']);
    expect(await assetRow(tank, siteA)).toMatchObject({ folder_label: 'stale', city: null });
    await q('select report_refresh_placement(array[$1]::bigint[], array[$2])', [siteA, await scopeKey(siteA)]);
    expect(await assetRow(tank, siteA)).toMatchObject({ folder_label: 'Rows Site A', city: 'Fresno', state: 'CA' });
    expect(await deviceRow(device.device, siteA)).toMatchObject({ folder_label: 'Rows Site A', city: 'Fresno' });
    await expectCurrent('placement rewritten');
  });
});

describe('report_refresh_live and report_rebuild', () => {
  it("report_refresh_live: a tank's state, its temperature and its device's call-in reach the rows only through it", async () => {
    const temperatureConfig = await value<number>(
      "insert into entity_config (entity_uid, type_id, data) values ($1, 6, '{}') returning id as v",
      [tank],
    );
    await q(
      `insert into tank_state (asset_uid, reading_time, capacity, max_fill_amount, amount_full, percent_full, status, status_mask)
       values ($1, now(), 500, 400, 210, 0.42, 3, 8)`,
      [tank],
    );
    await q(
      'insert into asset_value_state (asset_uid, config_id, config_type_id, reading_time, value, zone) values ($1, $2, 6, now(), 71.5, 2)',
      [tank, temperatureConfig],
    );
    await q('update device set battery_strength = 3.1, signal_strength = -80, last_update_at = now() where uid = $1', [device.device]);
    // Readings fire no report trigger: the rows still say what they said.
    expect(await assetRow(tank, siteA)).toMatchObject({ percent_full: null, temperature: null, battery: null });
    await q('select report_refresh_live(array[$1]::bigint[], array[$2]::bigint[])', [tank, device.device]);
    expect(await assetRow(tank, siteA)).toMatchObject({
      percent_full: 0.42,
      amount_full: 210,
      status: 3,
      status_mask: 8,
      temperature: 71.5,
      temperature_zone: 2,
      battery: 3.1,
      signal: -80,
    });
    expect(await deviceRow(device.device, siteA)).toMatchObject({ battery: 3.1, signal: -80 });
    // A device alone: the rows of the assets it feeds follow too.
    await q('update device set signal_strength = -95 where uid = $1', [device.device]);
    await q('select report_refresh_live(null, array[$1]::bigint[])', [device.device]);
    expect(await assetRow(tank, siteA)).toMatchObject({ signal: -95 });
    await expectCurrent('after the reading path');
  });

  it('report_rebuild: every row and every folder key from scratch', async () => {
    await q('delete from asset_report_row where asset_uid = $1', [tank]);
    await q('delete from device_report_row where device_uid = $1', [gateway.device]);
    await q("update report_folder set path_text = 'stale' where folder_uid = $1", [siteA]);
    await q('select report_rebuild()');
    await expectCurrent('rebuilt');
    expect(await assetRow(tank, siteA)).toMatchObject({ label: 'Rows Tank', percent_full: 0.42 });
    expect(await value<string>('select path_text as v from report_folder where folder_uid = $1', [siteA])).toMatch(/ \/ Rows Site A$/);
  });
});

describe('report_rows_* triggers', () => {
  it('report_rows_on_entity_update: a rename, deactivation and reactivation of an asset; a folder renamed', async () => {
    await q("update entity set label = 'Rows Tank Renamed' where uid = $1", [tank]);
    expect(await assetRow(tank, siteA)).toMatchObject({ label: 'Rows Tank Renamed' });
    await q('update entity set active = false where uid = $1', [tank]);
    expect(await assetRow(tank, siteA)).toBeUndefined();
    await q("update entity set active = true, label = 'Rows Tank' where uid = $1", [tank]);
    expect(await assetRow(tank, siteA)).toMatchObject({ label: 'Rows Tank' });
    await q("update entity set label = 'Rows Site A Renamed' where uid = $1", [siteA]);
    expect(await assetRow(tank, siteA)).toMatchObject({ folder_label: 'Rows Site A Renamed' });
    expect(await deviceRow(device.device, siteA)).toMatchObject({ folder_label: 'Rows Site A Renamed' });
    await q("update entity set label = 'Rows Site A' where uid = $1", [siteA]);
    await expectCurrent('renames');
  });

  it('report_rows_on_change: an asset inserted or updated and a membership inserted or deleted', async () => {
    const other = await newTank(t.database.pool, siteB, 'Rows Tank Two', null);
    expect(await assetRow(other, siteB)).toMatchObject({ label: 'Rows Tank Two', is_template: false, mrank: 0 });
    await q('update asset set is_template = true where uid = $1', [other]);
    expect(await assetRow(other, siteB)).toMatchObject({ is_template: true });
    await placeIn(t.database.pool, other, siteA, true);
    expect(await assetRow(other, siteA)).toMatchObject({ mrank: 1, folder_label: 'Rows Site A' });
    await q('delete from folder_membership where entity_uid = $1 and folder_uid = $2', [other, siteA]);
    expect(await assetRow(other, siteA)).toBeUndefined();
    expect(await assetRow(other, siteB)).toBeDefined();
  });

  it("report_rows_on_membership_update: a membership moved to another folder moves the entity's rows", async () => {
    const moving = await newTank(t.database.pool, siteA, 'Rows Tank Moving', null);
    await q('update folder_membership set folder_uid = $2 where entity_uid = $1', [moving, siteB]);
    expect(await assetRow(moving, siteA)).toBeUndefined();
    expect(await assetRow(moving, siteB)).toMatchObject({ folder_label: 'Rows Site B', scope_key: await scopeKey(siteB) });
  });

  it("report_rows_on_config_change: a tank config's capacity and sensor link", async () => {
    const other = await newTank(t.database.pool, siteB, 'Rows Tank Config', null);
    await q("update entity_config set data = jsonb_set(data, '{tank,capacity}', '800') where entity_uid = $1 and type_id = 2", [other]);
    expect(await assetRow(other, siteB)).toMatchObject({ capacity: 800, max_fill_amount: 640, device_uid: null });
    const spare = await newDevice(t.database.pool, siteB, 'ROWS-2');
    await q('update entity_config set sensor_uid = $2 where entity_uid = $1 and type_id = 2', [other, spare.sensor]);
    expect(await assetRow(other, siteB)).toMatchObject({ device_uid: spare.device, device_serial: 'ROWS-2', sensor_port: 1 });
    expect(await deviceRow(spare.device, siteB)).toMatchObject({ tanks: 1 });
    await q('delete from entity_config where entity_uid = $1', [other]);
    expect(await assetRow(other, siteB)).toMatchObject({ device_uid: null, tank_type: null, capacity: null });
    expect(await deviceRow(spare.device, siteB)).toMatchObject({ tanks: 0 });
  });

  it("report_rows_on_folder_update: a folder's new address", async () => {
    await q(`update folder set address = '{"city": "Visalia", "state": "CA"}' where uid = $1`, [siteA]);
    expect(await assetRow(tank, siteA)).toMatchObject({ city: 'Visalia', state: 'CA' });
    expect(await deviceRow(device.device, siteA)).toMatchObject({ city: 'Visalia' });
  });

  it('report_rows_on_product_update: a product renamed, and its class', async () => {
    await q("update product set name = 'Rows Product Renamed' where uid = $1", [product]);
    expect(await assetRow(tank, siteA)).toMatchObject({ product_name: 'Rows Product Renamed', product_class: 'Rows Class' });
    await q("update product_class set name = 'Rows Class Renamed' where id = $1", [productClass]);
    expect(await assetRow(tank, siteA)).toMatchObject({ product_class: 'Rows Class Renamed' });
  });

  it("report_rows_on_device_change: a serial number, on the device and on the tanks it feeds; a gateway's slots", async () => {
    await q("update device set serial_number = 'ROWS-1B' where uid = $1", [device.device]);
    expect(await deviceRow(device.device, siteA)).toMatchObject({ serial_number: 'ROWS-1B' });
    expect(await assetRow(tank, siteA)).toMatchObject({ device_serial: 'ROWS-1B' });
    const spare = await newDevice(t.database.pool, siteA, 'ROWS-3', gateway.device);
    expect(await deviceRow(gateway.device, siteA)).toMatchObject({ children: 2 });
    await q('update device set parent_device_uid = null where uid = $1', [spare.device]);
    expect(await deviceRow(gateway.device, siteA)).toMatchObject({ children: 1 });
    expect(await deviceRow(spare.device, siteA)).toMatchObject({ parent_uid: null, parent_serial: null });
    await q('update device set parent_device_uid = $2 where uid = $1', [spare.device, gateway.device]);
    // A device deleted outright (the services never do: they deactivate the entity) refreshes its
    // gateway. Its own row stays behind, a gap of the DELETE branch: report_refresh_entities looks
    // the uids up in device, where it is gone by then (an asset deleted outright keeps its rows
    // too). Asserted so that a fix updates this test; then the row is taken out by hand.
    await q('delete from entity where uid = any($1::bigint[])', [[spare.sensor, spare.device]]);
    expect(await deviceRow(gateway.device, siteA)).toMatchObject({ children: 1 });
    expect(await deviceRow(spare.device, siteA)).toBeDefined();
    await q('delete from device_report_row where device_uid = $1', [spare.device]);
  });

  it("report_rows_on_sensor_change: a sensor's port, on the tanks it feeds", async () => {
    await q('update sensor set port = 2 where uid = $1', [device.sensor]);
    expect(await assetRow(tank, siteA)).toMatchObject({ sensor_port: 2 });
    await expectCurrent('after the triggers');
  });
});
