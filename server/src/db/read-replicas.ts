// Read replicas (DATABASE_READ_URL; docs/decisions/071-read-replicas.md). `reader` is a Drizzle
// database like `db`, for the reads that may be answered by a PostgreSQL streaming replica (report
// pages, summary, search, history, map). Each of its queries goes to a replica only when the
// request allows it and a replica is fit; otherwise, and whenever a replica fails, to the primary:
// - a request allows it when it is a GET (or HEAD) and its caller has no write on this instance
//   that the replica has not yet replayed. Other methods write, so all their reads stay on the
//   primary; outside a request (jobs, startup) every read does too.
// - a replica is fit when its last health check answered, it is in recovery, and it holds every
//   commit made up to DATABASE_READ_MAX_LAG ago. The check runs every second: the primary's WAL
//   position is noted with the time it was read, and a replica that has replayed up to a noted
//   position holds everything committed before that time.
// Replicas take turns (round robin), one per request, so a page and its row count see one state.
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import { PLANNER_OPTIONS, type Database, type Db } from './client';
import * as schema from './schema/index';

/** A replica as /readyz shows it. Reads go to it only when `state` is 'ready'. */
export interface ReplicaStatus {
  /** Its place in DATABASE_READ_URL, from 1 (addresses stay out of the public health answer). */
  replica: number;
  state: 'ready' | 'lagging' | 'down' | 'not-a-replica';
  /** It holds every commit made before this many seconds ago (null: never seen caught up). */
  lagSeconds: number | null;
  /** WAL the primary had written at the last check that the replica had not replayed. */
  lagBytes: number | null;
}

/** What one request lets its reads do. */
export interface ReadScope {
  /** The signed-in caller, whose own writes its reads must see. */
  userUid: number | null;
  /** A request that writes: every read stays on the primary. */
  primaryOnly: boolean;
}

export interface ReadReplicas {
  /** The database for reads that may go to a replica. Never for a write. */
  reader: Db;
  /** Runs `fn` (a request's handling) with `scope` deciding where `reader` goes. */
  scoped<T>(scope: ReadScope, fn: () => T): T;
  /** The caller wrote just now: its reads stay on the primary until a replica has replayed it. */
  wrote(userUid: number): void;
  /** Each replica's state, in DATABASE_READ_URL order; empty without replicas. */
  status(): ReplicaStatus[];
  /** Checks every replica now (also run every second). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface ReadReplicaOptions {
  logger: Logger;
  /** DATABASE_READ_MAX_LAG in milliseconds. */
  maxLagMs: number;
  /** Connections per replica. */
  max?: number;
  /** Time between health checks: by default a second, or a quarter of the lag bound when that is less. */
  checkEveryMs?: number;
}

/** No DATABASE_READ_URL: every read goes to the primary. */
export function primaryOnly(primary: Database): ReadReplicas {
  return {
    reader: primary.db,
    scoped: (_scope, fn) => fn(),
    wrote: () => undefined,
    status: () => [],
    check: async () => undefined,
    close: async () => undefined,
  };
}

interface Replica {
  n: number;
  pool: pg.Pool;
  state: ReplicaStatus['state'];
  /** performance.now() of the latest noted primary position it has replayed. */
  consistentAt: number | null;
  lagBytes: number | null;
}

/** A request's choice, made at its first replica read. */
interface Scope extends ReadScope {
  target?: Replica | null;
}

/** A health check query that takes longer than 2 s counts as a replica (or primary) down. pg reads
 * `query_timeout` from a query's own config too (pg/lib/client.js), though its types list it only
 * for a client's. */
function checkQuery(text: string): pg.QueryConfig {
  return { text, query_timeout: 2000 } as pg.QueryConfig;
}

/** A WAL position ('16/B374D848') as a number of bytes. */
function lsnBytes(lsn: string): bigint {
  const [hi = '0', lo = '0'] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

/** An error that says the replica cannot answer now (down, starting, shutting down, out of
 * connections, or a query cancelled by a replay conflict), rather than a fault of the query: a
 * SQLSTATE of those kinds, or a driver error about the connection (refused, reset, timed out,
 * "Connection terminated unexpectedly"). */
function isUnavailable(err: unknown): boolean {
  if (err instanceof pg.DatabaseError) {
    const code = err.code ?? '';
    return code.startsWith('08') || code.startsWith('57P') || code === '53300' || code === '40001';
  }
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && /^E[A-Z]+$/.test(code)) || /connect|connection|terminated|timeout/i.test(String(message));
}

