// spec 001 §3.3 and §3.8: billing accounts, bill-to and ship-to profiles, service agreements (each
// an entity: Account 26, BillToProfile 19, ShipToProfile 20, ServiceAgreement 25), call-block
// orders with their line items and status entries, the call blocks a completed order grants, the
// price sheets, and how each device is billed. docs/decisions/087-billing-model-and-order-flow.md
// and 088-charged-calls-from-device-updates.md.
//
// No query goes through these definitions (modules/billing uses raw sql).
// Every table here stays defined even where no query uses its definition (index.ts).
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { entity } from './entity.table';
import { device } from './catalogue.table';
import { document } from './collaboration.table';

export const billingAccount = pgTable(
  'billing_account',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    accountNumber: text('account_number').notNull(),
    name: text('name').notNull(),
    emailAddress: text('email_address').notNull().default(''),
    /** The account that pays this one's orders (spec 001 §3.3 billToAccountUid). */
    billToAccountUid: bigint('bill_to_account_uid', { mode: 'number' }),
    addressConfig: jsonb('address_config').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex('billing_account_number_idx').on(t.accountNumber)],
);

export const billToProfile = pgTable(
  'bill_to_profile',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    accountUid: bigint('account_uid', { mode: 'number' })
      .notNull()
      .references(() => billingAccount.uid, { onDelete: 'cascade' }),
    profileName: text('profile_name').notNull().default('Default'),
    discountPercentage: doublePrecision('discount_percentage').notNull().default(0),
    contactGroupUid: bigint('contact_group_uid', { mode: 'number' }),
    daysAlertLoginMessage: integer('days_alert_login_message').notNull().default(14),
    daysAlertEmail: integer('days_alert_email').notNull().default(30),
    daysAlertEscalateEmail: integer('days_alert_escalate_email').notNull().default(7),
    /** requirePoUpload, requirePoNumber, useCustomPriceSheet, ... (spec 001 §3.3 flags). */
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
    btpActive: boolean('btp_active').notNull().default(true),
  },
  (t) => [index('bill_to_profile_account_idx').on(t.accountUid)],
);

export const shipToProfile = pgTable(
  'ship_to_profile',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    accountUid: bigint('account_uid', { mode: 'number' })
      .notNull()
      .references(() => billingAccount.uid, { onDelete: 'cascade' }),
    btpUid: bigint('btp_uid', { mode: 'number' })
      .notNull()
      .references(() => billToProfile.uid),
    contactGroupUid: bigint('contact_group_uid', { mode: 'number' }),
  },
  (t) => [index('ship_to_profile_account_idx').on(t.accountUid), index('ship_to_profile_btp_idx').on(t.btpUid)],
);

export const callblockOrder = pgTable(
  'callblock_order',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The ship-to profile's account: the one the blocks go to. */
    accountUid: bigint('account_uid', { mode: 'number' })
      .notNull()
      .references(() => billingAccount.uid, { onDelete: 'cascade' }),
    stpUid: bigint('stp_uid', { mode: 'number' })
      .notNull()
      .references(() => shipToProfile.uid),
    btpUid: bigint('btp_uid', { mode: 'number' })
      .notNull()
      .references(() => billToProfile.uid),
    status: smallint('status').notNull().default(1),
    stPaymentType: smallint('st_payment_type').notNull().default(1),
    stPoNumber: text('st_po_number').notNull().default(''),
    btPoNumber: text('bt_po_number').notNull().default(''),
    backOfficeOrderNumber: text('back_office_order_number').notNull().default(''),
    comments: text('comments').notNull().default(''),
    tacAccepted: boolean('tac_accepted').notNull().default(false),
    /** Call blocks (1) or hardware (2): ADR 102. */
    kind: smallint('kind').notNull().default(1),
    /** Where a hardware order ships (spec 001 §3.5 Address fields); null on a call-block order. */
    shipToAddress: jsonb('ship_to_address').$type<Record<string, string>>(),
    stPoDocumentId: integer('st_po_document_id').references(() => document.id, { onDelete: 'set null' }),
    btPoDocumentId: integer('bt_po_document_id').references(() => document.id, { onDelete: 'set null' }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('callblock_order_account_idx').on(t.accountUid, t.id), index('callblock_order_btp_idx').on(t.btpUid, t.id)],
);

