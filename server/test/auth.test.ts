// Sign-in core (spec 000 §4 Login, §8): tokens on success, one indistinguishable answer otherwise,
// and nothing secret in the logs.
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS } from '../src/lib/tokens';
import { TEST_JWT_SECRET } from './constants';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: payload as object });

describe('POST /api/Auth/Login', () => {
  it('answers an access token, a refresh token and the theme for a demo user', async () => {
    const res = await login({ userName: 'demo-propane', password: 'Demo1234!' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token', 'theme']);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('accepts the query-parameter form of spec 000 §7 and redacts its values from every log', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Auth/Login?username=demo-propane&password=Demo1234%21' });
    expect(res.statusCode).toBe(200);
    expect(res.json().theme).toBe('Blue');
    const log = t.logs.join('\n');
    expect(log).toContain('/api/Auth/Login?username=[REDACTED]&password=[REDACTED]');
    expect(log).not.toContain('Demo1234');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/Auth/Login?username=demo-propane&password=nope' });
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('accepts a form-encoded body (legacy login)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo-lube&password=Demo1234%21&grant_type=password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token.split('.')).toHaveLength(3);
  });

  it('accepts the user name in any letter case', async () => {
    expect((await login({ userName: 'DEMO-Propane', password: 'Demo1234!' })).statusCode).toBe(200);
  });

  it('stores refresh tokens only as hashes', async () => {
    const { refresh_token } = (await login({ userName: 'demo-lube', password: 'Demo1234!' })).json();
    const { rows } = await t.database.pool.query('select token_hash from refresh_token');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(refresh_token);
  });

  it('answers a wrong password and an unknown user with the same 400', async () => {
    const wrong = await login({ userName: 'demo-propane', password: 'nope-nope' });
    const unknown = await login({ userName: 'nobody-at-all', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Invalid Username or Password',
      error: 'invalid_grant',
      error_description: 'Invalid Username or Password',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('tells a disabled user why', async () => {
    await t.database.pool.query("update entity set active = false where uid = (select uid from app_user where user_name = 'demo-fuel')");
    const res = await login({ userName: 'demo-fuel', password: 'Demo1234!' });
    await t.database.pool.query("update entity set active = true where uid = (select uid from app_user where user_name = 'demo-fuel')");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'user_disabled' });
  });

  it('tells a user of a disabled company why', async () => {
    const company = "(select f.uid from folder f join entity e on e.uid = f.uid where e.label = 'Lube Distributor')";
    await t.database.pool.query(`update folder set disable_code = 1 where uid = ${company}`);
    const res = await login({ userName: 'demo-lube', password: 'Demo1234!' });
    await t.database.pool.query(`update folder set disable_code = null where uid = ${company}`);
    expect(res.json()).toMatchObject({ error: 'folder_disabled' });
  });

  it('answers missing fields with the field messages and sends nothing else', async () => {
    const res = await login({ userName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ userName: ['User Name: is required'], password: ['Password: is required'] });
  });

  it('never writes a password or token to the log', async () => {
    const res = await login({ userName: 'demo-propane', password: 'Demo1234!' });
    const { access_token, refresh_token } = res.json();
    await t.app.inject({ method: 'GET', url: '/api/User/GetSession', headers: { authorization: `Bearer ${access_token}` } });
    await t.app.inject({ method: 'GET', url: `/api/User/GetSession?token=${refresh_token}&password=Demo1234!` });
    const all = t.logs.join('\n');
    expect(all).toContain('/api/User/GetSession');
    expect(all).not.toContain('Demo1234!');
    expect(all).not.toContain(access_token);
    expect(all).not.toContain(refresh_token);
  });
});

describe('GET /api/User/GetSession', () => {
  it("answers the caller's session data", async () => {
    const token = await t.login('demo-propane');
    const res = await t.app.inject({ method: 'GET', url: '/api/User/GetSession', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      loggedIn: true,
      userName: 'demo-propane',
      baseFolder: { label: 'Propane Distributor', isCompany: true },
      unitConfig: { volumeUnitId: 1, dimensionUnitId: 1 },
      userConfig: { orgFolderDefault: 2, siteFolderDefault: 3 },
    });
    expect(s.baseFolderUid).toBe(s.baseFolder.uid);
    expect(s.permissions).toContain(6);
    expect(s.roleRank).toBeGreaterThan(1);
    expect(s.branding.companyName).toBeTruthy();
  });

  it('gives the system administrator rank 1 and every permission', async () => {
    const { TEST_ADMIN_PASSWORD } = await import('./constants');
    const token = await t.login('admin', TEST_ADMIN_PASSWORD);
    const s = (await t.app.inject({ method: 'GET', url: '/api/User/GetSession', headers: { authorization: `Bearer ${token}` } })).json();
    expect(s.roleRank).toBe(1);
    expect(s.permissions).toHaveLength(36);
  });
});

// Issue 20: a token signed with the server's key is still refused unless it says when it was
// issued and when it ends, and it is no older than an access token can live (plus clock skew).
describe('access tokens signed with the server key', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const now = () => Math.floor(Date.now() / 1000);
  const session = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/User/GetSession', headers: { authorization: `Bearer ${token}` } });
  const forge = (sub: string, claims: { iat?: number; exp?: number }) => {
    const jwt = new SignJWT({ typ: 'access' }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub);
    if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
    return jwt.sign(key);
  };

  it('accepts a token as the server issues it, and one issued a few seconds ahead of this clock', async () => {
    const issued = await t.login('demo-propane');
    expect((await session(issued)).statusCode).toBe(200);
    const sub = decodeJwt(issued).sub!;
    expect((await session(await forge(sub, { iat: now() + 5, exp: now() + ACCESS_TOKEN_SECONDS }))).statusCode).toBe(200);
  });

  it('refuses a token without exp, without iat, issued long ago with a far exp, or issued in the future', async () => {
    const sub = decodeJwt(await t.login('demo-propane')).sub!;
    const refused = {
      noExp: await forge(sub, { iat: now() }),
      noIat: await forge(sub, { exp: now() + ACCESS_TOKEN_SECONDS }),
      oldIatFarExp: await forge(sub, { iat: now() - ACCESS_TOKEN_SECONDS - 3600, exp: now() + 365 * 86400 }),
      futureIat: await forge(sub, { iat: now() + 3600, exp: now() + 3600 + ACCESS_TOKEN_SECONDS }),
    };
    const statuses = Object.fromEntries(
      await Promise.all(Object.entries(refused).map(async ([name, token]) => [name, (await session(token)).statusCode])),
    );
    expect(statuses).toEqual({ noExp: 401, noIat: 401, oldIatFarExp: 401, futureIat: 401 });
  });
});
