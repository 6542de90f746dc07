// spec 001 §7 "User (domain side)" and docs/decisions/055-permission-granting.md: creating a user
// sends the invitation, editing oneself needs no permission but never touches one's own role,
// editing another user needs Edit User and scope and is never above the editor, deleting ends the
// user's sessions, and an administrator's password reset emails a single-use link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityType } from '@ullage/domain/entity-types';
import { VolumeUnit } from '@ullage/domain/units';
import { DEMO_PASSWORD } from './constants';
import { createTestContext, type TestContext } from './helpers';
import { newDeviceKey } from '../src/modules/ingest/ingest.service';
import { client, minutesAgo, sendUpdate } from './support';

let t: TestContext;
let admin: ReturnType<typeof client>;
let propaneUid: number;
let roleIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('kschultz.propane'));
  propaneUid = (await admin.get('/api/User/GetSession')).json().baseFolderUid;
  const roles = (await admin.get(`/api/Permission/Role/ByFolder/${propaneUid}`)).json() as { id: number; label: string }[];
  roleIds = Object.fromEntries(roles.map((r) => [r.label, r.id]));
});
afterAll(() => t.close());

const uidOf = async (userName: string) =>
  (await t.database.pool.query<{ uid: number }>('select uid from app_user where user_name = $1', [userName])).rows[0]!.uid;
const count = async (table: string) => (await t.database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n as number;

/** The last email to an address, and the link in it. */
async function lastEmailTo(address: string): Promise<{ subject: string; body: string; link: URL }> {
  const { rows } = await t.database.pool.query('select subject, body from outbox_message where recipient = $1 order by id desc limit 1', [
    address,
  ]);
  expect(rows, `an email to ${address}`).toHaveLength(1);
  const link = /https?:\/\/\S+/.exec(rows[0].body)?.[0];
  expect(link).toBeTruthy();
  return { subject: rows[0].subject, body: rows[0].body, link: new URL(link!) };
}

const closeInvitation = (requestId: string, data: string) =>
  t.app.inject({ method: 'POST', url: '/api/Public/Invitation/Close', payload: { invitation: { requestId }, data } });
const login = (userName: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName, password } });

const newUser = (userName: string, roleLabel: string, email = `${userName}@example.com`) => ({
  config: { userName, roleId: roleIds[roleLabel] },
  contact: { firstName: 'Test', lastName: userName.slice(0, 20), emailAddress: email },
});

