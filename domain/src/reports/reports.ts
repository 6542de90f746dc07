// spec 001 §3.3 and §9: report enumerations and the scheduled email report (EmailRecurring).
// The spec gives the lists without ids; ids run 1.. in the spec's order.

export const REPORT_EMAIL_FORMATS = [
  { id: 1, key: 'Html', label: 'HTML', extension: 'html', contentType: 'text/html' },
  { id: 2, key: 'Csv', label: 'CSV', extension: 'csv', contentType: 'text/csv' },
  { id: 3, key: 'Pdf', label: 'PDF', extension: 'pdf', contentType: 'application/pdf' },
] as const;

type ReportEmailFormatEntry = (typeof REPORT_EMAIL_FORMATS)[number];
export type ReportEmailFormatKey = ReportEmailFormatEntry['key'];
export type ReportEmailFormatId = ReportEmailFormatEntry['id'];

export const ReportEmailFormat = Object.fromEntries(REPORT_EMAIL_FORMATS.map((f) => [f.key, f.id])) as {
  [K in ReportEmailFormatKey]: Extract<ReportEmailFormatEntry, { key: K }>['id'];
};

export const REPORT_EMAIL_FORMAT_IDS = REPORT_EMAIL_FORMATS.map((f) => f.id) as [ReportEmailFormatId, ...ReportEmailFormatId[]];

export const REPORT_TYPES = [
  { id: 1, key: 'Asset', label: 'Asset' },
  { id: 2, key: 'Device', label: 'Device' },
  { id: 3, key: 'Usage', label: 'Usage' },
  { id: 4, key: 'Rma', label: 'RMA' },
  { id: 5, key: 'TankConfig', label: 'Tank Config' },
  { id: 6, key: 'PressureConfig', label: 'Pressure Config' },
  { id: 7, key: 'DeviceConfig', label: 'Device Config' },
] as const;

type ReportTypeEntry = (typeof REPORT_TYPES)[number];
export type ReportTypeKey = ReportTypeEntry['key'];
export type ReportTypeId = ReportTypeEntry['id'];

export const ReportType = Object.fromEntries(REPORT_TYPES.map((t) => [t.key, t.id])) as {
  [K in ReportTypeKey]: Extract<ReportTypeEntry, { key: K }>['id'];
};

export const REPORT_TYPE_IDS = REPORT_TYPES.map((t) => t.id) as [ReportTypeId, ...ReportTypeId[]];

export function reportTypeLabel(id: number): string {
  return REPORT_TYPES.find((t) => t.id === id)?.label ?? 'Unknown';
}

export const EVENT_TYPES = [
  { id: 1, key: 'EmailReport', label: 'Email Report' },
  { id: 2, key: 'IPCamMotionDetection', label: 'IP Camera Motion Detection' },
  { id: 3, key: 'KeepFullReport', label: 'Keep Full Report' },
  { id: 4, key: 'FillReport', label: 'Fill Report' },
  { id: 5, key: 'ManagementReportCard', label: 'Management Report Card' },
] as const;

type EventTypeEntry = (typeof EVENT_TYPES)[number];
export type EventTypeKey = EventTypeEntry['key'];
export type EventTypeId = EventTypeEntry['id'];

export const EventType = Object.fromEntries(EVENT_TYPES.map((t) => [t.key, t.id])) as {
  [K in EventTypeKey]: Extract<EventTypeEntry, { key: K }>['id'];
};

export const EVENT_TYPE_IDS = EVENT_TYPES.map((t) => t.id) as [EventTypeId, ...EventTypeId[]];

export const ANALYSIS_REPORT_TYPES = [
  { id: 1, key: 'Fill', label: 'Fill' },
  { id: 2, key: 'Inventory', label: 'Inventory' },
] as const;

type AnalysisReportTypeEntry = (typeof ANALYSIS_REPORT_TYPES)[number];
export type AnalysisReportTypeKey = AnalysisReportTypeEntry['key'];
export type AnalysisReportTypeId = AnalysisReportTypeEntry['id'];

export const AnalysisReportType = Object.fromEntries(ANALYSIS_REPORT_TYPES.map((t) => [t.key, t.id])) as {
  [K in AnalysisReportTypeKey]: Extract<AnalysisReportTypeEntry, { key: K }>['id'];
};

export const ANALYSIS_REPORT_TYPE_IDS = ANALYSIS_REPORT_TYPES.map((t) => t.id) as [AnalysisReportTypeId, ...AnalysisReportTypeId[]];

/** Standard: one of the preset day ranges; Custom: a start and end date the user picks. */
export const RANGE_TYPES = [
  { id: 1, key: 'Standard', label: 'Standard' },
  { id: 2, key: 'Custom', label: 'Custom' },
] as const;

type RangeTypeEntry = (typeof RANGE_TYPES)[number];
export type RangeTypeKey = RangeTypeEntry['key'];
export type RangeTypeId = RangeTypeEntry['id'];

export const RangeType = Object.fromEntries(RANGE_TYPES.map((t) => [t.key, t.id])) as {
  [K in RangeTypeKey]: Extract<RangeTypeEntry, { key: K }>['id'];
};

export const RANGE_TYPE_IDS = RANGE_TYPES.map((t) => t.id) as [RangeTypeId, ...RangeTypeId[]];
