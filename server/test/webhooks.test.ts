// Webhooks (issue 19; docs/decisions/085-webhooks.md) against a real HTTP receiver on loopback
// (this file's app allows private addresses, as WEBHOOK_ALLOW_PRIVATE=true does): an alert event
// queued in its own transaction reaches the folder's subscription once, signed with HMAC-SHA256 over
// "{timestamp}.{body}" under the secret shown at creation; a receiver's 500 is retried; a forged
// signature does not verify; a delivery can be sent again; a subscription whose deliveries keep
// failing is switched off; the log keeps 30 days; another company neither sees the subscription nor
// triggers it. A second app, with the default settings, refuses URLs that resolve to private or
// loopback addresses.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertType } from '@ullage/domain/alerts/alerts';
import {
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_PRIVATE,
} from '@ullage/domain/integration/webhooks-api';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, until, type DemoTank } from './support';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
/** Statuses the receiver answers, per path, in turn (200 when none is left). */
const answers = new Map<string, number[]>();
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body });
    res.statusCode = answers.get(req.url ?? '')?.shift() ?? 200;
    res.end();
  });
});
let base = '';

let t: TestContext;
let admin: ReturnType<typeof client>;
let tank: DemoTank;
let fuelTank: DemoTank;

const verify = (secret: string, r: Received) =>
  createHmac('sha256', secret)
    .update(`${String(r.headers[WEBHOOK_TIMESTAMP_HEADER])}.${r.body}`)
    .digest('hex') === String(r.headers[WEBHOOK_SIGNATURE_HEADER]).replace(/^sha256=/, '');

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An alert event on `assetUid`, queued in its own transaction as ingestion and the sweep queue theirs. */
async function raise(assetUid: number, stateId = 1): Promise<number> {
  const c = await t.database.pool.connect();
  try {
    await c.query('begin');
    const { rows } = await c.query<{ id: string }>(
      `insert into alert_event (entity_uid, type_id, state_id, value, detail, occurred_at)
       values ($1, $2, $3, 18, '{"percentFull": 18}', now()) returning id`,
      [assetUid, AlertType.TankLevelCritical, stateId],
    );
    const eventId = Number(rows[0]!.id);
    await t.app.alertDelivery.enqueueInTransaction(c, [eventId]);
    await c.query('commit');
    return eventId;
  } catch (err) {
    await c.query('rollback');
    throw err;
  } finally {
    c.release();
  }
}

async function subscribe(path: string, folderUid = tank.companyUid, events = ['alert.raised', 'alert.cleared']) {
  const res = await admin.post(`/api/Webhook/ToFolder/${folderUid}`, { label: `Hook ${path}`, url: `${base}${path}`, events });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { webhook: { id: number; active: boolean }; secret: string };
}

interface Delivery {
  id: number;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
}
const deliveriesOf = async (id: number) => (await admin.get(`/api/Webhook/${id}/Deliveries`)).json() as Delivery[];
const at = (path: string) => received.filter((r) => r.path === path);

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestContext({ webhookAllowPrivate: true, webhookRetry: { retryLimit: 1, retryDelay: 1 } });
  admin = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.propane, 5);
  fuelTank = await demoTank(t, COMPANIES.fuel);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('a webhook delivery', () => {
  it('reaches the receiver once per event, signed with the secret shown at creation', async () => {
    const { webhook, secret } = await subscribe('/once');
    const list = await admin.get(`/api/Webhook/ByFolder/${tank.companyUid}`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);

    const raised = await raise(tank.assetUid);
    const [first] = await until('the delivery', () => at('/once').length >= 1 && at('/once'));
    const body = JSON.parse(first!.body) as { event: string; data: { alertEventId: number; entityUid: number } };
    expect(body.event).toBe('alert.raised');
    expect(body.data).toMatchObject({ alertEventId: raised, entityUid: tank.assetUid });
    expect(verify(secret, first!)).toBe(true);

    const cleared = await raise(tank.assetUid, 2);
    await until('the second delivery', () => at('/once').length >= 2);
    const second = JSON.parse(at('/once')[1]!.body) as { event: string; data: { alertEventId: number } };
    expect(second).toMatchObject({ event: 'alert.cleared', data: { alertEventId: cleared } });
    // Once each: nothing more comes.
    await pause(2500);
    expect(at('/once')).toHaveLength(2);

    const log = await deliveriesOf(webhook.id);
    expect(log).toHaveLength(2);
    for (const d of log) expect(d).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
    expect(t.logs.join('\n')).not.toContain(secret);
  });

  it('does not verify with another secret, nor with the body or timestamp changed', async () => {
    const { secret } = await subscribe('/forged');
    await raise(tank.assetUid);
    const [r] = await until('the delivery', () => at('/forged').length >= 1 && at('/forged'));
    expect(verify(secret, r!)).toBe(true);
    expect(verify(`${secret}x`, r!)).toBe(false);
    expect(verify(secret, { ...r!, body: r!.body.replace('alert.raised', 'alert.cleared') })).toBe(false);
    const ts = Number(r!.headers[WEBHOOK_TIMESTAMP_HEADER]);
    expect(verify(secret, { ...r!, headers: { ...r!.headers, [WEBHOOK_TIMESTAMP_HEADER]: String(ts + 1) } })).toBe(false);
  });

  it('is retried after a 500 and logged with the answers', async () => {
    const { webhook, secret } = await subscribe('/flaky');
    answers.set('/flaky', [500]);
    await raise(tank.assetUid);
    await until('the retry', () => at('/flaky').length >= 2, 30_000);
    expect(at('/flaky')[0]!.body).toBe(at('/flaky')[1]!.body);
    expect(verify(secret, at('/flaky')[1]!)).toBe(true);
    const [d] = await until('the log', async () => {
      const rows = await deliveriesOf(webhook.id);
      return rows[0]?.status === 'delivered' && rows;
    });
    expect(d).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
  });

  it('is sent again on request, with the same body and a fresh signature', async () => {
    const { webhook, secret } = await subscribe('/again');
    await raise(tank.assetUid);
    await until('the delivery', () => at('/again').length >= 1);
    const [d] = await deliveriesOf(webhook.id);
    const res = await admin.post(`/api/Webhook/Delivery/${d!.id}/Redeliver`);
    expect(res.statusCode, res.body).toBe(200);
    await until('the redelivery', () => at('/again').length >= 2);
    expect(at('/again')[1]!.body).toBe(at('/again')[0]!.body);
    expect(verify(secret, at('/again')[1]!)).toBe(true);
  });

  it('switches the subscription off after repeated failure', async () => {
    const { webhook } = await subscribe('/down');
    answers.set('/down', Array<number>(100).fill(503));
    await t.database.pool.query('update webhook_subscription set consecutive_failures = $2 where id = $1', [
      webhook.id,
      WEBHOOK_DISABLE_AFTER_FAILURES - 1,
    ]);
    await raise(tank.assetUid);
    const off = await until(
      'the switch-off',
      async () => {
        const rows = (await admin.get(`/api/Webhook/ByFolder/${tank.companyUid}`)).json() as {
          id: number;
          active: boolean;
          disabledReason: string | null;
        }[];
        const w = rows.find((r) => r.id === webhook.id);
        return w && !w.active && w;
      },
      30_000,
    );
    expect(off.disabledReason).toContain('failed deliveries in a row');
    const [d] = await deliveriesOf(webhook.id);
    expect(d).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 503 });
    // Off: the next event is not posted.
    const before = at('/down').length;
    await raise(tank.assetUid);
    await pause(2500);
    expect(at('/down')).toHaveLength(before);
  });
});

