import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (server/) listens on 8080; in development Vite proxies the API and the health
// check to it so the browser sees one origin, as it does when the server serves web/dist.
const API_ORIGIN = 'http://localhost:8080';

/** Third-party code grouped by how often it changes and which screens need it, so a release
 * that only touches app code leaves the (long-cached) vendor chunks untouched, and libraries used
 * by one screen only (grids, charts) stay out of the login page's download. */
const VENDOR_GROUPS: ReadonlyArray<readonly [name: string, test: RegExp]> = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['router', /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/],
  // Without the infinite queries, which only the history screens use: every visit would download
  // them with the query client (issue 20).
  ['query', /[\\/]node_modules[\\/]@tanstack[\\/](?!.*[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$)/],
  ['forms', /[\\/]node_modules[\\/]react-hook-form[\\/]/],
  // zod apart from the form library: the login page renders its form without it and loads it
  // when the form is first checked (docs/decisions/048-zod-off-the-login-page.md).
  ['zod', /[\\/]node_modules[\\/]zod[\\/]/],
  ['toast', /[\\/]node_modules[\\/](react-toastify|clsx)[\\/]/],
  ['grid', /[\\/]node_modules[\\/]ag-grid-[^\\/]+[\\/]/],
  ['chart', /[\\/]node_modules[\\/]uplot[\\/]/],
];

/** The signed-in frame (app/signed-in-layout.tsx) and its default landing (the summary), with the
 * app code only they and the other signed-in screens use, in one chunk: split as each module's
 * importers would have it, a phone asked for some forty small files there one after the other
 * before the first signed-in paint (issue 21). A module the login page or a lazy part of a screen
 * (the grid, a chart, a dialog) also needs keeps its own chunk; so does a screen's own code. */
function signedInChunk(): (
  id: string,
  ctx: { getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null },
) => string | null {
  const FRAME = /[\\/]web[\\/]src[\\/]app[\\/]signed-in-layout\.tsx$/;
  const LANDING = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]summary-route\.tsx$/;
  // What the login page loads first: the entry, the app it starts (preloaded beside it: preloadApp)
  // and the login page's own lazy route (preloaded on its paths: server/src/plugins/spa.ts).
  const ENTRY =
    /[\\/]web[\\/](index\.html|src[\\/]main\.tsx|src[\\/]app[\\/]start\.tsx|src[\\/]features[\\/]auth[\\/]components[\\/]t?login-page\.tsx)$/;
  const SCREENS = /[\\/]web[\\/]src[\\/]app[\\/]signed-in-routes\.ts$/;
  const rootsByModule = new Map<string, Set<string>>();
  return (id, ctx) => {
    // The modules this one is loaded with: the dynamic entries above it through static imports.
    const rootsOf = (m: string, seen: Set<string>): Set<string> => {
      const known = rootsByModule.get(m);
      if (known) return known;
      const found = new Set<string>();
      const info = ctx.getModuleInfo(m);
      const importers = info?.importers ?? [];
      if (importers.length === 0 || (info?.dynamicImporters.length ?? 0) > 0) found.add(m);
      for (const i of importers) if (!seen.has(i)) for (const r of rootsOf(i, new Set(seen).add(i))) found.add(r);
      if (seen.size === 1) rootsByModule.set(m, found);
      return found;
    };
    const found = rootsOf(id, new Set([id]));
    const screen = (r: string) => FRAME.test(r) || (ctx.getModuleInfo(r)?.dynamicImporters ?? []).some((d) => SCREENS.test(d));
    const roots = [...found];
    if (!roots.some((r) => FRAME.test(r) || LANDING.test(r))) return null;
    if (roots.every(screen)) return 'signed-in';
    // Also needed by a lazy part of the login page (the sign-in steps, its dialogs) or of a
    // screen: one chunk of its own beside, rather than one small file per combination of users.
    // Never what the entry (the login page) loads first: that stays in the entry's chunks.
    return roots.some((r) => ENTRY.test(r)) ? null : 'signed-in-shared';
  };
}

// react-router's package exports point only at its development build; production builds use the
// production build it ships beside it (remix-run/react-router#12532).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** index.html names the app's chunk (src/app/start.tsx, which the small entry imports once it has
 * started a signed-in page's first call) and what it imports, scripts and stylesheets, beside the
 * entry: they download together rather than one after the other (docs/decisions/073-first-paint-bytes.md). */
function preloadApp(): Plugin {
  const START = /[\\/]src[\\/]app[\\/]start\.tsx$/;
  return {
    name: 'ullage-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const start = chunks.find((c) => c.facadeModuleId !== null && START.test(c.facadeModuleId));
        if (!start) throw new Error('preloadApp: no chunk for src/app/start.tsx');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const add = (chunk: (typeof chunks)[number]) => {
          if (scripts.has(chunk.fileName)) return;
          scripts.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) add(imported);
          }
        };
        add(start);
        const unnamed = (file: string) => !html.includes(`/${file}"`);
        return [
          ...[...styles].filter(unnamed).map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...scripts].filter(unnamed).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/** Each text asset above 1 KB written beside itself as .br (brotli quality 11) and .gz (gzip level
 * 9), once at build, so the server sends the smallest form without compressing on each request
 * (server/src/plugins/spa.ts, preCompressed; docs/decisions/059-compression.md). index.html is not:
 * the server writes a fresh nonce into it on each load and compresses that answer itself. */
function precompress(): Plugin {
  const TEXT = /\.(js|mjs|css|svg|json|txt|map|webmanifest)$/;
  let outDir = 'dist';
  return {
    name: 'ullage-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => TEXT.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await readFile(full);
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
            promisify(gzip)(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), preloadApp(), precompress()],
  // A nonce attribute on index.html's tags and a <meta property="csp-nonce">: the server gives
  // each page load a fresh nonce there and in its Content-Security-Policy (server/src/plugins/spa.ts,
  // docs/decisions/053-security-headers.md); this is only the build's placeholder.
  html: { cspNonce: 'CSP_NONCE' },
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/healthz': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/healthz': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks and stylesheets each screen's module needs, so the
    // server names them in index.html for a signed-in deep link (server/src/plugins/spa.ts, issue 21).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_GROUPS.map(([name, test]) => ({ name: `vendor-${name}`, test })),
            { name: signedInChunk(), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
