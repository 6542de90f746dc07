// The event module's face (docs/decisions/049-module-faces.md, 091-entity-events.md): the events of
// any entity (spec 001 §7 Entity/{uid}/Events, Entity/{uid}/Event; §9 event types). To other modules
// it offers `app.events.record`: the report runs (email-report, analysis) record themselves on the
// folder they ran for.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createEventRepository } from './event.repository';
import { eventRoutes } from './event.routes';
import { createEventService, type RecordedEvent } from './event.service';

export type { RecordedEvent } from './event.service';

export interface Events {
  record(e: RecordedEvent): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: Events;
  }
}

export const eventModule = fp<AppContext>(
  async (app, ctx) => {
    const service = createEventService({ repo: createEventRepository(ctx.db), scope: app.scope, entities: app.entities, clock: ctx.clock });
    app.decorate('events', { record: (e) => service.record(e) } satisfies Events);
    eventRoutes(app, service);
  },
  { name: 'event', dependencies: ['access', 'entity-writes'] },
);
