// The user's Email Reports end to end (issue 16; spec 000 §2 right menu Email Reports
// /user/email-reports; spec 001 §3.3, §5, §7): the real server, the demo world, Debian's Chromium.
// A dispatcher is told the spec's messages for a report without its choices, creates a scheduled
// CSV report of a saved report profile for a contact group with a quick filter, finds the filter
// checked when editing it, sends it now and sees the run sent with only the matching rows; the
// system administrator reads the email, with its CSV attachment, in the Outbox.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { QUICK_FILTERS } from '@ullage/domain/reports/quick-filters';
import { accessToken, api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoToken, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

interface Session {
  userUid: number;
  baseFolderUid: number;
}

const run = Date.now().toString(36);

describe('Email Reports', () => {
  it('creates a scheduled report with a quick filter, sends it now and the email with only those rows reaches the outbox', async () => {
    const token = await demoToken('demo-propane');
    const session = await api<Session>('User/GetSession', { token });
    const company = session.baseFolderUid;
    // What the report is made of: a profile saved on the asset report page, and a contact group
    // with one member (set up through the API as those pages would).
    const email = `dispatch.${run}@reports.example`;
    const contact = await api<{ uid: number }>(`Contact/ToFolder/${company}`, {
      token,
      body: { config: { firstName: 'Dana', lastName: `Dispatch ${run}`, emailAddress: email } },
    });
    const group = await api<{ uid: number }>(`ContactGroup/ToFolder/${company}`, { token, body: { config: { label: `Dispatch ${run}` } } });
    await api(`ContactGroup/${group.uid}/Entity/Contact`, { token, body: { uids: [contact.uid] } });
    await api('EntityReport/Profile', {
      token,
      body: {
        label: `Lowest ${run}`,
        typeId: 1,
        folderUid: company,
        sorting: [{ colId: 'percentFull', sort: 'asc' }],
        columns: ['label', 'percentFull'],
      },
    });

    await signInAs(page, 'demo-propane', `/user/email-reports?uid=${session.userUid}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Email Reports' }).waitFor();
    await dialog.getByRole('button', { name: 'New Email Report' }).click();
    const form = dialog.getByRole('form', { name: 'New email report' });
    await form.getByRole('button', { name: 'Create Email Report' }).click();
    await form.getByText('You must select a contact group').waitFor();
    await form.getByText('You must select a schedule').waitFor();
    await form.getByText('You must select a profile').waitFor();
    await form.getByText('You must provide a subject between 1 and 500 characters long.').waitFor();

    // A quick filter that picks some of the company's tanks but not all, as the asset report's
    // data call counts them.
    const count = async (filters: object) =>
      (
        await api<{ lastRow: number }>(
          `EntityReport/AssetData?folderUid=${company}&startRow=0&endRow=1&filters=${encodeURIComponent(JSON.stringify(filters))}`,
          { token },
        )
      ).lastRow;
    const all = await count({});
    let chosen: { label: string; rows: number } | undefined;
    for (const q of QUICK_FILTERS) {
      const rows = await count(q.filters);
      if (rows > 0 && rows < all) {
        chosen = { label: q.label, rows };
        break;
      }
    }
    expect(chosen).toBeDefined();
    const { label: quickLabel, rows: matching } = chosen!;

    const subject = `Tanks to fill ${run}`;
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Report', { exact: true }).selectOption({ label: 'Asset' });
    await form.getByLabel('Profile').selectOption({ label: `Lowest ${run}` });
    await form.getByLabel('Schedule').selectOption({ label: 'Every hour' });
    await form.getByLabel('Contact Group').selectOption({ label: `Dispatch ${run}` });
    await form.getByLabel('Format').selectOption({ label: 'CSV' });
    // The asset report's quick filters, as checkboxes: one of them checked.
    const quick = form.getByRole('group', { name: 'Quick Filters' });
    for (const q of QUICK_FILTERS) await quick.getByRole('checkbox', { name: q.label, exact: true, checked: false }).waitFor();
    await quick.getByRole('checkbox', { name: quickLabel, exact: true }).check();
    await form.getByRole('button', { name: 'Create Email Report' }).click();
    await page.getByText('Email report created').first().waitFor();

    const row = dialog.getByRole('table', { name: 'Email reports' }).getByRole('row').filter({ hasText: subject });
    await row.getByText('Every hour').waitFor();
    await row.getByText(`Dispatch ${run}`).waitFor();
    await row.getByText('Not run yet').waitFor();

    // Opened again, the quick filter is still checked, and only that one.
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog.getByRole('form', { name: 'Edit email report' });
    const saved = edit.getByRole('group', { name: 'Quick Filters' });
    await saved.getByRole('checkbox', { name: quickLabel, exact: true, checked: true }).waitFor();
    for (const q of QUICK_FILTERS.filter((f) => f.label !== quickLabel)) {
      await saved.getByRole('checkbox', { name: q.label, exact: true, checked: false }).waitFor();
    }
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // The run sends the chosen filter's rows and no others.
    await row.getByRole('button', { name: 'Send Now' }).click();
    await row.getByText(new RegExp(`^Sent .* · ${matching} rows to 1$`)).waitFor({ timeout: 20_000 });

    // The system administrator reads it in the Outbox.
    await page.context().clearCookies();
    const admin = await page.context().browser()!.newContext();
    const adminPage = await admin.newPage();
    await signInAs(adminPage, 'admin', '/admin/outbox', inject('adminPassword'));
    await adminPage.getByLabel('Recipient').fill(email);
    const message = adminPage.getByRole('row').filter({ hasText: subject }).first();
    await message.waitFor();
    const text = await message.innerText();
    expect(text).toContain('The report is attached as CSV.');
    expect(text).toMatch(new RegExp(`(^|\\s)${new Intl.NumberFormat('en-US').format(matching)} rows?(\\s|$)`));
    expect(text).toMatch(/Attachments: tanks-to-fill-[a-z0-9-]+\.csv \(\d+ bytes\)/);
    await admin.close();
  });

  it('emails the asset report as it is on screen once, from beside Export CSV', async () => {
    const token = await demoToken('demo-propane');
    const session = await api<Session>('User/GetSession', { token });
    const company = session.baseFolderUid;
    const email = `once.${run}@reports.example`;
    const contact = await api<{ uid: number }>(`Contact/ToFolder/${company}`, {
      token,
      body: { config: { firstName: 'Omar', lastName: `Once ${run}`, emailAddress: email } },
    });
    const group = await api<{ uid: number }>(`ContactGroup/ToFolder/${company}`, { token, body: { config: { label: `Once ${run}` } } });
    await api(`ContactGroup/${group.uid}/Entity/Contact`, { token, body: { uids: [contact.uid] } });

    await signInAs(page, 'demo-propane', `/report/asset?fuid=${company}&uid=${company}`);
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    await page.getByRole('button', { name: 'Email this report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email this report' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('You must select a contact group').waitFor();
    const subject = `Asset report once ${run}`;
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Contact Group').selectOption({ label: `Once ${run}` });
    await dialog.getByLabel('Format').selectOption({ label: 'PDF' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Sending ${subject} to Once ${run}`).first().waitFor();

    const admin = await accessToken('admin', inject('adminPassword'));
    let body = '';
    for (let i = 0; i < 100 && !body; i++) {
      const [m] = await api<{ subject: string; body: string }[]>(`Admin/Outbox?recipient=${encodeURIComponent(email)}&limit=1`, {
        token: admin,
      });
      if (m?.subject === subject) body = m.body;
      else await new Promise((r) => setTimeout(r, 200));
    }
    expect(body).toContain('The report is attached as PDF.');
    expect(body).toMatch(/Attachments: asset-report-once-[a-z0-9-]+\.pdf \(\d+ bytes\)/);
  });
});
