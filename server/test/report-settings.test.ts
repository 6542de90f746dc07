// spec 001 §3.3 and §7: custom columns per user and report type (GET and POST
// EntityReport/CustomColumns/{uid}) and report profiles (GET EntityReport/Profiles, GET, PUT, POST
// and DELETE EntityReport/Profile): they round-trip, a user keeps their own, only a user who may
// edit users reaches another's in their scope, and unknown columns are refused by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { ReportType } from '@ullage/domain/reports/reports';
import { createTestContext, type TestContext } from './helpers';
import { folderUid, signedIn, userUid, type Api } from './shell-helpers';

let t: TestContext;
let admin: Api;
let dispatcher: Api;
let lube: Api;
let adminUid: number;
let dispatcherUid: number;
let lubeUid: number;
let technicianUid: number;
let company: number;
let branch: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedIn(t, 'demo-propane');
  dispatcher = await signedIn(t, 'bkowalski.propane');
  lube = await signedIn(t, 'demo-lube');
  adminUid = await userUid(t, 'demo-propane');
  dispatcherUid = await userUid(t, 'bkowalski.propane');
  lubeUid = await userUid(t, 'demo-lube');
  technicianUid = await userUid(t, 'bzastrow.propane');
  company = await folderUid(t, 'Propane Distributor');
  branch = await folderUid(t, 'Northern Wisconsin Branch');
});
afterAll(() => t.close());

const columnsUrl = (uid: number, reportTypeId: number = ReportType.Asset) =>
  `/api/EntityReport/CustomColumns/${uid}?reportTypeId=${reportTypeId}`;

describe('custom columns', () => {
  it('are saved per user and report type, in order, and read back', async () => {
    expect((await dispatcher.get(columnsUrl(dispatcherUid))).json()).toEqual([]);
    const list = [{ fieldName: 'label' }, { fieldName: 'percentFull' }, { fieldName: 'daysLeft' }, { fieldName: 'deviceSerial' }];
    const saved = await dispatcher.post(columnsUrl(dispatcherUid), list);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await dispatcher.get(columnsUrl(dispatcherUid))).json()).toEqual(list);
    // Per report type: the device report's stay empty; saving again replaces the list.
    expect((await dispatcher.get(columnsUrl(dispatcherUid, ReportType.Device))).json()).toEqual([]);
    await dispatcher.post(columnsUrl(dispatcherUid), [{ fieldName: 'status' }]);
    expect((await dispatcher.get(columnsUrl(dispatcherUid))).json()).toEqual([{ fieldName: 'status' }]);
    await dispatcher.post(columnsUrl(dispatcherUid, ReportType.DeviceConfig), [{ fieldName: 'timeZone' }]);
    expect((await dispatcher.get(columnsUrl(dispatcherUid, ReportType.DeviceConfig))).json()).toEqual([{ fieldName: 'timeZone' }]);
  });

  it('refuses a column the report does not have, naming it, and saves nothing', async () => {
    const res = await dispatcher.post(columnsUrl(dispatcherUid, ReportType.Device), [
      { fieldName: 'serialNumber' },
      { fieldName: 'percentFull' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Field Name: percentFull is not a column of this report',
      errors: { '1.fieldName': ['Field Name: percentFull is not a column of this report'] },
    });
    expect((await dispatcher.get(columnsUrl(dispatcherUid, ReportType.Device))).json()).toEqual([]);
    const twice = await dispatcher.post(columnsUrl(dispatcherUid), [{ fieldName: 'label' }, { fieldName: 'label' }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ '1.fieldName': ['Field Name: label is listed twice'] });
    // The RMA and Usage reports' columns are saved as the others', checked against their own.
    const rma = await dispatcher.post(columnsUrl(dispatcherUid, ReportType.Rma), [{ fieldName: 'reason' }, { fieldName: 'serialNumber' }]);
    expect(rma.statusCode).toBe(200);
    const notRma = await dispatcher.post(columnsUrl(dispatcherUid, ReportType.Rma), [{ fieldName: 'percentFull' }]);
    expect(notRma.json().message).toBe('Field Name: percentFull is not a column of this report');
    const usage = await dispatcher.post(columnsUrl(dispatcherUid, ReportType.Usage), [{ fieldName: 'usage' }, { fieldName: 'label' }]);
    expect(usage.statusCode).toBe(200);
    const wrong = await dispatcher.post(columnsUrl(dispatcherUid, ReportType.Usage), [{ fieldName: 'percentFullWeight' }]);
    expect(wrong.statusCode).toBe(400);
  });

  it("are another user's only for a caller who may edit users and can reach that user", async () => {
    // A dispatcher (no Edit User) may not read a technician's of the same branch: 403; the
    // administrator stands above the dispatcher's branch, out of scope: 404.
    expect((await dispatcher.get(columnsUrl(technicianUid))).statusCode).toBe(403);
    expect((await dispatcher.post(columnsUrl(technicianUid), [{ fieldName: 'label' }])).statusCode).toBe(403);
    expect((await dispatcher.get(columnsUrl(adminUid))).statusCode).toBe(404);
    // The company's administrator may read and set the dispatcher's.
    expect((await admin.post(columnsUrl(dispatcherUid, ReportType.Device), [{ fieldName: 'serialNumber' }])).statusCode).toBe(200);
    expect((await dispatcher.get(columnsUrl(dispatcherUid, ReportType.Device))).json()).toEqual([{ fieldName: 'serialNumber' }]);
    // Another company's user is out of scope: 404, as a user that does not exist.
    const foreign = await lube.get(columnsUrl(dispatcherUid));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`User ${dispatcherUid} was not found.`);
    expect((await lube.post(columnsUrl(adminUid), [{ fieldName: 'label' }])).statusCode).toBe(404);
    expect((await admin.get(columnsUrl(lubeUid))).statusCode).toBe(404);
    // A uid that is not a user at all.
    expect((await admin.get(columnsUrl(company))).statusCode).toBe(404);
  });
});

