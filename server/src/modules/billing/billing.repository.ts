// The only SQL of billing: accounts, profiles, orders, blocks, price sheets, service agreements,
// device billing, and the charged calls read from device_update (docs/decisions/088).
import { sql, type SQL } from 'drizzle-orm';
import type {
  BillingAccount,
  BillToProfileDto,
  CallBlockPart,
  CustomPartNumber,
  OrderDto,
  ServiceAgreement,
  ShipToAddress,
  ShipToProfileDto,
} from '@ullage/domain/billing/billing-api';
import type { ActivationStateId, OrderKindId, OrderLineItem, OrderStatusId, PaymentTypeId } from '@ullage/domain/billing/orders';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/transaction';
import { bigintArray } from '../../db/sql-arrays';

const BTP_FLAGS = [
  'requirePoUpload',
  'requirePoNumber',
  'useCustomPriceSheet',
  'allowPriceOverride',
  'allowCreditCard',
  'allowWireTransfer',
  'allowAutoInvoicing',
  'allowBillToPassthrough',
  'copiedOnFirstShipToAlert',
  'requireTac',
] as const;
export type BtpFlag = (typeof BTP_FLAGS)[number];

export type ExpiryNoticeKind = 'email' | 'escalate';
export interface DueExpiryNotice {
  blockId: number;
  orderId: number;
  partNumber: string;
  calls: number;
  expiresAt: Date;
  accountName: string;
  profileName: string;
  kind: ExpiryNoticeKind;
  emails: string[];
}

const ts = (d: Date | string) => toCentralTimestamp(new Date(d));

type AccountRow = {
  uid: number;
  folder_uid: number;
  account_number: string;
  name: string;
  email_address: string;
  bill_to_account_uid: number | null;
  address_config: Record<string, string>;
  device_count: number;
};
const accountSelect = (where: SQL) => sql`
  select a.uid, m.folder_uid, a.account_number, a.name, a.email_address, a.bill_to_account_uid, a.address_config,
         (select count(*)::int from device_billing b where b.account_uid = a.uid) as device_count
    from billing_account a
    join entity e on e.uid = a.uid and e.active
    join lateral (select folder_uid from folder_membership where entity_uid = a.uid order by is_copy, folder_uid limit 1) m on true
   where ${where}`;
const toAccount = (r: AccountRow): BillingAccount => ({
  uid: r.uid,
  folderUid: r.folder_uid,
  accountNumber: r.account_number,
  name: r.name,
  emailAddress: r.email_address,
  billToAccountUid: r.bill_to_account_uid,
  addressConfig: { street: '', city: '', state: '', postalCode: '', country: '', ...r.address_config },
  deviceCount: r.device_count,
});

type BtpRow = {
  uid: number;
  account_uid: number;
  account_name: string;
  profile_name: string;
  discount_percentage: number;
  contact_group_uid: number | null;
  days_alert_login_message: number;
  days_alert_email: number;
  days_alert_escalate_email: number;
  flags: Partial<Record<BtpFlag, boolean>>;
  btp_active: boolean;
};
const btpSelect = (where: SQL) => sql`
  select p.*, a.name as account_name from bill_to_profile p join billing_account a on a.uid = p.account_uid
    join entity e on e.uid = p.uid and e.active where ${where}`;
const toBtp = (r: BtpRow): BillToProfileDto => ({
  uid: r.uid,
  accountUid: r.account_uid,
  accountName: r.account_name,
  profileName: r.profile_name,
  discountPercentage: r.discount_percentage,
  contactGroupUid: r.contact_group_uid ?? 0,
  daysAlertLoginMessage: r.days_alert_login_message,
  daysAlertEmail: r.days_alert_email,
  daysAlertEscalateEmail: r.days_alert_escalate_email,
  ...(Object.fromEntries(BTP_FLAGS.map((f) => [f, r.flags[f] ?? false])) as Record<BtpFlag, boolean>),
  btpActive: r.btp_active,
});

type StpRow = {
  uid: number;
  account_uid: number;
  account_name: string;
  btp_uid: number;
  bill_to_profile_name: string;
  contact_group_uid: number | null;
};
const stpSelect = (where: SQL) => sql`
  select s.uid, s.account_uid, a.name as account_name, s.btp_uid, b.profile_name as bill_to_profile_name, s.contact_group_uid
    from ship_to_profile s join billing_account a on a.uid = s.account_uid join bill_to_profile b on b.uid = s.btp_uid
    join entity e on e.uid = s.uid and e.active where ${where}`;
const toStp = (r: StpRow): ShipToProfileDto => ({
  uid: r.uid,
  accountUid: r.account_uid,
  accountName: r.account_name,
  btpUid: r.btp_uid,
  billToProfileName: r.bill_to_profile_name,
  contactGroupUid: r.contact_group_uid ?? 0,
});

