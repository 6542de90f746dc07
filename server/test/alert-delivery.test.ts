// Alert delivery (docs/decisions/068-alert-delivery.md) through a real SMTP server: each member of
// the alert's contact group gets one email per event, rendered in the group's units and time zone,
// and an SMS in the outbox; a retried or repeated job sends no second copy; a failing SMTP is retried
// with backoff and the message recorded as failed in the end.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertType } from '@ullage/domain/alerts/alerts';
import { ALERT_DELIVERY_QUEUE } from '../src/modules/alert-delivery/alert-delivery.jobs';
import { createTestContext, type TestContext } from './helpers';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { simpleTank } from './alert-support';
import { client, COMPANIES, demoTank, sendUpdate, until, type DemoTank } from './support';

interface Received {
  to: string[];
  subject: string;
  body: string;
  messageId: string;
}

const received: Received[] = [];
/** Recipients the SMTP server refuses (a mailbox that does not exist). */
const refused = new Set<string>();

/** RFC 2047 encoded words and quoted-printable bodies, enough for what nodemailer writes. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseMail(raw: string, to: string[]): Received {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { to, subject: decodeWords(header('Subject')), body: body.trim(), messageId: header('Message-ID') };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refused.has(address.address)) callback(new Error('550 mailbox unavailable'));
    else callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push(
        parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((r) => r.address),
        ),
      );
      callback();
    });
  },
});

let t: TestContext;
let admin: ReturnType<typeof client>;
let tank: DemoTank;
let tankLabel: string;
let groupUid: number;
const amy = {
  firstName: 'Amy',
  lastName: 'Dispatch',
  emailAddress: 'amy@dispatch.test',
  mobileNumber: '(715) 555-0101',
  mobileCarrierId: 2,
};
const bob = { firstName: 'Bob', lastName: 'Driver', emailAddress: 'bob@dispatch.test' };

/** An alert on the tank for the group, and one event of it, queued in the event's transaction. */
async function raise(
  opts: { typeId?: number; value?: number; detail?: object; occurredAt?: string; enqueue?: boolean; messageId?: number } = {},
): Promise<number> {
  const c = await t.database.pool.connect();
  try {
    await c.query('begin');
    const { rows: alert } = await c.query<{ id: number }>(
      `insert into alert (entity_uid, type_id, contact_group_uid, message_id) values ($1, $2, $3, $4) returning id`,
      [tank.assetUid, opts.typeId ?? AlertType.TankLevelCritical, groupUid, opts.messageId ?? null],
    );
    const { rows } = await c.query<{ id: number }>(
      `insert into alert_event (alert_id, entity_uid, type_id, state_id, value, detail, occurred_at)
       values ($1, $2, $3, 1, $4, $5, $6) returning id`,
      [
        alert[0]!.id,
        tank.assetUid,
        opts.typeId ?? AlertType.TankLevelCritical,
        opts.value ?? 18,
        JSON.stringify(opts.detail ?? { percentFull: 18, amount: 100, daysLeft: 3.6 }),
        opts.occurredAt ?? '2026-01-15T12:30:00Z',
      ],
    );
    const eventId = Number(rows[0]!.id);
    if (opts.enqueue !== false) await t.app.alertDelivery.enqueueInTransaction(c, [eventId]);
    await c.query('commit');
    return eventId;
  } catch (err) {
    await c.query('rollback');
    throw err;
  } finally {
    c.release();
  }
}

const deliveries = async (eventId: number) =>
  (
    await t.database.pool.query<{
      contact_uid: number;
      channel_id: number;
      status: string;
      attempts: number;
      last_error: string | null;
      sent_at: Date | null;
    }>(
      'select contact_uid, channel_id, status, attempts, last_error, sent_at from alert_delivery where event_id = $1 order by contact_uid, channel_id',
      [eventId],
    )
  ).rows;

const jobsOf = async (eventId: number) =>
  (
    await t.database.pool.query<{ id: string; state: string; retry_count: number; start_after: Date; seconds_ahead: number }>(
      `select id, state, retry_count, start_after, extract(epoch from start_after - now())::float as seconds_ahead
         from pgboss.job where name = $1 and ((data ->> 'eventId')::bigint = $2 or data -> 'eventIds' @> to_jsonb(array[$2::bigint]))
        order by created_on`,
      [ALERT_DELIVERY_QUEUE, eventId],
    )
  ).rows;

