// Degree-day forecasting (issue 17; DOMAIN.md "K-factor"; docs/decisions/093-degree-day-forecasting.md):
// heating degree days from daily mean outdoor temperatures, a tank's K-factor (degree days per
// gallon) and base load (gallons a day) fitted by least squares from its own usage, the degree
// days of days to come from the same calendar days of the stored history (normals), and the
// run-out day they give. Pure: no I/O, no zod (the web's first paint may read it).

/** DOMAIN.md: HDD = 65 °F minus the day's mean temperature, when positive. */
export const DEFAULT_BASE_TEMPERATURE_F = 65;

/** Product classes whose use follows the weather (demo-data.ts DEMO_PRODUCT_CLASSES names them so);
 * matched on the class name, case and spacing aside. */
export const HEATING_FUEL_CLASSES = ['Propane', 'Heating Oil'] as const;

/** A fit drives days left only with at least this R² over at least this many days (ADR 093). */
export const GOOD_FIT_MIN_R2 = 0.6;
export const GOOD_FIT_MIN_DAYS = 21;
/** The fit reads at most this many days of a tank's history (the latest). */
export const FIT_WINDOW_DAYS = 365;
/** The forecast looks this far ahead; a tank lasting longer has no run-out day. */
export const FORECAST_HORIZON_DAYS = 365;

/** spec 001 §3.5 Season: start and end month and day (configs.ts seasonConfigSchema). */
export interface Season {
  startMonth: number;
  startDay: number;
  endMonth: number;
  endDay: number;
}

export interface DayTemperature {
  /** YYYY-MM-DD (a central day, as usage_daily's). */
  day: string;
  /** Mean outdoor temperature, °F. */
  meanTemperature: number;
}

export interface DayUsage {
  day: string;
  usage: number;
}

export interface DegreeDayFit {
  /** Degree days per gallon; null when use does not rise with degree days. */
  kFactor: number | null;
  /** Gallons a day drawn whatever the weather. */
  baseLoad: number;
  /** Share of the daily use's variance the fit explains; null when use never varied. */
  r2: number | null;
  /** Days fitted. */
  n: number;
}

const MS_PER_DAY = 86_400_000;

export function isHeatingFuel(className: string | null | undefined): boolean {
  if (!className) return false;
  const name = className.trim().toLowerCase().replace(/\s+/g, ' ');
  return HEATING_FUEL_CLASSES.some((c) => c.toLowerCase() === name);
}

export function heatingDegreeDays(meanTemperature: number, base = DEFAULT_BASE_TEMPERATURE_F): number {
  return Math.max(0, base - meanTemperature);
}

/** Day number (days since 1970-01-01) of a YYYY-MM-DD day. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY);
}

export function dayText(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whether a day lies in the season (both ends included; a season may run over the new year,
 * as the heating season does). No season: degree days drive the forecast all year. */
export function inSeason(day: string, season: Season | null): boolean {
  if (!season) return true;
  const md = Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));
  const start = season.startMonth * 100 + season.startDay;
  const end = season.endMonth * 100 + season.endDay;
  return start <= end ? md >= start && md <= end : md >= start || md <= end;
}

/** The degree days that drive use on a day: its HDD in season, none out of it (base load alone). */
export function drivingDegreeDays(day: string, hdd: number, season: Season | null): number {
  return inSeason(day, season) ? hdd : 0;
}

