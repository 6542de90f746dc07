import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { ReadReplicas } from '../../db/read-replicas';

/**
 * /healthz: the process is up. /readyz: and the database answers (503 when it does not). With read
 * replicas (DATABASE_READ_URL) it lists each one's state and lag, and says 'degraded' while one
 * is down or lags more than DATABASE_READ_MAX_LAG: the instance still answers everything, from the
 * primary (docs/decisions/071-read-replicas.md).
 */
export function healthRoutes(app: FastifyInstance, pool: pg.Pool, replicas: Pick<ReadReplicas, 'status'>): void {
  app.get('/healthz', { config: { auth: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { auth: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    try {
      await pool.query('select 1');
    } catch {
      return reply.code(503).send({ message: 'The database is not reachable.' });
    }
    const states = replicas.status();
    if (states.length === 0) return { status: 'ready' };
    return { status: states.every((r) => r.state === 'ready') ? 'ready' : 'degraded', replicas: states };
  });
}
