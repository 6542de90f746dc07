// Where a report opens, carried in its URL (spec 000 §2: entity routes take fuid and uid,
// "optionally extra query text"): /report/asset?fuid=&uid=&filters=&sorting=&andOr= holds AG Grid's
// filter and sort models as the data call takes them (docs/decisions/016), so a summary chart, a
// bookmark or a shared link opens the report already filtered. /report/config also names its kind
// (reportTypeId: Tank, Pressure or Device Config). Text that does not parse or fails the contract is
// ignored with a console warning (spec 000 §8): the report opens unfiltered rather than failing.
import {
  CONFIG_REPORT_TYPE_IDS,
  FILTER_AND_OR,
  gridFilterModelSchema,
  gridSortModelSchema,
  type FilterAndOr,
} from '@ullage/domain/reports/api';
import { ReportType } from '@ullage/domain/reports/reports';
import type { ConfigReportTypeId, ReportUrlView } from './report-href';

export { reportHref, type ConfigReportTypeId, type ReportUrlView } from './report-href';

function parseJsonParam<T>(
  params: URLSearchParams,
  name: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
): T | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    console.warn(`The report link's ${name} are not valid JSON; the report opens without them.`);
    return undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    console.warn(`The report link's ${name} are not a filter or sort the report understands; the report opens without them.`);
    return undefined;
  }
  return parsed.data;
}

/** The models a report's URL opens it with. */
export function readReportUrl(params: URLSearchParams): ReportUrlView {
  const view: ReportUrlView = {};
  const filters = parseJsonParam(params, 'filters', gridFilterModelSchema);
  if (filters && Object.keys(filters).length > 0) view.filters = filters;
  const sorting = parseJsonParam(params, 'sorting', gridSortModelSchema);
  if (sorting && sorting.length > 0) view.sorting = sorting;
  const andOr = params.get('andOr');
  if ((FILTER_AND_OR as readonly string[]).includes(andOr ?? '')) view.filterAndOr = andOr as FilterAndOr;
  return view;
}

/** The Config report's kind in its URL; Tank Config when absent or not a config report type. */
export function readConfigReportType(params: URLSearchParams): ConfigReportTypeId {
  const id = Number(params.get('reportTypeId'));
  return (CONFIG_REPORT_TYPE_IDS as readonly number[]).includes(id) ? (id as ConfigReportTypeId) : ReportType.TankConfig;
}
