// The only SQL of entity events (spec 001 §7 Entity/{uid}/Events, Entity/{uid}/Event).
import { sql } from 'drizzle-orm';
import type { EventDto } from '@ullage/domain/collaboration/events-api';
import { EVENT_TYPES } from '@ullage/domain/reports/reports';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/transaction';
import { atMicros, continueAfter, decodeKey, microsOf, type Continued, type RowPage } from '../../lib/continuation';

type EventRow = {
  id: number;
  entity_uid: number;
  event_type_id: number;
  occurred_at: Date | string;
  description: string;
  user_uid: number | string | null;
  user_name: string;
  at_us: number | string;
};

const typeName = (id: number) => EVENT_TYPES.find((t) => t.id === id)?.key ?? 'Unknown';

const toDto = (r: EventRow): EventDto => ({
  id: r.id,
  entityUid: Number(r.entity_uid),
  eventTypeId: r.event_type_id,
  eventType: typeName(r.event_type_id),
  dateTime: toCentralTimestamp(new Date(r.occurred_at)),
  description: r.description,
  userUid: r.user_uid === null ? null : Number(r.user_uid),
  userName: r.user_name,
});

export interface NewEvent {
  entityUid: number;
  eventTypeId: number;
  occurredAt: Date;
  description: string;
  userUid: number | null;
  userName: string;
}

const COLUMNS = sql`id, entity_uid, event_type_id, occurred_at, description, user_uid, user_name, ${microsOf(sql`occurred_at`)} as at_us`;

export function createEventRepository(db: Db) {
  return {
    async entity(uid: number): Promise<{ typeId: number; active: boolean } | null> {
      const { rows } = await db.execute<{ type_id: number; active: boolean }>(sql`select type_id, active from entity where uid = ${uid}`);
      return rows[0] ? { typeId: rows[0].type_id, active: rows[0].active } : null;
    },
    /** Newest first, within [from, to], by keyset (occurred_at, id). */
    async list(entityUid: number, from: Date, to: Date, page: RowPage): Promise<Continued<EventDto[]>> {
      const key = page.after ? decodeKey(page.after, ['number', 'number'] as const, [0]) : null;
      const after = key ? sql`and (occurred_at, id) < (${atMicros(key[0])}, ${key[1]}::int)` : sql``;
      const { rows } = await db.execute<EventRow>(sql`
        select ${COLUMNS} from entity_event
         where entity_uid = ${entityUid} and occurred_at >= ${from.toISOString()}::timestamptz and occurred_at <= ${to.toISOString()}::timestamptz ${after}
         order by occurred_at desc, id desc limit ${page.limit + 1}`);
      const part = continueAfter(rows, page.limit, (r) => [Number(r.at_us), r.id]);
      return { answer: part.rows.map(toDto), next: part.next };
    },
    async get(id: number): Promise<EventDto | null> {
      const { rows } = await db.execute<EventRow>(sql`select ${COLUMNS} from entity_event where id = ${id}`);
      return rows[0] ? toDto(rows[0]) : null;
    },
    async insert(tx: Executor, e: NewEvent): Promise<number> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into entity_event (entity_uid, event_type_id, occurred_at, description, user_uid, user_name)
        values (${e.entityUid}, ${e.eventTypeId}, ${e.occurredAt.toISOString()}::timestamptz, ${e.description}, ${e.userUid}, ${e.userName})
        returning id`);
      return rows[0]!.id;
    },
  };
}
export type EventRepository = ReturnType<typeof createEventRepository>;
