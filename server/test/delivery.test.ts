// Delivery planning over HTTP (docs/decisions/092-delivery-planning.md) on a constructed region:
// four sites east of a warehouse fence along one road, one tank each due within the days, the rest
// of the region's tanks full. The plan lists exactly the due tanks with the volume to fill each to
// its product's max fill, in route order along the road, in loads no larger than the truck; a tank
// without a location is listed as unplaced; another company's folder answers 404 and its depot or
// contact group is refused; the plan is emailed (the outbox) to each member of a contact group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPlanSchema, type DeliveryPlan } from '@ullage/domain/delivery/api';
import { convertVolume, VolumeUnit } from '@ullage/domain/units';
import { createTestContext, type TestContext } from './helpers';
import { signedIn, type Api } from './shell-helpers';

let t: TestContext;
let propane: Api;
let lube: Api;
let region: number;
let fenceUid: number;
let lubeFence: number;
let groupUid: number;
let lubeGroup: number;
/** The due tanks along the road, west to east, and the one without a location. */
let due: { uid: number; label: string; capacity: number; amount: number; maxFill: number }[];
let lost: { uid: number; label: string };
let toUnit: (gallons: number) => number;

const ROAD = { latitude: 40.0, longitude: -90.0 };

beforeAll(async () => {
  t = await createTestContext();
  propane = await signedIn(t, 'demo-propane');
  lube = await signedIn(t, 'demo-lube');
  const db = t.database.pool;
  // A folder of the Propane Distributor with at least five sites holding a tank measured by volume.
  const { rows: regions } = await db.query<{ parent_uid: number }>(
    `select f.parent_uid from folder f
       join folder c on c.uid = (select cf.uid from folder cf join entity ce on ce.uid = cf.uid where ce.label = 'Propane Distributor' limit 1)
      where f.path @> array[c.uid] and exists (
              select 1 from asset_report_row r where r.folder_uid = f.uid and r.mrank = 0 and not r.is_template and r.capacity > 0 and r.tank_type <> 8)
      group by f.parent_uid having count(*) >= 5 order by count(*) desc, f.parent_uid limit 1`,
  );
  region = regions[0]!.parent_uid;
  const { rows: sites } = await db.query<{ uid: number }>(
    `select f.uid from folder f where f.parent_uid = $1 and exists (
       select 1 from asset_report_row r where r.folder_uid = f.uid and r.mrank = 0 and not r.is_template and r.capacity > 0 and r.tank_type <> 8)
     order by f.uid limit 5`,
    [region],
  );
  // Every tank of the region full and slow, from a reading, and no GPS fix anywhere in it.
  const { rows: tanks } = await db.query<{ uid: number; folder_uid: number; config_id: number; cap: number }>(
    `select distinct on (a.uid) a.uid, m.folder_uid, c.id as config_id, (c.data #>> '{tank,capacity}')::float8 as cap
       from asset a join folder_membership m on m.entity_uid = a.uid and not m.is_copy
       join folder f on f.uid = m.folder_uid join entity_config c on c.entity_uid = a.uid and c.type_id = 2
      where f.path @> array[$1::bigint] and not a.is_template order by a.uid, c.id`,
    [region],
  );
  await db.query(`delete from asset_value_state where asset_uid = any($1::bigint[])`, [tanks.map((x) => x.uid)]);
  await db.query(
    `insert into tank_state (asset_uid, config_id, reading_time, amount_full, capacity, percent_full, days_left, zone)
     select x.uid, x.config_id, now(), x.cap * 0.9, x.cap, 0.9, 200, 1
       from unnest($1::bigint[], $2::bigint[], $3::float8[]) as x(uid, config_id, cap) where x.cap > 0
     on conflict (asset_uid) do update set amount_full = excluded.amount_full, capacity = excluded.capacity,
       percent_full = 0.9, days_left = 200, reading_time = now()`,
    [tanks.map((x) => x.uid), tanks.map((x) => x.config_id), tanks.map((x) => x.cap)],
  );
  // The sites along the road, 10 miles apart (about 0.19 degrees of longitude at 40 N); the fifth has no coordinates.
  for (const [i, s] of sites.entries()) {
    const address =
      i < 4
        ? {
            address1: `${i + 1}00 Road`,
            city: 'Eastville',
            state: 'IL',
            zip: '61000',
            latitude: ROAD.latitude,
            longitude: ROAD.longitude + 0.19 * (i + 1),
          }
        : { address1: 'Somewhere', city: 'Nowhere', state: 'IL', zip: '61000' };
    await db.query(`update folder set address = $2 where uid = $1`, [s.uid, JSON.stringify(address)]);
  }
  // One tank per site at 20% with 2 days left.
  due = [];
  for (const [i, s] of sites.entries()) {
    const tank = tanks.find((x) => x.folder_uid === s.uid && x.cap > 0)!;
    await db.query(`update tank_state set amount_full = capacity * 0.2, percent_full = 0.2, days_left = 2, zone = 3 where asset_uid = $1`, [
      tank.uid,
    ]);
    const { rows } = await db.query<{ label: string; max_fill: number | null }>(
      `select e.label, p.default_max_fill_percent as max_fill from asset a join entity e on e.uid = a.uid
         left join product p on p.uid = a.product_uid where a.uid = $1`,
      [tank.uid],
    );
    const row = rows[0]!;
    if (i < 4) due.push({ uid: tank.uid, label: row.label, capacity: tank.cap, amount: tank.cap * 0.2, maxFill: row.max_fill ?? 1 });
    else lost = { uid: tank.uid, label: row.label };
  }
  await db.query(`select report_refresh_live($1::bigint[], '{}'::bigint[])`, [tanks.map((x) => x.uid)]);

  const fence = await propane.post(`/api/Geofence/ToFolder/${region}`, {
    label: 'Road yard',
    centerLatitude: ROAD.latitude,
    centerLongitude: ROAD.longitude,
    radius: 0.5,
    warehouse: true,
  });
  expect(fence.statusCode, fence.body).toBe(200);
  fenceUid = (fence.json() as { uid: number }).uid;
  const lubeCompany = (
    await db.query<{ uid: number }>(`select f.uid from folder f join entity e on e.uid = f.uid where e.label = 'Lube Distributor' limit 1`)
  ).rows[0]!.uid;
  const other = await lube.post(`/api/Geofence/ToFolder/${lubeCompany}`, {
    label: 'Lube yard',
    centerLatitude: 40,
    centerLongitude: -90,
    warehouse: true,
  });
  expect(other.statusCode, other.body).toBe(200);
  lubeFence = (other.json() as { uid: number }).uid;

  const contact = (
    await propane.post(`/api/Contact/ToFolder/${region}`, {
      config: { firstName: 'Dee', lastName: 'Spatch', emailAddress: 'dee@dispatch.test' },
    })
  ).json() as { uid: number };
  const group = await propane.post(`/api/ContactGroup/ToFolder/${region}`, { config: { label: 'Drivers' } });
  expect(group.statusCode, group.body).toBe(200);
  groupUid = (group.json() as { uid: number }).uid;
  await db.query(`insert into contact_group_member (group_uid, contact_uid) values ($1, $2)`, [groupUid, contact.uid]);
  const lg = await lube.post(`/api/ContactGroup/ToFolder/${lubeCompany}`, { config: { label: 'Lube drivers' } });
  lubeGroup = (lg.json() as { uid: number }).uid;
});
afterAll(() => t.close());

