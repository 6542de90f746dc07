// GET Analysis/{Fill|Inventory|Usage|ReportCard}/{folderUid} with startDate and endDate (ours;
// docs/decisions/076-usage-report-and-analysis.md): the four analysis calls, one query each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ANALYSIS_PATHS,
  fillAnalysisSchema,
  inventoryAnalysisSchema,
  reportCardSchema,
  usageAnalysisSchema,
} from '@ullage/domain/analysis/api';
import { rangeQuery, type DayRange } from '@ullage/domain/analysis/ranges';
import type { z } from 'zod';
import { apiFetch, type ResponseSchema } from '../../../lib/api-client';

const CALLS = {
  fill: fillAnalysisSchema,
  inventory: inventoryAnalysisSchema,
  usage: usageAnalysisSchema,
  reportCard: reportCardSchema,
} as const;
export type AnalysisKind = keyof typeof CALLS;
type Answer<K extends AnalysisKind> = z.infer<(typeof CALLS)[K]>;

export interface AnalysisTarget {
  folderUid: number;
  range: DayRange;
  /** The fill analysis's and report card's early-fill threshold (a fraction). */
  earlyFillPercent?: number;
}

export function getAnalysisQueryOptions<K extends AnalysisKind>(kind: K, target: AnalysisTarget) {
  return queryOptions({
    queryKey: ['analysis', kind, target.folderUid, target.range.fromDay, target.range.toDay, target.earlyFillPercent ?? null],
    queryFn: ({ signal }) =>
      apiFetch(`${ANALYSIS_PATHS[kind]}/${target.folderUid}`, {
        query: { ...rangeQuery(target.range), earlyFillPercent: target.earlyFillPercent },
        signal,
        schema: CALLS[kind] as unknown as ResponseSchema<Answer<K>>,
      }),
  });
}

export function useAnalysis<K extends AnalysisKind>(kind: K, target: AnalysisTarget) {
  return useQuery(getAnalysisQueryOptions(kind, target));
}
