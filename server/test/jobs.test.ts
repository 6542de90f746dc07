// The job queue (docs/decisions/064-job-queue.md): pg-boss on the app's database. A job sent in a
// transaction exists only if it commits; two instances on one database share the queue and each
// job runs once; closing an app stops its queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sqlRunner, transaction } from '../src/db/transaction';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestContext();
  other = await t.anotherInstance();
});
afterAll(() => t.close());

async function until(what: string, probe: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('job queue', () => {
  it('runs a job sent in a committed transaction, and never one whose transaction rolled back', async () => {
    const seen: { tag: string; by: string }[] = [];
    t.app.jobs.work<{ tag: string }>('test-tx', async (data) => void seen.push({ tag: data.tag, by: 'a' }), { pollingIntervalSeconds: 30 });
    await t.app.jobs.started();

    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await t.app.jobs.sendInTransaction(client, 'test-tx', { tag: 'rolled back' });
      await client.query('rollback');
      await client.query('begin');
      await t.app.jobs.sendInTransaction(client, 'test-tx', { tag: 'committed' });
      await client.query('commit');
    } finally {
      client.release();
    }
    // Woken at commit (NOTIFY), not at the 30-second poll.
    await until('the committed job', () => seen.length > 0, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.map((s) => s.tag)).toEqual(['committed']);
  });

  it('queues a job inside a Drizzle transaction too (sqlRunner): it exists only if that transaction commits', async () => {
    const seen: { tag: string; n: number }[] = [];
    t.app.jobs.work<{ tag: string; n: number }>('test-drizzle-tx', async (data) => void seen.push(data), { pollingIntervalSeconds: 30 });
    await t.app.jobs.started();
    await expect(
      transaction(t.database.db, null, async (tx) => {
        await t.app.jobs.sendInTransaction(sqlRunner(tx), 'test-drizzle-tx', { tag: 'rolled back', n: 1 });
        throw new Error('the write after it failed');
      }),
    ).rejects.toThrow('the write after it failed');
    await transaction(t.database.db, null, (tx) =>
      t.app.jobs.sendInTransaction(sqlRunner(tx), 'test-drizzle-tx', { tag: 'committed', n: 2 }),
    );
    await until('the committed job', () => seen.length > 0, 10_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toEqual([{ tag: 'committed', n: 2 }]);
  });

  it('shares the queue between two instances: each job runs once', async () => {
    const ran = new Map<number, string[]>();
    const record = (by: string) => async (data: { n: number }) => {
      ran.set(data.n, [...(ran.get(data.n) ?? []), by]);
      await new Promise((r) => setTimeout(r, 5));
    };
    t.app.jobs.work<{ n: number }>('test-shared', record('a'), { pollingIntervalSeconds: 0.5 });
    other.jobs.work<{ n: number }>('test-shared', record('b'), { pollingIntervalSeconds: 0.5 });
    await other.jobs.started();
    for (let n = 0; n < 20; n++) await (n % 2 ? t.app : other).jobs.send('test-shared', { n });
    await until('every job', () => ran.size === 20);
    await new Promise((r) => setTimeout(r, 500));
    expect([...ran.values()].every((by) => by.length === 1)).toBe(true);
  });

  it('retries a failed job, and an id queues a job once', async () => {
    let attempts = 0;
    t.app.jobs.work<{ x: number }>(
      'test-retry',
      async () => {
        attempts++;
        if (attempts < 2) throw new Error('first attempt fails');
      },
      { retryLimit: 2, retryDelay: 0, pollingIntervalSeconds: 0.5 },
    );
    await t.app.jobs.started();
    const id = '00000000-0000-4000-8000-000000000001';
    expect(await t.app.jobs.send('test-retry', { x: 1 }, { id })).toBe(id);
    expect(await t.app.jobs.send('test-retry', { x: 1 }, { id })).toBeNull();
    await until('the retry', () => attempts >= 2);
  });

  it('works a batch of jobs in one call, and retries only the ones it says failed', async () => {
    const batches: number[][] = [];
    t.app.jobs.workBatch<{ n: number }>(
      'test-batch',
      async (jobs) => {
        batches.push(jobs.map((j) => j.data.n));
        // Job 3 fails on its first attempt only.
        const failed = jobs.filter((j) => j.data.n === 3 && j.job.retryCount === 0);
        return new Map(failed.map((j) => [j.job.id, new Error('three is not ready')]));
      },
      { batchSize: 10, retryLimit: 2, retryDelay: 0, pollingIntervalSeconds: 0.5 },
    );
    await t.app.jobs.started();
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await t.app.jobs.sendManyInTransaction(
        client,
        'test-batch',
        [1, 2, 3, 4, 5].map((n) => ({ data: { n } })),
      );
      await client.query('commit');
    } finally {
      client.release();
    }
    await until('the retry of 3', () => batches.flat().filter((n) => n === 3).length === 2);
    // The five came together; only 3 came back.
    expect([...batches[0]!].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(batches.slice(1).flat()).toEqual([3]);
    const { rows } = await t.database.pool.query<{ n: number; state: string; retry_count: number }>(
      `select (data ->> 'n')::int as n, state, retry_count from pgboss.job where name = 'test-batch' order by 1`,
    );
    expect(rows).toEqual([1, 2, 3, 4, 5].map((n) => ({ n, state: 'completed', retry_count: n === 3 ? 1 : 0 })));
  });

  it('a gathering batch worker takes the jobs of transactions committed within its window together', async () => {
    const batches: number[][] = [];
    t.app.jobs.workBatch<{ n: number }>(
      'test-gather',
      async (jobs) => {
        batches.push(jobs.map((j) => j.data.n));
        return new Map();
      },
      { batchSize: 10, gatherMs: 1000, pollingIntervalSeconds: 30, concurrency: 1 },
    );
    await t.app.jobs.started();
    // Five transactions a job each, committed one after another (as ingestion batches are).
    for (let n = 1; n <= 5; n++) {
      const client = await t.database.pool.connect();
      try {
        await client.query('begin');
        await t.app.jobs.sendManyInTransaction(client, 'test-gather', [{ data: { n } }]);
        await client.query('commit');
      } finally {
        client.release();
      }
    }
    // Woken by the first commit's NOTIFY after the window, well before the 30-second poll.
    await until('the five jobs', () => batches.flat().length === 5, 10_000);
    expect(batches).toHaveLength(1);
    expect([...batches[0]!].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
