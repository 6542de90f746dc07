// API clients (spec 001 §7 DeveloperSupport/APIClient/*, docs/decisions/084-api-clients.md): a
// client registered to a site folder and a role gets tokens by the OAuth 2 client-credentials grant
// (form-encoded, JSON or HTTP Basic); those tokens reach that folder and nothing above or beside it;
// the secret is shown once and never again, nor logged; rotating and revoking stop the old tokens
// at once; Edit User (17) and the folder scope govern every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CLIENT } from '@ullage/domain/integration/api-clients-api';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, type DemoTank } from './support';

type Api = ReturnType<typeof client>;
interface Registered {
  client: {
    id: number;
    clientId: string;
    label: string;
    folderUid: number;
    roleId: number;
    lastUsedAt: string | null;
    revokedAt: string | null;
  };
  clientSecret: string;
}

let t: TestContext;
let admin: Api;
let tank: DemoTank;
let roleId: number;
let otherCompany: number;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function tokenFor(clientId: string, secret: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }),
  });
}

async function register(label: string, folderUid = tank.siteUid): Promise<Registered> {
  const res = await admin.post('/api/DeveloperSupport/APIClient/Register', { label, folderUid, roleId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Registered;
}

async function accessToken(r: Registered): Promise<string> {
  const res = await tokenFor(r.client.clientId, r.clientSecret);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { access_token: string; token_type: string; expires_in: number };
  expect(body.token_type).toBe('Bearer');
  expect(body.expires_in).toBeGreaterThan(0);
  return body.access_token;
}

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.propane, 2);
  const own = await t.database.pool.query<{ role_id: number }>("select role_id from app_user where user_name = 'demo-propane'");
  roleId = own.rows[0]!.role_id;
  otherCompany = (await demoTank(t, COMPANIES.fuel)).companyUid;
});
afterAll(() => t.close());

