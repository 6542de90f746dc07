// The summary page links every count of GET Folder/{uid}/Summary to the Asset or Device report
// filtered to the same rows (docs/decisions/034-report-pages-and-summary.md). These tests hold the
// two calls to that: each count of the summary, for all devices, gateways only and monitors only,
// equals the row count of the report filtered as the summary's link filters it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FolderSummary } from '@ullage/domain/reports/summary-api';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { createTestContext, type TestContext } from './helpers';
import { client } from './support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Side = 'all' | 'gateways' | 'monitors';
type Filters = Record<string, unknown>;

const FLAG_COLUMNS: Record<number, string> = {
  [DeviceFlag.Late]: 'late',
  [DeviceFlag.LowBattery]: 'lowBattery',
  [DeviceFlag.Error]: 'error',
  [DeviceFlag.NotReported]: 'notReported',
};

async function companyClient(userName: string) {
  const api = client(t, await t.login(userName));
  const folderUid: number = (await api.get('/api/User/GetSession')).json().baseFolderUid;
  return { api, folderUid };
}

function sideFilter(side: Side): Filters {
  return side === 'all' ? {} : { connection: { filterType: 'set', values: [side === 'gateways' ? 'gateway' : 'monitor'] } };
}

async function rowCount(api: ReturnType<typeof client>, report: 'Asset' | 'Device', folderUid: number, filters: Filters): Promise<number> {
  const q = new URLSearchParams({ folderUid: String(folderUid), startRow: '0', endRow: '1', filters: JSON.stringify(filters) });
  const res = await api.get(`/api/EntityReport/${report}Data?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().lastRow;
}

describe('summary counts and the reports their links open', () => {
  for (const userName of ['demo-fuel', 'demo-propane']) {
    for (const side of ['all', 'gateways', 'monitors'] as const) {
      it(`${userName}, ${side}: tanks by zone and status, devices by flag and activation state`, async () => {
        const { api, folderUid } = await companyClient(userName);
        const flags = side === 'gateways' ? 'gatewaysOnly=true' : side === 'monitors' ? 'monitorsOnly=true' : '';
        const res = await api.get(`/api/Folder/${folderUid}/Summary?${flags}`);
        expect(res.statusCode, res.body).toBe(200);
        const s: FolderSummary = res.json();
        const on = sideFilter(side);

        expect(await rowCount(api, 'Asset', folderUid, on)).toBe(s.assets.total);
        for (const z of s.assets.byZone) {
          expect(
            await rowCount(api, 'Asset', folderUid, { ...on, zone: { filterType: 'set', values: [z.id === 0 ? null : String(z.id)] } }),
            `zone ${z.label}`,
          ).toBe(z.count);
        }
        for (const st of s.assets.byStatus.filter((x) => x.count > 0)) {
          expect(
            await rowCount(api, 'Asset', folderUid, { ...on, status: { filterType: 'set', values: [String(st.id)] } }),
            `status ${st.label}`,
          ).toBe(st.count);
        }

        expect(await rowCount(api, 'Device', folderUid, on)).toBe(s.devices.total);
        for (const f of s.devices.byFlag) {
          expect(
            await rowCount(api, 'Device', folderUid, { ...on, [FLAG_COLUMNS[f.id]!]: { filterType: 'text', type: 'true' } }),
            `flag ${f.label}`,
          ).toBe(f.count);
        }
        const noFlag = Object.fromEntries(Object.values(FLAG_COLUMNS).map((c) => [c, { filterType: 'text', type: 'false' }]));
        expect(await rowCount(api, 'Device', folderUid, { ...on, ...noFlag })).toBe(s.devices.ok);
        for (const a of s.devices.byActivationState.filter((x) => x.count > 0)) {
          expect(
            await rowCount(api, 'Device', folderUid, { ...on, activationState: { filterType: 'set', values: [String(a.id)] } }),
            `state ${a.label}`,
          ).toBe(a.count);
        }
      });
    }
  }

  it('splits the devices of a company with gateways between the two sides', async () => {
    const { api, folderUid } = await companyClient('demo-fuel');
    const all: FolderSummary = (await api.get(`/api/Folder/${folderUid}/Summary`)).json();
    const gateways: FolderSummary = (await api.get(`/api/Folder/${folderUid}/Summary?gatewaysOnly=true`)).json();
    const monitors: FolderSummary = (await api.get(`/api/Folder/${folderUid}/Summary?monitorsOnly=true`)).json();
    expect(gateways.devices.total).toBeGreaterThan(0);
    expect(monitors.devices.total).toBeGreaterThan(0);
    expect(gateways.devices.total + monitors.devices.total).toBe(all.devices.total);
    const schema = (await api.get(`/api/EntityReport/AssetSchema?folderUid=${folderUid}`)).json();
    expect(schema.columns.find((c: { colId: string }) => c.colId === 'connection')).toMatchObject({
      header: 'Connection',
      type: 'set',
      values: [
        { value: 'gateway', label: 'Through a Gateway' },
        { value: 'monitor', label: 'Stand-alone Monitor' },
      ],
    });
  });
});
