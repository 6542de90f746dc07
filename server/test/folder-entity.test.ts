// spec 001 §7 POST Folder/{uid}/Entity (000 §7 "entity save"): assets or devices standing
// elsewhere are put into the folder too, by the copy rules (spec 000 §5), all or none
// (docs/decisions/103).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityType } from '@ullage/domain/entity-types';
import { createTestContext, type TestContext } from './helpers';
import { folderUid, memberOf, signedIn, sitesUnder, type Api } from './shell-helpers';

let t: TestContext;
let admin: Api;
let dispatcher: Api;
let fuel: Api;
let sites: number[];
let branch: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = await signedIn(t, 'demo-propane');
  dispatcher = await signedIn(t, 'bkowalski.propane');
  fuel = await signedIn(t, 'demo-fuel');
  branch = await folderUid(t, 'Northern Wisconsin Branch');
  sites = await sitesUnder(t, 'Northern Wisconsin Branch', 4);
});
afterAll(() => t.close());

const put = (api: Api, folder: number, uids: number[], readOnly = false) => api.post(`/api/Folder/${folder}/Entity`, { uids, readOnly });
const membershipsOf = async (uid: number) =>
  (await admin.get(`/api/Entity/${uid}/Folder`)).json() as { folderUid: number; copy: boolean; readOnly: boolean }[];

describe('POST Folder/{uid}/Entity', () => {
  it('puts a tank and a device into another site as copies, and answers each', async () => {
    const asset = await memberOf(t, sites[0]!, EntityType.Asset);
    const device = await memberOf(t, sites[0]!, EntityType.Device);
    const res = await put(admin, sites[1]!, [asset.uid, device.uid], true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { uid: asset.uid, folderUid: sites[1] },
      { uid: device.uid, folderUid: sites[1] },
    ]);
    for (const uid of [asset.uid, device.uid]) {
      expect(await membershipsOf(uid)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ folderUid: sites[0], copy: false }),
          expect.objectContaining({ folderUid: sites[1], copy: true, readOnly: true }),
        ]),
      );
    }
  });

  it('refuses all when one breaks a copy rule, naming it, and puts none in', async () => {
    const fresh = await memberOf(t, sites[2]!, EntityType.Asset);
    const there = await memberOf(t, sites[3]!, EntityType.Asset);
    const res = await put(admin, sites[3]!, [fresh.uid, there.uid]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['uids.1']).toEqual([`Uids: ${there.uid}: Source and destination folders are the same`]);
    expect((await membershipsOf(fresh.uid)).map((m) => m.folderUid)).toEqual([sites[2]]);
    // Into a folder that holds folders: the spec's words for an asset.
    const intoBranch = await put(admin, branch, [fresh.uid]);
    expect(intoBranch.json().errors['uids.0']).toEqual([`Uids: ${fresh.uid}: Can't copy asset to folder containing folders`]);
    // Nor a user (users move), nor a folder.
    const user = (await t.database.pool.query<{ uid: number }>(`select uid from app_user where user_name = 'jnowak.propane'`)).rows[0]!.uid;
    expect((await put(admin, sites[3]!, [user])).json().errors['uids.0']).toEqual([`Uids: ${user}: You cannot copy the selected object`]);
    expect((await put(admin, sites[3]!, [sites[2]!])).json().errors['uids.0']).toEqual([
      `Uids: ${sites[2]}: is a folder; copy or move a folder instead`,
    ]);
  });

  it('refuses a body without uids, or with one twice (400)', async () => {
    const asset = await memberOf(t, sites[2]!, EntityType.Asset);
    const empty = await put(admin, sites[3]!, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.uids).toEqual(['Uids: choose at least one entity']);
    expect((await put(admin, sites[3]!, [asset.uid, asset.uid])).json().errors.uids).toEqual(['Uids: an entity is listed twice']);
  });

  it('answers 403 without the permission that copies the kind (Edit Assets/Devices for a tank)', async () => {
    const asset = await memberOf(t, sites[2]!, EntityType.Asset);
    expect((await put(dispatcher, sites[3]!, [asset.uid])).statusCode).toBe(403);
    expect((await membershipsOf(asset.uid)).map((m) => m.folderUid)).toEqual([sites[2]]);
  });

  it("answers 404 for another company's folder or entity", async () => {
    const asset = await memberOf(t, sites[2]!, EntityType.Asset);
    expect((await put(fuel, sites[3]!, [asset.uid])).statusCode).toBe(404);
    expect((await put(admin, await folderUid(t, 'Fuel Distributor'), [asset.uid])).statusCode).toBe(404);
    const fuelAsset = (
      await t.database.pool.query<{ uid: number }>(
        `select e.uid from entity e join folder_membership m on m.entity_uid = e.uid join folder f on f.uid = m.folder_uid
           join entity c on c.uid = f.path[2] and c.label = 'Fuel Distributor' where e.type_id = 10 order by e.uid limit 1`,
      )
    ).rows[0]!.uid;
    expect((await put(admin, sites[3]!, [fuelAsset])).statusCode).toBe(404);
  });
});
