// spec 000 §5 copy/move rules enforced on the server with the same words, plus permission and
// scope on the entity and both folders; spec 001 §7 Entity calls of the shell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { folderUid, memberOf, signedIn, sitesUnder, userUid, type Api } from './shell-helpers';

let t: TestContext;
let propane: Api;
let org: number;
let org2: number;
let sites: number[];
let lubeSite: number;

beforeAll(async () => {
  t = await createTestContext();
  propane = await signedIn(t, 'demo-propane');
  org = await folderUid(t, 'Northern Wisconsin Branch');
  org2 = await folderUid(t, 'Central Wisconsin Branch');
  sites = await sitesUnder(t, 'Northern Wisconsin Branch', 6);
  lubeSite = (await sitesUnder(t, 'Inland Empire Branch', 1))[0]!;
});
afterAll(() => t.close());

const copy = (api: Api, uid: number, destFolderUid: number, readOnly = false) =>
  api.put(`/api/Entity/${uid}/Copy`, { destFolderUid, readOnly });
const move = (api: Api, uid: number, srcFolderUid: number, destFolderUid: number) =>
  api.put(`/api/Entity/${uid}/Move`, { srcFolderUid, destFolderUid });
const refusal = (res: { statusCode: number; json(): { errors?: Record<string, string[]>; message: string } }) => ({
  status: res.statusCode,
  message: res.json().errors?.destFolderUid?.[0] ?? res.json().message,
});

describe('copy/move target rules, word for word (spec 000 §5)', () => {
  it('refuses an asset or device into a folder that contains folders', async () => {
    const asset = await memberOf(t, sites[0]!, 10);
    const device = await memberOf(t, sites[0]!, 16);
    expect(refusal(await copy(propane, asset.uid, org))).toEqual({ status: 400, message: "Can't copy asset to folder containing folders" });
    expect(refusal(await move(propane, asset.uid, sites[0]!, org))).toEqual({
      status: 400,
      message: "Can't move asset to folder containing folders",
    });
    expect(refusal(await copy(propane, device.uid, org))).toEqual({
      status: 400,
      message: "Can't copy device to folder containing folders",
    });
  });

  it('refuses a folder into a folder that holds assets or devices', async () => {
    expect(refusal(await move(propane, sites[1]!, org, sites[2]!))).toEqual({
      status: 400,
      message: "Can't move folder to folder containing assets or devices",
    });
    expect(refusal(await copy(propane, sites[1]!, sites[2]!))).toEqual({
      status: 400,
      message: "Can't copy folder to folder containing assets or devices",
    });
  });

  it('refuses the entity itself or its current folder as "Source and destination folders are the same"', async () => {
    const asset = await memberOf(t, sites[0]!, 10);
    const same = { status: 400, message: 'Source and destination folders are the same' };
    expect(refusal(await move(propane, asset.uid, sites[0]!, sites[0]!))).toEqual(same);
    expect(refusal(await copy(propane, asset.uid, sites[0]!))).toEqual(same);
    expect(refusal(await move(propane, sites[1]!, org, org))).toEqual(same);
    expect(refusal(await move(propane, sites[1]!, org, sites[1]!))).toEqual(same);
  });

  it('refuses what may not be copied or moved at all', async () => {
    const device = await memberOf(t, sites[0]!, 16);
    const company = await folderUid(t, 'Propane Distributor');
    const user = await userUid(t, 'bkowalski.propane');
    expect(refusal(await move(propane, device.uid, sites[0]!, sites[3]!))).toEqual({
      status: 400,
      message: 'You cannot move the selected object',
    });
    expect(refusal(await copy(propane, org, org2))).toEqual({ status: 400, message: 'You cannot copy the selected object' });
    expect(refusal(await copy(propane, user, org2))).toEqual({ status: 400, message: 'You cannot copy the selected object' });
    // The company administers itself: the "admin's root folder" of spec 000 §5.
    const admin = await signedIn(t, 'admin', (await import('./constants')).TEST_ADMIN_PASSWORD);
    const lube = await folderUid(t, 'Lube Distributor');
    expect(
      refusal(
        await move(
          admin,
          company,
          (await t.database.pool.query('select parent_uid from folder where uid = $1', [company])).rows[0].parent_uid,
          lube,
        ),
      ),
    ).toEqual({
      status: 400,
      message: 'You cannot move the selected object',
    });
  });

  it('refuses a folder below itself', async () => {
    const [site] = await sitesUnder(t, 'Central Wisconsin Branch', 1);
    expect(refusal(await move(propane, org2, await folderUid(t, 'Propane Distributor'), site!))).toMatchObject({ status: 400 });
    const created = (await propane.post('/api/Folder', { label: 'Empty holder', parentUid: org2 })).json();
    const inner = (await propane.post('/api/Folder', { label: 'Inner', parentUid: created.uid })).json();
    expect(refusal(await move(propane, created.uid, org2, inner.uid))).toEqual({
      status: 400,
      message: "Can't move a folder into itself or one of its subfolders",
    });
  });
});

