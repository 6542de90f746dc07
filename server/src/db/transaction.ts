// The one way the server opens a transaction (docs/decisions/050-entity-write-path.md): it names
// the acting user, so the folder-history triggers (functions/, ADR 018) and every other record of
// who did what see it. `actorUid` null is the system acting on nobody's behalf (a sign-in before
// a user is known, the device sweep).
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that runs SQL: the database or a transaction. */
export type Executor = Db | Tx;

export function transaction<T>(db: Db, actorUid: number | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (actorUid !== null) await tx.execute(sql`select set_config('ullage.actor_uid', ${String(actorUid)}, true)`);
    return fn(tx);
  });
}
