// The Folder menu's Schedules page end to end (issue 15; spec 000 §2 Folder menu: Schedules
// /folder/schedules; spec 001 §3.7, §4, §5, §9): the real server, the demo world, Debian's Chromium.
// An administrator creates a schedule of each of the 7 types with the spec's controls and finds
// each in the list with what it does, edits one, is told the spec's message for a schedule without
// a name and one without a time, deletes one after the server said nothing uses it, and is shown
// why one a device uses cannot go. A user without Edit Schedules (23) sees them read-only.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoSite, demoToken, deviceOnNewSchedule, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

interface Session {
  baseFolderUid: number;
  baseFolder: { label: string };
}
interface Schedule {
  uid: number;
  label: string;
  scheduleTypeId: number;
  optionsId: number;
  finalized: boolean;
  folderUid: number;
  [field: string]: unknown;
}

const run = Date.now().toString(36);
const table = () => page.getByRole('table', { name: 'Schedules' });
const dialog = () => page.getByRole('dialog');
const row = (label: string) =>
  table()
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: label, exact: true }) });

/** Signs in and opens Folder menu > Schedules of the user's company folder, as a person would. */
async function openSchedulesPage(userName: string): Promise<{ token: string; session: Session }> {
  const token = await demoToken(userName);
  const session = await api<Session>('User/GetSession', { token });
  const company = session.baseFolderUid;
  await signInAs(page, userName, `/report/summary?fuid=${company}&uid=${company}`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: session.baseFolder.label }).click();
  await page.getByRole('menuitem', { name: 'Schedules' }).click();
  await page.waitForURL((u) => new URL(u).pathname === '/folder/schedules');
  await page.getByRole('heading', { name: session.baseFolder.label }).waitFor();
  return { token, session };
}

/** Opens the new schedule dialog with its name, schedule option and type chosen. */
async function startSchedule(label: string, option: string, type: string) {
  await page.getByRole('button', { name: 'Add schedule' }).click();
  await dialog().getByRole('heading', { name: 'New schedule' }).waitFor();
  await dialog().getByLabel('Schedule Name').fill(label);
  await dialog().getByLabel('Schedule Options').selectOption({ label: option });
  await dialog().getByLabel('Schedule Type').selectOption({ label: type });
}

async function create() {
  await dialog().getByRole('button', { name: 'Create Schedule' }).click();
  await page.getByText('Schedule created').first().waitFor();
  await dialog().waitFor({ state: 'detached' });
}

/** A figure the editor computes (events or calls per day). */
const figure = (name: string) => dialog().locator(`output[aria-label="${name}"]`);

async function addTime(label: string) {
  await dialog().getByLabel('Add a time').selectOption({ label });
  await dialog().getByRole('button', { name: 'Add time' }).click();
}