describe('copy and move that are allowed', () => {
  it('copies an asset into another site: it stands in both, the copy flagged', async () => {
    const asset = await memberOf(t, sites[0]!, 10);
    const res = await copy(propane, asset.uid, sites[3]!, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ uid: asset.uid, folderUid: sites[3] });
    const memberships = (await propane.get(`/api/Entity/${asset.uid}/Folder`)).json();
    expect(memberships).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ folderUid: sites[0], copy: false }),
        expect.objectContaining({ folderUid: sites[3], copy: true, readOnly: true }),
      ]),
    );
    const node = (await propane.get(`/api/Navigation/Node/${sites[3]}`)).json();
    expect(node.assets.items.find((i: { uid: number }) => i.uid === asset.uid)).toMatchObject({
      copy: true,
      readOnly: true,
      subIconName: 'ReadOnly',
    });
    // Copying again to the same folder is refused: it is already there.
    expect(refusal(await copy(propane, asset.uid, sites[3]!))).toEqual({
      status: 400,
      message: 'Source and destination folders are the same',
    });
  });

  it('moves an asset: it leaves the source, stands in the target, and the history says so', async () => {
    const asset = await memberOf(t, sites[4]!, 10);
    const res = await move(propane, asset.uid, sites[4]!, sites[5]!);
    expect(res.statusCode).toBe(200);
    const memberships = (await propane.get(`/api/Entity/${asset.uid}/Folder`)).json();
    expect(memberships.map((m: { folderUid: number }) => m.folderUid)).toEqual([sites[5]]);
    const history = (await propane.get(`/api/Entity/${asset.uid}/History/Folder`)).json();
    expect(history.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'added', folderUid: sites[5], userName: 'demo-propane' }),
      expect.objectContaining({ action: 'removed', folderUid: sites[4], userName: 'demo-propane' }),
    ]);
    expect(history[0].folderNamePath[0]).toBe('Propane Distributor');
    expect(history.at(-1)).toMatchObject({ action: 'added', folderUid: sites[4], userName: null });
  });

  it('moves a folder with its subtree: paths follow, and it is listed under the new parent', async () => {
    const site = sites[2]!;
    const res = await move(propane, site, org, org2);
    expect(res.statusCode).toBe(200);
    const node = (await propane.get(`/api/Navigation/Node/${site}`)).json();
    expect(node.folderUidPath.slice(0, 2)).toEqual([await folderUid(t, 'Propane Distributor'), org2]);
    const { rows } = await t.database.pool.query('select parent_uid, path, admin_uid from folder where uid = $1', [site]);
    expect(rows[0].parent_uid).toBe(org2);
    expect(rows[0].path.slice(-2)).toEqual([org2, site]);
    // Its assets are found below the new branch now.
    const lite = (await propane.get(`/api/Entity/ByFolder/${org2}/Lite?includeSubFolders=true&entityTypeIds=10&limit=5000`)).json();
    expect(lite.items.some((i: { folderUid: number }) => i.folderUid === site)).toBe(true);
  });

  it("copies a folder without subfolders: a new folder beside the target's, holding copies of its assets and devices", async () => {
    const src = sites[3]!;
    const before = (await propane.get(`/api/Navigation/Node/${src}`)).json();
    const res = await copy(propane, src, org2);
    expect(res.statusCode).toBe(200);
    const { uid } = res.json();
    expect(uid).not.toBe(src);
    const node = (await propane.get(`/api/Navigation/Node/${uid}`)).json();
    expect(node).toMatchObject({ label: before.label, copy: true, subIconName: 'Copy' });
    expect(node.counts.assets).toBe(before.counts.assets);
    expect(node.counts.devices).toBe(before.counts.devices);
    expect(node.assets.items.every((i: { copy: boolean }) => i.copy)).toBe(true);
  });

  it('moves a user to another folder: its base folder follows', async () => {
    const user = await userUid(t, 'bzastrow.propane');
    const res = await move(propane, user, org, org2);
    expect(res.statusCode).toBe(200);
    const { rows } = await t.database.pool.query('select base_folder_uid from app_user where uid = $1', [user]);
    expect(rows[0].base_folder_uid).toBe(org2);
  });
});

