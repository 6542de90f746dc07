// spec 001 §7 Schedule over HTTP (docs/decisions/067-company-schedules.md): a company's own
// schedules of each of the 7 types created, updated and finalized in the save sequence of spec 001
// §4 (base -> type -> Finalize), the allowed types per schedule option (§9), every schedule message
// of §5, the time-zone shift round trip (§4), the folder scope (another company's answer 404), Edit
// Schedules (23) on every write, system schedules read-only, and a device given a company schedule:
// the device save accepts it, the Device Config report names it, Validate/Delete names the device
// and DELETE is refused while it holds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import {
  ALL_DAYS_MASK,
  DayOfWeek,
  monthDayMaskOf,
  NO_TIME_SELECTED,
  SCHEDULE_NAME_REQUIRED,
  SCHEDULE_OPTIONS,
  SCHEDULE_TYPE_NOT_ALLOWED,
  SCHEDULE_TYPES,
  scheduleAfterLoad,
  scheduleForSave,
  ScheduleOptions,
  scheduleSavePath,
  ScheduleType,
  isScheduleTypeAllowed,
} from '@ullage/domain/alerts/schedules';
import { systemSchedulesFor } from '@ullage/domain/alerts/system-schedules';
import { findDeviceModel, findProtocol } from '@ullage/domain/devices/device-catalogue';
import { ReportType } from '@ullage/domain/reports/reports';
import { timeZoneById, TimeZone } from '@ullage/domain/time-zones';
import { UNKNOWN_SCHEDULE_TYPE } from '@ullage/domain/messages';
import { createTestContext, type TestContext } from './helpers';
import { readAll } from './report-support';
import { apiFor } from './shell-helpers';
import { client, COMPANIES, demoTank, type DemoTank } from './support';

type Api = ReturnType<typeof client>;
interface Dto {
  uid: number;
  label: string;
  optionsId: number;
  scheduleTypeId: number;
  occurancesPerDay: number;
  system: boolean;
  finalized: boolean;
  folderUid: number | null;
  folderLabel: string | null;
  description: string;
  [field: string]: unknown;
}

let t: TestContext;
let admin: Api;
let tank: DemoTank;
let otherSite: number;

const T = ScheduleType;
const O = ScheduleOptions;

/** One schedule of each type, with an option that allows it and the type's own fields. */
const EACH_TYPE = [
  { typeId: T.CustomSpecific, optionsId: O.VeederRootPoll, fields: { times: [360, 1080] }, occurrences: 2 },
  { typeId: T.CustomRecurring, optionsId: O.EmailReports, fields: { times: [0, 375, 720], sunWe: false }, occurrences: 3 },
  {
    typeId: T.HourlyInterval,
    optionsId: O.ToteMonitors,
    fields: { wdStartTime: 60, wdInterval: 240, wdEvents: 6, weStartTime: 120, weInterval: 1440, weEvents: 1, satWe: false },
    occurrences: 6,
  },
  { typeId: T.Window, optionsId: O.FirstGenControllers, fields: { windowOpen: 360, windowClose: 1080, interval: 120 }, occurrences: 6 },
  {
    typeId: T.MonthDayRelative,
    optionsId: O.FirstGenControllers,
    fields: { startTime: 420, startDayOfWeek: DayOfWeek.Tuesday, startWeek: 5, recurrence: 4 },
    occurrences: 1,
  },
  {
    typeId: T.DaySpecific,
    optionsId: O.CellularMonitors,
    fields: { startTime: 0, interval: 360, dayMask: ALL_DAYS_MASK - DayOfWeek.Sunday, maxReports: 0 },
    occurrences: 4,
  },
  {
    typeId: T.MonthDaySpecific,
    optionsId: O.EmailReports,
    fields: { startTime: 480, dayMask: monthDayMaskOf([1, 15, 35]) },
    occurrences: 1,
  },
] as const;

/** spec 001 §4's save sequence: the base (create or update), the type's fields, then Finalize. */
async function saveSchedule(
  api: Api,
  where: { folderUid: number } | { uid: number },
  base: { label: string; optionsId: number; scheduleTypeId: number },
  fields: Record<string, unknown>,
) {
  const first =
    'uid' in where ? await api.put(`/api/Schedule/${where.uid}`, base) : await api.post(`/api/Schedule/ToFolder/${where.folderUid}`, base);
  expect(first.statusCode, first.body).toBe(200);
  const uid = (first.json() as Dto).uid;
  const typed = await api.put(`/api/Schedule/${uid}/${scheduleSavePath(base.scheduleTypeId)}`, fields);
  expect(typed.statusCode, typed.body).toBe(200);
  const done = await api.put(`/api/Schedule/${uid}/Finalize`);
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as Dto;
}

