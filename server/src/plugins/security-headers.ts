// Security headers on every answer (issue 20, docs/decisions/053-security-headers.md): the SPA,
// its assets, the API, Swagger UI and the 404s alike; those that govern a page on pages only (ADR 063).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { tileImgSource } from '../lib/map-tiles';

const nonces = new WeakMap<ServerResponse, string>();

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** This answer's style nonce: the one its Content-Security-Policy names, for the page's <style>
 * elements (plugins/spa.ts writes it into index.html). */
export const styleNonce = (reply: FastifyReply): string => nonceOf(reply.raw);

/** Swagger UI adds a <style> element it cannot be given a nonce for: its pages (only) allow inline
 * styles. Scripts stay 'self' there too. */
export function allowInlineStyles(csp: string): string {
  return csp.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}

/** Headers that govern a document (what it may load, run, frame or open) and mean nothing on a
 * script, a stylesheet, an image or a JSON answer. They are about 0.8 KB an answer, and a signed-in
 * page on a phone makes some sixty requests (issue 21): they are sent on documents only. */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
];

/** Content types a browser never renders as a document (with nosniff, which every answer carries):
 * JSON, scripts, stylesheets, raster images, fonts. Anything else (HTML, SVG, XML, plain text,
 * no type at all) keeps every header. */
const NOT_A_DOCUMENT =
  /^(application\/([a-z.+-]+\+)?json|(text|application)\/javascript|text\/css|image\/(png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon)|font\/[a-z0-9]+)\s*(;|$)/i;

export const isDocumentType = (contentType: string | undefined): boolean => !NOT_A_DOCUMENT.test(contentType ?? '');

/** Registered before every other hook, so the early answers (auth's 401s, validation's 400s, the
 * 404s) carry the headers too. HSTS and upgrade-insecure-requests only when PUBLIC_URL is https:
 * from a plain-http install (a LAN, the browser tests) they would lock browsers out of it. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string; tileUrl: string }): Promise<void> {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const tiles = tileImgSource(options.tileUrl);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // No inline script and no eval: an injected <script> or on* attribute does not run, so the
        // tokens the spec keeps in session storage (spec 000 §2) stay out of its reach.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // The stylesheets, and the <style> elements the page adds with this answer's nonce (AG
        // Grid's themes, the dialogs' scroll lock, the toasts). Style attributes set from script
        // (React's style prop) are not subject to the policy.
        styleSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`],
        // The map's tiles: MAP_TILE_URL's host and no other (lib/map-tiles.ts).
        imgSrc: ["'self'", 'data:', ...(tiles ? [tiles] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  // Helmet set them on the raw response when the request came in; the answer's type is known
  // only now, just before the headers are written.
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (!isDocumentType(typeof type === 'string' ? type : undefined))
      for (const h of DOCUMENT_ONLY) {
        reply.removeHeader(h);
        reply.raw.removeHeader(h);
      }
    return payload;
  });
}