describe('the delivery log', () => {
  it('keeps 30 days: the daily job drops older deliveries that are done, never one still to send', async () => {
    const { webhook } = await subscribe('/old');
    await t.app.jobs.send<object>('webhook-log-prune', {}); // warm: the queue exists before the rows
    const insert = (age: number, status: string) =>
      t.database.pool.query<{ id: string }>(
        `insert into webhook_delivery (subscription_id, event, payload, status, created_at)
         values ($1, 'alert.raised', '{}', $2, now() - make_interval(days => $3)) returning id`,
        [webhook.id, status, age],
      );
    const old = Number((await insert(40, 'delivered')).rows[0]!.id);
    const waiting = Number((await insert(40, 'pending')).rows[0]!.id);
    const recent = Number((await insert(5, 'failed')).rows[0]!.id);
    await t.app.jobs.send<object>('webhook-log-prune', {});
    await until('the prune', async () => {
      const { rows } = await t.database.pool.query('select 1 from webhook_delivery where id = $1', [old]);
      return rows.length === 0;
    });
    const { rows } = await t.database.pool.query<{ id: string }>(
      'select id from webhook_delivery where id = any($1::bigint[]) order by id',
      [[waiting, recent]],
    );
    expect(rows.map((r) => Number(r.id))).toEqual([waiting, recent]);
  });
});

describe('another company', () => {
  it("neither sees a company's webhooks nor triggers them, and its calls change nothing", async () => {
    const { webhook } = await subscribe('/mine');
    const fuel = client(t, await t.login('demo-fuel'));
    const other = { label: 'x', url: `${base}/theirs`, events: ['alert.raised'] };
    expect((await fuel.get(`/api/Webhook/ByFolder/${tank.companyUid}`)).statusCode).toBe(404);
    expect((await fuel.get(`/api/Webhook/${webhook.id}/Deliveries`)).statusCode).toBe(404);
    expect((await fuel.put(`/api/Webhook/${webhook.id}`, other)).statusCode).toBe(404);
    expect((await fuel.delete(`/api/Webhook/${webhook.id}`)).statusCode).toBe(404);
    expect((await fuel.post(`/api/Webhook/ToFolder/${tank.companyUid}`, other)).statusCode).toBe(404);
    await raise(fuelTank.assetUid);
    await pause(2500);
    expect(at('/mine')).toHaveLength(0);
    expect(at('/theirs')).toHaveLength(0);
    const [mine] = (await admin.get(`/api/Webhook/ByFolder/${tank.companyUid}`)).json() as { id: number; url: string }[];
    expect(mine).toMatchObject({ id: webhook.id, url: `${base}/mine` });
  });
});

describe('the URL', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext();
  });
  afterAll(() => strict.close());

  it('must be https and must not resolve to a private or loopback address', async () => {
    const api = client(strict, await strict.login('demo-propane'));
    const count = async () => (await strict.database.pool.query('select count(*)::int as n from webhook_subscription')).rows[0];
    const before = await count();
    for (const [url, message] of [
      ['https://127.0.0.1/hook', WEBHOOK_URL_PRIVATE],
      ['https://localhost/hook', WEBHOOK_URL_PRIVATE],
      ['https://10.1.2.3/hook', WEBHOOK_URL_PRIVATE],
      ['https://[::1]/hook', WEBHOOK_URL_PRIVATE],
      ['https://169.254.169.254/latest', WEBHOOK_URL_PRIVATE],
      ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_URL_PRIVATE],
      [`${base}/plain-http`, WEBHOOK_URL_INVALID],
      ['not a url', WEBHOOK_URL_INVALID],
    ] as const) {
      const res = await api.post(`/api/Webhook/ToFolder/${tank.companyUid}`, { label: 'x', url, events: ['alert.raised'] });
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as { errors: { url: string[] } }).errors.url, url).toEqual([message]);
    }
    expect(await count()).toEqual(before);
  });
});
