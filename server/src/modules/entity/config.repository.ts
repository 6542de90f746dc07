// Configs of an entity (spec 001 §3.5) and their history (spec 001 §7 Entity/{uid}/History/Config):
// every create, change and removal of a config writes a config_history row in the same
// transaction, so the history is exactly the sequence of saved versions.
import { sql } from 'drizzle-orm';
import { ConfigChange, CONFIG_CHANGES } from '@ullage/domain/api/entity-config';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { bigintArray } from '../../db/sql-arrays';
import { sameJson } from '../../lib/same-json';
import type { Executor } from '../../db/transaction';
import { atMicros, continueAfter, decodeKey, microsOf, type RowPage } from '../../lib/continuation';

export interface StoredConfig {
  id: number;
  typeId: number;
  sensorUid: number | null;
  data: Record<string, unknown>;
}

export async function listConfigs(db: Executor, entityUids: number[]): Promise<Map<number, StoredConfig[]>> {
  const out = new Map<number, StoredConfig[]>();
  if (entityUids.length === 0) return out;
  const { rows } = await db.execute<{
    id: number;
    entity_uid: number;
    type_id: number;
    sensor_uid: number | null;
    data: Record<string, unknown>;
  }>(
    sql`select id, entity_uid, type_id, sensor_uid, data from entity_config where entity_uid = any(${bigintArray(entityUids)}) order by id`,
  );
  for (const r of rows) {
    const list = out.get(r.entity_uid) ?? [];
    // The row id is the config's id (spec 001 §3.5 "each carries id").
    list.push({ id: r.id, typeId: r.type_id, sensorUid: r.sensor_uid, data: { ...r.data, id: r.id, typeId: r.type_id } });
    out.set(r.entity_uid, list);
  }
  return out;
}

/** The sensor uid behind a config's sensor link (device and port), or null. */
async function sensorOf(db: Executor, data: Record<string, unknown>): Promise<number | null> {
  const link = data.sensor as { deviceUid?: number; port?: number } | null | undefined;
  if (!link?.deviceUid) return null;
  const { rows } = await db.execute<{ uid: number }>(
    sql`select uid from sensor where device_uid = ${link.deviceUid} and port = ${link.port ?? 0}`,
  );
  return rows[0]?.uid ?? null;
}

/**
 * Makes an entity's configs exactly `configs`: one with the id of a stored config replaces it
 * (recorded when it changed), one without is added, a stored one left out is removed. Runs inside
 * the caller's transaction. Returns the configs as stored.
 */
export async function saveConfigs(
  tx: Executor,
  entityUid: number,
  configs: Record<string, unknown>[],
  changedBy: number | null,
  opts: { keepUnlisted?: boolean } = {},
): Promise<StoredConfig[]> {
  const existing = (await listConfigs(tx, [entityUid])).get(entityUid) ?? [];
  const byId = new Map(existing.map((c) => [c.id, c]));
  const kept = new Set<number>();
  // config_key keeps the config's id after a removal clears config_id (the snapshot at a past time).
  const history = async (change: number, typeId: number, configId: number | null, data: Record<string, unknown> | null, key = configId) =>
    tx.execute(
      sql`insert into config_history (entity_uid, config_type_id, config_id, config_key, change, data, changed_by)
          values (${entityUid}, ${typeId}, ${configId}, ${key}, ${change}, ${data === null ? null : JSON.stringify(data)}::jsonb, ${changedBy})`,
    );
  for (const cfg of configs) {
    const typeId = Number(cfg.typeId);
    const id = Number(cfg.id ?? 0);
    const { id: _id, ...data } = cfg;
    const sensorUid = await sensorOf(tx, data);
    const current = id > 0 ? byId.get(id) : undefined;
    if (current && current.typeId === typeId) {
      kept.add(id);
      const { id: _cid, ...currentData } = current.data;
      if (sameJson(currentData, data) && current.sensorUid === sensorUid) continue;
      // A config written outside this function (the demo world's seed) has no history yet: its first
      // version is recorded, as created when its row was, so the change has a version before it.
      await tx.execute(
        sql`insert into config_history (entity_uid, config_type_id, config_id, config_key, change, data, changed_at, changed_by)
            select entity_uid, type_id, id, id, ${ConfigChange.Created}, data, created_at, null from entity_config
             where id = ${id} and not exists (select 1 from config_history where config_id = ${id})`,
      );
      await tx.execute(
        sql`update entity_config set data = ${JSON.stringify(data)}::jsonb, sensor_uid = ${sensorUid}, updated_at = now() where id = ${id}`,
      );
      await history(ConfigChange.Updated, typeId, id, data);
    } else {
      const { rows } = await tx.execute<{ id: number }>(
        sql`insert into entity_config (entity_uid, type_id, sensor_uid, data) values (${entityUid}, ${typeId}, ${sensorUid}, ${JSON.stringify(data)}::jsonb) returning id`,
      );
      const newId = rows[0]?.id ?? null;
      if (newId !== null) kept.add(newId);
      await history(ConfigChange.Created, typeId, newId, data);
    }
  }
  if (!opts.keepUnlisted) {
    for (const c of existing) {
      if (kept.has(c.id)) continue;
      await history(ConfigChange.Removed, c.typeId, null, c.data, c.id);
      await tx.execute(sql`update config_history set config_id = null where config_id = ${c.id}`);
      await tx.execute(sql`delete from entity_config where id = ${c.id}`);
    }
  }
  return (await listConfigs(tx, [entityUid])).get(entityUid) ?? [];
}

