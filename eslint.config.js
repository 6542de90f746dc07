import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;

/** The folders directly inside `dir` (relative to the repo root), read on every lint run so a new
 * feature or module is covered without editing this file. */
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

// The package boundaries of ../shared/CONVENTIONS.md: domain imports only zod; web and server
// import domain, never each other.
const boundary = (message, group) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

// ---------------------------------------------------------------------------------------------
// Web: features are isolated, and imports run one way, shared -> features -> app
// (CONVENTIONS.md "Web", as alan2207/bulletproof-react enforces it with no-restricted-paths).
// ---------------------------------------------------------------------------------------------
const WEB = 'web/src';
const webZones = [
  ...foldersIn(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      `Features don't import each other: features/${feature} may import only its own files, components/, lib/ and ` +
      `@ullage/domain. Let the app layer (app/) compose the two features, or move the shared piece to components/ or lib/.`,
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'features/ must not import app/ (imports run shared -> features -> app): pass what the feature needs in as props.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/testing`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message:
      'components/, lib/ and testing/ are shared code with no business logic: they import neither features/ nor app/ ' +
      '(imports run shared -> features -> app).',
  },
];

// Libraries a signed-in page loads after its first paint (docs/decisions/073-first-paint-bytes.md):
// each is imported by one module only, which the rest of the app reaches through a stand-in or a
// lazy import; a direct import elsewhere would put it back into the first paint's chunks.
const LOADED_AFTER_FIRST_PAINT = [
  { name: 'react-toastify', only: `${WEB}/lib/toast.tsx`, use: 'toast and Toasts from lib/toast.tsx' },
  { name: '@radix-ui/react-tooltip', only: `${WEB}/components/tooltip-radix.tsx`, use: 'Tooltip from components/tooltip.tsx' },
];
const webImportRules = (except) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [{ group: ['@ullage/server', '@ullage/server/*', '**/server/src/**'], message: 'web/ must not import server/.' }],
      paths: LOADED_AFTER_FIRST_PAINT.filter((l) => l.name !== except).map((l) => ({
        name: l.name,
        allowTypeImports: true,
        message: `Loaded after a page's first paint (docs/decisions/073-first-paint-bytes.md): use ${l.use}.`,
      })),
    },
  ],
});

// ---------------------------------------------------------------------------------------------
// Server: a face per module (CONVENTIONS.md "A face per module"). Other code reaches an area
// only through modules/<b>/index.ts, never its repository, service or any other file.
//  - inside server/src/modules/<a>/**: `../<b>` / `../<b>/index` is allowed, `../<b>/<b>.service` is not;
//  - outside modules (app.ts, main.ts, db/, plugins/, lib/, simulator/): `modules/<b>` only;
//  - server/test may import anything (tests reach internals), so it is no target here.
// ---------------------------------------------------------------------------------------------
const MODULES = 'server/src/modules';

/** The zones that keep every module of `modulesDir` behind its face (index.ts). `outside` are the
 * globs of the code outside the modules that must use the faces too. Exported for
 * test/lint-boundaries.test.ts, which applies it to a fixture tree where faces exist. */
export function moduleFaceZones(modulesDir, outside) {
  return foldersIn(modulesDir).flatMap((b) => {
    // import-x matches glob exceptions against the resolved absolute path, hence the leading **/.
    const face = { from: `${modulesDir}/${b}/**`, except: [`**/${modulesDir}/${b}/index.ts`] };
    return [
      {
        target: `${modulesDir}/!(${b})/**`,
        ...face,
        message:
          `Another module's internals: import the module's face, ../${b} (its index.ts), and use its service; ` +
          `never its repository or other files.`,
      },
      {
        target: outside,
        ...face,
        message: `A module's internals: import the module's face, modules/${b} (its index.ts), and use what it exports.`,
      },
    ];
  });
}

const serverModuleZones = moduleFaceZones(MODULES, ['server/*.ts', 'server/src/*.ts', 'server/src/!(modules)/**']);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'server/drizzle/**',
      '**/*.d.ts',
      // Deliberately broken code for test/lint-boundaries.test.ts, which lints it with ignore: false.
      'test/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // Import graph rules for every workspace: resolve imports as TypeScript does (each workspace's
  // tsconfig, @ullage/domain through its package exports) and forbid cycles.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // As import-x's flatConfigs.typescript: follow .ts/.tsx files and parse them with typescript-eslint.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['domain', 'server', 'web', 'e2e', 'bench', 'api-client', 'test'].map((w) => path.join(root, w, 'tsconfig.json')),
        }),
      ],
    },
    rules: {
      // Type-only imports are erased and do not count (import-x skips them).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(zod|vitest|fast-check)$|\\.{1,2}/)',
              message: 'domain/ is pure: it may import only zod (and its own files).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: boundary('server/ must not import web/.', ['@ullage/web', '@ullage/web/*', '**/web/src/**']),
  },
  // --- Server module faces (see serverModuleZones above). Expected to fail until every module
  // has its index.ts and its callers use it.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverModuleZones }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...webImportRules(),
      // --- Web feature isolation (see webZones above).
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
    },
  },
  ...LOADED_AFTER_FIRST_PAINT.map((l) => ({ files: [l.only], rules: webImportRules(l.name) })),
);
