// Issue 19: a company's user-defined fields as columns of the asset and device reports (spec 001
// §3.2 userDefValues, §3.3 UserDefSetup, §7 EntityReport schema and data calls, custom columns,
// profiles; docs/decisions/100-catalogue-rest.md): each enabled field of the report's entity type is
// a column of its data type that sorts and filters like the others; another company's report has none
// of them, and another company's field cannot be saved as a column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportType } from '@ullage/domain/reports/reports';
import { UserDefDataType, userDefColumnId } from '@ullage/domain/api/user-def';
import { createTestContext, type TestContext } from './helpers';
import { dataUrl, readAll, schemaOf } from './report-support';
import { signedIn, userUid, type Api } from './shell-helpers';
import { COMPANIES, demoTank, type DemoTank } from './support';

let t: TestContext;
let admin: Api;
let fuel: Api;
let tanks: DemoTank[];
let fields: { id: number; label: string; entityTypeId: number; dataTypeId: number; enabled: boolean; folderUid?: number }[];
const field = (label: string) => fields.find((f) => f.label === label)!;
const col = (label: string) => userDefColumnId(field(label).id);

async function setAssetValues(assetUid: number, values: Record<string, unknown>) {
  const a = (await admin.get(`/api/Asset/${assetUid}`)).json();
  const res = await admin.put(`/api/Asset/${assetUid}`, {
    label: a.label,
    productUid: a.product?.uid ?? null,
    configs: a.configs,
    userDefValues: Object.entries(values).map(([label, value]) => ({ setupId: field(label).id, value })),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function saveFields(list: typeof fields) {
  const res = await admin.post(
    `/api/Folder/${tanks[0]!.companyUid}/UserDefSetup`,
    list.map(({ folderUid: _, ...f }) => f),
  );
  expect(res.statusCode, res.body).toBe(200);
  fields = res.json();
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedIn(t, 'demo-propane');
  fuel = await signedIn(t, 'demo-fuel');
  tanks = [await demoTank(t, COMPANIES.propane, 0), await demoTank(t, COMPANIES.propane, 1), await demoTank(t, COMPANIES.propane, 2)];
  // The demo company's own fields (seed-demo.ts): Customer Account, Last Leak Check, Regulators,
  // Customer Owned for tanks; Antenna for devices.
  fields = (await admin.get(`/api/Folder/${tanks[0]!.companyUid}/UserDefSetup`)).json();
  expect(fields.map((f) => f.label)).toEqual(['Customer Account', 'Last Leak Check', 'Regulators', 'Customer Owned', 'Antenna']);
  await setAssetValues(tanks[0]!.assetUid, {
    'Customer Account': 'C-1001',
    'Last Leak Check': '2026-03-15',
    Regulators: 2,
    'Customer Owned': true,
  });
  await setAssetValues(tanks[1]!.assetUid, { 'Customer Account': 'C-2040', 'Last Leak Check': '2025-11-02', Regulators: 7 });
  await setAssetValues(tanks[2]!.assetUid, { 'Customer Account': 'B-0007', Regulators: 4, 'Customer Owned': false });
});
afterAll(() => t.close());

const rowOf = (rows: Record<string, unknown>[], uid: number) => rows.find((r) => r.uid === uid);

describe('the asset report', () => {
  it("offers each of the company's asset fields as a column of its data type, hidden until chosen", async () => {
    const columns = await schemaOf(admin, 'Asset', tanks[0]!.siteUid);
    const mine = columns.filter((c) => c.colId.startsWith('userDef'));
    expect(mine.map((c) => [c.header, c.type, c.defaultVisible, c.sortable, c.filterable])).toEqual([
      ['Customer Account', 'text', false, true, true],
      ['Last Leak Check', 'date', false, true, true],
      ['Regulators', 'number', false, true, true],
      ['Customer Owned', 'boolean', false, true, true],
    ]);
    // The device field is the device report's.
    expect((await schemaOf(admin, 'Device', tanks[0]!.siteUid)).filter((c) => c.colId.startsWith('userDef')).map((c) => c.header)).toEqual([
      'Antenna',
    ]);
    // Another company's report shows its own fields, never these.
    const fuelTank = await demoTank(t, COMPANIES.fuel);
    const theirs = (await schemaOf(fuel, 'Asset', fuelTank.companyUid)).filter((c) => c.colId.startsWith('userDef'));
    expect(theirs.map((c) => c.header)).toEqual(['Customer Account', 'Last Leak Check', 'Regulators', 'Customer Owned']);
    expect(theirs.some((c) => mine.some((m) => m.colId === c.colId))).toBe(false);
  });

  it("shows each tank's values and sorts and filters by them", async () => {
    const company = tanks[0]!.companyUid;
    const sorted = await readAll(admin, 'Asset', company, {
      filters: { [col('Regulators')]: { filterType: 'number', type: 'notBlank' } },
      sorting: [{ colId: col('Regulators'), sort: 'desc' }],
    });
    expect(sorted.rows.map((r) => [r.uid, r[col('Regulators')], r[col('Customer Account')]])).toEqual([
      [tanks[1]!.assetUid, 7, 'C-2040'],
      [tanks[2]!.assetUid, 4, 'B-0007'],
      [tanks[0]!.assetUid, 2, 'C-1001'],
    ]);
    expect(rowOf(sorted.rows, tanks[0]!.assetUid)).toMatchObject({ [col('Last Leak Check')]: '2026-03-15', [col('Customer Owned')]: true });
    expect(rowOf(sorted.rows, tanks[2]!.assetUid)).toMatchObject({ [col('Last Leak Check')]: null, [col('Customer Owned')]: false });

    const uids = async (filters: Record<string, unknown>) =>
      (await readAll(admin, 'Asset', company, { filters: filters as never })).rows.map((r) => r.uid).sort();
    expect(await uids({ [col('Customer Account')]: { filterType: 'text', type: 'startsWith', filter: 'c-' } })).toEqual(
      [tanks[0]!.assetUid, tanks[1]!.assetUid].sort(),
    );
    expect(await uids({ [col('Last Leak Check')]: { filterType: 'date', type: 'lessThan', dateFrom: '2026-01-01 00:00:00' } })).toEqual([
      tanks[1]!.assetUid,
    ]);
    expect(await uids({ [col('Customer Owned')]: { filterType: 'text', type: 'true' } })).toEqual([tanks[0]!.assetUid]);
    expect(await uids({ [col('Regulators')]: { filterType: 'number', type: 'inRange', filter: 3, filterTo: 7 } })).toEqual(
      [tanks[1]!.assetUid, tanks[2]!.assetUid].sort(),
    );
  });

  it('refuses a filter of the wrong kind on a field column, naming the field', async () => {
    const res = await admin.get(
      dataUrl('Asset', tanks[0]!.companyUid, 0, 100, {
        filters: { [col('Regulators')]: { filterType: 'text', type: 'contains', filter: 'x' } },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Filters: Regulators takes a number filter, not a text filter');
  });

  it('drops a disabled field, and shows blank a value typed while the field had another type', async () => {
    const before = fields;
    await saveFields(
      fields.map((f) =>
        f.label === 'Customer Owned'
          ? { ...f, enabled: false }
          : f.label === 'Customer Account'
            ? { ...f, dataTypeId: UserDefDataType.Date }
            : f,
      ),
    );
    const columns = await schemaOf(admin, 'Asset', tanks[0]!.companyUid);
    expect(columns.find((c) => c.colId === col('Customer Owned'))).toBeUndefined();
    expect(columns.find((c) => c.colId === col('Customer Account'))?.type).toBe('date');
    const { rows } = await readAll(admin, 'Asset', tanks[0]!.companyUid, {
      sorting: [{ colId: col('Customer Account'), sort: 'asc' }],
    });
    expect(rowOf(rows, tanks[0]!.assetUid)?.[col('Customer Account')]).toBeNull();
    // A filter on a disabled field's column names it as unknown.
    const res = await admin.get(
      dataUrl('Asset', tanks[0]!.companyUid, 0, 10, { filters: { [col('Customer Owned')]: { filterType: 'text', type: 'true' } } }),
    );
    expect(res.statusCode).toBe(400);
    await saveFields(before);
  });
});

describe('the device report', () => {
  it("shows a device's values in its field's column", async () => {
    const d = (await admin.get(`/api/Device/${tanks[0]!.deviceUid}`)).json();
    const put = await admin.put('/api/Device/', {
      uid: d.uid,
      label: d.label,
      serialNumber: d.serialNumber,
      modelId: d.model.id,
      activeState: d.state.activeState,
      configs: d.configs,
      userDefValues: [{ setupId: field('Antenna').id, value: 'Roof, 3 m mast' }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const { rows } = await readAll(admin, 'Device', tanks[0]!.companyUid, {
      filters: { [col('Antenna')]: { filterType: 'text', type: 'contains', filter: 'mast' } },
    });
    expect(rows.map((r) => [r.uid, r[col('Antenna')]])).toEqual([[tanks[0]!.deviceUid, 'Roof, 3 m mast']]);
  });
});

describe('custom columns and profiles', () => {
  it("saves a field's column among the user's columns; another company's field is refused by name", async () => {
    const me = await userUid(t, 'demo-propane');
    const list = [{ fieldName: 'label' }, { fieldName: col('Customer Account') }, { fieldName: col('Regulators') }];
    const saved = await admin.post(`/api/EntityReport/CustomColumns/${me}?reportTypeId=${ReportType.Asset}`, list);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await admin.get(`/api/EntityReport/CustomColumns/${me}?reportTypeId=${ReportType.Asset}`)).json()).toEqual(list);
    // A device field is not an asset report column.
    const wrongReport = await admin.post(`/api/EntityReport/CustomColumns/${me}?reportTypeId=${ReportType.Asset}`, [
      { fieldName: col('Antenna') },
    ]);
    expect(wrongReport.statusCode).toBe(400);

    const them = await userUid(t, 'demo-fuel');
    const stolen = await fuel.post(`/api/EntityReport/CustomColumns/${them}?reportTypeId=${ReportType.Asset}`, [
      { fieldName: col('Customer Account') },
    ]);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(`Field Name: ${col('Customer Account')} is not a column of this report`);
    expect((await fuel.get(`/api/EntityReport/CustomColumns/${them}?reportTypeId=${ReportType.Asset}`)).json()).toEqual([]);
  });

  it("saves a profile that filters and sorts by a field in the company's folder", async () => {
    const profile = {
      id: 0,
      uid: 0,
      folderUid: tanks[0]!.companyUid,
      label: 'Regulators to check',
      default: false,
      andOr: 'and',
      typeId: ReportType.Asset,
      filters: { [col('Regulators')]: { filterType: 'number', type: 'greaterThan', filter: 3 } },
      sorting: [{ colId: col('Customer Account'), sort: 'asc' }],
      columns: ['label', col('Regulators')],
    };
    const res = await admin.put('/api/EntityReport/Profile', profile);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ label: 'Regulators to check', columns: ['label', col('Regulators')] });
    // In another company's folder the column is not there.
    const fuelTank = await demoTank(t, COMPANIES.fuel);
    const theirs = await fuel.put('/api/EntityReport/Profile', { ...profile, folderUid: fuelTank.companyUid });
    expect(theirs.statusCode).toBe(400);
  });
});

describe('user_def_date', () => {
  it('reads a real day as a date and anything else as null', async () => {
    const { rows } = await t.database.pool.query<{ d: string | null }>(
      `select to_char(user_def_date(v), 'YYYY-MM-DD') as d
         from unnest(array['"2026-03-15"', '"2025-02-30"', '"0000-01-01"', '"spring"', '12', 'null']::jsonb[]) with ordinality as x(v, o)
        order by o`,
    );
    expect(rows.map((r) => r.d)).toEqual(['2026-03-15', null, null, null, null, null]);
  });
});