export const callblockOrderLine = pgTable(
  'callblock_order_line',
  {
    liid: integer('liid').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => callblockOrder.id, { onDelete: 'cascade' }),
    lineNum: smallint('line_num').notNull(),
    partNumber: text('part_number').notNull(),
    quantity: integer('quantity').notNull(),
    stPrice: doublePrecision('st_price').notNull().default(0),
    btPrice: doublePrecision('bt_price').notNull().default(0),
    comments: text('comments').notNull().default(''),
  },
  (t) => [index('callblock_order_line_order_idx').on(t.orderId, t.lineNum)],
);

export const callblockOrderStatus = pgTable(
  'callblock_order_status',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => callblockOrder.id, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    comment: text('comment').notNull().default(''),
    userUid: bigint('user_uid', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('callblock_order_status_order_idx').on(t.orderId, t.id)],
);

/** The calls a completed order granted an account, valid from `startsAt` to `expiresAt`. */
export const callBlock = pgTable(
  'call_block',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountUid: bigint('account_uid', { mode: 'number' })
      .notNull()
      .references(() => billingAccount.uid, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => callblockOrder.id, { onDelete: 'set null' }),
    partNumber: text('part_number').notNull(),
    calls: integer('calls').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('call_block_account_idx').on(t.accountUid, t.expiresAt)],
);

/** A custom price sheet (spec 001 §3.3 useCustomPriceSheet): the account's own parts and prices. */
export const callblockPrice = pgTable(
  'callblock_price',
  {
    accountUid: bigint('account_uid', { mode: 'number' })
      .notNull()
      .references(() => billingAccount.uid, { onDelete: 'cascade' }),
    partNumber: text('part_number').notNull(),
    description: text('description').notNull().default(''),
    calls: integer('calls').notNull(),
    months: smallint('months').notNull(),
    price: doublePrecision('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountUid, t.partNumber] })],
);

/** Custom part numbers (spec 001 §3.8; ADR 102): an account's own number for a provider part. */
export const customPartNumber = pgTable(
  'custom_part_number',
  {
    accountUid: bigint('account_uid', { mode: 'number' })
      .notNull()
      .references(() => billingAccount.uid, { onDelete: 'cascade' }),
    partNumber: text('part_number').notNull(),
    customerPartNumber: text('customer_part_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountUid, t.partNumber] })],
);

export const serviceAgreement = pgTable(
  'service_agreement',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    accountUid: bigint('account_uid', { mode: 'number' })
      .notNull()
      .references(() => billingAccount.uid, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    commissionPercent: doublePrecision('commission_percent').notNull().default(0),
    maas: boolean('maas').notNull().default(false),
    commission: doublePrecision('commission').notNull().default(0),
    programFee: doublePrecision('program_fee').notNull().default(0),
    hardwareCharge: doublePrecision('hardware_charge').notNull().default(0),
    dataCenterCharge: doublePrecision('data_center_charge').notNull().default(0),
    partTypeDiscounts: jsonb('part_type_discounts').$type<unknown[]>().notNull().default([]),
  },
  (t) => [index('service_agreement_account_idx').on(t.accountUid)],
);

export const serviceAgreementProtocolClass = pgTable(
  'service_agreement_protocol_class',
  {
    accountUid: bigint('account_uid', { mode: 'number' })
      .notNull()
      .references(() => billingAccount.uid, { onDelete: 'cascade' }),
    protocolClassId: smallint('protocol_class_id').notNull(),
    serviceAgreementUid: bigint('service_agreement_uid', { mode: 'number' })
      .notNull()
      .references(() => serviceAgreement.uid, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountUid, t.protocolClassId] })],
);

/** How a device is billed: its account (whose blocks its calls are charged against), its
 * activation state (spec 001 §4), and whether it is on monthly billing under an agreement. */
export const deviceBilling = pgTable(
  'device_billing',
  {
    deviceUid: bigint('device_uid', { mode: 'number' })
      .primaryKey()
      .references(() => device.uid, { onDelete: 'cascade' }),
    accountUid: bigint('account_uid', { mode: 'number' })
      .notNull()
      .references(() => billingAccount.uid, { onDelete: 'cascade' }),
    activationState: smallint('activation_state').notNull().default(0),
    monthly: boolean('monthly').notNull().default(false),
    serviceAgreementUid: bigint('service_agreement_uid', { mode: 'number' }).references(() => serviceAgreement.uid, {
      onDelete: 'set null',
    }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_billing_account_idx').on(t.accountUid, t.deviceUid)],
);

/** Expiry notices sent for a block (spec 001 §3.3 daysAlert*), one of each kind per block. */
export const callBlockNotice = pgTable(
  'call_block_notice',
  {
    blockId: integer('block_id')
      .notNull()
      .references(() => callBlock.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.kind] })],
);
