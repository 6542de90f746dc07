// The email report form: the domain's body schema (spec 001 §5 messages) over the form's values,
// whose selects hold their choices as text (docs/decisions/074-email-reports.md).
import { z } from 'zod';
import { emailRecurringBodySchema, type EmailRecurring, type EmailRecurringBody } from '@ullage/domain/reports/email-report-api';
import { ReportEmailFormat, ReportType, REPORT_TYPES } from '@ullage/domain/reports/reports';

const shape = emailRecurringBodySchema.shape;
/** A select's text as the number the schema checks ('' is 0: nothing selected). */
const chosen = <T extends z.ZodType<unknown, number>>(schema: T) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => Number(v) || 0)
    .pipe(schema);

export const emailReportFormSchema = emailRecurringBodySchema.extend({
  contactGroupUid: chosen(shape.contactGroupUid),
  scheduleUid: chosen(shape.scheduleUid),
  profileId: chosen(shape.profileId),
  reportTypeId: chosen(shape.reportTypeId),
  formatId: chosen(shape.formatId.unwrap()),
});
export type EmailReportFormValues = z.input<typeof emailReportFormSchema>;
export type { EmailRecurringBody };

/** The report types a report page exists for (the Usage and RMA reports come later). */
export const EMAILED_REPORT_TYPES = REPORT_TYPES.filter((t) => t.id !== ReportType.Usage && t.id !== ReportType.Rma);

export function emailReportToForm(r: EmailRecurring | null, folderUid: number): EmailReportFormValues {
  return {
    id: r?.id ?? 0,
    label: r?.label ?? '',
    subject: r?.subject ?? '',
    folderUid: r?.folderUid ?? folderUid,
    reportTypeId: String(r?.reportTypeId ?? ReportType.Asset),
    profileId: r ? String(r.profileId) : '',
    scheduleUid: r ? String(r.scheduleUid) : '',
    contactGroupUid: r ? String(r.contactGroupUid) : '',
    formatId: String(r?.formatId ?? ReportEmailFormat.Html),
    enabled: r?.enabled ?? true,
    sendEmpty: r?.sendEmpty ?? true,
    embedAttachment: r?.embedAttachment ?? true,
    quickFilters: r?.quickFilters ?? [],
  };
}
