// Call-block expiry notices (spec 001 §3.3 daysAlertEmail 30, daysAlertEscalateEmail 7;
// docs/decisions/099-billing-notices-activation-and-sales-reps.md) through a real SMTP receiver:
// the pg-boss cron job emails the bill-to profile's contact group before a block expires, the
// escalation in its last week, each once however often the job runs.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingAccount, OrderDto, ShipToProfileDto } from '@ullage/domain/billing/billing-api';
import { OrderStatus } from '@ullage/domain/billing/orders';
import { BILLING_EXPIRY_NOTICE_QUEUE } from '../src/modules/billing';
import { TEST_ADMIN_PASSWORD } from './constants';
import { createTestContext, testClock, type TestContext } from './helpers';
import { client, COMPANIES } from './support';

interface Received {
  to: string[];
  subject: string;
  raw: string;
}
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        subject: /^Subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '',
        raw: raw.replace(/=\r\n/g, ''),
      });
      callback();
    });
  },
});

const DAY = 86_400_000;
const clock = testClock();
let t: TestContext;
let orderId: number;
let accountName: string;
let expiresAt: Date;
let office: string[];

/** Runs the notice job once, as its cron does, and waits for it to finish. */
async function runJob() {
  const id = await t.app.jobs.send(BILLING_EXPIRY_NOTICE_QUEUE, {});
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { rows } = await t.database.pool.query<{ state: string }>('select state from pgboss.job where id = $1', [id]);
    if (rows[0]?.state === 'completed') return;
    if (rows[0]?.state === 'failed') throw new Error('the notice job failed');
    if (Date.now() > deadline) throw new Error('timed out waiting for the notice job');
    await new Promise((r) => setTimeout(r, 100));
  }
}
const mine = () => received.filter((m) => m.raw.includes(`(order ${orderId})`));

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestContext({ clock: clock.now, mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Ullage <billing@ullage.test>' } });
  const propane = client(t, await t.login('demo-propane'));
  const system = client(t, await t.login('admin', TEST_ADMIN_PASSWORD));
  // The propane head office pays for its branches; the first branch orders a block.
  const { rows } = await t.database.pool.query<{ uid: number }>(
    'select f.uid from folder f join entity e on e.uid = f.uid where f.is_company and e.label = $1',
    [COMPANIES.propane],
  );
  const accounts = (await propane.get(`/api/Billing/ByChildFolder/${rows[0]!.uid}`)).json<BillingAccount[]>();
  const billTo = accounts.find((a) => a.billToAccountUid === null)!;
  const account = (await propane.get(`/api/Billing/${billTo.uid}/ShipToAccounts`)).json<BillingAccount[]>()[0]!;
  accountName = account.name;
  const stp = (await propane.get(`/api/Billing/${account.uid}/Callblock/ShipToProfiles`)).json<ShipToProfileDto[]>()[0]!;
  const created = await propane.put(`/api/Billing/${account.uid}/Callblock/Order`, {
    stpuid: stp.uid,
    btpuid: stp.btpUid,
    stPoNumber: 'PO-EXPIRY',
    tacAccepted: true,
    lineItems: [{ partNumber: 'CB-1000', quantity: 1 }],
  });
  expect(created.statusCode, created.body).toBe(200);
  orderId = created.json<OrderDto>().id;
  // The propane bill-to asks for a PO document before it confirms (ADR 087); the provider completes.
  await t.database.pool.query(`update bill_to_profile set flags = flags - 'requirePoUpload' where uid = $1`, [stp.btpUid]);
  for (const status of [OrderStatus.ConfirmedByBillTo, OrderStatus.OrderProcessing, OrderStatus.OrderComplete]) {
    const res = await system.post(`/api/Billing/${account.uid}/Callblock/Order`, { id: orderId, status });
    expect(res.statusCode, res.body).toBe(200);
  }
  const block = await t.database.pool.query<{ expires_at: Date }>('select expires_at from call_block where order_id = $1', [orderId]);
  expiresAt = block.rows[0]!.expires_at;
  const group = await t.database.pool.query<{ email: string }>(
    `select distinct c.config ->> 'emailAddress' as email
       from bill_to_profile p join contact_group_member m on m.group_uid = p.contact_group_uid
       join contact c on c.uid = m.contact_uid
      where p.uid = $1 and coalesce(c.config ->> 'emailAddress', '') <> '' order by 1`,
    [stp.btpUid],
  );
  office = group.rows.map((r) => r.email);
  expect(office.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('call-block expiry notices', () => {
  it('runs on a daily cron', async () => {
    const { rows } = await t.database.pool.query<{ cron: string }>('select cron from pgboss.schedule where name = $1', [
      BILLING_EXPIRY_NOTICE_QUEUE,
    ]);
    expect(rows).toEqual([{ cron: '0 13 * * *' }]);
  });

  it('sends nothing while the block is further than 30 days from expiring', async () => {
    clock.advance(expiresAt.getTime() - 31 * DAY - clock.now().getTime());
    await runJob();
    expect(mine()).toEqual([]);
  });

  it("emails the bill-to's contact group 30 days before, once", async () => {
    clock.advance(2 * DAY);
    await runJob();
    await runJob();
    const sent = mine();
    expect(sent.flatMap((m) => m.to).sort()).toEqual(office);
    const date = expiresAt.toISOString().slice(0, 10);
    expect(new Set(sent.map((m) => m.subject))).toEqual(new Set([`Call blocks for ${accountName} expire on ${date}`]));
    expect(sent[0]!.raw).toContain(`1000 calls of CB-1000 (order ${orderId}) for ${accountName}`);
    const { rows } = await t.database.pool.query<{ kind: string }>(
      'select n.kind from call_block_notice n join call_block b on b.id = n.block_id where b.order_id = $1',
      [orderId],
    );
    expect(rows).toEqual([{ kind: 'email' }]);
  });

  it('escalates in the last 7 days, once, and says nothing after the expiry', async () => {
    clock.advance(expiresAt.getTime() - 3 * DAY - clock.now().getTime());
    await runJob();
    await runJob();
    const urgent = mine().filter((m) => m.subject.startsWith('Urgent'));
    expect(urgent.flatMap((m) => m.to).sort()).toEqual(office);
    expect(new Set(urgent.map((m) => m.subject))).toEqual(new Set([`Urgent: call blocks for ${accountName} expire in 3 days`]));
    const count = mine().length;
    clock.advance(4 * DAY);
    await runJob();
    expect(mine()).toHaveLength(count);
  });
});
