// Mass Update (issue 19; spec 001 §6 permission 38; docs/decisions/104-mass-update-and-webhook-events.md)
// over HTTP against PostgreSQL: a preview says what changes without changing it; the update checks
// every row first (another company's row is 404 and names it, a row of another type or report is
// 400, no permission 38 is 403, and in each case nothing changes), then saves each row in the
// background with its progress and an audit naming the user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { EntityType } from '@ullage/domain/entity-types';
import {
  MASS_UPDATE_NONE_SELECTED,
  MASS_UPDATE_ZONES_ORDER,
  type MassUpdateDto,
  type MassUpdatePreview,
} from '@ullage/domain/reports/mass-update-api';
import { Zone } from '@ullage/domain/tanks/zones';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank } from './support';

let t: TestContext;
let manager: ReturnType<typeof client>;
let dispatcher: ReturnType<typeof client>;
let site: { folder: number; company: number; assets: number[]; devices: number[] };
let fuelAsset: number;
let products: number[];

async function siteWithTanks(company: string) {
  const { rows } = await t.database.pool.query<{ folder: string; company: string; assets: string[]; devices: string[] }>(
    `select f.uid as folder, f.path[2] as company,
            array(select m.entity_uid from folder_membership m where m.folder_uid = f.uid and m.type_id = ${EntityType.Asset} and m.active order by 1) as assets,
            array(select m.entity_uid from folder_membership m where m.folder_uid = f.uid and m.type_id = ${EntityType.Device} and m.active order by 1) as devices
       from folder f join entity ce on ce.uid = f.path[2] and ce.label = $1
      where (select count(*) from folder_membership m where m.folder_uid = f.uid and m.type_id = ${EntityType.Asset} and m.active) >= 3
        and (select count(*) from folder_membership m where m.folder_uid = f.uid and m.type_id = ${EntityType.Device} and m.active) >= 2
      order by f.uid limit 1`,
    [company],
  );
  const r = rows[0]!;
  return { folder: Number(r.folder), company: Number(r.company), assets: r.assets.map(Number).slice(0, 3), devices: r.devices.map(Number) };
}

const productOf = async (uid: number) =>
  (await manager.get(`/api/Asset/${uid}`)).json<{ product: { uid: number } | null }>().product?.uid ?? null;

