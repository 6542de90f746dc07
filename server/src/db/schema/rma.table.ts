// RMA requests, their status entries and documents; device serialization per company (spec 001
// §3.3 RMA request response, §7 RMA and Serialization). docs/decisions/089-rma-and-inventory.md.
//
// No query goes through these definitions (modules/rma uses raw sql).
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { document } from './collaboration.table';
import { entity } from './entity.table';
import { folder } from './folder.table';

/** One return of one device. At most one open (statuses 1-4, domain billing/rma.ts) per device. */
export const rmaRequest = pgTable(
  'rma_request',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    deviceUid: bigint('device_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    /** The device's serial number when the return was asked for (spec 001 §3.3 deviceSn). */
    deviceSn: text('device_sn').notNull(),
    reasonCodeId: smallint('reason_code_id').notNull(),
    statusId: smallint('status_id').notNull(),
    comments: text('comments').notNull(),
    /** Read and written only with View RMA Internal Comments (spec 001 §6 permission 33). */
    internalComments: text('internal_comments').notNull().default(''),
    requestedBy: bigint('requested_by', { mode: 'number' }),
    requestedByName: text('requested_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the customer confirmed the return on the product return form. */
    customerConfirmedAt: timestamp('customer_confirmed_at', { withTimezone: true }),
    /** The request this one duplicates (POST RMA/{id}/DuplicateRequest). */
    duplicateOf: integer('duplicate_of'),
  },
  (t) => [
    index('rma_request_device_idx').on(t.deviceUid, t.id),
    uniqueIndex('rma_request_one_open_idx')
      .on(t.deviceUid)
      .where(sql`${t.statusId} in (1, 2, 3, 4)`),
  ],
);

/** Every status an RMA took, who moved it and why (the first is its request). */
export const rmaStatusEntry = pgTable(
  'rma_status_entry',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    rmaId: integer('rma_id')
      .notNull()
      .references(() => rmaRequest.id, { onDelete: 'cascade' }),
    statusId: smallint('status_id').notNull(),
    userUid: bigint('user_uid', { mode: 'number' }),
    userName: text('user_name').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rma_status_entry_rma_idx').on(t.rmaId, t.id)],
);

/** The documents of an RMA (stored by the document module with the device, ADR 082). */
export const rmaDocument = pgTable(
  'rma_document',
  {
    rmaId: integer('rma_id')
      .notNull()
      .references(() => rmaRequest.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => document.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rmaId, t.documentId] }), index('rma_document_document_idx').on(t.documentId)],
);

/** spec 001 §7 Serialization: how a company's new devices are numbered. */
export const deviceSerialization = pgTable('device_serialization', {
  companyUid: bigint('company_uid', { mode: 'number' })
    .primaryKey()
    .references(() => folder.uid, { onDelete: 'cascade' }),
  prefix: text('prefix').notNull(),
  nextNumber: integer('next_number').notNull(),
  digits: smallint('digits').notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