type OrderRow = {
  id: number;
  account_uid: number;
  ship_to_account_name: string;
  bill_to_profile_name: string;
  stp_uid: number;
  btp_uid: number;
  status: OrderStatusId;
  st_payment_type: PaymentTypeId;
  st_po_number: string;
  bt_po_number: string;
  back_office_order_number: string;
  comments: string;
  tac_accepted: boolean;
  st_po_document_id: number | null;
  bt_po_document_id: number | null;
  created_at: string;
  kind: OrderKindId;
  ship_to_address: ShipToAddress | null;
  lines: {
    liid: number;
    lineNum: number;
    partNumber: string;
    customerPartNumber: string;
    quantity: number;
    stPrice: number;
    btPrice: number;
    comments: string;
  }[];
  entries: { id: number; typeId: OrderStatusId; comment: string; userUid: number | null; userName: string | null; at: string }[];
};
const orderSelect = (where: SQL) => sql`
  select o.id, o.account_uid, a.name as ship_to_account_name, b.profile_name as bill_to_profile_name, o.stp_uid, o.btp_uid,
         o.status, o.st_payment_type, o.st_po_number, o.bt_po_number, o.back_office_order_number, o.comments, o.tac_accepted,
         o.st_po_document_id, o.bt_po_document_id, o.created_at::text, o.kind, o.ship_to_address,
         coalesce((select json_agg(json_build_object('liid', l.liid, 'lineNum', l.line_num, 'partNumber', l.part_number,
                    'customerPartNumber', coalesce(c.customer_part_number, ''),
                    'quantity', l.quantity, 'stPrice', l.st_price, 'btPrice', l.bt_price, 'comments', l.comments) order by l.line_num)
                   from callblock_order_line l
                   left join custom_part_number c on c.account_uid = b.account_uid and c.part_number = l.part_number
                  where l.order_id = o.id), '[]') as lines,
         coalesce((select json_agg(json_build_object('id', s.id, 'typeId', s.type_id, 'comment', s.comment, 'userUid', s.user_uid,
                    'userName', u.user_name, 'at', s.created_at) order by s.id)
                   from callblock_order_status s left join app_user u on u.uid = s.user_uid where s.order_id = o.id), '[]') as entries
    from callblock_order o
    join billing_account a on a.uid = o.account_uid
    join bill_to_profile b on b.uid = o.btp_uid
   where ${where}`;
const toOrder = (r: OrderRow): OrderDto => {
  const lineItems = r.lines.map((l) => ({ ...l, orderId: r.id }));
  return {
    id: r.id,
    kind: r.kind,
    shipToAddress: r.ship_to_address,
    accountUid: r.account_uid,
    shipToAccountName: r.ship_to_account_name,
    billToProfileName: r.bill_to_profile_name,
    stpuid: r.stp_uid,
    btpuid: r.btp_uid,
    lineItems,
    status: r.status,
    stPaymentType: r.st_payment_type,
    stPoNumber: r.st_po_number,
    btPoNumber: r.bt_po_number,
    backOfficeOrderNumber: r.back_office_order_number,
    comments: r.comments,
    tacAccepted: r.tac_accepted,
    stPoDocumentId: r.st_po_document_id,
    btPoDocumentId: r.bt_po_document_id,
    total: Math.round(lineItems.reduce((s, l) => s + l.quantity * l.btPrice, 0) * 100) / 100,
    createDate: ts(r.created_at),
    statusEntries: r.entries.map((e) => ({
      id: e.id,
      typeId: e.typeId,
      orderId: r.id,
      comment: e.comment,
      userUid: e.userUid,
      userName: e.userName,
      createDate: ts(e.at),
    })),
  };
};

type AgreementRow = {
  uid: number;
  account_uid: number;
  label: string;
  commission_percent: number;
  maas: boolean;
  commission: number;
  program_fee: number;
  hardware_charge: number;
  data_center_charge: number;
  part_type_discounts: ServiceAgreement['partTypeDiscounts'];
  device_count: number;
};
const toAgreement = (r: AgreementRow): ServiceAgreement => ({
  uid: r.uid,
  accountUid: r.account_uid,
  label: r.label,
  commissionPercent: r.commission_percent,
  maas: r.maas,
  commission: r.commission,
  programFee: r.program_fee,
  hardwareCharge: r.hardware_charge,
  dataCenterCharge: r.data_center_charge,
  partTypeDiscounts: r.part_type_discounts,
  deviceCount: r.device_count,
});
const agreementSelect = (where: SQL) => sql`
  select s.*, (select count(*)::int from device_billing b where b.service_agreement_uid = s.uid) as device_count
    from service_agreement s join entity e on e.uid = s.uid and e.active where ${where}`;

