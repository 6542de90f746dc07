// The access module's face (docs/decisions/049-module-faces.md): who the caller is, and the
// folder-scope test every entity access goes through.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createCallerRepository, createScopeRepository, type CallerRepository } from './access.repository';
import { createScope, type Scope } from './scope';

export type { Caller, CallerRepository } from './access.repository';
export { inScope, visiblePath, type Scope } from './scope';

declare module 'fastify' {
  interface FastifyInstance {
    scope: Scope;
    callers: CallerRepository;
  }
}

export const accessModule = fp<AppContext>(
  async (app, ctx) => {
    app.decorate('scope', createScope(createScopeRepository(ctx.db)));
    app.decorate('callers', createCallerRepository(ctx.db));
  },
  { name: 'access' },
);
