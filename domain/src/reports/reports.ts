// spec 001 §3.3 and §9: report enumerations and the scheduled email report (EmailRecurring).
// The spec gives the lists without ids; ids run 1.. in the spec's order.
import { z } from 'zod';
import { num, text } from '../validation';

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

export const reportEmailFormatIdSchema = z.literal(REPORT_EMAIL_FORMAT_IDS, {
  error: 'Format: is not a known report format',
});

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

export const reportTypeIdSchema = z.literal(REPORT_TYPE_IDS, { error: 'Report Type: is not a known report type' });

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

export const eventTypeIdSchema = z.literal(EVENT_TYPE_IDS, { error: 'Event Type: is not a known event type' });

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

export const analysisReportTypeIdSchema = z.literal(ANALYSIS_REPORT_TYPE_IDS, {
  error: 'Analysis Type: is not a known analysis report type',
});

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

export const rangeTypeIdSchema = z.literal(RANGE_TYPE_IDS, { error: 'Range Type: is not a known range type' });

/** spec 001 §3.3 EmailRecurring with spec 001 §5's messages. id 0 = new (spec 001 §7: PUT or POST
 * by whether id is greater than 0). quickFilters: the report grid's quick-filter keys. */
export const emailReportSchema = z.object({
  id: z.number().int().default(0),
  contactGroupUid: num('Contact Group', { int: true, min: 1, message: 'You must select a contact group' }),
  scheduleUid: num('Schedule', { int: true, min: 1, message: 'You must select a schedule' }),
  enabled: z.boolean().default(true),
  label: z.string().default(''),
  profileId: num('Profile', { int: true, min: 1, message: 'You must select a profile' }),
  folderUid: z.number().int(),
  reportTypeId: reportTypeIdSchema,
  formatId: reportEmailFormatIdSchema.default(ReportEmailFormat.Html),
  subject: text('Subject', {
    min: 1,
    max: 500,
    message: 'You must provide a subject between 1 and 500 characters long.',
  }),
  sendEmpty: z.boolean().default(true),
  embedAttachment: z.boolean().default(true),
  quickFilters: z.array(z.string()).default([]),
});
export type EmailReport = z.infer<typeof emailReportSchema>;
export type EmailReportInput = z.input<typeof emailReportSchema>;

/** spec 001 §3.3 Report Profile: a saved column/filter set of one report type. andOr joins its
 * filters ('and' all must match, 'or' any). */
export const reportProfileSchema = z.object({
  id: z.number().int().default(0),
  uid: z.number().int().default(0),
  label: text('Label', { min: 1 }),
  default: z.boolean().default(false),
  andOr: z.enum(['and', 'or']).default('and'),
  typeId: reportTypeIdSchema,
});
export type ReportProfile = z.infer<typeof reportProfileSchema>;
