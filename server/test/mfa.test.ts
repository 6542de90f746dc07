// spec 000 §2 MFA challenge, §4 Login, §7 MFA calls, §8: codes by email or SMS bound to one login
// attempt, single use, 10-minute expiry; authenticator apps (TOTP); "Remember this device".
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, testClock, type TestContext } from './helpers';
import { TEST_ADMIN_PASSWORD } from './constants';

const clock = testClock();
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ clock: clock.now });
});
afterAll(() => t.close());
// Each test starts in a fresh rate-limit window (rate-limits.test.ts covers the limits).
beforeEach(() => clock.advance(16 * 60_000));

const PASSWORD = 'Demo1234!';
const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function latestMessageTo(recipient: string): Promise<{ body: string; subject: string }> {
  const { rows } = await t.database.pool.query('select body, subject from outbox_message where recipient = $1 order by id desc limit 1', [
    recipient,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0];
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

async function contactEmail(userName: string): Promise<string> {
  const { rows } = await t.database.pool.query(
    "select c.config->>'emailAddress' as email from app_user u join contact c on c.uid = u.contact_uid where u.user_name = $1",
    [userName],
  );
  return rows[0].email;
}

/** Turns on MFA by email for a user, through the enrolment calls. */
async function enrolByEmail(userName: string): Promise<string> {
  const token = await t.login(userName);
  const email = await contactEmail(userName);
  const start = await t.app.inject({ method: 'POST', url: '/api/User/MFA', headers: bearer(token), payload: { mfaTypeId: 1 } });
  expect(start.statusCode).toBe(200);
  const { secret } = start.json();
  const send = await t.app.inject({
    method: 'POST',
    url: '/api/Webview/MFA/SendOTP',
    headers: bearer(token),
    payload: { secret, codeOption: 2, emailAddress: email },
  });
  expect(send.statusCode).toBe(200);
  const code = codeIn((await latestMessageTo(email)).body);
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/Webview/MFA/Verify',
    headers: bearer(token),
    payload: { mfaType: 1, secret, code },
  });
  expect(verify.statusCode).toBe(200);
  return email;
}

async function challengeFor(userName: string, extra: object = {}) {
  const res = await login({ userName, password: PASSWORD, ...extra });
  expect(res.statusCode).toBe(400);
  return res.json() as { error: string; mfaTypeId: number; emailAddress?: string; smsNumber?: string; mfaToken: string };
}

async function sendCode(userName: string, mfaToken: string | undefined, codeOption = 2) {
  return t.app.inject({
    method: 'POST',
    url: `/api/Auth/MFA/SendOTP?codeOption=${codeOption}`,
    payload: { userName, roleId: 1, mfaToken },
  });
}

