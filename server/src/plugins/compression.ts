// Compressed answers (issue 21, docs/decisions/059-compression.md): API answers and pages above
// 1 KB are compressed (brotli at quality 4, or gzip) for a client that accepts it, streams as they
// stream; the web app's assets are precompressed at build (web/vite.config.ts) and served as
// such by plugins/spa.ts. Answers that carry a secret are never compressed (BREACH).
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes whose answers are never compressed (they carry secrets), for tests and review. */
    uncompressedRoutes: { method: string; url: string }[];
  }
}

/** A property of an answer that holds a secret: tokens (access, refresh, MFA), MFA secrets and
 * their otpauth URIs, one-time passcodes, device keys, an invitation's request id. */
const SECRET_FIELD = /token|secret|passcode|^otp|Otp|deviceKey|apiKey|^requestId$/;

/** Brotli quality 4 and gzip level 6: chosen by measurement on the report page and the year of
 * history (the ADR's table): within a few percent of the best sizes at a fraction of their time. */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;
/** Below about 1 KB compression saves less than a packet and costs a little time. */
export const COMPRESS_THRESHOLD = 1024;

function propertyNames(node: unknown, names: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) propertyNames(item, names);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value !== null && typeof value === 'object') {
        for (const name of Object.keys(value)) names.add(name);
      }
      propertyNames(value, names);
    }
  }
}

/** Whether any answer the route declares names a secret field. A route whose answers do is never
 * compressed: its answer's length would otherwise tell, request after request, how much of the
 * secret an attacker's guess reflected elsewhere in the page matches (BREACH). */
export function answersCarrySecrets(route: Pick<RouteOptions, 'schema'>): boolean {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!response) return false;
  const names = new Set<string>();
  for (const schema of Object.values(response)) {
    if (schema instanceof z.ZodType) propertyNames(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }), names);
    else propertyNames(schema, names);
  }
  return [...names].some((name) => SECRET_FIELD.test(name));
}

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before @fastify/compress's own onRoute hook, which reads `compress` to build the route.
  app.decorate('uncompressedRoutes', []);
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && answersCarrySecrets(route)) route.compress = false;
    if (route.compress === false) for (const method of [route.method].flat()) app.uncompressedRoutes.push({ method, url: route.url });
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    // Text, JSON, XML, SVG; other types by their mime-db entry (scripts and styles yes, images,
    // PDFs and archives no: already compressed). Unlike the default, not application/octet-stream.
    customTypes: /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    // Request bodies stay as they are: a compressed body would slip past the 1 MB body limit.
    globalDecompression: false,
  });
}
