// Order Hardware (spec 001 §6 permission 25), custom part numbers (§3.8) and the call-block expiry
// login message (§3.3 daysAlertLoginMessage) over HTTP: docs/decisions/102-hardware-orders-part-numbers-expiry-message.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingAccount, HardwareCatalog, OrderDto, ShipToProfileDto } from '@ullage/domain/billing/billing-api';
import { OrderStatus } from '@ullage/domain/billing/orders';
import type { LoginMessageResponse } from '@ullage/domain/collaboration/login-messages-api';
import { TEST_ADMIN_PASSWORD } from './constants';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES } from './support';

let t: TestContext;
type Client = ReturnType<typeof client>;
let propane: Client;
let fuel: Client;
let system: Client;
let dispatcher: Client;
let billTo: BillingAccount;
let account: BillingAccount;
let stp: ShipToProfileDto;

const as = async (userName: string, password?: string) => client(t, await t.login(userName, password));
const order = (extra: Record<string, unknown> = {}) => ({
  stpuid: stp.uid,
  stPoNumber: 'PO-HW-1',
  tacAccepted: true,
  lineItems: [
    { partNumber: 'CM-100', quantity: 3 },
    { partNumber: 'ANT-EXT-5M', quantity: 2 },
  ],
  shipToAddress: { address1: '12 Depot Rd', city: 'Eau Claire', state: 'WI', zip: '54701' },
  ...extra,
});
const body = (res: { body: string }) => res.body;
const outbox = async (subjectLike: string) =>
  (
    await t.database.pool.query<{ recipient: string; subject: string; body: string }>(
      'select recipient, subject, body from outbox_message where subject like $1 order by id',
      [subjectLike],
    )
  ).rows;

beforeAll(async () => {
  t = await createTestContext();
  propane = await as('demo-propane');
  fuel = await as('demo-fuel');
  system = await as('admin', TEST_ADMIN_PASSWORD);
  // A propane user whose role lacks Order Hardware (25) and Edit CallBlock Pricing (9).
  const { rows } = await t.database.pool.query<{ user_name: string }>(
    `select u.user_name from app_user u join role r on r.id = u.role_id join folder f on f.uid = u.base_folder_uid
       join folder c on c.uid = f.path[2] join entity ce on ce.uid = c.uid
      where r.label = 'Dispatcher' and ce.label = $1 order by u.uid limit 1`,
    [COMPANIES.propane],
  );
  dispatcher = await as(rows[0]!.user_name);
  const company = await t.database.pool.query<{ uid: number }>(
    'select f.uid from folder f join entity e on e.uid = f.uid where f.is_company and e.label = $1',
    [COMPANIES.propane],
  );
  const accounts = (await propane.get(`/api/Billing/ByChildFolder/${company.rows[0]!.uid}`)).json<BillingAccount[]>();
  billTo = accounts.find((a) => a.billToAccountUid === null)!;
  account = (await propane.get(`/api/Billing/${billTo.uid}/ShipToAccounts`)).json<BillingAccount[]>()[0]!;
  stp = (await propane.get(`/api/Billing/${account.uid}/Callblock/ShipToProfiles`)).json<ShipToProfileDto[]>()[0]!;
  // Confirming needs no PO document here (that rule has its own test in billing.test.ts).
  await t.database.pool.query(`update bill_to_profile set flags = flags - 'requirePoUpload' where uid = $1`, [stp.btpUid]);
});
afterAll(() => t.close());