describe('copy and move need permission and scope on the entity and both folders', () => {
  it('refuses a caller without Edit Assets/Devices', async () => {
    const dispatcher = await signedIn(t, 'bkowalski.propane');
    const asset = await memberOf(t, sites[1]!, 10);
    expect((await copy(dispatcher, asset.uid, sites[0]!)).statusCode).toBe(403);
  });

  it("answers 404 for another company's entity or folder, and changes nothing", async () => {
    const lube = await signedIn(t, 'demo-lube');
    const asset = await memberOf(t, sites[1]!, 10);
    const lubeAsset = await memberOf(t, lubeSite, 10);
    expect((await copy(propane, asset.uid, lubeSite)).statusCode).toBe(404);
    expect((await move(propane, asset.uid, sites[1]!, lubeSite)).statusCode).toBe(404);
    expect((await copy(propane, lubeAsset.uid, sites[1]!)).statusCode).toBe(404);
    expect((await copy(lube, asset.uid, lubeSite)).statusCode).toBe(404);
    expect((await lube.put(`/api/Entity/${asset.uid}/Rename`, { label: 'x' })).statusCode).toBe(404);
    const { rows } = await t.database.pool.query('select folder_uid from folder_membership where entity_uid = $1', [asset.uid]);
    expect(rows.map((r) => r.folder_uid)).toEqual([sites[1]]);
  });

  it('refuses a source folder the entity is not in', async () => {
    const asset = await memberOf(t, sites[1]!, 10);
    const res = await move(propane, asset.uid, sites[5]!, sites[4]!);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.srcFolderUid).toEqual([`Src Folder Uid: the selected object is not in folder ${sites[5]}`]);
  });

  it('answers malformed bodies with field messages', async () => {
    const asset = await memberOf(t, sites[1]!, 10);
    const res = await propane.put(`/api/Entity/${asset.uid}/Move`, { destFolderUid: 'x' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['destFolderUid', 'srcFolderUid']);
  });
});

