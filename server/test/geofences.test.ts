// spec 001 §3.3 Geofence and §7 Geofence calls over HTTP (docs/decisions/078-geofences.md): circles
// and polygons created, read, listed by folder (above and below), updated and deleted; bad input
// gets the field's message and changes nothing; Edit Folder (12) on every write; another company's
// fence and folder answer 404; GET Map/Settings names the tile server the CSP allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertEventState } from '@ullage/domain/alerts/alert-api';
import { AlertType, GeofenceAlertMode } from '@ullage/domain/alerts/alerts';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoSkidTank, demoTank, minutesAgo, sendUpdate, type DemoTank } from './support';

type Api = ReturnType<typeof client>;
interface Fence {
  uid: number;
  label: string;
  centerLatitude: number;
  centerLongitude: number;
  radius: number;
  circular: boolean;
  warehouse: boolean;
  polygon: { latitude: number; longitude: number }[];
  folderUid: number;
  folderLabel: string;
}

let t: TestContext;
let admin: Api;
let tank: DemoTank;

const YARD = { label: 'North yard', centerLatitude: 41.88, centerLongitude: -87.63, radius: 0.5, warehouse: true };
const SQUARE = [
  { latitude: 41.0, longitude: -88.0 },
  { latitude: 41.0, longitude: -87.9 },
  { latitude: 41.1, longitude: -87.9 },
  { latitude: 41.1, longitude: -88.0 },
];

async function fenceRows(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from geofence');
  return rows[0]!.n;
}

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.propane, 3);
});
afterAll(() => t.close());

