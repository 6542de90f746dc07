// Compressed answers (issue 21, docs/decisions/059-compression.md): API answers above 1 KB in
// brotli or gzip as the client accepts, the web app's assets precompressed at build and served as
// such, index.html compressed with its nonce, nothing already compressed compressed again, and no
// answer that carries a secret compressed at all (BREACH).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { folderUid } from './shell-helpers';
import { DEMO_PASSWORD } from './constants';

/** Over 1 KB, as a real build's index.html is with its preload links. */
const INDEX_HTML = `<!doctype html>
<html lang="en"><head>
<meta property="csp-nonce" nonce="CSP_NONCE">
<script type="module" crossorigin src="/assets/index-abc123.js" nonce="CSP_NONCE"></script>
${Array.from({ length: 12 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}.js" nonce="CSP_NONCE">`).join('\n')}
</head><body><div id="root"></div></body></html>`;
const APP_JS = `${'export const line = "the app, long enough to be worth compressing";\n'.repeat(60)}`;
/** A PNG's bytes: compressed already; above the threshold. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);

/** As Vite writes dist/.vite/manifest.json: the entry, the signed-in chunk (the frame and the
 * summary, web/vite.config.ts) with its stylesheet, a screen with a chunk of its own, and the login
 * page's lazy route with its form library. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_vendor-react.js'] },
  '_vendor-react.js': { file: 'assets/vendor-react.js' },
  '_signed-in.js': {
    file: 'assets/signed-in.js',
    name: 'signed-in',
    imports: ['_vendor-react.js', '_vendor-zod.js'],
    css: ['assets/signed-in.css'],
  },
  '_vendor-zod.js': { file: 'assets/vendor-zod.js' },
  'src/app/routes/report-route.tsx': { file: 'assets/report-route.js', imports: ['_signed-in.js', '_report-grid.js'] },
  '_report-grid.js': { file: 'assets/report-grid.js' },
  'src/features/auth/components/login-page.tsx': {
    file: 'assets/login-page.js',
    imports: ['_vendor-react.js', '_vendor-forms.js'],
    css: ['assets/login-page.css'],
  },
  '_vendor-forms.js': { file: 'assets/vendor-forms.js' },
};

let webDist: string;
let t: TestContext;
let token: string;
let company: number;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'ullage-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  const js = path.join(webDist, 'assets', 'index-abc123.js');
  await writeFile(js, APP_JS);
  // As web/vite.config.ts's precompress() writes them.
  await writeFile(`${js}.br`, brotliCompressSync(APP_JS));
  await writeFile(`${js}.gz`, gzipSync(APP_JS));
  await writeFile(path.join(webDist, 'assets', 'tank.png'), PNG);
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await mkdir(path.join(webDist, 'brands', 'default'), { recursive: true });
  await writeFile(path.join(webDist, 'brands', 'default', 'banner.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestContext({ webDist });
  token = await t.login('demo-propane', DEMO_PASSWORD);
  company = await folderUid(t, 'Propane Distributor');
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, accept = 'application/json') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

describe('API answers', () => {
  const reportPage = () => `/api/EntityReport/AssetData?folderUid=${company}&startRow=0&endRow=100`;

  it('sends a report page in brotli to a client that accepts it, with the same JSON inside and Vary: accept-encoding', async () => {
    const plain = await get(reportPage());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(reportPage(), 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(br).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip when the client accepts only gzip', async () => {
    const res = await get(reportPage(), 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(res).toString('utf8'))).toEqual((await get(reportPage())).json());
  });

  it('compresses the OpenAPI document (a public answer)', async () => {
    const res = await get('/api/openapi.json', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res).toString('utf8')).openapi).toBe('3.1.0');
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const res = await get('/api/User/GetSession', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an answer that carries a secret: tokens, MFA secrets, passcodes', async () => {
    const uncompressed = t.app.uncompressedRoutes.map((r) => `${r.method} ${r.url}`);
    expect(uncompressed).toEqual(
      expect.arrayContaining([
        'POST /api/Auth/Login',
        'POST /api/Auth/RefreshToken',
        'POST /api/Webview/Auth/RefreshToken',
        'POST /api/User/MFA',
        'POST /api/Device/:uid/Key',
        // A new webhook's signing secret, shown once.
        'POST /api/Webhook/ToFolder/:folder',
      ]),
    );
    // And nothing that carries no secret: the report, the tree, the session, the folder calls.
    const withSecrets = new Set(['POST /api/Webhook/ToFolder/:folder']);
    expect(uncompressed.filter((r) => /EntityReport|Navigation|GetSession|Folder/.test(r) && !withSecrets.has(r))).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Login',
      headers: { 'accept-encoding': 'gzip, br' },
      payload: { userName: 'demo-propane', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-encoding']).toBeUndefined();
    expect(login.json()).toHaveProperty('access_token');
  });
});

describe('the web app', () => {
  it('serves an asset precompressed at build: the .br file to a brotli client, the .gz to a gzip one, the file itself otherwise', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, br', '*/*');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(br).toString('utf8')).toBe(APP_JS);
    const gz = await get('/assets/index-abc123.js', 'gzip', '*/*');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz).toString('utf8')).toBe(APP_JS);
    const plain = await get('/assets/index-abc123.js', undefined, '*/*');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('compresses index.html with its own nonce in it', async () => {
    const res = await get('/', 'br', 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = decoded(res).toString('utf8');
    expect(html).not.toContain('CSP_NONCE');
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
  });

  it('does not compress what is compressed already (an image)', async () => {
    const res = await get('/assets/tank.png', 'gzip, br', 'image/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it("preloads the login page's chunk, brand call, banner (its largest paint) and news on / and /{brand}, no calls on the app's pages", async () => {
    const login = decoded(await get('/', 'br', 'text/html')).toString('utf8');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/login-page.js">');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-forms.js">');
    expect(login).toContain('<link rel="stylesheet" crossorigin href="/assets/login-page.css">');
    expect(login).not.toContain('href="/assets/vendor-react.js"');
    expect(login).toContain('<link rel="preload" as="fetch" crossorigin href="/api/Public/Brand?host=localhost">');
    expect(login).toContain('<link rel="preload" as="image" fetchpriority="high" href="/brands/default/banner.svg">');
    expect(login).toContain('<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="/api/Public/News">');
    expect(login).not.toContain('rel="modulepreload" crossorigin href="/assets/signed-in.js"');
    const propane = await get('/propane', undefined, 'text/html');
    expect(propane.body).toContain('href="/api/Public/Brand?key=propane&amp;host=localhost"');
    expect(propane.body).toContain('href="/assets/login-page.js"');
    const summary = await get('/report/summary', undefined, 'text/html');
    expect(summary.statusCode).toBe(200);
    expect(summary.body).not.toContain('rel="preload"');
    expect(summary.body).not.toContain('login-page');
  });

  it("preloads a signed-in deep link's scripts and stylesheet, less what index.html names already", async () => {
    const summary = (await get('/report/summary?fuid=1&uid=1', undefined, 'text/html')).body;
    expect(summary).toContain('<link rel="modulepreload" crossorigin href="/assets/signed-in.js">');
    expect(summary).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-zod.js">');
    expect(summary).toContain('<link rel="stylesheet" crossorigin href="/assets/signed-in.css">');
    expect(summary).not.toContain('href="/assets/vendor-react.js"');
    expect(summary).not.toContain('report-route');
    const report = (await get('/report/asset', undefined, 'text/html')).body;
    expect(report).toContain('<link rel="modulepreload" crossorigin href="/assets/signed-in.js">');
    expect(report).toContain('<link rel="modulepreload" crossorigin href="/assets/report-route.js">');
    expect(report).toContain('<link rel="modulepreload" crossorigin href="/assets/report-grid.js">');
    // The manifest itself is not served.
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});
