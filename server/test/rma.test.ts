// spec 001 §7 RMA and Serialization, §4 (device editing with an open RMA), §6 permissions 27, 28, 31-35
// over HTTP (docs/decisions/089-rma-and-inventory.md): the status table, who may do what, an open RMA
// locking a device's save without Approve RMA Request, documents byte for byte, another company's
// RMA and document 404, the signed-out return form, the RMA report and device serialization.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RMA_STATUSES, RMA_TRANSITIONS, RmaReasonCode, RmaStatus, rmaTransition } from '@ullage/domain/billing/rma';
import { RMA_ALREADY_OPEN, RMA_DEVICE_LOCKED, type RmaDetail } from '@ullage/domain/billing/rma-api';
import { ConfigType } from '@ullage/domain/configs';
import { DOCUMENT_KIND_REFUSED } from '@ullage/domain/collaboration/documents-api';
import { INVALID_REQUEST } from '@ullage/domain/messages';
import { Permission } from '@ullage/domain/people/permissions';
import { TEST_ADMIN_PASSWORD } from './constants';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, type DemoTank } from './support';

let t: TestContext;
let admin: ReturnType<typeof client>;
let manager: ReturnType<typeof client>;
let dispatcher: ReturnType<typeof client>;
let otherAdmin: ReturnType<typeof client>;
let tokens: Record<string, string>;
let tank: DemoTank;
let tank2: DemoTank;
let otherTank: DemoTank;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4000), Buffer.from('\n%%EOF\n')]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), randomBytes(2000)]);