describe('Folder menu > Schedules', () => {
  it('creates a schedule of each of the 7 types, lists each with what it does, edits one and deletes one', async () => {
    const { token, session } = await openSchedulesPage('demo-propane');
    const name = (kind: string) => `${kind} ${run}`;

    // Custom Specific (spec 001 §9: Veeder Root poll; times on the hour).
    await startSchedule(name('Polls'), 'Veeder Root (Poll)', 'Custom Specific');
    await expect(dialog().getByLabel('Add a time').locator('option').allTextContents()).resolves.not.toContain('6:15 AM');
    await addTime('6:00 AM');
    await addTime('6:00 PM');
    await dialog().getByRole('list', { name: 'Chosen times' }).getByText('6:00 PM').waitFor();
    await create();

    // Custom Recurring for email reports: quarter hours (spec 001 §9 minute choices).
    await startSchedule(name('Reports'), 'Email Reports', 'Custom Recurring');
    await addTime('6:15 AM');
    await dialog().getByLabel('Also on Sundays').uncheck();
    await create();

    // Hourly Interval for tote monitors: the restricted intervals; events per day computed.
    await startSchedule(name('Totes'), 'Tote Monitors', 'Hourly Interval');
    const intervals = await dialog().getByLabel('Weekdays Interval').locator('option').allTextContents();
    expect(intervals).toEqual(['1 day', '1 hour', '2 hours', '4 hours', '6 hours', '8 hours', '12 hours']);
    await dialog().getByLabel('Weekdays Interval').selectOption({ label: '4 hours' });
    await expect(figure('Weekdays events per day').textContent()).resolves.toBe('6');
    await create();

    // Window.
    await startSchedule(name('Window'), 'First Gen Controllers', 'Window');
    await dialog().getByLabel('Window Open').selectOption({ label: '6:00 AM' });
    await dialog().getByLabel('Window Close').selectOption({ label: '6:00 PM' });
    await dialog().getByLabel('Interval').selectOption({ label: '2 hours' });
    await expect(figure('Calls per day').textContent()).resolves.toBe('6');
    await create();

    // Month Day Relative: the last Tuesday.
    await startSchedule(name('Monthly'), 'First Gen Controllers', 'Month Day Relative');
    await dialog().getByLabel('Week of the month').selectOption({ label: 'Last' });
    await dialog().getByLabel('Day of the week').selectOption({ label: 'Tuesday' });
    await dialog().getByLabel('Start Time').selectOption({ label: '7:00 AM' });
    await create();

    // Day Specific for cellular monitors: the day mask.
    await startSchedule(name('Cellular'), 'Cellular Monitors', 'Day Specific');
    await dialog().getByLabel('Start Time').selectOption({ label: '12:00 AM' });
    await dialog().getByLabel('Interval').selectOption({ label: '6 hours' });
    await expect(figure('Events per day').textContent()).resolves.toBe('4');
    await dialog().getByRole('group', { name: 'Days of the week' }).getByLabel('Sunday').uncheck();
    await create();

    // Month Day Specific: the 5x7 month-day grid.
    await startSchedule(name('Month days'), 'Email Reports', 'Month Day Specific');
    const grid = dialog().getByRole('group', { name: 'Days of the month' });
    await expect(grid.getByRole('checkbox').count()).resolves.toBe(35);
    await dialog().getByLabel('Start Time').selectOption({ label: '8:00 AM' });
    await grid.getByLabel('Day 1', { exact: true }).check();
    await grid.getByLabel('Day 15', { exact: true }).check();
    await create();

    const expected: [string, string, string, string][] = [
      [name('Polls'), 'Custom Specific', 'Veeder Root (Poll)', 'Custom Specific: at 6:00 AM, 6:00 PM'],
      [name('Reports'), 'Custom Recurring', 'Email Reports', 'Custom Recurring: at 6:15 AM'],
      [
        name('Totes'),
        'Hourly Interval',
        'Tote Monitors',
        'Hourly Interval: weekdays every 4 hours from 6:00 AM; weekends every 1 day from 6:00 AM',
      ],
      [name('Window'), 'Window', 'First Gen Controllers', 'Window: every 2 hours from 6:00 AM to 6:00 PM'],
      [name('Monthly'), 'Month Day Relative', 'First Gen Controllers', 'Month Day Relative: the last Tuesday of the month at 7:00 AM'],
      [name('Cellular'), 'Day Specific', 'Cellular Monitors', 'Day Specific: every 6 hours from 12:00 AM, Mon, Tue, Wed, Thu, Fri, Sat'],
      [name('Month days'), 'Month Day Specific', 'Email Reports', 'Month Day Specific: on day 1, 15 of the month at 8:00 AM'],
    ];
    for (const [label, type, option, line] of expected) {
      await row(label).waitFor();
      await expect(row(label).locator('td').allTextContents()).resolves.toEqual([
        label,
        type,
        option,
        line,
        'This folder',
        // Used by: nothing uses a new schedule.
        '0',
        expect.any(String),
      ]);
    }
    // Saved whole (finalized) in the company folder.
    const saved = await api<Schedule[]>(`Schedule/ByFolder/${session.baseFolderUid}`, { token });
    for (const [label] of expected)
      expect(saved.find((s) => s.label === label)).toMatchObject({ finalized: true, folderUid: session.baseFolderUid });

    // Edit: a new interval, and the calls per day follow.
    await page.getByRole('button', { name: `Edit ${name('Window')}` }).click();
    await dialog().getByLabel('Interval').selectOption({ label: '1 hour' });
    await expect(figure('Calls per day').textContent()).resolves.toBe('12');
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Schedule saved').first().waitFor();
    await dialog().waitFor({ state: 'detached' });
    await row(name('Window')).getByRole('cell', { name: 'Window: every 1 hour from 6:00 AM to 6:00 PM' }).waitFor();

    // Changing the type replaces the schedule and clears its times (spec 001 §4).
    await page.getByRole('button', { name: `Edit ${name('Polls')}` }).click();
    await dialog().getByRole('list', { name: 'Chosen times' }).waitFor();
    await dialog().getByLabel('Schedule Type').selectOption({ label: 'Custom Recurring' });
    await dialog().getByText('No time chosen yet.').waitFor();
    await expect(dialog().getByLabel('Schedule Name').inputValue()).resolves.toBe(name('Polls'));
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });

    // Delete: the server is asked first; nothing uses it, so it goes after confirmation.
    await page.getByRole('button', { name: `Delete ${name('Month days')}` }).click();
    await dialog()
      .getByText(`${name('Month days')} is not used by any device or report: it can be deleted.`)
      .waitFor();
    await dialog().getByRole('button', { name: 'Delete' }).click();
    await dialog().waitFor({ state: 'detached' });
    await row(name('Month days')).waitFor({ state: 'detached' });
    const after = await api<Schedule[]>(`Schedule/ByFolder/${session.baseFolderUid}`, { token });
    expect(after.some((s) => s.label === name('Month days'))).toBe(false);
  });

  it("shows the spec's messages for a schedule without a name and one without a time, and saves neither", async () => {
    const { token, session } = await openSchedulesPage('demo-propane');
    const before = (await api<Schedule[]>(`Schedule/ByFolder/${session.baseFolderUid}`, { token })).length;
    await page.getByRole('button', { name: 'Add schedule' }).click();
    await dialog().getByLabel('Schedule Options').selectOption({ label: 'Second Gen Controllers' });
    await dialog().getByLabel('Schedule Type').selectOption({ label: 'Custom Specific' });
    await dialog().getByRole('button', { name: 'Create Schedule' }).click();
    await dialog().getByText('Schedule name is required').waitFor();
    await dialog().getByText('You must select at least one time for this schedule').waitFor();
    await dialog().getByLabel('Schedule Name').fill(`Untimed ${run}`);
    await dialog().getByRole('button', { name: 'Create Schedule' }).click();
    await dialog().getByText('You must select at least one time for this schedule').waitFor();
    await expect(dialog().getByText('Schedule name is required').count()).resolves.toBe(0);
    // With a time it goes.
    await addTime('9:00 AM');
    await expect(dialog().getByText('You must select at least one time for this schedule').count()).resolves.toBe(0);
    await dialog().getByRole('button', { name: 'Close' }).click();
    expect((await api<Schedule[]>(`Schedule/ByFolder/${session.baseFolderUid}`, { token })).length).toBe(before);
  });

  it("shows what uses a schedule and refuses to delete it; the device's setup offers it", async () => {
    const token = await demoToken('demo-propane');
    const session = await api<Session>('User/GetSession', { token });
    const label = `In use ${run}`;
    // A schedule a device holds, made through the API (base -> type -> finalize, spec 001 §4).
    const site = await demoSite(token, 'Central Minnesota Branch', 1);
    const { schedule: base, device: d } = await deviceOnNewSchedule(token, session.baseFolderUid, site.uid, {
      schedule: label,
      tank: `Scheduled tank ${run}`,
    });

    await openSchedulesPage('demo-propane');
    await page.getByRole('button', { name: `Delete ${label}` }).click();
    await dialog().getByText(`${label} cannot be deleted:`).waitFor();
    await dialog()
      .getByText(`${label} is the schedule of 1 device: ${d.label} (${d.serialNumber}). Give it another schedule first.`)
      .waitFor();
    await expect(dialog().getByRole('button', { name: 'Delete' }).isDisabled()).resolves.toBe(true);
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await row(label).waitFor();
    expect((await api<Schedule>(`Schedule/${base.uid}`, { token })).label).toBe(label);

    // The device's setup offers the company schedule, named with its folder, and shows it chosen.
    await page.goto(`${inject('baseUrl')}/device/setup?fuid=${site.uid}&uid=${d.uid}`);
    const select = page.getByLabel('Schedule', { exact: true });
    await select.locator('option', { hasText: `${label} (${session.baseFolder.label})` }).waitFor({ state: 'attached' });
    await expect(select.locator('option:checked').textContent()).resolves.toBe(`${label} (${session.baseFolder.label})`);
  });

  it('lets a user without Edit Schedules (23) view the schedules but not add, change or delete them', async () => {
    const label = `Cellular ${run}`;
    await openSchedulesPage('jnowak.propane');
    await row(label).waitFor();
    await expect(page.getByRole('button', { name: 'Add schedule' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: `Delete ${label}` }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: `View ${label}` }).click();
    await dialog().getByText('You can view this schedule but not change it.').waitFor();
    await expect(dialog().getByLabel('Schedule Name').isDisabled()).resolves.toBe(true);
    await expect(dialog().getByRole('button', { name: 'Save', exact: true }).count()).resolves.toBe(0);
  });
});