describe('geofences', () => {
  it('creates, reads, lists, updates and deletes a circle', async () => {
    const created = await admin.post(`/api/Geofence/ToFolder/${tank.siteUid}`, YARD);
    expect(created.statusCode, created.body).toBe(200);
    const fence = created.json() as Fence;
    expect(fence).toMatchObject({ ...YARD, circular: true, polygon: [], folderUid: tank.siteUid });
    expect((await admin.get(`/api/Geofence/${fence.uid}`)).json()).toEqual(fence);
    // The site's map shows it, and so does the company's (a folder above), which lists its subfolders' fences.
    for (const folder of [tank.siteUid, tank.companyUid]) {
      const list = (await admin.get(`/api/Geofence/ByFolder/${folder}`)).json() as Fence[];
      expect(list.map((f) => f.uid)).toContain(fence.uid);
    }
    const updated = await admin.put(`/api/Geofence/${fence.uid}`, { ...YARD, label: 'South yard', radius: 2, warehouse: false });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ uid: fence.uid, label: 'South yard', radius: 2, warehouse: false });
    const deleted = await admin.delete(`/api/Geofence/${fence.uid}`);
    expect(deleted.json()).toEqual({ uid: fence.uid, deleted: true });
    expect((await admin.get(`/api/Geofence/${fence.uid}`)).statusCode).toBe(404);
    const after = (await admin.get(`/api/Geofence/ByFolder/${tank.siteUid}`)).json() as Fence[];
    expect(after.map((f) => f.uid)).not.toContain(fence.uid);
  });

  it('stores a polygon with the circle around its corners as its centre and radius', async () => {
    const res = await admin.post(`/api/Geofence/ToFolder/${tank.siteUid}`, { label: 'Field', circular: false, polygon: SQUARE });
    expect(res.statusCode, res.body).toBe(200);
    const fence = res.json() as Fence;
    expect(fence.circular).toBe(false);
    expect(fence.polygon).toEqual(SQUARE);
    expect(fence.centerLatitude).toBeCloseTo(41.05, 6);
    expect(fence.centerLongitude).toBeCloseTo(-87.95, 6);
    // Half the square's diagonal: about 4.3 miles.
    expect(fence.radius).toBeGreaterThan(4);
    expect(fence.radius).toBeLessThan(4.6);
    // Made a circle again, it forgets its corners.
    const circle = await admin.put(`/api/Geofence/${fence.uid}`, { ...YARD, label: 'Field' });
    expect(circle.json()).toMatchObject({ circular: true, polygon: [], radius: YARD.radius });
  });

  it("refuses bad input with the field's message, changing nothing", async () => {
    const before = await fenceRows();
    const cases: [unknown, string, string][] = [
      [{ ...YARD, label: '' }, 'label', 'Label: '],
      [{ ...YARD, centerLatitude: 91 }, 'centerLatitude', 'Center Latitude: '],
      [{ ...YARD, radius: 0 }, 'radius', 'Radius: '],
      [{ label: 'Two points', circular: false, polygon: SQUARE.slice(0, 2) }, 'polygon', 'Polygon: must have at least 3 points'],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post(`/api/Geofence/ToFolder/${tank.siteUid}`, body);
      expect(res.statusCode, res.body).toBe(400);
      const errors = res.json().errors as Record<string, string[]>;
      expect(errors[field]?.[0], res.body).toContain(message);
    }
    expect(await fenceRows()).toBe(before);
  });

  it('refuses to delete a fence an alert names (409)', async () => {
    const fence = (await admin.post(`/api/Geofence/ToFolder/${tank.siteUid}`, YARD)).json() as Fence;
    const saved = await admin.post(`/api/Entity/${tank.assetUid}/Alert`, [{ id: 0, typeId: 8, geofenceUid: fence.uid, mode: 1 }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await admin.delete(`/api/Geofence/${fence.uid}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('North yard is the geofence of 1 alert: remove that alert first.');
    expect((await admin.get(`/api/Geofence/${fence.uid}`)).statusCode).toBe(200);
  });
});

describe('scope and permission', () => {
  it("answers 404 for another company's fences and folders", async () => {
    const fence = (await admin.post(`/api/Geofence/ToFolder/${tank.siteUid}`, YARD)).json() as Fence;
    const lube = client(t, await t.login('demo-lube'));
    const lubeTank = await demoTank(t, COMPANIES.lube, 0);
    const answers = await Promise.all([
      lube.get(`/api/Geofence/${fence.uid}`),
      lube.get(`/api/Geofence/ByFolder/${tank.siteUid}`),
      lube.post(`/api/Geofence/ToFolder/${tank.siteUid}`, YARD),
      lube.put(`/api/Geofence/${fence.uid}`, { ...YARD, label: 'Taken' }),
      lube.delete(`/api/Geofence/${fence.uid}`),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(404);
    expect((await admin.get(`/api/Geofence/${fence.uid}`)).json()).toEqual(fence);
    const theirs = (await lube.get(`/api/Geofence/ByFolder/${lubeTank.companyUid}`)).json() as Fence[];
    expect(theirs.map((f) => f.uid)).not.toContain(fence.uid);
  });

  it("refuses a geofence alert naming another company's fence, saving nothing", async () => {
    const lube = client(t, await t.login('demo-lube'));
    const lubeTank = await demoTank(t, COMPANIES.lube, 0);
    const theirs = (await lube.post(`/api/Geofence/ToFolder/${lubeTank.siteUid}`, { ...YARD, label: 'Lube yard' })).json() as Fence;
    const before = (await admin.get(`/api/Entity/${tank.assetUid}/Alert`)).json() as unknown[];
    const res = await admin.post(`/api/Entity/${tank.assetUid}/Alert`, [{ id: 0, typeId: 8, geofenceUid: theirs.uid, mode: 1 }]);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: Record<string, string[]> }).errors['0.geofenceUid']).toEqual([
      'Geofence: is not a geofence of this company',
    ]);
    expect((await admin.get(`/api/Entity/${tank.assetUid}/Alert`)).json()).toEqual(before);
    // Their own fence is taken on their own tank.
    const own = await lube.post(`/api/Entity/${lubeTank.assetUid}/Alert`, [{ id: 0, typeId: 8, geofenceUid: theirs.uid, mode: 1 }]);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('lets a user without Edit Folder (12) read but not write (403), changing nothing', async () => {
    const fence = (await admin.post(`/api/Geofence/ToFolder/${tank.siteUid}`, YARD)).json() as Fence;
    const office = client(t, await t.login('jnowak.propane'));
    expect((await office.get(`/api/Geofence/${fence.uid}`)).statusCode).toBe(200);
    const before = await fenceRows();
    const writes = await Promise.all([
      office.post(`/api/Geofence/ToFolder/${tank.siteUid}`, YARD),
      office.put(`/api/Geofence/${fence.uid}`, { ...YARD, label: 'Nope' }),
      office.delete(`/api/Geofence/${fence.uid}`),
    ]);
    for (const res of writes) expect(res.statusCode, res.body).toBe(403);
    expect(await fenceRows()).toBe(before);
    expect((await admin.get(`/api/Geofence/${fence.uid}`)).json()).toEqual(fence);
  });
});

describe('the map', () => {
  it("gives the demo world's equipment yard, where the GPS skid tank lives, a warehouse fence", async () => {
    const fences = (await admin.get(`/api/Geofence/ByFolder/${tank.companyUid}`)).json() as Fence[];
    expect(fences.find((f) => f.label === 'Equipment Yard fence')).toMatchObject({ warehouse: true, circular: true, radius: 0.5 });
  });

  it("names the tile server, whose host alone the page's CSP allows for images", async () => {
    const res = await admin.get('/api/Map/Settings');
    expect(res.json()).toMatchObject({ tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(res.json().attribution).toContain('OpenStreetMap');
  });

  it('gives each located tank its zone, product, volume, days left and last reading', async () => {
    const reading = await sendUpdate(t, tank.key, { readingDate: minutesAgo(5), readings: [{ port: 1, reading: 21.5 }] });
    expect(reading.statusCode, reading.body).toBe(200);
    const res = await admin.get(`/api/Asset/ByFolder/${tank.companyUid}/Location?limit=5000`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { uid: number; zone: number | null; amountFull: number | null; readingDate: string | null }[];
    const ours = rows.find((r) => r.uid === tank.assetUid);
    expect(ours).toBeDefined();
    expect(ours!.readingDate).not.toBeNull();
    expect(ours!.amountFull).not.toBeNull();
    expect(ours!.zone).not.toBeNull();
  });
});

describe('GPS fixes and the geofence alert', () => {
  const HOUR = 3_600_000;
  const at = (ms: number) => toCentralTimestamp(new Date(ms));

  const skidTank = () => demoSkidTank(t);

  it('raises the alert when the tank leaves its yard and clears it when it comes back (mode Exit)', async () => {
    const skid = await skidTank();
    const yard = (
      await admin.post(`/api/Geofence/ToFolder/${skid.folder}`, {
        label: 'Trailer yard',
        centerLatitude: 45.0,
        centerLongitude: -93.0,
        radius: 0.5,
        warehouse: true,
      })
    ).json() as Fence;
    const saved = await admin.post(`/api/Entity/${skid.asset}/Alert`, [
      { id: 0, typeId: AlertType.Geofence, geofenceUid: yard.uid, mode: GeofenceAlertMode.Exit },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const start = Math.floor(Date.now() / 1000) * 1000 - 10 * HOUR;
    // In the yard, out at a job 10 miles north, out still, back in the yard.
    const fixes: [number, number][] = [
      [45.0, -93.0],
      [45.145, -93.0],
      [45.146, -93.001],
      [45.001, -93.0005],
    ];
    for (const [i, [latitude, longitude]] of fixes.entries()) {
      const res = await sendUpdate(t, skid.key, {
        readingDate: at(start + i * HOUR),
        readings: [{ port: skid.port, reading: 0, latitude, longitude }],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const { rows } = await t.database.pool.query<{ state_id: number; value: number; occurred_at: Date }>(
      `select e.state_id, e.value, e.occurred_at from alert_event e join alert a on a.id = e.alert_id
        where a.entity_uid = $1 and a.type_id = ${AlertType.Geofence} order by e.id`,
      [skid.asset],
    );
    // Raised at the fix that left the yard, cleared at the one back in it: one event each.
    expect(rows.map((r) => [r.state_id, r.value, r.occurred_at.getTime()])).toEqual([
      [AlertEventState.Raised, 0, start + HOUR],
      [AlertEventState.Cleared, 1, start + 3 * HOUR],
    ]);
  });

  it('raises at each crossing in mode Enter or Exit, from where the last stored fix was', async () => {
    const skid = await skidTank();
    const site = (
      await admin.post(`/api/Geofence/ToFolder/${skid.folder}`, {
        label: 'Job site',
        circular: false,
        polygon: [
          { latitude: 46.0, longitude: -94.0 },
          { latitude: 46.0, longitude: -93.9 },
          { latitude: 46.1, longitude: -93.9 },
          { latitude: 46.1, longitude: -94.0 },
        ],
      })
    ).json() as Fence;
    await admin.post(`/api/Entity/${skid.asset}/Alert`, [
      { id: 0, typeId: AlertType.Geofence, geofenceUid: site.uid, mode: GeofenceAlertMode.EnterOrExit },
    ]);
    const start = Math.floor(Date.now() / 1000) * 1000 - 4 * HOUR;
    const send = (i: number, latitude: number, longitude: number) =>
      sendUpdate(t, skid.key, { readingDate: at(start + i * HOUR), readings: [{ port: skid.port, reading: 0, latitude, longitude }] });
    // Outside, then (in a call of its own, so the side comes from the stored fix) inside, inside, outside.
    await send(0, 45.5, -93.5);
    await send(1, 46.05, -93.95);
    await send(2, 46.06, -93.95);
    await send(3, 46.2, -93.95);
    // A fix from before the newest one stored came late: it decides nothing.
    await send(-1, 46.05, -93.95);
    const { rows } = await t.database.pool.query<{ state_id: number; value: number; occurred_at: Date }>(
      `select e.state_id, e.value, e.occurred_at from alert_event e join alert a on a.id = e.alert_id
        where a.entity_uid = $1 and a.type_id = ${AlertType.Geofence} and a.settings->>'geofenceUid' = $2 order by e.id`,
      [skid.asset, String(site.uid)],
    );
    expect(rows.map((r) => [r.state_id, r.value, r.occurred_at.getTime()])).toEqual([
      [AlertEventState.Raised, 1, start + HOUR],
      [AlertEventState.Cleared, 1, start + 2 * HOUR],
      [AlertEventState.Raised, 0, start + 3 * HOUR],
    ]);
    const history = (
      await admin.get(`/api/Entity/${skid.asset}/Alert/History?startDate=${at(start - HOUR)}&endDate=${at(Date.now())}`)
    ).json();
    expect(history.map((e: { description: string }) => e.description)).toContain('GPS position inside the geofence');
  });
});