describe('report profiles', () => {
  const lowPropane = () => ({
    label: 'Low propane',
    typeId: ReportType.Asset,
    folderUid: branch,
    andOr: 'or',
    default: true,
    filters: {
      percentFull: { filterType: 'number', type: 'lessThan', filter: 25 },
      status: { filterType: 'set', values: [AssetStatus.Delivery] },
    },
    sorting: [{ colId: 'percentFull', sort: 'asc' }],
    columns: ['label', 'folderLabel', 'percentFull', 'daysLeft'],
  });

  it('round-trip: saved for a folder, listed by user and folder, read by id, updated, deleted', async () => {
    const created = await dispatcher.post('/api/EntityReport/Profile', lowPropane());
    expect(created.statusCode, created.body).toBe(200);
    const p = created.json();
    expect(p).toMatchObject({ ...lowPropane(), uid: dispatcherUid });
    expect(p.id).toBeGreaterThan(0);
    expect((await dispatcher.get(`/api/EntityReport/Profile/${p.id}`)).json()).toEqual(p);
    expect((await dispatcher.get(`/api/EntityReport/Profiles?userUID=${dispatcherUid}&folderUID=${branch}`)).json()).toEqual([p]);
    expect((await admin.get(`/api/EntityReport/Profiles?userUID=${adminUid}&folderUID=${branch}`)).json()).toEqual([]);

    // A second default of the same report in the same folder takes the default over.
    const second = (await dispatcher.put('/api/EntityReport/Profile', { ...lowPropane(), label: 'Critical', id: 0 })).json();
    const list = (await dispatcher.get(`/api/EntityReport/Profiles?userUID=${dispatcherUid}&folderUID=${branch}`)).json();
    expect(list.map((x: { id: number; default: boolean }) => [x.id, x.default])).toEqual([
      [second.id, true],
      [p.id, false],
    ]);

    const updated = await dispatcher.put('/api/EntityReport/Profile', {
      ...lowPropane(),
      id: p.id,
      label: 'Low tanks',
      andOr: 'and',
      default: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: p.id, label: 'Low tanks', andOr: 'and', default: false });
    expect((await dispatcher.del(`/api/EntityReport/Profile/${p.id}`)).statusCode).toBe(204);
    expect((await dispatcher.get(`/api/EntityReport/Profile/${p.id}`)).statusCode).toBe(404);
  });

  it('refuses filters, sorting or columns the report does not have, naming them, and saves nothing', async () => {
    const res = await dispatcher.post('/api/EntityReport/Profile', {
      ...lowPropane(),
      default: false,
      filters: {
        nope: { filterType: 'text', type: 'contains', filter: 'x' },
        percentFull: { filterType: 'text', type: 'contains', filter: 'x' },
      },
      sorting: [{ colId: 'serialNumber', sort: 'asc' }],
      columns: ['label', 'wat'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      filters: ['Filters: nope is not a column of this report', 'Filters: Percent Full takes a number filter, not a text filter'],
      sorting: ['Sorting: serialNumber is not a column of this report'],
      columns: ['Columns: wat is not a column of this report'],
    });
    const device = await dispatcher.post('/api/EntityReport/Profile', { ...lowPropane(), typeId: ReportType.Device, default: false });
    expect(device.statusCode).toBe(400);
    expect(device.json().message).toBe('Filters: percentFull is not a column of this report');
    const noFolder = await dispatcher.post('/api/EntityReport/Profile', { ...lowPropane(), folderUid: undefined });
    expect(noFolder.statusCode).toBe(400);
    expect(noFolder.json().errors).toEqual({ folderUid: ['Folder UID: is required'] });
    const before = (await t.database.pool.query('select count(*)::int as n from report_profile where user_uid = $1', [dispatcherUid]))
      .rows[0].n;
    expect((await dispatcher.post('/api/EntityReport/Profile', { ...lowPropane(), folderUid: company })).statusCode).toBe(404);
    expect(
      (await t.database.pool.query('select count(*)::int as n from report_profile where user_uid = $1', [dispatcherUid])).rows[0].n,
    ).toBe(before);
  });

  it("are another user's only for a caller who may edit users and can reach that user", async () => {
    const mine = (await admin.post('/api/EntityReport/Profile', { ...lowPropane(), folderUid: company })).json();
    // The administrator stands above the dispatcher's branch: out of the dispatcher's scope, 404.
    expect((await dispatcher.get(`/api/EntityReport/Profile/${mine.id}`)).statusCode).toBe(404);
    expect((await dispatcher.put('/api/EntityReport/Profile', { ...lowPropane(), id: mine.id })).statusCode).toBe(404);
    expect((await dispatcher.del(`/api/EntityReport/Profile/${mine.id}`)).statusCode).toBe(404);
    // A technician of the same branch is in scope, but the dispatcher may not edit users: 403.
    const technicians = (await admin.post('/api/EntityReport/Profile', { ...lowPropane(), uid: technicianUid, default: false })).json();
    expect((await dispatcher.get(`/api/EntityReport/Profile/${technicians.id}`)).statusCode).toBe(403);
    expect((await dispatcher.put('/api/EntityReport/Profile', { ...lowPropane(), id: technicians.id })).statusCode).toBe(403);
    expect((await dispatcher.del(`/api/EntityReport/Profile/${technicians.id}`)).statusCode).toBe(403);
    expect((await dispatcher.get(`/api/EntityReport/Profiles?userUID=${technicianUid}&folderUID=${branch}`)).statusCode).toBe(403);
    expect((await lube.get(`/api/EntityReport/Profile/${mine.id}`)).statusCode).toBe(404);
    expect((await lube.del(`/api/EntityReport/Profile/${mine.id}`)).statusCode).toBe(404);
    expect((await lube.get(`/api/EntityReport/Profiles?userUID=${adminUid}&folderUID=${company}`)).statusCode).toBe(404);
    // Their own profiles in a folder of another company: that folder is out of scope.
    expect((await lube.get(`/api/EntityReport/Profiles?userUID=${lubeUid}&folderUID=${company}`)).statusCode).toBe(404);
    // The administrator may save one for the dispatcher, which the dispatcher then owns.
    const forDispatcher = await admin.post('/api/EntityReport/Profile', {
      ...lowPropane(),
      uid: dispatcherUid,
      label: 'From the office',
      default: false,
    });
    expect(forDispatcher.statusCode, forDispatcher.body).toBe(200);
    expect((await dispatcher.get(`/api/EntityReport/Profile/${forDispatcher.json().id}`)).json()).toMatchObject({
      uid: dispatcherUid,
      label: 'From the office',
    });
    expect((await admin.del(`/api/EntityReport/Profile/${mine.id}`)).statusCode).toBe(204);
  });
});
