// spec 001 §6 roles per folder, §7 Permission and IdentityGroup calls, and the granting rules of
// docs/decisions/055-permission-granting.md, as a matrix: nobody grants a permission they lack or a
// rank above their own, nobody changes their own role or a user above them, one company never
// touches another's roles or users, and a role in use is not deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { Permission as P } from '@ullage/domain/people/permissions';
import { TEST_ADMIN_PASSWORD } from './constants';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank } from './support';

let t: TestContext;
let admin: ReturnType<typeof client>;
let propaneUid: number;
let branchUid: number;
let roleIds: Record<string, number>;

const uidOf = async (userName: string) =>
  (await t.database.pool.query<{ uid: number }>('select uid from app_user where user_name = $1', [userName])).rows[0]!.uid;

/** A user created through the API with the role, signed in with the demo password. */
async function userWithRole(userName: string, roleId: number, folderUid = propaneUid) {
  const res = await admin.post(`/api/User/ToFolder/${folderUid}`, {
    config: { userName, roleId },
    contact: { firstName: 'Test', lastName: 'User', emailAddress: `${userName}@example.com` },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.database.pool.query(
    "update app_user set password_hash = (select password_hash from app_user where user_name = 'kschultz.propane'), password_set = true where user_name = $1",
    [userName],
  );
  return { uid: res.json().user.uid as number, c: client(t, await t.login(userName)) };
}

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('kschultz.propane'));
  propaneUid = (await admin.get('/api/User/GetSession')).json().baseFolderUid;
  branchUid = (await client(t, await t.login('bkowalski.propane')).get('/api/User/GetSession')).json().baseFolderUid;
  const roles = (await admin.get(`/api/Permission/Role/ByFolder/${propaneUid}`)).json() as { id: number; label: string }[];
  roleIds = Object.fromEntries(roles.map((r) => [r.label, r.id]));
});
afterAll(() => t.close());