describe('the demo world', () => {
  it('bills devices in the activation states of spec 001 §4 besides Active', async () => {
    const shipTos = (await propane.get(`/api/Billing/${billTo.uid}/ShipToAccounts`)).json<BillingAccount[]>();
    const states = new Map<number, number>();
    for (const a of shipTos) {
      for (const d of (await propane.get(`/api/Billing/${a.uid}/Devices`)).json<{ activationState: number }[]>()) {
        states.set(d.activationState, (states.get(d.activationState) ?? 0) + 1);
      }
    }
    expect(states.get(1)).toBeGreaterThan(0);
    expect(states.get(2)).toBeGreaterThan(0);
    expect(states.get(3)).toBeGreaterThan(0);
    expect(states.get(4)).toBeGreaterThan(0);
  });

  it('has a hardware order awaiting the bill-to and a completed one', async () => {
    const orders = (await propane.get(`/api/Billing/${billTo.uid}/Hardware/Orders`)).json<OrderDto[]>();
    expect(orders.map((o) => o.status).sort()).toEqual([1, 6]);
    expect(orders.every((o) => o.kind === 2 && o.shipToAddress !== null)).toBe(true);
  });
});

describe('GET Billing/{uid}/Hardware/Parts', () => {
  it("gives the hardware price sheet with the company's own part numbers and the folder's address", async () => {
    const res = await propane.get(`/api/Billing/${account.uid}/Hardware/Parts`);
    expect(res.statusCode, body(res)).toBe(200);
    const catalog = res.json<HardwareCatalog>();
    expect(catalog.parts.find((p) => p.partNumber === 'CM-100')).toMatchObject({ customerPartNumber: 'PRO-MON-100', price: 289 });
    expect(catalog.parts.find((p) => p.partNumber === 'ENC-GW')?.customerPartNumber).toBe('');
    expect(catalog.shipToProfiles.map((s) => s.uid)).toEqual([stp.uid]);
    const folder = await t.database.pool.query<{ address: { address1?: string; city?: string } | null }>(
      'select address from folder where uid = $1',
      [account.folderUid],
    );
    expect(catalog.shipToAddress.address1).toBe(folder.rows[0]!.address?.address1 ?? '');
    expect(catalog.shipToAddress.city).toBe(folder.rows[0]!.address?.city ?? '');
  });

  it('needs Order Hardware (25), and hides another company', async () => {
    const denied = await dispatcher.get(`/api/Billing/${account.uid}/Hardware/Parts`);
    expect(denied.statusCode).toBe(403);
    expect((await fuel.get(`/api/Billing/${account.uid}/Hardware/Parts`)).statusCode).toBe(404);
  });
});

