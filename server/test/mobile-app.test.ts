// spec 001 §7 Mobile: GET MobileApp/ExtendedAssetReportData/{id}; GET and POST
// MobileApp/AssetReportUserDataFields (body list of objects with fieldName): one tank's asset report
// row with the fields the caller's mobile app shows (docs/decisions/103).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { ReportType } from '@ullage/domain/reports/reports';
import { createTestContext, type TestContext } from './helpers';
import { signedIn, type Api } from './shell-helpers';
import { COMPANIES, demoTank, type DemoTank } from './support';

let t: TestContext;
let admin: Api;
let manager: Api;
let fuel: Api;
let tank: DemoTank;

type Field = { fieldName: string; header: string; value: unknown; text: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedIn(t, 'demo-propane');
  fuel = await signedIn(t, 'demo-fuel');
  await t.database.pool.query(
    `update app_user set unit_config = '{"volumeUnitId":2,"dimensionUnitId":2,"temperatureUnitId":2,"weightUnitId":1}' where user_name = 'dhanson.propane'`,
  );
  manager = await signedIn(t, 'dhanson.propane');
  tank = await demoTank(t, COMPANIES.propane, 1);
});
afterAll(() => t.close());

describe('MobileApp/AssetReportUserDataFields', () => {
  it("is empty until saved, then answers the caller's own fields in order", async () => {
    expect((await admin.get('/api/MobileApp/AssetReportUserDataFields')).json()).toEqual([]);
    const fields = [{ fieldName: 'percentFull' }, { fieldName: 'label' }, { fieldName: 'capacity' }];
    const saved = await admin.post('/api/MobileApp/AssetReportUserDataFields', fields);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(fields);
    expect((await admin.get('/api/MobileApp/AssetReportUserDataFields')).json()).toEqual(fields);
    // Another user's list is their own, and the report's custom columns are untouched.
    expect((await manager.get('/api/MobileApp/AssetReportUserDataFields')).json()).toEqual([]);
    const me = (await admin.get('/api/User/GetSession')).json().userUid as number;
    expect((await admin.get(`/api/EntityReport/CustomColumns/${me}?reportTypeId=${ReportType.Asset}`)).json()).toEqual([]);
  });

  it('refuses a field the asset report does not have, or one listed twice (400)', async () => {
    const unknown = await admin.post('/api/MobileApp/AssetReportUserDataFields', [{ fieldName: 'label' }, { fieldName: 'deviceUptime' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['1.fieldName']).toEqual(['Field Name: deviceUptime is not a column of this report']);
    const twice = await admin.post('/api/MobileApp/AssetReportUserDataFields', [{ fieldName: 'label' }, { fieldName: 'label' }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['1.fieldName']).toEqual(['Field Name: label is listed twice']);
    expect((await admin.post('/api/MobileApp/AssetReportUserDataFields', { fieldName: 'label' })).statusCode).toBe(400);
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/MobileApp/AssetReportUserDataFields' })).statusCode).toBe(401);
  });
});

describe('MobileApp/ExtendedAssetReportData/{id}', () => {
  it("answers the tank's row with the report's default fields until the caller chooses some", async () => {
    const res = await manager.get(`/api/MobileApp/ExtendedAssetReportData/${tank.assetUid}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { uid: number; label: string; folderUid: number; fields: Field[] };
    expect(body).toMatchObject({ uid: tank.assetUid, folderUid: tank.siteUid });
    const label = (await manager.get(`/api/Asset/${tank.assetUid}`)).json().label;
    expect(body.label).toBe(label);
    expect(body.fields.map((f) => f.fieldName)).toEqual(expect.arrayContaining(['label', 'percentFull', 'capacity']));
    expect(body.fields.find((f) => f.fieldName === 'label')).toMatchObject({ header: 'Tank', value: label, text: label });
  });

  it("answers the chosen fields in their order, their text in the caller's units", async () => {
    const chosen = [{ fieldName: 'capacity' }, { fieldName: 'percentFull' }];
    expect((await manager.post('/api/MobileApp/AssetReportUserDataFields', chosen)).statusCode).toBe(200);
    const body = (await manager.get(`/api/MobileApp/ExtendedAssetReportData/${tank.assetUid}`)).json() as { fields: Field[] };
    expect(body.fields.map((f) => f.fieldName)).toEqual(['capacity', 'percentFull']);
    const capacity = body.fields[0]!;
    // Stored in gallons; the manager reads liters.
    const configs = (await admin.get(`/api/Asset/${tank.assetUid}`)).json().configs as { typeId: number; tank?: { capacity: number } }[];
    const gallons = configs.find((c) => c.typeId === ConfigType.AssetTank)!.tank!.capacity;
    expect(capacity.value).toBeCloseTo(gallons, 3);
    expect(capacity.text).toMatch(/ltr|L/);
    expect(Number(capacity.text.replace(/[^0-9.]/g, ''))).toBeCloseTo(gallons / 0.264172, -1);
  });

  it("answers 404 for another company's tank, a device, or a uid that is none", async () => {
    expect((await fuel.get(`/api/MobileApp/ExtendedAssetReportData/${tank.assetUid}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/MobileApp/ExtendedAssetReportData/${tank.deviceUid}`)).statusCode).toBe(404);
    expect((await admin.get('/api/MobileApp/ExtendedAssetReportData/999999999')).statusCode).toBe(404);
  });

  it('refuses an id that is not a number (400)', async () => {
    expect((await admin.get('/api/MobileApp/ExtendedAssetReportData/abc')).statusCode).toBe(400);
  });
});
