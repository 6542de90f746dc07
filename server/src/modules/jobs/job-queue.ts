// The durable job queue (docs/decisions/064-job-queue.md): pg-boss on the portal's own PostgreSQL,
// in its own schema `pgboss` (pg-boss creates and migrates it at start). A small typed face over it:
// a module declares its queue by registering its worker (queue options and worker options together),
// sends jobs either on their own or inside the caller's transaction (the job commits or rolls back
// with what caused it), and schedules cron jobs.
//
// Waking: pg-boss polls each queue (every `pollingIntervalSeconds`); a job sent in a transaction
// also sends NOTIFY ullage_jobs, which PostgreSQL delivers only when that transaction commits, to
// every instance: each one LISTENs and wakes its own workers of that queue at once, so a committed
// job starts in milliseconds rather than at the next poll.
import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Logger } from 'pino';
import type { SqlRunner } from '../../db/transaction';

export type JobSendOptions = Pick<
  PgBoss.SendOptions,
  'id' | 'priority' | 'startAfter' | 'singletonKey' | 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'
>;

/** The queue's own settings (pg-boss createQueue): its jobs' retries and how long one may run. */
export interface QueueOptions {
  retryLimit?: number;
  /** Seconds before the first retry; with retryBackoff, doubled (with jitter) at each retry. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** A job still active after this long is failed by the queue's maintenance and retried. */
  expireInSeconds?: number;
  /** Minutes a job (done or not) is kept. */
  retentionMinutes?: number;
}

export interface WorkOptions extends QueueOptions {
  /** Fallback poll (seconds, at least 0.5); jobs sent in a transaction wake workers on commit. */
  pollingIntervalSeconds?: number;
  /** Workers of this queue on this instance, each taking one job at a time. */
  concurrency?: number;
}

export interface JobContext {
  id: string;
  /** Retries so far (0 on the first attempt). */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<unknown>;

export interface BatchJob<T> {
  data: T;
  job: JobContext;
}

/**
 * Works a batch of jobs at once and says which of them failed (by job id, with why): those are
 * retried as the queue's settings say, one by one; the others are complete. Throwing fails all.
 */
export type BatchHandler<T> = (jobs: readonly BatchJob<T>[]) => Promise<ReadonlyMap<string, Error>>;

export interface BatchWorkOptions extends WorkOptions {
  /** Jobs a worker takes at once (pg-boss fetches them in one statement). */
  batchSize: number;
  /**
   * Milliseconds a worker woken by new jobs waits before it takes them, so that jobs sent
   * meanwhile come in the same batch (a queue fed in bursts: an alert storm sends a delivery job
   * with nearly every ingestion batch, and one worker call a job would cost the database as much
   * as the jobs' own work). A worker that took a full batch goes on at once. Unset: at once.
   */
  gatherMs?: number;
}

export interface JobQueue {
  /** Queues a job now (its own statement; it is visible at once). */
  send<T extends object>(name: string, data: T, options?: JobSendOptions): Promise<string | null>;
  /**
   * Queues a job on the caller's connection, inside its open transaction: the job exists only if
   * that transaction commits. Workers on every instance are woken at commit (NOTIFY).
   */
  sendInTransaction<T extends object>(client: SqlRunner, name: string, data: T, options?: JobSendOptions): Promise<string | null>;
  /**
   * sendInTransaction for many jobs of one queue at once: one statement and one wake-up, however
   * many (ingestion queues a batch's alert events this way, in the batch's transaction). A job
   * whose id is already queued is left as it is.
   */
  sendManyInTransaction<T extends object>(client: SqlRunner, name: string, jobs: readonly { data: T; id?: string }[]): Promise<void>;
  /** Declares the queue (created at start if missing) and runs `handler` for each of its jobs. */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): void;
  /**
   * `work` for queues whose jobs are cheaper together: each worker takes up to `batchSize` queued
   * jobs at once and hands them to `handler` in one call (alert delivery reads and writes a batch's
   * events in a few statements rather than a few each).
   */
  workBatch<T extends object>(name: string, handler: BatchHandler<T>, options: BatchWorkOptions): void;
  /** Sends a job to `name` on a cron (UTC); one instance fires it, whichever gets there first. */
  schedule(name: string, cron: string, data?: object): void;
  /**
   * Runs `handler` whenever a committed transaction sent NOTIFY ullage_jobs with payload `name`
   * (a database trigger that wrote work for this instance to queue: the webhook dispatcher), on
   * every instance. A wake-up only: notices can be lost, so the caller polls as well.
   */
  onNotice(name: string, handler: () => void): void;
  /** Resolves when the queue is started and every registered queue exists. */
  started(): Promise<void>;
}

export interface JobQueueRunner extends JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
}

const CHANNEL = 'ullage_jobs';
const DEFAULT_POLLING_SECONDS = 2;