async function scheduleRows(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from schedule');
  return rows[0]!.n;
}

/** The device's save body with its Entity schedule config naming `scheduleUid`. */
async function withSchedule(deviceUid: number, scheduleUid: number) {
  const d = (await admin.get(`/api/Device/${deviceUid}`)).json();
  const configs = d.configs.map((c: { typeId: number }) => (c.typeId === ConfigType.EntitySchedule ? { ...c, scheduleUid } : c));
  return { uid: d.uid, label: d.label, serialNumber: d.serialNumber, modelId: d.model.id, configs };
}

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.propane, 3);
  const other = await demoTank(t, COMPANIES.propane, 40);
  otherSite = other.siteUid;
  expect(otherSite).not.toBe(tank.siteUid);
});
afterAll(() => t.close());

describe('a schedule of each type', () => {
  it('is created, read, listed, updated and finalized in the save sequence', async () => {
    for (const s of EACH_TYPE) {
      const label = `Own ${s.typeId}`;
      const created = await admin.post(`/api/Schedule/ToFolder/${tank.siteUid}`, {
        label,
        optionsId: s.optionsId,
        scheduleTypeId: s.typeId,
      });
      expect(created.statusCode, created.body).toBe(200);
      // The base alone: the type's defaults (spec 001 §3.7), not finished, not offered to devices.
      expect(created.json()).toMatchObject({ label, optionsId: s.optionsId, scheduleTypeId: s.typeId, finalized: false, system: false });
      const uid = (created.json() as Dto).uid;
      expect(uid).toBeGreaterThan(1000);

      const typed = await admin.put(`/api/Schedule/${uid}/${scheduleSavePath(s.typeId)}`, s.fields);
      expect(typed.statusCode, typed.body).toBe(200);
      expect(typed.json()).toMatchObject({ ...s.fields, finalized: false, occurancesPerDay: 0 });
      const done = await admin.put(`/api/Schedule/${uid}/Finalize`);
      expect(done.statusCode, done.body).toBe(200);
      const finished = done.json() as Dto;
      expect(finished).toMatchObject({
        ...s.fields,
        uid,
        label,
        finalized: true,
        occurancesPerDay: s.occurrences,
        folderUid: tank.siteUid,
      });
      expect(finished.description).toMatch(new RegExp(`^${SCHEDULE_TYPES.find((x) => x.id === s.typeId)!.label}: .+ \\(GMT\\)$`));
      expect((await admin.get(`/api/Schedule/${uid}`)).json()).toEqual(finished);

      const listed = (await admin.get(`/api/Schedule/ByFolder/${tank.siteUid}`)).json() as Dto[];
      expect(listed.find((x) => x.uid === uid)).toEqual(finished);

      // An update runs the sequence again; until Finalize the schedule is unfinished.
      const renamed = await admin.put(`/api/Schedule/${uid}`, {
        uid,
        label: `${label} (edited)`,
        optionsId: s.optionsId,
        scheduleTypeId: s.typeId,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      // Same type: its times are kept.
      expect(renamed.json()).toMatchObject({ ...s.fields, label: `${label} (edited)`, finalized: false });
      const again = await saveSchedule(
        admin,
        { uid },
        { label: `${label} (edited)`, optionsId: s.optionsId, scheduleTypeId: s.typeId },
        s.fields,
      );
      expect(again).toMatchObject({ finalized: true, occurancesPerDay: s.occurrences });
      const { rows } = await t.database.pool.query('select label from entity where uid = $1 and type_id = 23', [uid]);
      expect(rows[0].label).toBe(`${label} (edited)`);
    }
  });

  it("changing the type starts from the new type's defaults, keeping uid, option and label (spec 001 §4)", async () => {
    const custom = await saveSchedule(
      admin,
      { folderUid: tank.siteUid },
      { label: 'Polls', optionsId: O.VeederRootPoll, scheduleTypeId: T.CustomRecurring },
      { times: [60, 120, 180] },
    );
    const changed = await admin.put(`/api/Schedule/${custom.uid}`, {
      label: 'Polls',
      optionsId: O.VeederRootPoll,
      scheduleTypeId: T.HourlyInterval,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const dto = changed.json() as Dto;
    expect(dto).toMatchObject({
      uid: custom.uid,
      label: 'Polls',
      optionsId: O.VeederRootPoll,
      scheduleTypeId: T.HourlyInterval,
      finalized: false,
    });
    expect(dto).toMatchObject({ wdStartTime: 360, wdInterval: 60, weInterval: 1440 });
    expect(dto).not.toHaveProperty('times');
    // The type's fields now go to its own path; the old one is refused, naming the right one.
    const wrong = await admin.put(`/api/Schedule/${custom.uid}/Custom`, { times: [0] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      `Polls is a Hourly Interval schedule: save its times with PUT Schedule/${custom.uid}/Hourly, or change its type first.`,
    );
  });

  it('lists the schedules of the folder and of the folders above it, each naming its folder', async () => {
    const atCompany = await saveSchedule(
      admin,
      { folderUid: tank.companyUid },
      { label: 'Company mornings', optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific },
      { startTime: 360, interval: 1440, dayMask: ALL_DAYS_MASK },
    );
    const atSite = await saveSchedule(
      admin,
      { folderUid: tank.siteUid },
      { label: 'Site evenings', optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific },
      { startTime: 1080, interval: 1440, dayMask: ALL_DAYS_MASK },
    );
    const inSite = (await admin.get(`/api/Schedule/ByFolder/${tank.siteUid}`)).json() as Dto[];
    expect(inSite.find((s) => s.uid === atCompany.uid)).toMatchObject({ folderUid: tank.companyUid, folderLabel: COMPANIES.propane });
    expect(inSite.find((s) => s.uid === atSite.uid)).toMatchObject({ folderUid: tank.siteUid });
    // Nearest folder first.
    expect(inSite.findIndex((s) => s.uid === atSite.uid)).toBeLessThan(inSite.findIndex((s) => s.uid === atCompany.uid));
    const inCompany = (await admin.get(`/api/Schedule/ByFolder/${tank.companyUid}`)).json() as Dto[];
    expect(inCompany.map((s) => s.uid)).toContain(atCompany.uid);
    expect(inCompany.map((s) => s.uid)).not.toContain(atSite.uid);
    const inOtherSite = (await admin.get(`/api/Schedule/ByFolder/${otherSite}`)).json() as Dto[];
    expect(inOtherSite.map((s) => s.uid)).toContain(atCompany.uid);
    expect(inOtherSite.map((s) => s.uid)).not.toContain(atSite.uid);
  });
});

describe('the rules of spec 001 §5 and §9', () => {
  it('allows exactly the listed types per schedule option, and refuses the others with nothing created', async () => {
    for (const option of SCHEDULE_OPTIONS) {
      for (const type of SCHEDULE_TYPES) {
        const before = await scheduleRows();
        const res = await admin.post(`/api/Schedule/ToFolder/${tank.siteUid}`, {
          label: `${option.key} ${type.key}`,
          optionsId: option.id,
          scheduleTypeId: type.id,
        });
        if (isScheduleTypeAllowed(option.id, type.id)) {
          expect(res.statusCode, `${option.key} ${type.key}: ${res.body}`).toBe(200);
        } else {
          expect(res.statusCode, `${option.key} ${type.key}`).toBe(400);
          expect(res.json()).toMatchObject({ message: SCHEDULE_TYPE_NOT_ALLOWED, errors: { scheduleTypeId: [SCHEDULE_TYPE_NOT_ALLOWED] } });
          expect(await scheduleRows()).toBe(before);
        }
      }
    }
    // Nor can an update move a schedule to a type its option does not allow.
    const s = (
      await admin.post(`/api/Schedule/ToFolder/${tank.siteUid}`, {
        label: 'Tote',
        optionsId: O.ToteMonitors,
        scheduleTypeId: T.HourlyInterval,
      })
    ).json();
    const moved = await admin.put(`/api/Schedule/${s.uid}`, { label: 'Tote', optionsId: O.ToteMonitors, scheduleTypeId: T.Window });
    expect(moved.json().errors).toEqual({ scheduleTypeId: [SCHEDULE_TYPE_NOT_ALLOWED] });
    expect((await admin.get(`/api/Schedule/${s.uid}`)).json()).toMatchObject({ scheduleTypeId: T.HourlyInterval });
  });

  it("answers 'Schedule name is required' and 'Unknown schedule type', changing nothing", async () => {
    const before = await scheduleRows();
    for (const label of ['', '   ']) {
      const res = await admin.post(`/api/Schedule/ToFolder/${tank.siteUid}`, {
        label,
        optionsId: O.CellularMonitors,
        scheduleTypeId: T.DaySpecific,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.label).toEqual([SCHEDULE_NAME_REQUIRED]);
    }
    const missing = await admin.post(`/api/Schedule/ToFolder/${tank.siteUid}`, {
      optionsId: O.CellularMonitors,
      scheduleTypeId: T.DaySpecific,
    });
    expect(missing.json().errors.label).toEqual([SCHEDULE_NAME_REQUIRED]);
    for (const scheduleTypeId of [4, 7, 0, 99]) {
      const res = await admin.post(`/api/Schedule/ToFolder/${tank.siteUid}`, { label: 'Odd', optionsId: O.EmailReports, scheduleTypeId });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.scheduleTypeId).toEqual([UNKNOWN_SCHEDULE_TYPE]);
    }
    expect(await scheduleRows()).toBe(before);

    const s = await saveSchedule(
      admin,
      { folderUid: tank.siteUid },
      { label: 'Keeps its name', optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific },
      { startTime: 360 },
    );
    const blank = await admin.put(`/api/Schedule/${s.uid}`, { label: '', optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific });
    expect(blank.json().errors.label).toEqual([SCHEDULE_NAME_REQUIRED]);
    expect((await admin.get(`/api/Schedule/${s.uid}`)).json()).toEqual(s);
  });

  it("refuses to finalize a schedule without a time: 'You must select at least one time for this schedule'", async () => {
    const cases = [
      { optionsId: O.VeederRootPoll, scheduleTypeId: T.CustomSpecific, fields: { times: [] }, field: 'times' },
      { optionsId: O.SecondGenControllers, scheduleTypeId: T.CustomRecurring, fields: {}, field: 'times' },
      { optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific, fields: { dayMask: 0 }, field: 'dayMask' },
      { optionsId: O.EmailReports, scheduleTypeId: T.MonthDaySpecific, fields: { dayMask: 0 }, field: 'dayMask' },
      { optionsId: O.ToteMonitors, scheduleTypeId: T.HourlyInterval, fields: { wdEvents: 0, weEvents: 0 }, field: 'wdEvents' },
    ];
    for (const c of cases) {
      const created = (await admin.post(`/api/Schedule/ToFolder/${tank.siteUid}`, { label: 'No times', ...c })).json() as Dto;
      expect((await admin.put(`/api/Schedule/${created.uid}/${scheduleSavePath(c.scheduleTypeId)}`, c.fields)).statusCode).toBe(200);
      const res = await admin.put(`/api/Schedule/${created.uid}/Finalize`);
      expect(res.statusCode, `type ${c.scheduleTypeId}`).toBe(400);
      expect(res.json()).toEqual({ message: NO_TIME_SELECTED, errors: { [c.field]: [NO_TIME_SELECTED] } });
      expect((await admin.get(`/api/Schedule/${created.uid}`)).json()).toMatchObject({ finalized: false });
    }
    // A month-day-specific schedule starts with no day (spec 001 §3.7 gives no default mask).
    const fresh = (
      await admin.post(`/api/Schedule/ToFolder/${tank.siteUid}`, {
        label: 'Fresh',
        optionsId: O.EmailReports,
        scheduleTypeId: T.MonthDaySpecific,
      })
    ).json() as Dto;
    expect((await admin.put(`/api/Schedule/${fresh.uid}/Finalize`)).json().message).toBe(NO_TIME_SELECTED);
  });

  it('gives field messages for times outside the day, changing nothing', async () => {
    const s = await saveSchedule(
      admin,
      { folderUid: tank.siteUid },
      { label: 'Bounds', optionsId: O.FirstGenControllers, scheduleTypeId: T.Window },
      { windowOpen: 360, windowClose: 720, interval: 60 },
    );
    const res = await admin.put(`/api/Schedule/${s.uid}/Window`, { windowOpen: 1440, windowClose: -1, interval: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      windowOpen: ['Window Open: must be less than or equal to 1439'],
      windowClose: ['Window Close: must be greater than or equal to 0'],
      interval: ['Interval: must be greater than or equal to 1'],
    });
    expect((await admin.get(`/api/Schedule/${s.uid}`)).json()).toEqual(s);
  });
});

describe('the time-zone shift (spec 001 §4)', () => {
  it('stores times shifted by the selected zone and gives them back', async () => {
    const central = timeZoneById(TimeZone.Central)!.gmtOffsetHours * 60;
    const local = { times: [360, 1080, 1380] };
    const stored = scheduleForSave(local, central);
    expect(stored.times).toEqual([720, 0, 300]);
    const s = await saveSchedule(
      admin,
      { folderUid: tank.siteUid },
      { label: 'Central mornings', optionsId: O.VeederRootPoll, scheduleTypeId: T.CustomSpecific },
      stored,
    );
    expect(s.times).toEqual([720, 0, 300]);
    const loaded = (await admin.get(`/api/Schedule/${s.uid}`)).json() as Dto;
    expect(scheduleAfterLoad(loaded, central).times).toEqual(local.times);

    const window = scheduleForSave({ windowOpen: 360, windowClose: 1080, interval: 60 }, -210);
    const w = await saveSchedule(
      admin,
      { folderUid: tank.siteUid },
      { label: 'Newfoundland', optionsId: O.FirstGenControllers, scheduleTypeId: T.Window },
      window,
    );
    expect(scheduleAfterLoad((await admin.get(`/api/Schedule/${w.uid}`)).json() as Dto, -210)).toMatchObject({
      windowOpen: 360,
      windowClose: 1080,
      interval: 60,
    });
  });
});

describe('scope and permission', () => {
  it("answers 404 for another company's schedules and folders", async () => {
    const s = await saveSchedule(
      admin,
      { folderUid: tank.siteUid },
      { label: 'Ours', optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific },
      { startTime: 360 },
    );
    const lube = client(t, await t.login('demo-lube'));
    const lubeTank = await demoTank(t, COMPANIES.lube, 0);
    const answers = await Promise.all([
      lube.get(`/api/Schedule/${s.uid}`),
      lube.get(`/api/Schedule/${s.uid}/Validate/Delete`),
      lube.get(`/api/Schedule/ByFolder/${tank.siteUid}`),
      lube.post(`/api/Schedule/ToFolder/${tank.siteUid}`, {
        label: 'Theirs',
        optionsId: O.CellularMonitors,
        scheduleTypeId: T.DaySpecific,
      }),
      lube.put(`/api/Schedule/${s.uid}`, { label: 'Taken', optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific }),
      lube.put(`/api/Schedule/${s.uid}/DaySpecific`, { startTime: 0 }),
      lube.put(`/api/Schedule/${s.uid}/Finalize`),
      lube.delete(`/api/Schedule/${s.uid}`),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(404);
    expect((await admin.get(`/api/Schedule/${s.uid}`)).json()).toEqual(s);
    // Their own folder shows them none of ours, and another company's device cannot take it.
    const theirs = (await lube.get(`/api/Schedule/ByFolder/${lubeTank.siteUid}`)).json() as Dto[];
    expect(theirs.map((x) => x.uid)).not.toContain(s.uid);
    const d = (await lube.get(`/api/Device/${lubeTank.deviceUid}`)).json();
    const configs = d.configs.map((c: { typeId: number }) => (c.typeId === ConfigType.EntitySchedule ? { ...c, scheduleUid: s.uid } : c));
    const stolen = await lube.put('/api/Device/', {
      uid: d.uid,
      label: d.label,
      serialNumber: d.serialNumber,
      modelId: d.model.id,
      configs,
    });
    expect(stolen.statusCode).toBe(400);
    expect(Object.values(stolen.json().errors)).toContainEqual(['Schedule: was not found']);
  });

  it('lets a user without Edit Schedules (23) read but not write (403), changing nothing', async () => {
    const s = await saveSchedule(
      admin,
      { folderUid: tank.siteUid },
      { label: 'Read only to office', optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific },
      { startTime: 360 },
    );
    const office = client(t, await t.login('jnowak.propane'));
    expect((await office.get(`/api/Schedule/${s.uid}`)).statusCode).toBe(200);
    expect(((await office.get(`/api/Schedule/ByFolder/${tank.siteUid}`)).json() as Dto[]).map((x) => x.uid)).toContain(s.uid);
    const before = await scheduleRows();
    const writes = await Promise.all([
      office.post(`/api/Schedule/ToFolder/${tank.siteUid}`, {
        label: 'Nope',
        optionsId: O.CellularMonitors,
        scheduleTypeId: T.DaySpecific,
      }),
      office.put(`/api/Schedule/${s.uid}`, { label: 'Nope', optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific }),
      office.put(`/api/Schedule/${s.uid}/DaySpecific`, { startTime: 0 }),
      office.put(`/api/Schedule/${s.uid}/Finalize`),
      office.delete(`/api/Schedule/${s.uid}`),
    ]);
    for (const res of writes) expect(res.statusCode, res.body).toBe(403);
    expect(await scheduleRows()).toBe(before);
    expect((await admin.get(`/api/Schedule/${s.uid}`)).json()).toEqual(s);
  });

  it('keeps system schedules read-only, saying so', async () => {
    const system = systemSchedulesFor(O.CellularMonitors)[0]!;
    const read = await admin.get(`/api/Schedule/${system.uid}`);
    expect(read.json()).toMatchObject({ uid: system.uid, system: true, finalized: true, folderUid: null });
    const message = `${system.label} is a system schedule: it cannot be changed or deleted. Create a schedule of your own on the Schedules page instead.`;
    for (const res of [
      await admin.put(`/api/Schedule/${system.uid}`, { label: 'Mine now', optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific }),
      await admin.put(`/api/Schedule/${system.uid}/DaySpecific`, { startTime: 0 }),
      await admin.put(`/api/Schedule/${system.uid}/Finalize`),
      await admin.delete(`/api/Schedule/${system.uid}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
    }
    expect((await admin.get(`/api/Schedule/${system.uid}/Validate/Delete`)).json()).toEqual([
      { isValid: false, label: 'system', message: `${system.label} is a system schedule: it cannot be deleted.` },
    ]);
    expect((await admin.get(`/api/Schedule/${system.uid}`)).json()).toEqual(read.json());
  });
});

describe('a device on a company schedule', () => {
  it('is saved with it, named in the Device Config report, and holds the schedule against deletion', async () => {
    const optionsId = findProtocol(findDeviceModel(22)!.protocolId)!.scheduleOptionsId;
    expect(optionsId).toBe(O.CellularMonitors);
    const own = await saveSchedule(
      admin,
      { folderUid: tank.companyUid },
      { label: 'Every 8 hours from 2 AM', optionsId, scheduleTypeId: T.DaySpecific },
      { startTime: 120, interval: 480, dayMask: ALL_DAYS_MASK },
    );
    expect((await admin.get(`/api/Schedule/${own.uid}/Validate/Delete`)).json()).toEqual([
      { isValid: true, label: 'Schedule', message: 'Every 8 hours from 2 AM is not used by any device or report: it can be deleted.' },
    ]);

    const saved = await admin.put('/api/Device/', await withSchedule(tank.deviceUid, own.uid));
    expect(saved.statusCode, saved.body).toBe(200);
    const config = (saved.json().configs as { typeId: number; scheduleUid: number }[]).find((c) => c.typeId === ConfigType.EntitySchedule);
    expect(config?.scheduleUid).toBe(own.uid);
    // Saved again unchanged, it keeps it; its asset's validation runs the device's rules and passes.
    expect((await admin.put('/api/Device/', await withSchedule(tank.deviceUid, own.uid))).statusCode).toBe(200);

    const report = await readAll(apiFor(t, await t.login('demo-propane')), 'Config', tank.companyUid, {
      reportTypeID: ReportType.DeviceConfig,
    });
    expect(report.rows.find((r) => r.uid === tank.deviceUid)?.schedule).toBe('Every 8 hours from 2 AM');

    const device = (await admin.get(`/api/Device/${tank.deviceUid}`)).json();
    const use = `Every 8 hours from 2 AM is the schedule of 1 device: ${device.label} (${device.serialNumber}). Give it another schedule first.`;
    expect((await admin.get(`/api/Schedule/${own.uid}/Validate/Delete`)).json()).toEqual([
      { isValid: false, label: 'devices', message: use },
    ]);
    const refused = await admin.delete(`/api/Schedule/${own.uid}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(use);
    expect((await admin.get(`/api/Schedule/${own.uid}`)).statusCode).toBe(200);

    // Nor may its option change under the device.
    const option = await admin.put(`/api/Schedule/${own.uid}`, {
      label: own.label,
      optionsId: O.EmailReports,
      scheduleTypeId: T.CustomRecurring,
    });
    expect(option.statusCode).toBe(400);
    expect(option.json().errors.optionsId[0]).toMatch(/^Schedule Options: .+ uses this schedule and cannot keep a Email Reports schedule/);

    // Edited (not finished), the device that holds it still saves.
    await admin.put(`/api/Schedule/${own.uid}`, { label: own.label, optionsId, scheduleTypeId: T.DaySpecific });
    expect((await admin.put('/api/Device/', await withSchedule(tank.deviceUid, own.uid))).statusCode).toBe(200);
    await admin.put(`/api/Schedule/${own.uid}/Finalize`);

    // Given a system schedule back, the device lets it go: it can be deleted.
    const system = systemSchedulesFor(optionsId)[0]!;
    expect((await admin.put('/api/Device/', await withSchedule(tank.deviceUid, system.uid))).statusCode).toBe(200);
    const deleted = await admin.delete(`/api/Schedule/${own.uid}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ uid: own.uid, deleted: true });
    expect((await admin.get(`/api/Schedule/${own.uid}`)).statusCode).toBe(404);
    expect(((await admin.get(`/api/Schedule/ByFolder/${tank.siteUid}`)).json() as Dto[]).map((s) => s.uid)).not.toContain(own.uid);
    const gone = await admin.put('/api/Device/', await withSchedule(tank.deviceUid, own.uid));
    expect(Object.values(gone.json().errors)).toContainEqual(['Schedule: was not found']);
  });

  it('refuses a schedule that is unfinished, of another option, or of a folder that does not hold the device', async () => {
    const field = async (scheduleUid: number) => {
      const res = await admin.put('/api/Device/', await withSchedule(tank.deviceUid, scheduleUid));
      expect(res.statusCode).toBe(400);
      return Object.values(res.json().errors as Record<string, string[]>).flat();
    };
    const unfinished = (
      await admin.post(`/api/Schedule/ToFolder/${tank.siteUid}`, {
        label: 'Half saved',
        optionsId: O.CellularMonitors,
        scheduleTypeId: T.DaySpecific,
      })
    ).json() as Dto;
    expect(await field(unfinished.uid)).toEqual(['Schedule: Half saved is not finished; open it on the Schedules page and save it']);

    const email = await saveSchedule(
      admin,
      { folderUid: tank.siteUid },
      { label: 'Report days', optionsId: O.EmailReports, scheduleTypeId: T.MonthDaySpecific },
      { dayMask: monthDayMaskOf([1]) },
    );
    expect(await field(email.uid)).toEqual([SCHEDULE_TYPE_NOT_ALLOWED]);

    const elsewhere = await saveSchedule(
      admin,
      { folderUid: otherSite },
      { label: 'Other site', optionsId: O.CellularMonitors, scheduleTypeId: T.DaySpecific },
      { startTime: 0 },
    );
    const otherLabel = (await admin.get(`/api/Schedule/${elsewhere.uid}`)).json().folderLabel;
    expect(await field(elsewhere.uid)).toEqual([`Schedule: Other site belongs to ${otherLabel}, which does not hold this device`]);

    // A device created in a folder the schedule serves takes it from the start.
    const created = await admin.post(`/api/Device/ToFolder/${otherSite}`, {
      label: 'New on other site',
      serialNumber: 'TST-SCHED-1',
      modelId: 22,
      configs: [{ typeId: ConfigType.EntitySchedule, scheduleUid: elsewhere.uid }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const validate = (await admin.get(`/api/Schedule/${elsewhere.uid}/Validate/Delete`)).json();
    expect(validate[0]).toMatchObject({ isValid: false, label: 'devices' });
    expect(validate[0].message).toContain('New on other site (TST-SCHED-1)');
  });
});
