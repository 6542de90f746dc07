// One run of an emailed report (docs/decisions/074-email-reports.md): claimed once (a run is never
// sent twice, whichever instance's job takes it), read as the report's user sees the report at run
// time (scope, profile), written in the contact group's units and time zone in the report's format,
// and emailed to each active member of the group through the messenger (SMTP or the outbox), with
// its outcome, rows, bytes and recipients logged on the run.
import type { Logger } from 'pino';
import { gridFilterModelSchema, REPORT_PAGE_MAX_ROWS, type GridFilterModel, type ReportRow } from '@ullage/domain/reports/api';
import {
  EMAIL_REPORT_BODY_MAX_ROWS,
  EMAIL_REPORT_MAX_ROWS,
  emailOneTimeBodySchema,
  type EmailReportOutcome,
} from '@ullage/domain/reports/email-report-api';
import { shownColumns } from '@ullage/domain/reports/export';
import { EventType, REPORT_EMAIL_FORMATS, ReportEmailFormat, type ReportEmailFormatId } from '@ullage/domain/reports/reports';
import { quickFilterModels } from '@ullage/domain/reports/quick-filters';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { CallerRepository } from '../access';
import type { Events } from '../event';
import type { MessageAttachment, Messenger } from '../messaging';
import { collect, reportCsvStream, type ReportExports } from '../report';
import type { EmailReportRepository, StoredRun } from './email-report.repository';
import { renderHtml, renderPdf, renderText, rowCountText, tableOf, type RenderedTable } from './email-report.render';

type Finished = {
  outcome: Exclude<EmailReportOutcome, 'queued' | 'running'>;
  rows: number | null;
  bytes: number | null;
  recipients: number | null;
  error: string | null;
};

/** A run that cannot go on, with what its log says. */
class RunProblem extends Error {}

/** What a run sends: a saved report's settings, or a one-time request's. */
interface RunSpec {
  folderUid: number;
  reportTypeId: number;
  formatId: ReportEmailFormatId;
  subject: string;
  contactGroupUid: number;
  sendEmpty: boolean;
  embedAttachment: boolean;
  grid: { filters: Record<string, never> | object; sorting: unknown[]; andOr: 'and' | 'or' };
  /** A saved report's quick filters, each AND-ed with the profile's result. */
  quick: GridFilterModel[];
  columns: string[];
}

/** "Morning Tanks" at a date -> "morning-tanks-2026-11-26". */
function fileStem(subject: string, at: Date): string {
  const slug =
    subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'report';
  return `${slug}-${at.toISOString().slice(0, 10)}`;
}

