// The report grid's filter and sort model, run as SQL against real PostgreSQL, must return exactly
// the rows, in exactly the order, that an independent evaluation of the same model over the same
// rows in memory returns (spec 001 §7 EntityReport data calls; ADR 016).
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOLEAN_FILTER_OPERATORS,
  DATE_FILTER_OPERATORS,
  NUMBER_FILTER_OPERATORS,
  TEXT_FILTER_OPERATORS,
  gridPageRequestSchema,
  type GridColumnFilter,
  type GridSimpleFilter,
} from '@ullage/domain/reports/api';
import { GridValueFormat, gridValueFromDisplay, type DisplayUnits } from '@ullage/domain/reports/display';
import { TimeZone } from '@ullage/domain/time-zones';
import { installSpecErrorMap } from '@ullage/domain/validation';
import { BadRequestError } from '../src/lib/errors';
import {
  compileGridQuery,
  defineGridTable,
  escapeLike,
  gridSelectList,
  type GridColumn,
  type GridQueryContext,
} from '../src/modules/report/grid-query';
import { registerErrorHandler } from '../src/plugins/errors';
import { evaluateGrid } from './grid-evaluator';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  installSpecErrorMap();
  t = await createTestContext();
  await t.database.pool.query(`
    create table grid_probe (
      uid bigint primary key,
      label text, note text,
      amount double precision, level double precision, volume double precision, temp double precision,
      taken timestamptz, installed date,
      active boolean, status smallint, kind text)`);
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// The report under test: one column of every type and value format.

const STATUS_VALUES = [0, 1, 2, 3, 4].map((v) => ({ value: v, label: `Status ${v}` }));
const KIND_VALUES = ['farm', 'home', 'fleet'].map((v) => ({ value: v, label: v.toUpperCase() }));

function column(colId: string, type: GridColumn['type'], extra: Partial<GridColumn> = {}): GridColumn {
  return {
    colId,
    header: colId.charAt(0).toUpperCase() + colId.slice(1),
    type,
    format: null,
    defaultVisible: true,
    sortable: true,
    filterable: true,
    expression: sql.raw(`p.${colId}`),
    ...extra,
  };
}

const COLUMNS: GridColumn[] = [
  column('uid', 'number', { expression: sql`p.uid` }),
  column('label', 'text'),
  column('note', 'text', { sortable: false }),
  column('amount', 'number'),
  column('level', 'number', { format: GridValueFormat.Percent }),
  column('volume', 'number', { format: GridValueFormat.Gallons }),
  column('temp', 'number', { format: GridValueFormat.Temperature }),
  column('taken', 'date', { format: GridValueFormat.DateTime }),
  column('installed', 'date', { dateKind: 'calendar' }),
  column('active', 'boolean', { format: GridValueFormat.YesNo }),
  column('status', 'set', { values: STATUS_VALUES }),
  column('kind', 'set', { values: KIND_VALUES }),
  column('secret', 'text', { filterable: false, sortable: false, expression: sql`'x'` }),
];
const TABLE = defineGridTable(COLUMNS, sql`p.uid`);

