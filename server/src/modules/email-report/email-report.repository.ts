// The only SQL of emailed reports (docs/decisions/074-email-reports.md): the saved reports
// (email_report), their runs (email_report_run, one per schedule occurrence by a unique index), and
// what a run needs to know about a contact group and a user.
import { sql } from 'drizzle-orm';
import { contactFieldsSchema, timeZoneConfigSchema, unitConfigSchema, type TimeZoneConfig, type UnitConfig } from '@ullage/domain/configs';
import type { ReportProfileBody } from '@ullage/domain/reports/api';
import type { EmailReportOutcome, EmailReportRun, EmailReportTrigger } from '@ullage/domain/reports/email-report-api';
import type { ReportEmailFormatId, ReportTypeId } from '@ullage/domain/reports/reports';
import type { Db } from '../../db/client';

export interface StoredEmailReport {
  id: number;
  userUid: number;
  folderUid: number;
  folderLabel: string;
  profileId: number;
  profileLabel: string;
  scheduleUid: number;
  /** The company schedule's label; null for a system schedule (the catalogue names it). */
  scheduleLabel: string | null;
  contactGroupUid: number;
  contactGroupLabel: string;
  reportTypeId: ReportTypeId;
  formatId: ReportEmailFormatId;
  label: string;
  subject: string;
  enabled: boolean;
  sendEmpty: boolean;
  embedAttachment: boolean;
  quickFilters: string[];
  dueAfter: Date;
}

export type EmailReportWrite = Pick<
  StoredEmailReport,
  | 'userUid'
  | 'folderUid'
  | 'profileId'
  | 'scheduleUid'
  | 'contactGroupUid'
  | 'reportTypeId'
  | 'formatId'
  | 'label'
  | 'subject'
  | 'enabled'
  | 'sendEmpty'
  | 'embedAttachment'
  | 'quickFilters'
>;

export interface StoredRun extends EmailReportRun {
  userUid: number;
  request: Record<string, unknown> | null;
}

/** A report profile as a run reads it (saved through the report module, which checked its grid
 * state against the report). */
export interface StoredProfile {
  userUid: number;
  typeId: number;
  label: string;
  andOr: 'and' | 'or';
  filters: ReportProfileBody['filters'];
  sorting: ReportProfileBody['sorting'];
  columns: string[];
}

export interface GroupRecipients {
  label: string;
  unitConfig: UnitConfig;
  timeZoneConfig: TimeZoneConfig;
  members: { contactUid: number; emailAddress: string }[];
}

type ReportRow = {
  id: number;
  user_uid: number;
  folder_uid: number;
  folder_label: string | null;
  profile_id: number;
  profile_label: string | null;
  schedule_uid: number;
  schedule_label: string | null;
  contact_group_uid: number;
  contact_group_label: string | null;
  report_type_id: ReportTypeId;
  format_id: ReportEmailFormatId;
  label: string;
  subject: string;
  enabled: boolean;
  send_empty: boolean;
  embed_attachment: boolean;
  quick_filters: string[];
  due_after: Date | string;
};

const REPORT_SELECT = sql`
  select r.id, r.user_uid, r.folder_uid, fe.label as folder_label, r.profile_id, p.label as profile_label,
         r.schedule_uid, se.label as schedule_label, r.contact_group_uid, ge.label as contact_group_label,
         r.report_type_id, r.format_id, r.label, r.subject, r.enabled, r.send_empty, r.embed_attachment,
         r.quick_filters, r.due_after
    from email_report r
    join report_profile p on p.id = r.profile_id
    left join entity fe on fe.uid = r.folder_uid
    left join entity se on se.uid = r.schedule_uid
    left join entity ge on ge.uid = r.contact_group_uid`;

function toReport(r: ReportRow): StoredEmailReport {
  return {
    id: r.id,
    userUid: r.user_uid,
    folderUid: r.folder_uid,
    folderLabel: r.folder_label ?? '',
    profileId: r.profile_id,
    profileLabel: r.profile_label ?? '',
    scheduleUid: r.schedule_uid,
    scheduleLabel: r.schedule_label,
    contactGroupUid: r.contact_group_uid,
    contactGroupLabel: r.contact_group_label ?? '',
    reportTypeId: r.report_type_id,
    formatId: r.format_id,
    label: r.label,
    subject: r.subject,
    enabled: r.enabled,
    sendEmpty: r.send_empty,
    embedAttachment: r.embed_attachment,
    quickFilters: r.quick_filters,
    dueAfter: new Date(r.due_after),
  };
}

