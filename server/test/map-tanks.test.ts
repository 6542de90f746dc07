// The fleet map's tanks in parts (issue 17, docs/decisions/098-progressive-map.md): GET
// Asset/ByFolder/{folder}/Map/Parts splits the folder's tanks into uid ranges; GET
// Asset/ByFolder/{folder}/Map/Tanks answers a range in columns. Together the parts hold every
// located tank of the folder and its subfolders once, where Location puts it, with the same state
// in the caller's units; another company's folder answers 404 and a bad range 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_FIRST_PART, MAP_PART, type MapParts, type MapTankColumns } from '@ullage/domain/tanks/map-tanks';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, minutesAgo, sendUpdate, type DemoTank } from './support';

type Api = ReturnType<typeof client>;
interface Location {
  uid: number;
  latitude: number;
  longitude: number;
  source: 'gps' | 'folder';
  zone: number | null;
  status: number;
  percentFull: number | null;
  amountFull: number | null;
  capacity: number | null;
  amountUnit: 'volume' | 'weight';
  daysLeft: number | null;
  readingDate: string | null;
  productUid: number | null;
  productName: string | null;
  label: string;
}

let t: TestContext;
let propane: Api;
let tank: DemoTank;

beforeAll(async () => {
  t = await createTestContext();
  propane = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.propane, 2);
  // A fresh reading, so the tank's state is known and shown.
  const reading = await sendUpdate(t, tank.key, { readingDate: minutesAgo(5), readings: [{ port: 1, reading: 18.25 }] });
  expect(reading.statusCode, reading.body).toBe(200);
});
afterAll(() => t.close());

/** Every part of the folder's map, as the map reads them: rows by uid. */
async function mapOf(api: Api, folderUid: number): Promise<{ plan: MapParts; rows: Map<number, Location> }> {
  const plan = (await api.get(`/api/Asset/ByFolder/${folderUid}/Map/Parts`)).json() as MapParts;
  const rows = new Map<number, Location>();
  for (const p of plan.parts) {
    const res = await api.get(`/api/Asset/ByFolder/${folderUid}/Map/Tanks?from=${p.from}&through=${p.through}`);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json() as MapTankColumns;
    expect(c.next).toBeNull();
    c.uid.forEach((uid, i) => {
      expect(rows.has(uid)).toBe(false);
      expect(uid).toBeGreaterThan(p.from);
      expect(uid).toBeLessThanOrEqual(p.through);
      const product = c.product[i] === null ? null : c.products[c.product[i]!];
      rows.set(uid, {
        uid,
        label: c.label[i]!,
        latitude: c.latitude[i]!,
        longitude: c.longitude[i]!,
        source: c.gps[i] ? 'gps' : 'folder',
        zone: c.zone[i]!,
        status: c.status[i]!,
        percentFull: c.percentFull[i]!,
        amountFull: c.amountFull[i]!,
        capacity: c.capacity[i]!,
        amountUnit: c.weight[i] ? 'weight' : 'volume',
        daysLeft: c.daysLeft[i]!,
        readingDate: c.readingDate[i]!,
        productUid: product?.uid ?? null,
        productName: product?.name ?? null,
      });
    });
  }
  return { plan, rows };
}

