// Devices' past, ingested in bulk: the demo history (docs/decisions/029-demo-history.md) and the
// benchmark world replay generated call-ins through the same processor as live ingestion
// (ingest-processor.ts) and write them with the bulk statements, a chunk of devices per
// transaction. Preparing and writing are two steps, so a caller can compute its next chunk while
// PostgreSQL writes the last one.
import type pg from 'pg';
import { processBatch, type IngestItem } from './ingest-processor';
import { openIngestTransaction } from './ingest-transaction.repository';
import { loadContext, writeAlertChanges, writeResult } from './ingest.repository';

export interface PreparedHistory {
  /** Device updates and readings the chunk holds. */
  readonly updates: number;
  readonly readings: number;
  /** Writes the chunk, runs `alsoWrite` (the caller's own rows: which devices have their history)
   * in the same transaction, and commits. Once only. */
  write(alsoWrite?: (client: pg.PoolClient) => Promise<void>): Promise<void>;
}

/**
 * Opens a transaction for a chunk of devices (`deviceUids`: those the items name, with their
 * children), runs `items()` through the processor against it and leaves it open for `write`.
 * The history starts from nothing stored, so no duplicate is looked for and every generated update
 * must be accepted: one refused is a bug in the generator, and fails the chunk.
 */
export async function prepareHistory(
  pool: pg.Pool,
  deviceUids: number[],
  items: () => IngestItem[],
  now: number,
): Promise<PreparedHistory> {
  const tx = await openIngestTransaction(pool, async (client) => {
    const { ctx } = await loadContext(client, deviceUids, { readings: [], updates: [] });
    const result = processBatch(ctx, items(), now);
    const refused = result.errors.find((e) => e !== null);
    if (refused) throw new Error(`demo history: a generated update was refused: ${refused.message}`);
    return result;
  });
  return {
    updates: tx.prepared.deviceUpdates.length,
    readings: tx.prepared.sensorData.length,
    write: (alsoWrite) =>
      tx.commit(async (client, result) => {
        await writeResult(client, result, new Map(), { bulk: true });
        // The past's alerts: in the history, never sent (their moment has passed).
        await writeAlertChanges(client, result);
        if (alsoWrite) await alsoWrite(client);
      }),
  };
}