async function finished(id: number): Promise<MassUpdateDto> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await manager.get(`/api/EntityReport/MassUpdate/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const op = res.json<MassUpdateDto>();
    if (op.status !== 'running') return op;
    if (Date.now() > deadline) throw new Error('the mass update did not finish');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await createTestContext();
  manager = client(t, await t.login('dhanson.propane'));
  dispatcher = client(t, await t.login('bkowalski.propane'));
  site = await siteWithTanks(COMPANIES.propane);
  fuelAsset = (await demoTank(t, COMPANIES.fuel)).assetUid;
  const { rows } = await t.database.pool.query<{ uid: string }>(
    `select p.uid from product p join entity e on e.uid = p.uid and e.active join folder_membership m on m.entity_uid = p.uid
      where m.folder_uid = $1 and p.active order by p.uid limit 2`,
    [site.company],
  );
  products = rows.map((r) => Number(r.uid));
});
afterAll(async () => {
  await t.close();
});

const body = (uids: number[], change: object, entityTypeId: number = EntityType.Asset, folderUid = site.folder) => ({
  folderUid,
  entityTypeId,
  uids,
  change,
});

describe('mass update', () => {
  it('previews the change of every selected row without changing any', async () => {
    const target = products[0]!;
    const res = await manager.post('/api/EntityReport/MassUpdate/Preview', body(site.assets, { field: 'product', productUid: target }));
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<MassUpdatePreview>();
    expect(p).toMatchObject({ field: 'Product', total: 3 });
    expect(p.rows.map((r) => r.uid)).toEqual(site.assets);
    expect(new Set(p.rows.map((r) => r.to)).size).toBe(1);
    expect(p.changing).toBe(p.rows.filter((r) => r.from !== r.to).length);
    // Nothing changed.
    expect((await t.database.pool.query('select count(*)::int as n from mass_update')).rows[0].n).toBe(0);
  });

  it('gives every selected tank the product, in the background, and records who did it', async () => {
    const target = products[1]!;
    const res = await manager.post('/api/EntityReport/MassUpdate', body(site.assets, { field: 'product', productUid: target }));
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<MassUpdateDto>();
    expect(started).toMatchObject({ total: 3, field: 'product', userName: 'dhanson.propane' });
    const op = await finished(started.id);
    expect(op).toMatchObject({ status: 'done', done: 3, errors: [] });
    for (const uid of site.assets) expect(await productOf(uid)).toBe(target);
    const list = (await manager.get(`/api/EntityReport/MassUpdate/ByFolder/${site.company}`)).json<MassUpdateDto[]>();
    expect(list[0]).toMatchObject({ id: started.id, status: 'done', userName: 'dhanson.propane' });
    // The operation keeps each tank's value before it (the audit's "from").
    const { rows } = await t.database.pool.query('select before from mass_update where id = $1', [started.id]);
    expect(Object.keys(rows[0].before).map(Number).sort()).toEqual([...site.assets].sort());
  });

  it('sets the zones of every selected tank', async () => {
    const res = await manager.post(
      '/api/EntityReport/MassUpdate',
      body(site.assets.slice(0, 2), { field: 'zones', warning: 0.4, critical: 0.15 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await finished(res.json<MassUpdateDto>().id)).toMatchObject({ status: 'done', done: 2, to: 'Warning 40%, Critical 15%' });
    const { rows } = await t.database.pool.query<{ zones: { type: number; value: number }[] }>(
      'select data -> $2 as zones from entity_config where entity_uid = $1 and type_id = $3',
      [site.assets[0], 'zones', ConfigType.AssetTank],
    );
    expect(rows[0]!.zones.find((z) => z.type === Zone.Warning)?.value).toBe(0.4);
    expect(rows[0]!.zones.find((z) => z.type === Zone.Critical)?.value).toBe(0.15);
  });

  it("sets a user-defined field on the site's devices", async () => {
    const admin = client(t, await t.login('demo-propane'));
    const existing = (await admin.get(`/api/Folder/${site.company}/UserDefSetup`)).json<object[]>();
    const saved = await admin.post(`/api/Folder/${site.company}/UserDefSetup`, [
      ...existing,
      { label: 'Route', entityTypeId: EntityType.Device, sortIndex: 0, dataTypeId: 3, required: false, enabled: true },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const setups = (await manager.get(`/api/Folder/${site.company}/UserDefSetup`)).json<{ id: number; label: string }[]>();
    const route = setups.find((s) => s.label === 'Route')!;
    const devices = site.devices.slice(0, 2);
    const res = await manager.post(
      '/api/EntityReport/MassUpdate',
      body(devices, { field: 'userDef', setupId: route.id, value: 'North 7' }, EntityType.Device),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await finished(res.json<MassUpdateDto>().id)).toMatchObject({ status: 'done', done: devices.length, errors: [] });
    const device = (await manager.get(`/api/Device/${devices[0]}`)).json<{ userDefValues: { setupId: number; value: unknown }[] }>();
    expect(device.userDefValues).toContainEqual({ setupId: route.id, value: 'North 7' });
  });

  it("gives the site's monitors a schedule their model allows", async () => {
    type Dev = {
      uid: number;
      model: { id: number; protocol: { scheduleOptionsId: number } };
      configs: { typeId: number; scheduleUid?: number }[];
    };
    const devices = await Promise.all(site.devices.map(async (uid) => (await manager.get(`/api/Device/${uid}`)).json<Dev>()));
    const first = devices.find((d) => d.model.protocol.scheduleOptionsId > 0)!;
    const same = devices.filter((d) => d.model.id === first.model.id).map((d) => d.uid);
    const current = first.configs.find((c) => c.typeId === ConfigType.EntitySchedule)?.scheduleUid;
    const system = (await manager.get(`/api/Schedule/System?optionsId=${first.model.protocol.scheduleOptionsId}`)).json<
      { uid: number; label: string }[]
    >();
    const target = system.find((s) => s.uid !== current)!;
    const preview = await manager.post(
      '/api/EntityReport/MassUpdate/Preview',
      body(same, { field: 'schedule', scheduleUid: target.uid }, EntityType.Device),
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<MassUpdatePreview>().rows[0]).toMatchObject({ uid: same[0], to: target.label });
    const res = await manager.post(
      '/api/EntityReport/MassUpdate',
      body(same, { field: 'schedule', scheduleUid: target.uid }, EntityType.Device),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await finished(res.json<MassUpdateDto>().id)).toMatchObject({ status: 'done', done: same.length, errors: [] });
    const after = (await manager.get(`/api/Device/${same[0]}`)).json<Dev>();
    expect(after.configs.find((c) => c.typeId === ConfigType.EntitySchedule)?.scheduleUid).toBe(target.uid);
  });

  it('refuses the whole update when one row is another company\u2019s (404 naming it), and changes nothing', async () => {
    const before = await productOf(site.assets[0]!);
    const res = await manager.post(
      '/api/EntityReport/MassUpdate',
      body([...site.assets, fuelAsset], { field: 'product', productUid: products[0]! }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain(String(fuelAsset));
    expect(await productOf(site.assets[0]!)).toBe(before);
    // Another company's folder is 404 too.
    const fuelFolder = (await demoTank(t, COMPANIES.fuel)).siteUid;
    expect(
      (
        await manager.post(
          '/api/EntityReport/MassUpdate/Preview',
          body([fuelAsset], { field: 'product', productUid: null }, EntityType.Asset, fuelFolder),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses rows that are not of the report, fields that do not apply, and bad values (400)', async () => {
    const device = site.devices[0]!;
    const wrongType = await manager.post(
      '/api/EntityReport/MassUpdate',
      body([site.assets[0]!, device], { field: 'product', productUid: null }),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors.uids[0]).toContain(`(${device})`);
    const notForDevices = await manager.post(
      '/api/EntityReport/MassUpdate/Preview',
      body([device], { field: 'product', productUid: null }, EntityType.Device),
    );
    expect(notForDevices.statusCode).toBe(400);
    expect(notForDevices.json().errors['change.field']).toEqual(['Field: Product cannot be changed on devices']);
    const none = await manager.post('/api/EntityReport/MassUpdate/Preview', body([], { field: 'product', productUid: null }));
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json().errors)).toContain(MASS_UPDATE_NONE_SELECTED);
    const zones = await manager.post(
      '/api/EntityReport/MassUpdate/Preview',
      body(site.assets, { field: 'zones', warning: 0.2, critical: 0.3 }),
    );
    expect(zones.statusCode).toBe(400);
    expect(JSON.stringify(zones.json().errors)).toContain(MASS_UPDATE_ZONES_ORDER);
    const noProduct = await manager.post(
      '/api/EntityReport/MassUpdate/Preview',
      body(site.assets, { field: 'product', productUid: fuelAsset }),
    );
    expect(noProduct.statusCode).toBe(400);
    expect(noProduct.json().errors['change.productUid']).toEqual(['Product: was not found']);
  });

  it('needs Mass Update (38)', async () => {
    const res = await dispatcher.post('/api/EntityReport/MassUpdate', body(site.assets, { field: 'product', productUid: null }));
    expect(res.statusCode).toBe(403);
    expect((await dispatcher.get(`/api/EntityReport/MassUpdate/ByFolder/${site.company}`)).statusCode).toBe(403);
  });
});
