// Group commit: requests that arrive while a batch is being written wait and go together in the
// next one, so many small device updates share one transaction and one fsync. Each caller's
// promise settles only after the transaction holding its item has committed (or failed), which is
// what lets the HTTP answer and the MQTT PUBACK mean "stored" (docs/decisions/026-ingestion.md).

export interface GroupCommitOptions<I, R> {
  /** Writes a batch; returns one result per item, in order. Throwing fails the whole batch. */
  write(items: I[]): Promise<R[]>;
  /** Most items in one batch. */
  maxItems: number;
  /** Weight of an item (its readings); a batch stops growing past maxWeight. */
  weight?(item: I): number;
  maxWeight?: number;
  /** Batches written at once; more than one overlaps one batch's computing with another's commit. */
  concurrency?: number;
  /** While another batch is being written, a batch smaller than this waits `lingerMs` for more
   * items, so the writers take turns with full batches instead of one full and one of a single item. */
  lingerBelow?: number;
  lingerMs?: number;
}

interface Waiting<I, R> {
  item: I;
  resolve(r: R): void;
  reject(e: unknown): void;
}

export interface GroupCommit<I, R> {
  submit(item: I): Promise<R>;
  /** Resolves once everything submitted so far is written. */
  drain(): Promise<void>;
  readonly pending: number;
}

export function createGroupCommit<I, R>(opts: GroupCommitOptions<I, R>): GroupCommit<I, R> {
  const queue: Waiting<I, R>[] = [];
  let active = 0;
  const idle: (() => void)[] = [];
  const concurrency = opts.concurrency ?? 1;

  function take(): Waiting<I, R>[] {
    const batch: Waiting<I, R>[] = [];
    let weight = 0;
    while (queue.length > 0 && batch.length < opts.maxItems) {
      const next = queue[0] as Waiting<I, R>;
      const w = opts.weight?.(next.item) ?? 1;
      if (batch.length > 0 && opts.maxWeight !== undefined && weight + w > opts.maxWeight) break;
      batch.push(queue.shift() as Waiting<I, R>);
      weight += w;
    }
    return batch;
  }

  const linger = () =>
    active > 1 && queue.length < (opts.lingerBelow ?? 0) ? new Promise<void>((r) => setTimeout(r, opts.lingerMs ?? 2)) : Promise.resolve();

  async function run(): Promise<void> {
    active++;
    try {
      for (;;) {
        await linger();
        const batch = take();
        if (batch.length === 0) break;
        try {
          const results = await opts.write(batch.map((w) => w.item));
          batch.forEach((w, i) => w.resolve(results[i] as R));
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      active--;
      if (active === 0 && queue.length === 0) idle.splice(0).forEach((f) => f());
    }
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (active < concurrency) void run();
      });
    },
    drain() {
      if (active === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
    get pending() {
      return queue.length;
    },
  };
}