/**
 * The configs of an entity as they stood at `at` (the config snapshot, docs/decisions/103): of each
 * config, its last version saved at or before `at` unless that one removed it, and the configs
 * written without a history (the demo world's seed, unchanged since) that existed then. A config
 * removed before migration 0035 kept no id in its history and is left out of the past.
 */
export async function configsAt(db: Executor, entityUid: number, at: Date): Promise<StoredConfig[]> {
  const when = sql`${at.toISOString()}::timestamptz`;
  const { rows } = await db.execute<{ id: number; type_id: number; data: Record<string, unknown> }>(sql`
    select id, type_id, data from (
      select distinct on (h.config_key) h.config_key as id, h.config_type_id as type_id, h.change, h.data
        from config_history h
       where h.entity_uid = ${entityUid} and h.config_key is not null and h.changed_at <= ${when}
       order by h.config_key, h.changed_at desc, h.id desc
    ) v where v.change <> ${ConfigChange.Removed} and v.data is not null
    union all
    select c.id, c.type_id, c.data from entity_config c
     where c.entity_uid = ${entityUid} and c.created_at <= ${when}
       and not exists (select 1 from config_history h where h.entity_uid = c.entity_uid and h.config_key = c.id)
    order by id`);
  return rows.map((r) => ({ id: r.id, typeId: r.type_id, sensorUid: null, data: { ...r.data, id: r.id, typeId: r.type_id } }));
}

export interface ConfigHistoryRow {
  id: number;
  entityUid: number;
  configTypeId: number;
  configId: number | null;
  change: number;
  changeLabel: string;
  data: Record<string, unknown> | null;
  changedDate: string;
  changedBy: number | null;
  changedByName: string | null;
}

/** Newest first (the id breaks ties), at most `page.limit` after its cursor (docs/decisions/062-row-caps.md). */
export async function configHistory(db: Executor, entityUid: number, configTypeId: number | undefined, page: RowPage) {
  const key = page.after ? decodeKey(page.after, ['number', 'number'] as const, [0]) : null;
  const after = key ? sql`and (h.changed_at, h.id) < (${atMicros(key[0])}, ${key[1]}::int8)` : sql``;
  const { rows } = await db.execute<{
    id: number;
    entity_uid: number;
    config_type_id: number;
    config_id: number | null;
    change: number;
    data: Record<string, unknown> | null;
    /** Raw queries read timestamps as text (drizzle's node-postgres session). */
    changed_at: string;
    changed_by: number | null;
    user_name: string | null;
    at_us: number;
  }>(sql`
    select h.id, h.entity_uid, h.config_type_id, h.config_id, h.change, h.data, h.changed_at, h.changed_by, u.user_name,
           ${microsOf(sql`h.changed_at`)} as at_us
      from config_history h left join app_user u on u.uid = h.changed_by
     where h.entity_uid = ${entityUid} and (${configTypeId ?? null}::int is null or h.config_type_id = ${configTypeId ?? null}::int) ${after}
     order by h.changed_at desc, h.id desc
     limit ${page.limit + 1}`);
  const part = continueAfter(rows, page.limit, (r) => [r.at_us, r.id]);
  const history: ConfigHistoryRow[] = part.rows.map((r) => ({
    id: r.id,
    entityUid: r.entity_uid,
    configTypeId: r.config_type_id,
    configId: r.config_id,
    change: r.change,
    changeLabel: CONFIG_CHANGES.find((c) => c.id === r.change)?.label ?? 'Unknown',
    data: r.data,
    changedDate: toCentralTimestamp(new Date(r.changed_at)),
    changedBy: r.changed_by,
    changedByName: r.user_name,
  }));
  return { rows: history, next: part.next };
}
