// spec 001 §7 EntityReport calls: the schema and data calls of the Asset, Device and Config
// reports (data calls take startRow, endRow, filters (JSON), sorting (JSON), filterAndOr), custom
// columns per report type (spec 001 §3.3: "stored per entity (field fieldName in a list)") and
// report profiles (spec 001 §3.3 Report Profile). The data calls speak AG Grid Community's
// infinite row model: its block request, filter model and sort model pass through unchanged
// (docs/decisions/016-report-grid-queries.md).
import { z } from 'zod';

import { ReportType } from './reports';
import { text } from '../validation';
import { dateRangeShape, rangeRules } from '../api/dates';
import { gridValueFormatIdSchema, reportProfileSchema, reportTypeIdSchema } from '../catalogue-schemas';

/** A data call answers at most this many rows. */
export const REPORT_PAGE_MAX_ROWS = 1000;
/** The longest `filters` or `sorting` text a data call accepts: they travel in the query string,
 * and Node refuses request heads over 16 KB. */
export const REPORT_QUERY_JSON_MAX_LENGTH = 8_000;
/** Conditions AND-ed or OR-ed within one column filter. */
export const REPORT_FILTER_MAX_CONDITIONS = 10;
/** The most columns a CSV call writes. */
const CUSTOM_COLUMNS_MAX_IN_CSV = 200;

// ---------------------------------------------------------------------------------------------
// Columns.

/** How a column's values compare: the filter it takes and how it sorts. `set` is an enumeration
 * (status, zone) filtered by a list of values. */
export const GRID_COLUMN_TYPES = ['text', 'number', 'date', 'boolean', 'set'] as const;
export type GridColumnType = (typeof GRID_COLUMN_TYPES)[number];

/** AG Grid's filter types: `filterType` of a column filter model. `set` is AG Grid Enterprise's
 * shape, which our own enumeration filter sends too (AG Grid Community has no set filter). */
export const GRID_FILTER_TYPES = ['text', 'number', 'date', 'set'] as const;
export type GridFilterType = (typeof GRID_FILTER_TYPES)[number];

/** AG Grid's text filter options. */
export const TEXT_FILTER_OPERATORS = [
  'contains',
  'notContains',
  'equals',
  'notEqual',
  'startsWith',
  'endsWith',
  'blank',
  'notBlank',
] as const;
/** AG Grid's number filter options. */
export const NUMBER_FILTER_OPERATORS = [
  'equals',
  'notEqual',
  'lessThan',
  'lessThanOrEqual',
  'greaterThan',
  'greaterThanOrEqual',
  'inRange',
  'blank',
  'notBlank',
] as const;
/** AG Grid's date filter options (its scalar options; the date presets are not used): the number
 * filter's.
 * @alias */
export const DATE_FILTER_OPERATORS = NUMBER_FILTER_OPERATORS;
/** AG Grid's boolean cell data type filters with a text filter whose options are 'true' and
 * 'false'; blank and notBlank find rows without a value and with one. */
export const BOOLEAN_FILTER_OPERATORS = ['true', 'false', 'blank', 'notBlank'] as const;

export const GRID_JOIN_OPERATORS = ['AND', 'OR'] as const;
/** spec 001 §7 filterAndOr, spec 001 §3.3 Report Profile andOr: how the column filters combine. */
export const FILTER_AND_OR = ['and', 'or'] as const;
export type FilterAndOr = (typeof FILTER_AND_OR)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** A value of a `set` column: what rows hold and what the grid shows. */
export const reportColumnValueSchema = z.object({
  value: z.union([z.string(), z.number()]),
  label: z.string(),
});
export type ReportColumnValue = z.infer<typeof reportColumnValueSchema>;

