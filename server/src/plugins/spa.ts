// The built web app at /, with history fallback: any GET outside /api that accepts HTML gets
// index.html, so deep links like /report/summary load the SPA.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { styleNonce } from './security-headers';

export interface SpaOptions {
  /** The page's first API call and its largest image at this path, if known: index.html preloads
   * them, so a phone fetches them while it loads the scripts (issue 21: the login page's banner,
   * its largest paint, waited for the scripts, then the brand call, then itself). */
  preloads?: (pathname: string, hostname: string) => Promise<{ brandCall: string; banner: string; calls?: string[] } | null>;
}

/** The signed-in screens' modules by path (web/src/app/signed-in-routes.ts) and the signed-in
 * frame around them (web/src/app/router.tsx), as Vite's manifest names them. A deep link to one
 * (a reload, a bookmark, the landing page after sign-in) gets them preloaded from index.html:
 * otherwise a phone asks for them only once the entry script has run, then for their imports,
 * then for the page's calls (issue 21). A path not listed here still works; it only loads later.
 * The frame and the summary are built into one chunk named `signed-in` (web/vite.config.ts), so
 * they have no manifest entry of their own: that chunk stands for them. */
const SIGNED_IN_CHUNK = 'signed-in';
const SIGNED_IN_FRAME = 'src/app/signed-in-layout.tsx';
const SIGNED_IN_SCREENS: ReadonlyArray<readonly [path: RegExp, module: string]> = [
  [/^\/report\/summary\/?$/, 'src/app/routes/summary-route.tsx'],
  [/^\/report\/(asset|device|config)\/?$/, 'src/app/routes/report-route.tsx'],
  [/^\/home\/?$/, 'src/app/routes/home-route.tsx'],
  [/^\/search\/?$/, 'src/app/routes/search-route.tsx'],
  [/^\/(asset|device|folder|user)(\/(setup|history))?\/?$/, 'src/app/routes/manage-route.tsx'],
  [/^\/folder\/users\/?$/, 'src/app/routes/folder-users-route.tsx'],
  [/^\/create\/?$/, 'src/app/routes/create-route.tsx'],
];

type Manifest = Record<string, { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The <link>s that fetch these modules (manifest keys) and what they import, less what index.html
 * already names (the entry and its imports, the app's chunk the build preloads beside it): their
 * stylesheets, then their scripts. */
function modulePreloads(manifest: Manifest, wanted: readonly string[], html: string): string[] {
  const named = new Set<string>();
  const addEntry = (key: string) => {
    if (named.has(key)) return;
    named.add(key);
    for (const i of manifest[key]?.imports ?? []) addEntry(i);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addEntry(key);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set(named);
  const add = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const i of chunk.imports ?? []) add(i);
  };
  for (const key of wanted) add(key);
  const unnamed = (file: string) => !html.includes(`/${file}"`);
  return [
    // Stylesheets as the page would add them (Vite's preload helper skips a sheet already linked),
    // so the screen paints once, styled, without shifting.
    ...[...new Set(styles)].filter(unnamed).map((f) => `<link rel="stylesheet" crossorigin href="/${attr(f)}">`),
    ...scripts.filter(unnamed).map((f) => `<link rel="modulepreload" crossorigin href="/${attr(f)}">`),
  ];
}

/** The <link>s that fetch `pathname`'s screen, its frame and what they import, less what
 * index.html already names (the entry and its imports). Empty for any other path, or without a
 * manifest (a development build). */
export function screenPreloads(manifest: Manifest, pathname: string, html = ''): string[] {
  const screen = SIGNED_IN_SCREENS.find(([re]) => re.test(pathname))?.[1];
  if (!screen) return [];
  const wanted = [...Object.keys(manifest).filter((key) => manifest[key]?.name === SIGNED_IN_CHUNK), SIGNED_IN_FRAME, screen].filter(
    (key) => manifest[key],
  );
  return wanted.length === 0 ? [] : modulePreloads(manifest, wanted, html);
}

/** The login page's module (a lazy route of web/src/app/router.tsx, with its form library), for
 * the paths that show it: `/` and `/{brand}` (docs/decisions/073-first-paint-bytes.md). */
const LOGIN_PAGE = 'src/features/auth/components/login-page.tsx';

/** The <link>s that fetch the login page's chunk and its imports. */
export function loginPagePreloads(manifest: Manifest, html = ''): string[] {
  return manifest[LOGIN_PAGE] ? modulePreloads(manifest, [LOGIN_PAGE], html) : [];
}

async function readManifest(webDist: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function registerSpa(app: FastifyInstance, webDist: string, options: SpaOptions = {}): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = existsSync(indexFile);
  /** index.html with this answer's style nonce in its nonce attributes (the build writes a
   * placeholder there: web/vite.config.ts html.cspNonce; docs/decisions/053-security-headers.md).
   * Read on each page load, as sendFile did, so a rebuilt web/dist is served without a restart;
   * never stored, since its nonce is good for this answer only. */
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    let html = await readFile(indexFile, 'utf8');
    const nonce = styleNonce(reply);
    const pathname = req.url.split('?')[0] ?? '/';
    const manifest = await readManifest(webDist);
    const links = screenPreloads(manifest, pathname, html);
    const preload = links.length ? null : await options.preloads?.(pathname, req.hostname.replace(/:\d+$/, ''));
    if (preload) {
      // The login page's own chunk (a lazy route), fetched beside the entry rather than after it.
      links.push(...loginPagePreloads(manifest, html));
      links.push(`<link rel="preload" as="fetch" crossorigin href="${attr(preload.brandCall)}">`);
      // Only a banner the build has (the page falls back to the default one otherwise).
      if (existsSync(path.join(webDist, preload.banner)))
        links.push(`<link rel="preload" as="image" fetchpriority="high" href="${attr(preload.banner)}">`);
      // After the scripts and the banner: they fill the side column, not the largest paint.
      for (const call of preload.calls ?? [])
        links.push(`<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${attr(call)}">`);
    }
    if (links.length) html = html.replace('</head>', `${links.join('\n')}\n</head>`);
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
      // history fallback below like any other page. The build's manifest (.vite/) is for this
      // file only: it lists every chunk of every screen.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      maxAge: '1h',
      // The build writes each asset's .br and .gz beside it (web/vite.config.ts): served as such
      // to a client that accepts them, with Vary: accept-encoding (docs/decisions/059-compression.md).
      preCompressed: true,
      setHeaders: (res, file) => {
        // Hashed assets never change; index.html must be revalidated to pick up a new build.
        if (file.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, (req, reply) => sendIndex(req, reply));
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url === '/api';
    if (hasSpa && req.method === 'GET' && !isApi && (req.headers.accept ?? '').includes('text/html')) return sendIndex(req, reply);
    return reply.code(404).send({ message: `No such resource: ${req.method} ${req.url.split('?')[0]}` });
  });
  return hasSpa;
}