export async function createReadReplicas(primary: Database, urls: string[], options: ReadReplicaOptions): Promise<ReadReplicas> {
  if (urls.length === 0) return primaryOnly(primary);
  const { logger, maxLagMs } = options;
  const checkEveryMs = options.checkEveryMs ?? Math.min(1000, maxLagMs / 4);
  const replicas: Replica[] = urls.map((url, i) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.max ?? 10,
      application_name: 'ullage-reader',
      options: PLANNER_OPTIONS,
      // An unreachable replica must fail fast, so its reads fall back to the primary.
      connectionTimeoutMillis: 2000,
    });
    // A replica that stops closes its idle connections: the pool drops them, the check notices.
    pool.on('error', () => undefined);
    return { n: i + 1, pool, state: 'down', consistentAt: null, lagBytes: null };
  });
  const als = new AsyncLocalStorage<Scope>();
  /** Callers' last writes (performance.now()), kept while a replica could still lack them. */
  const writes = new Map<number, number>();
  /** The primary's WAL position as noted at each check, oldest first. */
  const noted: { at: number; lsn: bigint }[] = [];
  let turn = 0;

  const lagMs = (r: Replica, now: number) => (r.consistentAt === null ? Infinity : now - r.consistentAt);

  function setState(r: Replica, state: ReplicaStatus['state'], detail?: string) {
    if (r.state === state) return;
    const was = r.state;
    r.state = state;
    if (state === 'ready') logger.info({ replica: r.n, was }, 'read replica in use');
    else logger.warn({ replica: r.n, state, detail }, `read replica ${state}: its reads go to the primary`);
  }

  function choose(scope: Scope): Replica | null {
    if (scope.primaryOnly) return null;
    const now = performance.now();
    const wroteAt = scope.userUid === null ? undefined : writes.get(scope.userUid);
    const fit = replicas.filter(
      (r) => r.state === 'ready' && lagMs(r, now) <= maxLagMs && (wroteAt === undefined || (r.consistentAt ?? -Infinity) >= wroteAt),
    );
    return fit.length === 0 ? null : fit[turn++ % fit.length]!;
  }

  /** The replica this request reads from, or null for the primary. */
  function target(): Replica | null {
    const scope = als.getStore();
    if (!scope) return null;
    if (scope.target === undefined) scope.target = choose(scope);
    return scope.target;
  }

  function failed(r: Replica, err: unknown) {
    // A replay conflict cancels one query; the replica itself is fine.
    if (!(err instanceof pg.DatabaseError && err.code === '40001')) setState(r, 'down', (err as Error).message);
    const scope = als.getStore();
    if (scope) scope.target = null;
  }

  /** What Drizzle takes for a pool ("Pool" in its class name makes it check out a connection per
   * transaction): each query and checkout goes where the request's reads go. */
  class ReadRoutingPool {
    async query(...args: Parameters<pg.Pool['query']>) {
      const r = target();
      if (r) {
        try {
          return await (r.pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
        } catch (err) {
          if (!isUnavailable(err)) throw err;
          failed(r, err);
        }
      }
      return (primary.pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
    }

    async connect(): Promise<pg.PoolClient> {
      const r = target();
      if (r) {
        try {
          return await r.pool.connect();
        } catch (err) {
          failed(r, err);
        }
      }
      return primary.pool.connect();
    }
  }

  async function checkReplica(r: Replica, primaryLsn: bigint | null): Promise<void> {
    let row: { recovery: boolean; replayed: string | null };
    try {
      const { rows } = await r.pool.query<typeof row>(
        checkQuery('select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as replayed'),
      );
      row = rows[0]!;
    } catch (err) {
      r.lagBytes = null;
      setState(r, 'down', (err as Error).message);
      return;
    }
    if (!row.recovery || row.replayed === null) {
      // Promoted, or a server that is no replica: it no longer follows the primary's writes.
      r.lagBytes = null;
      setState(r, 'not-a-replica', 'pg_is_in_recovery() is false');
      return;
    }
    const replayed = lsnBytes(row.replayed);
    for (const p of noted) if (p.lsn <= replayed && (r.consistentAt === null || p.at > r.consistentAt)) r.consistentAt = p.at;
    r.lagBytes = primaryLsn === null ? null : Number(primaryLsn > replayed ? primaryLsn - replayed : 0n);
    setState(r, lagMs(r, performance.now()) <= maxLagMs ? 'ready' : 'lagging', `${r.lagBytes ?? '?'} bytes behind`);
  }

  let running: Promise<void> | null = null;
  let primaryAnswered = true;
  async function checkAll(): Promise<void> {
    // Noted before asking: every commit that had returned by `at` lies at or before the position
    // read (commits are synchronous, so their WAL is written before they return).
    const at = performance.now();
    let primaryLsn: bigint | null = null;
    try {
      const { rows } = await primary.pool.query<{ lsn: string }>(checkQuery('select pg_current_wal_lsn()::text as lsn'));
      primaryLsn = lsnBytes(rows[0]!.lsn);
      noted.push({ at, lsn: primaryLsn });
      if (!primaryAnswered) logger.info('read replica check: the primary answers again');
      primaryAnswered = true;
    } catch (err) {
      if (primaryAnswered) logger.warn({ err: (err as Error).message }, 'read replica check: the primary did not answer');
      primaryAnswered = false;
    }
    await Promise.all(replicas.map((r) => checkReplica(r, primaryLsn)));
    // Positions are kept for a while (so a replica that catches up shows how far behind it is):
    // every replica past them, or older than the window, they are done with. A write older than
    // the bound is on every fit replica.
    const now = performance.now();
    const keepFrom = Math.max(now - Math.max(2 * maxLagMs, 60_000), Math.min(...replicas.map((r) => r.consistentAt ?? -Infinity)));
    while (noted.length > 1 && noted[0]!.at < keepFrom) noted.shift();
    for (const [uid, wroteAt] of writes) if (now - wroteAt > maxLagMs) writes.delete(uid);
  }
  const check = () => (running ??= checkAll().finally(() => (running = null)));

  await check();
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  logger.info({ replicas: replicas.map((r) => ({ replica: r.n, state: r.state })) }, 'read replicas');

  return {
    reader: drizzle(new ReadRoutingPool() as unknown as pg.Pool, { schema }),
    scoped: (scope, fn) => als.run({ ...scope }, fn),
    wrote: (userUid) => void writes.set(userUid, performance.now()),
    status: () => {
      const now = performance.now();
      return replicas.map((r) => ({
        replica: r.n,
        // Between checks a replica may pass the bound: it is then no longer read (choose).
        state: r.state === 'ready' && lagMs(r, now) > maxLagMs ? 'lagging' : r.state,
        lagSeconds: r.consistentAt === null ? null : Math.round(lagMs(r, now)) / 1000,
        lagBytes: r.lagBytes,
      }));
    },
    check,
    async close() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => undefined)));
    },
  };
}
