// An analysis page's range in its URL (spec 001 §9 range types Standard and Custom):
// ?range=last30 for a standard range, ?from=YYYY-MM-DD&to=YYYY-MM-DD for a custom one, so a link
// or a reload opens the same figures.
import {
  DEFAULT_STANDARD_RANGE,
  STANDARD_RANGES,
  standardRange,
  type DayRange,
  type StandardRangeKey,
} from '@ullage/domain/analysis/ranges';
import { MAX_HISTORY_RANGE_DAYS } from '@ullage/domain/api/dates';

export type AnalysisRangeChoice = { kind: 'standard'; key: StandardRangeKey } | { kind: 'custom'; fromDay: string; toDay: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readRangeChoice(params: URLSearchParams, fallback: StandardRangeKey = DEFAULT_STANDARD_RANGE): AnalysisRangeChoice {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && DAY.test(from) && DAY.test(to) && from <= to) return { kind: 'custom', fromDay: from, toDay: to };
  const key = params.get('range');
  const standard = STANDARD_RANGES.find((r) => r.key === key);
  return { kind: 'standard', key: standard ? standard.key : fallback };
}

export function writeRangeChoice(params: URLSearchParams, choice: AnalysisRangeChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('range');
  next.delete('from');
  next.delete('to');
  if (choice.kind === 'standard') next.set('range', choice.key);
  else {
    next.set('from', choice.fromDay);
    next.set('to', choice.toDay);
  }
  return next;
}

export function daysOfChoice(choice: AnalysisRangeChoice, nowMs: number): DayRange {
  return choice.kind === 'standard' ? standardRange(choice.key, nowMs) : { fromDay: choice.fromDay, toDay: choice.toDay };
}

/** A custom range's problem, worded as the server words it; null when it may be asked for. */
export function customRangeProblem(fromDay: string, toDay: string): string | null {
  if (!DAY.test(fromDay)) return 'Start Date: is required';
  if (!DAY.test(toDay)) return 'End Date: is required';
  if (toDay < fromDay) return 'End Date: must not be before the start date';
  const days = (Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000;
  if (days > MAX_HISTORY_RANGE_DAYS) return `End Date: must be at most ${MAX_HISTORY_RANGE_DAYS} days after the start date`;
  return null;
}
