// Emailed reports (docs/decisions/074-email-reports.md) through a real SMTP receiver: each format
// holds the same rows, in the same order and units, as the report's data call; a PDF read back has
// every row's text; sendEmpty; a schedule occurrence is sent once with two instances sweeping; the
// calls' rules (spec 001 §5 messages, another company's report answers 404).
import type { AddressInfo } from 'node:net';
import { PDFParse } from 'pdf-parse';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrencesBetween } from '@ullage/domain/alerts/schedule-occurrences';
import { findSystemSchedule } from '@ullage/domain/alerts/system-schedules';
import type { ReportColumn, ReportRow } from '@ullage/domain/reports/api';
import type { EmailRecurring, EmailReportRun } from '@ullage/domain/reports/email-report-api';
import { cellText, shownColumns, type CellContext } from '@ullage/domain/reports/export';
import type { EventDto } from '@ullage/domain/collaboration/events-api';
import { EventType, ReportEmailFormat } from '@ullage/domain/reports/reports';
import { createTestContext, type TestContext } from './helpers';
import { readAll, schemaOf, seedStates } from './report-support';
import { client, COMPANIES, demoTank, RANGE, type DemoTank } from './support';

interface Part {
  headers: string;
  body: Buffer;
}
interface Received {
  to: string[];
  subject: string;
  messageId: string;
  parts: Part[];
}

const header = (head: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';

/** The leaf parts of a MIME message (multipart nested), each body decoded. */
function leaves(raw: string): Part[] {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/i.exec(header(head, 'Content-Type'))?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .flatMap((p) => leaves(p.replace(/^\r\n/, '')));
  }
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          )
        : Buffer.from(body, 'utf8');
  return [{ headers: head, body: decoded }];
}

const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 50 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        subject: header(head, 'Subject'),
        messageId: header(head, 'Message-ID'),
        parts: leaves(raw),
      });
      callback();
    });
  },
});

let t: TestContext;
let admin: ReturnType<typeof client>;
let fuel: ReturnType<typeof client>;
let tank: DemoTank;
/** The company folder: its tanks get states (readings, zones) first. */
let folderUid: number;
let groupUid: number;
let profileId: number;
let adminUid: number;
const HOURLY = 143;
/** Liters and Celsius; Eastern time without summer time. */
const GROUP_CTX: CellContext = {
  units: { volumeUnitId: 2, dimensionUnitId: 1, temperatureUnitId: 2, weightUnitId: 1 },
  timeZone: { timeZoneId: 1, observeDst: false },
};
const COLUMNS = ['label', 'percentFull', 'amountFull', 'readingTime', 'status'];
const SORTING = [{ colId: 'percentFull', sort: 'asc' as const }];

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false> | T | null | undefined | false, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function finished(reportId: number, runId: number): Promise<EmailReportRun> {
  return until(`run ${runId}`, async () => {
    const r = (await admin.get(`/api/EntityReport/EmailRecurring/${reportId}`)).json() as EmailRecurring;
    const run = r.runs.find((x) => x.id === runId);
    return run && run.outcome !== 'queued' && run.outcome !== 'running' ? run : null;
  });
}

/** The report helpers' client shape. */
const asApi = (c: ReturnType<typeof client>) => ({ ...c, del: c.delete });

const mailsOf = (subject: string) => received.filter((m) => m.subject === subject);

async function saveReport(body: Record<string, unknown>) {
  return admin.post(`/api/EntityReport/EmailRecurring/${adminUid}`, {
    contactGroupUid: groupUid,
    scheduleUid: HOURLY,
    profileId,
    folderUid: folderUid,
    reportTypeId: 1,
    formatId: ReportEmailFormat.Csv,
    subject: 'Tanks to fill',
    ...body,
  });
}