interface Registration {
  name: string;
  handler: BatchHandler<object>;
  options: WorkOptions & { batchSize?: number; gatherMs?: number };
}

/** A one-job handler as a batch handler of batches of one: its throw fails its job. */
function asBatch<T>(handler: JobHandler<T>): BatchHandler<T> {
  return async ([one]) => {
    if (one) await handler(one.data, one.job);
    return new Map();
  };
}

export function createJobQueue(opts: { connectionString: string; log: Logger; applicationName?: string }): JobQueueRunner {
  const log = opts.log.child({ module: 'jobs' });
  const boss = new PgBoss({
    connectionString: opts.connectionString,
    application_name: opts.applicationName ?? 'ullage-jobs',
    // Fetching, sending outside a transaction and maintenance: short statements.
    max: 3,
    // Maintenance (expired active jobs failed for retry, archiving, deletion) every minute on one
    // instance at a time (pg-boss takes a lock for it).
    maintenanceIntervalSeconds: 60,
    // Cron jobs: checked every 30 s, sent once across instances.
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (err: Error & { queue?: string }) => {
    if (stopping) return;
    log.error({ err: { message: err.message }, queue: err.queue }, 'job queue error');
  });

  const registrations: Registration[] = [];
  const schedules: { name: string; cron: string; data?: object }[] = [];
  /** Worker ids per queue (for waking them on NOTIFY). */
  const workerIds = new Map<string, string[]>();
  const inFlight = new Set<Promise<unknown>>();
  /** Queues being created after start (a worker registered late): sends to them wait. */
  const creating = new Map<string, Promise<void>>();
  let listener: pg.Client | undefined;
  const noticeHandlers = new Map<string, () => void>();
  let stopping = false;
  let running = false;
  let startPromise: Promise<void> | undefined;
  let resolveStarted!: () => void;
  let rejectStarted!: (err: Error) => void;
  const startedPromise = new Promise<void>((resolve, reject) => {
    resolveStarted = resolve;
    rejectStarted = reject;
  });
  // Nobody may be waiting when a start fails; the error is thrown by start() itself.
  startedPromise.catch(() => undefined);

  /** Queues whose wake-up waits (BatchWorkOptions.gatherMs), and the wake-up pending for each. */
  const gatherMs = new Map<string, number>();
  const pendingWake = new Map<string, NodeJS.Timeout>();
  const wakeNow = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  const wake = (name: string) => {
    const ms = gatherMs.get(name) ?? 0;
    if (ms <= 0) return wakeNow(name);
    // One wake-up per gathering window, however many jobs arrive in it.
    if (pendingWake.has(name)) return;
    const timer = setTimeout(() => {
      pendingWake.delete(name);
      wakeNow(name);
    }, ms);
    timer.unref();
    pendingWake.set(name, timer);
  };

  async function createQueue(name: string, options: QueueOptions) {
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds, retentionMinutes } = options;
    const settings = { retryLimit, retryDelay, retryBackoff, expireInSeconds, retentionMinutes };
    // pg-boss checks a setting by its key being present: leave the unset ones out.
    const queue: PgBoss.Queue = {
      name,
      policy: 'standard',
      ...Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined)),
    };
    // Two instances creating one queue at once can deadlock inside pg-boss's create_queue (it
    // creates the queue's partition): PostgreSQL picks one as the victim, the other creates it.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, queue);
        break;
      } catch (err) {
        if (await boss.getQueue(name).catch(() => null)) break;
        if (attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
      }
    }
    // createQueue keeps an existing queue as it was (an earlier start, another instance): the
    // update brings its settings to this version's.
    await boss.updateQueue(name, queue);
  }

  async function startWorkers(reg: Registration) {
    await createQueue(reg.name, reg.options);
    const ids: string[] = [];
    for (let i = 0; i < Math.max(1, reg.options.concurrency ?? 1); i++) {
      const self = { id: '' };
      const id = await boss.work<object>(
        reg.name,
        {
          pollingIntervalSeconds: reg.options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS,
          batchSize: reg.options.batchSize ?? 1,
          includeMetadata: true,
        },
        async (jobs) => {
          if (jobs.length === 0) return;
          // Shutting down: leave the jobs to another instance (pg-boss retries them).
          if (stopping) throw new Error('the job queue is stopping');
          const run = reg.handler(
            jobs.map((job) => ({ data: job.data, job: { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit } })),
          );
          inFlight.add(run);
          try {
            const failed = await run;
            // Only the failed ones are retried; pg-boss then completes the batch's jobs still
            // active (a failed job is no longer active, so it stays failed).
            for (const [id, err] of failed) await boss.fail(reg.name, id, { message: err.message });
          } finally {
            inFlight.delete(run);
            // pg-boss 10 waits a polling interval after each job even when more are queued; a
            // worker that just finished one asks for the next at once (it waits only when the
            // queue is empty). A gathering worker does so only after a full batch: jobs sent since
            // wake it after their window.
            const full = jobs.length >= (reg.options.batchSize ?? 1);
            if (self.id && (full || !gatherMs.has(reg.name))) boss.notifyWorker(self.id);
          }
        },
      );
      self.id = id;
      ids.push(id);
    }
    workerIds.set(reg.name, [...(workerIds.get(reg.name) ?? []), ...ids]);
  }

  async function listen() {
    const client = new pg.Client({ connectionString: opts.connectionString, application_name: 'ullage-jobs-listen' });
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      wake(msg.payload);
      noticeHandlers.get(msg.payload)?.();
    });
    client.on('error', (err) => {
      if (stopping) return;
      // The wake-up is an optimisation: polling goes on. Try again a little later.
      log.warn({ reason: err.message }, 'job wake-up connection lost; the workers keep polling, reconnecting');
      listener = undefined;
      client.end().catch(() => undefined);
      setTimeout(() => {
        if (!stopping) listen().catch((e: Error) => log.warn({ reason: e.message }, 'job wake-up connection failed'));
      }, 2000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (stopping) {
      await client.end();
      return;
    }
    listener = client;
  }

  function register(reg: Registration) {
    registrations.push(reg);
    if (running) {
      const ready = startWorkers(reg).catch((err: Error) =>
        log.error({ err: { message: err.message }, queue: reg.name }, 'worker did not start'),
      );
      creating.set(reg.name, ready);
      void ready.finally(() => {
        if (creating.get(reg.name) === ready) creating.delete(reg.name);
      });
    }
  }

  const queue: JobQueueRunner = {
    async send(name, data, options = {}) {
      await startedPromise;
      await creating.get(name);
      const id = await boss.send(name, data, options);
      wake(name);
      return id;
    },

    async sendInTransaction(client, name, data, options = {}) {
      // Before start its queue may not exist yet, and pg-boss would drop the job without a word.
      if (!running) throw new Error(`job ${name} sent before the job queue started (send after the app is ready)`);
      await creating.get(name);
      const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) as Promise<{ rows: unknown[] }> };
      const id = await boss.send(name, data, { ...options, db });
      await client.query('select pg_notify($1, $2)', [CHANNEL, name]);
      return id;
    },

    async sendManyInTransaction(client, name, jobs) {
      if (jobs.length === 0) return;
      if (!running) throw new Error(`job ${name} sent before the job queue started (send after the app is ready)`);
      await creating.get(name);
      const db = { executeSql: (text: string, values: unknown[]) => client.query(text, values) as Promise<{ rows: unknown[] }> };
      // pg-boss's insert: one statement for every job, with the queue's retry and expiry settings.
      await boss.insert(
        jobs.map((j) => ({ name, data: j.data, ...(j.id ? { id: j.id } : {}) })),
        { db },
      );
      await client.query('select pg_notify($1, $2)', [CHANNEL, name]);
    },

    work(name, handler, options = {}) {
      register({ name, handler: asBatch(handler as JobHandler<object>), options });
    },

    workBatch(name, handler, options) {
      if (options.gatherMs) gatherMs.set(name, options.gatherMs);
      register({ name, handler: handler as BatchHandler<object>, options });
    },

    schedule(name, cron, data) {
      schedules.push({ name, cron, data });
      if (running)
        void boss.schedule(name, cron, data ?? {}).catch((err: Error) => log.error({ err: { message: err.message } }, 'schedule failed'));
    },

    onNotice(name, handler) {
      noticeHandlers.set(name, handler);
    },

    async started() {
      await startedPromise;
      await Promise.all(creating.values());
    },

    start() {
      startPromise ??= (async () => {
        try {
          await boss.start();
          for (const reg of registrations) await startWorkers(reg);
          for (const s of schedules) {
            // A cron job goes to a queue that must exist even without a worker here.
            if (!registrations.some((r) => r.name === s.name)) await createQueue(s.name, {});
            await boss.schedule(s.name, s.cron, s.data ?? {});
          }
          await listen().catch((err: Error) =>
            log.warn({ reason: err.message }, 'job wake-up connection failed; the workers poll instead'),
          );
          running = true;
          resolveStarted();
        } catch (err) {
          rejectStarted(err as Error);
          throw err;
        }
      })();
      return startPromise;
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      rejectStarted(new Error('the job queue is stopped'));
      for (const timer of pendingWake.values()) clearTimeout(timer);
      pendingWake.clear();
      await startPromise?.catch(() => undefined);
      await listener?.end().catch(() => undefined);
      // Waits for the jobs running here (up to 10 s), then fails any still active so they are
      // retried elsewhere, and closes pg-boss's connections.
      await boss
        .stop({ graceful: true, timeout: 10_000, wait: true })
        .catch((err: Error) => log.warn({ reason: err.message }, 'job queue did not stop cleanly'));
      await Promise.allSettled([...inFlight]);
    },
  };
  return queue;
}