describe('roles of a folder', () => {
  it("offers a folder's own roles and its ancestors' up to the company, never the vendor's to a company", async () => {
    const company = (await admin.get(`/api/Permission/Role/ByFolder/${propaneUid}`)).json();
    expect(company.map((r: { label: string }) => r.label)).toEqual([
      'Company Administrator',
      'Manager',
      'Dispatcher',
      'Office and Billing',
      'Driver',
      'Installer and Technician',
      'Customer (read only)',
    ]);
    expect(company[2]).toMatchObject({ folderUid: propaneUid, folderLabel: 'Propane Distributor', rank: 4, baseRole: true, userCount: 2 });
    const local = await admin.post(`/api/Permission/Role/ToFolder/${branchUid}`, {
      label: 'Branch Driver',
      rank: 5,
      permissions: [P.EditAssetInformation],
    });
    expect(local.statusCode, local.body).toBe(200);
    expect(local.json()).toMatchObject({
      label: 'Branch Driver',
      folderUid: branchUid,
      rank: 5,
      permissions: [P.EditAssetInformation],
      userCount: 0,
      baseRole: false,
    });
    const atBranch = (await admin.get(`/api/Permission/Role/ByFolder/${branchUid}`)).json().map((r: { label: string }) => r.label);
    expect(atBranch).toEqual([...company.map((r: { label: string }) => r.label), 'Branch Driver']);
    // The branch's role is not offered at the company above it.
    expect((await admin.get(`/api/Permission/Role/ByFolder/${propaneUid}`)).json()).toHaveLength(company.length);
    // The system administrator also sees the vendor's roles.
    const system = client(t, await t.login('admin', TEST_ADMIN_PASSWORD));
    expect((await system.get(`/api/Permission/Role/ByFolder/${propaneUid}`)).json().length).toBeGreaterThan(company.length);
  });

  it('creates, saves and deletes a role (Edit Permissions), with the path with or without its slash', async () => {
    const created = await admin.post(`/api/Permission/Role/ToFolder/${propaneUid}`, {
      label: 'Route Planner',
      rank: 4,
      permissions: [P.EditContacts, P.EditSchedules],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    const saved = await admin.put('/api/Permission/Role/', {
      id,
      label: 'Route and Fleet Planner',
      rank: 5,
      permissions: [P.EditSchedules],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id, label: 'Route and Fleet Planner', rank: 5, permissions: [P.EditSchedules] });
    expect((await admin.put('/api/Permission/Role', { id, label: 'Route Planner', rank: 5, permissions: [] })).json().label).toBe(
      'Route Planner',
    );
    const bad = await admin.post(`/api/Permission/Role/ToFolder/${propaneUid}`, { label: '', permissions: [] });
    expect(bad.statusCode).toBe(400);
    expect((await admin.delete(`/api/Permission/Role/${id}`)).json()).toEqual({ id, deleted: true });
    expect((await admin.get(`/api/Permission/Role/ByFolder/${propaneUid}`)).json().map((r: { id: number }) => r.id)).not.toContain(id);
    // Without Edit Permissions: a manager.
    const manager = client(t, await t.login('dhanson.propane'));
    expect((await manager.post(`/api/Permission/Role/ToFolder/${propaneUid}`, { label: 'X', permissions: [] })).statusCode).toBe(403);
    expect((await manager.delete(`/api/Permission/Role/${roleIds.Dispatcher}`)).statusCode).toBe(403);
  });

  it('refuses to delete a role while users hold it, saying how many', async () => {
    const res = await admin.delete(`/api/Permission/Role/${roleIds.Dispatcher}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Role 'Dispatcher' is held by 2 users: give them another role before deleting it.");
    expect((await admin.get(`/api/Permission/Role/ByFolder/${propaneUid}`)).json().map((r: { id: number }) => r.id)).toContain(
      roleIds.Dispatcher,
    );
  });
});

describe('the granting rules', () => {
  it('keeps a rank-6 holder of Edit Permissions and Edit User from granting more than it holds', async () => {
    const role = await admin.post(`/api/Permission/Role/ToFolder/${propaneUid}`, {
      label: 'Junior Administrator',
      rank: 6,
      permissions: [P.EditPermissions, P.EditUser],
    });
    expect(role.statusCode, role.body).toBe(200);
    const junior = await userWithRole('junior.propane', role.json().id);

    const higher = await junior.c.post(`/api/Permission/Role/ToFolder/${propaneUid}`, { label: 'Boss', rank: 2, permissions: [] });
    expect(higher.statusCode).toBe(403);
    expect(higher.json().message).toBe('You cannot grant rank 2: it is above your own rank (6).');
    const more = await junior.c.post(`/api/Permission/Role/ToFolder/${propaneUid}`, {
      label: 'Resetter',
      rank: 6,
      permissions: [P.EditPermissions, P.ResetPassword],
    });
    expect(more.statusCode).toBe(403);
    expect(more.json().message).toBe(`You cannot grant permissions you do not hold yourself (${P.ResetPassword}).`);
    const within = await junior.c.post(`/api/Permission/Role/ToFolder/${propaneUid}`, {
      label: 'Helper',
      rank: 6,
      permissions: [P.EditUser],
    });
    expect(within.statusCode, within.body).toBe(200);

    // It cannot make a rank-2 user, nor give a user the administrator's role, nor edit an administrator.
    const make = await junior.c.post(`/api/User/ToFolder/${propaneUid}`, {
      config: { userName: 'boss2.propane', roleId: roleIds['Company Administrator'] },
      contact: { firstName: 'B', lastName: 'B', emailAddress: 'boss2@example.com' },
    });
    expect(make.statusCode).toBe(403);
    expect(await uidOf('boss2.propane').catch(() => null)).toBeNull();
    const viewer = await uidOf('gwendt.propane');
    const give = await junior.c.put(`/api/Permission/User/${viewer}`, { roleId: roleIds['Company Administrator'] });
    expect(give.statusCode).toBe(403);
    // A role of the same rank the junior could grant.
    expect((await junior.c.put(`/api/Permission/User/${viewer}`, { roleId: within.json().id })).statusCode).toBe(200);
    expect((await admin.get(`/api/Permission/User/${viewer}`)).json()).toMatchObject({
      roleLabel: 'Helper',
      roleRank: 6,
      permissions: [P.EditUser],
    });
    const boss = await uidOf('kschultz.propane');
    expect((await junior.c.put(`/api/Permission/User/${boss}`, { roleId: within.json().id })).statusCode).toBe(403);
    expect((await junior.c.delete(`/api/User/${boss}`)).statusCode).toBe(403);
    // Nor change the administrator's role definition.
    const adminRole = (await admin.get(`/api/Permission/Role/ByFolder/${propaneUid}`)).json()[0];
    expect((await junior.c.put('/api/Permission/Role/', { ...adminRole, permissions: [P.EditUser] })).statusCode).toBe(403);
    // Nor raise its own role.
    const own = await junior.c.put(`/api/Permission/User/${junior.uid}`, { roleId: within.json().id });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change your own role.');
    await admin.put(`/api/Permission/User/${viewer}`, { roleId: roleIds['Customer (read only)'] });
  });

  it('takes a permission change into effect on the next request of the same token', async () => {
    const tech = await uidOf('kjansen.propane');
    const token = await t.login('kjansen.propane');
    const c = client(t, token);
    expect((await c.get(`/api/Permission/User/${tech}`)).json().roleLabel).toBe('Installer and Technician');
    expect((await c.put(`/api/User/${tech}/PasswordReset`)).statusCode).toBe(403);
    expect((await admin.put(`/api/Permission/User/${tech}`, { roleId: roleIds.Manager })).statusCode).toBe(200);
    expect((await c.get(`/api/Permission/User/${tech}`)).json()).toMatchObject({ roleLabel: 'Manager', roleRank: 3 });
    expect((await c.put(`/api/User/${tech}/PasswordReset`)).statusCode).toBe(200);
    expect((await admin.put(`/api/Permission/User/${tech}`, { roleId: roleIds['Installer and Technician'] })).statusCode).toBe(200);
    expect((await c.put(`/api/User/${tech}/PasswordReset`)).statusCode).toBe(403);
  });

  it("never reaches another company's roles or users", async () => {
    const lube = client(t, await t.login('dpark.lube'));
    const kowalski = await uidOf('bkowalski.propane');
    for (const res of [
      await lube.get(`/api/Permission/Role/ByFolder/${propaneUid}`),
      await lube.post(`/api/Permission/Role/ToFolder/${propaneUid}`, { label: 'X', rank: 6, permissions: [] }),
      await lube.put('/api/Permission/Role/', { id: roleIds.Dispatcher, label: 'Mine', rank: 6, permissions: [] }),
      await lube.delete(`/api/Permission/Role/${roleIds.Manager}`),
      await lube.get(`/api/Permission/User/${kowalski}`),
      await lube.put(`/api/Permission/User/${kowalski}`, { roleId: roleIds.Manager }),
      await lube.get(`/api/IdentityGroup/ByFolder/${propaneUid}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('Dispatcher');
    }
    // Giving one's own user another company's role: not offered.
    const lubeUser = await uidOf('mdelgado.lube');
    const foreign = await lube.put(`/api/Permission/User/${lubeUser}`, { roleId: roleIds.Manager });
    expect(foreign.statusCode).toBe(400);
    expect((await admin.get(`/api/Permission/Role/ByFolder/${propaneUid}`)).json()[2].label).toBe('Dispatcher');
  });
});

describe('identity groups and identifiers', () => {
  it("offers the company's groups, keeps identifiers unique in the company, and lets only Overwrite Customer Number change one", async () => {
    const insertGroup = async (folderUid: number, label: string, description = '') =>
      (
        await t.database.pool.query<{ uid: number }>(
          'insert into identity_group (folder_uid, label, description) values ($1, $2, $3) returning uid',
          [folderUid, label, description],
        )
      ).rows[0]!.uid;
    const group = await insertGroup(propaneUid, 'Account Number', 'Billing system account');
    const branchGroup = await insertGroup(branchUid, 'Branch Route');
    const lubeUid = (await client(t, await t.login('dpark.lube')).get('/api/User/GetSession')).json().baseFolderUid;
    const lubeGroup = await insertGroup(lubeUid, 'Lube Account');
    const atCompany = (await admin.get(`/api/IdentityGroup/ByFolder/${propaneUid}`)).json();
    expect(atCompany).toContainEqual({
      uid: group,
      folderUid: propaneUid,
      label: 'Account Number',
      description: 'Billing system account',
      identityScopeTypeId: 2,
    });
    const uids = (list: { uid: number }[]) => list.map((g) => g.uid);
    expect(uids(atCompany)).not.toContain(branchGroup);
    const atBranch = uids((await admin.get(`/api/IdentityGroup/ByFolder/${branchUid}`)).json());
    expect(atBranch).toEqual([...uids(atCompany), branchGroup]);
    expect(atBranch).not.toContain(lubeGroup);

    const one = await demoTank(t, COMPANIES.propane, 0);
    const two = await demoTank(t, COMPANIES.propane, 1);
    const body = async (uid: number, identity: Record<string, unknown> | null) => {
      const a = (await admin.get(`/api/Asset/${uid}`)).json();
      const configs = a.configs.filter((c: { typeId: number }) => c.typeId !== ConfigType.Identity);
      return {
        label: a.label,
        configs: identity ? [...configs, { typeId: ConfigType.Identity, ...identity }] : configs,
        productUid: a.product?.uid ?? null,
      };
    };
    const first = await admin.put(
      `/api/Asset/${one.assetUid}`,
      await body(one.assetUid, { identifier: 'C-1001', identityGroupUid: group }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const dup = await admin.put(`/api/Asset/${two.assetUid}`, await body(two.assetUid, { identifier: 'c-1001 ', identityGroupUid: group }));
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe("Identifier: 'c-1001' is already used in Account Number");
    const wrongGroup = await admin.put(
      `/api/Asset/${two.assetUid}`,
      await body(two.assetUid, { identifier: 'C-2002', identityGroupUid: lubeGroup }),
    );
    expect(wrongGroup.statusCode).toBe(400);
    expect(Object.values(wrongGroup.json().errors)).toContainEqual(['Identity Group: is not offered in this folder']);

    // The company administrator does not hold Overwrite Customer Number (a vendor permission).
    const stored = (await admin.get(`/api/Asset/${one.assetUid}`))
      .json()
      .configs.find((c: { typeId: number }) => c.typeId === ConfigType.Identity);
    expect(stored).toMatchObject({ identifier: 'C-1001', identityGroupUid: group });
    const a = (await admin.get(`/api/Asset/${one.assetUid}`)).json();
    const changed = {
      label: a.label,
      productUid: a.product?.uid ?? null,
      configs: a.configs.map((c: { id: number }) => (c.id === stored.id ? { ...c, identifier: 'C-1002' } : c)),
    };
    const refused = await admin.put(`/api/Asset/${one.assetUid}`, changed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Changing or removing an existing identifier needs the Overwrite Customer Number permission.');
    const system = client(t, await t.login('admin', TEST_ADMIN_PASSWORD));
    expect((await system.put(`/api/Asset/${one.assetUid}`, changed)).statusCode).toBe(200);
    const now = (await admin.get(`/api/Asset/${one.assetUid}`))
      .json()
      .configs.find((c: { typeId: number }) => c.typeId === ConfigType.Identity);
    expect(now.identifier).toBe('C-1002');

    // A device is identified the same way, and the company-wide scope reaches across entity types.
    const d = (await admin.get(`/api/Device/${two.deviceUid}`)).json();
    const device = (identity: Record<string, unknown>) => ({
      uid: d.uid,
      label: d.label,
      serialNumber: d.serialNumber,
      modelId: 22,
      configs: [
        ...d.configs.filter((c: { typeId: number }) => c.typeId !== ConfigType.EntitySchedule),
        { typeId: ConfigType.Identity, ...identity },
      ],
    });
    const taken = await admin.put('/api/Device/', device({ identifier: 'C-1002', identityGroupUid: group }));
    expect(taken.statusCode, taken.body).toBe(400);
    expect(taken.json().message).toBe("Identifier: 'C-1002' is already used in Account Number");
    const saved = await admin.put('/api/Device/', device({ identifier: 'C-2001', identityGroupUid: group }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().configs).toContainEqual(expect.objectContaining({ typeId: ConfigType.Identity, identifier: 'C-2001' }));
  });
});
