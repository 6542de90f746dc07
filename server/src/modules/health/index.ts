// The health module's face: /healthz and /readyz.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { healthRoutes } from './health.routes';

export const healthModule = fp<AppContext>(async (app, ctx) => healthRoutes(app, ctx.pool, ctx.replicas), { name: 'health' });