describe('PUT and POST Billing/{uid}/Hardware/Order', () => {
  let created: OrderDto;

  it('refuses bad input with the field and its message', async () => {
    const unknown = await propane.put(
      `/api/Billing/${account.uid}/Hardware/Order`,
      order({ lineItems: [{ partNumber: 'XX-9', quantity: 1 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['lineItems.0.partNumber']).toEqual(['Part Number: XX-9 is not on the price sheet']);
    const zero = await propane.put(
      `/api/Billing/${account.uid}/Hardware/Order`,
      order({ lineItems: [{ partNumber: 'CM-100', quantity: 0 }] }),
    );
    expect(zero.statusCode).toBe(400);
    expect(body(zero)).toContain('Quantity: must be greater than or equal to 1');
    const noAddress = await propane.put(
      `/api/Billing/${account.uid}/Hardware/Order`,
      order({ shipToAddress: { address1: '', city: 'X' } }),
    );
    expect(noAddress.statusCode).toBe(400);
    expect(body(noAddress)).toContain('Address 1: is required');
    const empty = await propane.put(`/api/Billing/${account.uid}/Hardware/Order`, order({ lineItems: [] }));
    expect(body(empty)).toContain('Line Items: is required');
    // The propane bill-to requires a PO number (spec 001 §3.3 requirePoNumber).
    const noPo = await propane.put(`/api/Billing/${account.uid}/Hardware/Order`, order({ stPoNumber: '' }));
    expect(noPo.json().errors.stPoNumber).toEqual(['PO Number: is required']);
  });

  it('needs Order Hardware (25), and another company reads as not found', async () => {
    expect((await dispatcher.put(`/api/Billing/${account.uid}/Hardware/Order`, order())).statusCode).toBe(403);
    expect((await fuel.put(`/api/Billing/${account.uid}/Hardware/Order`, order())).statusCode).toBe(404);
  });

  it('stores the order with its lines, own part numbers and address, and emails the billing contacts', async () => {
    const res = await propane.put(`/api/Billing/${account.uid}/Hardware/Order`, order());
    expect(res.statusCode, body(res)).toBe(200);
    created = res.json<OrderDto>();
    expect(created).toMatchObject({
      kind: 2,
      status: OrderStatus.OrderCreated,
      stPoNumber: 'PO-HW-1',
      shipToAddress: { address1: '12 Depot Rd', address2: '', city: 'Eau Claire', state: 'WI', zip: '54701' },
    });
    expect(created.lineItems.map((l) => [l.partNumber, l.customerPartNumber, l.quantity, l.stPrice])).toEqual([
      ['CM-100', 'PRO-MON-100', 3, 289],
      ['ANT-EXT-5M', '', 2, 42],
    ]);
    // The bill-to discount (10 % in the demo) gives the bill-to price.
    expect(created.total).toBeCloseTo(3 * 260.1 + 2 * 37.8, 2);
    const listed = (await propane.get(`/api/Billing/${account.uid}/Hardware/Orders`)).json<OrderDto[]>();
    expect(listed[0]!.id).toBe(created.id);
    // The bill-to account sees it too (it approves), and the call-block orders do not list it.
    expect((await propane.get(`/api/Billing/${billTo.uid}/Hardware/Orders`)).json<OrderDto[]>().map((o) => o.id)).toContain(created.id);
    const callBlocks = (await propane.get(`/api/Billing/${account.uid}/Callblock/Orders`)).json<OrderDto[]>();
    expect(callBlocks.map((o) => o.id)).not.toContain(created.id);
    expect(callBlocks.every((o) => o.kind === 1)).toBe(true);
    const mails = await outbox(`Hardware order ${created.id} placed by %`);
    expect(mails.map((m) => m.recipient)).toContain(billTo.emailAddress);
    expect(mails[0]!.body).toContain('3 x CM-100 (PRO-MON-100)');
    expect(mails[0]!.body).toContain('12 Depot Rd, Eau Claire, WI, 54701');
    expect((await fuel.get(`/api/Billing/${account.uid}/Hardware/Orders`)).statusCode).toBe(404);
  });

  it('takes a PO document from the orderer with Order Hardware, not from one with only Create Orders', async () => {
    const boundary = 'ullage-hw-po';
    const pdf = Buffer.from('%PDF-1.7\nhardware purchase order\n%%EOF\n');
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="po.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/Billing/Callblock/Order/${created.id}/STPODocument`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
      });
    // The general manager reads the order and holds Create Orders (4) but not Order Hardware (25).
    const manager = await upload(await t.login('dhanson.propane'));
    expect(manager.statusCode).toBe(403);
    expect(manager.json().message).toBe('Only the ship-to with Order Hardware (25) may attach this PO document.');
    expect((await upload(await t.login('demo-fuel'))).statusCode).toBe(404);
    const res = await upload(await t.login('demo-propane'));
    expect(res.statusCode, body(res)).toBe(200);
    const docId = res.json<OrderDto>().stPoDocumentId!;
    const got = await propane.get(`/api/Billing/Callblock/Order/PODocument/${docId}`);
    expect(got.rawPayload.equals(pdf)).toBe(true);
  });

  it('moves through the order flow: the bill-to approves, the provider completes, no call blocks are granted', async () => {
    const viaCallBlocks = await propane.post(`/api/Billing/${account.uid}/Callblock/Order`, { id: created.id, status: 2 });
    expect(viaCallBlocks.statusCode).toBe(404);
    expect((await dispatcher.post(`/api/Billing/${account.uid}/Hardware/Order`, { id: created.id, status: 2 })).statusCode).toBe(403);
    expect((await fuel.post(`/api/Billing/${account.uid}/Hardware/Order`, { id: created.id, status: 2 })).statusCode).toBe(404);
    const skip = await propane.post(`/api/Billing/${account.uid}/Hardware/Order`, { id: created.id, status: 6 });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toBe('Status: an order in status Order Created cannot become Order Complete');
    const approved = await propane.post(`/api/Billing/${account.uid}/Hardware/Order`, { id: created.id, status: 2, statusComment: 'OK' });
    expect(approved.statusCode, body(approved)).toBe(200);
    const notProvider = await propane.post(`/api/Billing/${account.uid}/Hardware/Order`, { id: created.id, status: 4 });
    expect(notProvider.json().message).toBe('Status: only the provider may move an order from Confirmed By Bill-To to Order Processing');
    const blocksBefore = await t.database.pool.query('select id from call_block where order_id = $1', [created.id]);
    for (const status of [OrderStatus.OrderProcessing, OrderStatus.OrderComplete]) {
      const res = await system.post(`/api/Billing/${account.uid}/Hardware/Order`, { id: created.id, status });
      expect(res.statusCode, body(res)).toBe(200);
    }
    const done = (await propane.get(`/api/Billing/${account.uid}/Hardware/Orders`)).json<OrderDto[]>().find((o) => o.id === created.id)!;
    expect(done.statusEntries.map((e) => e.typeId)).toEqual([1, 2, 4, 6]);
    expect((await t.database.pool.query('select id from call_block where order_id = $1', [created.id])).rows).toEqual(blocksBefore.rows);
    expect((await outbox(`Hardware order ${created.id}: Order Complete`)).map((m) => m.recipient)).toContain(billTo.emailAddress);
  });
});

describe('GET and POST Billing/{uid}/PartNumbers', () => {
  it('reads the paying account’s part numbers from a ship-to account', async () => {
    const res = await propane.get(`/api/Billing/${account.uid}/PartNumbers`);
    expect(res.statusCode).toBe(200);
    expect(res.json().partNumbers).toContainEqual({ partNumber: 'CM-100', customerPartNumber: 'PRO-MON-100' });
    expect((await fuel.get(`/api/Billing/${account.uid}/PartNumbers`)).statusCode).toBe(404);
  });

  it('refuses without Edit CallBlock Pricing (9), another company, and bad lists', async () => {
    const list = { partNumbers: [{ partNumber: 'ENC-GW', customerPartNumber: 'PRO-GW' }] };
    expect((await dispatcher.post(`/api/Billing/${billTo.uid}/PartNumbers`, list)).statusCode).toBe(403);
    expect((await fuel.post(`/api/Billing/${billTo.uid}/PartNumbers`, list)).statusCode).toBe(404);
    const unknown = await propane.post(`/api/Billing/${billTo.uid}/PartNumbers`, {
      partNumbers: [{ partNumber: 'NOPE', customerPartNumber: 'X' }],
    });
    expect(unknown.json().errors['partNumbers.0.partNumber']).toEqual(['Part Number: NOPE is not on the price sheet']);
    const twice = await propane.post(`/api/Billing/${billTo.uid}/PartNumbers`, {
      partNumbers: [
        { partNumber: 'ENC-GW', customerPartNumber: 'A' },
        { partNumber: 'ENC-GW', customerPartNumber: 'B' },
      ],
    });
    expect(twice.json().errors['partNumbers.1.partNumber']).toEqual(['Part Number: ENC-GW is listed twice']);
    const blank = await propane.post(`/api/Billing/${billTo.uid}/PartNumbers`, {
      partNumbers: [{ partNumber: 'ENC-GW', customerPartNumber: '' }],
    });
    expect(blank.statusCode).toBe(400);
    expect(body(blank)).toContain('Customer Part Number: is required');
    const onShipTo = await propane.post(`/api/Billing/${account.uid}/PartNumbers`, list);
    expect(onShipTo.json().errors.partNumbers).toEqual(['Part Numbers: are set on the bill-to account that pays for this one']);
  });

  it('replaces the list, which the price sheet and orders then show (call-block parts too)', async () => {
    const saved = await propane.post(`/api/Billing/${billTo.uid}/PartNumbers`, {
      partNumbers: [
        { partNumber: 'ENC-GW', customerPartNumber: 'PRO-GW' },
        { partNumber: 'CB-1000', customerPartNumber: 'PRO-CALLS-1K' },
      ],
    });
    expect(saved.statusCode, body(saved)).toBe(200);
    const catalog = (await propane.get(`/api/Billing/${account.uid}/Hardware/Parts`)).json<HardwareCatalog>();
    expect(catalog.parts.find((p) => p.partNumber === 'ENC-GW')?.customerPartNumber).toBe('PRO-GW');
    expect(catalog.parts.find((p) => p.partNumber === 'CM-100')?.customerPartNumber).toBe('');
    const cb = await propane.put(`/api/Billing/${account.uid}/Callblock/Order`, {
      stpuid: stp.uid,
      btpuid: stp.btpUid,
      stPoNumber: 'PO-CB',
      lineItems: [{ partNumber: 'CB-1000', quantity: 1 }],
    });
    expect(cb.statusCode, body(cb)).toBe(200);
    expect(cb.json<OrderDto>().lineItems[0]!.customerPartNumber).toBe('PRO-CALLS-1K');
  });
});

describe('the call-block expiry login message (spec 001 §3.3 daysAlertLoginMessage)', () => {
  const notices = async (c: Client) => (await c.get('/api/User/LoginMessage')).json<LoginMessageResponse>().notices;
  // A ship-to account of the propane head office with call blocks from its orders.
  let blocked: BillingAccount;
  beforeAll(async () => {
    const shipTos = (await propane.get(`/api/Billing/${billTo.uid}/ShipToAccounts`)).json<BillingAccount[]>();
    const { rows } = await t.database.pool.query<{ account_uid: string }>(
      'select account_uid from call_block where account_uid = any($1::bigint[]) order by account_uid limit 1',
      [shipTos.map((a) => a.uid)],
    );
    blocked = shipTos.find((a) => a.uid === Number(rows[0]!.account_uid))!;
  });
  const setExpiry = (sqlInterval: string, which = 'true') =>
    t.database.pool.query(`update call_block set expires_at = now() + $2::interval where account_uid = $1 and ${which}`, [
      blocked.uid,
      sqlInterval,
    ]);

  it('says nothing while the blocks are further than daysAlertLoginMessage (14) days from expiring', async () => {
    await setExpiry('400 days');
    expect((await notices(propane)).filter((n) => n.subject.includes(blocked.name))).toEqual([]);
  });

  it('warns the company at sign-in when a block expires within 14 days', async () => {
    await setExpiry('400 days');
    await setExpiry('5 days 1 hour', 'id = (select min(id) from call_block where account_uid = $1)');
    const date = (
      await t.database.pool.query<{ d: string }>('select min(expires_at)::date::text as d from call_block where account_uid = $1', [
        blocked.uid,
      ])
    ).rows[0]!.d;
    const mine = (await notices(propane)).filter((n) => n.subject.includes(blocked.name));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ subject: `Call blocks for ${blocked.name} expire on ${date}`, typeId: 2 });
    expect(mine[0]!.html).toContain('in 6 days');
    // Another company's users are not told; the bill-to's 0 turns the warning off.
    expect((await notices(fuel)).filter((n) => n.subject.includes(blocked.name))).toEqual([]);
    await t.database.pool.query('update bill_to_profile set days_alert_login_message = 0 where uid = $1', [stp.btpUid]);
    expect((await notices(propane)).filter((n) => n.subject.includes(blocked.name))).toEqual([]);
    await t.database.pool.query('update bill_to_profile set days_alert_login_message = 14 where uid = $1', [stp.btpUid]);
  });

  it('tells the company at sign-in, as critical, when every block has expired', async () => {
    await setExpiry('-3 days');
    const mine = (await notices(propane)).filter((n) => n.subject.includes(blocked.name));
    expect(mine).toEqual([expect.objectContaining({ subject: `Call blocks for ${blocked.name} have expired`, typeId: 3 })]);
  });
});
