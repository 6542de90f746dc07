// The built web app at /, with history fallback: any GET outside /api that accepts HTML gets
// index.html, so deep links like /report/summary load the SPA.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { styleNonce } from './security-headers';

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = existsSync(indexFile);
  /** index.html with this answer's style nonce in its nonce attributes (the build writes a
   * placeholder there: web/vite.config.ts html.cspNonce; docs/decisions/053-security-headers.md).
   * Read on each page load, as sendFile did, so a rebuilt web/dist is served without a restart;
   * never stored, since its nonce is good for this answer only. */
  const sendIndex = async (reply: FastifyReply) => {
    const html = await readFile(indexFile, 'utf8');
    const nonce = styleNonce(reply);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html.replace(/\bnonce="[^"]*"/g, `nonce="${nonce}"`));
  };
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One '/*' route (declared public by plugins/auth.ts) instead of a route per file.
      wildcard: true,
      index: false,
      // /index.html as a file would carry the build's placeholder nonce: it falls through to the
      // history fallback below like any other page.
      allowedPath: (pathName) => pathName !== '/index.html',
      maxAge: '1h',
      // The build writes each asset's .br and .gz beside it (web/vite.config.ts): served as such
      // to a client that accepts them, with Vary: accept-encoding (docs/decisions/059-compression.md).
      preCompressed: true,
      setHeaders: (res, file) => {
        // Hashed assets never change; index.html must be revalidated to pick up a new build.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, (_req, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url === '/api';
    if (hasSpa && req.method === 'GET' && !isApi && (req.headers.accept ?? '').includes('text/html')) return sendIndex(reply);
    return reply.code(404).send({ message: `No such resource: ${req.method} ${req.url.split('?')[0]}` });
  });
  return hasSpa;
}
