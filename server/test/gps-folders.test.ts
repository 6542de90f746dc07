// spec 001 §3.5 GPS config autoMoveFolders and updateFolderAddress on constructed GPS series
// (docs/decisions/101-gps-folder-moves.md): an asset whose fixes enter a warehouse fence of its
// company moves into the fence's folder, recorded in its folder history as a Move is; nothing moves
// with the config off, into another company's fence, or where the copy/move rules refuse (logged);
// the site's position follows the GPS with updateFolderAddress; every reading is kept either way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoSkidTank, demoTank, sendUpdate, until } from './support';

type Api = ReturnType<typeof client>;
interface Folder {
  uid: number;
  addressConfig: { address1?: string; city?: string; latitude?: number; longitude?: number } | null;
}
interface HistoryItem {
  folderUid: number;
  action: string;
  userName: string | null;
}

const HOUR = 3_600_000;
const at = (ms: number) => toCentralTimestamp(new Date(ms));

let t: TestContext;
let admin: Api;
let lube: Api;
let branchUid: number;
let yardUid: number;
let skid: { asset: number; device: number; port: number; key: string };
let jobSite: Folder;
let depot: Folder;
let start: number;
let hour = 0;

/** Waits until every queued GPS follow-up has run; returns how many ran in all. */
async function jobsDone(): Promise<number> {
  return until('the GPS jobs', async () => {
    const { rows } = await t.database.pool.query<{ state: string }>(`select state from pgboss.job where name = 'gps-folders'`);
    return rows.length > 0 && rows.every((r) => r.state === 'completed' || r.state === 'failed') && rows.length;
  });
}

/** The demo skid tank's GPS config switches, as a save would leave them. */
async function gpsConfig(autoMoveFolders: boolean, updateFolderAddress: boolean) {
  await t.database.pool.query(
    `update entity_config set data = data || jsonb_build_object('autoMoveFolders', $2::boolean, 'updateFolderAddress', $3::boolean),
            updated_at = clock_timestamp()
      where entity_uid = $1 and type_id = ${ConfigType.Gps}`,
    [skid.asset, autoMoveFolders, updateFolderAddress],
  );
}