describe('creating a user', () => {
  it('creates the user with its role and contact, emails a single-use invitation, and the link sets the password', async () => {
    const res = await admin.post(`/api/User/ToFolder/${propaneUid}`, {
      ...newUser('hpeterson.propane', 'Dispatcher', 'hilda.peterson@example.com'),
      unitConfig: { volumeUnitId: VolumeUnit.Liters },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { user, invitationSentTo } = res.json();
    expect(invitationSentTo).toBe('hi***@example.com');
    expect(user).toMatchObject({
      typeId: EntityType.User,
      userName: 'hpeterson.propane',
      active: true,
      baseFolderUid: propaneUid,
      roleLabel: 'Dispatcher',
      passwordSet: false,
      unitConfig: { volumeUnitId: VolumeUnit.Liters },
      config: { roleId: roleIds.Dispatcher, roleRank: 4 },
      contact: { typeId: EntityType.Contact, label: 'Test hpeterson.propane', config: { emailAddress: 'hilda.peterson@example.com' } },
    });
    // Nobody knows the password until the link sets it.
    expect((await login('hpeterson.propane', DEMO_PASSWORD)).statusCode).toBe(400);

    const email = await lastEmailTo('hilda.peterson@example.com');
    expect(email.subject).toBe('Your new Ullage account');
    expect(email.body).toContain('hpeterson.propane');
    expect(email.link.origin).toBe('https://portal.ullage.test');
    const requestId = email.link.searchParams.get('requestId')!;
    expect((await closeInvitation(requestId, 'Route-Plan-2026')).statusCode).toBe(200);
    // Single use: the second close fails and changes nothing.
    const again = await closeInvitation(requestId, 'Other-Pass-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid request');
    expect((await login('hpeterson.propane', 'Other-Pass-2026')).statusCode).toBe(400);

    const signedIn = await login('hpeterson.propane', 'Route-Plan-2026');
    expect(signedIn.statusCode).toBe(200);
    const self = client(t, signedIn.json().access_token);
    expect((await self.get(`/api/User/${user.uid}`)).json()).toMatchObject({ passwordSet: true, userName: 'hpeterson.propane' });
    // The role decides what the new user may do: a dispatcher adds no users.
    expect((await self.post(`/api/User/ToFolder/${propaneUid}`, newUser('x.propane', 'Dispatcher'))).statusCode).toBe(403);
  });

  it("refuses a user name already taken, in any case, and the spec's messages, changing nothing", async () => {
    const users = await count('app_user');
    const contacts = await count('contact');
    const taken = await admin.post(`/api/User/ToFolder/${propaneUid}`, newUser('DHanson.Propane', 'Dispatcher'));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      message: "Username 'DHanson.Propane' is already taken: choose another.",
      errors: { 'config.userName': ["Username 'DHanson.Propane' is already taken: choose another."] },
    });
    const long = await admin.post(`/api/User/ToFolder/${propaneUid}`, newUser('x'.repeat(51), 'Dispatcher'));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors['config.userName']).toEqual(['Username is required and must be less than 50 characters']);
    const noRole = await admin.post(`/api/User/ToFolder/${propaneUid}`, {
      ...newUser('norole.propane', 'Dispatcher'),
      config: { userName: 'norole.propane' },
    });
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json().errors['config.roleId']).toEqual(['Security Role must be selected']);
    const noContact = await admin.post(`/api/User/ToFolder/${propaneUid}`, {
      config: { userName: 'nocontact.propane', roleId: roleIds.Dispatcher },
    });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().message).toBe(
      'The user needs a contact with an email address: the invitation to set a password is sent there.',
    );
    expect(await count('app_user')).toBe(users);
    expect(await count('contact')).toBe(contacts);
  });

  it("points a new user at an existing contact in scope, never at another company's", async () => {
    const { rows } = await t.database.pool.query<{ uid: number; email: string }>(
      `select c.uid, c.config->>'emailAddress' as email from contact c join folder_membership m on m.entity_uid = c.uid
         join folder f on f.uid = m.folder_uid where f.path @> array[$1::bigint] and not exists (select 1 from app_user u where u.contact_uid = c.uid)
         order by c.uid limit 1`,
      [propaneUid],
    );
    const contact = rows[0]!;
    const res = await admin.post(`/api/User/ToFolder/${propaneUid}`, {
      config: { userName: 'customer.propane', roleId: roleIds['Customer (read only)'], contactUid: contact.uid },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.contact.uid).toBe(contact.uid);
    expect((await lastEmailTo(contact.email)).subject).toBe('Your new Ullage account');

    const lube = client(t, await t.login('dpark.lube'));
    const lubeUid = (await lube.get('/api/User/GetSession')).json().baseFolderUid;
    const lubeRole = (await lube.get(`/api/Permission/Role/ByFolder/${lubeUid}`)).json()[5].id;
    const foreign = await lube.post(`/api/User/ToFolder/${lubeUid}`, {
      config: { userName: 'stolen.lube', roleId: lubeRole, contactUid: contact.uid },
    });
    expect(foreign.statusCode).toBe(404);
    // A role of another company is not offered in one's folder.
    const foreignRole = await lube.post(`/api/User/ToFolder/${lubeUid}`, {
      ...newUser('wrongrole.lube', 'Dispatcher'),
      config: { userName: 'wrongrole.lube', roleId: roleIds.Dispatcher },
    });
    expect(foreignRole.statusCode).toBe(400);
    expect(foreignRole.json().message).toBe("Role 'Dispatcher' is not offered in this user's folder.");
  });
});

