// spec 001 §3.3 UserDefSetup and UserDefValue, §7 GET and POST Folder/{uid}/UserDefSetup (ADR 096):
// a company's user-defined fields, read in every folder of it, written with Edit Company (10); an
// asset's values checked against them on save; another company's folder answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityType } from '@ullage/domain/entity-types';
import { UserDefDataType } from '@ullage/domain/api/user-def';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, type DemoTank } from './support';

let t: TestContext;
let admin: ReturnType<typeof client>;
let tank: DemoTank;
beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.propane);
});
afterAll(() => t.close());

const fields = [
  { label: 'Customer Number', entityTypeId: EntityType.Asset, sortIndex: 1, dataTypeId: UserDefDataType.Text, required: true },
  { label: 'Last Inspection', entityTypeId: EntityType.Asset, sortIndex: 2, dataTypeId: UserDefDataType.Date },
  { label: 'Regulator Count', entityTypeId: EntityType.Asset, sortIndex: 3, dataTypeId: UserDefDataType.Integer },
  { label: 'Pole Mounted', entityTypeId: EntityType.Device, sortIndex: 1, dataTypeId: UserDefDataType.YesNo },
];
const setupRows = async () => (await t.database.pool.query('select count(*)::int as n from user_def_setup')).rows[0].n as number;

describe('Folder/{uid}/UserDefSetup', () => {
  it("saves a company's fields and shows them in every folder of it", async () => {
    const saved = await admin.post(`/api/Folder/${tank.companyUid}/UserDefSetup`, fields);
    expect(saved.statusCode, saved.body).toBe(200);
    const list = saved.json();
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ label: 'Customer Number', required: true, enabled: true, folderUid: tank.companyUid });
    // A site reads its company's fields.
    expect((await admin.get(`/api/Folder/${tank.siteUid}/UserDefSetup`)).json()).toEqual(list);

    // The whole list each time: renamed, one disabled, one removed.
    const next = list
      .filter((f: { label: string }) => f.label !== 'Pole Mounted')
      .map((f: { label: string; enabled: boolean }) => (f.label === 'Regulator Count' ? { ...f, label: 'Regulators', enabled: false } : f));
    const again = await admin.post(
      `/api/Folder/${tank.siteUid}/UserDefSetup`,
      next.map(({ folderUid: _, ...f }: { folderUid: number }) => f),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().map((f: { label: string; enabled: boolean }) => [f.label, f.enabled])).toEqual([
      ['Customer Number', true],
      ['Last Inspection', true],
      ['Regulators', false],
    ]);
  });

  it("refuses bad fields with the spec's wording and changes nothing", async () => {
    const before = await setupRows();
    const blank = await admin.post(`/api/Folder/${tank.companyUid}/UserDefSetup`, [{ label: '', entityTypeId: EntityType.Asset }]);
    expect(blank.statusCode).toBe(400);
    const messages = (res: { json: () => { errors: Record<string, string[]> } }) => Object.values(res.json().errors).flat();
    expect(messages(blank)).toEqual(['Label: is required']);
    const twice = await admin.post(`/api/Folder/${tank.companyUid}/UserDefSetup`, [
      { label: 'Route', entityTypeId: EntityType.Asset },
      { label: 'route', entityTypeId: EntityType.Asset },
    ]);
    expect(messages(twice)).toEqual(['Label: must be unique for each entity type']);
    const kind = await admin.post(`/api/Folder/${tank.companyUid}/UserDefSetup`, [{ label: 'X', entityTypeId: EntityType.User }]);
    expect(messages(kind)).toEqual(['Entity Type: must be Asset or Device']);
    expect(await setupRows()).toBe(before);
  });

  it("answers 404 for another company's folder and its fields' ids, and 403 without Edit Company", async () => {
    const fuel = client(t, await t.login('demo-fuel'));
    const before = await setupRows();
    expect((await fuel.get(`/api/Folder/${tank.siteUid}/UserDefSetup`)).statusCode).toBe(404);
    expect((await fuel.post(`/api/Folder/${tank.companyUid}/UserDefSetup`, fields)).statusCode).toBe(404);
    const propaneIds = (await admin.get(`/api/Folder/${tank.companyUid}/UserDefSetup`)).json().map((f: { id: number }) => f.id);
    const fuelCompany = (await demoTank(t, COMPANIES.fuel)).companyUid;
    const stolen = await fuel.post(`/api/Folder/${fuelCompany}/UserDefSetup`, [{ id: propaneIds[0], label: 'Mine', entityTypeId: 10 }]);
    expect(stolen.statusCode).toBe(400);
    const office = client(t, await t.login('jnowak.propane'));
    expect((await office.get(`/api/Folder/${tank.siteUid}/UserDefSetup`)).statusCode).toBe(200);
    expect((await office.post(`/api/Folder/${tank.companyUid}/UserDefSetup`, fields)).statusCode).toBe(403);
    expect(await setupRows()).toBe(before);
  });
});

