// spec 000 §4 Token refresh and Logout: opaque refresh tokens, rotated on every refresh, a reused
// one revoking its whole family, an absolute lifetime, logout revoking, disabled users ending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_SECONDS } from '../src/lib/tokens';
import { createTestContext, testClock, type TestContext } from './helpers';

const clock = testClock();
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ clock: clock.now });
});
afterAll(() => t.close());

interface Tokens {
  access_token: string;
  refresh_token: string;
  theme: string;
}

async function signIn(userName = 'demo-propane'): Promise<Tokens> {
  const res = await t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName, password: 'Demo1234!' } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const refresh = (token: string, path = '/api/Auth/RefreshToken') => t.app.inject({ method: 'POST', url: path, payload: { token } });
const session = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/User/GetSession', headers: { authorization: `Bearer ${access}` } });

describe('POST /api/Auth/RefreshToken', () => {
  it('rotates: a new access and refresh token, and the old refresh token stops working', async () => {
    const first = await signIn();
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next: Tokens = res.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await session(next.access_token)).statusCode).toBe(200);
    expect(next.theme).toBe('Blue');

    // The rotated one, presented again, is refused...
    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: 'Your session has ended. Log in again.' });
  });

  it('revokes the whole family when a rotated token is used again (theft detection)', async () => {
    const first = await signIn();
    const second: Tokens = (await refresh(first.refresh_token)).json();
    // An attacker replays the stolen first token: the legitimate holder's newer token dies too.
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('leaves other sign-ins of the same user alone when one family is revoked', async () => {
    const a = await signIn();
    const b = await signIn();
    const a2: Tokens = (await refresh(a.refresh_token)).json();
    await refresh(a.refresh_token);
    expect((await refresh(a2.refresh_token)).statusCode).toBe(401);
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });

  it('ends a sign-in at its absolute lifetime however often it was rotated', async () => {
    let tokens = await signIn();
    for (let i = 0; i < 3; i++) {
      clock.advance(((REFRESH_TOKEN_SECONDS - 60) / 3) * 1000);
      const res = await refresh(tokens.refresh_token);
      expect(res.statusCode).toBe(200);
      tokens = res.json();
    }
    clock.advance(120_000);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown token and an access token', async () => {
    const tokens = await signIn();
    expect((await refresh('not-a-token-at-all')).statusCode).toBe(401);
    expect((await refresh(tokens.access_token)).statusCode).toBe(401);
  });

  it('accepts the token as a query parameter (spec 000 §7) and keeps it out of the log', async () => {
    const tokens = await signIn();
    const res = await t.app.inject({ method: 'POST', url: `/api/Auth/RefreshToken?token=${encodeURIComponent(tokens.refresh_token)}` });
    expect(res.statusCode).toBe(200);
    const next: Tokens = res.json();
    const log = t.logs.join('\n');
    expect(log).toContain('/api/Auth/RefreshToken?token=[REDACTED]');
    expect(log).not.toContain(tokens.refresh_token);
    expect(log).not.toContain(next.refresh_token);
  });

  it('answers Webview/Auth/RefreshToken the same way', async () => {
    const tokens = await signIn();
    const res = await refresh(tokens.refresh_token, '/api/Webview/Auth/RefreshToken');
    expect(res.statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token, '/api/Webview/Auth/RefreshToken')).statusCode).toBe(401);
  });

  it('ends the sessions of a disabled user and of the users of a disabled folder', async () => {
    const user = await signIn('dpark.lube');
    await t.database.pool.query("update entity set active = false where uid = (select uid from app_user where user_name = 'dpark.lube')");
    expect((await refresh(user.refresh_token)).statusCode).toBe(401);
    await t.database.pool.query("update entity set active = true where uid = (select uid from app_user where user_name = 'dpark.lube')");
    // Not revived by enabling the user again: the family was revoked.
    expect((await refresh(user.refresh_token)).statusCode).toBe(401);

    const other = await signIn('mdelgado.lube');
    const company = "(select f.uid from folder f join entity e on e.uid = f.uid where e.label = 'Lube Distributor')";
    await t.database.pool.query(`update folder set disable_code = 1 where uid = ${company}`);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await session(other.access_token)).statusCode).toBe(401);
    await t.database.pool.query(`update folder set disable_code = null where uid = ${company}`);
  });
});

describe('POST /api/Auth/Logout', () => {
  it('revokes the refresh token and its family', async () => {
    const tokens = await signIn();
    const rotated: Tokens = (await refresh(tokens.refresh_token)).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/Auth/Logout', payload: { token: rotated.refresh_token } });
    expect(res.statusCode).toBe(200);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('accepts ?token= and answers the same for a token it does not know', async () => {
    const tokens = await signIn();
    const res = await t.app.inject({ method: 'POST', url: `/api/Auth/Logout?token=${tokens.refresh_token}` });
    expect(res.statusCode).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/Auth/Logout', payload: { token: 'nothing-like-it' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(res.json());
    expect(t.logs.join('\n')).not.toContain(tokens.refresh_token);
  });
});