describe('listing users', () => {
  it('lists the active users of a folder by user name, its subtree on request, narrowed by uids', async () => {
    const own = (await admin.get(`/api/User/ByFolder/${propaneUid}`)).json() as { userName: string; baseFolderUid: number }[];
    expect(own.length).toBeGreaterThan(2);
    expect(own.every((u) => u.baseFolderUid === propaneUid)).toBe(true);
    const names = own.map((u) => u.userName);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).not.toContain('bkowalski.propane');
    const all = (await admin.get(`/api/User/ByFolder/${propaneUid}?includeSubFolders=true`)).json() as { uid: number; userName: string }[];
    expect(all.map((u) => u.userName)).toContain('bkowalski.propane');
    expect(all.length).toBeGreaterThan(own.length);
    const two = [await uidOf('bkowalski.propane'), await uidOf('gwendt.propane')];
    const lite = await admin.get(`/api/User/Lite/ByFolder/${propaneUid}?includeSubFolders=true&uids=${two[0]}&uids=${two[1]}`);
    expect(lite.json()).toEqual([
      expect.objectContaining({ uid: two[0], userName: 'bkowalski.propane', firstName: 'Brenda', lastName: 'Kowalski' }),
      expect.objectContaining({ uid: two[1], userName: 'gwendt.propane', firstName: 'Gary', lastName: 'Wendt' }),
    ]);
    const lube = client(t, await t.login('dpark.lube'));
    expect((await lube.get(`/api/User/ByFolder/${propaneUid}`)).statusCode).toBe(404);
    expect((await lube.get(`/api/User/${two[0]}`)).statusCode).toBe(404);
  });
});

