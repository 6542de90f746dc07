// docs/decisions/014-outgoing-messages.md: with SMTP_URL email goes out through nodemailer and the
// outbox keeps no body; SMS always stays in the outbox (no SMS gateway).
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

const sent: { to: string; subject: string; text: string }[] = [];
const transport = nodemailer.createTransport({ jsonTransport: true });
const original = transport.sendMail.bind(transport);
transport.sendMail = (async (mail: { to: string; subject: string; text: string }) => {
  sent.push({ to: mail.to, subject: mail.subject, text: mail.text });
  return original(mail);
}) as typeof transport.sendMail;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ mail: { from: 'Ullage <no-reply@ullage.test>', transport } });
});
afterAll(() => t.close());

describe('email through SMTP', () => {
  it('sends the password link by SMTP and keeps only who, what and when', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Public/ForgotPassword', payload: { userName: 'dhanson.propane' } })).statusCode,
    ).toBe(200);
    await t.app.background.settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Change your Ullage password');
    expect(sent[0]!.text).toContain('https://portal.ullage.test/change-password?requestId=');
    const { rows } = await t.database.pool.query('select transport, body, delivered_at from outbox_message order by id desc limit 1');
    expect(rows[0].transport).toBe('smtp');
    expect(rows[0].body).not.toContain('requestId');
    expect(rows[0].delivered_at).not.toBeNull();
  });
});

describe('messages the outbox keeps, in the caller transaction', () => {
  const sms = { channel: 'sms' as const, to: '+15550001234', subject: 'Tank low', text: 'Tank low' };
  const kept = async (subject: string) =>
    (await t.database.pool.query('select channel, body from outbox_message where subject = $1', [subject])).rows;

  it('keeps nothing when the transaction rolls back, and the message once it commits', async () => {
    expect(t.app.messenger.keeps(sms)).toBe(true);
    expect(t.app.messenger.keeps({ channel: 'email', to: 'a@b.test', subject: 'x', text: 'x' })).toBe(false);
    const rolledBack = { ...sms, subject: 'Rolled back' };
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.messenger.keepInTransaction(tx, [rolledBack]);
        throw new Error('the caller failed after keeping');
      }),
    ).rejects.toThrow('the caller failed after keeping');
    expect(await kept('Rolled back')).toEqual([]);

    const committed = { ...sms, subject: 'Committed' };
    await t.database.db.transaction((tx) => t.app.messenger.keepInTransaction(tx, [committed]));
    expect(await kept('Committed')).toEqual([{ channel: 'sms', body: 'Tank low' }]);
  });

  it('refuses an email that goes through SMTP: keeping it would not send it', async () => {
    await expect(
      t.database.db.transaction((tx) =>
        t.app.messenger.keepInTransaction(tx, [{ channel: 'email', to: 'a@b.test', subject: 'Not kept', text: 'x' }]),
      ),
    ).rejects.toThrow('keepInTransaction takes only messages the outbox keeps');
    expect(await kept('Not kept')).toEqual([]);
  });
});
