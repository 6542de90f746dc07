import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** /healthz: the process is up. /readyz: and the database answers. */
export function healthRoutes(app: FastifyInstance, pool: pg.Pool): void {
  app.get('/healthz', { config: { auth: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { auth: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    try {
      await pool.query('select 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ message: 'The database is not reachable.' });
    }
  });
}
