// The schedule module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { scheduleRoutes } from './schedule.routes';

export const scheduleModule = fp<AppContext>(async (app) => scheduleRoutes(app), { name: 'schedule' });
