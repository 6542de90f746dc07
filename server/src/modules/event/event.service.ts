// Entity events (spec 001 §7 Entity/{uid}/Events and Entity/{uid}/Event, §9 event types;
// docs/decisions/091-entity-events.md). Anyone who may read an entity reads its events; posting one
// (an integration's IPCamMotionDetection, a person's note of a report sent outside the portal)
// needs the folder-scope write and the permission that edits the entity, as its documents do. The
// server records its own report runs on the folder they ran for through `record`.
import { attachPermissionOf } from '@ullage/domain/collaboration/attachments';
import type { EventDto, EventSaveBody } from '@ullage/domain/collaboration/events-api';
import type { EventTypeId } from '@ullage/domain/reports/reports';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { Continued, RowPage } from '../../lib/continuation';
import type { Caller, Scope } from '../access';
import type { Entities } from '../entity';
import type { EventRepository } from './event.repository';

/** A report run's event (the server's own). */
export interface RecordedEvent {
  entityUid: number;
  eventTypeId: EventTypeId;
  description: string;
  /** The user the run was for (the report's owner, the one who downloaded it). */
  actor: { userUid: number; userName: string };
  at?: Date;
}

export function createEventService(deps: { repo: EventRepository; scope: Scope; entities: Entities; clock: Clock }) {
  const { repo, scope, entities } = deps;

  async function target(caller: Caller, uid: number) {
    const e = await repo.entity(uid);
    if (!e || !e.active) throw new NotFoundError(`Entity ${uid} was not found.`);
    await scope.requireRead(caller, uid);
    return e;
  }

  return {
    /** GET Entity/{uid}/Events: newest first within the range. */
    async list(caller: Caller, uid: number, from: Date, to: Date, page: RowPage): Promise<Continued<EventDto[]>> {
      await target(caller, uid);
      return repo.list(uid, from, to, page);
    },

    /** PUT Entity/{uid}/Event. */
    async add(caller: Caller, uid: number, e: EventSaveBody): Promise<EventDto> {
      const entity = await target(caller, uid);
      await scope.requireWrite(caller, uid);
      const needed = attachPermissionOf(entity.typeId);
      if (needed === undefined || !caller.permissions.has(needed)) {
        throw new ForbiddenError('Posting an event needs the permission that edits what it is about.');
      }
      const id = await entities.write(caller, (w) =>
        repo.insert(w.tx, {
          entityUid: uid,
          eventTypeId: e.eventTypeId,
          occurredAt: e.dateTime ?? deps.clock(),
          description: e.description.trim(),
          userUid: caller.userUid,
          userName: caller.userName,
        }),
      );
      return (await repo.get(id))!;
    },

    /** The server's own event (a report run); the caller's module has decided the run may happen. */
    async record(e: RecordedEvent): Promise<void> {
      await entities.write(e.actor, (w) =>
        repo.insert(w.tx, {
          entityUid: e.entityUid,
          eventTypeId: e.eventTypeId,
          occurredAt: e.at ?? deps.clock(),
          description: e.description,
          userUid: e.actor.userUid,
          userName: e.actor.userName,
        }),
      );
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
