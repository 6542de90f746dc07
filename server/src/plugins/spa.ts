// The built web app at /, with history fallback: any GET outside /api that accepts HTML gets
// index.html, so deep links like /report/summary load the SPA.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One '/*' route (declared public by plugins/auth.ts) instead of a route per file.
      wildcard: true,
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        // Hashed assets never change; index.html must be revalidated to pick up a new build.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, (_req, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url === '/api';
    if (hasSpa && req.method === 'GET' && !isApi && (req.headers.accept ?? '').includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: `No such resource: ${req.method} ${req.url.split('?')[0]}` });
  });
  return hasSpa;
}
