// The live module's face (docs/decisions/049-module-faces.md, 080-live-updates.md): the live
// stream of changes, fed by PostgreSQL LISTEN/NOTIFY so every instance pushes what any committed.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createLiveHub } from './live-hub';
import { liveRoutes } from './live.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open streams' stop functions: closing the app ends them, so it does not wait on them. */
    liveStreams: Set<() => void>;
  }
}

export const liveModule = fp<AppContext>(
  async (app, ctx) => {
    const hub = createLiveHub({ connectionString: String(ctx.pool.options.connectionString), log: ctx.logger });
    app.decorate('liveStreams', new Set<() => void>());
    app.addHook('preClose', async () => {
      for (const stop of [...app.liveStreams]) stop();
      await hub.close();
    });
    liveRoutes(app, hub);
  },
  { name: 'live', dependencies: ['access'] },
);
