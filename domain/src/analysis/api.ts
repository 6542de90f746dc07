// The analysis calls (ours; spec 001 §2 analysis screens fill, inventory, usage, report card;
// docs/decisions/076-usage-report-and-analysis.md): GET Analysis/{Fill|Inventory|Usage|ReportCard}/
// {folderUid} with startDate and endDate, over the folder and its subfolders. Amounts are in the
// caller's volume unit; tanks measured by weight (CO2) are left out of the analysis figures.
// Percentages are fractions.
import { z } from 'zod';
import { dateRangeShape, rangeRules, timestampSchema } from '../api/dates';
import { text } from '../validation';
import { displayUnitsSchema } from '../tanks/api';
import { EARLY_FILL_PERCENT_DEFAULT, EARLY_FILL_PERCENT_MAX, EARLY_FILL_PERCENT_MIN } from './fill-analysis';

export const ANALYSIS_PATHS = {
  fill: 'Analysis/Fill',
  inventory: 'Analysis/Inventory',
  usage: 'Analysis/Usage',
  reportCard: 'Analysis/ReportCard',
} as const;

/** The most fills the fill analysis lists one by one (the figures count them all). */
export const FILL_ANALYSIS_MAX_LISTED = 2000;

export const analysisParamsSchema = z.object({
  folderUid: z.coerce.number({ error: 'Folder Uid: must be a number' }).int().positive({ error: 'Folder Uid: is required' }),
});

export const analysisQuerySchema = rangeRules(z.object(dateRangeShape));

const earlyFillPercent = z.coerce
  .number({ error: 'Early Fill Percent: must be a number' })
  .min(EARLY_FILL_PERCENT_MIN, { error: `Early Fill Percent: must be at least ${EARLY_FILL_PERCENT_MIN * 100}%` })
  .max(EARLY_FILL_PERCENT_MAX, { error: `Early Fill Percent: must be at most ${EARLY_FILL_PERCENT_MAX * 100}%` })
  .default(EARLY_FILL_PERCENT_DEFAULT);

/** The fill analysis and the report card take the early-fill threshold (a fraction). */
export const fillAnalysisQuerySchema = rangeRules(z.object({ ...dateRangeShape, earlyFillPercent }));

const rangeFields = {
  folderUid: z.number().int(),
  folderLabel: z.string(),
  fromDay: z.string(),
  toDay: z.string(),
  units: displayUnitsSchema,
};

const nullableNumber = z.number().nullable();

export const fillTotalsSchema = z.object({
  fills: z.number().int(),
  excludedFills: z.number().int(),
  delivered: z.number(),
  avgDelivered: nullableNumber,
  avgFillPercent: nullableNumber,
  avgMaxFillPercent: nullableNumber,
  avgLevelBefore: nullableNumber,
  earlyFills: z.number().int(),
  runOuts: z.number().int(),
  shortFills: z.number().int(),
});

export const EXCLUSION_REASONS = [
  { key: 'falseFill', label: 'False fill' },
  { key: 'excluded', label: 'Left out of analysis' },
] as const;

export const analysisFillSchema = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  label: z.string(),
  folderUid: z.number().int(),
  folderLabel: z.string(),
  productName: z.string(),
  dateTime: z.string(),
  amount: z.number(),
  capacity: z.number(),
  beforeAmount: z.number(),
  fillPercent: nullableNumber,
  maxFillPercent: nullableNumber,
  levelBefore: nullableNumber,
  early: z.boolean(),
  runOut: z.boolean(),
  short: z.boolean(),
  excludedBy: z.enum(['falseFill', 'excluded']).nullable(),
});
export type AnalysisFill = z.infer<typeof analysisFillSchema>;

export const fillAnalysisSchema = z.object({
  ...rangeFields,
  earlyFillPercent: z.number(),
  totals: fillTotalsSchema,
  byDay: z.array(z.object({ day: z.string(), fills: z.number().int(), delivered: z.number() })),
  byProduct: z.array(fillTotalsSchema.extend({ productName: z.string(), className: z.string().nullable() })),
  byFolder: z.array(fillTotalsSchema.extend({ folderUid: z.number().int(), folderLabel: z.string() })),
  /** The fills, newest first, at most FILL_ANALYSIS_MAX_LISTED. */
  fills: z.array(analysisFillSchema),
  fillsListed: z.boolean(),
});
export type FillAnalysis = z.infer<typeof fillAnalysisSchema>;

