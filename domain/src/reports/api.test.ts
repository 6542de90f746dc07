import { describe, expect, it } from 'vitest';
import { ReportType } from './reports';
import {
  REPORT_PAGE_MAX_ROWS,
  configReportDataQuerySchema,
  customColumnListSchema,
  entityReportDataQuerySchema,
  filterConditions,
  gridColumnFilterSchema,
  gridPageRequestSchema,
  reportDataResponseSchema,
  reportProfileBodySchema,
} from './api';

/** The messages of a failed parse, by dotted path, as the server's 400 body lists them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('a data call query (spec 001 §7: startRow, endRow, filters (JSON), sorting (JSON), filterAndOr)', () => {
  it("reads AG Grid's block request from query text", () => {
    const parsed = gridPageRequestSchema.parse({
      startRow: '100',
      endRow: '200',
      filters: JSON.stringify({
        status: { filterType: 'set', values: ['3', null] },
        label: {
          filterType: 'text',
          operator: 'OR',
          conditions: [
            { filterType: 'text', type: 'contains', filter: 'farm' },
            { filterType: 'text', type: 'blank' },
          ],
        },
      }),
      sorting: '[{"colId":"percentFull","sort":"desc"}]',
    });
    expect(parsed).toMatchObject({ startRow: 100, endRow: 200, filterAndOr: 'and', sorting: [{ colId: 'percentFull', sort: 'desc' }] });
    expect(parsed.filters?.status).toMatchObject({ filterType: 'set', values: ['3', null] });
    expect(filterConditions(parsed.filters!.label!)).toMatchObject({
      join: 'OR',
      conditions: [{ type: 'contains', filter: 'farm' }, { type: 'blank' }],
    });
  });

  it('treats missing or empty filters and sorting as none', () => {
    expect(gridPageRequestSchema.parse({ startRow: '0', endRow: '50', filters: '', sorting: ' ' })).toMatchObject({
      filters: {},
      sorting: [],
    });
    expect(gridPageRequestSchema.parse({ startRow: 0, endRow: 50, filterAndOr: 'or' })).toMatchObject({ filterAndOr: 'or' });
  });

  it(`allows a page of ${REPORT_PAGE_MAX_ROWS} rows and no more`, () => {
    expect(gridPageRequestSchema.safeParse({ startRow: '5000', endRow: String(5000 + REPORT_PAGE_MAX_ROWS) }).success).toBe(true);
    expect(messages(gridPageRequestSchema.safeParse({ startRow: '5000', endRow: String(5001 + REPORT_PAGE_MAX_ROWS) }))).toEqual({
      endRow: `End Row: a page holds at most ${REPORT_PAGE_MAX_ROWS} rows, so End Row must be at most Start Row + ${REPORT_PAGE_MAX_ROWS}`,
    });
  });

  it('needs endRow after startRow', () => {
    expect(messages(gridPageRequestSchema.safeParse({ startRow: '100', endRow: '100' }))).toEqual({
      endRow: 'End Row: must be greater than Start Row',
    });
    expect(messages(gridPageRequestSchema.safeParse({ startRow: '-1', endRow: 'x' }))).toEqual({
      startRow: 'Start Row: must be greater than or equal to 0',
      endRow: 'End Row: must be a number',
    });
  });

  it('names malformed JSON and malformed models', () => {
    expect(messages(gridPageRequestSchema.safeParse({ startRow: 0, endRow: 10, filters: '{"label":' }))).toEqual({
      filters: 'Filters: is not valid JSON',
    });
    expect(messages(gridPageRequestSchema.safeParse({ startRow: 0, endRow: 10, filters: `{"label":"${'x'.repeat(8000)}"}` }))).toEqual({
      filters: 'Filters: is too long (at most 8000 characters)',
    });
    expect(messages(gridPageRequestSchema.safeParse({ startRow: 0, endRow: 10, filterAndOr: 'xor' }))).toEqual({
      filterAndOr: "Filter And Or: must be 'and' or 'or'",
    });
    expect(messages(gridPageRequestSchema.safeParse({ startRow: 0, endRow: 10, sorting: '[{"colId":"label","sort":"up"}]' }))).toEqual({
      'sorting.0.sort': "Sorting: sort must be 'asc' or 'desc'",
    });
    expect(
      messages(gridPageRequestSchema.safeParse({ startRow: 0, endRow: 10, sorting: '[{"colId":"label","sort":"asc","type":"absolute"}]' })),
    ).toEqual({
      'sorting.0.type': "Sorting: only the 'default' sort type is supported",
    });
  });

  it('refuses a half-combined or nested filter rather than dropping its conditions', () => {
    const half = gridColumnFilterSchema.safeParse({ filterType: 'text', operator: 'AND' });
    expect(Object.values(messages(half))).toEqual(['Filters: a combined filter needs operator AND or OR and a list of conditions']);
    const badJoin = gridColumnFilterSchema.safeParse({
      filterType: 'number',
      operator: 'XOR',
      conditions: [{ filterType: 'number', type: 'equals', filter: 1 }],
    });
    expect(messages(badJoin)).toEqual({ operator: 'Filters: operator must be AND or OR' });
    const nested = gridColumnFilterSchema.safeParse({
      filterType: 'number',
      operator: 'AND',
      conditions: [{ filterType: 'number', operator: 'OR', conditions: [] }],
    });
    expect(Object.values(messages(nested))).toContain('Filters: combined filters do not nest');
  });

  it('adds the folder to the Asset and Device data calls and the report type to Config', () => {
    expect(entityReportDataQuerySchema.parse({ folderUid: '1234', startRow: '0', endRow: '100' })).toMatchObject({ folderUid: 1234 });
    expect(messages(entityReportDataQuerySchema.safeParse({ startRow: '0', endRow: '100' }))).toHaveProperty('folderUid');
    expect(configReportDataQuerySchema.parse({ folderUid: '9', reportTypeID: '6', startRow: '0', endRow: '1' })).toMatchObject({
      reportTypeID: ReportType.PressureConfig,
    });
    expect(messages(configReportDataQuerySchema.safeParse({ folderUid: '9', reportTypeID: '1', startRow: '0', endRow: '1' }))).toEqual({
      reportTypeID: 'Report Type ID: must be Tank Config, Pressure Config or Device Config',
    });
  });
});

describe('a data call answer', () => {
  it('carries rows keyed by colId with their uid and row key, and the matching row count', () => {
    const answer = {
      rows: [
        {
          uid: 1001,
          rowKey: '1001:7',
          label: 'Farm 7',
          percentFull: 0.42,
          lastReading: '2025-01-05T15:30:00.000Z',
          isBulk: false,
          product: null,
        },
      ],
      lastRow: 1,
    };
    expect(reportDataResponseSchema.parse(answer)).toEqual(answer);
    expect(reportDataResponseSchema.safeParse({ rows: [{ rowKey: '1', label: 'no uid' }], lastRow: 1 }).success).toBe(false);
    expect(reportDataResponseSchema.safeParse({ rows: [{ uid: 1, label: 'no row key' }], lastRow: 1 }).success).toBe(false);
    expect(reportDataResponseSchema.safeParse({ rows: [{ uid: 1, rowKey: '1', nested: { a: 1 } }], lastRow: 1 }).success).toBe(false);
  });
});

describe('custom columns (spec 001 §3.3: field fieldName in a list)', () => {
  it('keeps the order and refuses a column listed twice', () => {
    expect(customColumnListSchema.parse([{ fieldName: 'percentFull' }, { fieldName: 'label' }])).toEqual([
      { fieldName: 'percentFull' },
      { fieldName: 'label' },
    ]);
    expect(messages(customColumnListSchema.safeParse([{ fieldName: 'label' }, { fieldName: 'label' }]))).toEqual({
      '1.fieldName': 'Field Name: label is listed twice',
    });
    expect(messages(customColumnListSchema.safeParse([{ fieldName: '' }]))).toEqual({ '0.fieldName': 'Field Name: is required' });
  });
});

describe('report profiles (spec 001 §3.3 Report Profile)', () => {
  it("holds the spec's fields with their defaults, and the grid state it saves", () => {
    const profile = reportProfileBodySchema.parse({
      label: 'Low propane',
      typeId: ReportType.Asset,
      folderUid: 1001,
      filters: { percentFull: { filterType: 'number', type: 'lessThan', filter: 25 } },
      sorting: [{ colId: 'percentFull', sort: 'asc' }],
    });
    expect(profile).toMatchObject({ id: 0, uid: 0, folderUid: 1001, default: false, andOr: 'and', columns: [] });
    expect(profile.filters.percentFull).toMatchObject({ type: 'lessThan', filter: 25 });
    expect(messages(reportProfileBodySchema.safeParse({ label: '', typeId: ReportType.Asset, folderUid: 1001 }))).toEqual({
      label: 'Label: is required',
    });
    expect(messages(reportProfileBodySchema.safeParse({ label: 'x', typeId: ReportType.Asset }))).toEqual({
      folderUid: 'Folder UID: is required',
    });
  });
});