describe("editing one's own user", () => {
  it('saves the units without Edit User, and the next answer is in litres', async () => {
    const viewer = client(t, await t.login('gwendt.propane'));
    const me = (await viewer.get(`/api/User/${await uidOf('gwendt.propane')}`)).json();
    // A reading on a tank of his site, so the tank has amounts to show.
    const { rows } = await t.database.pool.query<{ asset: number; device: number }>(
      `select c.entity_uid as asset, d.uid as device from device d
         join sensor s on s.device_uid = d.uid and s.port = 1
         join entity_config c on c.sensor_uid = s.uid and c.type_id = 2
         join folder_membership m on m.entity_uid = d.uid join folder f on f.uid = m.folder_uid
        where d.model_id = 22 and d.parent_device_uid is null and f.path @> array[$1::bigint] order by d.uid limit 1`,
      [me.baseFolderUid],
    );
    const { asset, device } = rows[0]!;
    const { key, hash } = newDeviceKey(device);
    await t.database.pool.query('update device set key_hash = $2 where uid = $1', [device, hash]);
    expect((await sendUpdate(t, key, { readingDate: minutesAgo(5), readings: [{ port: 1, reading: 20 }] })).statusCode).toBe(200);
    const before = (await viewer.get(`/api/Asset/${asset}`)).json();
    expect(before.units.volumeUnitId).toBe(VolumeUnit.Gallons);
    const res = await viewer.put(`/api/User/${me.uid}`, {
      config: me.config,
      unitConfig: { ...me.unitConfig, volumeUnitId: VolumeUnit.Liters },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.unitConfig.volumeUnitId).toBe(VolumeUnit.Liters);
    const after = (await viewer.get(`/api/Asset/${asset}`)).json();
    expect(after.units.volumeUnitId).toBe(VolumeUnit.Liters);
    // The amounts themselves: the tank's capacity, in gallons before and litres now.
    expect(before.states.tank.capacity).toBeGreaterThan(0);
    expect(after.states.tank.capacity).toBeCloseTo(before.states.tank.capacity / 0.264172, 0);
  });

  it('never changes its own role, nor its user name without Edit User', async () => {
    const viewer = client(t, await t.login('gwendt.propane'));
    const me = (await viewer.get(`/api/User/${await uidOf('gwendt.propane')}`)).json();
    const raise = await viewer.put(`/api/User/${me.uid}`, { config: { ...me.config, roleId: roleIds['Company Administrator'] } });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().message).toBe('You cannot change your own role.');
    const rename = await viewer.put(`/api/User/${me.uid}`, { config: { ...me.config, userName: 'gary.propane' } });
    expect(rename.statusCode).toBe(403);
    expect((await viewer.get(`/api/User/${me.uid}`)).json()).toMatchObject({
      userName: 'gwendt.propane',
      roleLabel: 'Customer (read only)',
    });
    // Nor anyone else's user.
    const other = await viewer.put(`/api/User/${await uidOf('dhanson.propane')}`, { config: me.config });
    expect([403, 404]).toContain(other.statusCode);
  });

  it('changes its own password only with the current one, and by the password rules', async () => {
    const self = client(t, await t.login('jnowak.propane'));
    const me = (await self.get(`/api/User/${await uidOf('jnowak.propane')}`)).json();
    const wrong = await self.put(`/api/User/${me.uid}`, { config: { ...me.config, password: 'Billing-Desk-77' }, currentPassword: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: ['Current password is incorrect'] });
    const weak = await self.put(`/api/User/${me.uid}`, { config: { ...me.config, password: 'short' }, currentPassword: DEMO_PASSWORD });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors['config.password']).toContain('Password must be 8-32 characters long');
    expect((await login('jnowak.propane', DEMO_PASSWORD)).statusCode).toBe(200);
    const ok = await self.put(`/api/User/${me.uid}`, {
      config: { ...me.config, password: 'Billing-Desk-77' },
      currentPassword: DEMO_PASSWORD,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await login('jnowak.propane', 'Billing-Desk-77')).statusCode).toBe(200);
    expect((await login('jnowak.propane', DEMO_PASSWORD)).statusCode).toBe(400);
    // Another user's password is never set directly.
    const other = (await admin.get(`/api/User/${await uidOf('mthorson.propane')}`)).json();
    const set = await admin.put(`/api/User/${other.uid}`, {
      config: { ...other.config, password: 'Billing-Desk-77' },
      currentPassword: DEMO_PASSWORD,
    });
    expect(set.statusCode).toBe(403);
  });
});

