// Writes run in a transaction that names the acting user, so the folder-history triggers
// (server/drizzle/0003_folder_history_triggers.sql) record who did it.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs SQL: the database or a transaction. */
export type Executor = Db | Tx;

export function withActor<T>(db: Db, actorUid: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('ullage.actor_uid', ${String(actorUid)}, true)`);
    return fn(tx);
  });
}
