// Webhook events beyond alerts (issue 19; docs/decisions/085-webhooks.md, 104-mass-update-and-webhook-events.md): a
// tank changing zone, a fill, a device turning late, an order's and an RMA's status, each written as
// a delivery by a database trigger in the event's own transaction and sent from the durable queue
// to a real receiver on loopback: once per event, signed with the subscription's secret. A
// subscription hears only the kinds it chose, and another company's events never reach it.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RmaReasonCode, RmaStatus } from '@ullage/domain/billing/rma';
import { WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@ullage/domain/integration/webhooks-api';
import { sweepDevices } from '../src/modules/ingest/device-sweep';
import { simpleTank } from './alert-support';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, minutesAgo, sendUpdate, type DemoTank } from './support';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
interface Body {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

const received: Received[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body });
    res.end();
  });
});
let base = '';
let t: TestContext;
let admin: ReturnType<typeof client>;
let manager: ReturnType<typeof client>;
let tank: DemoTank;
let secret = '';

const verify = (r: Received) =>
  createHmac('sha256', secret)
    .update(`${String(r.headers[WEBHOOK_TIMESTAMP_HEADER])}.${r.body}`)
    .digest('hex') === String(r.headers[WEBHOOK_SIGNATURE_HEADER]).replace(/^sha256=/, '');

const bodies = (event: string) =>
  received
    .filter((r) => r.path === '/events')
    .map((r) => ({ r, b: JSON.parse(r.body) as Body }))
    .filter((x) => x.b.event === event);

