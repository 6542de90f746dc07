// The user's Email Reports end to end (issue 16; spec 000 §2 right menu Email Reports
// /user/email-reports; spec 001 §3.3, §5, §7): the real server, the demo world, Debian's Chromium.
// A dispatcher is told the spec's messages for a report without its choices, creates a scheduled
// CSV report of a saved report profile for a contact group, sends it now and sees the run sent; the
// system administrator reads the email, with its CSV attachment, in the Outbox.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
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
  it('creates a scheduled report, sends it now and the email with its CSV reaches the outbox', async () => {
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

    const subject = `Tanks to fill ${run}`;
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Report', { exact: true }).selectOption({ label: 'Asset' });
    await form.getByLabel('Profile').selectOption({ label: `Lowest ${run}` });
    await form.getByLabel('Schedule').selectOption({ label: 'Every hour' });
    await form.getByLabel('Contact Group').selectOption({ label: `Dispatch ${run}` });
    await form.getByLabel('Format').selectOption({ label: 'CSV' });
    await form.getByRole('button', { name: 'Create Email Report' }).click();
    await page.getByText('Email report created').first().waitFor();

    const row = dialog.getByRole('table', { name: 'Email reports' }).getByRole('row').filter({ hasText: subject });
    await row.getByText('Every hour').waitFor();
    await row.getByText(`Dispatch ${run}`).waitFor();
    await row.getByText('Not run yet').waitFor();
    await row.getByRole('button', { name: 'Send Now' }).click();
    await row.getByText(/^Sent .* rows to 1$/).waitFor({ timeout: 20_000 });

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