/** The report as the data call answers it, as the grid shows it in the group's units. */
async function expectedTable(): Promise<{ columns: ReportColumn[]; cells: string[][]; rows: ReportRow[] }> {
  const columns = shownColumns(await schemaOf(asApi(admin), 'Asset', folderUid), COLUMNS);
  const { rows } = await readAll(asApi(admin), 'Asset', folderUid, { sorting: SORTING });
  return { columns, rows, cells: rows.map((row) => columns.map((c) => cellText(c, row[c.colId], GROUP_CTX))) };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestContext({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Ullage <reports@ullage.test>' } });
  admin = client(t, await t.login('demo-propane'));
  fuel = client(t, await t.login('demo-fuel'));
  adminUid = (await t.database.pool.query<{ uid: number }>(`select uid from app_user where user_name = 'demo-propane'`)).rows[0]!.uid;
  tank = await demoTank(t, COMPANIES.propane, 0);
  folderUid = tank.companyUid;
  await seedStates(t, folderUid, 0.17, 1);
  const amy = (
    await admin.post(`/api/Contact/ToFolder/${folderUid}`, {
      config: { firstName: 'Amy', lastName: 'Dispatch', emailAddress: 'amy@dispatch.test' },
    })
  ).json() as { uid: number };
  const bob = (
    await admin.post(`/api/Contact/ToFolder/${folderUid}`, {
      config: { firstName: 'Bob', lastName: 'Driver', emailAddress: 'bob@dispatch.test' },
    })
  ).json() as { uid: number };
  const group = await admin.post(`/api/ContactGroup/ToFolder/${tank.companyUid}`, { config: { label: 'Morning Dispatch' } });
  expect(group.statusCode, group.body).toBe(200);
  groupUid = (group.json() as { uid: number }).uid;
  const units = await admin.put(`/api/ContactGroup/${groupUid}`, {
    config: { label: 'Morning Dispatch' },
    unitConfig: GROUP_CTX.units,
    timeZoneConfig: GROUP_CTX.timeZone,
  });
  expect(units.statusCode, units.body).toBe(200);
  expect((await admin.post(`/api/ContactGroup/${groupUid}/Entity/Contact`, { uids: [amy.uid, bob.uid] })).statusCode).toBe(200);
  const profile = await admin.post('/api/EntityReport/Profile', {
    label: 'Lowest first',
    typeId: 1,
    folderUid: folderUid,
    sorting: SORTING,
    columns: COLUMNS,
  });
  expect(profile.statusCode, profile.body).toBe(200);
  profileId = (profile.json() as { id: number }).id;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('EmailRecurring calls', () => {
  it('refuses what spec 001 §5 refuses, with its messages, and saves nothing', async () => {
    const res = await saveReport({ contactGroupUid: 0, scheduleUid: 0, profileId: 0, subject: '' });
    expect(res.statusCode).toBe(400);
    const errors = (res.json() as { errors: Record<string, string[]> }).errors;
    expect(errors.contactGroupUid).toEqual(['You must select a contact group']);
    expect(errors.scheduleUid).toEqual(['You must select a schedule']);
    expect(errors.profileId).toEqual(['You must select a profile']);
    expect(errors.subject).toEqual(['You must provide a subject between 1 and 500 characters long.']);
    // A device schedule is no email report schedule.
    const device = await saveReport({ scheduleUid: 1 });
    expect(device.statusCode).toBe(400);
    expect(Object.keys((device.json() as { errors: object }).errors)).toEqual(['scheduleUid']);
    expect((await admin.get(`/api/EntityReport/EmailRecurrings/${adminUid}`)).json()).toEqual([]);
  });

  it("answers 404 for another company's report, user or contact group", async () => {
    const saved = await saveReport({ label: 'Private', enabled: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = (saved.json() as EmailRecurring).id;
    expect((await fuel.get(`/api/EntityReport/EmailRecurring/${id}`)).statusCode).toBe(404);
    expect((await fuel.post(`/api/EntityReport/EmailRecurring/${id}/Send`)).statusCode).toBe(404);
    expect((await fuel.delete(`/api/EntityReport/EmailRecurring/${id}`)).statusCode).toBe(404);
    expect((await fuel.get(`/api/EntityReport/EmailRecurrings/${adminUid}`)).statusCode).toBe(404);
    const fuelUid = (await t.database.pool.query<{ uid: number }>(`select uid from app_user where user_name = 'demo-fuel'`)).rows[0]!.uid;
    const cross = await fuel.post(`/api/EntityReport/EmailRecurring/${fuelUid}`, {
      contactGroupUid: groupUid,
      scheduleUid: HOURLY,
      profileId,
      folderUid: folderUid,
      reportTypeId: 1,
      subject: 'Not theirs',
    });
    expect(cross.statusCode).toBe(404);
    expect((await admin.delete(`/api/EntityReport/EmailRecurring/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/EntityReport/EmailRecurring/${id}`)).statusCode).toBe(404);
  });
});

describe('a report run', () => {
  it('sends the CSV of the data call: same rows, order, units, as the grid exports it', async () => {
    const saved = await saveReport({ formatId: ReportEmailFormat.Csv, subject: 'CSV tanks', enabled: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const report = saved.json() as EmailRecurring;
    expect(report).toMatchObject({ contactGroupLabel: 'Morning Dispatch', profileLabel: 'Lowest first', scheduleLabel: 'Every hour' });
    const send = await admin.post(`/api/EntityReport/EmailRecurring/${report.id}/Send`);
    expect(send.statusCode, send.body).toBe(200);
    const run = await finished(report.id, (send.json() as EmailReportRun).id);
    const expected = await expectedTable();
    expect(run).toMatchObject({ outcome: 'sent', trigger: 'now', rows: expected.rows.length, recipients: 2, error: null });
    expect(expected.rows.length).toBeGreaterThan(0);

    const mails = await until('two emails', () => (mailsOf('CSV tanks').length === 2 ? mailsOf('CSV tanks') : null));
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['amy@dispatch.test', 'bob@dispatch.test']);
    const attachment = mails[0]!.parts.find((p) => /text\/csv/i.test(header(p.headers, 'Content-Type')))!;
    expect(header(attachment.headers, 'Content-Disposition')).toMatch(/attachment; filename=csv-tanks-\d{4}-\d{2}-\d{2}\.csv/);
    expect(attachment.body.length).toBe(run.bytes);
    const text = attachment.body.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(expected.columns.map((c) => c.header).join(','));
    const csvOf = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
    expect(lines.slice(1)).toEqual(expected.cells.map((r) => r.map(csvOf).join(',')));
    // The volume is in the group's liters.
    expect(lines[1]).toMatch(/ ltr/);
  });

  it('sends the HTML table in the body with zone colours', async () => {
    const saved = (await saveReport({ formatId: ReportEmailFormat.Html, subject: 'HTML tanks', enabled: false })).json() as EmailRecurring;
    const run = await finished(
      saved.id,
      ((await admin.post(`/api/EntityReport/EmailRecurring/${saved.id}/Send`)).json() as EmailReportRun).id,
    );
    expect(run.outcome).toBe('sent');
    const [mail] = await until('the email', () => (mailsOf('HTML tanks').length === 2 ? mailsOf('HTML tanks') : null));
    const html = mail!.parts.find((p) => /text\/html/i.test(header(p.headers, 'Content-Type')))!.body.toString('utf8');
    const expected = await expectedTable();
    const rowsHtml = [...html.matchAll(/<tr>(.*?)<\/tr>/g)]
      .map((m) => [...m[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1]!))
      .filter((r) => r.length > 0);
    const unescape = (s: string) =>
      s
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'");
    expect(rowsHtml.map((r) => r.map(unescape))).toEqual(expected.cells);
    expect(html).toMatch(/background:#(79c96e|e5e979|e88886)/);
    expect(mail!.parts.some((p) => /attachment/i.test(header(p.headers, 'Content-Disposition')))).toBe(false);
  });

  it('sends a PDF whose text holds every row', async () => {
    const saved = (await saveReport({ formatId: ReportEmailFormat.Pdf, subject: 'PDF tanks', enabled: false })).json() as EmailRecurring;
    const run = await finished(
      saved.id,
      ((await admin.post(`/api/EntityReport/EmailRecurring/${saved.id}/Send`)).json() as EmailReportRun).id,
    );
    expect(run.outcome, run.error ?? '').toBe('sent');
    const [mail] = await until('the email', () => (mailsOf('PDF tanks').length === 2 ? mailsOf('PDF tanks') : null));
    const pdf = mail!.parts.find((p) => /application\/pdf/i.test(header(p.headers, 'Content-Type')))!;
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(pdf.body) });
    const { text, total } = await parser.getText();
    await parser.destroy();
    const expected = await expectedTable();
    expect(text).toContain('PDF tanks');
    expect(text).toContain(`Page 1 of ${total}`);
    // Every row, in order, each on its line (the page headers and page numbers between them).
    const norm = (v: string) => v.replace(/\s+/g, ' ').trim();
    const headerLine = norm(expected.columns.map((c) => c.header).join(' '));
    const lines = text
      .split('\n')
      .map(norm)
      .filter(
        (l) =>
          l &&
          l !== headerLine &&
          !l.startsWith('PDF tanks') &&
          !l.startsWith('Folder:') &&
          !/^(-- )?Page \d+ of|^-- \d+ of \d+ --$/.test(l),
      );
    const want = expected.cells.map((r) => norm(r.filter(Boolean).join(' ')));
    expect(lines).toEqual(want);
  });

  it('sends nothing for an empty result when sendEmpty is off, and an empty report when it is on', async () => {
    const empty = await admin.post('/api/EntityReport/Profile', {
      label: 'Nothing',
      typeId: 1,
      folderUid: folderUid,
      filters: { label: { filterType: 'text', type: 'equals', filter: 'no tank is called this' } },
      columns: COLUMNS,
    });
    const emptyId = (empty.json() as { id: number }).id;
    const quiet = (await saveReport({ profileId: emptyId, sendEmpty: false, subject: 'Quiet', enabled: false })).json() as EmailRecurring;
    const loud = (await saveReport({ profileId: emptyId, sendEmpty: true, subject: 'Loud', enabled: false })).json() as EmailRecurring;
    const q = await finished(
      quiet.id,
      ((await admin.post(`/api/EntityReport/EmailRecurring/${quiet.id}/Send`)).json() as EmailReportRun).id,
    );
    const l = await finished(loud.id, ((await admin.post(`/api/EntityReport/EmailRecurring/${loud.id}/Send`)).json() as EmailReportRun).id);
    expect(q).toMatchObject({ outcome: 'empty', rows: 0, recipients: 0 });
    expect(l).toMatchObject({ outcome: 'sent', rows: 0, recipients: 2 });
    await until('the loud emails', () => mailsOf('Loud').length === 2);
    expect(mailsOf('Quiet')).toEqual([]);
  });

  it('applies its quick filters on top of the profile: only those rows are sent', async () => {
    const all = await expectedTable();
    const saved = await saveReport({
      formatId: ReportEmailFormat.Csv,
      subject: 'Critical only',
      enabled: false,
      quickFilters: ['critical'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const report = saved.json() as EmailRecurring;
    expect(report.quickFilters).toEqual(['critical']);
    const run = await finished(
      report.id,
      ((await admin.post(`/api/EntityReport/EmailRecurring/${report.id}/Send`)).json() as EmailReportRun).id,
    );
    const critical = await readAll(asApi(admin), 'Asset', folderUid, {
      sorting: SORTING,
      filters: { zone: { filterType: 'set', values: ['3'] } },
    });
    // The filter matters: some tanks are critical, not all.
    expect(critical.rows.length).toBeGreaterThan(0);
    expect(critical.rows.length).toBeLessThan(all.rows.length);
    expect(run).toMatchObject({ outcome: 'sent', rows: critical.rows.length });
    const [mail] = await until('the email', () => (mailsOf('Critical only').length === 2 ? mailsOf('Critical only') : null));
    const csv = mail!.parts.find((p) => /text\/csv/i.test(header(p.headers, 'Content-Type')))!.body.toString('utf8');
    const lines = csv.slice(1).trimEnd().split('\r\n').slice(1);
    const csvOf = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
    expect(lines).toHaveLength(critical.rows.length);
    lines.forEach((l, i) => expect(l.startsWith(`${csvOf(String(critical.rows[i]!.label))},`), l).toBe(true));
  });

  it('refuses a quick filter that is unknown or not of its report type, saving nothing', async () => {
    const before = (await t.database.pool.query<{ n: number }>('select count(*)::int as n from email_report')).rows[0]!.n;
    const unknown = await saveReport({ quickFilters: ['everything'] });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().errors)).toContain('Quick Filters: must be among critical, warningOrCritical');
    const device = await saveReport({ reportTypeId: 2, quickFilters: ['critical'] });
    expect(device.statusCode).toBe(400);
    expect(device.json().message).toBe('Quick Filters: critical is not a quick filter of the Device report');
    expect((await t.database.pool.query<{ n: number }>('select count(*)::int as n from email_report')).rows[0]!.n).toBe(before);
  });

  it('is recorded as an EmailReport event on its folder', async () => {
    const saved = (
      await saveReport({ formatId: ReportEmailFormat.Csv, subject: 'Evented tanks', enabled: false })
    ).json() as EmailRecurring;
    const run = await finished(
      saved.id,
      ((await admin.post(`/api/EntityReport/EmailRecurring/${saved.id}/Send`)).json() as EmailReportRun).id,
    );
    expect(run.outcome).toBe('sent');
    const res = await admin.get(`/api/Entity/${folderUid}/Events?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json() as EventDto[];
    const mine = events.filter((e) => e.description.startsWith('Evented tanks:'));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      entityUid: folderUid,
      eventTypeId: EventType.EmailReport,
      eventType: 'EmailReport',
      userName: 'demo-propane',
      description: `Evented tanks: ${run.rows} rows as CSV to 2 of Morning Dispatch`,
    });
    // An empty run that sends nothing records nothing.
    expect(events.filter((e) => e.description.startsWith('Quiet:'))).toEqual([]);
  });

  it('emails a report page once (EmailOneTime) with its own filters', async () => {
    const res = await admin.post('/api/EntityReport/EmailOneTime', {
      contactGroupUid: groupUid,
      folderUid: folderUid,
      reportTypeId: 1,
      formatId: ReportEmailFormat.Csv,
      subject: 'One time',
      sorting: [{ colId: 'label', sort: 'desc' }],
      columns: ['label'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await until('the one-time emails', () => (mailsOf('One time').length === 2 ? mailsOf('One time') : null));
    const csv = mails[0]!.parts.find((p) => /text\/csv/i.test(header(p.headers, 'Content-Type')))!.body.toString('utf8');
    const { rows } = await readAll(asApi(admin), 'Asset', folderUid, { sorting: [{ colId: 'label', sort: 'desc' }] });
    const csvOf = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
    expect(csv.slice(1).trimEnd().split('\r\n')).toEqual(['Tank', ...rows.map((r) => csvOf(String(r.label)))]);
    const bad = await admin.post('/api/EntityReport/EmailOneTime', {
      contactGroupUid: 0,
      folderUid: folderUid,
      reportTypeId: 1,
      subject: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await fuel.post('/api/EntityReport/EmailOneTime', {
          contactGroupUid: groupUid,
          folderUid: folderUid,
          reportTypeId: 1,
          subject: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the schedule', () => {
  it('sends each occurrence once while two instances sweep', async () => {
    const saved = (await saveReport({ formatId: ReportEmailFormat.Csv, subject: 'Hourly tanks', enabled: true })).json() as EmailRecurring;
    const other = await t.anotherInstance();
    const { rows } = await t.database.pool.query<{ due_after: Date }>('select due_after from email_report where id = $1', [saved.id]);
    const from = rows[0]!.due_after;
    // Three hours on: three hourly occurrences are due.
    const now = new Date(from.getTime() + 3 * 3_600_000 + 1000);
    const expectedRuns = occurrencesBetween(findSystemSchedule(HOURLY) as never, from, now).length;
    expect(expectedRuns).toBeGreaterThanOrEqual(2);
    const created = await Promise.all([t.app.emailReports.sweep(now), other.emailReports.sweep(now), t.app.emailReports.sweep(now)]);
    expect(created.reduce((a, b) => a + b, 0)).toBe(expectedRuns);
    expect(await other.emailReports.sweep(now)).toBe(0);
    await until('every occurrence sent', async () => {
      const r = (await admin.get(`/api/EntityReport/EmailRecurring/${saved.id}`)).json() as EmailRecurring;
      return r.runs.filter((x) => x.trigger === 'schedule' && x.outcome === 'sent').length === expectedRuns;
    });
    await until('the emails', () => mailsOf('Hourly tanks').length >= expectedRuns * 2);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsOf('Hourly tanks')).toHaveLength(expectedRuns * 2);
    expect(new Set(mailsOf('Hourly tanks').map((m) => m.messageId)).size).toBe(expectedRuns * 2);
  });

  it('keeps a schedule an email report uses from being deleted', async () => {
    const schedule = await admin.post(`/api/Schedule/ToFolder/${tank.companyUid}`, {
      label: 'Report times',
      optionsId: 7,
      scheduleTypeId: 2,
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    const uid = (schedule.json() as { uid: number }).uid;
    expect((await admin.put(`/api/Schedule/${uid}/Custom`, { times: [375], maxEvents: 4, sunWe: true, satWe: true })).statusCode).toBe(200);
    expect((await admin.put(`/api/Schedule/${uid}/Finalize`)).statusCode).toBe(200);
    const saved = await saveReport({ scheduleUid: uid, subject: 'On our schedule', enabled: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const del = await admin.delete(`/api/Schedule/${uid}`);
    expect(del.statusCode).toBe(409);
    expect(del.body).toContain('email report');
  });
});
