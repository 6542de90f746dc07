// Authorization from day one: every route decides, default deny, and one company never reaches
// another's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function companyUid(label: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ uid: number }>(
    'select f.uid from folder f join entity e on e.uid = f.uid where f.is_company and e.label = $1',
    [label],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.uid;
}

describe('the route table', () => {
  it('gives every route an authorization decision', () => {
    expect(t.app.routeDecisions.length).toBeGreaterThan(5);
    for (const r of t.app.routeDecisions) expect(r.auth, `${r.method} ${r.url}`).toBeDefined();
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const guarded = t.app.routeDecisions.filter((r) => r.auth !== 'public' && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(0);
    for (const r of guarded) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1001');
      const res = await t.app.inject({ method: r.method as 'GET', url });
      expect(res.statusCode, `${r.method} ${url}`).toBe(401);
    }
  });

  it('gates every Contact and ContactGroup write by Edit Contacts (11) and lets any signed-in user read (the scope decides)', () => {
    const people = t.app.routeDecisions.filter((r) => /^\/api\/Contact(Group)?\//.test(r.url) && r.method !== 'HEAD');
    expect(people.length).toBe(16);
    for (const r of people) expect(r.auth, `${r.method} ${r.url}`).toBe(r.method === 'GET' ? 'signed-in' : 11);
  });

  it('refuses to register a route declared without a decision', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerAuth } = await import('../src/plugins/auth');
    const app = Fastify();
    registerAuth(app, {
      tokens: {
        signAccess: async () => '',
        verifyAccess: async () => null,
        signClientAccess: async () => '',
        verifyClientAccess: async () => null,
      },
      callers: { findActiveCaller: async () => null, findActiveClientCaller: async () => null },
    });
    expect(() => app.get('/api/Unguarded', async () => 'x')).toThrow(/declares no authorization/);
  });
});

describe('tokens', () => {
  it('refuses a malformed, forged or refresh token as an access token', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      payload: { userName: 'demo-propane', password: 'Demo1234!' },
    });
    const { access_token, refresh_token } = login.json() as { access_token: string; refresh_token: string };
    const forged = `${access_token.slice(0, -4)}AAAA`;
    for (const token of ['garbage', forged, refresh_token]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/User/GetSession', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
    const ok = await t.app.inject({ method: 'GET', url: '/api/User/GetSession', headers: { authorization: `Bearer ${access_token}` } });
    expect(ok.statusCode).toBe(200);
  });

  it('signs out a user at once when the user is disabled', async () => {
    const token = await t.login('demo-fuel');
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/User/GetSession', headers: auth })).statusCode).toBe(200);
    await t.database.pool.query("update entity set active = false where uid = (select uid from app_user where user_name = 'demo-fuel')");
    expect((await t.app.inject({ method: 'GET', url: '/api/User/GetSession', headers: auth })).statusCode).toBe(401);
    await t.database.pool.query("update entity set active = true where uid = (select uid from app_user where user_name = 'demo-fuel')");
  });
});

describe('folder scope', () => {
  it('lets a company user read its own company and nothing of another company', async () => {
    const propane = await companyUid('Propane Distributor');
    const lube = await companyUid('Lube Distributor');
    const auth = { authorization: `Bearer ${await t.login('demo-propane')}` };

    const own = await t.app.inject({ method: 'GET', url: `/api/Folder/${propane}`, headers: auth });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ uid: propane, label: 'Propane Distributor', config: { isCompany: true } });

    const other = await t.app.inject({ method: 'GET', url: `/api/Folder/${lube}`, headers: auth });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Lube');

    const anon = await t.app.inject({ method: 'GET', url: `/api/Folder/${lube}` });
    expect(anon.statusCode).toBe(401);
  });

  it("hides the folders above a user's base folder", async () => {
    const auth = { authorization: `Bearer ${await t.login('demo-lube')}` };
    const { rows } = await t.database.pool.query<{ uid: number }>('select uid from folder where parent_uid is null');
    const res = await t.app.inject({ method: 'GET', url: `/api/Folder/${rows[0]!.uid}`, headers: auth });
    expect(res.statusCode).toBe(404);
  });

  it('lets the system administrator read every company', async () => {
    const auth = { authorization: `Bearer ${await t.login('admin', (await import('./constants')).TEST_ADMIN_PASSWORD)}` };
    for (const label of ['Lube Distributor', 'Propane Distributor', 'Fuel Distributor']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Folder/${await companyUid(label)}`, headers: auth });
      expect(res.statusCode).toBe(200);
    }
  });
});