function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const boundary = `----ullage${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function postMultipart(url: string, token: string | null, fields: Record<string, string>, file: { name: string; bytes: Buffer }) {
  const m = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url,
    payload: m.payload,
    headers: { ...m.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function saveDevice(c: ReturnType<typeof client>, uid: number, label: string) {
  const d = (await admin.get(`/api/Device/${uid}`)).json();
  const configs = d.configs.filter((x: { typeId: number }) => x.typeId !== ConfigType.EntitySchedule);
  return c.put('/api/Device/', { uid, label, serialNumber: d.serialNumber, modelId: d.model.id, configs });
}

const request = (c: ReturnType<typeof client>, deviceUid: number, body: object = {}) =>
  c.put(`/api/RMA/${deviceUid}/Request`, { reasonCodeId: RmaReasonCode.BatteryDrain, comments: 'Battery flat after 3 weeks', ...body });

beforeAll(async () => {
  t = await createTestContext();
  tokens = {
    admin: await t.login('demo-propane'),
    manager: await t.login('dhanson.propane'),
    dispatcher: await t.login('bkowalski.propane'),
    other: await t.login('demo-fuel'),
  };
  admin = client(t, tokens.admin!);
  manager = client(t, tokens.manager!);
  dispatcher = client(t, tokens.dispatcher!);
  otherAdmin = client(t, tokens.other!);
  tank = await demoTank(t, COMPANIES.propane, 11);
  tank2 = await demoTank(t, COMPANIES.propane, 12);
  otherTank = await demoTank(t, COMPANIES.fuel, 11);
  // The demo world's RMAs aside: these tests start from devices without one.
  await t.database.pool.query('delete from rma_request where device_uid = any($1)', [
    [tank.deviceUid, tank2.deviceUid, otherTank.deviceUid],
  ]);
});
afterAll(() => t.close());

describe('the RMA status table', () => {
  it('allows exactly the listed moves and refuses every other pair', async () => {
    const allowed = new Set(RMA_TRANSITIONS.map((x) => `${x.from}>${x.to}`));
    for (const from of RMA_STATUSES) {
      for (const to of RMA_STATUSES)
        expect(rmaTransition(from.id, to.id) !== undefined, `${from.key} -> ${to.key}`).toBe(allowed.has(`${from.id}>${to.id}`));
    }
    // Settled statuses are left by no move.
    for (const s of RMA_STATUSES.filter((x) => !x.open)) expect(RMA_TRANSITIONS.some((x) => (x.from as number) === s.id)).toBe(false);
  });

  it('walks a request through approval to closed, recording each move with its user and comment, and refuses a jump', async () => {
    const created = await request(manager, tank2.deviceUid);
    expect(created.statusCode, created.body).toBe(200);
    const rma = created.json<RmaDetail>();
    expect(rma).toMatchObject({
      deviceUid: tank2.deviceUid,
      status: RmaStatus.Requested,
      reason: 'Battery Drain',
      requestedByName: 'dhanson.propane',
    });
    // Closing a request that was never received: a move the table has not.
    const jump = await admin.post(`/api/RMA/${rma.id}/Status`, { status: RmaStatus.Closed, comment: 'skip' });
    expect(jump.statusCode).toBe(400);
    expect(jump.json().errors.status).toEqual(['Status: an RMA that is Requested cannot become Closed']);
    // Approval needs 35: the manager lacks it.
    expect((await manager.post(`/api/RMA/${rma.id}/Status`, { status: RmaStatus.Approved })).statusCode).toBe(403);
    for (const [status, comment] of [
      [RmaStatus.Approved, 'Approved, ship it back'],
      [RmaStatus.Shipped, 'UPS 1Z999'],
      [RmaStatus.Received, 'At the bench'],
      [RmaStatus.Closed, 'Replaced under warranty'],
    ] as const) {
      const res = await admin.post(`/api/RMA/${rma.id}/Status`, { status, comment });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<RmaDetail>().status).toBe(status);
    }
    const done = (await manager.get(`/api/RMA/${rma.id}/Request`)).json<RmaDetail>();
    expect(done.history.map((h) => [h.status, h.userName, h.comment])).toEqual([
      [RmaStatus.Requested, 'dhanson.propane', 'Battery flat after 3 weeks'],
      [RmaStatus.Approved, 'demo-propane', 'Approved, ship it back'],
      [RmaStatus.Shipped, 'demo-propane', 'UPS 1Z999'],
      [RmaStatus.Received, 'demo-propane', 'At the bench'],
      [RmaStatus.Closed, 'demo-propane', 'Replaced under warranty'],
    ]);
    expect(done.nextStatuses).toEqual([]);
  });
});

describe('permissions', () => {
  it('lets only Request RMA ask for a return, and internal comments only with 33', async () => {
    // The dispatcher holds View RMA (27) but not Request RMA (34).
    expect((await request(dispatcher, tank.deviceUid)).statusCode).toBe(403);
    const internal = await request(manager, tank.deviceUid, { internalComments: 'Customer dropped it' });
    expect(internal.statusCode).toBe(403);
    expect(await t.database.pool.query('select 1 from rma_request where device_uid = $1', [tank.deviceUid]).then((r) => r.rowCount)).toBe(
      0,
    );
  });

  it('shows internal comments only to one holding View RMA Internal Comments', async () => {
    const res = await request(admin, tank2.deviceUid, { internalComments: 'Second unit this year' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<RmaDetail>().id;
    expect((await admin.get(`/api/RMA/${id}/Request`)).json<RmaDetail>().internalComments).toBe('Second unit this year');
    expect((await manager.get(`/api/RMA/${id}/Request`)).json<RmaDetail>().internalComments).toBeNull();
    // Withdrawn while only requested: Cancelled, kept.
    const del = await manager.delete(`/api/RMA/${id}/Request`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ id, status: RmaStatus.Cancelled });
    expect((await manager.delete(`/api/RMA/${id}/Request`)).statusCode).toBe(400);
  });

  it('gates the RMA report by View RMA and serialization by View and Edit Inventory', async () => {
    const gwendt = client(t, await t.login('gwendt.propane'));
    expect((await gwendt.get(`/api/EntityReport/RMASchema?folderUid=${tank.companyUid}`)).statusCode).toBe(403);
    expect((await gwendt.get(`/api/Serialization/Settings/Device/ByCompany/${tank.companyUid}`)).statusCode).toBe(403);
    expect((await gwendt.get(`/api/Device/${tank.deviceUid}/History/Shipping`)).statusCode).toBe(403);
    // The manager views the inventory (31) but may not edit it (32).
    expect((await manager.get(`/api/Serialization/Settings/Device/ByCompany/${tank.companyUid}`)).statusCode).toBe(200);
    const body = { prefix: 'PD-', nextNumber: 40, digits: 5 };
    expect((await manager.put(`/api/Serialization/Device/ToCompany/${tank.companyUid}`, body)).statusCode).toBe(403);
    expect(Permission.EditInventory).toBe(32);
  });
});

describe('an open RMA', () => {
  it("makes a device's setup read-only without Approve RMA Request, and not with it", async () => {
    const before = await saveDevice(manager, tank.deviceUid, 'Before the return');
    expect(before.statusCode, before.body).toBe(200);
    const res = await request(manager, tank.deviceUid);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<RmaDetail>().id;
    expect((await request(manager, tank.deviceUid)).json().errors.deviceUid).toEqual([RMA_ALREADY_OPEN]);

    expect((await manager.get(`/api/RMA/${tank.deviceUid}/ValidateDeviceSaveRMAStatus`)).json()).toEqual({
      rmaStatus: RmaStatus.Requested,
      message: RMA_DEVICE_LOCKED,
    });
    expect((await admin.get(`/api/RMA/${tank.deviceUid}/ValidateDeviceSaveRMAStatus`)).json()).toEqual({
      rmaStatus: RmaStatus.Requested,
      message: '',
    });
    const refused = await saveDevice(manager, tank.deviceUid, 'During the return');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(RMA_DEVICE_LOCKED);
    expect((await admin.get(`/api/Device/${tank.deviceUid}`)).json().label).toBe('Before the return');
    // One holding 35 saves it.
    expect((await saveDevice(admin, tank.deviceUid, 'Saved by the approver')).statusCode).toBe(200);
    expect((await manager.get(`/api/RMA/${tank.deviceUid}/Requests`)).json().map((r: { id: number }) => r.id)).toContain(id);
    // Settled, the device is editable again.
    await admin.post(`/api/RMA/${id}/Status`, { status: RmaStatus.Rejected, comment: 'Battery within spec' });
    expect((await saveDevice(manager, tank.deviceUid, 'After the return')).statusCode).toBe(200);
  });

  it('refuses renaming the device through Entity/{uid}/Rename without Approve RMA Request, as its save', async () => {
    const rename = (c: ReturnType<typeof client>, label: string) => c.put(`/api/Entity/${tank.deviceUid}/Rename`, { label });
    expect((await rename(manager, 'Named before the return')).statusCode).toBe(200);
    const id = (await request(manager, tank.deviceUid)).json<RmaDetail>().id;
    const refused = await rename(manager, 'Renamed during the return');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(RMA_DEVICE_LOCKED);
    expect((await admin.get(`/api/Device/${tank.deviceUid}`)).json().label).toBe('Named before the return');
    // One holding 35 renames it.
    expect((await rename(admin, 'Renamed by the approver')).statusCode).toBe(200);
    expect((await admin.get(`/api/Device/${tank.deviceUid}`)).json().label).toBe('Renamed by the approver');
    // Withdrawn, the device can be renamed again.
    expect((await manager.delete(`/api/RMA/${id}/Request`)).statusCode).toBe(200);
    expect((await rename(manager, 'Renamed after the return')).statusCode).toBe(200);
  });
});

describe('RMA documents and the return form', () => {
  let rmaId: number;
  let requestId: string;

  it('approves a request and emails its requester a return form link that works signed out, once, for its RMA only', async () => {
    rmaId = (await request(admin, tank.deviceUid)).json<RmaDetail>().id;
    expect((await admin.post(`/api/RMA/${rmaId}/Status`, { status: RmaStatus.Approved, comment: 'OK' })).statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ body: string }>(
      'select body from outbox_message where subject like $1 order by id desc limit 1',
      [`RMA ${rmaId} approved%`],
    );
    const link = /\/rma-return\?requestId=([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '');
    expect(link, rows[0]?.body).not.toBeNull();
    requestId = decodeURIComponent(link![1]!);

    const form = await t.app.inject({ method: 'POST', url: '/api/Public/RmaReturn', payload: { requestId } });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toMatchObject({ status: RmaStatus.Approved, reason: 'Battery Drain', companyName: COMPANIES.propane });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/Public/RmaReturn', payload: { requestId: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INVALID_REQUEST);

    const refused = await postMultipart(
      '/api/Public/RmaReturn/Confirm',
      null,
      { requestId, comments: 'boxed' },
      { name: 'label.pdf', bytes: ELF },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.file).toEqual([DOCUMENT_KIND_REFUSED]);
    const ok = await postMultipart(
      '/api/Public/RmaReturn/Confirm',
      null,
      { requestId, comments: 'Boxed, UPS pickup Monday' },
      { name: 'packing slip.pdf', bytes: PDF },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: RmaStatus.Shipped });
    const detail = (await admin.get(`/api/RMA/${rmaId}/Request`)).json<RmaDetail>();
    expect(detail.status).toBe(RmaStatus.Shipped);
    expect(detail.customerConfirmDate).not.toBeNull();
    expect(detail.history.at(-1)).toMatchObject({ status: RmaStatus.Shipped, comment: 'Boxed, UPS pickup Monday' });
    // Single use.
    expect((await t.app.inject({ method: 'POST', url: '/api/Public/RmaReturn', payload: { requestId } })).statusCode).toBe(404);
  });

  it('round-trips a document byte for byte, refuses an executable renamed .pdf, and hides both from another company', async () => {
    const refused = await postMultipart(`/api/RMA/${rmaId}/Document`, tokens.admin!, { comments: 'x' }, { name: 'photo.pdf', bytes: ELF });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.file).toEqual([DOCUMENT_KIND_REFUSED]);
    const added = await postMultipart(
      `/api/RMA/${rmaId}/Document`,
      tokens.admin!,
      { comments: 'Bench report' },
      { name: 'bench.pdf', bytes: PDF },
    );
    expect(added.statusCode, added.body).toBe(200);
    const docId = added.json().id as number;
    const detail = (await manager.get(`/api/RMA/${rmaId}/Request`)).json<RmaDetail>();
    expect(detail.documents.map((d) => d.fileName)).toEqual(['packing slip.pdf', 'bench.pdf']);
    const down = await manager.get(`/api/RMA/Document/${docId}`);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(down.rawPayload, PDF)).toBe(0);

    expect((await otherAdmin.get(`/api/RMA/${rmaId}/Request`)).statusCode).toBe(404);
    expect((await otherAdmin.get(`/api/RMA/Document/${docId}`)).statusCode).toBe(404);
    expect((await otherAdmin.delete(`/api/RMA/${rmaId}/Request`)).statusCode).toBe(404);
    expect((await otherAdmin.post(`/api/RMA/${rmaId}/Status`, { status: RmaStatus.Received })).statusCode).toBe(404);
    expect((await request(otherAdmin, tank.deviceUid)).statusCode).toBe(404);
    expect((await otherAdmin.get(`/api/RMA/${tank.deviceUid}/ValidateDeviceSaveRMAStatus`)).statusCode).toBe(404);
  });

  it('duplicates a settled request with its document', async () => {
    await admin.post(`/api/RMA/${rmaId}/Status`, { status: RmaStatus.Received });
    // Still open: no duplicate.
    expect((await postMultipart(`/api/RMA/${rmaId}/DuplicateRequest`, tokens.admin!, {}, { name: 'a.pdf', bytes: PDF })).statusCode).toBe(
      400,
    );
    await admin.post(`/api/RMA/${rmaId}/Status`, { status: RmaStatus.Closed });
    const dup = await postMultipart(
      `/api/RMA/${rmaId}/DuplicateRequest`,
      tokens.manager!,
      { comments: 'Failed again' },
      { name: 'again.pdf', bytes: PDF },
    );
    expect(dup.statusCode, dup.body).toBe(200);
    expect(dup.json<RmaDetail>()).toMatchObject({ status: RmaStatus.Requested, reason: 'Battery Drain', comments: 'Failed again' });
    expect(dup.json<RmaDetail>().documents.map((d) => d.fileName)).toEqual(['again.pdf']);
  });
});

describe('the RMA report and serialization', () => {
  it("lists a company's RMAs with their status and reason, and another company's not", async () => {
    const schema = (await admin.get(`/api/EntityReport/RMASchema?folderUid=${tank.companyUid}`)).json();
    expect(schema.columns.map((c: { colId: string }) => c.colId)).toEqual(
      expect.arrayContaining(['rmaId', 'status', 'reason', 'serialNumber']),
    );
    const data = (await admin.get(`/api/EntityReport/RMAData?folderUid=${tank.companyUid}&startRow=0&endRow=500`)).json();
    const mine = data.rows.filter((r: { uid: number }) => r.uid === tank.deviceUid);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(data.rows.some((r: { uid: number }) => r.uid === otherTank.deviceUid)).toBe(false);
    expect((await otherAdmin.get(`/api/EntityReport/RMAData?folderUid=${tank.companyUid}&startRow=0&endRow=10`)).statusCode).toBe(404);
    const byManager = (
      await admin.get(
        `/api/EntityReport/RMAData?folderUid=${tank.companyUid}&startRow=0&endRow=500&userUID=${(await manager.get('/api/User/GetSession')).json().userUid ?? 0}`,
      )
    ).json();
    expect(byManager.rows.every((r: { requestedBy: string }) => r.requestedBy === 'dhanson.propane')).toBe(true);
  });

  it('saves serialization settings and gives the next serial no device holds', async () => {
    const res = await admin.put(`/api/Serialization/Device/ToCompany/${tank.companyUid}`, { prefix: 'PD-', nextNumber: 41, digits: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ companyUid: tank.companyUid, prefix: 'PD-', nextNumber: 41, digits: 5, saved: true });
    await t.database.pool.query(`update device set serial_number = 'PD-00041' where uid = $1`, [tank2.deviceUid]);
    expect((await admin.get(`/api/Serialization/Next/Device/${tank.companyUid}`)).json()).toEqual({
      companyUid: tank.companyUid,
      serialNumber: 'PD-00042',
    });
    const bad = await admin.post(`/api/Serialization/Device/ToCompany/${tank.companyUid}`, { prefix: 'pd', nextNumber: 0, digits: 12 });
    expect(bad.statusCode).toBe(400);
    expect((await otherAdmin.get(`/api/Serialization/Settings/Device/ByCompany/${tank.companyUid}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/Device/${tank.deviceUid}/History/Shipping`)).json().length).toBeGreaterThan(0);
  });
});

describe("RMA alerts to the device's sales rep (SalesRep config)", () => {
  it('sets a folder sales rep only with Edit Sales Rep, naming contact groups and a user in scope', async () => {
    const system = client(t, await t.login('admin', TEST_ADMIN_PASSWORD));
    const group = await salesGroup();
    const body = { primaryContactGroupUid: 0, rmaAlertGroupUid: group.uid, salesManagerUid: 0 };
    // The company administrator lacks Edit Sales Rep (40, the provider's).
    expect((await admin.post(`/api/Entity/${tank.companyUid}/Config/SalesRep`, body)).statusCode).toBe(403);
    const wrong = await system.post(`/api/Entity/${tank.companyUid}/Config/SalesRep`, { ...body, rmaAlertGroupUid: tank.siteUid });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.rmaAlertGroupUid).toEqual(['RMA Alert Group: was not found']);
    expect((await admin.get(`/api/Entity/${tank.companyUid}/Config/SalesRep`)).json()).toEqual({
      primaryContactGroupUid: 0,
      rmaAlertGroupUid: 0,
      salesManagerUid: 0,
    });
    // Another company's folder: 404 to its administrator.
    expect((await otherAdmin.get(`/api/Entity/${tank.companyUid}/Config/SalesRep`)).statusCode).toBe(404);
  });

  it("emails each RMA status entry to the RMA alert group and the sales manager of the device's nearest sales rep", async () => {
    const system = client(t, await t.login('admin', TEST_ADMIN_PASSWORD));
    const group = await salesGroup();
    const managerRow = await t.database.pool.query<{ uid: number; email: string }>(
      `select u.uid, c.config ->> 'emailAddress' as email from app_user u join contact c on c.uid = u.contact_uid
        where u.user_name = 'gwendt.propane'`,
    );
    const manager = managerRow.rows[0]!;
    const saved = await system.post(`/api/Entity/${tank.companyUid}/Config/SalesRep`, {
      primaryContactGroupUid: 0,
      rmaAlertGroupUid: group.uid,
      salesManagerUid: Number(manager.uid),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ primaryContactGroupUid: 0, rmaAlertGroupUid: group.uid, salesManagerUid: Number(manager.uid) });

    const alerted = async (subject: string) =>
      (
        await t.database.pool.query<{ recipient: string }>('select recipient from outbox_message where subject = $1 order by recipient', [
          subject,
        ])
      ).rows.map((r) => r.recipient);
    const expected = [...new Set([...group.emails, manager.email])].sort();
    expect(expected.length).toBeGreaterThan(1);

    const fresh = await demoTank(t, COMPANIES.propane, 13);
    await t.database.pool.query('delete from rma_request where device_uid = $1', [fresh.deviceUid]);
    const rma = (await request(admin, fresh.deviceUid)).json<RmaDetail>();
    const sn = rma.deviceSn;
    expect(await alerted(`RMA ${rma.id} Requested: ${sn}`)).toEqual(expected);
    expect((await admin.post(`/api/RMA/${rma.id}/Status`, { status: RmaStatus.Rejected, comment: 'Within spec' })).statusCode).toBe(200);
    expect(await alerted(`RMA ${rma.id} Rejected: ${sn}`)).toEqual(expected);

    // Another company's device: its RMAs reach its own sales rep, none here.
    await t.database.pool.query('delete from rma_request where device_uid = $1', [otherTank.deviceUid]);
    const other = (await request(otherAdmin, otherTank.deviceUid)).json<RmaDetail>();
    expect(await alerted(`RMA ${other.id} Requested: ${other.deviceSn}`)).toEqual([]);
  });
});

/** The propane company's Office contact group and its contacts' addresses. */
async function salesGroup() {
  const { rows } = await t.database.pool.query<{ uid: number; email: string | null }>(
    `select g.uid, c.config ->> 'emailAddress' as email
       from contact_group g join folder_membership m on m.entity_uid = g.uid
       left join contact_group_member gm on gm.group_uid = g.uid left join contact c on c.uid = gm.contact_uid
      where m.folder_uid = $1 and g.config ->> 'label' = 'Office'`,
    [tank.companyUid],
  );
  return { uid: Number(rows[0]!.uid), emails: rows.map((r) => r.email).filter((e): e is string => !!e) };
}