type RunRow = {
  id: number;
  email_report_id: number | null;
  user_uid: number;
  trigger: EmailReportTrigger;
  due_at: Date | string;
  request: Record<string, unknown> | null;
  outcome: EmailReportOutcome;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  row_count: number | null;
  bytes: number | null;
  recipients: number | null;
  error: string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function toRun(r: RunRow): StoredRun {
  return {
    id: r.id,
    emailReportId: r.email_report_id,
    userUid: r.user_uid,
    trigger: r.trigger,
    dueAt: iso(r.due_at)!,
    request: r.request,
    outcome: r.outcome,
    startedAt: iso(r.started_at),
    finishedAt: iso(r.finished_at),
    rows: r.row_count,
    bytes: r.bytes,
    recipients: r.recipients,
    error: r.error,
  };
}

const RUN_COLUMNS = sql`id, email_report_id, user_uid, trigger, due_at, request, outcome, started_at, finished_at, row_count, bytes, recipients, error`;

/** A text[] parameter (drizzle would expand a JavaScript array into a parameter list). */
const textArray = (values: readonly string[]) => sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;

export function createEmailReportRepository(db: Db) {
  return {
    async byUser(userUid: number): Promise<StoredEmailReport[]> {
      const { rows } = await db.execute<ReportRow>(sql`${REPORT_SELECT} where r.user_uid = ${userUid} order by lower(r.label), r.id`);
      return rows.map(toReport);
    },

    async get(id: number): Promise<StoredEmailReport | null> {
      const { rows } = await db.execute<ReportRow>(sql`${REPORT_SELECT} where r.id = ${id}`);
      return rows[0] ? toReport(rows[0]) : null;
    },

    /** The enabled reports, for the schedule sweep. */
    async enabled(): Promise<StoredEmailReport[]> {
      const { rows } = await db.execute<ReportRow>(sql`${REPORT_SELECT} where r.enabled order by r.id`);
      return rows.map(toReport);
    },

    /** The enabled reports on a schedule (what uses it, for a schedule's deletion). */
    async usingSchedule(scheduleUid: number): Promise<{ label: string; subject: string }[]> {
      const { rows } = await db.execute<{ label: string; subject: string }>(sql`
        select label, subject from email_report where schedule_uid = ${scheduleUid} order by id`);
      return rows;
    },

    /** Creates (id 0) or updates a report; a report saved enabled is due from now on. */
    async save(id: number, r: EmailReportWrite): Promise<number> {
      const values = sql`${r.folderUid}, ${r.profileId}, ${r.scheduleUid}, ${r.contactGroupUid}, ${r.reportTypeId}, ${r.formatId},
        ${r.label}, ${r.subject}, ${r.enabled}, ${r.sendEmpty}, ${r.embedAttachment}, ${textArray(r.quickFilters)}`;
      const { rows } =
        id > 0
          ? await db.execute<{ id: number }>(sql`
              update email_report set (folder_uid, profile_id, schedule_uid, contact_group_uid, report_type_id, format_id,
                     label, subject, enabled, send_empty, embed_attachment, quick_filters) = (${values}),
                     due_after = now(), updated_at = now()
               where id = ${id} returning id`)
          : await db.execute<{ id: number }>(sql`
              insert into email_report (user_uid, folder_uid, profile_id, schedule_uid, contact_group_uid, report_type_id, format_id,
                     label, subject, enabled, send_empty, embed_attachment, quick_filters)
              values (${r.userUid}, ${values}) returning id`);
      return rows[0]?.id ?? 0;
    },

    async remove(id: number): Promise<void> {
      await db.execute(sql`delete from email_report where id = ${id}`);
    },

    /** The newest `limit` runs of each report. */
    async runsOf(reportIds: readonly number[], limit: number): Promise<Map<number, StoredRun[]>> {
      const out = new Map<number, StoredRun[]>();
      if (reportIds.length === 0) return out;
      const { rows } = await db.execute<RunRow>(sql`
        select x.* from unnest(array(select jsonb_array_elements_text(${JSON.stringify(reportIds)}::jsonb)::int)) as ids(rid)
          cross join lateral (
            select ${RUN_COLUMNS} from email_report_run where email_report_id = ids.rid order by id desc limit ${limit}) x
         order by x.id desc`);
      for (const r of rows.map(toRun)) {
        const list = out.get(r.emailReportId!) ?? [];
        list.push(r);
        out.set(r.emailReportId!, list);
      }
      return out;
    },

    async run(id: number): Promise<StoredRun | null> {
      const { rows } = await db.execute<RunRow>(sql`select ${RUN_COLUMNS} from email_report_run where id = ${id}`);
      return rows[0] ? toRun(rows[0]) : null;
    },

    /** A new run (Send Now, one-time), queued. */
    async insertRun(run: {
      emailReportId: number | null;
      userUid: number;
      trigger: EmailReportTrigger;
      dueAt: Date;
      request: object | null;
    }) {
      const { rows } = await db.execute<RunRow>(sql`
        insert into email_report_run (email_report_id, user_uid, trigger, due_at, request)
        values (${run.emailReportId}, ${run.userUid}, ${run.trigger}, ${run.dueAt.toISOString()},
                ${run.request === null ? null : JSON.stringify(run.request)}::jsonb)
        returning ${RUN_COLUMNS}`);
      return toRun(rows[0]!);
    },

    /**
     * The runs of schedule occurrences, one per (report, instant): an occurrence already recorded
     * (by this instance or another) is left alone. Returns the ids of the runs this call created;
     * the reports' due_after moves to `now` in the same statement.
     */
    async insertOccurrences(occurrences: readonly { emailReportId: number; userUid: number; dueAt: Date }[], now: Date): Promise<number[]> {
      if (occurrences.length === 0) return [];
      const data = JSON.stringify(occurrences.map((o) => ({ r: o.emailReportId, u: o.userUid, d: o.dueAt.toISOString() })));
      const { rows } = await db.execute<{ id: number }>(sql`
        with o as (select * from jsonb_to_recordset(${data}::jsonb) as o(r int, u bigint, d timestamptz)),
        moved as (
          update email_report set due_after = ${now.toISOString()} where id in (select r from o) and due_after < ${now.toISOString()})
        insert into email_report_run (email_report_id, user_uid, trigger, due_at)
        select o.r, o.u, 'schedule', o.d from o
        on conflict (email_report_id, due_at) where trigger = 'schedule' do nothing
        returning id`);
      return rows.map((r) => r.id);
    },

    /** Takes a queued run for running; null when it was taken already (never run twice). */
    async claim(id: number): Promise<StoredRun | null> {
      const { rows } = await db.execute<RunRow>(sql`
        update email_report_run set outcome = 'running', started_at = now()
         where id = ${id} and outcome = 'queued' returning ${RUN_COLUMNS}`);
      return rows[0] ? toRun(rows[0]) : null;
    },

    async finish(
      id: number,
      r: {
        outcome: Exclude<EmailReportOutcome, 'queued' | 'running'>;
        rows: number | null;
        bytes: number | null;
        recipients: number | null;
        error: string | null;
      },
    ): Promise<void> {
      await db.execute(sql`
        update email_report_run set outcome = ${r.outcome}, finished_at = now(), row_count = ${r.rows}, bytes = ${r.bytes},
               recipients = ${r.recipients}, error = ${r.error}
         where id = ${id}`);
    },

    /** The newest one-time runs a user asked for. */
    async oneTimeRuns(userUid: number, limit: number): Promise<StoredRun[]> {
      const { rows } = await db.execute<RunRow>(sql`
        select ${RUN_COLUMNS} from email_report_run where user_uid = ${userUid} and email_report_id is null order by id desc limit ${limit}`);
      return rows.map(toRun);
    },

    /** An active contact group (null otherwise) with its units, time zone and the email addresses of
     * its active contacts. */
    async recipients(groupUid: number): Promise<GroupRecipients | null> {
      const { rows } = await db.execute<{
        label: string;
        unit_config: unknown;
        time_zone_config: unknown;
        uid: number | null;
        config: unknown;
      }>(sql`
        select ge.label, g.unit_config, g.time_zone_config, c.uid, c.config
          from contact_group g
          join entity ge on ge.uid = g.uid and ge.active
          left join contact_group_member gm on gm.group_uid = g.uid
          left join contact c on c.uid = gm.contact_uid and exists (select 1 from entity ce where ce.uid = c.uid and ce.active)
         where g.uid = ${groupUid}
         order by c.uid`);
      const first = rows[0];
      if (!first) return null;
      const members = rows
        .filter((r) => r.uid !== null)
        .map((r) => ({
          contactUid: Number(r.uid),
          emailAddress: (contactFieldsSchema.partial().parse(r.config ?? {}).emailAddress ?? '').trim(),
        }))
        .filter((m) => m.emailAddress !== '');
      return {
        label: first.label,
        unitConfig: unitConfigSchema.parse(first.unit_config ?? {}),
        timeZoneConfig: timeZoneConfigSchema.parse(first.time_zone_config ?? {}),
        members,
      };
    },

    /** A saved report profile: whose it is, its report type and its grid state. */
    async profileOf(id: number): Promise<StoredProfile | null> {
      const { rows } = await db.execute<{
        user_uid: number;
        type_id: number;
        label: string;
        and_or: string;
        filters: StoredProfile['filters'];
        sorting: StoredProfile['sorting'];
        columns: string[];
      }>(sql`select user_uid, type_id, label, and_or, filters, sorting, columns from report_profile where id = ${id}`);
      const r = rows[0];
      if (!r) return null;
      return {
        userUid: r.user_uid,
        typeId: r.type_id,
        label: r.label,
        andOr: r.and_or === 'or' ? 'or' : 'and',
        filters: r.filters,
        sorting: r.sorting,
        columns: r.columns,
      };
    },

    /** Whether `uid` is a contact group. */
    async isContactGroup(uid: number): Promise<boolean> {
      const { rows } = await db.execute(
        sql`select 1 from contact_group g join entity e on e.uid = g.uid and e.active where g.uid = ${uid}`,
      );
      return rows.length > 0;
    },

    /** A user's role rank, null when `uid` is no active user. */
    async userRank(uid: number): Promise<number | null> {
      const { rows } = await db.execute<{ rank: number }>(sql`
        select r.rank from app_user u join entity e on e.uid = u.uid and e.active join role r on r.id = u.role_id where u.uid = ${uid}`);
      return rows[0]?.rank ?? null;
    },
  };
}
export type EmailReportRepository = ReturnType<typeof createEmailReportRepository>;