/** Sends the next fixes of the series, an hour apart, each accepted. */
async function drive(...fixes: [number, number][]) {
  for (const [latitude, longitude] of fixes) {
    const res = await sendUpdate(t, skid.key, {
      readingDate: at(start + hour++ * HOUR),
      readings: [{ port: skid.port, reading: 0, latitude, longitude }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().accepted).toBe(1);
  }
}

const foldersOf = async (uid: number) =>
  ((await admin.get(`/api/Entity/${uid}/Folder`)).json() as { folderUid: number }[]).map((m) => m.folderUid);

async function putTankIn(folderUid: number) {
  const [from] = await foldersOf(skid.asset);
  if (from === folderUid) return;
  const res = await admin.put(`/api/Entity/${skid.asset}/Move`, { srcFolderUid: from, destFolderUid: folderUid });
  expect(res.statusCode, res.body).toBe(200);
}

async function newFolder(api: Api, parentUid: number, label: string, address: Folder['addressConfig'] = null): Promise<Folder> {
  const res = await api.post('/api/Folder', { label, parentUid, addressConfig: address });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Folder;
}

async function newFence(api: Api, folderUid: number, body: object) {
  const res = await api.post(`/api/Geofence/ToFolder/${folderUid}`, { radius: 0.5, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { uid: number };
}

const OUT = [45.3, -93.0] as [number, number];
const DEPOT = [45.0, -93.0] as [number, number];

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  lube = client(t, await t.login('demo-lube'));
  const r = await demoSkidTank(t);
  skid = { asset: r.asset, device: r.device, port: r.port, key: r.key };
  // The branch of the skid tank's yard: it holds sites, no assets.
  branchUid = r.branch;
  yardUid = r.folder;
  // A job site (where the trailer is rented out) and a depot with a warehouse fence, in the company.
  jobSite = await newFolder(admin, branchUid, 'Henderson job site', {
    address1: '12 Quarry Road',
    city: 'Afton',
    latitude: 45.3,
    longitude: -93.0,
  });
  depot = await newFolder(admin, branchUid, 'North depot', { address1: '1 Depot Way', city: 'Hugo', latitude: 45.0, longitude: -93.0 });
  await newFence(admin, depot.uid, { label: 'North depot fence', centerLatitude: DEPOT[0], centerLongitude: DEPOT[1], warehouse: true });
  // Far back enough that every fix of the file is in the past.
  start = Math.floor(Date.now() / 1000) * 1000 - 200 * HOUR;
});
afterAll(() => t.close());

describe('autoMoveFolders', () => {
  it("brings the demo skid tank, out at a customer's site, back into the Equipment Yard's folder when it drives in", async () => {
    // As seeded: autoMoveFolders on, the Equipment Yard fence a warehouse around the yard.
    const fences = (await admin.get(`/api/Geofence/ByFolder/${yardUid}`)).json() as {
      folderUid: number;
      warehouse: boolean;
      centerLatitude: number;
      centerLongitude: number;
    }[];
    const yardFence = fences.find((f) => f.folderUid === yardUid && f.warehouse)!;
    await putTankIn(jobSite.uid);
    await drive(OUT, [yardFence.centerLatitude + 0.001, yardFence.centerLongitude]);
    await until('the move', async () => (await foldersOf(skid.asset)).includes(yardUid));
    expect(await foldersOf(skid.asset)).toEqual([yardUid]);
  });

  it('moves the tank into the folder of the warehouse fence it entered, with its folder history', async () => {
    await putTankIn(jobSite.uid);
    await gpsConfig(true, false);
    await drive(OUT, OUT, DEPOT);
    await until('the move', async () => (await foldersOf(skid.asset)).includes(depot.uid));
    expect(await foldersOf(skid.asset)).toEqual([depot.uid]);
    const history = (await admin.get(`/api/Entity/${skid.asset}/History/Folder`)).json() as HistoryItem[];
    // Newest first: into the depot and out of the job site, by the portal itself (no user).
    expect(history.slice(0, 2).map((h) => [h.folderUid, h.action, h.userName])).toEqual(
      expect.arrayContaining([
        [depot.uid, 'added', null],
        [jobSite.uid, 'removed', null],
      ]),
    );
    // The readings that moved it are all kept.
    const { rows } = await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from sensor_data d join sensor s on s.uid = d.sensor_uid where s.device_uid = $1 and d.latitude is not null',
      [skid.device],
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('leaves a tank that stays inside the fence where a user put it', async () => {
    await putTankIn(jobSite.uid);
    await drive(DEPOT, DEPOT);
    await jobsDone();
    expect(await foldersOf(skid.asset)).toEqual([jobSite.uid]);
  });

  it('moves nothing with the config off', async () => {
    await gpsConfig(false, true);
    const before = await jobsDone();
    await drive(OUT, DEPOT);
    await until('the job of the fixes', async () => (await jobsDone()) > before);
    expect(await foldersOf(skid.asset)).toEqual([jobSite.uid]);
  });

  it("never moves the tank into another company's warehouse", async () => {
    const lubeSite = (await demoTank(t, COMPANIES.lube, 0)).siteUid;
    const lubeBranch = ((await lube.get(`/api/Folder/${lubeSite}`)).json() as { config: { parentUid: number } }).config.parentUid;
    const theirs = await newFolder(lube, lubeBranch, 'Lube depot', { address1: '9 Oil Street', latitude: 45.6, longitude: -93.0 });
    await newFence(lube, theirs.uid, { label: 'Lube depot fence', centerLatitude: 45.6, centerLongitude: -93.0, warehouse: true });
    await gpsConfig(true, false);
    const before = await jobsDone();
    await drive(OUT, [45.6, -93.0]);
    await until('the job of the fixes', async () => (await jobsDone()) > before);
    expect(await foldersOf(skid.asset)).toEqual([jobSite.uid]);
    const history = (await admin.get(`/api/Entity/${skid.asset}/History/Folder`)).json() as HistoryItem[];
    expect(history.map((h) => h.folderUid)).not.toContain(theirs.uid);
  });

  it('makes no move the copy/move rules refuse, and logs why', async () => {
    // A warehouse fence on the branch itself, which holds folders: no asset may stand there.
    await newFence(admin, branchUid, { label: 'Head office yard', centerLatitude: 44.5, centerLongitude: -93.0, warehouse: true });
    const before = await jobsDone();
    await drive(OUT, [44.5, -93.0]);
    await until('the job of the fixes', async () => (await jobsDone()) > before);
    expect(await foldersOf(skid.asset)).toEqual([jobSite.uid]);
    const warned = t.logs.find((l) => l.includes('asset not moved into the warehouse folder') && l.includes(`"assetUid":${skid.asset}`));
    expect(warned).toContain("Can't move asset to folder containing folders");
  });
});

describe('updateFolderAddress', () => {
  it("moves the site's position to the tank's fix, keeping its street address", async () => {
    await putTankIn(jobSite.uid);
    await gpsConfig(false, true);
    const before = await jobsDone();
    await drive([45.4, -93.2]);
    await until('the job of the fix', async () => (await jobsDone()) > before);
    const site = (await admin.get(`/api/Folder/${jobSite.uid}`)).json() as Folder;
    expect(site.addressConfig).toMatchObject({ address1: '12 Quarry Road', city: 'Afton', latitude: 45.4, longitude: -93.2 });
  });

  it("leaves a warehouse's address as it is", async () => {
    await gpsConfig(true, true);
    const before = await jobsDone();
    await drive(DEPOT, [45.001, -93.002]);
    await until('the job of the fixes', async () => (await jobsDone()) > before);
    expect(await foldersOf(skid.asset)).toEqual([depot.uid]);
    const yard = (await admin.get(`/api/Folder/${depot.uid}`)).json() as Folder;
    expect(yard.addressConfig).toMatchObject({ address1: '1 Depot Way', latitude: 45.0, longitude: -93.0 });
  });
});
