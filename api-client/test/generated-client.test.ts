// The OpenAPI document proven by a real client (issue 21, docs/decisions/060-openapi-document.md):
// fetched from the running server, it passes Redocly's recommended rules with no error; a client
// generated from it (openapi-typescript + openapi-fetch) typechecks; and that client calls every
// GET operation in the document on the demo world, each answer valid against the document's
// schema for it (so the document says what the server answers).
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../server/test/helpers';
import { DEMO_PASSWORD, TEST_ADMIN_PASSWORD } from '../../server/test/constants';
import { generateCalls, generateTypes, getOperations, type OpenApiDocument } from '../src/generate';
import { loadWorld, sample, type World } from './samples';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Written by this test, read by tsconfig.generated.json; not checked in (.gitignore). */
const generatedDir = path.join(root, '.generated');
const bin = (name: string) => path.resolve(root, '..', 'node_modules', '.bin', name);

/** GET operations that answer other than 200 on the demo world, and why: each still answers as
 * the document says (its error body). */
/** What .generated/calls.ts exports (src/generate.ts, generateCalls). */
interface GeneratedCalls {
  getCalls(
    client: never,
    samples: { int(path: string, name: string): number; text(path: string, name: string): string },
  ): Record<string, () => Promise<{ status: number; body: unknown; contentType: string | null }>>;
}

const NOT_OK: Record<string, { status: number; why: string }> = {
  '/api/Webview/MFA/Verify': { status: 400, why: 'finishes an MFA enrolment: the demo user has none open' },
};

let t: TestContext;
let base: string;
let document: OpenApiDocument;
let world: World;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  document = (await (await fetch(`${base}/api/openapi.json`)).json()) as OpenApiDocument;
  userToken = await t.login('demo-propane', DEMO_PASSWORD);
  adminToken = await t.login('admin', TEST_ADMIN_PASSWORD);
  world = await loadWorld(t, 'demo-propane', userToken);
  await rm(generatedDir, { recursive: true, force: true });
  await mkdir(generatedDir, { recursive: true });
  await writeFile(path.join(generatedDir, 'openapi.json'), JSON.stringify(document, null, 2));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the OpenAPI document', () => {
  it("has no error under Redocly's recommended rules", () => {
    const lint = spawnSync(bin('redocly'), ['lint', path.join(generatedDir, 'openapi.json'), '--config', path.join(root, 'redocly.yaml')], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    expect(lint.status, `${lint.stdout}\n${lint.stderr}`).toBe(0);
    expect(lint.stdout + lint.stderr).toMatch(/valid/i);
  }, 60_000);

  it('lists each call once, without a trailing slash, and every operation with an operationId, a summary and its 4xx answers', () => {
    const ids = new Set<string>();
    for (const [p, item] of Object.entries(document.paths)) {
      expect(p).not.toMatch(/.\/$/);
      for (const [method, op] of Object.entries(item) as [string, { operationId?: string; summary?: string; responses: object }][]) {
        expect(op.operationId, `${method} ${p}`).toMatch(/^[a-z]+[A-Za-z0-9_]*$/);
        expect(ids.has(op.operationId!), `${op.operationId} is unique`).toBe(false);
        ids.add(op.operationId!);
        expect(op.summary, `${method} ${p}`).toBeTruthy();
        expect(
          Object.keys(op.responses).some((s) => s.startsWith('4')),
          `${method} ${p}`,
        ).toBe(true);
      }
    }
    expect(document.paths['/api/Folder/{uid}/FolderTree']?.get?.operationId).toBe('getFolderByUidFolderTree');
    expect((document.components as { schemas: Record<string, unknown> }).schemas).toHaveProperty('FolderTreeNode');
  });

  it("answers the spec's trailing-slash forms as the plain ones", async () => {
    const headers = { authorization: `Bearer ${userToken}` };
    const q = `devicesn=${encodeURIComponent(world.serial)}&folderUid=${world.company}`;
    const plain = await t.app.inject({ method: 'GET', url: `/api/Device/Validate/Available?${q}`, headers });
    const slash = await t.app.inject({ method: 'GET', url: `/api/Device/Validate/Available/?${q}`, headers });
    expect(plain.statusCode).toBe(200);
    expect(slash.statusCode).toBe(200);
    expect(slash.json()).toEqual(plain.json());
    // Bodies that fail validation: the route answered (400), where an unknown path is 404.
    for (const [method, url] of [
      ['PUT', '/api/Device/'],
      ['POST', '/api/Sensor/AddReading/'],
      ['POST', '/api/Folder/'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers, payload: {} });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
    }
  });
});

describe('a client generated from the document', () => {
  it('typechecks: the types and one typed call per GET operation', async () => {
    await writeFile(path.join(generatedDir, 'ullage.ts'), await generateTypes(document));
    await writeFile(path.join(generatedDir, 'calls.ts'), generateCalls(document));
    const tsc = spawnSync(bin('tsc'), ['--noEmit', '-p', path.join(root, 'tsconfig.generated.json')], { encoding: 'utf8' });
    expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);
  }, 120_000);

  it('calls every GET operation on the demo world, each answer as the document describes it', async () => {
    const { getCalls } = (await import(path.join(generatedDir, 'calls.ts'))) as GeneratedCalls;
    const client = createClient({ baseUrl: base }) as Client<never>;
    client.use({
      onRequest({ request, schemaPath }) {
        // As the document's security says: a device key for the devices' calls, else a token.
        if (schemaPath.startsWith('/api/Ingest/')) request.headers.set('x-device-key', world.tank.key);
        else request.headers.set('authorization', `Bearer ${schemaPath.startsWith('/api/Admin/') ? adminToken : userToken}`);
        return request;
      },
    });
    const calls = getCalls(client as never, {
      int: (p, name) => Number(sample(world, p, name)),
      text: (p, name) => String(sample(world, p, name)),
    });
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema({ ...document, $id: 'urn:ullage:openapi' });
    const operations = getOperations(document);
    expect(Object.keys(calls).sort()).toEqual(operations.map((o) => o.path).sort());
    expect(operations.length).toBeGreaterThan(70);
    const failures: string[] = [];
    for (const { path: p, okType } of operations) {
      const answer = await calls[p]!();
      const expected = NOT_OK[p]?.status ?? 200;
      if (answer.status !== expected) {
        failures.push(`GET ${p}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        continue;
      }
      const mediaType = expected === 200 ? okType! : 'application/json';
      expect(answer.contentType ?? '', p).toContain(mediaType);
      if (mediaType !== 'application/json') continue;
      const pointer = `#/paths/${p.replace(/~/g, '~0').replace(/\//g, '~1')}/get/responses/${expected}/content/application~1json/schema`;
      const validate = ajv.getSchema(`urn:ullage:openapi${pointer}`);
      if (!validate) throw new Error(`no schema at ${pointer}`);
      if (!validate(answer.body)) failures.push(`GET ${p}: the answer does not fit the document: ${ajv.errorsText(validate.errors)}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
