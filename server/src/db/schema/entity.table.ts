// spec 001 §3.1-3.2: one uid sequence for every entity type; the common fields live here, each
// type's own fields in its table keyed by the same uid.
//
// No query goes through the entityConfig definition (config.repository.ts uses raw sql); entity is
// queried through Drizzle.
// Every table here stays defined even where no query uses its definition (index.ts): drizzle-kit
// generate compares this schema with the last snapshot and would write DROP TABLE for a missing one.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgSequence, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const entityUidSeq = pgSequence('entity_uid_seq', { startWith: 1001, increment: 1 });

export const entity = pgTable(
  'entity',
  {
    uid: bigint('uid', { mode: 'number' })
      .primaryKey()
      .default(sql`nextval('entity_uid_seq')`),
    typeId: smallint('type_id').notNull(),
    label: text('label').notNull().default(''),
    iconName: text('icon_name'),
    active: boolean('active').notNull().default(true),
    tags: jsonb('tags').$type<unknown[]>().notNull().default([]),
    userDefValues: jsonb('user_def_values').$type<unknown[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('entity_type_idx').on(t.typeId),
    // Search's source of folder labels (ADR 021): its own index, so that a term common in the
    // labels of tanks, devices and people ("Residence" in 116,000 labels of the 8.3-million bench
    // world, 345 of them folders) is not read in every such label and intersected with the
    // 500,000 folders (65 of a search's 71 ms before, BENCHMARKS.md).
    index('entity_label_folder_trgm_idx')
      .using('gin', sql`${t.label} gin_trgm_ops`)
      .where(sql`${t.typeId} = 2`),
    // Search's source of labels of entities other than folders (ADR 021): a term common in folder
    // names ("Residence": 10,000 sites) would otherwise read every such folder to discard it.
    index('entity_label_member_trgm_idx')
      .using('gin', sql`${t.label} gin_trgm_ops`)
      .where(sql`${t.typeId} <> 2`),
  ],
);

/** spec 001 §3.5: configurations stored per entity by config type id, validated by domain schemas. */
export const entityConfig = pgTable(
  'entity_config',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entityUid: bigint('entity_uid', { mode: 'number' })
      .notNull()
      .references(() => entity.uid, { onDelete: 'cascade' }),
    typeId: smallint('type_id').notNull(),
    /** For sensor configs of an asset: the sensor that feeds it. */
    sensorUid: bigint('sensor_uid', { mode: 'number' }),
    shared: boolean('shared').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entity_config_entity_idx').on(t.entityUid, t.typeId), index('entity_config_sensor_idx').on(t.sensorUid)],
);
