// The fill analysis figures (spec 001 §2 analysis: fill; §3.3 AssetFill includeInAnalysis,
// ProductClass defaultMaxFillPercent and fillAnalysisMaxCapacity), defined once here and computed by
// the server over the fills of a range (docs/decisions/076-usage-report-and-analysis.md):
// - a fill counts when it is not a false fill and is included in analysis (includeInAnalysis); the
//   others are counted as excluded;
// - fill percent: the level the fill reached, after amount / capacity;
// - max fill percent: the product class's defaultMaxFillPercent (else the tank's max fill amount /
//   capacity); the class's fillAnalysisMaxCapacity is the fill percent the analysis counts as a
//   full fill (a little under the max fill, for the gauge's tolerance; the max fill less
//   SHORT_FILL_MARGIN without one); a fill below it is short;
// - level before: before amount / capacity; an early fill is one whose level before is above the
//   threshold the user picks (EARLY_FILL_PERCENT_DEFAULT); a run-out is one whose level before is at
//   or below RUN_OUT_PERCENT: the tank had run (about) empty before the delivery came.
// Percentages are fractions (spec 000 §5 shows them x100).

/** A tank at or below 5 % of its capacity before a fill had run out (a dip tube draws nothing). */
export const RUN_OUT_PERCENT = 0.05;
/** The early-fill threshold the screens open with: a tank still 40 % full did not need the stop. */
export const EARLY_FILL_PERCENT_DEFAULT = 0.4;
export const EARLY_FILL_PERCENT_MIN = 0.05;
export const EARLY_FILL_PERCENT_MAX = 0.95;
/** Without a class's fillAnalysisMaxCapacity, a fill reaching within 5 points of the max fill
 * percent is a full fill. */
export const SHORT_FILL_MARGIN = 0.05;

export interface FillFact {
  amount: number;
  capacity: number;
  beforeAmount: number;
  afterAmount: number;
  maxFillAmount: number;
  includeInAnalysis: boolean;
  falseFill: boolean;
  /** The product class's defaultMaxFillPercent, when the fill's product has a class. */
  classMaxFillPercent: number | null;
  /** The product class's fillAnalysisMaxCapacity: the fill percent counted as full, when set. */
  classFullPercent: number | null;
}

export type ExclusionReason = 'falseFill' | 'excluded' | null;

export interface FillMeasures {
  /** Why the fill does not count; null when it counts. */
  excludedBy: ExclusionReason;
  fillPercent: number | null;
  maxFillPercent: number | null;
  levelBefore: number | null;
  early: boolean;
  runOut: boolean;
  short: boolean;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

export function fillMeasures(f: FillFact, earlyFillPercent = EARLY_FILL_PERCENT_DEFAULT): FillMeasures {
  const excludedBy: ExclusionReason = f.falseFill ? 'falseFill' : !f.includeInAnalysis ? 'excluded' : null;
  const fillPercent = ratio(f.afterAmount, f.capacity);
  const maxFillPercent = f.classMaxFillPercent ?? ratio(f.maxFillAmount, f.capacity);
  const fullPercent = f.classFullPercent ?? (maxFillPercent === null ? null : maxFillPercent - SHORT_FILL_MARGIN);
  const levelBefore = ratio(f.beforeAmount, f.capacity);
  return {
    excludedBy,
    fillPercent,
    maxFillPercent,
    levelBefore,
    early: levelBefore !== null && levelBefore > earlyFillPercent,
    runOut: levelBefore !== null && levelBefore <= RUN_OUT_PERCENT,
    short: fillPercent !== null && fullPercent !== null && fillPercent < fullPercent,
  };
}

export interface FillTotals {
  /** Fills that count (stops). */
  fills: number;
  /** Fills left out: marked not included in analysis, and false fills. */
  excludedFills: number;
  delivered: number;
  /** delivered / fills; null without fills. */
  avgDelivered: number | null;
  avgFillPercent: number | null;
  avgMaxFillPercent: number | null;
  avgLevelBefore: number | null;
  earlyFills: number;
  runOuts: number;
  shortFills: number;
}

const mean = (xs: number[]) => (xs.length > 0 ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

export function fillTotals(facts: readonly FillFact[], earlyFillPercent = EARLY_FILL_PERCENT_DEFAULT): FillTotals {
  let fills = 0;
  let excludedFills = 0;
  let delivered = 0;
  let earlyFills = 0;
  let runOuts = 0;
  let shortFills = 0;
  const fillPercents: number[] = [];
  const maxFills: number[] = [];
  const befores: number[] = [];
  for (const f of facts) {
    const m = fillMeasures(f, earlyFillPercent);
    if (m.excludedBy) {
      excludedFills += 1;
      continue;
    }
    fills += 1;
    delivered += f.amount;
    if (m.fillPercent !== null) fillPercents.push(m.fillPercent);
    if (m.maxFillPercent !== null) maxFills.push(m.maxFillPercent);
    if (m.levelBefore !== null) befores.push(m.levelBefore);
    if (m.early) earlyFills += 1;
    if (m.runOut) runOuts += 1;
    if (m.short) shortFills += 1;
  }
  return {
    fills,
    excludedFills,
    delivered,
    avgDelivered: fills > 0 ? delivered / fills : null,
    avgFillPercent: mean(fillPercents),
    avgMaxFillPercent: mean(maxFills),
    avgLevelBefore: mean(befores),
    earlyFills,
    runOuts,
    shortFills,
  };
}

/** Groups facts by a key, keeping first-seen order. */
export function groupBy<T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = m.get(k);
    if (list) list.push(item);
    else m.set(k, [item]);
  }
  return m;
}
