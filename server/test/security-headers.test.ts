// Security headers on every answer (issue 20, docs/decisions/053-security-headers.md): the SPA's
// pages and assets, API answers (200, 401, 404), Swagger UI; HSTS only for an https PUBLIC_URL;
// the policy and the frame and opener headers on documents only (issue 21).
// The browser side (no page of the app or of Swagger UI breaks the policy): e2e/tests/security-headers.test.ts.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/** A built web app as Vite writes it with html.cspNonce: a placeholder in every nonce attribute. */
const INDEX_HTML = `<!doctype html>
<html lang="en"><head>
<meta property="csp-nonce" nonce="CSP_NONCE">
<script type="module" crossorigin src="/assets/index-abc123.js" nonce="CSP_NONCE"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc123.css" nonce="CSP_NONCE">
</head><body><div id="root"></div></body></html>`;

let webDist: string;
let https: TestContext;
let http: TestContext;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'ullage-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  https = await createTestContext({ webDist, publicUrl: 'https://portal.ullage.test' });
  http = await createTestContext({ webDist, publicUrl: 'http://portal.ullage.test:8080' });
});
afterAll(async () => {
  await https?.close();
  await http?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The Content-Security-Policy header as directive -> sources. */
function cspOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const page = (t: TestContext, url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** What every answer carries, whatever its route or status. */
function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
}

/** What a document (a page of the app, Swagger UI) carries besides. */
function expectDocumentHeaders(res: LightMyRequestResponse) {
  const csp = cspOf(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // The map's tiles (MAP_TILE_URL, default OpenStreetMap's standard tiles) and no other host.
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://tile.openstreetmap.org']);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
}

const DOCUMENTS: [what: string, ask: (t: TestContext) => Promise<LightMyRequestResponse>, status: number][] = [
  ['the login page', (t) => page(t, '/'), 200],
  ['a deep link of the SPA', (t) => page(t, '/report/summary?fuid=1&uid=1'), 200],
  ['Swagger UI', (t) => t.app.inject('/api/docs/'), 200],
];

/** Scripts and JSON answers: never rendered as a page (nosniff), so the policy, frame and opener
 * headers would only add bytes to each of a page's many requests (issue 21). */
const NOT_DOCUMENTS: typeof DOCUMENTS = [
  ['a static asset', (t) => t.app.inject('/assets/index-abc123.js'), 200],
  ['a public API call', (t) => t.app.inject('/api/Public/Brand?key=demo'), 200],
  ['an API call without its token', (t) => t.app.inject('/api/User/GetSession'), 401],
  ['an unknown API route', (t) => t.app.inject('/api/NoSuchThing'), 404],
  ['a malformed body', (t) => t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: {} }), 400],
  ['the health check', (t) => t.app.inject('/healthz'), 200],
];

const ANSWERS = [...DOCUMENTS, ...NOT_DOCUMENTS];

describe('security headers', () => {
  it.each(ANSWERS)('are on %s, with HSTS for an https PUBLIC_URL', async (_what, ask, status) => {
    const res = await ask(https);
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it.each(ANSWERS)('are on %s, without HSTS for an http PUBLIC_URL', async (_what, ask, status) => {
    const res = await ask(http);
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(DOCUMENTS)('on %s add the policy, with upgrade-insecure-requests for an https PUBLIC_URL only', async (_what, ask, status) => {
    const secure = await ask(https);
    expect(secure.statusCode).toBe(status);
    expectDocumentHeaders(secure);
    expect(cspOf(secure).has('upgrade-insecure-requests')).toBe(true);
    const plain = await ask(http);
    expectDocumentHeaders(plain);
    expect(cspOf(plain).has('upgrade-insecure-requests')).toBe(false);
  });

  it.each(NOT_DOCUMENTS)('on %s leave out what only a document needs', async (_what, ask, status) => {
    const res = await ask(https);
    expect(res.statusCode).toBe(status);
    for (const h of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster'])
      expect(res.headers[h], h).toBeUndefined();
  });

  it("allow the app's <style> elements only with the page's own nonce, a new one on every load", async () => {
    const nonces = [];
    for (const url of ['/', '/report/summary', '/']) {
      const res = await page(https, url);
      const styleSrc = cspOf(res).get('style-src') ?? [];
      expect(styleSrc).not.toContain("'unsafe-inline'");
      const nonce = /^'nonce-(.+)'$/.exec(styleSrc.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // The page names the same nonce wherever the build put its placeholder, and nothing else.
      expect(res.body.match(/nonce="[^"]*"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));
      // A stored copy would carry a nonce the next load's policy does not name.
      expect(res.headers['cache-control']).toBe('no-store');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
    // index.html asked for by name is the same page, never the build's placeholder.
    const byName = await page(https, '/index.html');
    expect(byName.body).not.toContain('CSP_NONCE');
    expect(byName.body).toContain(`nonce="${/'nonce-([^']+)'/.exec(String(byName.headers['content-security-policy']))?.[1]}"`);
  });

  it('let Swagger UI use inline styles, and only Swagger UI; scripts stay self-only there too', async () => {
    const docs = cspOf(await https.app.inject('/api/docs/'));
    expect(docs.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(docs.get('script-src')).toEqual(["'self'"]);
    expect(cspOf(await page(https, '/')).get('style-src')).not.toContain("'unsafe-inline'");
  });
});