describe('PUT /api/Entity/{uid}/Rename', () => {
  it('renames an asset and a folder; the same name changes nothing', async () => {
    const asset = await memberOf(t, sites[0]!, 10);
    const res = await propane.put(`/api/Entity/${asset.uid}/Rename`, { label: '  North tank  ' });
    expect(res.json()).toEqual({ uid: asset.uid, label: 'North tank' });
    expect((await propane.get(`/api/Navigation/Node/${asset.uid}`)).json().label).toBe('North tank');
    const {
      rows: [before],
    } = await t.database.pool.query('select updated_at from entity where uid = $1', [asset.uid]);
    await propane.put(`/api/Entity/${asset.uid}/Rename`, { label: 'North tank' });
    const {
      rows: [after],
    } = await t.database.pool.query('select updated_at from entity where uid = $1', [asset.uid]);
    expect(after.updated_at).toEqual(before.updated_at);
    expect((await propane.put(`/api/Entity/${sites[0]}/Rename`, { label: 'Renamed site' })).statusCode).toBe(200);
  });

  it('refuses an empty or too long name with the field message, and users', async () => {
    const asset = await memberOf(t, sites[0]!, 10);
    expect((await propane.put(`/api/Entity/${asset.uid}/Rename`, { label: '   ' })).json().errors).toEqual({
      label: ['Label: is required'],
    });
    expect((await propane.put(`/api/Entity/${asset.uid}/Rename`, { label: 'x'.repeat(101) })).json().errors).toEqual({
      label: ['Label: length must be less than 101 characters'],
    });
    const user = await userUid(t, 'jnowak.propane');
    expect((await propane.put(`/api/Entity/${user}/Rename`, { label: 'Someone' })).json().message).toBe(
      'Only folders, assets and devices can be renamed.',
    );
  });

  it('lets a dispatcher rename a tank (Edit Asset Information) but not a folder', async () => {
    const dispatcher = await signedIn(t, 'bkowalski.propane');
    const asset = await memberOf(t, sites[1]!, 10);
    expect((await dispatcher.put(`/api/Entity/${asset.uid}/Rename`, { label: 'Dispatch tank' })).statusCode).toBe(200);
    expect((await dispatcher.put(`/api/Entity/${sites[1]}/Rename`, { label: 'Nope' })).statusCode).toBe(403);
  });
});

describe('GET /api/Entity/ByFolder/{folder}/Lite', () => {
  it("lists a folder's entities by name, filtered by type, paged", async () => {
    const all = (await propane.get(`/api/Entity/ByFolder/${sites[1]}/Lite`)).json();
    expect(all.items.map((i: { typeId: number }) => i.typeId)).toEqual(expect.arrayContaining([10, 16, 22]));
    const assets = (await propane.get(`/api/Entity/ByFolder/${sites[1]}/Lite?entityTypeIds=10`)).json();
    expect(assets.items.every((i: { typeId: number; folderUid: number }) => i.typeId === 10 && i.folderUid === sites[1])).toBe(true);
    const folders = (await propane.get(`/api/Entity/ByFolder/${org}/Lite?entityTypeIds=2&limit=10`)).json();
    expect(folders.items).toHaveLength(10);
    expect(folders.items.every((i: { typeId: number }) => i.typeId === 2)).toBe(true);
    const next = (
      await propane.get(`/api/Entity/ByFolder/${org}/Lite?entityTypeIds=2&limit=10&after=${encodeURIComponent(folders.next)}`)
    ).json();
    expect(next.items[0].uid).not.toBe(folders.items[9].uid);
  });

  it('with includeSubFolders walks the whole branch a page at a time', async () => {
    let next: string | null = null;
    let count = 0;
    do {
      const url: string = `/api/Entity/ByFolder/${org}/Lite?includeSubFolders=true&entityTypeIds=10,16&limit=1000${next ? `&after=${encodeURIComponent(next)}` : ''}`;
      const page = (await propane.get(url)).json();
      count += page.items.length;
      next = page.next;
    } while (next);
    const { rows } = await t.database.pool.query(
      `select count(*)::int as n from folder_membership m join entity e on e.uid = m.entity_uid and e.active join folder f on f.uid = m.folder_uid join entity fe on fe.uid = f.uid and fe.active
       where f.path @> array[$1::bigint] and e.type_id in (10, 16)`,
      [org],
    );
    expect(count).toBe(rows[0].n);
  });

  it("answers 404 for another company's folder", async () => {
    expect((await propane.get(`/api/Entity/ByFolder/${lubeSite}/Lite`)).statusCode).toBe(404);
    const lubeAsset = await memberOf(t, lubeSite, 10);
    expect((await propane.get(`/api/Entity/${lubeAsset.uid}/Folder`)).statusCode).toBe(404);
    expect((await propane.get(`/api/Entity/${lubeAsset.uid}/History/Folder`)).statusCode).toBe(404);
  });
});