export function createEmailReportRunner(deps: {
  repo: EmailReportRepository;
  callers: CallerRepository;
  reports: ReportExports;
  messenger: Messenger;
  events: Events;
  log: Logger;
  clock: Clock;
}) {
  const { repo, callers, reports, messenger, events } = deps;
  const log = deps.log.child({ module: 'email-report' });

  async function specOf(run: StoredRun): Promise<RunSpec> {
    if (run.emailReportId === null) {
      const req = emailOneTimeBodySchema.parse(run.request);
      return { ...req, grid: { filters: req.filters, sorting: req.sorting, andOr: req.andOr }, quick: [] };
    }
    const r = await repo.get(run.emailReportId);
    if (!r) throw new RunProblem('the email report no longer exists');
    const profile = await repo.profileOf(r.profileId);
    if (!profile) throw new RunProblem('the report profile no longer exists');
    return {
      folderUid: r.folderUid,
      reportTypeId: r.reportTypeId,
      formatId: r.formatId,
      subject: r.subject,
      contactGroupUid: r.contactGroupUid,
      sendEmpty: r.sendEmpty,
      embedAttachment: r.embedAttachment,
      grid: { filters: profile.filters, sorting: profile.sorting, andOr: profile.andOr },
      // The list's filters, read through the grid's own schema as a filter the page sends would be.
      quick: quickFilterModels(r.quickFilters).map((m) => gridFilterModelSchema.parse(m)),
      columns: profile.columns,
    };
  }

  async function execute(run: StoredRun): Promise<Finished> {
    const spec = await specOf(run);
    const owner = await callers.findActiveCaller(run.userUid);
    if (!owner) throw new RunProblem("the report's user is no longer active");
    const group = await repo.recipients(spec.contactGroupUid);
    if (!group) throw new RunProblem('the contact group no longer exists');
    if (group.members.length === 0) throw new RunProblem(`no active contact of ${group.label} has an email address`);

    const report = await reports.open(
      owner,
      spec.reportTypeId,
      spec.folderUid,
      spec.grid as Parameters<ReportExports['open']>[3],
      spec.quick,
    );
    const columns = shownColumns(report.columns, spec.columns);
    const ctx = { units: group.unitConfig, timeZone: group.timeZoneConfig };
    const runAt = deps.clock();
    const format = REPORT_EMAIL_FORMATS.find((f) => f.id === spec.formatId)!;
    const file = (content: Buffer): MessageAttachment => ({
      filename: `${fileStem(spec.subject, runAt)}.${format.extension}`,
      contentType: format.contentType,
      content,
    });
    const heading = { title: spec.subject, folderLabel: report.folderLabel, runAt, columns, ctx };

    let table: RenderedTable;
    let html: string;
    let attachments: MessageAttachment[] = [];
    let note: string;
    if (spec.formatId === ReportEmailFormat.Csv) {
      // The CSV download's writer over the same cursor (report/report-csv.ts): rows go straight to
      // the file's bytes, a batch at a time.
      const csv = reportCsvStream(
        columns,
        ctx,
        report.rows(
          columns.map((c) => c.colId),
          EMAIL_REPORT_MAX_ROWS,
        ),
      );
      const content = await collect(csv.readable);
      const shown = csv.rows();
      if (shown === 0 && !spec.sendEmpty) return { outcome: 'empty', rows: 0, bytes: 0, recipients: 0, error: null };
      const total = shown < EMAIL_REPORT_MAX_ROWS ? shown : (await report.page(0, 1)).lastRow;
      table = { ...heading, cells: [], zones: [], shown, total };
      note = `The report is attached as ${format.label}.`;
      attachments = [file(content)];
      html = renderHtml(table, { withTable: false, note });
    } else {
      const rows: ReportRow[] = [];
      let total = 0;
      while (rows.length < EMAIL_REPORT_MAX_ROWS) {
        const start = rows.length;
        const page = await report.page(start, Math.min(start + REPORT_PAGE_MAX_ROWS, EMAIL_REPORT_MAX_ROWS));
        total = Math.max(page.lastRow, start + page.rows.length);
        rows.push(...page.rows);
        if (page.rows.length < REPORT_PAGE_MAX_ROWS || rows.length >= page.lastRow) break;
      }
      if (rows.length === 0 && !spec.sendEmpty) return { outcome: 'empty', rows: 0, bytes: 0, recipients: 0, error: null };
      table = { ...heading, ...tableOf(columns, rows, ctx), shown: rows.length, total };
      if (spec.formatId === ReportEmailFormat.Html && spec.embedAttachment) {
        const cut = rows.length > EMAIL_REPORT_BODY_MAX_ROWS;
        note = cut ? 'The whole report is attached.' : 'The report is in this email.';
        html = renderHtml(table, { withTable: true, maxRows: EMAIL_REPORT_BODY_MAX_ROWS });
        if (cut) attachments = [file(Buffer.from(renderHtml(table, { withTable: true }), 'utf8'))];
      } else {
        note = `The report is attached as ${format.label}.`;
        const content =
          spec.formatId === ReportEmailFormat.Pdf ? await renderPdf(table) : Buffer.from(renderHtml(table, { withTable: true }), 'utf8');
        attachments = [file(content)];
        html = renderHtml(table, { withTable: false, note });
      }
    }
    const bytes = attachments.length > 0 ? attachments.reduce((n, a) => n + a.content.length, 0) : Buffer.byteLength(html);
    const text = renderText(table, note);

    let sent = 0;
    const failures: string[] = [];
    for (const m of group.members) {
      try {
        await messenger.send({
          channel: 'email',
          to: m.emailAddress,
          subject: spec.subject,
          text,
          html,
          attachments,
          messageId: `<email-report-run-${run.id}-${m.contactUid}@ullage>`,
        });
        sent++;
      } catch (err) {
        failures.push((err as Error).message.slice(0, 200));
      }
    }
    if (sent > 0) {
      // spec 001 §9 EmailReport, on the folder the report ran for (docs/decisions/091-entity-events.md).
      await events
        .record({
          entityUid: spec.folderUid,
          eventTypeId: EventType.EmailReport,
          description: `${spec.subject}: ${rowCountText(table)} as ${format.label} to ${sent} of ${group.label}`,
          actor: { userUid: owner.userUid, userName: owner.userName },
          at: runAt,
        })
        .catch((err: unknown) => log.error({ runId: run.id, err: { message: (err as Error).message } }, 'email report event not recorded'));
    }
    return {
      outcome: failures.length > 0 ? 'failed' : 'sent',
      rows: table.shown,
      bytes,
      recipients: sent,
      error: failures.length > 0 ? `${failures.length} of ${group.members.length} emails failed: ${failures[0]}` : null,
    };
  }

  return {
    /** Runs a queued run once; a run already taken (another instance, a retried job) is left alone. */
    async run(runId: number): Promise<void> {
      const run = await repo.claim(runId);
      if (!run) return;
      let result: Finished;
      try {
        result = await execute(run);
      } catch (err) {
        const known = err instanceof RunProblem || err instanceof AppError;
        if (!known) log.error({ runId, err: { message: (err as Error).message } }, 'email report run failed');
        result = {
          outcome: 'failed',
          rows: null,
          bytes: null,
          recipients: null,
          error: known ? (err as Error).message : 'the report could not be made (see the server log)',
        };
      }
      await repo.finish(runId, result);
      log.info({ runId, emailReportId: run.emailReportId, trigger: run.trigger, ...result }, 'email report run finished');
    },
  };
}
