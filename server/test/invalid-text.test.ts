// Issue 20, bad input: a NUL character, a lone UTF-16 surrogate or an over-long string in any
// string a route declares answers 4xx, never 5xx (docs/decisions/054-invalid-text.md). The fuzz
// walks the route table through the OpenAPI document, which is generated from the same zod schemas
// the routes validate with, so a new route is fuzzed without touching this file.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/errors';
import { TEST_ADMIN_PASSWORD } from './constants';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
let adminToken: string;
let doc: OpenApiDoc;
let ids: { company: number; folder: number; asset: number; device: number; sensor: number; user: number };

beforeAll(async () => {
  t = await createTestContext();
  adminToken = await t.login('admin', TEST_ADMIN_PASSWORD);
  doc = (await t.app.inject('/api/openapi.json')).json() as OpenApiDoc;
  const one = async (sql: string) => (await t.database.pool.query<{ uid: number }>(sql)).rows[0]!.uid;
  const company = await one(
    "select f.uid from folder f join entity e on e.uid = f.uid where f.is_company and e.label = 'Propane Distributor'",
  );
  ids = {
    company,
    folder: await one(
      `select m.folder_uid as uid from folder_membership m join asset a on a.uid = m.entity_uid order by m.entity_uid limit 1`,
    ),
    asset: await one('select uid from asset order by uid limit 1'),
    device: await one('select uid from device order by uid limit 1'),
    sensor: await one('select uid from sensor order by uid limit 1'),
    user: await one("select uid from app_user where user_name = 'admin'"),
  };
});
afterAll(() => t.close());

/** The three kinds of bad text: as JSON carries it, and as a URL carries it (a lone surrogate has
 * no UTF-8 form, so a URL can only carry the bytes a broken encoder writes for it). */
const LONG = pseudoRandomLetters(100_000);
const BAD_TEXT = [
  { name: 'NUL', json: 'a\u0000b', url: 'a%00b' },
  { name: 'lone surrogate', json: 'a\uD800b', url: 'a%ED%A0%80b' },
  { name: '100,000 characters', json: LONG, url: LONG },
] as const;

/** Letters a database cannot compress much, so an over-long value stays over-long in an index. */
function pseudoRandomLetters(n: number): string {
  let seed = 20;
  let s = '';
  for (let i = 0; i < n; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    s += String.fromCharCode(97 + ((seed >>> 16) % 26));
  }
  return s;
}

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

function resolve(s: JsonSchema): JsonSchema {
  if (!s.$ref) return s;
  const name = s.$ref.split('/').pop()!;
  return resolve(doc.components?.schemas?.[name] ?? {});
}

const typeOf = (s: JsonSchema): string | undefined => [s.type].flat().find((x) => x !== 'null');
const options = (s: JsonSchema): JsonSchema[] =>
  (s.anyOf ?? s.oneOf ?? []).map(resolve).filter((o) => typeOf(o) !== undefined || o.anyOf || o.enum);

/** An id of a real entity for an integer field, so a request gets past "not found" to the code
 * that stores or looks up its text. */
function idFor(path: string, name: string): number | undefined {
  const key = name.toLowerCase();
  if (['company', 'companyfolderuid', 'basefolderuid'].includes(key)) return ids.company;
  if (key.includes('folder') || key === 'fuid' || key === 'parentuid') return ids.folder;
  if (key === 'device' || key === 'deviceuid') return ids.device;
  if (key === 'sensoruid') return ids.sensor;
  if (key.includes('useruid')) return ids.user;
  if (key === 'uid' || key === 'id') {
    if (path.includes('/Device')) return ids.device;
    if (path.includes('/Sensor/')) return ids.sensor;
    if (path.includes('/EntityReport/')) return ids.user;
    if (path.includes('/Folder/') || path.includes('/Navigation/')) return ids.folder;
    return ids.asset;
  }
  return undefined;
}

const STRING_CANDIDATES = ['a', 'abc', 'a-1', '1', '123456', '2024-01-15', '2024-01-15T00:00:00Z', '/a', 'user@example.com', 'true'];

/** A valid-looking value of a schema, so that only the field under test is wrong. */
function sample(raw: JsonSchema, path: string, name = ''): unknown {
  const s = resolve(raw);
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.allOf?.[0]) return sample(s.allOf[0], path, name);
  if (s.anyOf || s.oneOf) return options(s)[0] ? sample(options(s)[0]!, path, name) : null;
  switch (typeOf(s)) {
    case 'string': {
      if (s.format === 'date') return '2024-01-15';
      if (s.format === 'date-time') return '2024-01-15T00:00:00Z';
      if (s.format === 'email') return 'user@example.com';
      const candidates = /date/i.test(name) ? ['2024-01-15T00:00:00Z', ...STRING_CANDIDATES] : STRING_CANDIDATES;
      const fits = (c: string) =>
        (!s.pattern || new RegExp(s.pattern).test(c)) && c.length >= (s.minLength ?? 0) && c.length <= (s.maxLength ?? Infinity);
      return candidates.find(fits) ?? 'a'.repeat(Math.max(1, s.minLength ?? 1));
    }
    case 'integer':
    case 'number': {
      const id = idFor(path, name);
      if (id !== undefined) return id;
      // OpenAPI 3.0 writes an exclusive bound as a flag beside minimum; JSON Schema as a number.
      const excl = s.exclusiveMinimum as number | boolean | undefined;
      const low = typeof excl === 'number' ? excl + 1 : (s.minimum ?? 0) + (excl === true || s.minimum === undefined ? 1 : 0);
      return s.maximum !== undefined ? Math.min(low, s.maximum) : low;
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}, path, name));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {}, path, key);
      return out;
    }
    default:
      return null;
  }
}

