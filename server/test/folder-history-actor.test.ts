// Folder history names who did it (docs/decisions/018-folder-history-by-trigger.md): every call
// that changes where an entity stands leaves entries in GET Entity/{uid}/History/Folder that carry
// the user who made the call. The actor is a manager (dhanson.propane), not the company
// administrator (demo-propane) who prepares the ground, nor the seed ("System", a null userName).
// Not here: Entity/{uid}/Rename and PUT Folder/{uid} change a label, not where anything stands,
// and write no history; a gateway slot (parentDeviceUid) is not a folder membership; there is no
// Entity delete call (DELETE Asset/{uid}, Device/{uid} and Folder/{uid} are).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FolderHistoryItem } from '@ullage/domain/api/entity';
import { ConfigType } from '@ullage/domain/configs';
import { EntityType } from '@ullage/domain/entity-types';
import { createTestContext, type TestContext } from './helpers';
import { folderUid, memberOf, signedIn, sitesUnder, userUid, type Api } from './shell-helpers';
import { COMPANIES, demoTank } from './support';

const ACTOR = 'dhanson.propane';
const PREPARER = 'demo-propane';

let t: TestContext;
let actor: Api;
let preparer: Api;
let branch: number;
let otherBranch: number;
let sites: number[];

beforeAll(async () => {
  t = await createTestContext();
  actor = await signedIn(t, ACTOR);
  preparer = await signedIn(t, PREPARER);
  branch = await folderUid(t, 'Northern Wisconsin Branch');
  otherBranch = await folderUid(t, 'Central Wisconsin Branch');
  sites = await sitesUnder(t, 'Northern Wisconsin Branch', 6);
});
afterAll(() => t.close());