/** One column of a report's schema call. */
export const reportColumnSchema = z.object({
  /** The row field and AG Grid column id ("percentFull"); also the custom column fieldName. */
  colId: z.string(),
  header: z.string(),
  type: z.enum(GRID_COLUMN_TYPES),
  /** spec 001 §9 grid value format; null shows the value as it is. Values are stored in base
   * units (gallons, pounds, Fahrenheit, inches, fractions) and shown in the viewer's units. */
  format: gridValueFormatIdSchema.nullable(),
  defaultVisible: z.boolean(),
  sortable: z.boolean(),
  filterable: z.boolean(),
  /** The values of a `set` column, in the order the filter lists them. */
  values: z.array(reportColumnValueSchema).optional(),
  /** The row field holding a zone id (domain/src/tanks/zones.ts) whose colour paints this cell (spec 001
   * §9 colours); a zone column names itself. */
  zoneColId: z.string().optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportSchemaResponseSchema = z.object({
  reportTypeId: reportTypeIdSchema,
  columns: z.array(reportColumnSchema),
});
export type ReportSchemaResponse = z.infer<typeof reportSchemaResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The AG Grid request: filter model, sort model, block.

const filterScalar = z.union([z.string().max(500, { error: 'Filters: a filter value is at most 500 characters' }), z.number()]);

const filterTypeField = z.enum(GRID_FILTER_TYPES, { error: "Filters: filterType must be 'text', 'number', 'date' or 'set'" });
const COMBINED_SHAPE_MESSAGE = 'Filters: a combined filter needs operator AND or OR and a list of conditions';

const simpleFilterShape = {
  filterType: filterTypeField,
  /** The operator ('contains', 'lessThan', ...); which ones a column takes is decided against the
   * column (server/src/modules/report/grid-query.ts). A set filter has none. */
  type: z.string().max(40).nullish(),
  filter: filterScalar.nullish(),
  filterTo: filterScalar.nullish(),
  /** 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD'), the viewer's wall clock. */
  dateFrom: z.string().max(30).nullish(),
  dateTo: z.string().max(30).nullish(),
  /** A set filter's chosen values; null stands for blank. */
  values: z
    .array(z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .max(500, { error: 'Filters: a set filter lists at most 500 values' })
    .optional(),
};

/** One condition of a column filter, as AG Grid sends it. Conditions do not nest. */
export const gridSimpleFilterSchema = z.object({
  ...simpleFilterShape,
  operator: z.undefined({ error: 'Filters: combined filters do not nest' }).optional(),
  conditions: z.undefined({ error: 'Filters: combined filters do not nest' }).optional(),
});
export type GridSimpleFilter = z.infer<typeof gridSimpleFilterSchema>;

/** A column's filter: one condition, or (AG Grid's combined model) `operator` AND/OR joining
 * `conditions`. One object shape rather than a union, so a malformed combined filter is named as
 * such instead of failing as "matches neither shape". */
export const gridColumnFilterSchema = z
  .object({
    ...simpleFilterShape,
    operator: z.enum(GRID_JOIN_OPERATORS, { error: 'Filters: operator must be AND or OR' }).optional(),
    conditions: z
      .array(gridSimpleFilterSchema)
      .min(1, { error: 'Filters: a combined filter needs at least one condition' })
      .max(REPORT_FILTER_MAX_CONDITIONS, { error: `Filters: a column takes at most ${REPORT_FILTER_MAX_CONDITIONS} conditions` })
      .optional(),
  })
  .superRefine((f, ctx) => {
    if ((f.operator === undefined) !== (f.conditions === undefined)) ctx.addIssue({ code: 'custom', message: COMBINED_SHAPE_MESSAGE });
  });
export type GridColumnFilter = z.infer<typeof gridColumnFilterSchema>;

/** The conditions of a column filter and how they join: a single condition is an AND of one. */
export function filterConditions(f: GridColumnFilter): { join: (typeof GRID_JOIN_OPERATORS)[number]; conditions: GridSimpleFilter[] } {
  if (f.conditions) return { join: f.operator ?? 'AND', conditions: f.conditions };
  const { operator: _o, conditions: _c, ...single } = f;
  return { join: 'AND', conditions: [single] };
}

/** AG Grid's filter model: one filter per column id. */
export const gridFilterModelSchema = z
  .record(z.string().min(1).max(100), gridColumnFilterSchema)
  .refine((model) => Object.keys(model).length <= 100, { error: 'Filters: at most 100 columns can be filtered' });
export type GridFilterModel = z.infer<typeof gridFilterModelSchema>;

/** AG Grid's sort model, first key first: `[{"colId":"percentFull","sort":"desc"}]`. */
export const gridSortModelSchema = z
  .array(
    z.object({
      colId: z.string().min(1).max(100),
      sort: z.enum(SORT_DIRECTIONS, { error: "Sorting: sort must be 'asc' or 'desc'" }),
      type: z.literal('default', { error: "Sorting: only the 'default' sort type is supported" }).optional(),
    }),
  )
  .max(20, { error: 'Sorting: at most 20 sort keys' });
export type GridSortModel = z.infer<typeof gridSortModelSchema>;

/** A query parameter holding JSON (spec 001 §7: "filters (JSON), sorting (JSON)"); empty text is
 * the empty model. */
function jsonQueryParam<T extends z.ZodType>(displayName: string, schema: T, empty: unknown) {
  return z
    .string()
    .max(REPORT_QUERY_JSON_MAX_LENGTH, {
      error: `${displayName}: is too long (at most ${REPORT_QUERY_JSON_MAX_LENGTH} characters)`,
    })
    .transform((raw, ctx) => {
      if (raw.trim() === '') return empty;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${displayName}: is not valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const pageShape = {
  startRow: z.coerce
    .number({ error: 'Start Row: must be a number' })
    .int({ error: 'Start Row: must be a whole number' })
    .min(0, { error: 'Start Row: must be greater than or equal to 0' })
    .max(1_000_000_000, { error: 'Start Row: must be less than or equal to 1000000000' }),
  endRow: z.coerce
    .number({ error: 'End Row: must be a number' })
    .int({ error: 'End Row: must be a whole number' })
    .min(1, { error: 'End Row: must be greater than 0' })
    .max(1_000_000_000, { error: 'End Row: must be less than or equal to 1000000000' }),
  filters: jsonQueryParam('Filters', gridFilterModelSchema, {}).optional(),
  sorting: jsonQueryParam('Sorting', gridSortModelSchema, []).optional(),
  filterAndOr: z.enum(FILTER_AND_OR, { error: "Filter And Or: must be 'and' or 'or'" }).default('and'),
};

/** The block rules of spec 001 §7's data calls: at least one row, at most REPORT_PAGE_MAX_ROWS. */
function pageRules(page: { startRow: number; endRow: number }, ctx: z.core.$RefinementCtx): void {
  if (page.endRow <= page.startRow) {
    ctx.addIssue({ code: 'custom', path: ['endRow'], message: 'End Row: must be greater than Start Row' });
  } else if (page.endRow - page.startRow > REPORT_PAGE_MAX_ROWS) {
    ctx.addIssue({
      code: 'custom',
      path: ['endRow'],
      message: `End Row: a page holds at most ${REPORT_PAGE_MAX_ROWS} rows, so End Row must be at most Start Row + ${REPORT_PAGE_MAX_ROWS}`,
    });
  }
}

/** The AG Grid part of a data call's query: block, filters, sorting and how filters combine. */
export const gridPageRequestSchema = z.object(pageShape).superRefine(pageRules);
export type GridPageRequest = z.infer<typeof gridPageRequestSchema>;

// ---------------------------------------------------------------------------------------------
// The EntityReport calls.

const folderUidParam = z.coerce
  .number({ error: 'Folder Uid: must be a number' })
  .int({ error: 'Folder Uid: must be a whole number' })
  .positive({ error: 'Folder Uid: is required' });

/** The Config report's kinds (spec 001 §9 report types Tank Config, Pressure Config, Device Config). */
export const CONFIG_REPORT_TYPE_IDS = [ReportType.TankConfig, ReportType.PressureConfig, ReportType.DeviceConfig] as const;

const configReportTypeParam = z.coerce
  .number({ error: 'Report Type ID: must be a number' })
  .pipe(z.literal(CONFIG_REPORT_TYPE_IDS, { error: 'Report Type ID: must be Tank Config, Pressure Config or Device Config' }));

/** spec 001 §7 "Schema and data per kind": the reports of the folder `folderUid` and its subfolders. */
export const ENTITY_REPORTS = [
  {
    key: 'Asset',
    reportTypeIds: [ReportType.Asset],
    schemaPath: 'EntityReport/AssetSchema',
    dataPath: 'EntityReport/AssetData',
    csvPath: 'EntityReport/AssetCsv',
  },
  {
    key: 'Device',
    reportTypeIds: [ReportType.Device],
    schemaPath: 'EntityReport/DeviceSchema',
    dataPath: 'EntityReport/DeviceData',
    csvPath: 'EntityReport/DeviceCsv',
  },
  {
    key: 'Config',
    reportTypeIds: CONFIG_REPORT_TYPE_IDS,
    schemaPath: 'EntityReport/ConfigSchema',
    dataPath: 'EntityReport/ConfigData',
    csvPath: 'EntityReport/ConfigCsv',
  },
  {
    key: 'Usage',
    reportTypeIds: [ReportType.Usage],
    schemaPath: 'EntityReport/UsageSchema',
    dataPath: 'EntityReport/UsageData',
    csvPath: 'EntityReport/UsageCsv',
  },
  {
    key: 'RMA',
    reportTypeIds: [ReportType.Rma],
    schemaPath: 'EntityReport/RMASchema',
    dataPath: 'EntityReport/RMAData',
    csvPath: 'EntityReport/RMACsv',
  },
] as const;
export type EntityReportKey = (typeof ENTITY_REPORTS)[number]['key'];

/** Query of AssetSchema and DeviceSchema. */
export const entityReportSchemaQuerySchema = z.object({ folderUid: folderUidParam });
/** Query of ConfigSchema (spec 001 §7: ConfigSchema/ConfigData take reportTypeID). */
export const configReportSchemaQuerySchema = entityReportSchemaQuerySchema.extend({ reportTypeID: configReportTypeParam });

/** Query of AssetData and DeviceData. */
export const entityReportDataQuerySchema = z.object({ ...pageShape, folderUid: folderUidParam }).superRefine(pageRules);
/** Query of ConfigData. */
export const configReportDataQuerySchema = z
  .object({ ...pageShape, folderUid: folderUidParam, reportTypeID: configReportTypeParam })
  .superRefine(pageRules);

/** Query of UsageData (spec 001 §7 "UsageSchema/UsageData (startDate, endDate)"): the usage of each
 * tank over the central days from startDate's to endDate's, both included
 * (docs/decisions/076-usage-report-and-analysis.md). UsageSchema takes AssetSchema's query. */
export const usageReportDataQuerySchema = rangeRules(
  z.object({ ...pageShape, folderUid: folderUidParam, ...dateRangeShape }).superRefine(pageRules),
);

/** Query of RMAData (spec 001 §7 "RMASchema/RMAData (userUID)"): the RMAs of the devices of a
 * folder and its subfolders; with userUID only those that user asked for. RMASchema takes
 * AssetSchema's query. */
export const rmaReportDataQuerySchema = z
  .object({ ...pageShape, folderUid: folderUidParam, userUID: z.coerce.number().int().positive().optional() })
  .superRefine(pageRules);

// ---------------------------------------------------------------------------------------------
// The CSV download of a report (our own paths, in the OpenAPI document: POST
// EntityReport/{Asset,Device,Config,Usage,RMA}Csv/{folderUid}): the data call's grid state in a
// body, every row streamed as the grid's export (docs/decisions/097-streamed-report-csv.md).

/** A CSV call's folder. */
export const reportCsvParamsSchema = z.object({ folderUid: folderUidParam });

const csvShape = {
  /** The columns to write, in order (the grid's shown columns); empty: the report's defaults. */
  columns: z
    .array(z.string().min(1).max(100))
    .max(CUSTOM_COLUMNS_MAX_IN_CSV, { error: `Columns: at most ${CUSTOM_COLUMNS_MAX_IN_CSV} columns` })
    .default([]),
  filters: gridFilterModelSchema.default({}),
  sorting: gridSortModelSchema.default([]),
  filterAndOr: z.enum(FILTER_AND_OR, { error: "Filter And Or: must be 'and' or 'or'" }).default('and'),
  /** Quick filters (domain/src/reports/quick-filters.ts keys), each AND-ed with the grid's result. */
  quickFilters: z.array(z.string().max(40)).max(20).default([]),
};

/** Body of AssetCsv and DeviceCsv. */
export const reportCsvBodySchema = z.object(csvShape);
/** Body of ConfigCsv. */
export const configReportCsvBodySchema = z.object({ ...csvShape, reportTypeID: configReportTypeParam });
/** Body of UsageCsv: the Usage report's range. */
export const usageReportCsvBodySchema = rangeRules(z.object({ ...csvShape, ...dateRangeShape }));
/** Body of RMACsv. */
export const rmaReportCsvBodySchema = z.object({ ...csvShape, userUID: z.coerce.number().int().positive().optional() });

/** A cell: text, number, yes/no, or null when the row has no value. Dates are ISO-8601 text
 * with their offset. */
export const reportCellValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ReportCellValue = z.infer<typeof reportCellValueSchema>;

/** One row, keyed by colId; every row carries its entity's uid (for links to it) and `rowKey`,
 * unique among the report's rows (the grid's row id): the uid as text, or `uid:configId` in the
 * Tank and Pressure Config reports, where an asset has a row per config. */
export const reportRowSchema = z.object({ uid: z.number().int(), rowKey: z.string() }).catchall(reportCellValueSchema);
export type ReportRow = z.infer<typeof reportRowSchema>;

/** A data call's answer. `lastRow` is the number of rows matching the filters, which AG Grid's
 * infinite row model takes as the index after the last row. */
export const reportDataResponseSchema = z.object({
  rows: z.array(reportRowSchema),
  lastRow: z.number().int().min(0),
});
export type ReportDataResponse = z.infer<typeof reportDataResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Custom columns (spec 001 §3.3; spec 001 §7 "GET and POST EntityReport/CustomColumns/{uid} with
// reportTypeId"). The uid is the user whose columns they are; the list order is the column order.

export const CUSTOM_COLUMNS_PATH = 'EntityReport/CustomColumns';
export const CUSTOM_COLUMNS_MAX = 200;

export const customColumnsQuerySchema = z.object({
  reportTypeId: z.coerce.number({ error: 'Report Type Id: must be a number' }).pipe(reportTypeIdSchema),
});

export const customColumnSchema = z.object({ fieldName: text('Field Name', { min: 1, max: 100 }) });
export type CustomColumn = z.infer<typeof customColumnSchema>;

export const customColumnListSchema = z
  .array(customColumnSchema)
  .max(CUSTOM_COLUMNS_MAX, { error: `Custom Columns: at most ${CUSTOM_COLUMNS_MAX} columns` })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((c, i) => {
      if (seen.has(c.fieldName)) {
        ctx.addIssue({ code: 'custom', path: [i, 'fieldName'], message: `Field Name: ${c.fieldName} is listed twice` });
      }
      seen.add(c.fieldName);
    });
  });

// ---------------------------------------------------------------------------------------------
// Report profiles (spec 001 §3.3 Report Profile: id, uid, label, default, andOr, typeId;
// spec 001 §7 "GET EntityReport/Profiles (userUID, folderUID); GET EntityReport/Profile/{id};
// PUT or POST EntityReport/Profile"). The spec names the fields but not what a profile holds;
// andOr only means something with filters, so a profile saves the grid's filters, sort and
// columns too (docs/decisions/016-report-grid-queries.md).

export const REPORT_PROFILES_PATH = 'EntityReport/Profiles';
export const REPORT_PROFILE_PATH = 'EntityReport/Profile';

export const reportProfilesQuerySchema = z.object({
  userUID: z.coerce.number({ error: 'User UID: must be a number' }).int().positive({ error: 'User UID: is required' }),
  folderUID: z.coerce.number({ error: 'Folder UID: must be a number' }).int().positive({ error: 'Folder UID: is required' }),
});

export const reportProfileParamsSchema = z.object({
  id: z.coerce.number({ error: 'Id: must be a number' }).int().positive({ error: 'Id: is required' }),
});

/** PUT when id is greater than 0, POST otherwise (as spec 001 §7 does for EmailRecurring).
 * folderUid: the folder the profile is saved for (GET EntityReport/Profiles lists a user's
 * profiles by folder); `default` marks the one profile of its report type the folder opens with.
 * DELETE EntityReport/Profile/{id} removes one (not in the spec's list; a saved profile must be
 * removable). */
export const reportProfileBodySchema = reportProfileSchema.extend({
  folderUid: z.number({ error: 'Folder UID: is required' }).int().positive({ error: 'Folder UID: is required' }),
  filters: gridFilterModelSchema.default({}),
  sorting: gridSortModelSchema.default([]),
  /** Visible columns in order; empty means the report's default columns. */
  columns: z.array(z.string().min(1).max(100)).max(CUSTOM_COLUMNS_MAX).default([]),
});
export type ReportProfileBody = z.infer<typeof reportProfileBodySchema>;
export type ReportProfileInput = z.input<typeof reportProfileBodySchema>;

/** A saved profile is answered as it was sent.
 * @alias */
export const reportProfileResponseSchema = reportProfileBodySchema;
export const reportProfileListSchema = z.array(reportProfileResponseSchema);
