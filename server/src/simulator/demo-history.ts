// The demo world's past: on the first start, DEMO_HISTORY_DAYS (90) days of call-ins for every
// demo device, replayed through the same processor the live path uses (ingest-processor.ts) and
// written in bulk, a few dozen devices per transaction, with a progress line in the log. It runs
// after the server is listening; a device's history and its demo_history row commit together, so
// a restart carries on where it stopped (docs/decisions/029-demo-history.md).
import type pg from 'pg';
import type { Logger } from 'pino';
import { IngestSource } from '@ullage/domain/devices/ingest-api';
import { prepareHistory, type IngestItem, type PreparedHistory } from '../modules/ingest';
import { buildUpdate, historyCalls, simDevice, type WorldDevice } from './demo-device';
import { analyzeReadings, loadWorld, markHistoryWritten } from './world.repository';

const DAY = 86_400_000;
/** Devices per transaction: a gateway with its slots counts as one. */
const CHUNK = 40;

export interface HistoryResult {
  devices: number;
  updates: number;
  readings: number;
  seconds: number;
}

export interface Prepared {
  history: PreparedHistory;
  deviceUids: number[];
}

/** Replays a chunk's call-ins in [start, end) through the processor, in an open transaction.
 * Also used by the benchmark world (bench/src/world), so its readings are made the same way. */
export async function prepareChunk(pool: pg.Pool, world: WorldDevice[], start: number, end: number): Promise<Prepared> {
  const deviceUids = world.map((w) => w.uid);
  const history = await prepareHistory(
    pool,
    deviceUids,
    () => {
      const items: IngestItem[] = [];
      for (const w of world) {
        // The past starts from scratch: no battery or level the portal holds now.
        const fresh = (d: WorldDevice): WorldDevice => ({
          ...d,
          lastUpdateAt: null,
          batteryStrength: null,
          tanks: d.tanks.map((t) => ({ ...t, amount: null })),
        });
        const sim = simDevice({ ...fresh(w), children: w.children.map((c) => ({ ...fresh(c), slot: c.slot })) }, start);
        for (const t of historyCalls(sim, start, end)) {
          const update = buildUpdate(sim, t, end);
          if (update) items.push({ deviceUid: w.uid, update, source: IngestSource.History, receivedAt: t });
        }
      }
      return items;
    },
    end,
  );
  return { history, deviceUids };
}

/** Writes a prepared chunk and its demo_history rows (unless `markHistory` is false: the
 * benchmark world's devices are not demo devices), and commits. */
export async function writeChunk(p: Prepared, opts: { markHistory?: boolean } = {}): Promise<{ updates: number; readings: number }> {
  await p.history.write(opts.markHistory !== false ? (client) => markHistoryWritten(client, p.deviceUids) : undefined);
  return { updates: p.history.updates, readings: p.history.readings };
}

/**
 * Generates the history of every demo device that has none yet, ending at `now`. Returns null
 * when there was nothing to do. The caller holds the demo lock (simulator.ts).
 */
export async function generateDemoHistory(
  pool: pg.Pool,
  log: Logger,
  opts: { days: number; now?: number; shouldStop?: () => boolean },
): Promise<HistoryResult | null> {
  if (opts.days <= 0) return null;
  const world = await loadWorld(pool, { withoutHistory: true });
  if (world.length === 0) return null;
  const started = Date.now();
  const end = opts.now ?? Date.now();
  const start = end - opts.days * DAY;
  const total = world.length;
  log.info({ devices: total, days: opts.days }, `demo history: writing ${opts.days} days for ${total} devices in the background`);
  let done = 0;
  let updates = 0;
  let readings = 0;
  let lastLog = Date.now();
  // Two chunks in flight: the next one is computed while PostgreSQL writes the last.
  const chunks: WorldDevice[][] = [];
  for (let i = 0; i < world.length; i += CHUNK) chunks.push(world.slice(i, i + CHUNK));
  let next: Promise<Prepared> | null = prepareChunk(pool, chunks[0] as WorldDevice[], start, end);
  for (let i = 0; i < chunks.length; i++) {
    const prepared: Prepared = await (next as Promise<Prepared>);
    const writing = writeChunk(prepared);
    next = i + 1 < chunks.length && !opts.shouldStop?.() ? prepareChunk(pool, chunks[i + 1] as WorldDevice[], start, end) : null;
    // Awaited below; marked handled now so a failure while the write runs is not "unhandled".
    next?.catch(() => undefined);
    const n = await writing;
    done += (chunks[i] as WorldDevice[]).length;
    if (next === null && i + 1 < chunks.length) {
      log.info({ done, total }, 'demo history: stopped; it carries on at the next start');
      return null;
    }
    updates += n.updates;
    readings += n.readings;
    if (Date.now() - lastLog > 3000 || done === total) {
      lastLog = Date.now();
      const seconds = (Date.now() - started) / 1000;
      log.info(
        { done, total, readings, seconds },
        `demo history: ${done}/${total} devices, ${readings.toLocaleString('en-US')} readings, ${seconds.toFixed(0)} s`,
      );
    }
  }
  // Millions of new rows: fresh statistics before the portal queries them.
  await analyzeReadings(pool);
  const seconds = (Date.now() - started) / 1000;
  log.info({ devices: total, updates, readings, seconds }, 'demo history written');
  return { devices: total, updates, readings, seconds };
}
