// What uses an entity, end to end (issue 19; spec 001 §7 Entity/{uid}/UsedBy and
// Entity/ByFolder/{folder}/UsedByCounts; docs/decisions/100, 103): the real server, the demo world,
// Debian's Chromium. The company's contact groups say how many things use each; the count opens the
// list by kind, whose tanks link to their pages; deleting a group first shows what it leaves
// without alerts. A schedule a device calls in on shows that device, and its delete dialog says so.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoSite, demoToken, deviceOnNewSchedule, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

interface UsedBy {
  uid: number;
  typeId: number;
  label: string;
  folderUid: number | null;
  kind: string;
}

const run = Date.now().toString(36);
const rowOf = (table: string, label: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: label, exact: true }) });

describe('Used by', () => {
  it('shows what uses a contact group, links its tanks, and lists them before it is deleted', async () => {
    const token = await demoToken('demo-propane');
    const company = (await api<{ baseFolderUid: number }>('User/GetSession', { token })).baseFolderUid;
    const counts = await api<{ uid: number; typeId: number; count: number }[]>(`Entity/ByFolder/${company}/UsedByCounts`, { token });
    const groups = await api<{ uid: number; label: string }[]>(`ContactGroup/ByFolder/${company}`, { token });
    // A group in use whose alerts include a tank's.
    let found: { group: { uid: number; label: string }; items: UsedBy[] } | undefined;
    for (const g of groups.filter((x) => (counts.find((c) => c.uid === x.uid)?.count ?? 0) > 0)) {
      const items = await api<UsedBy[]>(`Entity/${g.uid}/UsedBy`, { token });
      if (items.some((i) => i.kind === 'alert' && i.typeId === 10)) {
        found = { group: g, items };
        break;
      }
    }
    if (!found) throw new Error('no contact group of the demo company is alerted by a tank');
    const { group, items } = found;
    const count = counts.find((c) => c.uid === group.uid)!.count;
    expect(items).toHaveLength(count);
    const alerted = items.filter((i) => i.kind === 'alert');
    const tank = alerted.find((i) => i.typeId === 10)!;

    await signInAs(page, 'demo-propane', `/folder/users?fuid=${company}&uid=${company}&tab=contacts`);
    await page.getByRole('tab', { name: 'Contact Groups' }).click();
    const row = rowOf('Contact groups', group.label);
    await row.getByRole('button', { name: `${count} what uses ${group.label}` }).click();
    const dialog = page.getByRole('dialog', { name: `What uses ${group.label}` });
    await dialog.getByText(`${group.label} is used by ${count === 1 ? '1 entity' : `${count} entities`}:`).waitFor();
    await dialog.getByRole('heading', { name: `Alerts the contact group (${alerted.length})` }).waitFor();
    await expect(dialog.getByRole('list', { name: 'Alerts the contact group' }).getByRole('listitem').count()).resolves.toBe(
      alerted.length,
    );
    // A tank that alerts the group opens its manage modal.
    await dialog.getByRole('link', { name: tank.label, exact: true }).first().click();
    await page.waitForURL((u) => new URL(u).pathname === '/asset' && new URL(u).searchParams.get('uid') === String(tank.uid));
    await page.getByRole('dialog', { name: tank.label }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: 'Contact Groups' }).click();

    // Deleting the group first says what uses it; cancelled, it stays.
    await rowOf('Contact groups', group.label)
      .getByRole('button', { name: `Delete ${group.label}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Delete ${group.label}` });
    await confirm.getByText(`${group.label} is used by ${count === 1 ? '1 entity' : `${count} entities`}:`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await rowOf('Contact groups', group.label).waitFor();
  });

  it('shows the device that calls in on a schedule, in the list and in the delete dialog', async () => {
    const token = await demoToken('demo-propane');
    const company = (await api<{ baseFolderUid: number; baseFolder: { label: string } }>('User/GetSession', { token })).baseFolderUid;
    const label = `Used ${run}`;
    const site = await demoSite(token, 'Central Minnesota Branch', 2);
    const { device: d } = await deviceOnNewSchedule(token, company, site.uid, { schedule: label, tank: `Used-by tank ${run}` });

    await signInAs(page, 'demo-propane', `/folder/schedules?fuid=${company}&uid=${company}`);
    const row = rowOf('Schedules', label);
    await row.getByRole('button', { name: `1 what uses ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: `What uses ${label}` });
    await dialog.getByRole('heading', { name: 'Calls in on the schedule (1)' }).waitFor();
    await expect(dialog.getByRole('link', { name: d.label, exact: true }).getAttribute('href')).resolves.toBe(
      `/device?fuid=${site.uid}&uid=${d.uid}`,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();

    await rowOf('Schedules', label)
      .getByRole('button', { name: `Delete ${label}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Delete ${label}` });
    await confirm.getByText(`${label} cannot be deleted:`).waitFor();
    await confirm.getByText(`${label} is used by 1 entity:`).waitFor();
    await confirm.getByRole('link', { name: d.label, exact: true }).waitFor();
  });
});
