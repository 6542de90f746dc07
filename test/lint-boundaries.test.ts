// The import rules of eslint.config.js bite: lint fails on a cross-module repository import, on a
// feature importing another feature, and on a cycle; allowed imports pass (CONVENTIONS.md, "A face
// per module", "Features don't import each other", "no cycles").
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleFaceZones } from '../eslint.config.js';

const root = path.resolve(import.meta.dirname, '..');
const FACES = 'test/fixtures/faces';

let eslint: ESLint;
// The repository's config, plus the same module-face zones over the fixture tree, whose faces exist
// (the server's modules may not have their index.ts yet, so an allowed import there proves nothing).
let withFixtureFaces: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
  withFixtureFaces = new ESLint({
    cwd: root,
    ignore: false,
    overrideConfig: {
      files: [`${FACES}/**/*.ts`],
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: moduleFaceZones(`${FACES}/modules`, [`${FACES}/*.ts`]) }],
      },
    },
  });
});

/** The messages of `rule` for `code` linted as if it were the file at `filePath` (repo-relative). */
async function lint(code: string, filePath: string, rule: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === rule);
}

const RESTRICTED = 'import-x/no-restricted-paths';

describe('server module faces', () => {
  it("reports a module importing another module's repository, and says to use its face", async () => {
    const messages = await lint(
      "export { createDeviceRepository } from '../device/device.repository';\n",
      'server/src/modules/asset/lint-fixture.ts',
      RESTRICTED,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain("import the module's face, ../device (its index.ts), and use its service");
  });

  it("reports app-level code importing a module's service file", async () => {
    const messages = await lint("export * from './modules/device/device.service';\n", 'server/src/lint-fixture.ts', RESTRICTED);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('modules/device (its index.ts)');
  });

  it('lets a module import its own files, and the server tests reach any internals', async () => {
    expect(await lint("export * from './device.repository';\n", 'server/src/modules/device/lint-fixture.ts', RESTRICTED)).toEqual([]);
    expect(await lint("export * from '../src/modules/device/device.repository';\n", 'server/test/lint-fixture.ts', RESTRICTED)).toEqual([]);
  });

  it("allows another module's face (../beta, ../beta/index) and reports its repository (fixture tree)", async () => {
    const results = await withFixtureFaces.lintFiles([`${FACES}/modules/alpha/alpha.service.ts`, `${FACES}/app.ts`]);
    const reported = results.map((r) => ({
      file: path.relative(root, r.filePath),
      lines: r.messages.filter((m) => m.ruleId === RESTRICTED).map((m) => m.line),
    }));
    expect(reported).toEqual([
      { file: `${FACES}/modules/alpha/alpha.service.ts`, lines: [5] },
      { file: `${FACES}/app.ts`, lines: [4] },
    ]);
  });
});

describe('web features', () => {
  it('reports a feature importing another feature', async () => {
    const messages = await lint(
      "export { useNavigationNode } from '../../explorer/api/get-navigation-node';\n",
      'web/src/features/manage/components/lint-fixture.ts',
      RESTRICTED,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain("Features don't import each other");
  });

  it('reports shared code importing a feature, and a feature importing the app layer', async () => {
    expect(
      await lint("export * from '../features/explorer/api/get-navigation-node';\n", 'web/src/components/lint-fixture.ts', RESTRICTED),
    ).toHaveLength(1);
    expect(await lint("export * from '../../../app/router';\n", 'web/src/features/manage/utils/lint-fixture.ts', RESTRICTED)).toHaveLength(
      1,
    );
  });

  it('lets a feature import its own files, components/, lib/ and the domain, and the app import features', async () => {
    const code = [
      "export * from '../api/get-asset';",
      "export * from '../../../components/loader';",
      "export * from '../../../lib/api-client';",
      "export * from '@ullage/domain/messages';",
      '',
    ].join('\n');
    expect(await lint(code, 'web/src/features/manage/components/lint-fixture.ts', RESTRICTED)).toEqual([]);
    expect(await lint("export * from '../features/manage/components/create-page';\n", 'web/src/app/lint-fixture.ts', RESTRICTED)).toEqual(
      [],
    );
  });
});

describe('libraries loaded after the first paint (ADR 073)', () => {
  it('reports importing one outside its one module, and names what to use instead', async () => {
    const messages = await lint(
      "export { toast } from 'react-toastify';\n",
      'web/src/features/manage/components/lint-fixture.ts',
      'no-restricted-imports',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('use toast and Toasts from lib/toast.tsx');
    expect(
      await lint("export { Root } from '@radix-ui/react-tooltip';\n", 'web/src/app/lint-fixture.ts', 'no-restricted-imports'),
    ).toHaveLength(1);
  });

  it('lets its own module import it, and anyone import its types', async () => {
    expect(await lint("export { toast } from 'react-toastify';\n", 'web/src/lib/toast.tsx', 'no-restricted-imports')).toEqual([]);
    expect(
      await lint("export type { ToastOptions } from 'react-toastify';\n", 'web/src/components/lint-fixture.ts', 'no-restricted-imports'),
    ).toEqual([]);
  });
});

describe('no cycles', () => {
  it('reports two files importing each other', async () => {
    const results = await eslint.lintFiles(['test/fixtures/cycle/a.ts', 'test/fixtures/cycle/b.ts']);
    for (const result of results) {
      expect(
        result.messages.filter((m) => m.ruleId === 'import-x/no-cycle'),
        result.filePath,
      ).toHaveLength(1);
    }
    expect(results).toHaveLength(2);
  });

  it('does not report a one-way import', async () => {
    expect(await lint("export * from './a';\n", 'test/fixtures/cycle/one-way.ts', 'import-x/no-cycle')).toEqual([]);
  });
});
