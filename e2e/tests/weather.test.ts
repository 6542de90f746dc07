// Folder > Weather end to end (issue 17; docs/decisions/093-degree-day-forecasting.md, 098): the real
// server and demo world in Chromium. On a site of the propane distributor that has a device
// temperature sensor, its administrator chooses the sensor as the site's weather source and saves;
// imports a CSV of daily mean temperatures and sees the imported days in the list under the chart;
// and a file with a bad line is refused with the line named and nothing stored.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoToken, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

interface Weather {
  sourceSensorUid: number | null;
  importedDays: number;
  sensors: { sensorUid: number; deviceUid: number; label: string }[];
}
interface Session {
  baseFolderUid: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day some days ago, as the CSV writes it and as the page shows it. */
function dayAgo(n: number): { iso: string; shown: string } {
  const d = new Date(Date.now() - n * 86_400_000);
  const iso = d.toISOString().slice(0, 10);
  const [y, m, day] = iso.split('-').map(Number);
  return { iso, shown: `${MONTHS[(m ?? 1) - 1]} ${day}, ${y}` };
}

/** A site of the company holding a device temperature sensor, and the choice to make there: a
 * sensor that is not its weather source yet (else none), so the test can run again. */
async function siteWithSensor(token: string): Promise<{ siteUid: number; choice: { uid: number | null; label: string } }> {
  const session = await api<Session>('User/GetSession', { token });
  const company = await api<Weather>(`Forecast/Folder/${session.baseFolderUid}/Weather`, { token });
  const first = company.sensors[0];
  if (!first) throw new Error('no temperature sensor in the demo company');
  const siteUid = (await api<{ folderUid: number }>(`Device/${first.deviceUid}`, { token })).folderUid;
  const site = await api<Weather>(`Forecast/Folder/${siteUid}/Weather`, { token });
  const other = site.sensors.find((s) => s.sensorUid !== site.sourceSensorUid);
  return {
    siteUid,
    choice: other ? { uid: other.sensorUid, label: other.label } : { uid: null, label: 'None (imported temperatures only)' },
  };
}

describe('Weather', () => {
  it("chooses a site's temperature sensor, imports a CSV of daily means and shows the imported days", async () => {
    const token = await demoToken('demo-propane');
    const { siteUid, choice } = await siteWithSensor(token);
    await signInAs(page, 'demo-propane', `/folder/weather?fuid=${siteUid}&uid=${siteUid}`);
    const form = page.getByRole('form', { name: 'Weather source' });
    await form.getByLabel('Temperature Sensor').selectOption({ label: choice.label });
    await form.getByRole('button', { name: 'Save weather' }).click();
    await page.getByText('Weather saved').waitFor();
    await expect.poll(async () => (await api<Weather>(`Forecast/Folder/${siteUid}/Weather`, { token })).sourceSensorUid).toBe(choice.uid);
    await page
      .getByRole('definition')
      .filter({ hasText: choice.uid === null ? /^None$/ : choice.label })
      .waitFor();

    const days = [dayAgo(12), dayAgo(11), dayAgo(10)];
    const csv = ['Date,Mean Temperature (F)', `${days[0]!.iso},21.5`, `${days[1]!.iso},30`, `${days[2]!.iso},44.25`].join('\n');
    const upload = page.getByRole('form', { name: 'Import temperatures' });
    await upload.getByLabel('Temperature CSV').setInputFiles({ name: 'temperatures.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await upload.getByRole('button', { name: 'Import temperatures' }).click();
    await page.getByText(`3 days imported (${days[0]!.shown} to ${days[2]!.shown})`).waitFor();
    // The imported days in the list, with their degree days (base 65 °F).
    const table = page.getByRole('table', { name: 'Latest daily temperatures' });
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: days[0]!.shown, exact: true }) });
    await row.getByRole('cell', { name: '21.5', exact: true }).waitFor();
    await row.getByRole('cell', { name: '43.5', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Imported', exact: true }).waitFor();
    await page.getByRole('figure', { name: 'Daily mean temperature and heating degree days' }).waitFor();
    expect((await api<Weather>(`Forecast/Folder/${siteUid}/Weather`, { token })).importedDays).toBeGreaterThanOrEqual(3);
  });

  it('refuses a file with a bad line, naming it, and stores nothing', async () => {
    const token = await demoToken('demo-propane');
    const siteUid = (await api<Session>('User/GetSession', { token })).baseFolderUid;
    const before = (await api<Weather>(`Forecast/Folder/${siteUid}/Weather`, { token })).importedDays;
    await signInAs(page, 'demo-propane', `/folder/weather?fuid=${siteUid}&uid=${siteUid}`);
    const upload = page.getByRole('form', { name: 'Import temperatures' });
    const csv = [`${dayAgo(5).iso},40`, 'not a day,abc'].join('\n');
    await upload.getByLabel('Temperature CSV').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await upload.getByRole('button', { name: 'Import temperatures' }).click();
    await upload.getByText('The temperature file is not valid. Correct the lines named in errors and send it again.').waitFor();
    await upload
      .getByText(/line 2/i)
      .first()
      .waitFor();
    expect((await api<Weather>(`Forecast/Folder/${siteUid}/Weather`, { token })).importedDays).toBe(before);
  });
});
