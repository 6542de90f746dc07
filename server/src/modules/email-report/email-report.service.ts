// spec 001 §3.3 scheduled email reports, §5 their messages, §7 EntityReport EmailRecurring* and
// EmailOneTime (docs/decisions/074-email-reports.md). A user manages their own reports; another
// user's need that user in the caller's scope (404 otherwise) and what editing that user needs
// (Edit User, 17, and a rank not above the caller's: domain/src/people/granting.ts). A report's
// folder, profile, schedule and contact group are checked against the caller's scope and the
// report's user when saved, and again at every run (as that user).
import { QUICK_FILTER_KEYS, quickFilterProblem, type QuickFilterKey } from '@ullage/domain/reports/quick-filters';
import { occurrencesBetween } from '@ullage/domain/alerts/schedule-occurrences';
import { ScheduleOptions, scheduleSchema, type Schedule } from '@ullage/domain/alerts/schedules';
import { findSystemSchedule } from '@ullage/domain/alerts/system-schedules';
import { Permission } from '@ullage/domain/people/permissions';
import { userEditProblem } from '@ullage/domain/people/roles-api';
import {
  EMAIL_REPORT_RUNS_SHOWN,
  type EmailOneTimeBody,
  type EmailRecurring,
  type EmailRecurringBody,
  type EmailReportRun,
} from '@ullage/domain/reports/email-report-api';
import { reportTypeLabel } from '@ullage/domain/reports/reports';
import type { Logger } from 'pino';
import { fieldError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller, CallerRepository, Scope } from '../access';
import type { ReportExports } from '../report';
import type { ScheduleService } from '../schedule';
import type { EmailReportRepository, StoredEmailReport, StoredRun } from './email-report.repository';

/** How far back a sweep looks for occurrences missed while no instance ran. */
const CATCH_UP_MS = 24 * 3_600_000;

const CONTACT_GROUP_MESSAGE = 'You must select a contact group';
const SCHEDULE_MESSAGE = 'You must select a schedule';
const PROFILE_MESSAGE = 'You must select a profile';

const publicRun = ({ userUid: _u, request: _r, ...run }: StoredRun): EmailReportRun => run;

export interface EmailReportDeps {
  repo: EmailReportRepository;
  scope: Scope;
  callers: CallerRepository;
  schedules: ScheduleService;
  reports: ReportExports;
  /** Queues the runs (the run job). */
  enqueue(runIds: readonly number[]): Promise<void>;
  log: Logger;
}

