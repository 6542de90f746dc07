// The SQL of the writes every entity type shares (spec 001 §3.2 common fields, folder memberships).
// Only entity-writes.ts calls these, inside the transaction that names the acting user.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';

export async function insertEntity(
  tx: Executor,
  e: { typeId: number; label: string; iconName: string; tags: unknown[]; userDefValues: unknown[] },
): Promise<number> {
  const { rows } = await tx.execute<{ uid: number }>(sql`
    insert into entity (type_id, label, icon_name, tags, user_def_values)
    values (${e.typeId}, ${e.label}, ${e.iconName}, ${JSON.stringify(e.tags)}::jsonb, ${JSON.stringify(e.userDefValues)}::jsonb)
    returning uid`);
  return rows[0]!.uid;
}

export async function updateEntity(
  tx: Executor,
  uid: number,
  e: { label: string; tags: unknown[]; userDefValues: unknown[] },
): Promise<void> {
  await tx.execute(sql`
    update entity set label = ${e.label}, tags = ${JSON.stringify(e.tags)}::jsonb, user_def_values = ${JSON.stringify(e.userDefValues)}::jsonb,
           updated_at = now()
     where uid = ${uid}`);
}

export async function addMembership(tx: Executor, uid: number, folderUid: number): Promise<void> {
  await tx.execute(sql`insert into folder_membership (entity_uid, folder_uid) values (${uid}, ${folderUid})`);
}

export async function membershipFolders(db: Executor, uid: number): Promise<number[]> {
  const { rows } = await db.execute<{ folder_uid: number }>(sql`select folder_uid from folder_membership where entity_uid = ${uid}`);
  return rows.map((r) => r.folder_uid);
}

/**
 * Takes an entity out of a folder. Out of its last one it stays there, inactive, so its history
 * can still be reached by uid (acknowledged data is never lost). Null when it was not in it.
 */
export async function leaveFolder(tx: Executor, uid: number, folderUid: number): Promise<{ removed: true; deactivated: boolean } | null> {
  const { rows } = await tx.execute(sql`delete from folder_membership where entity_uid = ${uid} and folder_uid = ${folderUid} returning 1`);
  if (rows.length === 0) return null;
  const { rows: left } = await tx.execute(sql`select 1 from folder_membership where entity_uid = ${uid} limit 1`);
  if (left.length > 0) return { removed: true, deactivated: false };
  await addMembership(tx, uid, folderUid);
  await tx.execute(sql`update entity set active = false, updated_at = now() where uid = ${uid}`);
  return { removed: true, deactivated: true };
}