describe('the map in parts', () => {
  it("counts the folder's tanks and splits them into ranges of at most a part's size", async () => {
    const { rows } = await t.database.pool.query<{ n: number }>(
      `select count(distinct a.uid)::int as n from asset a join entity e on e.uid = a.uid
         join folder_membership m on m.entity_uid = a.uid join folder f on f.uid = m.folder_uid
        where e.active and not a.is_template and f.path @> array[$1::bigint]`,
      [tank.companyUid],
    );
    const res = await propane.get(`/api/Asset/ByFolder/${tank.companyUid}/Map/Parts`);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json() as MapParts;
    expect(plan.tanks).toBe(rows[0]!.n);
    expect(plan.tanks).toBeGreaterThan(10);
    expect(plan.parts.reduce((s, p) => s + p.tanks, 0)).toBe(plan.tanks);
    plan.parts.forEach((p, i) => {
      expect(p.tanks).toBeLessThanOrEqual(i === 0 ? MAP_FIRST_PART : MAP_PART);
      expect(p.through).toBeGreaterThan(p.from);
      if (i > 0) expect(p.from).toBe(plan.parts[i - 1]!.through);
    });
  });

  it('holds every located tank once, where Location puts it, with the same state', async () => {
    const { rows } = await mapOf(propane, tank.companyUid);
    const { rows: templates } = await t.database.pool.query<{ uid: number }>('select uid from asset where is_template');
    const isTemplate = new Set(templates.map((r) => Number(r.uid)));
    const located = ((await propane.get(`/api/Asset/ByFolder/${tank.companyUid}/Location?limit=5000`)).json() as Location[]).filter(
      (l) => !isTemplate.has(l.uid),
    );
    expect(rows.size).toBe(located.length);
    for (const l of located) {
      const m = rows.get(l.uid);
      expect(m, `tank ${l.uid}`).toBeDefined();
      expect(m).toMatchObject({
        label: l.label,
        latitude: l.latitude,
        longitude: l.longitude,
        source: l.source,
        zone: l.zone,
        status: l.status,
        percentFull: l.percentFull,
        amountFull: l.amountFull,
        // A tank never read has no state for Location; the map gives its configured capacity.
        capacity: l.readingDate === null ? m!.capacity : l.capacity,
        amountUnit: l.amountUnit,
        daysLeft: l.daysLeft,
        readingDate: l.readingDate,
        productUid: l.productUid,
        productName: l.productName,
      });
    }
    // The tank just read has its reading's state.
    expect(rows.get(tank.assetUid)?.readingDate).not.toBeNull();
    expect(rows.get(tank.assetUid)?.percentFull).not.toBeNull();
  });

  it("a site's map holds only the site's tanks", async () => {
    const { rows } = await mapOf(propane, tank.siteUid);
    expect(rows.has(tank.assetUid)).toBe(true);
    const company = await mapOf(propane, tank.companyUid);
    expect(rows.size).toBeLessThan(company.rows.size);
  });

  it("answers 404 for another company's folder and 400 for a range that is not one", async () => {
    const fuel = client(t, await t.login('demo-fuel'));
    for (const path of ['Map/Parts', 'Map/Tanks?from=0&through=999999999']) {
      const res = await fuel.get(`/api/Asset/ByFolder/${tank.companyUid}/${path}`);
      expect(res.statusCode, path).toBe(404);
    }
    const bad = await propane.get(`/api/Asset/ByFolder/${tank.companyUid}/Map/Tanks?from=abc&through=5`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('From: must be a uid');
  });
});

describe('the devices drawn apart from the tanks', () => {
  interface Point {
    uid: number;
    latitude: number;
    longitude: number;
    source: 'gps' | 'folder';
    children: number;
    tanks: number;
    serialNumber: string;
  }

  it('lists the gateways and the devices feeding no tank, each where it stands, and no device that feeds a tank', async () => {
    // The fuel distributor's sites have tank gauge consoles (gateways) with probes in their slots.
    const fuel = client(t, await t.login('demo-fuel'));
    const fuelTank = await demoTank(t, COMPANIES.fuel, 0);
    const res = await fuel.get(`/api/Device/ByFolder/${fuelTank.companyUid}/Map`);
    expect(res.statusCode, res.body).toBe(200);
    const points = res.json() as Point[];
    expect(points.length).toBeGreaterThan(0);
    // From the tables themselves: a device's children in its slots, and the active tanks its
    // sensors (or its children's) feed.
    const { rows } = await t.database.pool.query<{ uid: string; children: number; tanks: number }>(
      `select d.uid,
              (select count(*)::int from device c join entity ce on ce.uid = c.uid where c.parent_device_uid = d.uid and ce.active) as children,
              (select count(distinct ec.entity_uid)::int from sensor s join entity_config ec on ec.sensor_uid = s.uid
                 join entity ae on ae.uid = ec.entity_uid and ae.active
                where s.device_uid = d.uid or s.device_uid in (select c.uid from device c where c.parent_device_uid = d.uid)) as tanks
         from device d where d.uid = any($1::bigint[])`,
      [points.map((p) => p.uid)],
    );
    expect(rows).toHaveLength(points.length);
    for (const r of rows) expect(r.children > 0 || r.tanks === 0, `device ${r.uid}`).toBe(true);
    for (const p of points) {
      expect(Number.isFinite(p.latitude) && Number.isFinite(p.longitude)).toBe(true);
      expect(p.children > 0 || p.tanks === 0).toBe(true);
    }
    expect(points.some((p) => p.children > 0)).toBe(true);
    // A tank's own monitor feeds it: it shows through the tank, not apart.
    expect(points.some((p) => p.uid === fuelTank.deviceUid)).toBe(false);
  });

  it("answers 404 for another company's folder", async () => {
    const fuelTank = await demoTank(t, COMPANIES.fuel, 0);
    expect((await propane.get(`/api/Device/ByFolder/${fuelTank.companyUid}/Map`)).statusCode).toBe(404);
  });
});