describe('a client-credentials token', () => {
  it('reaches its folder and what stands in it, and nothing above or in another company', async () => {
    const api = client(t, await accessToken(await register('Dispatch system')));
    expect((await api.get(`/api/Folder/${tank.siteUid}`)).statusCode).toBe(200);
    expect((await api.get(`/api/Asset/${tank.assetUid}`)).statusCode).toBe(200);
    expect((await api.get(`/api/Folder/${tank.companyUid}`)).statusCode).toBe(404);
    expect((await api.get(`/api/Folder/${otherCompany}`)).statusCode).toBe(404);
    const elsewhere = await demoTank(t, COMPANIES.propane, 40);
    expect(elsewhere.siteUid).not.toBe(tank.siteUid);
    expect((await api.get(`/api/Asset/${elsewhere.assetUid}`)).statusCode).toBe(404);
  });

  it('is issued for JSON and HTTP Basic credentials too, and refused for a wrong secret or another grant', async () => {
    const r = await register('ERP');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/connect/token',
      payload: { grant_type: 'client_credentials', client_id: r.client.clientId, client_secret: r.clientSecret },
    });
    expect(json.statusCode, json.body).toBe(200);
    const basic = await t.app.inject({
      method: 'POST',
      url: '/api/connect/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${r.client.clientId}:${r.clientSecret}`).toString('base64')}`,
      },
      payload: form({ grant_type: 'client_credentials' }),
    });
    expect(basic.statusCode, basic.body).toBe(200);

    const wrong = await tokenFor(r.client.clientId, `${r.clientSecret}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client', error_description: INVALID_CLIENT });
    expect((await tokenFor('ulc_000000000000000000000000', r.clientSecret)).statusCode).toBe(401);
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ grant_type: 'password', username: 'demo-propane', password: 'x' }),
    });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('stops working at once when the client is revoked', async () => {
    const r = await register('Revoked soon');
    const api = client(t, await accessToken(r));
    expect((await api.get(`/api/Folder/${tank.siteUid}`)).statusCode).toBe(200);
    const revoked = await admin.post(`/api/DeveloperSupport/APIClient/${r.client.id}/Revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await api.get(`/api/Folder/${tank.siteUid}`)).statusCode).toBe(401);
    expect((await tokenFor(r.client.clientId, r.clientSecret)).statusCode).toBe(401);
  });

  it('and the old secret stop working when the secret is rotated; the new secret works', async () => {
    const r = await register('Rotated');
    const old = client(t, await accessToken(r));
    const rotated = await admin.post(`/api/DeveloperSupport/APIClient/${r.client.id}/RotateSecret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = rotated.json() as Registered;
    expect(next.client.clientId).toBe(r.client.clientId);
    expect(next.clientSecret).not.toBe(r.clientSecret);
    expect((await old.get(`/api/Folder/${tank.siteUid}`)).statusCode).toBe(401);
    expect((await tokenFor(r.client.clientId, r.clientSecret)).statusCode).toBe(401);
    const fresh = client(t, await accessToken(next));
    expect((await fresh.get(`/api/Folder/${tank.siteUid}`)).statusCode).toBe(200);
  });

  it("carries its role's permissions: a client cannot register clients without Edit User", async () => {
    const dispatcher = await t.database.pool.query<{ id: number; permissions: number[] }>(
      "select id, permissions from role where folder_uid = $1 and label = 'Dispatcher'",
      [tank.companyUid],
    );
    expect(dispatcher.rows[0]!.permissions).not.toContain(17);
    const res = await admin.post('/api/DeveloperSupport/APIClient/Register', {
      label: 'Viewer',
      folderUid: tank.siteUid,
      roleId: dispatcher.rows[0]!.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const api = client(t, await accessToken(res.json() as Registered));
    expect((await api.get(`/api/Folder/${tank.siteUid}`)).statusCode).toBe(200);
    expect((await api.post('/api/DeveloperSupport/APIClient/Register', { label: 'X', folderUid: tank.siteUid, roleId })).statusCode).toBe(
      403,
    );
  });
});

describe('the secret', () => {
  it('is shown once: never in the list, never in the logs, stored only as a hash', async () => {
    const r = await register('Secretive');
    await accessToken(r);
    const list = await admin.get(`/api/DeveloperSupport/APIClient/ByFolder/${tank.companyUid}`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(r.clientSecret);
    const listed = (list.json() as Registered['client'][]).find((c) => c.id === r.client.id);
    expect(listed?.label).toBe('Secretive');
    // "last use shown": the token request counts as a use.
    expect(listed?.lastUsedAt).not.toBeNull();
    expect(t.logs.join('\n')).not.toContain(r.clientSecret);
    const stored = await t.database.pool.query('select * from api_client where id = $1', [r.client.id]);
    expect(JSON.stringify(stored.rows)).not.toContain(r.clientSecret);
  });
});

describe('managing clients', () => {
  it('answers 404 for another company: its folder, its clients', async () => {
    const fuel = client(t, await t.login('demo-fuel'));
    expect((await fuel.get(`/api/DeveloperSupport/APIClient/ByFolder/${tank.companyUid}`)).statusCode).toBe(404);
    const r = await register('Not yours');
    expect((await fuel.post(`/api/DeveloperSupport/APIClient/${r.client.id}/Revoke`)).statusCode).toBe(404);
    expect((await fuel.post(`/api/DeveloperSupport/APIClient/${r.client.id}/RotateSecret`)).statusCode).toBe(404);
    const res = await fuel.post('/api/DeveloperSupport/APIClient/Register', { label: 'Mine', folderUid: tank.siteUid, roleId });
    expect(res.statusCode).toBe(404);
    // The client still works: nothing was changed.
    expect((await tokenFor(r.client.clientId, r.clientSecret)).statusCode).toBe(200);
  });

  it("refuses a role the folder does not offer, and a missing name, with the spec's messages", async () => {
    const fuelRole = await t.database.pool.query<{ id: number }>('select id from role where folder_uid = $1 limit 1', [otherCompany]);
    const before = await t.database.pool.query('select count(*)::int as n from api_client');
    const res = await admin.post('/api/DeveloperSupport/APIClient/Register', {
      label: 'X',
      folderUid: tank.siteUid,
      roleId: fuelRole.rows[0]!.id,
    });
    expect(res.statusCode).toBe(400);
    const blank = await admin.post('/api/DeveloperSupport/APIClient/Register', { label: ' ', folderUid: tank.siteUid, roleId });
    expect(blank.statusCode).toBe(400);
    expect(JSON.stringify(blank.json())).toContain('Name: is required');
    const after = await t.database.pool.query('select count(*)::int as n from api_client');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});
