// spec 001 §7 GET Folder/{uid}/Summary (gatewaysOnly, monitorsOnly): every count and sum against
// an independent reading of the base tables, for all devices, gateways only and monitors only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FolderSummary } from '@ullage/domain/reports/summary-api';
import { ASSET_STATUS_TYPES } from '@ullage/domain/tanks/asset-status';
import { ConfigType } from '@ullage/domain/configs';
import { DEVICE_MODELS } from '@ullage/domain/devices/device-catalogue';
import { DEVICE_ACTIVATION_STATES, DEVICE_FLAGS } from '@ullage/domain/devices/devices';
import { createTestContext, type TestContext } from './helpers';
import { seedStates } from './report-support';
import { folderUid, signedIn, type Api } from './shell-helpers';

let t: TestContext;
let lube: Api;
let company: number;

const GATEWAYS = new Set<number>(DEVICE_MODELS.filter((m) => m.deviceTypeId === 'gateway').map((m) => m.id));

beforeAll(async () => {
  t = await createTestContext();
  lube = await signedIn(t, 'demo-lube');
  company = await folderUid(t, 'Lube Distributor');
  await seedStates(t, company, 0.31);
});
afterAll(() => t.close());

type Side = 'all' | 'gateways' | 'monitors';

/** The summary computed from the base tables in plain SQL and JavaScript. */
async function expectedSummary(folder: number, side: Side) {
  const { rows: tanks } = await t.database.pool.query(
    `select distinct on (a.uid) a.uid, e.label, coalesce(t.status, 0) as status, t.zone, t.reading_time, t.percent_full, t.days_left,
            coalesce(t.capacity, (c.data #>> '{tank,capacity}')::float8) as capacity, t.amount_full, t.ullage, t.adjusted_ullage,
            a.product_uid, p.name as product_name, d.uid as device_uid, d.model_id, d.parent_device_uid
       from asset a join entity e on e.uid = a.uid and e.active
       join folder_membership m on m.entity_uid = a.uid join folder f on f.uid = m.folder_uid
       left join product p on p.uid = a.product_uid
       left join tank_state t on t.asset_uid = a.uid
       left join entity_config c on c.entity_uid = a.uid and c.type_id = $2
       -- The device: the one the tank config reads, else (a pressure line, a switch) the one its
       -- first sensor config reads; an active one.
       left join device d on d.uid = (
         select s.device_uid from entity_config x join sensor s on s.uid = x.sensor_uid join entity de on de.uid = s.device_uid and de.active
          where x.entity_uid = a.uid order by x.type_id <> $2, x.id limit 1)
      where f.path @> array[$1::bigint]
      order by a.uid, c.id`,
    [folder, ConfigType.AssetTank],
  );
  const { rows: devices } = await t.database.pool.query(
    `select distinct d.uid, d.model_id, d.parent_device_uid, d.flags, d.activation_state
       from device d join entity e on e.uid = d.uid and e.active
       join folder_membership m on m.entity_uid = d.uid join folder f on f.uid = m.folder_uid
      where f.path @> array[$1::bigint]`,
    [folder],
  );
  const gatewaySide = (model: number | null, parent: number | null) => parent !== null || (model !== null && GATEWAYS.has(model));
  const keptTanks = tanks.filter((x) =>
    side === 'all'
      ? true
      : side === 'gateways'
        ? x.device_uid !== null && gatewaySide(x.model_id, x.parent_device_uid)
        : x.device_uid !== null && !gatewaySide(x.model_id, x.parent_device_uid),
  );
  const keptDevices = devices.filter((d) =>
    side === 'all'
      ? true
      : side === 'gateways'
        ? gatewaySide(d.model_id, d.parent_device_uid)
        : !gatewaySide(d.model_id, d.parent_device_uid),
  );
  const count = <T>(list: T[], pred: (x: T) => boolean) => list.filter(pred).length;
  const sum = (list: typeof tanks, key: string) =>
    Math.round(list.reduce((n, x) => n + (x[key] === null ? 0 : Number(x[key])), 0) * 1000) / 1000;
  const products = new Map<string, typeof tanks>();
  for (const x of keptTanks) products.set(String(x.product_uid), [...(products.get(String(x.product_uid)) ?? []), x]);
  return {
    total: keptTanks.length,
    reporting: count(keptTanks, (x) => x.reading_time !== null),
    byStatus: ASSET_STATUS_TYPES.map((s) => count(keptTanks, (x) => Number(x.status) === s.id)),
    byZone: [1, 2, 3, 0].map((z) => count(keptTanks, (x) => (x.zone ?? 0) === z)),
    products: [...products.values()]
      .map((list) => ({
        productUid: list[0].product_uid,
        tanks: list.length,
        capacity: sum(list, 'capacity'),
        amountFull: sum(list, 'amount_full'),
        ullage: sum(list, 'ullage'),
      }))
      .sort((a, b) => Number(a.productUid) - Number(b.productUid)),
    mostInNeed: keptTanks
      .filter((x) => x.percent_full !== null)
      .sort((a, b) => {
        const days = (v: number | null) => (v === null ? Infinity : v);
        return days(a.days_left) - days(b.days_left) || a.percent_full - b.percent_full || a.uid - b.uid;
      })
      .slice(0, 10)
      .map((x) => Number(x.uid)),
    devices: {
      total: keptDevices.length,
      gateways: count(keptDevices, (d) => GATEWAYS.has(d.model_id)),
      monitors: count(keptDevices, (d) => d.parent_device_uid === null && !GATEWAYS.has(d.model_id)),
      inSlots: count(keptDevices, (d) => d.parent_device_uid !== null && !GATEWAYS.has(d.model_id)),
      byActivationState: DEVICE_ACTIVATION_STATES.map((s) => count(keptDevices, (d) => d.activation_state === s.id)),
      byFlag: DEVICE_FLAGS.map((f) => count(keptDevices, (d) => (d.flags & f.id) !== 0)),
      ok: count(keptDevices, (d) => d.flags === 0),
    },
  };
}