/** Least squares of daily use on degree days: use = baseLoad + degreeDays / K. */
export function fitDegreeDays(points: readonly { degreeDays: number; usage: number }[]): DegreeDayFit {
  const n = points.length;
  if (n === 0) return { kFactor: null, baseLoad: 0, r2: null, n: 0 };
  let sx = 0;
  let sy = 0;
  for (const p of points) {
    sx += p.degreeDays;
    sy += p.usage;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    const dx = p.degreeDays - mx;
    const dy = p.usage - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  if (slope <= 0) {
    // Use does not follow the weather: the mean is the best flat line, and explains nothing.
    return { kFactor: null, baseLoad: Math.max(0, my), r2: syy > 0 ? 0 : null, n };
  }
  const intercept = my - slope * mx;
  const r2 = syy > 0 ? (sxy * sxy) / (sxx * syy) : null;
  return { kFactor: 1 / slope, baseLoad: Math.max(0, intercept), r2, n };
}

export function isGoodFit(fit: DegreeDayFit | null): fit is DegreeDayFit & { kFactor: number; r2: number } {
  return !!fit && fit.kFactor !== null && fit.r2 !== null && fit.r2 >= GOOD_FIT_MIN_R2 && fit.n >= GOOD_FIT_MIN_DAYS;
}

/** Use the fit predicts for a day of these driving degree days. */
export function predictUsage(fit: DegreeDayFit, degreeDays: number): number {
  return Math.max(0, fit.baseLoad + (fit.kFactor ? degreeDays / fit.kFactor : 0));
}

/** The fitting points of a tank: days with both use and a temperature. A day with no reading, and
 * the day after one (its use holds the gap's), tell nothing about that day's weather. */
export function fitPoints(
  usage: readonly (DayUsage & { readings: number })[],
  temperatures: ReadonlyMap<string, number>,
  season: Season | null,
  base = DEFAULT_BASE_TEMPERATURE_F,
): { day: string; degreeDays: number; usage: number }[] {
  const byDay = new Map(usage.map((u) => [u.day, u]));
  const out: { day: string; degreeDays: number; usage: number }[] = [];
  for (const u of usage) {
    const t = temperatures.get(u.day);
    if (t === undefined || u.readings === 0) continue;
    const before = byDay.get(dayText(dayNumber(u.day) - 1));
    if (before && before.readings === 0) continue;
    out.push({ day: u.day, degreeDays: drivingDegreeDays(u.day, heatingDegreeDays(t, base), season), usage: Math.max(0, u.usage) });
  }
  return out;
}

const monthDay = (day: string) => day.slice(5);

/** Calendar distance of two days of the year (0..182), by their month and day. */
function calendarDistance(a: string, b: string): number {
  const doy = (d: string) => (dayNumber(`2001-${monthDay(d)}`) - dayNumber('2001-01-01') + 365) % 365;
  const diff = Math.abs(doy(a) - doy(b));
  return Math.min(diff, 365 - diff);
}

/**
 * The mean temperature expected on each of `days`: the mean of the stored history's same calendar
 * days (normals), widening to the nearest calendar days (up to a fortnight either side) where no
 * year has that day, else the mean of the latest week stored (the weather as it is). Null with no
 * history at all.
 */
export function normalTemperatures(history: readonly DayTemperature[], days: readonly string[]): Map<string, number> | null {
  if (history.length === 0) return null;
  const byMonthDay = new Map<string, number[]>();
  for (const h of history) {
    const key = monthDay(h.day);
    const list = byMonthDay.get(key);
    if (list) list.push(h.meanTemperature);
    else byMonthDay.set(key, [h.meanTemperature]);
  }
  const latest = [...history].sort((a, b) => a.day.localeCompare(b.day)).slice(-7);
  const recent = latest.reduce((s, h) => s + h.meanTemperature, 0) / latest.length;
  const keys = [...byMonthDay.keys()];
  const out = new Map<string, number>();
  for (const day of days) {
    let values = byMonthDay.get(monthDay(day));
    if (!values) {
      for (let width = 1; width <= 14 && !values; width++) {
        const near = keys.filter((k) => calendarDistance(`2001-${k}`, day) <= width).flatMap((k) => byMonthDay.get(k) ?? []);
        if (near.length > 0) values = near;
      }
    }
    out.set(day, values ? values.reduce((s, v) => s + v, 0) / values.length : recent);
  }
  return out;
}

/** Days a usable amount lasts at a daily use that changes day by day (`dailyUse[0]` is the first
 * day's): the run-out day's fraction included; null when it lasts beyond the days given. */
export function daysUntilEmpty(usable: number, dailyUse: readonly number[]): number | null {
  let left = Math.max(0, usable);
  if (left === 0) return 0;
  for (let i = 0; i < dailyUse.length; i++) {
    const use = dailyUse[i] ?? 0;
    if (use >= left) return i + left / use;
    left -= use;
  }
  return null;
}

/** Days left at a flat daily rate (tank-state.ts usageStatistics: usable over the rate). */
export function daysAtRate(usable: number, rate: number | null): number | null {
  if (rate === null || rate <= 0) return null;
  return Math.max(0, usable) / rate;
}

export interface BacktestResult {
  weeks: number;
  /** Mean absolute error of a week's use, gallons: the degree-day forecast's and the plain average's. */
  maeDegreeDays: number;
  maePlain: number;
  /** 1 - maeDegreeDays / maePlain. */
  improvement: number;
}

/**
 * Fit on the first `fitDays` days, predict the use of each complete week of the next `horizonDays`
 * with the degree days the forecast would have used (`forecastDegreeDays`, by day), and compare
 * with the plain average (the 7-day rate days left uses, tank-state.ts usageStatistics).
 */
export function backtest(
  days: readonly { day: string; usage: number; degreeDays: number; forecastDegreeDays: number }[],
  fitDays: number,
  horizonDays: number,
): BacktestResult {
  const train = days.slice(0, fitDays);
  const test = days.slice(fitDays, fitDays + horizonDays);
  const fit = fitDegreeDays(train);
  const last7 = train.slice(-7);
  const plainRate = last7.reduce((s, d) => s + d.usage, 0) / Math.max(1, last7.length);
  const weeks = Math.floor(test.length / 7);
  let errDd = 0;
  let errPlain = 0;
  for (let w = 0; w < weeks; w++) {
    const week = test.slice(w * 7, w * 7 + 7);
    const actual = week.reduce((s, d) => s + d.usage, 0);
    const predicted = week.reduce((s, d) => s + predictUsage(fit, d.forecastDegreeDays), 0);
    errDd += Math.abs(predicted - actual);
    errPlain += Math.abs(plainRate * week.length - actual);
  }
  const maeDegreeDays = weeks ? errDd / weeks : 0;
  const maePlain = weeks ? errPlain / weeks : 0;
  return { weeks, maeDegreeDays, maePlain, improvement: maePlain > 0 ? 1 - maeDegreeDays / maePlain : 0 };
}

export interface TemperatureCsvResult {
  rows: DayTemperature[];
  /** "Line N: ..." for each line that is not a day and a temperature. */
  errors: string[];
}

/** The most rows one upload may carry (ten years of days). */
export const TEMPERATURE_CSV_MAX_ROWS = 3660;

function csvDay(text: string): string | null {
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) [y, m, d] = [Number(us[3]), Number(us[1]), Number(us[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A CSV of daily mean temperatures: each line a day (YYYY-MM-DD or M/D/YYYY) and its mean, °F by
 * default, °C when the temperature column's header says C (e.g. "Mean °C"). A first line that is not
 * a day is a header. A day given twice keeps its last line.
 */
export function parseTemperatureCsv(text: string): TemperatureCsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const errors: string[] = [];
  const byDay = new Map<string, number>();
  let celsius = false;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    const cells = line.split(/[,;\t]/).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    const day = csvDay(cells[0] ?? '');
    if (i === 0 && day === null) {
      celsius = /(°\s*C|\bC\b|celsius)/i.test(cells.slice(1).join(' '));
      return;
    }
    const value = Number(cells[1]);
    if (day === null) errors.push(`Line ${i + 1}: "${cells[0] ?? ''}" is not a date (YYYY-MM-DD or M/D/YYYY)`);
    else if (cells[1] === undefined || cells[1] === '' || !Number.isFinite(value))
      errors.push(`Line ${i + 1}: the mean temperature is not a number`);
    else {
      const f = celsius ? (value * 9) / 5 + 32 : value;
      if (f < -80 || f > 130) errors.push(`Line ${i + 1}: ${cells[1]} is not a daily mean outdoor temperature`);
      else byDay.set(day, Math.round(f * 100) / 100);
    }
  });
  if (byDay.size > TEMPERATURE_CSV_MAX_ROWS)
    errors.push(`The file has ${byDay.size} days; at most ${TEMPERATURE_CSV_MAX_ROWS} may be imported at once`);
  if (byDay.size === 0 && errors.length === 0) errors.push('The file has no days: each line is a date and its mean temperature');
  const rows = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, meanTemperature]) => ({ day, meanTemperature }));
  return { rows, errors };
}
