// The analysis calls (ours; spec 001 §2 analysis screens fill, inventory, usage, report card;
// docs/decisions/076-usage-report-and-analysis.md): GET Analysis/{Fill|Inventory|Usage|ReportCard}/
// {folderUid} with startDate and endDate, over the folder and its subfolders. Amounts are in the
// caller's volume unit; tanks measured by weight (CO2) are left out of the analysis figures.
// Percentages are fractions.
import { z } from 'zod';
import { dateRangeShape, rangeRules } from '../api/dates';
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
