import { desc, eq, ilike } from 'drizzle-orm';
import type { OutboxMessage } from '@ullage/domain/api/admin';
import type { Db } from '../../db/client';
import { outboxMessage } from '../../db/schema/sign-in.table';

export function createOutboxRepository(db: Db) {
  return {
    async insert(row: typeof outboxMessage.$inferInsert): Promise<number> {
      const [r] = await db.insert(outboxMessage).values(row).returning({ id: outboxMessage.id });
      return r!.id;
    },

    /** Several messages in one statement; their ids in the order given. */
    async insertMany(rows: readonly (typeof outboxMessage.$inferInsert)[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const ids = await db
        .insert(outboxMessage)
        .values([...rows])
        .returning({ id: outboxMessage.id });
      return ids.map((r) => r.id);
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
