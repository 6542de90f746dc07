// Billing over HTTP (issue 18, docs/decisions/087 and 088): the order flow as a table over every
// pair of statuses, who may do what, PO documents byte for byte, charged calls equal to the device
// updates stored, and another company's account, order and document answering 404.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingAccount, OrderDto, ShipToProfileDto } from '@ullage/domain/billing/billing-api';
import { CALL_BLOCK_ORDER_STATUSES, orderTransition, refusedTransitionMessage } from '@ullage/domain/billing/orders';
import { DOCUMENT_KIND_REFUSED } from '@ullage/domain/collaboration/documents-api';
import { TEST_ADMIN_PASSWORD } from './constants';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, minutesAgo, sendUpdate } from './support';

let t: TestContext;
type Client = ReturnType<typeof client> & { token: string };
let propane: Client;
let fuel: Client;
let system: Client;
const as = async (userName: string, password?: string): Promise<Client> => {
  const token = await t.login(userName, password);
  return { ...client(t, token), token };
};

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4000), Buffer.from('\n%%EOF\n')]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), randomBytes(1500)]);

function multipart(name: string, bytes: Buffer) {
  const boundary = `----ullage${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function uploadPo(token: string, orderId: number, side: 'STPODocument' | 'BTPODocument', name: string, bytes: Buffer) {
  const m = multipart(name, bytes);
  return t.app.inject({
    method: 'POST',
    url: `/api/Billing/Callblock/Order/${orderId}/${side}`,
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${token}` },
  });
}

async function companyUid(label: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ uid: number }>(
    'select f.uid from folder f join entity e on e.uid = f.uid where f.is_company and e.label = $1',
    [label],
  );
  return Number(rows[0]!.uid);
}

/** A branch's ship-to account and profile: the branch of this user's base folder, or the first. */
async function shipTo(c: Client, company: string, branchUid?: number) {
  const companyFolder = await companyUid(company);
  const accounts = (await c.get(`/api/Billing/ByChildFolder/${branchUid ?? companyFolder}`)).json<BillingAccount[]>();
  const billTo = accounts.find((a) => a.billToAccountUid === null);
  // A branch's staff see their branch's account, not the head office's that pays for it.
  const account = branchUid
    ? accounts.find((a) => a.folderUid === branchUid)!
    : (await c.get(`/api/Billing/${billTo!.uid}/ShipToAccounts`)).json<BillingAccount[]>()[0]!;
  const stp = (await c.get(`/api/Billing/${account.uid}/Callblock/ShipToProfiles`)).json<ShipToProfileDto[]>()[0]!;
  return { billTo: billTo!, account, stp };
}

const newOrder = (stp: ShipToProfileDto, extra: Record<string, unknown> = {}) => ({
  stpuid: stp.uid,
  btpuid: stp.btpUid,
  stPoNumber: 'PO-TEST-1',
  tacAccepted: true,
  lineItems: [{ partNumber: 'CB-1000', quantity: 2 }],
  ...extra,
});

beforeAll(async () => {
  t = await createTestContext({ documentMaxBytes: 64 * 1024 });
  propane = await as('demo-propane');
  fuel = await as('demo-fuel');
  system = await as('admin', TEST_ADMIN_PASSWORD);
});
afterAll(() => t.close());

describe('the demo world', () => {
  it('gives each company accounts, profiles, orders in several statuses and a service agreement', async () => {
    for (const [company, c] of [
      [COMPANIES.propane, propane],
      [COMPANIES.fuel, fuel],
    ] as const) {
      const { billTo, account } = await shipTo(c, company);
      expect(billTo.accountNumber).toMatch(/-1000$/);
      const orders = (await c.get(`/api/Billing/${billTo.uid}/Callblock/Orders`)).json<OrderDto[]>();
      expect(new Set(orders.map((o) => o.status)).size).toBeGreaterThanOrEqual(4);
      expect(orders.every((o) => o.statusEntries.length >= 1 && o.statusEntries[0]!.typeId === 1)).toBe(true);
      expect((await c.get(`/api/Billing/${billTo.uid}/Monthly/ServiceAgreements`)).json()).toHaveLength(1);
      expect((await c.get(`/api/Billing/${account.uid}/Devices`)).json().length).toBeGreaterThan(0);
    }
  });
});

