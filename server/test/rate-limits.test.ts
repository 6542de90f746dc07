// Rate limits that stop brute force without letting an attacker lock a user out
// (docs/decisions/012-sign-in-protections.md). Counters live in PostgreSQL: a second server
// instance on the same database sees them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, testClock, type TestContext } from './helpers';

const clock = testClock();
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ clock: clock.now });
});
afterAll(() => t.close());
beforeEach(() => clock.advance(61 * 60_000));

const TOO_MANY = 'Too many unsuccessful sign-in attempts. Wait 15 minutes and try again, or use "Forgot your Password?".';
let ipCounter = 0;
/** A fresh client address per use (TEST-NET-3, never routed). */
const newIp = () => `203.0.113.${++ipCounter}`;

const login = (userName: string, password: string, ip: string, extra: object = {}, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/Auth/Login', remoteAddress: ip, payload: { userName, password, ...extra } });

describe('failed logins per account and address', () => {
  it('refuses the 6th attempt from the same address, even with the right password, for 15 minutes', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await login('demo-fuel', 'wrong-password', ip)).statusCode).toBe(400);
    const limited = await login('demo-fuel', 'Demo1234!', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);

    clock.advance(15 * 60_000);
    expect((await login('demo-fuel', 'Demo1234!', ip)).statusCode).toBe(200);
  });

  it('does not lock the user out: the right password from another address still works', async () => {
    const attacker = newIp();
    for (let i = 0; i < 6; i++) await login('demo-fuel', 'guess-' + i, attacker);
    expect((await login('demo-fuel', 'guess-x', attacker)).statusCode).toBe(429);
    expect((await login('demo-fuel', 'Demo1234!', newIp())).statusCode).toBe(200);
  });

  it('answers an unknown account exactly as a real one', async () => {
    const a = newIp();
    const b = newIp();
    const real: [number, string][] = [];
    const unknown: [number, string][] = [];
    for (let i = 0; i < 6; i++) {
      const r = await login('demo-fuel', 'wrong-password', a);
      const u = await login('no-such-user-anywhere', 'wrong-password', b);
      real.push([r.statusCode, r.body]);
      unknown.push([u.statusCode, u.body]);
    }
    expect(unknown).toEqual(real);
    expect(real.at(-1)![0]).toBe(429);
  });

  it('forgives failures once the right password comes from that address', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++) await login('demo-fuel', 'typo', ip);
    expect((await login('demo-fuel', 'Demo1234!', ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('demo-fuel', 'typo', ip)).statusCode).toBe(400);
    expect((await login('demo-fuel', 'Demo1234!', ip)).statusCode).toBe(200);
  });
});

describe('client addresses', () => {
  it('believes X-Forwarded-For only from a proxy on the loopback (TRUST_PROXY), so it cannot dodge the limits', async () => {
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/Login',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { userName: 'demo-fuel', password: 'wrong' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('failed logins per address', () => {
  it('stops one address spraying passwords over many accounts', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++) expect((await login(`sprayed-${i}`, 'Summer2025!', ip)).statusCode).toBe(400);
    expect((await login('demo-lube', 'Demo1234!', ip)).statusCode).toBe(429);
    expect((await login('demo-lube', 'Demo1234!', newIp())).statusCode).toBe(200);
  });
});

describe('failed logins per account', () => {
  it('stops a distributed guess at one account, but not the devices the user signed in from before', async () => {
    const device = '5b3a7c2e-0d4f-4a61-9b8c-2e1f0a9d8c7b';
    expect((await login('demo-lube', 'Demo1234!', newIp(), { deviceFingerPrint: device })).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expect((await login('demo-lube', `guess-${i}`, newIp())).statusCode).toBe(400);
    // A new device, even with the right password, waits...
    expect((await login('demo-lube', 'Demo1234!', newIp(), { deviceFingerPrint: '0f0e0d0c-0b0a-4908-8706-050403020100' })).statusCode).toBe(
      429,
    );
    // ...the user's own device does not.
    expect((await login('demo-lube', 'Demo1234!', newIp(), { deviceFingerPrint: device })).statusCode).toBe(200);
  });

  it('counts in PostgreSQL: a second server instance sees the same counters', async () => {
    const other = await t.anotherInstance();
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await login('demo-propane', 'wrong', ip)).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await login('demo-propane', 'wrong', ip, {}, other)).statusCode).toBe(400);
    expect((await login('demo-propane', 'wrong', ip, {}, other)).statusCode).toBe(429);
    expect((await login('demo-propane', 'wrong', ip)).statusCode).toBe(429);
  });
});

describe('other limits', () => {
  it('limits forgot-password requests per account, the same for unknown accounts', async () => {
    const ask = (userName: string) =>
      t.app.inject({ method: 'POST', url: '/api/Public/ForgotPassword', remoteAddress: newIp(), payload: { userName } });
    const real = [];
    const unknown = [];
    for (let i = 0; i < 4; i++) {
      real.push((await ask('mgarza.fuel')).statusCode);
      unknown.push((await ask('nobody-by-that-name')).statusCode);
    }
    expect(real).toEqual([200, 200, 200, 429]);
    expect(unknown).toEqual(real);
    await t.app.background.settled();
  });

  it('limits forgot-password requests per address', async () => {
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/Public/ForgotPassword',
            remoteAddress: ip,
            payload: { userName: `someone-${i}` },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    await t.app.background.settled();
  });

  it('limits code sends and wrong codes per account', async () => {
    const token = await t.login('lhollis.fuel');
    const auth = { authorization: `Bearer ${token}` };
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/User/MFA', headers: auth, payload: { mfaTypeId: 1 } })).json();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/Webview/MFA/SendOTP',
        headers: auth,
        remoteAddress: newIp(),
        payload: { secret, codeOption: 2, emailAddress: 'linda@example.com' },
      });
    const sends = [];
    for (let i = 0; i < 6; i++) sends.push((await send()).statusCode);
    expect(sends).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send()).json().message).toBe('Too many verification codes have been sent. Wait 15 minutes before asking for another.');

    const verify = () =>
      t.app.inject({ method: 'POST', url: '/api/Webview/MFA/Verify', headers: auth, payload: { mfaType: 1, secret, code: '000000' } });
    const verifies = [];
    for (let i = 0; i < 11; i++) verifies.push((await verify()).statusCode);
    expect(verifies.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(verifies[10]).toBe(429);
  });

  it('limits error reports per address', async () => {
    const ip = newIp();
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/Public/Log/Exception', remoteAddress: ip, payload: { exception: `boom ${i}` } }))
          .statusCode,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  });
});