/** Every copy of a schema's valid value with exactly one string (or record key) carrying `bad`,
 * and where it is. */
function variants(raw: JsonSchema, path: string, bad: string, where: string, depth = 0): { where: string; value: unknown }[] {
  const s = resolve(raw);
  if (depth > 8) return [];
  if (s.allOf?.[0]) return variants(s.allOf[0], path, bad, where, depth + 1);
  if (s.anyOf || s.oneOf) return options(s).flatMap((o) => variants(o, path, bad, where, depth + 1));
  switch (typeOf(s)) {
    case 'string':
      return [{ where, value: bad }];
    case 'array': {
      const rest = Array.from({ length: Math.max(0, (s.minItems ?? 0) - 1) }, () => sample(s.items ?? {}, path));
      return variants(s.items ?? {}, path, bad, `${where}[0]`, depth + 1).map((v) => ({ where: v.where, value: [v.value, ...rest] }));
    }
    case 'object': {
      const base = sample(s, path) as Record<string, unknown>;
      const out = Object.entries(s.properties ?? {}).flatMap(([key, prop]) =>
        variants(prop, path, bad, `${where}.${key}`, depth + 1).map((v) => ({ where: v.where, value: { ...base, [key]: v.value } })),
      );
      if (typeof s.additionalProperties === 'object') {
        const ap = s.additionalProperties;
        out.push({ where: `${where} (a key)`, value: { ...base, [bad]: sample(ap, path) } });
        out.push(...variants(ap, path, bad, `${where}.k`, depth + 1).map((v) => ({ where: v.where, value: { ...base, k: v.value } })));
      }
      return out;
    }
    default:
      return [];
  }
}

interface Case {
  method: string;
  url: string;
  where: string;
  body?: unknown;
  auth: string;
}

/** One request per string the route declares, for each kind of bad text. */
function casesOf(path: string, method: string, op: Operation, auth: string): Case[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const query = params.filter((p) => p.in === 'query');
  const urlWith = (bad?: { name: string; value: string }, badQuery?: { name: string; value: string }) => {
    let url = path;
    for (const p of pathParams) {
      const value = bad?.name === p.name ? bad.value : encodeURIComponent(String(sample(p.schema, path, p.name)));
      url = url.replace(`{${p.name}}`, value);
    }
    const qs = query
      .filter((q) => q.required || q.name === badQuery?.name)
      .map((q) => `${q.name}=${q.name === badQuery?.name ? badQuery.value : encodeURIComponent(String(sample(q.schema, path, q.name)))}`);
    return qs.length > 0 ? `${url}?${qs.join('&')}` : url;
  };
  const jsonSchema = op.requestBody?.content['application/json']?.schema;
  const validBody = jsonSchema ? sample(jsonSchema, path) : undefined;
  const cases: Case[] = [];
  for (const bad of BAD_TEXT) {
    for (const p of pathParams.filter((p) => typeOf(resolve(p.schema)) === 'string')) {
      cases.push({ method, url: urlWith({ name: p.name, value: bad.url }), where: `${bad.name} in path ${p.name}`, body: validBody, auth });
    }
    for (const q of query.filter((q) => typeOf(resolve(q.schema)) === 'string' || resolve(q.schema).anyOf)) {
      cases.push({
        method,
        url: urlWith(undefined, { name: q.name, value: bad.url }),
        where: `${bad.name} in query ${q.name}`,
        body: validBody,
        auth,
      });
    }
    if (jsonSchema) {
      for (const v of variants(jsonSchema, path, bad.json, 'body'))
        cases.push({ method, url: urlWith(), where: `${bad.name} in ${v.where}`, body: v.value, auth });
    }
  }
  return cases;
}

function headersFor(auth: string): Record<string, string> {
  if (auth === 'public') return {};
  if (auth === 'device') return { 'x-device-key': 'not-a-device-key' };
  return { authorization: `Bearer ${adminToken}` };
}

/** Routes that serve static or generated content, not the API: no schema to fuzz. */
const NOT_API = [/^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/, /^\/(healthz|readyz)$/, /^\/\*?$/];