export interface StoredBlock {
  id: number;
  accountUid: number;
  calls: number;
  startsAt: Date;
  expiresAt: Date;
}

export function createBillingRepository(db: Db) {
  return {
    // --- accounts
    async account(uid: number): Promise<BillingAccount | null> {
      const { rows } = await db.execute<AccountRow>(accountSelect(sql`a.uid = ${uid}`));
      return rows[0] ? toAccount(rows[0]) : null;
    },
    async accountByNumber(n: string): Promise<BillingAccount | null> {
      const { rows } = await db.execute<AccountRow>(accountSelect(sql`lower(a.account_number) = lower(${n})`));
      return rows[0] ? toAccount(rows[0]) : null;
    },
    /** Accounts kept in these folders. */
    async accountsInFolders(folderUids: number[]): Promise<BillingAccount[]> {
      const { rows } = await db.execute<AccountRow>(
        sql`${accountSelect(sql`exists (select 1 from folder_membership fm where fm.entity_uid = a.uid and fm.folder_uid = any(${bigintArray(folderUids)}))`)} order by a.name, a.uid`,
      );
      return rows.map(toAccount);
    },
    async accountNumberTaken(n: string, exceptUid: number): Promise<boolean> {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from billing_account where lower(account_number) = lower(${n}) and uid <> ${exceptUid}`,
      );
      return (rows[0]?.n ?? 0) > 0;
    },
    async folderPath(folderUid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${folderUid}`);
      return rows[0]?.path ?? null;
    },
    async insertAccount(tx: Executor, uid: number, a: Omit<BillingAccount, 'uid' | 'folderUid' | 'deviceCount'>): Promise<void> {
      await tx.execute(sql`
        insert into billing_account (uid, account_number, name, email_address, bill_to_account_uid, address_config)
        values (${uid}, ${a.accountNumber}, ${a.name}, ${a.emailAddress}, ${a.billToAccountUid}, ${JSON.stringify(a.addressConfig)}::jsonb)`);
    },
    async updateAccount(tx: Executor, uid: number, a: Omit<BillingAccount, 'uid' | 'folderUid' | 'deviceCount'>): Promise<void> {
      await tx.execute(sql`
        update billing_account set account_number = ${a.accountNumber}, name = ${a.name}, email_address = ${a.emailAddress},
               bill_to_account_uid = ${a.billToAccountUid}, address_config = ${JSON.stringify(a.addressConfig)}::jsonb
         where uid = ${uid}`);
    },
    async shipToAccounts(billToAccountUid: number): Promise<BillingAccount[]> {
      const { rows } = await db.execute<AccountRow>(
        sql`${accountSelect(sql`a.bill_to_account_uid = ${billToAccountUid} and a.uid <> ${billToAccountUid}`)} order by a.name, a.uid`,
      );
      return rows.map(toAccount);
    },

    // --- devices
    async devices(accountUid: number) {
      const { rows } = await db.execute<{
        device_uid: number;
        serial_number: string;
        label: string;
        activation_state: ActivationStateId;
        monthly: boolean;
        service_agreement_uid: number | null;
      }>(sql`
        select b.device_uid, d.serial_number, e.label, b.activation_state, b.monthly, b.service_agreement_uid
          from device_billing b join device d on d.uid = b.device_uid join entity e on e.uid = d.uid
         where b.account_uid = ${accountUid} order by d.serial_number, b.device_uid`);
      return rows.map((r) => ({
        deviceUid: r.device_uid,
        serialNumber: r.serial_number,
        label: r.label,
        activationState: r.activation_state,
        monthly: r.monthly,
        serviceAgreementUid: r.service_agreement_uid,
      }));
    },
    /** A device pending activation becomes Active at its first call after it was put on the
     * account (ADR 087): moved here, when the account's devices are read. */
    async activateCalled(accountUid: number): Promise<void> {
      await db.execute(sql`
        update device_billing b set activation_state = 1, changed_at = now()
         where b.account_uid = ${accountUid} and b.activation_state = 2
           and exists (select 1 from device_update u where u.device_uid = b.device_uid and u.reading_time >= b.changed_at)`);
    },
    /** The activation states of these devices on the account (devices not on it are absent). */
    async activationStates(accountUid: number, deviceUids: number[]): Promise<Map<number, number>> {
      const { rows } = await db.execute<{ device_uid: number; activation_state: number }>(sql`
        select device_uid, activation_state from device_billing
         where account_uid = ${accountUid} and device_uid = any(${bigintArray(deviceUids)})`);
      return new Map(rows.map((r) => [Number(r.device_uid), r.activation_state]));
    },
    async setActivation(tx: Executor, accountUid: number, deviceUids: number[], state: number): Promise<number> {
      const res = await tx.execute(sql`
        update device_billing set activation_state = ${state}, changed_at = now()
         where account_uid = ${accountUid} and device_uid = any(${bigintArray(deviceUids)})`);
      return res.rowCount ?? 0;
    },
    /** The live devices with these serial numbers, by serial number. */
    async devicesBySerial(serials: string[]): Promise<Map<string, number>> {
      const { rows } = await db.execute<{ uid: number; serial_number: string }>(sql`
        select d.uid, d.serial_number from device d join entity e on e.uid = d.uid and e.active
         where d.serial_number in (select jsonb_array_elements_text(${JSON.stringify(serials)}::jsonb))`);
      return new Map(rows.map((r) => [r.serial_number, Number(r.uid)]));
    },
    /** Puts devices on an account (ADR 099): new ones Pending Activation; one coming from another
     * account leaves that account's monthly billing and agreement; None or Inactive becomes Pending
     * Activation, any other state is kept. */
    async assignDevices(tx: Executor, accountUid: number, deviceUids: number[]): Promise<number> {
      const res = await tx.execute(sql`
        insert into device_billing (device_uid, account_uid, activation_state, monthly, changed_at)
        select u, ${accountUid}, 2, false, now() from unnest(${bigintArray(deviceUids)}) as u
        on conflict (device_uid) do update
           set account_uid = excluded.account_uid,
               monthly = device_billing.monthly and device_billing.account_uid = excluded.account_uid,
               service_agreement_uid = case when device_billing.account_uid = excluded.account_uid
                                            then device_billing.service_agreement_uid end,
               activation_state = case when device_billing.activation_state in (0, 3) then 2 else device_billing.activation_state end,
               changed_at = now()`);
      return res.rowCount ?? 0;
    },
    /** Of these devices, those billed to the account. */
    async devicesOfAccount(accountUid: number, deviceUids: number[]): Promise<number[]> {
      const { rows } = await db.execute<{ device_uid: number }>(
        sql`select device_uid from device_billing where account_uid = ${accountUid} and device_uid = any(${bigintArray(deviceUids)})`,
      );
      return rows.map((r) => r.device_uid);
    },
    async convertMonthly(tx: Executor, deviceUids: number[], agreementUid: number): Promise<number> {
      const res = await tx.execute(sql`
        update device_billing set monthly = true, service_agreement_uid = ${agreementUid},
               activation_state = case when activation_state in (0, 3) then 2 else activation_state end, changed_at = now()
         where device_uid = any(${bigintArray(deviceUids)})`);
      return res.rowCount ?? 0;
    },

    // --- profiles
    async billToProfile(uid: number): Promise<BillToProfileDto | null> {
      const { rows } = await db.execute<BtpRow>(btpSelect(sql`p.uid = ${uid}`));
      return rows[0] ? toBtp(rows[0]) : null;
    },
    async billToProfilesOf(accountUid: number): Promise<BillToProfileDto[]> {
      const { rows } = await db.execute<BtpRow>(sql`${btpSelect(sql`p.account_uid = ${accountUid}`)} order by p.profile_name, p.uid`);
      return rows.map(toBtp);
    },
    async saveBillToProfile(tx: Executor, uid: number, p: Omit<BillToProfileDto, 'uid' | 'accountName'>, insert: boolean) {
      const flags = JSON.stringify(Object.fromEntries(BTP_FLAGS.map((f) => [f, p[f]])));
      const contact = p.contactGroupUid || null;
      await tx.execute(
        insert
          ? sql`insert into bill_to_profile (uid, account_uid, profile_name, discount_percentage, contact_group_uid, days_alert_login_message,
                  days_alert_email, days_alert_escalate_email, flags, btp_active)
                values (${uid}, ${p.accountUid}, ${p.profileName}, ${p.discountPercentage}, ${contact}, ${p.daysAlertLoginMessage},
                  ${p.daysAlertEmail}, ${p.daysAlertEscalateEmail}, ${flags}::jsonb, ${p.btpActive})`
          : sql`update bill_to_profile set profile_name = ${p.profileName}, discount_percentage = ${p.discountPercentage},
                  contact_group_uid = ${contact}, days_alert_login_message = ${p.daysAlertLoginMessage}, days_alert_email = ${p.daysAlertEmail},
                  days_alert_escalate_email = ${p.daysAlertEscalateEmail}, flags = ${flags}::jsonb, btp_active = ${p.btpActive}
                where uid = ${uid}`,
      );
    },
    async shipToProfile(uid: number): Promise<ShipToProfileDto | null> {
      const { rows } = await db.execute<StpRow>(stpSelect(sql`s.uid = ${uid}`));
      return rows[0] ? toStp(rows[0]) : null;
    },
    async shipToProfilesOf(accountUid: number): Promise<ShipToProfileDto[]> {
      const { rows } = await db.execute<StpRow>(sql`${stpSelect(sql`s.account_uid = ${accountUid}`)} order by a.name, s.uid`);
      return rows.map(toStp);
    },
    async saveShipToProfile(
      tx: Executor,
      uid: number,
      p: { accountUid: number; btpUid: number; contactGroupUid: number },
      insert: boolean,
    ) {
      const contact = p.contactGroupUid || null;
      await tx.execute(
        insert
          ? sql`insert into ship_to_profile (uid, account_uid, btp_uid, contact_group_uid) values (${uid}, ${p.accountUid}, ${p.btpUid}, ${contact})`
          : sql`update ship_to_profile set btp_uid = ${p.btpUid}, contact_group_uid = ${contact} where uid = ${uid}`,
      );
    },
    /** The contact group's users (whom an approval invitation goes to). */
    async contactGroupUsers(groupUid: number): Promise<{ userUid: number; userName: string; email: string }[]> {
      const { rows } = await db.execute<{ uid: number; user_name: string; email: string }>(sql`
        select u.uid, u.user_name, coalesce(c.config ->> 'emailAddress', '') as email
          from contact_group_member m join contact c on c.uid = m.contact_uid
          join app_user u on u.contact_uid = c.uid join entity ue on ue.uid = u.uid and ue.active
         where m.group_uid = ${groupUid} order by u.uid`);
      return rows.map((r) => ({ userUid: r.uid, userName: r.user_name, email: r.email }));
    },

    async accountFoldersUnder(folderUid: number): Promise<number[]> {
      const { rows } = await db.execute<{ folder_uid: number }>(sql`
        select distinct m.folder_uid from billing_account a join entity e on e.uid = a.uid and e.active
          join folder_membership m on m.entity_uid = a.uid join folder f on f.uid = m.folder_uid
         where ${folderUid} = any(f.path) order by 1`);
      return rows.map((r) => Number(r.folder_uid));
    },
    async entityTypeOf(uid: number): Promise<number | null> {
      const { rows } = await db.execute<{ type_id: number }>(sql`select type_id from entity where uid = ${uid} and active`);
      return rows[0]?.type_id ?? null;
    },

    // --- orders
    async order(id: number): Promise<OrderDto | null> {
      const { rows } = await db.execute<OrderRow>(orderSelect(sql`o.id = ${id}`));
      return rows[0] ? toOrder(rows[0]) : null;
    },
    /** The account's orders: those it ships to, and those its bill-to profiles pay for. */
    async ordersOf(accountUid: number, kind: OrderKindId): Promise<OrderDto[]> {
      const { rows } = await db.execute<OrderRow>(
        sql`${orderSelect(sql`(o.account_uid = ${accountUid} or b.account_uid = ${accountUid}) and o.kind = ${kind}`)} order by o.id desc`,
      );
      return rows.map(toOrder);
    },
    async insertOrder(
      tx: Executor,
      o: {
        accountUid: number;
        stpUid: number;
        btpUid: number;
        stPaymentType: number;
        stPoNumber: string;
        btPoNumber: string;
        comments: string;
        tacAccepted: boolean;
        createdBy: number;
        kind?: OrderKindId;
        shipToAddress?: ShipToAddress | null;
      },
    ): Promise<number> {
      const address = o.shipToAddress ? JSON.stringify(o.shipToAddress) : null;
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into callblock_order (account_uid, stp_uid, btp_uid, st_payment_type, st_po_number, bt_po_number, comments, tac_accepted,
                                     created_by, kind, ship_to_address)
        values (${o.accountUid}, ${o.stpUid}, ${o.btpUid}, ${o.stPaymentType}, ${o.stPoNumber}, ${o.btPoNumber}, ${o.comments}, ${o.tacAccepted},
                ${o.createdBy}, ${o.kind ?? 1}, ${address}::jsonb)
        returning id`);
      return rows[0]!.id;
    },
    async insertLines(tx: Executor, orderId: number, lines: OrderLineItem[]): Promise<void> {
      for (const [i, l] of lines.entries()) {
        await tx.execute(sql`
          insert into callblock_order_line (order_id, line_num, part_number, quantity, st_price, bt_price, comments)
          values (${orderId}, ${i + 1}, ${l.partNumber}, ${l.quantity}, ${l.stPrice}, ${l.btPrice}, ${l.comments})`);
      }
    },
    async updateOrder(
      tx: Executor,
      id: number,
      f: { status: number; stPoNumber: string; btPoNumber: string; backOfficeOrderNumber: string; stPaymentType: number },
    ): Promise<void> {
      await tx.execute(sql`
        update callblock_order set status = ${f.status}, st_po_number = ${f.stPoNumber}, bt_po_number = ${f.btPoNumber},
               back_office_order_number = ${f.backOfficeOrderNumber}, st_payment_type = ${f.stPaymentType}
         where id = ${id}`);
    },
    async addStatus(tx: Executor, orderId: number, typeId: number, comment: string, userUid: number | null): Promise<void> {
      await tx.execute(
        sql`insert into callblock_order_status (order_id, type_id, comment, user_uid) values (${orderId}, ${typeId}, ${comment}, ${userUid})`,
      );
    },
    async setPoDocument(tx: Executor, orderId: number, side: 'st' | 'bt', documentId: number): Promise<void> {
      await tx.execute(
        side === 'st'
          ? sql`update callblock_order set st_po_document_id = ${documentId} where id = ${orderId}`
          : sql`update callblock_order set bt_po_document_id = ${documentId} where id = ${orderId}`,
      );
    },
    /** The order a PO document belongs to. */
    async orderOfDocument(documentId: number): Promise<number | null> {
      const { rows } = await db.execute<{ id: number }>(
        sql`select id from callblock_order where st_po_document_id = ${documentId} or bt_po_document_id = ${documentId} limit 1`,
      );
      return rows[0]?.id ?? null;
    },

    // --- blocks and pricing
    async insertBlock(
      tx: Executor,
      b: { accountUid: number; orderId: number | null; partNumber: string; calls: number; startsAt: Date; months: number },
    ) {
      await tx.execute(sql`
        insert into call_block (account_uid, order_id, part_number, calls, starts_at, expires_at)
        values (${b.accountUid}, ${b.orderId}, ${b.partNumber}, ${b.calls}, ${b.startsAt.toISOString()},
                ${b.startsAt.toISOString()}::timestamptz + make_interval(months => ${b.months}))`);
    },
    async blocksOf(accountUids: number[]): Promise<StoredBlock[]> {
      const { rows } = await db.execute<{ id: number; account_uid: number; calls: number; starts_at: string; expires_at: string }>(sql`
        select id, account_uid, calls, starts_at::text, expires_at::text from call_block
         where account_uid = any(${bigintArray(accountUids)}) order by expires_at, id`);
      return rows.map((r) => ({
        id: r.id,
        accountUid: r.account_uid,
        calls: r.calls,
        startsAt: new Date(r.starts_at),
        expiresAt: new Date(r.expires_at),
      }));
    },
    /** The expiry notices due at `now` and not yet sent (spec 001 §3.3 daysAlertEmail and
     * daysAlertEscalateEmail, ADR 099): one per unexpired block of an order whose bill-to profile has
     * a contact group, the escalation once the block is within daysAlertEscalateEmail of expiring. */
    async dueExpiryNotices(now: Date): Promise<DueExpiryNotice[]> {
      const at = now.toISOString();
      const { rows } = await db.execute<{
        id: number;
        order_id: number;
        part_number: string;
        calls: number;
        expires_at: string;
        account_name: string;
        profile_name: string;
        kind: ExpiryNoticeKind;
        emails: string[];
      }>(sql`
        with due as (
          select b.id, b.order_id, b.part_number, b.calls, b.expires_at, a.name as account_name, p.profile_name, p.contact_group_uid,
                 case when p.days_alert_escalate_email > 0
                           and b.expires_at <= ${at}::timestamptz + make_interval(days => p.days_alert_escalate_email)
                      then 'escalate' else 'email' end as kind
            from call_block b
            join callblock_order o on o.id = b.order_id
            join bill_to_profile p on p.uid = o.btp_uid and p.contact_group_uid is not null
            join billing_account a on a.uid = b.account_uid
            join entity ae on ae.uid = a.uid and ae.active
           where b.expires_at > ${at}::timestamptz
             and b.expires_at <= ${at}::timestamptz + make_interval(days => greatest(p.days_alert_email, p.days_alert_escalate_email))
        )
        select d.id, d.order_id, d.part_number, d.calls, d.expires_at::text, d.account_name, d.profile_name, d.kind,
               array(select distinct c.config ->> 'emailAddress'
                       from contact_group_member m join contact c on c.uid = m.contact_uid
                       join entity ce on ce.uid = c.uid and ce.active
                      where m.group_uid = d.contact_group_uid and coalesce(c.config ->> 'emailAddress', '') <> '') as emails
          from due d
         where not exists (select 1 from call_block_notice n where n.block_id = d.id and n.kind = d.kind)
         order by d.expires_at, d.id`);
      return rows.map((r) => ({
        blockId: r.id,
        orderId: r.order_id,
        partNumber: r.part_number,
        calls: r.calls,
        expiresAt: new Date(r.expires_at),
        accountName: r.account_name,
        profileName: r.profile_name,
        kind: r.kind,
        emails: r.emails,
      }));
    },
    /** Claims a notice (true when this call recorded it, false when it was already sent). */
    async claimExpiryNotice(blockId: number, kind: ExpiryNoticeKind, now: Date): Promise<boolean> {
      const { rows } = await db.execute(sql`
        insert into call_block_notice (block_id, kind, sent_at) values (${blockId}, ${kind}, ${now.toISOString()})
        on conflict do nothing returning 1`);
      return rows.length > 0;
    },
    /** Gives a claimed notice back (its email failed: the next run tries again). */
    async releaseExpiryNotice(blockId: number, kind: ExpiryNoticeKind): Promise<void> {
      await db.execute(sql`delete from call_block_notice where block_id = ${blockId} and kind = ${kind}`);
    },
    async customParts(accountUid: number): Promise<CallBlockPart[]> {
      const { rows } = await db.execute<CallBlockPart>(sql`
        select part_number as "partNumber", description, calls, months, price from callblock_price
         where account_uid = ${accountUid} order by calls, part_number`);
      return rows;
    },
    /** The account's own part numbers (ADR 102), by provider part number. */
    async partNumbersOf(accountUid: number): Promise<CustomPartNumber[]> {
      const { rows } = await db.execute<CustomPartNumber>(sql`
        select part_number as "partNumber", customer_part_number as "customerPartNumber" from custom_part_number
         where account_uid = ${accountUid} order by part_number`);
      return rows;
    },
    async replacePartNumbers(tx: Executor, accountUid: number, list: CustomPartNumber[]): Promise<void> {
      await tx.execute(sql`delete from custom_part_number where account_uid = ${accountUid}`);
      for (const p of list) {
        await tx.execute(sql`
          insert into custom_part_number (account_uid, part_number, customer_part_number)
          values (${accountUid}, ${p.partNumber}, ${p.customerPartNumber})`);
      }
    },
    /** The Address config of the account's folder (spec 001 §3.3 Folder addressConfig), else {}. */
    async accountFolderAddress(accountUid: number): Promise<Record<string, unknown>> {
      const { rows } = await db.execute<{ address: Record<string, unknown> | null }>(sql`
        select f.address from folder_membership m join folder f on f.uid = m.folder_uid
         where m.entity_uid = ${accountUid} order by array_length(f.path, 1) desc limit 1`);
      return rows[0]?.address ?? {};
    },
    /** The call blocks of the accounts that a login message warns of (ADR 102): per account, its
     * blocks granted by an order with the order's bill-to profile's daysAlertLoginMessage. */
    async loginNoticeBlocks(accountUids: number[]) {
      const { rows } = await db.execute<{ account_uid: number; name: string; expires_at: string; days: number }>(sql`
        select b.account_uid, a.name, b.expires_at::text, p.days_alert_login_message as days
          from call_block b join billing_account a on a.uid = b.account_uid
          join callblock_order o on o.id = b.order_id join bill_to_profile p on p.uid = o.btp_uid
         where b.account_uid = any(${bigintArray(accountUids)}) order by b.account_uid, b.expires_at`);
      return rows.map((r) => ({ accountUid: Number(r.account_uid), name: r.name, expiresAt: new Date(r.expires_at), days: r.days }));
    },
    async replaceParts(tx: Executor, accountUid: number, parts: CallBlockPart[]): Promise<void> {
      await tx.execute(sql`delete from callblock_price where account_uid = ${accountUid}`);
      for (const p of parts) {
        await tx.execute(sql`
          insert into callblock_price (account_uid, part_number, description, calls, months, price)
          values (${accountUid}, ${p.partNumber}, ${p.description}, ${p.calls}, ${p.months}, ${p.price})`);
      }
    },

    // --- charged calls (ADR 088): every stored device update of a prepaid device is one call
    /** Per device of the accounts, the calls in [start, end). */
    async chargedCallsByDevice(accountUids: number[], start: Date, end: Date) {
      const { rows } = await db.execute<{
        device_uid: number;
        serial_number: string;
        label: string;
        calls: number;
        first_call: string | null;
        last_call: string | null;
      }>(sql`
        with billed as (select b.device_uid from device_billing b where b.account_uid = any(${bigintArray(accountUids)}) and not b.monthly),
        c as (select u.device_uid, count(*)::int as calls, min(u.reading_time) as first_call, max(u.reading_time) as last_call
                from device_update u
               where u.device_uid in (select device_uid from billed)
                 and u.reading_time >= ${start.toISOString()} and u.reading_time < ${end.toISOString()}
               group by u.device_uid)
        select b.device_uid, d.serial_number, e.label, coalesce(c.calls, 0) as calls, c.first_call::text, c.last_call::text
          from billed b join device d on d.uid = b.device_uid join entity e on e.uid = b.device_uid
          left join c on c.device_uid = b.device_uid
         order by 4 desc, d.serial_number`);
      return rows.map((r) => ({
        deviceUid: r.device_uid,
        serialNumber: r.serial_number,
        label: r.label,
        calls: r.calls,
        firstCall: r.first_call ? ts(r.first_call) : null,
        lastCall: r.last_call ? ts(r.last_call) : null,
      }));
    },
    /** Per UTC day, the calls of the accounts' prepaid devices in [start, end). */
    async chargedCallsByDay(accountUids: number[], start: Date, end: Date): Promise<{ date: string; calls: number }[]> {
      const { rows } = await db.execute<{ day: string; calls: number }>(sql`
        select to_char(d.day, 'YYYY-MM-DD') as day, d.calls
          from (select date_trunc('day', u.reading_time at time zone 'UTC') as day, count(*)::int as calls
                  from device_update u
                 where u.device_uid in (select b.device_uid from device_billing b
                                         where b.account_uid = any(${bigintArray(accountUids)}) and not b.monthly)
                   and u.reading_time >= ${start.toISOString()} and u.reading_time < ${end.toISOString()}
                 group by 1) d
         order by d.day`);
      return rows.map((r) => ({ date: r.day, calls: r.calls }));
    },
    /** The accounts a folder's call-block summary covers: those kept in the folder or below it,
     * and those its devices are billed to. */
    async accountsUnderFolder(folderUid: number): Promise<number[]> {
      const { rows } = await db.execute<{ uid: number }>(sql`
        select distinct a.uid from billing_account a join entity e on e.uid = a.uid and e.active
          join folder_membership m on m.entity_uid = a.uid join folder f on f.uid = m.folder_uid
         where ${folderUid} = any(f.path)
        union
        select distinct b.account_uid from device_billing b join folder_membership m on m.entity_uid = b.device_uid
          join folder f on f.uid = m.folder_uid where ${folderUid} = any(f.path)`);
      return rows.map((r) => r.uid);
    },

    // --- service agreements
    async agreement(uid: number): Promise<ServiceAgreement | null> {
      const { rows } = await db.execute<AgreementRow>(agreementSelect(sql`s.uid = ${uid}`));
      return rows[0] ? toAgreement(rows[0]) : null;
    },
    async agreementsOf(accountUid: number): Promise<ServiceAgreement[]> {
      const { rows } = await db.execute<AgreementRow>(sql`${agreementSelect(sql`s.account_uid = ${accountUid}`)} order by s.label, s.uid`);
      return rows.map(toAgreement);
    },
    async saveAgreement(tx: Executor, uid: number, a: Omit<ServiceAgreement, 'uid' | 'deviceCount'>, insert: boolean) {
      const discounts = JSON.stringify(a.partTypeDiscounts);
      await tx.execute(
        insert
          ? sql`insert into service_agreement (uid, account_uid, label, commission_percent, maas, commission, program_fee, hardware_charge,
                  data_center_charge, part_type_discounts)
                values (${uid}, ${a.accountUid}, ${a.label}, ${a.commissionPercent}, ${a.maas}, ${a.commission}, ${a.programFee},
                  ${a.hardwareCharge}, ${a.dataCenterCharge}, ${discounts}::jsonb)`
          : sql`update service_agreement set label = ${a.label}, commission_percent = ${a.commissionPercent}, maas = ${a.maas},
                  commission = ${a.commission}, program_fee = ${a.programFee}, hardware_charge = ${a.hardwareCharge},
                  data_center_charge = ${a.dataCenterCharge}, part_type_discounts = ${discounts}::jsonb
                where uid = ${uid}`,
      );
    },
    async protocolClassAgreements(accountUid: number) {
      const { rows } = await db.execute<{ protocol_class_id: number; service_agreement_uid: number }>(sql`
        select protocol_class_id, service_agreement_uid from service_agreement_protocol_class where account_uid = ${accountUid}`);
      return rows.map((r) => ({ protocolClassId: r.protocol_class_id, serviceAgreementUid: r.service_agreement_uid }));
    },
    async replaceProtocolClassAgreements(
      tx: Executor,
      accountUid: number,
      list: { protocolClassId: number; serviceAgreementUid: number }[],
    ) {
      await tx.execute(sql`delete from service_agreement_protocol_class where account_uid = ${accountUid}`);
      for (const l of list) {
        await tx.execute(sql`
          insert into service_agreement_protocol_class (account_uid, protocol_class_id, service_agreement_uid)
          values (${accountUid}, ${l.protocolClassId}, ${l.serviceAgreementUid})`);
      }
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