export const inventoryAnalysisSchema = z.object({
  ...rangeFields,
  byDay: z.array(z.object({ day: z.string(), volume: z.number(), tanks: z.number().int() })),
  /** Daily volume per product, aligned with byDay. */
  byProduct: z.array(
    z.object({
      productName: z.string(),
      tanks: z.number().int(),
      capacity: z.number(),
      volumes: z.array(z.number()),
      latest: z.number(),
      average: z.number(),
      min: z.number(),
      max: z.number(),
    }),
  ),
  byFolder: z.array(
    z.object({
      folderUid: z.number().int(),
      folderLabel: z.string(),
      tanks: z.number().int(),
      capacity: z.number(),
      latest: z.number(),
      average: z.number(),
    }),
  ),
});
export type InventoryAnalysis = z.infer<typeof inventoryAnalysisSchema>;

export const usageAnalysisSchema = z.object({
  ...rangeFields,
  previousFromDay: z.string(),
  previousToDay: z.string(),
  total: z.number(),
  previousTotal: z.number(),
  change: nullableNumber,
  byDay: z.array(z.object({ day: z.string(), usage: z.number() })),
  byWeekday: z.array(z.object({ weekday: z.number().int(), label: z.string(), avgUsage: nullableNumber, days: z.number().int() })),
  byProduct: z.array(
    z.object({
      productName: z.string(),
      className: z.string().nullable(),
      tanks: z.number().int(),
      usage: z.number(),
      previousUsage: z.number(),
      change: nullableNumber,
    }),
  ),
});
export type UsageAnalysis = z.infer<typeof usageAnalysisSchema>;

export const reportCardSchema = z.object({
  ...rangeFields,
  earlyFillPercent: z.number(),
  tanks: z.number().int(),
  stops: z.number().int(),
  excludedFills: z.number().int(),
  delivered: z.number(),
  gallonsPerStop: nullableNumber,
  avgFillPercent: nullableNumber,
  runOuts: z.number().int(),
  earlyFills: z.number().int(),
  devices: z.number().int(),
  lateDevices: z.number().int(),
  failedDevices: z.number().int(),
  alertsRaised: z.number().int(),
});
export type ReportCard = z.infer<typeof reportCardSchema>;

// ---- The PDF of an analysis page's table (ours; docs/decisions/091-entity-events.md) ----

/** The analysis pages whose table prints as PDF: POST {ANALYSIS_PATHS[kind]}/{folderUid}/Pdf. */
export const ANALYSIS_PDF_KINDS = ['fill', 'inventory', 'usage', 'reportCard'] as const;
export type AnalysisPdfKind = (typeof ANALYSIS_PDF_KINDS)[number];
/** The most rows one PDF prints (the fill list is cut at FILL_ANALYSIS_MAX_LISTED before that). */
export const ANALYSIS_PDF_MAX_ROWS = 5000;
export const ANALYSIS_PDF_MAX_COLUMNS = 30;
const pdfCell = z.string().max(500, { error: 'Rows: a cell is at most 500 characters' });

/** The table as the page shows it (the viewer's units and formats, as its CSV download): the
 * server prints it under the folder's name and the range, and records the run (FillReport,
 * ManagementReportCard) on the folder. */
export const analysisPdfBodySchema = z
  .object({
    title: text('Title', { min: 1, max: 200 }),
    startDate: z.string().pipe(timestampSchema),
    endDate: z.string().pipe(timestampSchema),
    columns: z
      .array(z.string().max(200, { error: 'Columns: a header is at most 200 characters' }))
      .min(1, { error: 'Columns: at least one column is needed' })
      .max(ANALYSIS_PDF_MAX_COLUMNS, { error: `Columns: at most ${ANALYSIS_PDF_MAX_COLUMNS} columns` }),
    rows: z.array(z.array(pdfCell)).max(ANALYSIS_PDF_MAX_ROWS, { error: `Rows: at most ${ANALYSIS_PDF_MAX_ROWS} rows print as PDF` }),
  })
  .refine((b) => b.rows.every((r) => r.length === b.columns.length), {
    path: ['rows'],
    error: 'Rows: each row needs one cell per column',
  })
  .refine((b) => b.startDate.getTime() <= b.endDate.getTime(), { path: ['endDate'], error: 'End Date: must not be before the start date' });
export type AnalysisPdfBody = z.input<typeof analysisPdfBodySchema>;