async function until<T>(what: string, probe: () => T | null | undefined | false, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Exactly one signed delivery of `event` matching `data`, and no second one after a while. */
async function deliveredOnce(event: string, data: Record<string, unknown>) {
  const match = () => bodies(event).filter((x) => Object.entries(data).every(([k, v]) => x.b.data[k] === v));
  const [first] = await until(event, () => match().length > 0 && match());
  expect(first!.r.headers[WEBHOOK_EVENT_HEADER]).toBe(event);
  expect(verify(first!.r)).toBe(true);
  await pause(2500);
  expect(match()).toHaveLength(1);
  return first!.b;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestContext({ webhookAllowPrivate: true, webhookRetry: { retryLimit: 1, retryDelay: 1 } });
  admin = client(t, await t.login('demo-propane'));
  manager = client(t, await t.login('dhanson.propane'));
  tank = await simpleTank(t, COMPANIES.propane, 3);
  const res = await admin.post(`/api/Webhook/ToFolder/${tank.companyUid}`, {
    label: 'Dispatch system',
    url: `${base}/events`,
    events: ['tank.zone_changed', 'fill.detected', 'device.late', 'order.status_changed', 'rma.status_changed'],
  });
  expect(res.statusCode, res.body).toBe(200);
  secret = (res.json() as { secret: string }).secret;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('webhook events beyond alerts', () => {
  it('tells a tank changing zone and a fill, once each, signed', async () => {
    for (const [m, level] of [
      [40, 60],
      [30, 25],
    ] as const) {
      const res = await sendUpdate(t, tank.key, { readingDate: minutesAgo(m), readings: [{ port: 1, reading: level }] });
      expect(res.statusCode, res.body).toBe(200);
    }
    const zone = await deliveredOnce('tank.zone_changed', { assetUid: tank.assetUid });
    expect(zone.data).toMatchObject({ percentFull: expect.closeTo(0.25, 2) });
    expect(zone.data.zone).not.toBe(zone.data.previousZone);

    const res = await sendUpdate(t, tank.key, { readingDate: minutesAgo(20), readings: [{ port: 1, reading: 85 }] });
    expect(res.statusCode, res.body).toBe(200);
    const fill = await deliveredOnce('fill.detected', { assetUid: tank.assetUid });
    expect(fill.data.afterAmount as number).toBeGreaterThan(fill.data.beforeAmount as number);
    // Back above the warning: a second zone change of this tank.
    expect(bodies('tank.zone_changed').filter((x) => x.b.data.assetUid === tank.assetUid)).toHaveLength(2);
  });

  it('tells a device turning late', async () => {
    await sendUpdate(t, tank.key, { readingDate: minutesAgo(10), readings: [{ port: 1, reading: 84 }] });
    await sweepDevices(t.database.pool, Date.now() + 3 * 3_600_000);
    await deliveredOnce('device.late', { deviceUid: tank.deviceUid });
  });

  it("tells an RMA's status changing", async () => {
    const created = await manager.put(`/api/RMA/${tank.deviceUid}/Request`, { reasonCodeId: RmaReasonCode.BatteryDrain, comments: 'Flat' });
    expect(created.statusCode, created.body).toBe(200);
    const rmaId = (created.json() as { id: number }).id;
    const moved = await admin.post(`/api/RMA/${rmaId}/Status`, { status: RmaStatus.Approved, comment: 'Ship it' });
    expect(moved.statusCode, moved.body).toBe(200);
    const b = await deliveredOnce('rma.status_changed', { rmaId });
    expect(b.data).toMatchObject({ deviceUid: tank.deviceUid, statusId: RmaStatus.Approved, previousStatusId: RmaStatus.Requested });
  });

  it("tells an order's status changing, and nothing of another company's", async () => {
    const { rows } = await t.database.pool.query<{ id: number; account_uid: string; company: string }>(
      `select o.id, o.account_uid, f.path[2] as company from callblock_order o
         join folder_membership m on m.entity_uid = o.account_uid join folder f on f.uid = m.folder_uid
        where o.status = 1 order by o.id`,
    );
    const ours = rows.find((r) => Number(r.company) === tank.companyUid);
    const theirs = rows.find((r) => Number(r.company) !== tank.companyUid);
    expect(ours, 'a pending order of the propane company').toBeDefined();
    // The billing module's status move is an update of the order's status (ADR 087).
    await t.database.pool.query('update callblock_order set status = 7 where id = $1', [ours!.id]);
    const b = await deliveredOnce('order.status_changed', { orderId: ours!.id });
    expect(b.data).toMatchObject({ status: 7, previousStatus: 1 });
    if (theirs) {
      await t.database.pool.query('update callblock_order set status = 7 where id = $1', [theirs.id]);
      await pause(2500);
      expect(bodies('order.status_changed').filter((x) => x.b.data.orderId === theirs.id)).toHaveLength(0);
    }
  });

  it('sends only the kinds a subscription chose', async () => {
    const res = await admin.post(`/api/Webhook/ToFolder/${tank.companyUid}`, {
      label: 'Fills only',
      url: `${base}/fills`,
      events: ['fill.detected'],
    });
    expect(res.statusCode, res.body).toBe(200);
    await sendUpdate(t, tank.key, { readingDate: minutesAgo(8), readings: [{ port: 1, reading: 15 }] });
    await until('the zone change', () => bodies('tank.zone_changed').filter((x) => x.b.data.assetUid === tank.assetUid).length >= 3);
    await pause(1500);
    expect(received.filter((r) => r.path === '/fills')).toHaveLength(0);
  });

  it("a delivery whose notice was lost is sent by the queue's every-minute dispatch job", async () => {
    const { rows: subs } = await t.database.pool.query<{ id: number }>(`select id from webhook_subscription where url = $1`, [
      `${base}/events`,
    ]);
    // Written as a trigger writes it, but no notice reaches the dispatcher.
    await t.database.pool.query(
      `insert into webhook_delivery (subscription_id, event, payload, queued) values ($1, 'device.late', $2, false)`,
      [subs[0]!.id, JSON.stringify({ deviceUid: -1, label: 'Lost notice' })],
    );
    const { rows: cron } = await t.database.pool.query<{ cron: string }>(
      `select cron from pgboss.schedule where name = 'webhook-dispatch-sweep'`,
    );
    expect(cron).toEqual([{ cron: '* * * * *' }]);
    await t.app.jobs.send('webhook-dispatch-sweep', {});
    await deliveredOnce('device.late', { deviceUid: -1, label: 'Lost notice' });
  });
});
