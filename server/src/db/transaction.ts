// The one way the server opens a transaction (docs/decisions/050-entity-write-path.md): it names
// the acting user, so the folder-history triggers (functions/, ADR 018) and every other record of
// who did what see it. `actorUid` null is the system acting on nobody's behalf (a sign-in before
// a user is known, the device sweep).
import { sql, type SQLChunk } from 'drizzle-orm';
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

/** What runs SQL text with `$n` parameters: a pg client, or a transaction through `sqlRunner`. */
export interface SqlRunner {
  query(text: string, values?: readonly unknown[]): Promise<unknown>;
}

/**
 * The transaction as a runner of SQL text with `$n` parameters, for code written against a pg
 * client (the job queue's pg-boss statements): what it runs commits or rolls back with `tx`.
 */
export function sqlRunner(tx: Tx): SqlRunner {
  return {
    query(text, values = []) {
      // "a = $1 and b = $2" -> raw "a = ", param, raw " and b = ", param. Each value goes to pg as
      // it is (sql.param): arrays stay arrays and undefined is null, as with client.query.
      const parts = text.split(/\$(\d+)/);
      const chunks: SQLChunk[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1])));
      return tx.execute(sql.join(chunks));
    },
  };
}