describe('the order flow', () => {
  it('allows exactly the moves of the table, over every pair of statuses, and records each with its user and comment', async () => {
    const { account, stp } = await shipTo(propane, COMPANIES.propane);
    const created = await propane.put(`/api/Billing/${account.uid}/Callblock/Order`, newOrder(stp));
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json<OrderDto>();
    expect(order).toMatchObject({ status: 1, stPoNumber: 'PO-TEST-1' });
    expect(order.lineItems[0]).toMatchObject({ partNumber: 'CB-1000', quantity: 2, stPrice: 100, btPrice: 90 });
    // The propane bill-to asks for a PO document before it confirms.
    expect((await uploadPo(propane.token, order.id, 'STPODocument', 'po.pdf', PDF)).statusCode).toBe(200);
    const ids = CALL_BLOCK_ORDER_STATUSES.map((s) => s.id);
    for (const from of ids) {
      for (const to of ids) {
        if (from === to) continue;
        await t.database.pool.query('update callblock_order set status = $2 where id = $1', [order.id, from]);
        const before = (await propane.get(`/api/Billing/${account.uid}/Callblock/Orders`))
          .json<OrderDto[]>()
          .find((o) => o.id === order.id)!;
        const res = await system.post(`/api/Billing/${account.uid}/Callblock/Order`, {
          id: order.id,
          status: to,
          statusComment: `to ${to}`,
        });
        if (orderTransition(from, to)) {
          expect(res.statusCode, `${from} -> ${to}: ${res.body}`).toBe(200);
          const after = res.json<OrderDto>();
          expect(after.status).toBe(to);
          expect(after.statusEntries.at(-1)).toMatchObject({ typeId: to, comment: `to ${to}`, userName: 'admin' });
        } else {
          expect(res.statusCode, `${from} -> ${to}`).toBe(400);
          expect(res.json().message).toBe(refusedTransitionMessage(from, to));
          const after = (await propane.get(`/api/Billing/${account.uid}/Callblock/Orders`))
            .json<OrderDto[]>()
            .find((o) => o.id === order.id)!;
          expect(after).toEqual(before);
        }
      }
    }
  });

  it('lets the ship-to cancel but not approve, and the bill-to approve', async () => {
    const branch = await t.database.pool.query<{ base_folder_uid: string }>(
      "select base_folder_uid from app_user where user_name = 'mthorson.propane'",
    );
    const shipper = await as('mthorson.propane');
    const { account, stp } = await shipTo(shipper, COMPANIES.propane, Number(branch.rows[0]!.base_folder_uid));
    const order = (await shipper.put(`/api/Billing/${account.uid}/Callblock/Order`, newOrder(stp))).json<OrderDto>();
    const refused = await shipper.post(`/api/Billing/${account.uid}/Callblock/Order`, { id: order.id, status: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Status: only the bill-to or the provider may move an order from Order Created to Confirmed By Bill-To',
    );
    // The bill-to asks for the PO document first (requirePoUpload).
    const noDoc = await propane.post(`/api/Billing/${account.uid}/Callblock/Order`, { id: order.id, status: 2 });
    expect(noDoc.statusCode).toBe(400);
    expect(noDoc.json().errors.stPoDocument[0]).toMatch(/^PO Document: is required/);
    expect((await uploadPo(shipper.token, order.id, 'STPODocument', 'po.pdf', PDF)).statusCode).toBe(200);
    const approved = await propane.post(`/api/Billing/${account.uid}/Callblock/Order`, { id: order.id, status: 2, statusComment: 'OK' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().statusEntries.at(-1)).toMatchObject({ typeId: 2, comment: 'OK', userName: 'demo-propane' });
    const cancelled = await shipper.post(`/api/Billing/${account.uid}/Callblock/Order`, {
      id: order.id,
      status: 7,
      statusComment: 'Not needed',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe(7);
  });

  it('enforces the bill-to flags at submit', async () => {
    const { account, stp } = await shipTo(propane, COMPANIES.propane);
    const noPo = await propane.put(`/api/Billing/${account.uid}/Callblock/Order`, newOrder(stp, { stPoNumber: '' }));
    expect(noPo.statusCode).toBe(400);
    expect(noPo.json().errors.stPoNumber).toEqual(['PO Number: is required']);
    const override = await propane.put(
      `/api/Billing/${account.uid}/Callblock/Order`,
      newOrder(stp, { lineItems: [{ partNumber: 'CB-1000', quantity: 1, stPrice: 1 }] }),
    );
    expect(override.statusCode).toBe(400);
    const wire = await propane.put(`/api/Billing/${account.uid}/Callblock/Order`, newOrder(stp, { stPaymentType: 3 }));
    expect(wire.json().errors.stPaymentType).toEqual(['Payment Type: the bill-to does not allow wire transfer']);
    const lube = await as('demo-lube');
    const l = await shipTo(lube, COMPANIES.lube);
    const noTerms = await lube.put(`/api/Billing/${l.account.uid}/Callblock/Order`, newOrder(l.stp, { tacAccepted: false }));
    expect(noTerms.json().errors.tacAccepted).toEqual(['Terms and Conditions: must be accepted']);
  });

  it('completes an auto-invoiced order on approval and adds its calls to the folder summary', async () => {
    const { account, stp } = await shipTo(fuel, COMPANIES.fuel);
    const before = (await fuel.get(`/api/Folder/${account.folderUid}/CallblockSummary`)).json();
    const order = (await fuel.put(`/api/Billing/${account.uid}/Callblock/Order`, newOrder(stp))).json<OrderDto>();
    const invited = await t.database.pool.query('select count(*)::int as n from invitation where type_id = 1 and uid = $1', [order.id]);
    expect(invited.rows[0].n).toBeGreaterThan(0);
    const done = (await fuel.post(`/api/Billing/${account.uid}/Callblock/Order`, { id: order.id, status: 2 })).json<OrderDto>();
    expect(done.status).toBe(6);
    expect(done.statusEntries.map((e) => e.typeId)).toEqual([1, 2, 4, 6]);
    const after = (await fuel.get(`/api/Folder/${account.folderUid}/CallblockSummary`)).json();
    expect(after.callsTotal).toBe(before.callsTotal + 2000);
    expect(after.blocksTotal).toBe(before.blocksTotal + 1);
  });
});

describe('PO documents', () => {
  it('round-trip byte for byte, and an executable renamed .pdf is refused', async () => {
    const { account, stp } = await shipTo(propane, COMPANIES.propane);
    const order = (await propane.put(`/api/Billing/${account.uid}/Callblock/Order`, newOrder(stp))).json<OrderDto>();
    const refused = await uploadPo(propane.token, order.id, 'BTPODocument', 'invoice.pdf', ELF);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.file).toEqual([DOCUMENT_KIND_REFUSED]);
    const res = await uploadPo(propane.token, order.id, 'BTPODocument', 'bill-to po.pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    const docId = res.json<OrderDto>().btPoDocumentId!;
    const got = await propane.get(`/api/Billing/Callblock/Order/PODocument/${docId}`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    // Another company does not see it.
    expect((await fuel.get(`/api/Billing/Callblock/Order/PODocument/${docId}`)).statusCode).toBe(404);
  });
});

describe('charged calls', () => {
  it('are the device updates stored in the range, per device and per day', async () => {
    const tank = await demoTank(t, COMPANIES.propane, 1);
    for (const m of [50, 40, 30]) {
      expect((await sendUpdate(t, tank.key, { readingDate: minutesAgo(m), readings: [{ port: 1, reading: 40 }] })).statusCode).toBe(200);
    }
    const { rows } = await t.database.pool.query<{ account_uid: string }>('select account_uid from device_billing where device_uid = $1', [
      tank.deviceUid,
    ]);
    const accountUid = Number(rows[0]!.account_uid);
    const start = new Date(Date.now() - 2 * 86_400_000);
    const end = new Date(Date.now() + 3_600_000);
    const stored = await t.database.pool.query<{ n: number; device: number }>(
      `select count(*)::int as n, count(*) filter (where u.device_uid = $4)::int as device
         from device_update u join device_billing b on b.device_uid = u.device_uid and not b.monthly
        where b.account_uid = $1 and u.reading_time >= $2 and u.reading_time < $3`,
      [accountUid, start, end, tank.deviceUid],
    );
    expect(stored.rows[0]!.device).toBeGreaterThanOrEqual(3);
    const iso = (d: Date) => d.toISOString().slice(0, 19);
    const range = `startDate=${iso(start)}&endDate=${iso(end)}`;
    const perDevice = (await propane.get(`/api/Billing/${accountUid}/Callblock/History/ChargedCalls?${range}`)).json<
      { deviceUid: number; calls: number }[]
    >();
    const summary = (await propane.get(`/api/Billing/${accountUid}/Callblock/History/ChargedCalls/Summarized?${range}`)).json();
    expect(perDevice.reduce((s, d) => s + d.calls, 0)).toBe(stored.rows[0]!.n);
    expect(perDevice.find((d) => d.deviceUid === tank.deviceUid)!.calls).toBe(stored.rows[0]!.device);
    expect(summary.total).toBe(stored.rows[0]!.n);
    expect(summary.days.reduce((s: number, d: { calls: number }) => s + d.calls, 0)).toBe(stored.rows[0]!.n);
  });
});

describe('permissions', () => {
  it('answers 403 to a caller without the call’s permission, and 200 with it', async () => {
    const { billTo, account, stp } = await shipTo(propane, COMPANIES.propane);
    const dispatcher = await as('bkowalski.propane');
    const office = await as('jnowak.propane');
    const viewer = await as('gwendt.propane');
    // 4 Create Orders
    expect((await dispatcher.put(`/api/Billing/${account.uid}/Callblock/Order`, newOrder(stp))).statusCode).toBe(403);
    // 9 Edit CallBlock Pricing
    const parts = { parts: [{ partNumber: 'CB-2000', description: '2,000 calls', calls: 2000, months: 12, price: 180 }] };
    expect((await office.post(`/api/Billing/${billTo.uid}/Callblock/Pricing`, parts)).statusCode).toBe(403);
    const priced = await propane.post(`/api/Billing/${billTo.uid}/Callblock/Pricing`, parts);
    expect(priced.json()).toMatchObject({ custom: true, parts: [{ partNumber: 'CB-2000' }] });
    // 8 Edit Bill-To Profiles, 7 the discount, 18 pass-through
    const btp = (await propane.get(`/api/Billing/Callblock/BillToProfile/${stp.btpUid}`)).json();
    expect((await viewer.put(`/api/Billing/Callblock/BillToProfile/${btp.uid}`, btp)).statusCode).toBe(403);
    expect((await office.put(`/api/Billing/Callblock/BillToProfile/${btp.uid}`, { ...btp, allowBillToPassthrough: true })).statusCode).toBe(
      403,
    );
    expect((await office.put(`/api/Billing/Callblock/BillToProfile/${btp.uid}`, { ...btp, discountPercentage: 0.2 })).statusCode).toBe(200);
    // 16 Edit Ship-To Profiles
    expect((await dispatcher.put(`/api/Billing/Callblock/ShipToProfile/${stp.uid}`, stp)).statusCode).toBe(403);
    // 24 Setup Monthly Billing
    const agreement = { accountUid: billTo.uid, label: 'Tote Monitors Monthly', commissionPercent: 0.1 };
    expect((await dispatcher.post('/api/Billing/Monthly/ServiceAgreement', agreement)).statusCode).toBe(403);
    expect((await office.post('/api/Billing/Monthly/ServiceAgreement', agreement)).json()).toMatchObject({
      label: 'Tote Monitors Monthly',
      commissionPercent: 0.1,
    });
    // 19 Overwrite Customer Number: an account number is not changed without it.
    expect((await propane.put(`/api/Billing/${account.uid}`, { ...account, accountNumber: 'NEW-1' })).statusCode).toBe(403);
    expect((await propane.put(`/api/Billing/${account.uid}`, { ...account, name: 'Renamed Ship-To' })).json().name).toBe('Renamed Ship-To');
  });
});

describe('another company', () => {
  it("sees none of one company's accounts, profiles, orders or documents (404)", async () => {
    const { billTo, account, stp } = await shipTo(propane, COMPANIES.propane);
    const orders = (await propane.get(`/api/Billing/${account.uid}/Callblock/Orders`)).json<OrderDto[]>();
    for (const url of [
      `/api/Billing/${account.uid}`,
      `/api/Billing/${billTo.uid}/Callblock/Orders`,
      `/api/Billing/${account.uid}/Devices`,
      `/api/Billing/Callblock/ShipToProfile/${stp.uid}`,
      `/api/Billing/Callblock/BillToProfile/${stp.btpUid}`,
      `/api/Billing/AccountNumber/${billTo.accountNumber}`,
    ]) {
      expect((await fuel.get(url)).statusCode, url).toBe(404);
    }
    const cancel = await fuel.post(`/api/Billing/${account.uid}/Callblock/Order`, { id: orders[0]!.id, status: 7 });
    expect(cancel.statusCode).toBe(404);
  });
});

describe('devices on an account and their activation (ADR 099)', () => {
  /** A device of the company that no account bills (the demo world bills them all: one is taken off). */
  async function unbilledDevice(company: string) {
    const { rows } = await t.database.pool.query<{ uid: number; serial_number: string }>(
      `select d.uid, d.serial_number from device d
         join folder_membership m on m.entity_uid = d.uid join folder f on f.uid = m.folder_uid
         join entity ce on ce.uid = f.path[2] and ce.label = $1
        where d.parent_device_uid is null and d.uid <> all($2::bigint[])
        order by d.uid desc limit 1`,
      [company, taken],
    );
    const uid = Number(rows[0]!.uid);
    taken.push(uid);
    await t.database.pool.query('delete from device_billing where device_uid = $1', [uid]);
    return { uid, serialNumber: rows[0]!.serial_number };
  }
  const taken: number[] = [];
  let assigned: number;
  type Billed = { deviceUid: number; activationState: number; nextStates: number[]; monthly: boolean };
  const billed = async (c: Client, accountUid: number, deviceUid: number) =>
    (await c.get(`/api/Billing/${accountUid}/Devices`)).json<Billed[]>().find((d) => d.deviceUid === deviceUid);

  it('puts a device on an account by serial number, Pending Activation, and only inside the caller’s scope', async () => {
    const { account } = await shipTo(propane, COMPANIES.propane);
    const device = await unbilledDevice(COMPANIES.propane);
    assigned = device.uid;
    // Another company's administrator: the account is not found, nor the device from its side.
    expect((await fuel.put(`/api/Billing/${account.uid}/Devices`, { serialNumbers: [device.serialNumber] })).statusCode).toBe(404);
    const fuelAccount = (await shipTo(fuel, COMPANIES.fuel)).account;
    const hidden = await fuel.put(`/api/Billing/${fuelAccount.uid}/Devices`, { serialNumbers: [device.serialNumber] });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().errors.serialNumbers).toEqual([`Devices: ${device.serialNumber} was not found`]);
    expect(await billed(propane, account.uid, device.uid)).toBeUndefined();
    // A dispatcher lacks Change Device Bill-To Account (36).
    const dispatcher = await as('bkowalski.propane');
    expect((await dispatcher.put(`/api/Billing/${account.uid}/Devices`, { serialNumbers: [device.serialNumber] })).statusCode).toBe(403);

    const res = await propane.put(`/api/Billing/${account.uid}/Devices`, { serialNumbers: [device.serialNumber] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 1 });
    expect(await billed(propane, account.uid, device.uid)).toMatchObject({ activationState: 2, nextStates: [], monthly: false });
    // The provider may activate it by hand.
    expect(await billed(system, account.uid, device.uid)).toMatchObject({ activationState: 2, nextStates: [1] });
  });

  it('moves a device only along the table, each move by whom it allows, and changes nothing on a refusal', async () => {
    const { account } = await shipTo(propane, COMPANIES.propane);
    const device = (await billed(propane, account.uid, assigned))!;
    expect(device.activationState).toBe(2);
    const move = (c: Client, activationState: number) =>
      c.post(`/api/Billing/${account.uid}/Devices/Activation`, { deviceUids: [device.deviceUid], activationState });
    const refused = async (c: Client, to: number, message: string) => {
      const before = await billed(system, account.uid, device.deviceUid);
      const res = await move(c, to);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.activationState).toEqual([message]);
      expect(await billed(system, account.uid, device.deviceUid)).toEqual(before);
    };
    await refused(propane, 1, 'Activation State: only the provider may move a device from Pending Activation to Active');
    expect((await move(system, 1)).json()).toEqual({ changed: 1 });
    expect(await billed(propane, account.uid, device.deviceUid)).toMatchObject({ activationState: 1, nextStates: [4] });
    await refused(propane, 3, 'Activation State: a device that is Active cannot become Inactive');
    expect((await move(propane, 4)).statusCode).toBe(200);
    await refused(propane, 3, 'Activation State: only the provider may move a device from Pending Deactivation to Inactive');
    // A deactivation asked for by mistake is withdrawn.
    expect((await move(propane, 1)).statusCode).toBe(200);
    expect((await move(propane, 4)).statusCode).toBe(200);
    expect((await move(system, 3)).statusCode).toBe(200);
    await refused(propane, 1, 'Activation State: a device that is Inactive cannot become Active');
    expect((await move(propane, 2)).statusCode).toBe(200);
    expect(await billed(propane, account.uid, device.deviceUid)).toMatchObject({ activationState: 2 });
    // Another company's administrator: 404; a device not on the account: 400.
    expect(
      (await fuel.post(`/api/Billing/${account.uid}/Devices/Activation`, { deviceUids: [device.deviceUid], activationState: 1 }))
        .statusCode,
    ).toBe(404);
    const other = await unbilledDevice(COMPANIES.propane);
    const notOn = await propane.post(`/api/Billing/${account.uid}/Devices/Activation`, { deviceUids: [other.uid], activationState: 4 });
    expect(notOn.json().errors.deviceUids).toEqual([`Devices: ${other.uid} are not billed to this account`]);
  });
});

describe('the billing icons of the explorer', () => {
  it('lists the folders at or below a folder that hold an account, and another company’s folder is 404', async () => {
    const companyFolder = await companyUid(COMPANIES.propane);
    const accounts = (await propane.get(`/api/Billing/ByChildFolder/${companyFolder}`)).json<BillingAccount[]>();
    const head = accounts.find((a) => a.billToAccountUid === null)!;
    const branches = (await propane.get(`/api/Billing/${head.uid}/ShipToAccounts`)).json<BillingAccount[]>();
    const res = await propane.get(`/api/Billing/AccountFolders/${companyFolder}`);
    expect(res.statusCode, res.body).toBe(200);
    const expected = [...new Set([head.folderUid, ...branches.map((b) => b.folderUid)])].sort((a, b) => a - b);
    expect(res.json<{ folderUids: number[] }>().folderUids).toEqual(expected);
    // A branch: its own account's folder only.
    const branch = branches[0]!;
    expect((await propane.get(`/api/Billing/AccountFolders/${branch.folderUid}`)).json()).toEqual({ folderUids: [branch.folderUid] });
    expect((await fuel.get(`/api/Billing/AccountFolders/${companyFolder}`)).statusCode).toBe(404);
  });
});