describe('MFA by message (email)', () => {
  let email: string;
  beforeAll(async () => {
    email = await enrolByEmail('kschultz.propane');
  });

  it('answers a correct password with missing_totp, the type and the masked address', async () => {
    const c = await challengeFor('kschultz.propane');
    expect(c.error).toBe('missing_totp');
    expect(c.mfaTypeId).toBe(1);
    expect(c.emailAddress).toBe(`${email.slice(0, 2)}***${email.slice(email.indexOf('@'))}`);
    expect(c.emailAddress).not.toBe(email);
    expect(c.mfaToken.length).toBeGreaterThan(20);
  });

  it('still answers a wrong password with invalid_grant, telling nothing about MFA', async () => {
    const res = await login({ userName: 'kschultz.propane', password: 'wrong-Pass1!' });
    expect(res.json()).toEqual({
      message: 'Invalid Username or Password',
      error: 'invalid_grant',
      error_description: 'Invalid Username or Password',
    });
  });

  it('sends a 6-digit code to the address and signs in with it, once', async () => {
    const c = await challengeFor('kschultz.propane');
    const sent = await sendCode('kschultz.propane', c.mfaToken);
    expect(sent.statusCode).toBe(200);
    const message = await latestMessageTo(email);
    const code = codeIn(message.body);
    expect(code).toMatch(/^\d{6}$/);
    expect(t.logs.join('\n')).not.toContain(code);

    const ok = await login({ userName: 'kschultz.propane', password: PASSWORD, totp: code, mfaToken: c.mfaToken });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().access_token).toBeTruthy();

    // Single use: the same code and attempt cannot sign in twice.
    const again = await login({ userName: 'kschultz.propane', password: PASSWORD, totp: code, mfaToken: c.mfaToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('challenge_ended');
  });

  it('refuses a wrong code and keeps the attempt open', async () => {
    const c = await challengeFor('kschultz.propane');
    await sendCode('kschultz.propane', c.mfaToken);
    const code = codeIn((await latestMessageTo(email)).body);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await login({ userName: 'kschultz.propane', password: PASSWORD, totp: wrong, mfaToken: c.mfaToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'invalid_totp',
      error_description: 'The verification code is not valid or has expired. Check the code, or send a new one.',
    });
    const good = await login({ userName: 'kschultz.propane', password: PASSWORD, totp: code, mfaToken: c.mfaToken });
    expect(good.statusCode).toBe(200);
  });

  it('lets a code expire after 10 minutes', async () => {
    const c = await challengeFor('kschultz.propane');
    await sendCode('kschultz.propane', c.mfaToken);
    const code = codeIn((await latestMessageTo(email)).body);
    clock.advance(10 * 60_000 + 1000);
    const late = await login({ userName: 'kschultz.propane', password: PASSWORD, totp: code, mfaToken: c.mfaToken });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('invalid_totp');
  });

  it('binds a code to its login attempt: it does not work with another attempt', async () => {
    const a = await challengeFor('kschultz.propane');
    const b = await challengeFor('kschultz.propane');
    await sendCode('kschultz.propane', a.mfaToken);
    const code = codeIn((await latestMessageTo(email)).body);
    const other = await login({ userName: 'kschultz.propane', password: PASSWORD, totp: code, mfaToken: b.mfaToken });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe('invalid_totp');
    expect((await login({ userName: 'kschultz.propane', password: PASSWORD, totp: code, mfaToken: a.mfaToken })).statusCode).toBe(200);
  });

  it('makes only the latest code of an attempt work', async () => {
    const c = await challengeFor('kschultz.propane');
    await sendCode('kschultz.propane', c.mfaToken);
    const first = codeIn((await latestMessageTo(email)).body);
    await sendCode('kschultz.propane', c.mfaToken);
    const second = codeIn((await latestMessageTo(email)).body);
    if (first !== second) {
      expect((await login({ userName: 'kschultz.propane', password: PASSWORD, totp: first, mfaToken: c.mfaToken })).json().error).toBe(
        'invalid_totp',
      );
    }
    expect((await login({ userName: 'kschultz.propane', password: PASSWORD, totp: second, mfaToken: c.mfaToken })).statusCode).toBe(200);
  });

  it('ends an attempt after 5 wrong codes', async () => {
    const c = await challengeFor('kschultz.propane');
    await sendCode('kschultz.propane', c.mfaToken);
    const code = codeIn((await latestMessageTo(email)).body);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const errors: string[] = [];
    for (let i = 0; i < 5; i++)
      errors.push((await login({ userName: 'kschultz.propane', password: PASSWORD, totp: wrong, mfaToken: c.mfaToken })).json().error);
    expect(errors).toEqual(['invalid_totp', 'invalid_totp', 'invalid_totp', 'invalid_totp', 'challenge_ended']);
    const right = await login({ userName: 'kschultz.propane', password: PASSWORD, totp: code, mfaToken: c.mfaToken });
    expect(right.json().error).toBe('challenge_ended');
  });

  it('sends codes only for a login attempt that passed the password', async () => {
    const before = (await t.database.pool.query('select count(*)::int as n from outbox_message')).rows[0].n;
    const res = await sendCode('kschultz.propane', 'x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('challenge_ended');
    const forOther = await sendCode('dhanson.propane', undefined);
    expect(forOther.statusCode).toBe(400);
    expect((await t.database.pool.query('select count(*)::int as n from outbox_message')).rows[0].n).toBe(before);
  });

  it('says when there is no mobile number to send an SMS to', async () => {
    const c = await challengeFor('kschultz.propane');
    expect(c.smsNumber).toBeUndefined();
    const res = await sendCode('kschultz.propane', c.mfaToken, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/No mobile phone number/);
  });

  it('skips the challenge on a remembered device, and only on that device', async () => {
    const device = 'b1946ac9-2fd6-4c2e-9d52-5f7a0c1e3a11';
    const c = await challengeFor('kschultz.propane', { deviceFingerPrint: device });
    await sendCode('kschultz.propane', c.mfaToken);
    const code = codeIn((await latestMessageTo(email)).body);
    // Confirm with the fingerprint: "Remember this device" was ticked.
    expect(
      (await login({ userName: 'kschultz.propane', password: PASSWORD, totp: code, mfaToken: c.mfaToken, deviceFingerPrint: device }))
        .statusCode,
    ).toBe(200);

    const remembered = await login({ userName: 'kschultz.propane', password: PASSWORD, deviceFingerPrint: device });
    expect(remembered.statusCode).toBe(200);
    const otherDevice = await login({
      userName: 'kschultz.propane',
      password: PASSWORD,
      deviceFingerPrint: 'c2a1e3f4-1111-4222-8333-944455556666',
    });
    expect(otherDevice.json().error).toBe('missing_totp');
    const noDevice = await login({ userName: 'kschultz.propane', password: PASSWORD });
    expect(noDevice.json().error).toBe('missing_totp');
  });

  it('does not remember a device confirmed without the fingerprint', async () => {
    const device = 'd3f0a1b2-3c4d-4e5f-8a6b-7c8d9e0f1a2b';
    const c = await challengeFor('kschultz.propane', { deviceFingerPrint: device });
    await sendCode('kschultz.propane', c.mfaToken);
    const code = codeIn((await latestMessageTo(email)).body);
    expect((await login({ userName: 'kschultz.propane', password: PASSWORD, totp: code, mfaToken: c.mfaToken })).statusCode).toBe(200);
    expect((await login({ userName: 'kschultz.propane', password: PASSWORD, deviceFingerPrint: device })).json().error).toBe(
      'missing_totp',
    );
  });

  it('lets a system administrator read the code in the outbox, and nobody else', async () => {
    const c = await challengeFor('kschultz.propane');
    await sendCode('kschultz.propane', c.mfaToken);
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Admin/Outbox?recipient=${encodeURIComponent(email)}&limit=1`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json();
    expect(latest).toMatchObject({ channel: 'email', recipient: email, transport: 'outbox' });
    expect(codeIn(latest.body)).toBe(codeIn((await latestMessageTo(email)).body));

    const companyAdmin = await t.login('demo-propane');
    expect((await t.app.inject({ method: 'GET', url: '/api/Admin/Outbox', headers: bearer(companyAdmin) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Admin/Outbox' })).statusCode).toBe(401);
  });

  it('turns MFA off with DELETE User/MFA', async () => {
    const c = await challengeFor('kschultz.propane');
    await sendCode('kschultz.propane', c.mfaToken);
    const token = (
      await login({
        userName: 'kschultz.propane',
        password: PASSWORD,
        totp: codeIn((await latestMessageTo(email)).body),
        mfaToken: c.mfaToken,
      })
    ).json().access_token;
    const status = await t.app.inject({ method: 'GET', url: '/api/User/MFA', headers: bearer(token) });
    expect(status.json()).toMatchObject({ mfaTypeId: 1 });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/User/MFA', headers: bearer(token) })).statusCode).toBe(200);
    expect((await login({ userName: 'kschultz.propane', password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('MFA enrolment', () => {
  it('needs the code sent to the new address before MFA is on', async () => {
    const token = await t.login('dhanson.propane');
    const { secret } = (
      await t.app.inject({ method: 'POST', url: '/api/User/MFA', headers: bearer(token), payload: { mfaTypeId: 1 } })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/Webview/MFA/SendOTP',
      headers: bearer(token),
      payload: { secret, codeOption: 1, phoneNumber: '(715) 555-0142' },
    });
    const sms = await latestMessageTo('(715) 555-0142');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Webview/MFA/Verify',
      headers: bearer(token),
      payload: { mfaType: 1, secret, code: '000000' === codeIn(sms.body) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      code: ['The verification code is not valid or has expired. Check the code, or send a new one.'],
    });
    expect((await login({ userName: 'dhanson.propane', password: PASSWORD })).statusCode).toBe(200);

    // The query form of spec 000 §7; its values never reach the log.
    const code = codeIn(sms.body);
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/Webview/MFA/Verify?mfaType=1&secret=${encodeURIComponent(secret)}&code=${code}`,
      headers: bearer(token),
    });
    expect(ok.statusCode).toBe(200);
    expect(t.logs.join('\n')).not.toContain(secret);
    const c = await challengeFor('dhanson.propane');
    expect(c).toMatchObject({ mfaTypeId: 1, smsNumber: '***-***-0142' });
    const sent = await sendCode('dhanson.propane', c.mfaToken, 1);
    expect(sent.statusCode).toBe(200);
    expect(codeIn((await latestMessageTo('(715) 555-0142')).body)).toMatch(/^\d{6}$/);
  });

  it("refuses another user's enrolment secret", async () => {
    const a = await t.login('bkowalski.propane');
    const b = await t.login('tlindquist.propane');
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/User/MFA', headers: bearer(a), payload: { mfaTypeId: 1 } })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Webview/MFA/SendOTP',
      headers: bearer(b),
      payload: { secret, codeOption: 2, emailAddress: 'thief@example.com' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('MFA by authenticator app (TOTP)', () => {
  it('enrols with an otpauth URI and QR code, then signs in with app codes, each once', async () => {
    const token = await t.login('jnowak.propane');
    const start = await t.app.inject({ method: 'POST', url: '/api/User/MFA', headers: bearer(token), payload: { mfaTypeId: 2 } });
    const { secret, otpauthUri, qrCode } = start.json();
    expect(otpauthUri).toBe(`otpauth://totp/Ullage:jnowak.propane?secret=${secret}&issuer=Ullage`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const epoch = () => Math.floor(clock.now().getTime() / 1000);
    const enrolCode = await generate({ secret, epoch: epoch() });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Webview/MFA/Verify',
          headers: bearer(token),
          payload: { mfaType: 2, secret, code: enrolCode },
        })
      ).statusCode,
    ).toBe(200);

    const c = await challengeFor('jnowak.propane');
    expect(c).toMatchObject({ error: 'missing_totp', mfaTypeId: 2 });
    expect(c.emailAddress).toBeUndefined();
    // The code used to enrol cannot sign in: each time step is accepted once.
    expect((await login({ userName: 'jnowak.propane', password: PASSWORD, totp: enrolCode })).json().error).toBe('invalid_totp');

    clock.advance(30_000);
    const code = await generate({ secret, epoch: epoch() });
    expect((await login({ userName: 'jnowak.propane', password: PASSWORD, totp: code })).statusCode).toBe(200);
    expect((await login({ userName: 'jnowak.propane', password: PASSWORD, totp: code })).json().error).toBe('invalid_totp');

    // App users get no codes by message.
    const c2 = await challengeFor('jnowak.propane');
    expect((await sendCode('jnowak.propane', c2.mfaToken)).statusCode).toBe(400);

    // The secret is stored encrypted.
    const { rows } = await t.database.pool.query(
      "select secret_enc from user_mfa m join app_user u on u.uid = m.user_uid where u.user_name = 'jnowak.propane'",
    );
    expect(rows[0].secret_enc).not.toContain(secret);
  });
});