async function runPage(query: Record<string, string>, ctx: GridQueryContext): Promise<{ uids: number[]; count: number }> {
  const request = gridPageRequestSchema.parse(query);
  const q = compileGridQuery(TABLE, request, ctx);
  const where = q.where ? sql`where ${q.where}` : sql``;
  const page = await t.database.db.execute<{ uid: number }>(
    sql`select p.uid from grid_probe p ${where} order by ${q.orderBy} limit ${q.limit} offset ${q.offset}`,
  );
  const count = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from grid_probe p ${where}`);
  return { uids: page.rows.map((r) => Number(r.uid)), count: count.rows[0]!.n };
}

// ---------------------------------------------------------------------------------------------
// Rows.

type ProbeRow = {
  uid: number;
  label: string | null;
  note: string | null;
  amount: number | null;
  level: number | null;
  volume: number | null;
  temp: number | null;
  /** Epoch milliseconds. */
  taken: number | null;
  /** 'YYYY-MM-DD'. */
  installed: string | null;
  active: boolean | null;
  status: number | null;
  kind: string | null;
};

// Letters in both cases, LIKE's wildcards and escape, quotes and whitespace: what can go wrong in
// case folding, pattern escaping and blank detection.
const TEXT_UNITS = ['a', 'A', 'b', 'B', 'z', '%', '_', '\\', "'", ' ', '\t', '1'];
const textArb = (minLength: number) => fc.string({ unit: fc.constantFrom(...TEXT_UNITS), minLength, maxLength: 4 });
/** Numbers as the user types them (display units): shared by rows and filters so they meet. */
const DISPLAY_NUMBERS = [-40, -2.5, 0, 1, 1.5, 25, 33.3, 100, 1000];
/** Days around both US summer-time changes and a month end. */
const DAYS = ['2025-03-08', '2025-03-09', '2025-03-10', '2025-06-30', '2025-07-01', '2025-11-01', '2025-11-02', '2025-11-03'];
const HOUR_MS = 3_600_000;

/** Milliseconds after UTC midnight of a day: mostly within a second of some viewer's local
 * midnight (UTC 0, Newfoundland 2.5/3.5, Eastern 4/5, Pacific 8 hours), where day filters can
 * go wrong, sometimes anywhere. */
const takenOffsetArb = fc.oneof(
  fc
    .tuple(fc.constantFrom(0, 2.5, 3.5, 4, 5, 8, 24, 26.5, 27.5, 28, 29, 32), fc.constantFrom(-1000, -1, 0, 1, 999))
    .map(([hours, ms]) => hours * HOUR_MS + ms),
  fc.integer({ min: -12 * HOUR_MS, max: 36 * HOUR_MS }),
);

/** A row in display terms; stored values depend on the run's units. */
const rowArb = fc.record({
  uid: fc.integer({ min: 1, max: 1_000_000 }),
  label: fc.option(textArb(0)),
  note: fc.option(textArb(0)),
  amount: fc.option(fc.constantFrom(...DISPLAY_NUMBERS)),
  level: fc.option(fc.constantFrom(...DISPLAY_NUMBERS)),
  volume: fc.option(fc.constantFrom(...DISPLAY_NUMBERS)),
  temp: fc.option(fc.constantFrom(...DISPLAY_NUMBERS)),
  taken: fc.option(fc.tuple(fc.constantFrom(...DAYS), takenOffsetArb)),
  installed: fc.option(fc.constantFrom(...DAYS)),
  active: fc.option(fc.boolean()),
  status: fc.option(fc.constantFrom(...STATUS_VALUES.map((v) => v.value))),
  kind: fc.option(fc.constantFrom(...KIND_VALUES.map((v) => v.value))),
});
type RowSeed = typeof rowArb extends fc.Arbitrary<infer R> ? R : never;

function storedRow(seed: RowSeed, units: DisplayUnits): ProbeRow {
  const stored = (formatId: GridColumn['format'], v: number | null) => (v === null ? null : gridValueFromDisplay(formatId, v, units));
  return {
    ...seed,
    level: stored(GridValueFormat.Percent, seed.level),
    volume: stored(GridValueFormat.Gallons, seed.volume),
    temp: stored(GridValueFormat.Temperature, seed.temp),
    taken: seed.taken === null ? null : Date.parse(`${seed.taken[0]}T00:00:00Z`) + seed.taken[1],
  };
}

async function store(rows: ProbeRow[]): Promise<void> {
  await t.database.pool.query('truncate grid_probe');
  if (rows.length === 0) return;
  const fields = ['uid', 'label', 'note', 'amount', 'level', 'volume', 'temp', 'taken', 'installed', 'active', 'status', 'kind'] as const;
  const params: unknown[] = [];
  const tuples = rows.map((r) => {
    const placeholders = fields.map((f) => {
      params.push(f === 'taken' && r.taken !== null ? new Date(r.taken).toISOString() : r[f]);
      return `$${params.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  await t.database.pool.query(`insert into grid_probe (${fields.join(', ')}) values ${tuples.join(', ')}`, params);
}

// ---------------------------------------------------------------------------------------------
// The independent evaluation: plain JavaScript over the rows, written from AG Grid's documented
// filter semantics and ADR 016, sharing nothing with grid-query.ts but the unit conversion.

const CONTEXTS: GridQueryContext[] = [
  {
    units: { volumeUnitId: 1, weightUnitId: 1, temperatureUnitId: 1, dimensionUnitId: 1 },
    timeZone: { timeZoneId: TimeZone.Eastern, observeDst: true },
  },
  {
    units: { volumeUnitId: 2, weightUnitId: 2, temperatureUnitId: 2, dimensionUnitId: 2 },
    timeZone: { timeZoneId: TimeZone.Utc, observeDst: true },
  },
  {
    units: { volumeUnitId: 5, weightUnitId: 4, temperatureUnitId: 3, dimensionUnitId: 3 },
    timeZone: { timeZoneId: TimeZone.Pacific, observeDst: false },
  },
  {
    units: { volumeUnitId: 2, weightUnitId: 1, temperatureUnitId: 2, dimensionUnitId: 1 },
    timeZone: { timeZoneId: TimeZone.Newfoundland, observeDst: true },
  },
];

const evaluate = (
  rows: ProbeRow[],
  filters: Record<string, GridColumnFilter>,
  andOr: 'and' | 'or',
  sorting: { colId: string; sort: 'asc' | 'desc' }[],
  ctx: GridQueryContext,
) => evaluateGrid(rows, TABLE, filters, andOr, sorting, ctx);

// ---------------------------------------------------------------------------------------------
// Random filter and sort models, as AG Grid sends them.

const dateText = fc.tuple(fc.constantFrom(...DAYS), fc.boolean()).map(([d, withTime]) => (withTime ? `${d} 00:00:00` : d));

function conditionArb(col: GridColumn): fc.Arbitrary<GridSimpleFilter> {
  switch (col.type) {
    case 'text':
      return fc.record({ filterType: fc.constant('text' as const), type: fc.constantFrom(...TEXT_FILTER_OPERATORS), filter: textArb(1) });
    case 'number':
      return fc.record({
        filterType: fc.constant('number' as const),
        type: fc.constantFrom(...NUMBER_FILTER_OPERATORS),
        filter: fc.constantFrom(...DISPLAY_NUMBERS, 7),
        filterTo: fc.constantFrom(...DISPLAY_NUMBERS, 7),
      });
    case 'date':
      return fc.record({
        filterType: fc.constant('date' as const),
        type: fc.constantFrom(...DATE_FILTER_OPERATORS),
        dateFrom: dateText,
        dateTo: dateText,
      });
    case 'boolean':
      return fc.record({ filterType: fc.constant('text' as const), type: fc.constantFrom(...BOOLEAN_FILTER_OPERATORS) });
    case 'set': {
      // AG Grid's set filter sends values as text; numbers must match too.
      const values = col.values!.flatMap((v) => [v.value, String(v.value)]);
      return fc.record({ filterType: fc.constant('set' as const), values: fc.subarray([...values, null]) });
    }
  }
}

function columnFilterArb(col: GridColumn): fc.Arbitrary<GridColumnFilter> {
  const single = conditionArb(col);
  if (col.type === 'set') return single;
  return fc.oneof(
    single,
    fc.record({
      filterType: fc.constant(col.type === 'boolean' ? ('text' as const) : (col.type as 'text' | 'number' | 'date')),
      operator: fc.constantFrom('AND' as const, 'OR' as const),
      conditions: fc.array(single, { minLength: 1, maxLength: 3 }),
    }),
  );
}

const FILTERABLE = COLUMNS.filter((c) => c.filterable);
const SORTABLE = COLUMNS.filter((c) => c.sortable && c.colId !== 'uid');

const filterModelArb = fc
  .subarray(FILTERABLE, { maxLength: 3 })
  .chain((cols) => fc.tuple(...cols.map((c) => columnFilterArb(c).map((f) => [c.colId, f] as const))))
  .map((pairs) => Object.fromEntries(pairs) as Record<string, GridColumnFilter>);

const sortModelArb = fc
  .shuffledSubarray(SORTABLE, { maxLength: 3 })
  .chain((cols) =>
    fc.tuple(...cols.map((c) => fc.constantFrom('asc' as const, 'desc' as const).map((sort) => ({ colId: c.colId, sort })))),
  );

interface GridQueryCase {
  filters: Record<string, GridColumnFilter>;
  sorting: { colId: string; sort: 'asc' | 'desc' }[];
  andOr: 'and' | 'or';
  startRow: number;
  size: number;
}

const queryArb: fc.Arbitrary<GridQueryCase> = fc.record({
  filters: filterModelArb,
  sorting: sortModelArb,
  andOr: fc.constantFrom('and' as const, 'or' as const),
  startRow: fc.nat({ max: 65 }),
  size: fc.integer({ min: 1, max: 65 }),
});

/** One condition on one column: many of them per stored data set reach every operator often. */
const singleFilterArb = fc
  .constantFrom(...FILTERABLE)
  .chain((col) => conditionArb(col).map((f) => ({ [col.colId]: f }) as Record<string, GridColumnFilter>));

const rowsArb = fc.uniqueArray(rowArb, { selector: (r) => r.uid, maxLength: 60 });

async function checkAgainstMemory(rows: ProbeRow[], q: GridQueryCase, ctx: GridQueryContext) {
  const expected = evaluate(rows, q.filters, q.andOr, q.sorting, ctx);
  const query = {
    startRow: String(q.startRow),
    endRow: String(q.startRow + q.size),
    filters: JSON.stringify(q.filters),
    sorting: JSON.stringify(q.sorting),
    filterAndOr: q.andOr,
  };
  const { uids, count } = await runPage(query, ctx);
  expect(count).toBe(expected.length);
  expect(uids).toEqual(expected.slice(q.startRow, q.startRow + q.size).map((r) => r.uid));
}

describe('grid queries against PostgreSQL (property)', () => {
  it('return the rows and order an in-memory evaluation of the same model returns', async () => {
    await fc.assert(
      fc.asyncProperty(
        rowsArb,
        fc.array(queryArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...CONTEXTS),
        async (seeds, queries, ctx) => {
          const rows = seeds.map((s) => storedRow(s, ctx.units));
          await store(rows);
          for (const q of queries) await checkAgainstMemory(rows, q, ctx);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('agree with the in-memory evaluation on every operator of every column', async () => {
    await fc.assert(
      fc.asyncProperty(
        rowsArb,
        fc.array(singleFilterArb, { minLength: 10, maxLength: 20 }),
        fc.constantFrom(...CONTEXTS),
        async (seeds, filters, ctx) => {
          const rows = seeds.map((s) => storedRow(s, ctx.units));
          await store(rows);
          for (const f of filters) await checkAgainstMemory(rows, { filters: f, sorting: [], andOr: 'and', startRow: 0, size: 100 }, ctx);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('pages through a result without gaps or overlaps, whatever ties the sort leaves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(rowArb, { selector: (r) => r.uid, minLength: 1, maxLength: 40 }),
        sortModelArb,
        fc.integer({ min: 1, max: 7 }),
        async (seeds, sorting, pageSize) => {
          const ctx = CONTEXTS[0]!;
          const rows = seeds.map((s) => storedRow(s, ctx.units));
          await store(rows);
          const seen: number[] = [];
          for (let start = 0; start < rows.length; start += pageSize) {
            const page = await runPage(
              { startRow: String(start), endRow: String(start + pageSize), sorting: JSON.stringify(sorting) },
              ctx,
            );
            seen.push(...page.uids);
          }
          expect(seen).toEqual(evaluate(rows, {}, 'and', sorting, ctx).map((r) => r.uid));
        },
      ),
      { numRuns: 60 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Examples a user would recognise.

const ROW_DEFAULTS: Omit<ProbeRow, 'uid'> = {
  label: null,
  note: null,
  amount: null,
  level: null,
  volume: null,
  temp: null,
  taken: null,
  installed: null,
  active: null,
  status: null,
  kind: null,
};
const row = (uid: number, values: Partial<ProbeRow>): ProbeRow => ({ ...ROW_DEFAULTS, uid, ...values });
const EASTERN = CONTEXTS[0]!;
const METRIC_UTC = CONTEXTS[1]!;

describe('grid queries (examples)', () => {
  it('treats filter text as text, never as SQL or as a LIKE pattern', async () => {
    await store([row(1, { label: "O'Brien 100%" }), row(2, { label: 'O Brien 1000' }), row(3, { label: 'x_y' }), row(4, { label: 'xzy' })]);
    const filter = (text: string) => JSON.stringify({ label: { filterType: 'text', type: 'contains', filter: text } });
    expect((await runPage({ startRow: '0', endRow: '10', filters: filter("'100%") }, EASTERN)).uids).toEqual([]);
    expect((await runPage({ startRow: '0', endRow: '10', filters: filter("o'brien 100%") }, EASTERN)).uids).toEqual([1]);
    expect((await runPage({ startRow: '0', endRow: '10', filters: filter('_') }, EASTERN)).uids).toEqual([3]);
    const hostile = filter("'); drop table grid_probe; --");
    expect((await runPage({ startRow: '0', endRow: '10', filters: hostile }, EASTERN)).uids).toEqual([]);
    expect((await t.database.pool.query('select count(*)::int as n from grid_probe')).rows[0].n).toBe(4);
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it("reads number filters in the viewer's units and percent as shown (x100)", async () => {
    await store([row(1, { volume: 300, level: 0.2 }), row(2, { volume: 250, level: 0.25 }), row(3, { volume: null, level: 0.3 })]);
    // 1000 liters is 264.172 gallons.
    const over1000Liters = JSON.stringify({ volume: { filterType: 'number', type: 'greaterThan', filter: 1000 } });
    expect((await runPage({ startRow: '0', endRow: '10', filters: over1000Liters }, METRIC_UTC)).uids).toEqual([1]);
    expect((await runPage({ startRow: '0', endRow: '10', filters: over1000Liters }, EASTERN)).uids).toEqual([]);
    const quarter = JSON.stringify({ level: { filterType: 'number', type: 'lessThanOrEqual', filter: 25 } });
    expect(
      (await runPage({ startRow: '0', endRow: '10', filters: quarter, sorting: '[{"colId":"level","sort":"desc"}]' }, EASTERN)).uids,
    ).toEqual([2, 1]);
  });

  it("reads a date filter as the viewer's calendar day, or as a second when it has a time", async () => {
    // 03:30 UTC on 5 January is still 4 January in the Eastern zone.
    const at = Date.parse('2025-01-05T03:30:00Z');
    await store([row(1, { taken: at }), row(2, { taken: at + 1000 }), row(3, { taken: Date.parse('2025-01-05T12:00:00Z') })]);
    const on = (day: string) => JSON.stringify({ taken: { filterType: 'date', type: 'equals', dateFrom: day, dateTo: null } });
    expect((await runPage({ startRow: '0', endRow: '10', filters: on('2025-01-04 00:00:00') }, EASTERN)).uids).toEqual([1, 2]);
    expect((await runPage({ startRow: '0', endRow: '10', filters: on('2025-01-05 00:00:00') }, EASTERN)).uids).toEqual([3]);
    expect((await runPage({ startRow: '0', endRow: '10', filters: on('2025-01-05 00:00:00') }, METRIC_UTC)).uids).toEqual([1, 2, 3]);
    // 22:30:00 Eastern on the 4th is exactly row 1.
    expect((await runPage({ startRow: '0', endRow: '10', filters: on('2025-01-04 22:30:00') }, EASTERN)).uids).toEqual([1]);
  });

  it("answers the infinite row model's block with the total count for lastRow", async () => {
    await store(Array.from({ length: 12 }, (_, i) => row(100 + i, { amount: i % 3 })));
    const page = await runPage({ startRow: '5', endRow: '10', sorting: '[{"colId":"amount","sort":"desc"}]' }, EASTERN);
    expect(page.count).toBe(12);
    expect(page.uids).toEqual([104, 107, 110, 100, 103]);
  });

  it('selects every column under its colId', async () => {
    await store([
      row(7, { label: 'Tank 7', level: 0.5, active: true, installed: '2024-02-29', taken: Date.parse('2025-01-05T15:30:00.250Z') }),
    ]);
    const { rows } = await t.database.db.execute(sql`select ${gridSelectList(TABLE)} from grid_probe p`);
    // Instants as ISO-8601 UTC text, calendar dates as the day (domain/src/reports/api.ts reportCellValueSchema).
    expect(rows[0]).toMatchObject({
      uid: 7,
      label: 'Tank 7',
      level: 0.5,
      active: true,
      secret: 'x',
      taken: '2025-01-05T15:30:00.250Z',
      installed: '2024-02-29',
    });
  });
});

describe('refusals (400 with the problem named)', () => {
  let probe: FastifyInstance;
  beforeAll(async () => {
    probe = Fastify();
    probe.setValidatorCompiler(validatorCompiler);
    probe.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(probe);
    probe.withTypeProvider<ZodTypeProvider>().get('/probe', { schema: { querystring: gridPageRequestSchema } }, async (req) => {
      const q = compileGridQuery(TABLE, req.query, EASTERN);
      const where: SQL = q.where ? sql`where ${q.where}` : sql``;
      const { rows } = await t.database.db.execute(
        sql`select p.uid from grid_probe p ${where} order by ${q.orderBy} limit ${q.limit} offset ${q.offset}`,
      );
      return { rows };
    });
    await probe.ready();
  });
  afterAll(() => probe.close());

  async function refusal(query: Record<string, string>) {
    const res = await probe.inject({ method: 'GET', url: '/probe', query: { startRow: '0', endRow: '100', ...query } });
    expect(res.statusCode).toBe(400);
    return res.json() as { message: string; errors: Record<string, string[]> };
  }

  it('names unknown and closed columns, and every problem at once', async () => {
    const body = await refusal({
      filters: JSON.stringify({
        nope: { filterType: 'text', type: 'contains', filter: 'a' },
        secret: { filterType: 'text', type: 'contains', filter: 'a' },
      }),
      sorting: JSON.stringify([
        { colId: 'note', sort: 'asc' },
        { colId: 'ghost', sort: 'desc' },
        { colId: 'label', sort: 'asc' },
        { colId: 'label', sort: 'desc' },
      ]),
    });
    expect(body.message).toBe('Filters: nope is not a column of this report');
    expect(body.errors).toEqual({
      filters: ['Filters: nope is not a column of this report', 'Filters: Secret cannot be filtered'],
      sorting: ['Sorting: Note cannot be sorted', 'Sorting: ghost is not a column of this report', 'Sorting: Label is listed twice'],
    });
  });

  it("names an operator the column's filter does not have", async () => {
    const body = await refusal({ filters: JSON.stringify({ amount: { filterType: 'number', type: 'contains', filter: 3 } }) });
    expect(body.errors.filters).toEqual([
      "Filters: 'contains' is not a number filter operator for Amount; use one of equals, notEqual, lessThan, lessThanOrEqual, greaterThan, greaterThanOrEqual, inRange, blank, notBlank",
    ]);
    const yesNo = await refusal({ filters: JSON.stringify({ active: { filterType: 'text', type: 'equals', filter: 'yes' } }) });
    expect(yesNo.errors.filters).toEqual([
      "Filters: 'equals' is not a yes/no filter operator for Active; use one of true, false, blank, notBlank",
    ]);
  });

  it('names a filter of the wrong kind, a missing or malformed value and an unknown set value', async () => {
    const body = await refusal({
      filters: JSON.stringify({
        label: { filterType: 'number', type: 'equals', filter: 1 },
        amount: { filterType: 'number', operator: 'OR', conditions: [{ filterType: 'number', type: 'inRange', filter: 1 }] },
        taken: { filterType: 'date', type: 'equals', dateFrom: '2025-02-30' },
        note: { filterType: 'text', type: 'startsWith', filter: '' },
        status: { filterType: 'set', values: ['3', 'Broken'] },
      }),
    });
    expect(body.errors.filters).toEqual([
      'Filters: Label takes a text filter, not a number filter',
      'Filters: Amount inRange needs a number to end at',
      'Filters: Taken equals needs a date as YYYY-MM-DD or YYYY-MM-DD HH:mm:ss',
      'Filters: Note startsWith needs a text to look for',
      'Filters: Status has no value "Broken"',
    ]);
  });

  it('refuses a block larger than 1000 rows or malformed JSON before building any SQL', async () => {
    expect((await refusal({ startRow: '0', endRow: '1001' })).errors).toEqual({
      endRow: ['End Row: a page holds at most 1000 rows, so End Row must be at most Start Row + 1000'],
    });
    expect((await refusal({ filters: '{"label":{' })).errors).toEqual({ filters: ['Filters: is not valid JSON'] });
  });

  it('throws the AppError class the error handler maps to 400', () => {
    const request = gridPageRequestSchema.parse({
      startRow: '0',
      endRow: '1',
      filters: '{"x":{"filterType":"text","type":"contains","filter":"a"}}',
    });
    expect(() => compileGridQuery(TABLE, request, EASTERN)).toThrow(BadRequestError);
  });
});