describe('editing another user', () => {
  it('lets a manager (Edit User, not Edit Permissions) edit a contact but not change a role, nor edit a user above him', async () => {
    const manager = client(t, await t.login('dhanson.propane'));
    const tech = (await manager.get(`/api/User/${await uidOf('kjansen.propane')}`)).json();
    const edited = await manager.put(`/api/User/${tech.uid}`, {
      config: { ...tech.config, autoHideHierarchy: true },
      contact: { ...tech.contact.config, mobileNumber: '(715) 555-0199' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().user).toMatchObject({
      config: { autoHideHierarchy: true },
      contact: { config: { mobileNumber: '(715) 555-0199' } },
    });
    const role = await manager.put(`/api/User/${tech.uid}`, { config: { ...tech.config, roleId: roleIds.Dispatcher } });
    expect(role.statusCode).toBe(403);
    expect(role.json().message).toBe('Changing a role needs the Edit Permissions permission.');
    const boss = (await manager.get(`/api/User/${await uidOf('kschultz.propane')}`)).json();
    const above = await manager.put(`/api/User/${boss.uid}`, { config: { ...boss.config, saveLastLocation: false } });
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe("This user's rank (2) is above your own (3).");
  });

  it('lets an administrator change a role to one offered in the folder, and the user sees it on the next request', async () => {
    const viewerToken = await t.login('gwendt.propane');
    const viewer = client(t, viewerToken);
    const uid = await uidOf('gwendt.propane');
    expect((await viewer.post(`/api/User/ToFolder/${propaneUid}`, {})).statusCode).toBe(403);
    const user = (await admin.get(`/api/User/${uid}`)).json();
    const res = await admin.put(`/api/User/${uid}`, { config: { ...user.config, roleId: roleIds.Manager } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.roleLabel).toBe('Manager');
    // The same token: the caller is loaded per request.
    expect((await viewer.post(`/api/User/ToFolder/${propaneUid}`, {})).statusCode).toBe(400);
    await admin.put(`/api/User/${uid}`, { config: { ...user.config, roleId: roleIds['Customer (read only)'] } });
    expect((await viewer.post(`/api/User/ToFolder/${propaneUid}`, {})).statusCode).toBe(403);
  });
});

describe('deleting a user', () => {
  it('deactivates the user, ends its sessions, and drops it from the lists; never oneself or a user above', async () => {
    const manager = client(t, await t.login('dhanson.propane'));
    const signIn = await login('bzastrow.propane', DEMO_PASSWORD);
    const victim = client(t, signIn.json().access_token);
    const uid = await uidOf('bzastrow.propane');
    expect((await victim.get('/api/User/GetSession')).statusCode).toBe(200);

    expect((await manager.delete(`/api/User/${await uidOf('dhanson.propane')}`)).json().message).toBe('You cannot delete your own user.');
    expect((await manager.delete(`/api/User/${await uidOf('kschultz.propane')}`)).statusCode).toBe(403);
    expect((await client(t, await t.login('dpark.lube')).delete(`/api/User/${uid}`)).statusCode).toBe(404);
    expect((await client(t, await t.login('bkowalski.propane')).delete(`/api/User/${uid}`)).statusCode).toBe(403);

    const res = await manager.delete(`/api/User/${uid}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ uid, deleted: true });
    expect((await victim.get('/api/User/GetSession')).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/Auth/RefreshToken', payload: { token: signIn.json().refresh_token } });
    expect(refresh.statusCode).toBe(401);
    expect((await login('bzastrow.propane', DEMO_PASSWORD)).statusCode).not.toBe(200);
    const all = (await admin.get(`/api/User/ByFolder/${propaneUid}?includeSubFolders=true`)).json() as { uid: number }[];
    expect(all.map((u) => u.uid)).not.toContain(uid);
    const deleted = (await admin.get(`/api/User/${uid}`)).json();
    expect(deleted).toMatchObject({ uid, active: false });
    // An administrator may bring the user back; the password still works.
    const back = await admin.put(`/api/User/${uid}`, { config: deleted.config, active: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().user.active).toBe(true);
    expect((await login('bzastrow.propane', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password reset by an administrator', () => {
  it('emails the user a single-use reset link (Reset Password), and refuses without it', async () => {
    const manager = client(t, await t.login('dhanson.propane'));
    const uid = await uidOf('tlindquist.propane');
    expect((await client(t, await t.login('bkowalski.propane')).put(`/api/User/${uid}/PasswordReset`)).statusCode).toBe(403);
    const res = await manager.put(`/api/User/${uid}/PasswordReset`);
    expect(res.statusCode, res.body).toBe(200);
    const email = res.json().user.contact.config.emailAddress as string;
    expect(res.json().invitationSentTo).toBe(`${email.slice(0, 2)}***${email.slice(email.indexOf('@'))}`);
    const sent = await lastEmailTo(email);
    expect(sent.subject).toBe('Change your Ullage password');
    expect(sent.link.pathname).toBe('/change-password');
    const requestId = sent.link.searchParams.get('requestId')!;
    expect((await closeInvitation(requestId, 'Dispatch-Desk-31')).statusCode).toBe(200);
    expect((await closeInvitation(requestId, 'Dispatch-Desk-32')).statusCode).toBe(400);
    expect((await login('tlindquist.propane', 'Dispatch-Desk-31')).statusCode).toBe(200);
    expect(t.logs.join('\n')).not.toContain(requestId);
  });
});