async function plan(query: string): Promise<DeliveryPlan> {
  const res = await propane.get(`/api/Delivery/Plan/${region}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const p = deliveryPlanSchema.parse(res.json());
  toUnit = (g) => convertVolume(g, VolumeUnit.Gallons, p.units.volumeUnitId);
  return p;
}

describe('Delivery/Plan', () => {
  it("plans the region's due tanks along the road from the warehouse fence, each filled to its max fill", async () => {
    const p = await plan('days=3&truckCapacity=1000000');
    expect(p.depot).toMatchObject({ uid: fenceUid, kind: 'geofence', label: 'Road yard' });
    expect(p.loads).toHaveLength(1);
    const stops = p.loads[0]!.stops;
    // Along the road one way or the other: east-bound, or the same tour driven west-bound.
    const order = stops.map((s) => s.assetUid);
    const east = due.map((d) => d.uid);
    expect([east, [...east].reverse()]).toContainEqual(order);
    for (const d of due) {
      const s = stops.find((x) => x.assetUid === d.uid)!;
      expect(s.label).toBe(d.label);
      expect(s.volume).toBeCloseTo(toUnit(d.capacity * d.maxFill - d.amount), 0);
      expect(s.percentFull).toBeCloseTo(0.2, 6);
    }
    // Out and back along 40 miles of road.
    expect(p.loads[0]!.miles).toBeGreaterThan(78);
    expect(p.loads[0]!.miles).toBeLessThan(82);
    expect(p.unplaced).toEqual([{ assetUid: lost.uid, label: lost.label, folderLabel: expect.any(String), reason: 'noLocation' }]);
  });

  it('splits the deliveries into loads no larger than the truck', async () => {
    const truck = Math.ceil(Math.max(...due.map((d) => toUnit(d.capacity * d.maxFill - d.amount)))) + 1;
    const p = await plan(`days=3&truckCapacity=${truck}`);
    expect(p.loads.length).toBeGreaterThan(1);
    for (const l of p.loads) expect(l.volume).toBeLessThanOrEqual(truck);
    expect(p.loads.flatMap((l) => l.stops.map((s) => s.assetUid)).sort()).toEqual(due.map((d) => d.uid).sort());
  });

  it('plans nothing when no tank reaches its reorder level within the days, and more with a higher level', async () => {
    // Each due tank is at 20%, below its Warning zone; a 0% reorder level and no days ahead leaves none due.
    expect((await plan('days=0&reorderPercent=0')).loads).toEqual([]);
    // At 95% every tank of the region (90% full) is due.
    const all = await plan('days=0&reorderPercent=0.95&truckCapacity=1000000');
    expect(all.loads.flatMap((l) => l.stops).length).toBeGreaterThan(4);
  });

  it("refuses a depot that is not one of the folder's, and bad input, with the field messages", async () => {
    const res = await propane.get(`/api/Delivery/Plan/${region}?depotUid=${lubeFence}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.depotUid).toEqual(['Depot: must be a warehouse geofence or a folder with an address']);
    const bad = await propane.get(`/api/Delivery/Plan/${region}?days=-1&truckCapacity=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.days).toEqual(['Days: must be at least 0']);
    expect(bad.json().errors.truckCapacity).toEqual(['Truck Capacity: must be a number']);
  });

  it("answers 404 for another company's folder", async () => {
    expect((await lube.get(`/api/Delivery/Plan/${region}`)).statusCode).toBe(404);
    expect((await lube.post(`/api/Delivery/Plan/${region}/Email`, { contactGroupUid: lubeGroup })).statusCode).toBe(404);
  });
});

describe('Delivery/Plan/Email', () => {
  it('emails the plan, its CSV attached, to each member of the group', async () => {
    const res = await propane.post(`/api/Delivery/Plan/${region}/Email`, { days: 3, truckCapacity: 1000000, contactGroupUid: groupUid });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ recipients: 1 });
    const { rows } = await t.database.pool.query<{ subject: string; body: string }>(
      `select subject, body from outbox_message where recipient = 'dee@dispatch.test' order by id desc limit 1`,
    );
    expect(rows[0]!.subject).toMatch(/^Delivery plan for /);
    for (const d of due) expect(rows[0]!.body).toContain(d.label);
    expect(rows[0]!.body).toMatch(/delivery-plan-\d{4}-\d{2}-\d{2}\.csv/);
  });

  it("refuses another company's contact group and sends nothing", async () => {
    const before = (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from outbox_message`)).rows[0]!.n;
    const res = await propane.post(`/api/Delivery/Plan/${region}/Email`, { contactGroupUid: lubeGroup });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.contactGroupUid).toEqual(['You must select a contact group']);
    const after = (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from outbox_message`)).rows[0]!.n;
    expect(after).toBe(before);
  });
});