const mailFor = (eventId: number) => received.filter((m) => m.messageId.startsWith(`<alert-${eventId}-`));

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestContext({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Ullage <alerts@ullage.test>' } });
  admin = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.propane, 2);
  tankLabel = (await t.database.pool.query<{ label: string }>('select label from entity where uid = $1', [tank.assetUid])).rows[0]!.label;
  const a = (await admin.post(`/api/Contact/ToFolder/${tank.siteUid}`, { config: amy })).json() as { uid: number };
  const b = (await admin.post(`/api/Contact/ToFolder/${tank.siteUid}`, { config: bob })).json() as { uid: number };
  const group = await admin.post(`/api/ContactGroup/ToFolder/${tank.companyUid}`, { config: { label: 'Night Dispatch' } });
  expect(group.statusCode, group.body).toBe(200);
  groupUid = (group.json() as { uid: number }).uid;
  const units = await admin.put(`/api/ContactGroup/${groupUid}`, {
    config: { label: 'Night Dispatch' },
    // Liters and Celsius; Eastern time without summer time: always UTC-5.
    unitConfig: { volumeUnitId: 2, dimensionUnitId: 1, temperatureUnitId: 2, weightUnitId: 1 },
    timeZoneConfig: { timeZoneId: 1, observeDst: false },
  });
  expect(units.statusCode, units.body).toBe(200);
  expect((await admin.post(`/api/ContactGroup/${groupUid}/Entity/Contact`, { uids: [a.uid, b.uid] })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('alert delivery', () => {
  it('emails each member once, in the group units and time zone, and puts the SMS in the outbox', async () => {
    const eventId = await raise();
    await until('both emails', () => mailFor(eventId).length >= 2);
    await until(
      'every delivery marked',
      async () => (await deliveries(eventId)).every((d) => d.status === 'sent') && (await deliveries(eventId)).length === 3,
    );

    const mails = mailFor(eventId).sort((x, y) => x.to[0]!.localeCompare(y.to[0]!));
    expect(mails.map((m) => m.to)).toEqual([['amy@dispatch.test'], ['bob@dispatch.test']]);
    for (const m of mails) {
      expect(m.subject).toBe(`Tank Level Critical raised: ${tankLabel} at 18%`);
      // 100 gallons in liters; 12:30 UTC on the group's clock (EST, no summer time).
      expect(m.body).toContain('level 18%, 378.5 ltr of');
      expect(m.body).toContain('3 days left (1/15/2026 7:30 AM EST)');
      expect(m.body).toContain(`https://portal.ullage.test/asset?fuid=${tank.siteUid}&uid=${tank.assetUid}`);
    }

    const { rows: sms } = await t.database.pool.query<{ recipient: string; subject: string; body: string }>(
      `select recipient, subject, body from outbox_message where channel = 'sms' and subject like $1`,
      [`Tank Level Critical raised: ${tankLabel}%`],
    );
    expect(sms).toEqual([{ recipient: amy.mobileNumber, subject: mails[0]!.subject, body: mails[0]!.subject }]);

    // Each message's row records the attempt that sent it; only failed attempts get rows of their own.
    expect((await deliveries(eventId)).map((d) => [d.status, d.attempts, d.sent_at !== null])).toEqual([
      ['sent', 1, true],
      ['sent', 1, true],
      ['sent', 1, true],
    ]);
    const { rows: attempts } = await t.database.pool.query('select outcome from alert_delivery_attempt where event_id = $1', [eventId]);
    expect(attempts).toEqual([]);
    // The log names the event and a masked address, never the body or a whole address.
    const lines = t.logs.filter((l) => l.includes('alert message sent'));
    expect(lines.some((l) => l.includes('am***@dispatch.test'))).toBe(true);
    expect(t.logs.some((l) => l.includes('amy@dispatch.test') || l.includes('378.5 ltr'))).toBe(false);
  });

  it('queues an event once, and a repeated job for it sends nothing again', async () => {
    const eventId = await raise();
    await until('both emails', () => mailFor(eventId).length >= 2);
    await until('job done', async () => (await jobsOf(eventId)).every((j) => j.state === 'completed'));

    // The same event queued again (its job id is the event's): nothing new is queued.
    const c = await t.database.pool.connect();
    await c.query('begin');
    await t.app.alertDelivery.enqueueInTransaction(c, [eventId, eventId]);
    await c.query('commit');
    c.release();
    expect(await jobsOf(eventId)).toHaveLength(1);

    // A second job for it anyway (a duplicate, a retry): it finds every message sent, the SMS kept
    // in the outbox included.
    const smsKept = async () =>
      Number(
        (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from outbox_message where channel = 'sms'`)).rows[0]!.n,
      );
    const smsBefore = await smsKept();
    await t.app.jobs.send(ALERT_DELIVERY_QUEUE, { eventId });
    await until('the second job done', async () => {
      const jobs = await jobsOf(eventId);
      return jobs.length === 2 && jobs.every((j) => j.state === 'completed');
    });
    expect(mailFor(eventId)).toHaveLength(2);
    expect(await smsKept()).toBe(smsBefore);
    expect((await deliveries(eventId)).map((d) => d.attempts)).toEqual([1, 1, 1]);
  });

  it('a job retried after its worker died sends only what was not sent', async () => {
    const eventId = await raise({ enqueue: false });
    const [amyUid, bobUid] = (
      await t.database.pool.query<{ uid: number }>(
        'select contact_uid as uid from contact_group_member where group_uid = $1 order by contact_uid',
        [groupUid],
      )
    ).rows.map((r) => Number(r.uid));
    // The dead worker had sent Bob's email and marked it, and claimed Amy's email 10 minutes ago
    // (past the lease) without sending it.
    await t.database.pool.query(
      `insert into alert_delivery (event_id, contact_uid, channel_id, address, status, attempts, sent_at, updated_at) values
         ($1, $2, 1, 'bob@dispatch.test', 'sent', 1, now(), now()),
         ($1, $3, 1, 'amy@dispatch.test', 'sending', 1, null, now() - interval '10 minutes')`,
      [eventId, bobUid, amyUid],
    );
    // pg-boss retries the job (its expiry failed it).
    await t.app.jobs.send(ALERT_DELIVERY_QUEUE, { eventId });
    await until('Amy email', () => mailFor(eventId).length >= 1);
    await until(
      'every delivery marked',
      async () => (await deliveries(eventId)).length === 3 && (await deliveries(eventId)).every((d) => d.status === 'sent'),
    );
    expect(mailFor(eventId).map((m) => m.to)).toEqual([['amy@dispatch.test']]);
    expect((await deliveries(eventId)).find((d) => d.contact_uid === amyUid && d.channel_id === 1)?.attempts).toBe(2);
  });

  it('retries a refused address with backoff, then records it as failed; the others get one message', async () => {
    refused.add('bob@dispatch.test');
    try {
      const eventId = await raise({ typeId: AlertType.TemperatureHigh, value: 104, detail: {} });
      await until('the first failure', async () => (await jobsOf(eventId))[0]?.state === 'retry');
      const first = (await jobsOf(eventId))[0]!;
      // retryDelay 10 s with backoff: the first retry waits 10 to 20 s.
      expect(first.seconds_ahead).toBeGreaterThan(8);
      const bob0 = (await deliveries(eventId)).find((d) => d.channel_id === 1 && d.status !== 'sent')!;
      expect(bob0).toMatchObject({ status: 'pending', attempts: 1 });
      expect(bob0.last_error).toContain('550');

      // Time passes: each retry is made due at once.
      for (let retry = 1; retry <= 5; retry++) {
        await t.database.pool.query(`update pgboss.job set start_after = now() where name = $1 and id = $2 and state = 'retry'`, [
          ALERT_DELIVERY_QUEUE,
          first.id,
        ]);
        await until(`retry ${retry}`, async () => {
          const j = (await jobsOf(eventId))[0]!;
          return j.retry_count >= retry && j.state !== 'active' && j.state !== 'created';
        });
      }
      await until('the job failed for good', async () => (await jobsOf(eventId))[0]!.state === 'failed');
      const rows = await deliveries(eventId);
      expect(rows.map((d) => d.status).sort()).toEqual(['failed', 'sent', 'sent']);
      expect(rows.find((d) => d.status === 'failed')!.attempts).toBe(6);
      const mails = mailFor(eventId);
      expect(mails.map((m) => m.to)).toEqual([['amy@dispatch.test']]);
      // 104 °F in the group's Celsius.
      expect(mails[0]!.subject).toBe(`Temperature High raised: ${tankLabel} at 40 °C`);
      const { rows: attempts } = await t.database.pool.query<{ outcome: string; n: number }>(
        `select outcome, count(*)::int as n from alert_delivery_attempt where event_id = $1 group by outcome order by outcome`,
        [eventId],
      );
      expect(attempts).toEqual([{ outcome: 'failed', n: 6 }]);
    } finally {
      refused.delete('bob@dispatch.test');
    }
  });

  it('delivers the events of one batch together: each member once per event, each in its own words', async () => {
    // The alert's own message, kept at another site (it is not a template of this tank's folders).
    const elsewhere = (await demoTank(t, COMPANIES.propane, 0)).siteUid;
    expect(elsewhere).not.toBe(tank.siteUid);
    const own = (
      await admin.post(`/api/Alert/Message/ToFolder/${elsewhere}`, {
        kindId: 2,
        label: 'Batch',
        subject: 'Batch: {{alert}} {{level}}',
        body: '{{tank}}',
      })
    ).json() as { id: number };
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      ids.push(await raise({ enqueue: false, detail: { percentFull: 10 + i }, messageId: i % 2 ? own.id : undefined }));
    }
    // Queued in one transaction, as an ingestion batch queues what it raised.
    const c = await t.database.pool.connect();
    await c.query('begin');
    await t.app.alertDelivery.enqueueInTransaction(c, ids);
    await c.query('commit');
    c.release();
    await until('every email', () => ids.every((id) => mailFor(id).length >= 2));
    await until('every job done', async () => (await Promise.all(ids.map(jobsOf))).flat().every((j) => j.state === 'completed'));
    // The batch's six events are one job, not six.
    const jobIds = new Set((await Promise.all(ids.map(jobsOf))).flat().map((j) => j.id));
    expect(jobIds.size).toBe(1);
    // Queued again, the same events make no new job; the same job run again sends nothing twice.
    const again = await t.database.pool.connect();
    await again.query('begin');
    await t.app.alertDelivery.enqueueInTransaction(again, [...ids].reverse());
    await again.query('commit');
    again.release();
    expect(new Set((await Promise.all(ids.map(jobsOf))).flat().map((j) => j.id))).toEqual(jobIds);
    await t.app.jobs.send(ALERT_DELIVERY_QUEUE, { eventIds: ids });
    await until('the repeated job done', async () => {
      const jobs = await jobsOf(ids[0]!);
      return jobs.length === 2 && jobs.every((j) => j.state === 'completed');
    });
    for (const [i, id] of ids.entries()) {
      expect(
        mailFor(id)
          .map((m) => m.to[0])
          .sort(),
      ).toEqual(['amy@dispatch.test', 'bob@dispatch.test']);
      expect(mailFor(id)[0]!.subject).toBe(
        i % 2 ? `Batch: Tank Level Critical raised ${10 + i}%` : `Tank Level Critical raised: ${tankLabel} at ${10 + i}%`,
      );
      expect((await deliveries(id)).map((d) => [d.status, d.attempts])).toEqual([
        ['sent', 1],
        ['sent', 1],
        ['sent', 1],
      ]);
    }
  });

  it('an event of an alert without a contact group, in a batch with others, is recorded as reaching nobody', async () => {
    const addressed = await raise({ enqueue: false });
    const c = await t.database.pool.connect();
    await c.query('begin');
    const { rows: alert } = await c.query<{ id: number }>(`insert into alert (entity_uid, type_id) values ($1, $2) returning id`, [
      tank.assetUid,
      AlertType.TankLevelWarning,
    ]);
    const { rows } = await c.query<{ id: number }>(
      `insert into alert_event (alert_id, entity_uid, type_id, state_id, value, occurred_at) values ($1, $2, $3, 1, 30, now()) returning id`,
      [alert[0]!.id, tank.assetUid, AlertType.TankLevelWarning],
    );
    const unaddressed = Number(rows[0]!.id);
    await t.app.alertDelivery.enqueueInTransaction(c, [addressed, unaddressed]);
    await c.query('commit');
    c.release();
    await until('the addressed emails', () => mailFor(addressed).length >= 2);
    await until('every job done', async () => (await jobsOf(unaddressed)).every((j) => j.state === 'completed'));
    const { rows: attempts } = await t.database.pool.query<{ outcome: string; error: string | null }>(
      'select outcome, error from alert_delivery_attempt where event_id = $1',
      [unaddressed],
    );
    expect(attempts).toEqual([{ outcome: 'skipped', error: 'the alert has no contact group' }]);
    expect(await deliveries(unaddressed)).toEqual([]);
    expect(mailFor(unaddressed)).toEqual([]);
    expect(mailFor(addressed)).toHaveLength(2);
  });

  it('a reading raising an alert with a group and one without: the first is emailed, the second queues no delivery', async () => {
    const level = await simpleTank(t, COMPANIES.propane, 31);
    const { rows: alerts } = await t.database.pool.query<{ id: number; type_id: number }>(
      `insert into alert (entity_uid, type_id, contact_group_uid) values ($1, $2, $3), ($1, $4, null) returning id, type_id`,
      [level.assetUid, AlertType.TankLevelCritical, groupUid, AlertType.TankLevelWarning],
    );
    const grouped = alerts.find((a) => a.type_id === AlertType.TankLevelCritical)!.id;
    const bare = alerts.find((a) => a.type_id === AlertType.TankLevelWarning)!.id;
    // simpleTank's zones: warning at 30%, critical at 20% of a 100-inch tank.
    const res = await sendUpdate(t, level.key, {
      readingDate: toCentralTimestamp(new Date(Date.now() - 60_000)),
      readings: [{ port: 1, reading: 15 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows: events } = await t.database.pool.query<{ id: number; alert_id: number }>(
      'select id, alert_id from alert_event where alert_id = any($1::int[]) order by id',
      [[grouped, bare]],
    );
    const critical = Number(events.find((e) => e.alert_id === grouped)!.id);
    const warning = Number(events.find((e) => e.alert_id === bare)!.id);
    await until('the critical alert emails', () => mailFor(critical).length >= 2);
    expect(
      mailFor(critical)
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual([amy.emailAddress, bob.emailAddress]);
    expect(await jobsOf(warning)).toEqual([]);
    expect(mailFor(warning)).toEqual([]);
    // Both are in the tank's alert history all the same.
    const history = await admin.get(
      `/api/Entity/${level.assetUid}/Alert/History?startDate=${encodeURIComponent(toCentralTimestamp(new Date(Date.now() - 3_600_000)))}&endDate=${encodeURIComponent(toCentralTimestamp(new Date()))}`,
    );
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as { typeId: number }[]).map((e) => e.typeId).sort()).toEqual(
      [AlertType.TankLevelCritical, AlertType.TankLevelWarning].sort(),
    );
  });

  it('an event whose transaction rolls back is never delivered', async () => {
    const before = received.length;
    const c = await t.database.pool.connect();
    await c.query('begin');
    const { rows } = await c.query<{ id: number }>(
      `insert into alert_event (entity_uid, type_id, state_id, value, occurred_at) values ($1, $2, 1, 5, now()) returning id`,
      [tank.assetUid, AlertType.TankLevelCritical],
    );
    await t.app.alertDelivery.enqueueInTransaction(c, [Number(rows[0]!.id)]);
    await c.query('rollback');
    c.release();
    expect(await jobsOf(Number(rows[0]!.id))).toEqual([]);
    expect(received.length).toBe(before);
  });

  it("words an event with its folder's template of the alert's kind, and the alert's own message first", async () => {
    const folderTemplate = await admin.post(`/api/Alert/Message/ToFolder/${tank.companyUid}`, {
      kindId: 2,
      label: 'Company wording',
      subject: 'Refill {{tank}} ({{product}}): {{level}}',
      body: '{{site}} has {{volume}} left.',
    });
    expect(folderTemplate.statusCode, folderTemplate.body).toBe(200);
    const byFolder = await raise();
    await until('the folder-worded email', () => mailFor(byFolder).length >= 2);
    expect(mailFor(byFolder)[0]!.subject).toMatch(new RegExp(`^Refill ${tankLabel} \\(.+\\): 18%$`));
    expect(mailFor(byFolder)[0]!.body).toMatch(/ has 378\.5 ltr left\.$/);

    // The alert's own message, kept at another site (it is not a template of this tank's folders).
    const elsewhere = (await demoTank(t, COMPANIES.propane, 0)).siteUid;
    expect(elsewhere).not.toBe(tank.siteUid);
    const own = (
      await admin.post(`/api/Alert/Message/ToFolder/${elsewhere}`, {
        kindId: 2,
        label: 'Own',
        subject: 'Own words: {{alert}}',
        body: '{{tank}}',
      })
    ).json() as { id: number };
    const byOwn = await raise({ messageId: own.id });
    await until('the own-worded email', () => mailFor(byOwn).length >= 2);
    expect(mailFor(byOwn)[0]!.subject).toBe('Own words: Tank Level Critical raised');
  });
});