function shape(s: FolderSummary) {
  return {
    total: s.assets.total,
    reporting: s.assets.reporting,
    byStatus: s.assets.byStatus.map((c) => c.count),
    byZone: s.assets.byZone.map((c) => c.count),
    products: s.products
      .map((p) => ({ productUid: p.productUid, tanks: p.tanks, capacity: p.capacity, amountFull: p.amountFull, ullage: p.ullage }))
      .sort((a, b) => Number(a.productUid) - Number(b.productUid)),
    mostInNeed: s.mostInNeed.map((x) => x.uid),
    devices: {
      total: s.devices.total,
      gateways: s.devices.gateways,
      monitors: s.devices.monitors,
      inSlots: s.devices.inSlots,
      byActivationState: s.devices.byActivationState.map((c) => c.count),
      byFlag: s.devices.byFlag.map((c) => c.count),
      ok: s.devices.ok,
    },
  };
}

describe('GET Folder/{uid}/Summary', () => {
  it('counts tanks by status and zone, devices by state and flag, sums product by product, and names the tanks most in need', async () => {
    const res = await lube.get(`/api/Folder/${company}/Summary`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as FolderSummary;
    expect(s).toMatchObject({ folderUid: company, label: 'Lube Distributor' });
    expect(s.assets.byStatus.map((c) => c.label)).toEqual(ASSET_STATUS_TYPES.map((x) => x.label));
    expect(s.assets.byZone.map((c) => c.label)).toEqual(['Safe', 'Warning', 'Critical', 'No Reading']);
    const want = await expectedSummary(company, 'all');
    expect(want.devices.gateways).toBeGreaterThan(0);
    expect(want.devices.inSlots).toBeGreaterThan(0);
    // Every device counts under exactly one tile (a fuel company's 342 tank-gauge probes had none).
    expect(s.devices.gateways + s.devices.inSlots + s.devices.monitors).toBe(s.devices.total);
    expect(want.reporting).toBeLessThan(want.total);
    expect(shape(s)).toEqual(want);
    const first = s.mostInNeed[0]!;
    const { rows } = await t.database.pool.query(
      'select e.label, fe.label as folder_label from entity e, folder_membership m join entity fe on fe.uid = m.folder_uid where e.uid = $1 and m.entity_uid = e.uid',
      [first.uid],
    );
    expect(first).toMatchObject({ label: rows[0].label, folderLabel: rows[0].folder_label, measure: 'volume' });
  });

  it('counts gateways and their tanks only, or stand-alone monitors and theirs only, when asked', async () => {
    const all = (await lube.get(`/api/Folder/${company}/Summary`)).json() as FolderSummary;
    const gateways = (await lube.get(`/api/Folder/${company}/Summary?gatewaysOnly=true`)).json() as FolderSummary;
    const monitors = (await lube.get(`/api/Folder/${company}/Summary?monitorsOnly=true`)).json() as FolderSummary;
    expect(shape(gateways)).toEqual(await expectedSummary(company, 'gateways'));
    expect(shape(monitors)).toEqual(await expectedSummary(company, 'monitors'));
    expect(gateways.assets.total).toBeGreaterThan(0);
    expect(monitors.assets.total).toBeGreaterThan(0);
    expect(gateways.devices.total + monitors.devices.total).toBe(all.devices.total);
    expect(monitors.devices.gateways).toBe(0);
    expect(gateways.devices.monitors).toBe(0);
  });

  it('refuses both flags at once, with the reason', async () => {
    const res = await lube.get(`/api/Folder/${company}/Summary?gatewaysOnly=true&monitorsOnly=true`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ monitorsOnly: ['Gateways Only and Monitors Only cannot both be chosen'] });
  });

  it("answers another company's folder with 404", async () => {
    const propane = await folderUid(t, 'Propane Distributor');
    const res = await lube.get(`/api/Folder/${propane}/Summary`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Folder ${propane} was not found.`);
  });
});
