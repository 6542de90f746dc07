// Ingestion's transactions (docs/decisions/026-ingestion.md): one pooled connection of the raw pg
// driver rather than transaction(db, ...) of db/transaction.ts, because the group commit's
// statements are named prepared statements, planned once per connection (ingest.repository.ts,
// BENCHMARKS.md). Ingestion acts for no user (a device, the sweep, the demo history): the actor is
// null, so ullage.actor_uid is left unset, as transaction(db, null, fn) leaves it.
import type pg from 'pg';

async function rollback(client: pg.PoolClient): Promise<void> {
  await client.query('rollback').catch(() => undefined);
}

/** Runs `fn` in one transaction on one connection and commits; resolves only after COMMIT (an
 * answer built from the result means "stored"). Rolls back if anything fails. */
export async function inIngestTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const out = await fn(client);
    await client.query('commit');
    return out;
  } catch (err) {
    await rollback(client);
    throw err;
  } finally {
    client.release();
  }
}

/** A transaction left open between its two halves (openIngestTransaction). */
export interface OpenIngestTransaction<P> {
  /** What the first half made. */
  readonly prepared: P;
  /** Runs `fn` in the transaction and commits; rolls back if it fails. Either way the connection
   * goes back to the pool. Once only. */
  commit<T>(fn: (client: pg.PoolClient, prepared: P) => Promise<T>): Promise<T>;
}

/**
 * Begins a transaction, runs `prepare` in it and leaves it open for `commit`: the demo history
 * computes its next chunk while PostgreSQL writes the last one (docs/decisions/029-demo-history.md).
 * Rolls back and gives the connection back if `prepare` fails.
 */
export async function openIngestTransaction<P>(
  pool: pg.Pool,
  prepare: (client: pg.PoolClient) => Promise<P>,
): Promise<OpenIngestTransaction<P>> {
  const client = await pool.connect();
  let prepared: P;
  try {
    await client.query('begin');
    prepared = await prepare(client);
  } catch (err) {
    await rollback(client);
    client.release();
    throw err;
  }
  let done = false;
  return {
    prepared,
    async commit(fn) {
      if (done) throw new Error('openIngestTransaction: this transaction has ended');
      done = true;
      try {
        const out = await fn(client, prepared);
        await client.query('commit');
        return out;
      } catch (err) {
        await rollback(client);
        throw err;
      } finally {
        client.release();
      }
    },
  };
}
