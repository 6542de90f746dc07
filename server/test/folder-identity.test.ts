// Issue 14: identity configs (spec 001 §3.3: identifier, isPrimary, identity group) are edited on the
// entity they identify; a site folder's customer number is saved with the folder (PUT Folder/{uid}
// and POST Folder/ with identityConfigs), under the identity rules of
// docs/decisions/055-permission-granting.md, and nothing changes when a rule refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { TEST_ADMIN_PASSWORD } from './constants';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank } from './support';

let t: TestContext;
let admin: ReturnType<typeof client>;
let group: number;
let otherCompanyGroup: number;
let siteUid: number;
let branchUid: number;

interface Stored {
  id: number;
  typeId: number;
  identifier?: string;
  identityGroupUid?: number;
  isPrimary?: boolean;
}
const identitiesOf = async (uid: number) =>
  ((await admin.get(`/api/Entity/${uid}/Config`)).json() as Stored[]).filter((c) => c.typeId === ConfigType.Identity);

beforeAll(async () => {
  t = await createTestContext();
  // A company administrator: Edit Folder, not Overwrite Customer Number (a vendor permission).
  admin = client(t, await t.login('kschultz.propane'));
  const tank = await demoTank(t, COMPANIES.propane, 0);
  const site = (await admin.get(`/api/Folder/${tank.siteUid}`)).json() as { uid: number; config: { parentUid: number } };
  siteUid = site.uid;
  branchUid = site.config.parentUid;
  const insert = (folderUid: number, label: string) =>
    t.database.pool.query<{ uid: number }>('insert into identity_group (folder_uid, label) values ($1, $2) returning uid', [
      folderUid,
      label,
    ]);
  group = (await insert(tank.companyUid, 'Test Account')).rows[0]!.uid;
  otherCompanyGroup = (await insert((await demoTank(t, COMPANIES.lube, 0)).companyUid, 'Lube Test Account')).rows[0]!.uid;
});
afterAll(() => t.close());

describe("a site's identity configs, saved with the folder", () => {
  it('adds a customer number, keeps it unchanged without Overwrite Customer Number, and lets a system administrator change it', async () => {
    const folder = (await admin.get(`/api/Folder/${siteUid}`)).json() as { label: string; addressConfig: unknown };
    const before = (await admin.get(`/api/Entity/${siteUid}/Config`)).json() as Stored[];
    const others = before.filter((c) => c.typeId !== ConfigType.Identity);
    const kept = before.filter((c) => c.typeId === ConfigType.Identity);
    const save = (c: ReturnType<typeof client>, identityConfigs: unknown[]) =>
      c.put(`/api/Folder/${siteUid}`, { label: folder.label, addressConfig: folder.addressConfig, identityConfigs });

    const added = await save(admin, [
      ...kept,
      { typeId: ConfigType.Identity, identifier: 'T-1001', isPrimary: true, identityGroupUid: group },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const mine = (await identitiesOf(siteUid)).find((c) => c.identityGroupUid === group);
    expect(mine).toMatchObject({ identifier: 'T-1001', isPrimary: true });
    // Its other configs are untouched.
    const after = (await admin.get(`/api/Entity/${siteUid}/Config`)).json() as Stored[];
    expect(after.filter((c) => c.typeId !== ConfigType.Identity)).toEqual(others);

    // Changing or removing it needs Overwrite Customer Number: refused, and nothing changes.
    const changed = [...kept, { ...mine, identifier: 'T-1002' }];
    const refused = await save(admin, changed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Changing or removing an existing identifier needs the Overwrite Customer Number permission.');
    expect((await save(admin, kept)).statusCode).toBe(403);
    expect((await identitiesOf(siteUid)).find((c) => c.id === mine!.id)?.identifier).toBe('T-1001');
    // Saving it as it is (the label only) is no change to it.
    expect((await save(admin, [...kept, mine])).statusCode).toBe(200);

    const system = client(t, await t.login('admin', TEST_ADMIN_PASSWORD));
    const overwritten = await save(system, changed);
    expect(overwritten.statusCode, overwritten.body).toBe(200);
    expect((await identitiesOf(siteUid)).find((c) => c.id === mine!.id)?.identifier).toBe('T-1002');
    // The config history names the change.
    const history = (await admin.get(`/api/Entity/${siteUid}/History/Config?configTypeId=${ConfigType.Identity}`)).json() as {
      changeLabel: string;
    }[];
    expect(history.map((h) => h.changeLabel)).toEqual(expect.arrayContaining(['Created', 'Updated']));
  });

  it("refuses another company's group and a number already used, with the spec's field messages, changing nothing", async () => {
    const create = (identityConfigs: unknown[]) =>
      admin.post('/api/Folder', { label: `Identity site ${identityConfigs.length}`, parentUid: branchUid, identityConfigs });
    const wrongGroup = await create([{ typeId: ConfigType.Identity, identifier: 'T-2001', identityGroupUid: otherCompanyGroup }]);
    expect(wrongGroup.statusCode).toBe(400);
    expect(Object.values(wrongGroup.json().errors)).toContainEqual(['Identity Group: is not offered in this folder']);
    const noGroup = await create([{ typeId: ConfigType.Identity, identifier: 'T-2001', identityGroupUid: 0 }]);
    expect(noGroup.statusCode).toBe(400);
    expect(JSON.stringify(noGroup.json().errors)).toContain('You must select an identity group');

    const first = await create([{ typeId: ConfigType.Identity, identifier: 'T-3001', identityGroupUid: group }]);
    expect(first.statusCode, first.body).toBe(200);
    expect((await identitiesOf(first.json().uid)).map((c) => c.identifier)).toEqual(['T-3001']);
    const taken = await admin.post('/api/Folder', {
      label: 'Identity site taken',
      parentUid: branchUid,
      identityConfigs: [{ typeId: ConfigType.Identity, identifier: 't-3001', identityGroupUid: group }],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe("Identifier: 't-3001' is already used in Test Account");
    const { rows } = await t.database.pool.query("select 1 from entity where label = 'Identity site taken'");
    expect(rows).toHaveLength(0);
  });
});
