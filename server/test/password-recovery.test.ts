// spec 000 §2 Forgot-password and change-password pages, §4 Forgot password and Password change by
// invitation, §5 New password, §7 public calls, §8.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, testClock, type TestContext } from './helpers';

const clock = testClock();
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ clock: clock.now });
});
afterAll(() => t.close());
beforeEach(() => clock.advance(61 * 60_000));

const forgot = (userName: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Public/ForgotPassword', payload: { userName }, headers });
const getInvitation = (requestId: string) => t.app.inject({ method: 'POST', url: '/api/Public/Invitation', payload: { requestId } });
const close = (requestId: string, data: string) =>
  t.app.inject({ method: 'POST', url: '/api/Public/Invitation/Close', payload: { invitation: { requestId }, data } });
const login = (userName: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName, password } });

async function emailOf(userName: string): Promise<string> {
  const { rows } = await t.database.pool.query(
    "select c.config->>'emailAddress' as email from app_user u join contact c on c.uid = u.contact_uid where u.user_name = $1",
    [userName],
  );
  return rows[0].email;
}

async function outboxCount(): Promise<number> {
  return (await t.database.pool.query('select count(*)::int as n from outbox_message')).rows[0].n;
}

/** Asks for a reset link and reads it from the outbox. */
async function resetLinkFor(userName: string, headers: Record<string, string> = {}): Promise<URL> {
  expect((await forgot(userName, headers)).statusCode).toBe(200);
  await t.app.background.settled();
  const { rows } = await t.database.pool.query('select body from outbox_message where recipient = $1 order by id desc limit 1', [
    await emailOf(userName),
  ]);
  const link = /https?:\/\/\S+/.exec(rows[0].body)?.[0];
  expect(link).toBeTruthy();
  return new URL(link!);
}

describe('POST /api/Public/ForgotPassword', () => {
  it('answers the same whether or not the user exists, and emails only a real user', async () => {
    const before = await outboxCount();
    const unknown = await forgot('nobody-here');
    await t.app.background.settled();
    expect(await outboxCount()).toBe(before);
    const real = await forgot('cpruitt.fuel');
    await t.app.background.settled();
    expect(real.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(real.body).toBe(unknown.body);
    expect(await outboxCount()).toBe(before + 1);
  });

  it('links to PUBLIC_URL, never to the Host the request named', async () => {
    const link = await resetLinkFor('cpruitt.fuel', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(link.origin).toBe('https://portal.ullage.test');
    expect(link.pathname).toBe('/change-password');
    expect(link.searchParams.get('requestId')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('sends nothing to a disabled user', async () => {
    await t.database.pool.query("update entity set active = false where uid = (select uid from app_user where user_name = 'tdunn.fuel')");
    const before = await outboxCount();
    expect((await forgot('tdunn.fuel')).statusCode).toBe(200);
    await t.app.background.settled();
    expect(await outboxCount()).toBe(before);
    await t.database.pool.query("update entity set active = true where uid = (select uid from app_user where user_name = 'tdunn.fuel')");
  });

  it('keeps the request id out of the log', async () => {
    const link = await resetLinkFor('aramirez.fuel');
    expect(t.logs.join('\n')).not.toContain(link.searchParams.get('requestId')!);
  });
});

describe('password change by invitation', () => {
  it('goes from the emailed link to a new password, once', async () => {
    const link = await resetLinkFor('jsalinas.fuel');
    const requestId = link.searchParams.get('requestId')!;
    const old = (await login('jsalinas.fuel', 'Demo1234!')).json().refresh_token as string;

    const inv = await getInvitation(requestId);
    expect(inv.statusCode).toBe(200);
    expect(inv.json()).toMatchObject({ typeId: 3, userName: 'jsalinas.fuel', requestId });
    expect(inv.json().userUid).toBeGreaterThan(0);

    const bad = await close(requestId, 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'There are items that require your attention',
      errors: {
        password: [
          'Password must be 8-32 characters long',
          'Password must contain an upper case letter',
          'Password must contain a number',
          'Password must contain a special character',
        ],
      },
    });
    // Bad input changes nothing: the old password still works and the link is still open.
    expect((await login('jsalinas.fuel', 'Demo1234!')).statusCode).toBe(200);

    expect((await close(requestId, 'Tank-Level-42')).statusCode).toBe(200);
    expect((await login('jsalinas.fuel', 'Tank-Level-42')).statusCode).toBe(200);
    expect((await login('jsalinas.fuel', 'Demo1234!')).statusCode).toBe(400);
    // Everyone who was signed in with the old password is signed out.
    expect((await t.app.inject({ method: 'POST', url: '/api/Auth/RefreshToken', payload: { token: old } })).statusCode).toBe(401);

    // The link works once.
    expect((await getInvitation(requestId)).statusCode).toBe(404);
    const again = await close(requestId, 'Another-Pass-43');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid request');
  });

  it('refuses the user name inside the password', async () => {
    const link = await resetLinkFor('wkimbrough.fuel');
    const res = await close(link.searchParams.get('requestId')!, 'Wkimbrough.fuel-2025');
    expect(res.json().errors.password).toEqual(['Password must not contain the user name']);
  });

  it('expires a link after 2 hours', async () => {
    const link = await resetLinkFor('rcastillo.fuel');
    clock.advance(2 * 60 * 60_000 + 1000);
    expect((await getInvitation(link.searchParams.get('requestId')!)).statusCode).toBe(404);
    expect((await close(link.searchParams.get('requestId')!, 'Fresh-Pass-99')).statusCode).toBe(400);
  });

  it('makes a newer link replace an older one', async () => {
    const first = await resetLinkFor('rwhitaker.fuel');
    const second = await resetLinkFor('rwhitaker.fuel');
    expect((await getInvitation(first.searchParams.get('requestId')!)).statusCode).toBe(404);
    expect((await getInvitation(second.searchParams.get('requestId')!)).statusCode).toBe(200);
  });

  it('answers an unknown request id with 404 "Invalid request"', async () => {
    const res = await getInvitation('made-up-request-id');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Invalid request' });
  });
});

describe('POST /api/Public/ValidatePassword', () => {
  it('lists every rule a password breaks, and nothing for a good one', async () => {
    const validate = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Public/ValidatePassword', payload });
    const weak = await validate({ password: 'abc' });
    expect(weak.json()).toEqual([
      { isValid: false, label: 'Password', message: 'Password must be 8-32 characters long' },
      { isValid: false, label: 'Password', message: 'Password must contain an upper case letter' },
      { isValid: false, label: 'Password', message: 'Password must contain a number' },
      { isValid: false, label: 'Password', message: 'Password must contain a special character' },
    ]);
    expect((await validate({ password: 'Good-Pass-1' })).json()).toEqual([]);
    expect((await validate({ password: 'X'.repeat(30) + 'a1!' })).json()).toEqual([
      { isValid: false, label: 'Password', message: 'Password must be 8-32 characters long' },
    ]);
    expect((await validate({ password: 'Demo-propane1!', userName: 'demo-propane' })).json()).toEqual([
      { isValid: false, label: 'Password', message: 'Password must not contain the user name' },
    ]);
  });
});