/** The entity's folder history as the actor sees it, newest first. */
async function history(uid: number): Promise<FolderHistoryItem[]> {
  const res = await actor.get(`/api/Entity/${uid}/History/Folder`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FolderHistoryItem[];
}

/** The entries a call added to the entity's history: the newest ones beyond those there before. */
async function writtenSince(uid: number, before: readonly FolderHistoryItem[]): Promise<FolderHistoryItem[]> {
  const after = await history(uid);
  return after.slice(0, after.length - before.length);
}

/** The call wrote the entries expected (and maybe others), and every entry it wrote names the actor. */
function expectWrittenByActor(written: readonly FolderHistoryItem[], expected: Partial<FolderHistoryItem>[]) {
  for (const e of expected) expect(written).toContainEqual(expect.objectContaining(e));
  const line = (h: FolderHistoryItem, userName: string | null) => `${h.action} ${h.folderUid}${h.copy ? ' (copy)' : ''} by ${userName}`;
  expect(written.map((h) => line(h, h.userName))).toEqual(written.map((h) => line(h, ACTOR)));
}

const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

/** The n-th cellular monitor of the propane company (no child devices) and the site it stands in. */
async function spareDevice(n: number): Promise<{ uid: number; folder: number }> {
  const tank = await demoTank(t, COMPANIES.propane, n);
  return { uid: tank.deviceUid, folder: tank.siteUid };
}

describe('asset calls name their user in the folder history', () => {
  it('POST Asset/ToFolder/{folder}: the asset is added to the folder by the caller', async () => {
    const res = await actor.post(`/api/Asset/ToFolder/${sites[0]}`, { label: 'History tank A', configs: [] });
    ok(res);
    const { uid } = res.json() as { uid: number };
    expectWrittenByActor(await writtenSince(uid, []), [{ action: 'added', folderUid: sites[0] }]);
  });

  it('DELETE Asset/{uid}/Folder/{folder}: the asset is removed from the folder by the caller', async () => {
    const asset = await memberOf(t, sites[1]!, EntityType.Asset);
    ok(await preparer.put(`/api/Entity/${asset.uid}/Copy`, { destFolderUid: sites[2] }));
    const before = await history(asset.uid);
    const res = await actor.del(`/api/Asset/${asset.uid}/Folder/${sites[2]}`);
    ok(res);
    expect(res.json()).toEqual({ removed: true, deactivated: false });
    expectWrittenByActor(await writtenSince(asset.uid, before), [{ action: 'removed', folderUid: sites[2], copy: true }]);
  });

  it('DELETE Asset/{uid}: the asset is removed from its folder by the caller', async () => {
    const asset = await memberOf(t, sites[3]!, EntityType.Asset);
    const before = await history(asset.uid);
    const res = await actor.del(`/api/Asset/${asset.uid}`);
    ok(res);
    expect(res.json()).toEqual({ removed: true, deactivated: true });
    expectWrittenByActor(await writtenSince(asset.uid, before), [{ action: 'removed', folderUid: sites[3] }]);
  });
});

describe('device calls name their user in the folder history', () => {
  it('POST Device/ToFolder/{folder}: the device is added to the folder by the caller', async () => {
    const res = await actor.post(`/api/Device/ToFolder/${sites[0]}`, {
      label: 'History monitor',
      serialNumber: 'HIST-0001',
      modelId: 22,
      configs: [{ typeId: ConfigType.DeviceAlert, deadzone: 3 }],
    });
    ok(res);
    const { uid } = res.json() as { uid: number };
    expectWrittenByActor(await writtenSince(uid, []), [{ action: 'added', folderUid: sites[0] }]);
  });

  it('DELETE Device/{uid}/Folder/{folder}: the device is removed from the folder by the caller', async () => {
    const device = await spareDevice(1);
    const dest = device.folder === sites[4] ? sites[5]! : sites[4]!;
    ok(await preparer.put(`/api/Entity/${device.uid}/Copy`, { destFolderUid: dest }));
    const before = await history(device.uid);
    const res = await actor.del(`/api/Device/${device.uid}/Folder/${dest}`);
    ok(res);
    expect(res.json()).toEqual({ removed: true, deactivated: false });
    expectWrittenByActor(await writtenSince(device.uid, before), [{ action: 'removed', folderUid: dest, copy: true }]);
  });

  it('DELETE Device/{uid}: the device is removed from its folder by the caller', async () => {
    const device = await spareDevice(2);
    const before = await history(device.uid);
    const res = await actor.del(`/api/Device/${device.uid}`);
    ok(res);
    expect(res.json()).toEqual({ removed: true, deactivated: true });
    expectWrittenByActor(await writtenSince(device.uid, before), [{ action: 'removed', folderUid: device.folder }]);
  });
});

describe('folder calls name their user in the folder history', () => {
  it('POST Folder: the new folder is added to its parent by the caller', async () => {
    const res = await actor.post('/api/Folder', { label: 'History new folder', parentUid: branch });
    ok(res);
    const { uid } = res.json() as { uid: number };
    expectWrittenByActor(await writtenSince(uid, []), [{ action: 'added', folderUid: branch }]);
  });

  it('DELETE Folder/{uid}: the shared copies in it are removed from it by the caller', async () => {
    // A deleted folder leaves no entry of its own; what it writes is its shared copies leaving it.
    const folder = (await preparer.post('/api/Folder', { label: 'History doomed folder', parentUid: branch })).json() as { uid: number };
    const asset = await memberOf(t, sites[4]!, EntityType.Asset);
    ok(await preparer.put(`/api/Entity/${asset.uid}/Copy`, { destFolderUid: folder.uid }));
    const before = await history(asset.uid);
    const res = await actor.del(`/api/Folder/${folder.uid}`);
    expect(res.statusCode, res.body).toBe(204);
    expectWrittenByActor(await writtenSince(asset.uid, before), [{ action: 'removed', folderUid: folder.uid, copy: true }]);
  });

  it('PUT Entity/{uid}/Move of a folder: it leaves the old parent and joins the new one, by the caller', async () => {
    const folder = (await preparer.post('/api/Folder', { label: 'History moving folder', parentUid: branch })).json() as { uid: number };
    const before = await history(folder.uid);
    ok(await actor.put(`/api/Entity/${folder.uid}/Move`, { srcFolderUid: branch, destFolderUid: otherBranch }));
    expectWrittenByActor(await writtenSince(folder.uid, before), [
      { action: 'removed', folderUid: branch },
      { action: 'added', folderUid: otherBranch },
    ]);
  });
});

describe('entity calls name their user in the folder history', () => {
  it('PUT Entity/{uid}/Copy of an asset: the copy is added to the target by the caller', async () => {
    const asset = await memberOf(t, sites[5]!, EntityType.Asset);
    const before = await history(asset.uid);
    ok(await actor.put(`/api/Entity/${asset.uid}/Copy`, { destFolderUid: sites[0] }));
    expectWrittenByActor(await writtenSince(asset.uid, before), [{ action: 'added', folderUid: sites[0], copy: true }]);
  });

  it('PUT Entity/{uid}/Copy of a folder: the new folder and the copies in it are added by the caller', async () => {
    const src = sites[1]!;
    const asset = await memberOf(t, src, EntityType.Asset);
    const assetBefore = await history(asset.uid);
    const res = await actor.put(`/api/Entity/${src}/Copy`, { destFolderUid: otherBranch });
    ok(res);
    const { uid } = res.json() as { uid: number };
    expectWrittenByActor(await writtenSince(uid, []), [{ action: 'added', folderUid: otherBranch }]);
    expectWrittenByActor(await writtenSince(asset.uid, assetBefore), [{ action: 'added', folderUid: uid, copy: true }]);
  });

  it('PUT Entity/{uid}/Move of an asset: it leaves the source and joins the target, by the caller', async () => {
    const asset = await memberOf(t, sites[2]!, EntityType.Asset);
    const before = await history(asset.uid);
    ok(await actor.put(`/api/Entity/${asset.uid}/Move`, { srcFolderUid: sites[2], destFolderUid: sites[3] }));
    expectWrittenByActor(await writtenSince(asset.uid, before), [
      { action: 'removed', folderUid: sites[2] },
      { action: 'added', folderUid: sites[3] },
    ]);
  });

  it('PUT Entity/{uid}/Move of a user: it leaves its folder and joins the target, by the caller', async () => {
    const user = await userUid(t, 'bzastrow.propane');
    const before = await history(user);
    ok(await actor.put(`/api/Entity/${user}/Move`, { srcFolderUid: branch, destFolderUid: otherBranch }));
    expectWrittenByActor(await writtenSince(user, before), [
      { action: 'removed', folderUid: branch },
      { action: 'added', folderUid: otherBranch },
    ]);
  });
});