export function createEmailReportService(deps: EmailReportDeps) {
  const { repo, scope, callers, schedules, reports } = deps;
  const log = deps.log.child({ module: 'email-report' });

  /** The caller may manage `userUid`'s reports (their own, or a user they may edit). */
  async function requireUser(caller: Caller, userUid: number): Promise<void> {
    if (userUid === caller.userUid) return;
    await scope.requireRead(caller, userUid, 'User');
    const rank = await repo.userRank(userUid);
    if (rank === null) throw new NotFoundError(`User ${userUid} was not found.`);
    if (!caller.permissions.has(Permission.EditUser)) {
      throw new ForbiddenError("Another user's email reports need the Edit User permission.");
    }
    const problem = userEditProblem(caller, rank);
    if (problem) throw new ForbiddenError(problem);
  }

  async function load(caller: Caller, id: number): Promise<StoredEmailReport> {
    const r = await repo.get(id);
    if (!r) throw new NotFoundError(`Email report ${id} was not found.`);
    await requireUser(caller, r.userUid).catch((err: unknown) => {
      // Another company's report is not there at all.
      throw err instanceof NotFoundError ? new NotFoundError(`Email report ${id} was not found.`) : err;
    });
    return r;
  }

  /** The schedule as `caller` may see it, when it is one for email reports and finished. */
  async function emailSchedule(caller: Caller, uid: number): Promise<{ schedule: Schedule; label: string } | string> {
    const dto = await schedules.get(caller, uid).catch((err: unknown) => {
      if (err instanceof NotFoundError) return null;
      throw err;
    });
    if (!dto) return SCHEDULE_MESSAGE;
    if (dto.optionsId !== ScheduleOptions.EmailReports) return `Schedule: ${dto.label} is not an email report schedule`;
    const parsed = scheduleSchema.safeParse(dto);
    if (!dto.finalized || !parsed.success) return `Schedule: ${dto.label} is not finished; open it on the Schedules page and save it`;
    return { schedule: parsed.data, label: dto.label };
  }

  async function requireContactGroup(caller: Caller, uid: number): Promise<void> {
    const ok = await scope.requireRead(caller, uid, 'Contact Group').then(
      () => repo.isContactGroup(uid),
      () => false,
    );
    if (!ok) throw fieldError('contactGroupUid', CONTACT_GROUP_MESSAGE);
  }

  /** The report type has a report this server can run (the Usage and RMA reports do not yet). */
  async function requireReport(owner: Caller, reportTypeId: number, folderUid: number, grid: Parameters<ReportExports['open']>[3]) {
    try {
      return await reports.open(owner, reportTypeId, folderUid, grid);
    } catch (err) {
      if (err instanceof NotFoundError && /report was not found/.test(err.message)) {
        throw fieldError('reportTypeId', `Report Type: the ${reportTypeLabel(reportTypeId)} report cannot be emailed`);
      }
      throw err;
    }
  }

  function dto(r: StoredEmailReport, runs: StoredRun[]): EmailRecurring {
    return {
      id: r.id,
      userUid: r.userUid,
      contactGroupUid: r.contactGroupUid,
      contactGroupLabel: r.contactGroupLabel,
      scheduleUid: r.scheduleUid,
      scheduleLabel: r.scheduleLabel ?? findSystemSchedule(r.scheduleUid)?.label ?? '',
      enabled: r.enabled,
      label: r.label,
      profileId: r.profileId,
      profileLabel: r.profileLabel,
      folderUid: r.folderUid,
      folderLabel: r.folderLabel,
      reportTypeId: r.reportTypeId,
      formatId: r.formatId,
      subject: r.subject,
      sendEmpty: r.sendEmpty,
      embedAttachment: r.embedAttachment,
      quickFilters: r.quickFilters.filter((k): k is QuickFilterKey => (QUICK_FILTER_KEYS as readonly string[]).includes(k)),
      runs: runs.map(publicRun),
    };
  }

  async function withRuns(list: StoredEmailReport[]): Promise<EmailRecurring[]> {
    const runs = await repo.runsOf(
      list.map((r) => r.id),
      EMAIL_REPORT_RUNS_SHOWN,
    );
    return list.map((r) => dto(r, runs.get(r.id) ?? []));
  }

  async function queue(run: StoredRun): Promise<EmailReportRun> {
    await deps.enqueue([run.id]);
    return publicRun(run);
  }

  return {
    /** GET EntityReport/EmailRecurrings/{uid}. */
    async list(caller: Caller, userUid: number): Promise<EmailRecurring[]> {
      await requireUser(caller, userUid);
      return withRuns(await repo.byUser(userUid));
    },

    /** GET EntityReport/EmailRecurring/{id}. */
    async get(caller: Caller, id: number): Promise<EmailRecurring> {
      const [r] = await withRuns([await load(caller, id)]);
      return r!;
    },

    /** PUT or POST EntityReport/EmailRecurring/{uid}: an id greater than 0 updates that report of
     * user {uid}, otherwise a new one is made for them. */
    async save(caller: Caller, userUid: number, body: EmailRecurringBody): Promise<EmailRecurring> {
      const quick = quickFilterProblem(body.reportTypeId, body.quickFilters);
      if (quick) throw fieldError('quickFilters', quick);
      if (body.id > 0) {
        const existing = await load(caller, body.id);
        if (existing.userUid !== userUid) throw new NotFoundError(`Email report ${body.id} was not found.`);
      } else {
        await requireUser(caller, userUid);
      }
      const owner = userUid === caller.userUid ? caller : await callers.findActiveCaller(userUid);
      if (!owner) throw new NotFoundError(`User ${userUid} was not found.`);
      // The folder as the caller and as the report's user may see it.
      await scope.requireRead(caller, body.folderUid, 'Folder');
      const profile = await repo.profileOf(body.profileId);
      if (!profile || profile.userUid !== userUid) throw fieldError('profileId', PROFILE_MESSAGE);
      if (profile.typeId !== body.reportTypeId) {
        throw fieldError('profileId', `Profile: ${profile.label} is a profile of the ${reportTypeLabel(profile.typeId)} report`);
      }
      await requireReport(owner, body.reportTypeId, body.folderUid, profile);
      const schedule = await emailSchedule(owner, body.scheduleUid);
      if (typeof schedule === 'string') throw fieldError('scheduleUid', schedule);
      await requireContactGroup(caller, body.contactGroupUid);
      const id = await repo.save(body.id, {
        userUid,
        folderUid: body.folderUid,
        profileId: body.profileId,
        scheduleUid: body.scheduleUid,
        contactGroupUid: body.contactGroupUid,
        reportTypeId: body.reportTypeId,
        formatId: body.formatId,
        label: body.label.trim(),
        subject: body.subject,
        enabled: body.enabled,
        sendEmpty: body.sendEmpty,
        embedAttachment: body.embedAttachment,
        quickFilters: body.quickFilters,
      });
      return this.get(caller, id);
    },

    /** DELETE EntityReport/EmailRecurring/{id} (its runs go with it). */
    async remove(caller: Caller, id: number): Promise<void> {
      await load(caller, id);
      await repo.remove(id);
    },

    /** POST EntityReport/EmailRecurring/{id}/Send: one run now, whatever the schedule says. */
    async sendNow(caller: Caller, id: number, now: Date): Promise<EmailReportRun> {
      const r = await load(caller, id);
      return queue(await repo.insertRun({ emailReportId: r.id, userUid: r.userUid, trigger: 'now', dueAt: now, request: null }));
    },

    /** POST EntityReport/EmailOneTime: the caller's report page (folder, filters, sort, columns) sent
     * once to a contact group. */
    async oneTime(caller: Caller, body: EmailOneTimeBody, now: Date): Promise<EmailReportRun> {
      await requireReport(caller, body.reportTypeId, body.folderUid, body);
      await requireContactGroup(caller, body.contactGroupUid);
      return queue(await repo.insertRun({ emailReportId: null, userUid: caller.userUid, trigger: 'one-time', dueAt: now, request: body }));
    },

    /** The last one-time emails a user sent (the runs of no saved report). */
    async oneTimeRuns(caller: Caller, userUid: number): Promise<EmailReportRun[]> {
      await requireUser(caller, userUid);
      return (await repo.oneTimeRuns(userUid, EMAIL_REPORT_RUNS_SHOWN)).map(publicRun);
    },

    /**
     * The schedule sweep: for every enabled report, the occurrences of its schedule since it was last
     * swept (at most a day back), each recorded as a run once (a unique index: another instance's
     * sweep of the same minute records nothing more) and queued. Returns the runs this sweep created.
     */
    async sweep(now: Date): Promise<number> {
      const due = await repo.enabled();
      const ownerOf = new Map<number, Caller | null>();
      const occurrences: { emailReportId: number; userUid: number; dueAt: Date }[] = [];
      for (const r of due) {
        if (!ownerOf.has(r.userUid)) ownerOf.set(r.userUid, await callers.findActiveCaller(r.userUid));
        const owner = ownerOf.get(r.userUid);
        if (!owner) continue;
        const schedule = await emailSchedule(owner, r.scheduleUid);
        if (typeof schedule === 'string') {
          log.warn({ emailReportId: r.id, reason: schedule }, 'email report skipped: its schedule cannot run');
          continue;
        }
        const from = new Date(Math.max(r.dueAfter.getTime(), now.getTime() - CATCH_UP_MS));
        for (const at of occurrencesBetween(schedule.schedule, from, now))
          occurrences.push({ emailReportId: r.id, userUid: r.userUid, dueAt: at });
      }
      const created = await repo.insertOccurrences(occurrences, now);
      if (created.length > 0) {
        await deps.enqueue(created);
        log.info({ runs: created.length }, 'email reports due: runs queued');
      }
      return created.length;
    },

    /** What a schedule's deletion must know (spec 001 §3.10 items). */
    async usesOfSchedule(s: { uid: number; label: string }) {
      const using = await repo.usingSchedule(s.uid);
      if (using.length === 0) return [];
      const names = using.map((u) => u.label || u.subject);
      return [
        {
          isValid: false,
          label: 'email reports',
          message: `${s.label} is the schedule of ${using.length} email report${using.length === 1 ? '' : 's'}: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}. Give ${using.length === 1 ? 'it' : 'them'} another schedule first.`,
        },
      ];
    },
  };
}
export type EmailReportService = ReturnType<typeof createEmailReportService>;
