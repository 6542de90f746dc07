// spec 001 §7 EntityReport: GET EntityReport/EmailRecurrings/{uid} (a user's scheduled email
// reports), GET EntityReport/EmailRecurring/{id}, PUT or POST EntityReport/EmailRecurring/{uid} (by
// whether id is greater than 0), POST EntityReport/EmailOneTime; and our own: DELETE
// EntityReport/EmailRecurring/{id} and POST EntityReport/EmailRecurring/{id}/Send (send now).
// The fields are spec 001 §3.3 EmailRecurring with spec 001 §5's messages (catalogue-schemas.ts
// emailReportSchema); a report runs its saved profile (columns, sort, filters, and/or) over its
// folder at run time (docs/decisions/074-email-reports.md).
import { z } from 'zod';
import { emailReportSchema } from '../catalogue-schemas';
import { CUSTOM_COLUMNS_MAX, FILTER_AND_OR, gridFilterModelSchema, gridSortModelSchema } from './api';

export const EMAIL_RECURRINGS_PATH = 'EntityReport/EmailRecurrings';
export const EMAIL_RECURRING_PATH = 'EntityReport/EmailRecurring';
export const EMAIL_ONE_TIME_PATH = 'EntityReport/EmailOneTime';

/** The runs of a scheduled report answered with it (the newest first). */
export const EMAIL_REPORT_RUNS_SHOWN = 10;
/** The most rows one emailed report holds; a larger result is cut there and the email says so. */
export const EMAIL_REPORT_MAX_ROWS = 100_000;
/** The most rows an HTML email shows in its body; past it the body says where the rest is. */
export const EMAIL_REPORT_BODY_MAX_ROWS = 2_000;

/** What started a run: the report's schedule, Send Now, or a one-time email of a report page. */
export const EMAIL_REPORT_TRIGGERS = ['schedule', 'now', 'one-time'] as const;
export type EmailReportTrigger = (typeof EMAIL_REPORT_TRIGGERS)[number];

/** queued -> running -> sent | empty (nothing to send, sendEmpty off) | failed. */
export const EMAIL_REPORT_OUTCOMES = ['queued', 'running', 'sent', 'empty', 'failed'] as const;
export type EmailReportOutcome = (typeof EMAIL_REPORT_OUTCOMES)[number];

/** {uid} of the EmailRecurring paths: a user's uid, or for GET, DELETE and Send a report's id. */
export const emailReportUserParamsSchema = z.object({
  uid: z.coerce.number({ error: 'Uid: must be a number' }).int().positive({ error: 'Uid: is required' }),
});

/** PUT or POST EntityReport/EmailRecurring/{uid}: the report of user {uid}. */
export const emailRecurringBodySchema = emailReportSchema.extend({
  label: z.string().max(100, { error: 'Label: must be at most 100 characters' }).default(''),
  folderUid: z.number({ error: 'Folder: is required' }).int().positive({ error: 'Folder: is required' }),
});
export type EmailRecurringBody = z.infer<typeof emailRecurringBodySchema>;
export type EmailRecurringInput = z.input<typeof emailRecurringBodySchema>;

/** One run of an emailed report, as logged. */
export const emailReportRunSchema = z.object({
  id: z.number().int(),
  emailReportId: z.number().int().nullable(),
  trigger: z.enum(EMAIL_REPORT_TRIGGERS),
  /** The schedule's instant, or when Send Now / the one-time email was asked for. */
  dueAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  outcome: z.enum(EMAIL_REPORT_OUTCOMES),
  rows: z.number().int().nullable(),
  /** Bytes of the report sent (the attachment, or the HTML body). */
  bytes: z.number().int().nullable(),
  recipients: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type EmailReportRun = z.infer<typeof emailReportRunSchema>;

/** A saved report, with the names of what it refers to and its last runs. */
export const emailRecurringSchema = emailRecurringBodySchema.extend({
  userUid: z.number().int(),
  folderLabel: z.string(),
  profileLabel: z.string(),
  scheduleLabel: z.string(),
  contactGroupLabel: z.string(),
  runs: z.array(emailReportRunSchema),
});
export type EmailRecurring = z.infer<typeof emailRecurringSchema>;
export const emailRecurringListSchema = z.array(emailRecurringSchema);

const oneTimeShape = emailReportSchema.pick({
  contactGroupUid: true,
  reportTypeId: true,
  formatId: true,
  subject: true,
  sendEmpty: true,
  embedAttachment: true,
}).shape;

/** POST EntityReport/EmailOneTime: the report page as the user sees it now, sent once. */
export const emailOneTimeBodySchema = z.object({
  ...oneTimeShape,
  folderUid: z.number({ error: 'Folder: is required' }).int().positive({ error: 'Folder: is required' }),
  filters: gridFilterModelSchema.default({}),
  sorting: gridSortModelSchema.default([]),
  andOr: z.enum(FILTER_AND_OR).default('and'),
  /** Visible columns in order; empty means the report's default columns. */
  columns: z.array(z.string().min(1).max(100)).max(CUSTOM_COLUMNS_MAX).default([]),
});
export type EmailOneTimeBody = z.infer<typeof emailOneTimeBodySchema>;
export type EmailOneTimeInput = z.input<typeof emailOneTimeBodySchema>;