describe("an asset's user-defined values", () => {
  it('are saved with the asset, checked against the fields: required, of their data type', async () => {
    const setups = (await admin.get(`/api/Folder/${tank.companyUid}/UserDefSetup`)).json() as { id: number; label: string }[];
    const id = (label: string) => setups.find((s) => s.label === label)!.id;
    const a = (await admin.get(`/api/Asset/${tank.assetUid}`)).json();
    const put = (userDefValues: unknown[]) =>
      admin.put(`/api/Asset/${tank.assetUid}`, { label: a.label, productUid: a.product?.uid ?? null, configs: a.configs, userDefValues });

    const missing = await put([{ setupId: id('Last Inspection'), value: '2026-05-01' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ [`userDefValues.s${id('Customer Number')}`]: ['Customer Number: is required'] });
    const wrongType = await put([
      { setupId: id('Customer Number'), value: 'C-1001' },
      { setupId: id('Last Inspection'), value: 'last spring' },
    ]);
    expect(wrongType.json().errors).toEqual({ [`userDefValues.s${id('Last Inspection')}`]: ['Last Inspection: must be a date'] });
    expect((await admin.get(`/api/Asset/${tank.assetUid}`)).json().userDefValues).toEqual(a.userDefValues);

    const ok = await put([
      { setupId: id('Customer Number'), value: 'C-1001' },
      { setupId: id('Last Inspection'), value: '2026-05-01' },
      { setupId: 999999, value: 'not a field' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().userDefValues).toEqual([
      { setupId: id('Customer Number'), value: 'C-1001' },
      { setupId: id('Last Inspection'), value: '2026-05-01' },
    ]);
  });
});

describe("a device's user-defined values", () => {
  it('are checked against the fields for devices', async () => {
    await admin.post(`/api/Folder/${tank.companyUid}/UserDefSetup`, [
      ...(await admin.get(`/api/Folder/${tank.companyUid}/UserDefSetup`)).json().map(({ folderUid: _, ...f }: { folderUid: number }) => f),
      { label: 'Antenna Height', entityTypeId: EntityType.Device, dataTypeId: UserDefDataType.Decimal },
    ]);
    const setupId = (await admin.get(`/api/Folder/${tank.companyUid}/UserDefSetup`))
      .json()
      .find((f: { label: string }) => f.label === 'Antenna Height').id as number;
    const d = (await admin.get(`/api/Device/${tank.deviceUid}`)).json();
    const put = (value: unknown) =>
      admin.put('/api/Device/', {
        uid: d.uid,
        label: d.label,
        serialNumber: d.serialNumber,
        modelId: d.model.id,
        activeState: d.state.activeState,
        configs: d.configs,
        userDefValues: [{ setupId, value }],
      });
    const bad = await put('tall');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ [`userDefValues.s${setupId}`]: ['Antenna Height: must be a number'] });
    const ok = await put(12.5);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().userDefValues).toEqual([{ setupId, value: 12.5 }]);
  });
});