describe('invalid text in every string a route declares', () => {
  it('finds every API route of the route table in the OpenAPI document it fuzzes from', () => {
    const documented = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`)));
    const missing = t.app.routeDecisions
      .filter((r) => r.method !== 'HEAD' && !NOT_API.some((re) => re.test(r.url)))
      .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`)
      .filter((r) => !documented.has(r));
    expect(missing).toEqual([]);
  });

  it('answers NUL, a lone surrogate and 100,000 characters with 4xx, never 5xx, signed in where the route needs it', async () => {
    const decisions = new Map(t.app.routeDecisions.map((r) => [`${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`, r.auth]));
    const cases = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([m, op]) => casesOf(path, m.toUpperCase(), op, String(decisions.get(`${m.toUpperCase()} ${path}`)))),
    );
    expect(cases.length).toBeGreaterThan(300);

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: headersFor(c.auth),
        ...(c.body !== undefined ? { payload: c.body as object } : {}),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) failures.push(`${c.method} ${c.url.slice(0, 120)}: ${c.where} -> ${res.statusCode}`);
    }
    await t.app.background.settled();
    const backgroundErrors = t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50 && line.includes('failed"'));
    expect(failures).toEqual([]);
    expect(backgroundErrors).toEqual([]);
    // The fuzz reached the code behind sign-in: most answers are the validation's 400s, not 401s.
    expect(statuses.get(401) ?? 0).toBeLessThan(cases.length / 10);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(cases.length / 2);
  }, 600_000);
});

describe('what a client is told', () => {
  it('names the field and what to remove, on public routes and behind sign-in', async () => {
    const brand = await t.app.inject({ method: 'GET', url: '/api/Public/Brand?key=a%00' });
    expect(brand.statusCode).toBe(400);
    expect(brand.json().errors).toEqual({ key: ['Key: must not contain the NUL character (U+0000); remove it'] });

    const login = await t.app.inject({ method: 'POST', url: '/api/Auth/Login', payload: { userName: 'admin\u0000', password: 'x' } });
    expect(login.statusCode).toBe(400);
    expect(login.json().errors).toEqual({ userName: ['User Name: must not contain the NUL character (U+0000); remove it'] });

    const auth = { authorization: `Bearer ${adminToken}` };
    const folder = await t.app.inject({
      method: 'PUT',
      url: `/api/Folder/${ids.folder}`,
      headers: auth,
      payload: { label: 'Site', addressConfig: { city: 'Duluth\uD800' } },
    });
    expect(folder.statusCode).toBe(400);
    expect(folder.json().errors).toEqual({ 'addressConfig.city': ['City: must be valid Unicode text; remove the lone surrogate U+D800'] });

    // JSON carried in a query parameter (a report's filters) is checked once parsed.
    const filters = encodeURIComponent(JSON.stringify({ label: { filterType: 'text', type: 'contains', filter: 'a\u0000' } }));
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/EntityReport/AssetData?folderUid=${ids.company}&startRow=0&endRow=10&filters=${filters}`,
      headers: auth,
    });
    expect(report.statusCode).toBe(400);
    expect(report.json().errors).toEqual({ 'filters.label.filter': ['Filter: must not contain the NUL character (U+0000); remove it'] });

    // A tank's label is one line (domain text()); its comment may hold line breaks.
    const asset = await t.app.inject({ method: 'GET', url: `/api/Asset/${ids.asset}`, headers: auth });
    const tank = asset.json() as Record<string, unknown>;
    const put = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/Asset/${ids.asset}`, headers: auth, payload: { ...tank, ...body } });
    const tabbed = await put({ label: 'North\ttank' });
    expect(tabbed.statusCode).toBe(400);
    expect(tabbed.json().errors).toEqual({ label: ['Label: must be one line without control characters; remove U+0009'] });
    expect((await put({ comment: 'Filled on Monday.\nCheck the valve.' })).statusCode).toBe(200);
  });

  it('answers a forgotten password for a name with NUL at once, with no work failing in the background', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Public/ForgotPassword', payload: { userName: 'demo-propane\u0000' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ userName: ['User Name: must not contain the NUL character (U+0000); remove it'] });
    await t.app.background.settled();
    expect(t.logs.filter((line) => line.includes('sending a password change link failed'))).toEqual([]);
  });

  it('turns text PostgreSQL refuses (22021 in text, 22P05 in JSON) into a 400 without a stack', async () => {
    const logs: string[] = [];
    const probe = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } });
    registerErrorHandler(probe);
    probe.get('/text', () => t.database.pool.query('select $1::text', ['a\u0000b']));
    probe.get('/json', () => t.database.pool.query('select $1::jsonb', [JSON.stringify({ a: 'a\u0000b' })]));
    for (const url of ['/text', '/json']) {
      const res = await probe.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        message: 'Some text sent cannot be stored: it contains a NUL character or a broken Unicode character. Remove it and try again.',
      });
    }
    expect(logs.join('')).not.toContain('"stack"');
    expect(logs.join('')).toContain('text the database cannot store');
    await probe.close();
  });
});
