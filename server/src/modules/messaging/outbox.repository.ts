import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { OutboxMessage } from '@ullage/domain/api/admin';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/transaction';
import { outboxMessage } from '../../db/schema/sign-in.table';

export function createOutboxRepository(db: Db) {
  return {
    async insert(row: typeof outboxMessage.$inferInsert): Promise<number> {
      const [r] = await db.insert(outboxMessage).values(row).returning({ id: outboxMessage.id });
      return r!.id;
    },

    /**
     * Several messages in one statement (in `executor`'s transaction when given); their ids in the
     * order given. The rows go as one JSON parameter, not a parameter a field: an alert storm keeps
     * thousands a minute, and building a statement of seven parameters a row cost more than the
     * insert (BENCHMARKS.md, "Kept messages").
     */
    async insertMany(rows: readonly (typeof outboxMessage.$inferInsert)[], executor: Executor = db): Promise<number[]> {
      if (rows.length === 0) return [];
      const json = JSON.stringify(
        rows.map((r) => ({
          c: r.channel,
          r: r.recipient,
          s: r.subject,
          b: r.body,
          t: r.transport,
          at: (r.createdAt ?? new Date()).toISOString(),
        })),
      );
      const { rows: ids } = await executor.execute<{ id: number }>(sql`
        insert into outbox_message (channel, recipient, subject, body, transport, created_at)
        select m ->> 'c', m ->> 'r', m ->> 's', m ->> 'b', m ->> 't', (m ->> 'at')::timestamptz
          from jsonb_array_elements(${json}::jsonb) with ordinality as x(m, n)
         order by n
        returning id`);
      // Identity values are drawn in the order the rows are inserted: ascending ids are the rows in order.
      return ids.map((r) => Number(r.id)).sort((a, b) => a - b);
    },

    async markDelivered(id: number, at: Date, error: string | null): Promise<void> {
      await db
        .update(outboxMessage)
        .set(error ? { error } : { deliveredAt: at })
        .where(eq(outboxMessage.id, id));
    },

    async list(opts: { recipient?: string; limit: number }): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(outboxMessage)
        .where(opts.recipient ? ilike(outboxMessage.recipient, opts.recipient) : undefined)
        .orderBy(desc(outboxMessage.id))
        .limit(opts.limit);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel === 'sms' ? 'sms' : 'email',
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        transport: r.transport === 'smtp' ? 'smtp' : 'outbox',
        createdAt: r.createdAt.toISOString(),
        deliveredAt: r.deliveredAt?.toISOString() ?? null,
        error: r.error,
      }));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
