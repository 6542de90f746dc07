// Alerts end to end (issue 15): a company administrator sets a Tank Level Critical alert on a tank for
// a contact group in the tank's Alerts tab; a reading below the critical level arrives through the
// device's own ingestion call; the alert shows in the notification strip, its email reaches the
// contact's outbox, and the tank's alert history lists the raise. The Custom Alerts page edits a
// message and previews it from that tank. The real server, the demo world, Debian's Chromium.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, latestMessage } from '../support/api';
import { signInAs } from '../support/browser';
import { demoSite, demoToken, freshTank, pagePerTest, sendReadings } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const dialog = () => page.getByRole('dialog');
const strip = () => page.getByRole('region', { name: 'Notifications', exact: true });

/** Opens the strip's whole list of active alerts when some wait behind "Show more". */
async function showAllAlerts(): Promise<void> {
  await strip().waitFor();
  const more = strip().getByRole('button', { name: /^Show \d+ more active alerts?$/ });
  if ((await more.count()) > 0) await more.click();
}

/** A contact group in `folderUid` with one new contact, whose address no one else has. */
async function contactGroupWith(token: string, folderUid: number, label: string, email: string): Promise<{ uid: number }> {
  const contact = await api<{ uid: number }>(`Contact/ToFolder/${folderUid}`, {
    token,
    body: { config: { firstName: 'Alert', lastName: 'Recipient', emailAddress: email } },
  });
  const group = await api<{ uid: number }>(`ContactGroup/ToFolder/${folderUid}`, { token, body: { config: { label } } });
  await api(`ContactGroup/${group.uid}/Entity/Contact`, { token, body: { uids: [contact.uid] } });
  return group;
}

describe('alerts', () => {
  it('raises a critical-level alert set in the Alerts tab: in the strip, in the outbox and in the history', async () => {
    const token = await demoToken('demo-propane');
    const session = await api<{ baseFolderUid: number; baseFolder: { label: string } }>('User/GetSession', { token });
    const site = await demoSite(token, 'Central Minnesota Branch', 2);
    const stamp = Date.now().toString(36);
    const email = `dispatch.${stamp}@alerts.example`;
    const groupLabel = `Night Dispatch ${stamp}`;
    await contactGroupWith(token, session.baseFolderUid, groupLabel, email);
    const tank = await freshTank(token, site.uid, `Alert tank ${stamp}`);
    // Half full: no alert yet.
    await sendReadings(token, tank.device.uid, [{ daysAgo: 0.1, level: 30 }]);

    await signInAs(page, 'demo-propane', `/asset/alerts?fuid=${site.uid}&uid=${tank.asset.uid}`);
    const alerts = dialog().getByRole('form', { name: 'Alerts' });
    await alerts.getByText('No alerts are set on this asset.').waitFor();
    // Only the types a tank carries are offered (a device's Low Battery is not).
    const typeSelect = alerts.getByLabel('Alert type to add');
    await expect(typeSelect.locator('option', { hasText: 'Low Battery' }).count()).resolves.toBe(0);
    await typeSelect.selectOption({ label: 'Tank Level Critical' });
    await alerts.getByRole('button', { name: 'Add alert' }).click();
    const row = alerts.getByRole('region', { name: 'Tank Level Critical' });
    await row.getByText('Not saved yet').waitFor();
    // A type that allows one is not offered twice.
    await expect(typeSelect.locator('option', { hasText: 'Tank Level Critical' }).count()).resolves.toBe(0);
    await row.getByLabel('Contact Group').selectOption({ label: `${groupLabel} (${session.baseFolder.label})` });
    const post = page.waitForResponse((r) => r.url().endsWith(`/api/Entity/${tank.asset.uid}/Alert`) && r.request().method() === 'POST');
    await alerts.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await post).status()).toBe(200);
    await page.getByText('Alerts saved').waitFor();
    await row.getByText('Not raised').waitFor();

    // A reading below the critical level (20% of 60 in): 6 in is 10%. Its email reaches the outbox.
    await sendReadings(token, tank.device.uid, [{ daysAgo: 0, level: 6 }]);
    const message = await latestMessage(email);
    // The default tank message (no template in the folder): the alert, the tank and its level.
    expect(message.subject).toBe(`Tank Level Critical raised: ${tank.asset.label} at 10%`);

    // In the notification strip as a critical notification linking to the tank (the demo world's
    // own alerts may stand before it: the rest of the list is opened when there is more).
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.reload();
    await showAllAlerts();
    const raised = strip()
      .getByRole('alert')
      .filter({ hasText: `Tank Level Critical: ${tank.asset.label}.` });
    await expect(raised.getAttribute('class')).resolves.toContain('notification-critical');
    await raised.getByRole('link', { name: tank.asset.label }).click();
    await page.waitForURL((u) => new URL(u).pathname === '/asset' && new URL(u).searchParams.get('uid') === String(tank.asset.uid));

    // Its Alerts tab says it is raised, and the history lists the raise with its message sent.
    await dialog().getByRole('link', { name: 'Alerts' }).click();
    await dialog()
      .getByRole('form', { name: 'Alerts' })
      .getByRole('region', { name: 'Tank Level Critical' })
      .getByText(/^Raised since/)
      .waitFor();
    const line = () =>
      dialog()
        .getByRole('region', { name: 'Alert history' })
        .getByRole('row')
        .filter({ hasText: 'Tank Level Critical' })
        .filter({ hasText: 'Raised' });
    await line().first().waitFor();
    await expect(line().count()).resolves.toBe(1);
    await expect(line().first().textContent()).resolves.toContain('Level 10% is at or below the critical level 20%');
    for (let i = 0; i < 10 && !/1 sent/.test((await line().first().textContent()) ?? ''); i++) {
      // The delivery is marked sent just after the outbox has it: look again.
      await page.waitForTimeout(500);
      await page.reload();
      await line().first().waitFor();
    }
    await expect(line().first().textContent()).resolves.toMatch(/1 sent/);

    // Dismissed, it stays away for the session.
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    await showAllAlerts();
    await raised.getByRole('button', { name: /^Dismiss notification/ }).click();
    await page.reload();
    await page.getByRole('tree', { name: 'Explorer' }).waitFor();
    await showAllAlerts();
    await expect(strip().getByRole('link', { name: tank.asset.label }).count()).resolves.toBe(0);
  });

  it('edits a message on the Custom Alerts page and previews it from a tank of the folder', async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Central Minnesota Branch', 3);
    const stamp = Date.now().toString(36);
    const tank = await freshTank(token, site.uid, `Preview tank ${stamp}`);
    // 15 in of 60 in: 25% full.
    await sendReadings(token, tank.device.uid, [{ daysAgo: 0, level: 15 }]);

    await signInAs(page, 'demo-propane', `/folder/custom-alerts?fuid=${site.uid}&uid=${site.uid}`);
    await page.getByRole('heading', { name: 'Custom Alerts' }).waitFor();
    await page.getByRole('navigation', { name: 'Alert messages' }).getByRole('button', { name: 'New message: Tank' }).click();
    const editor = page.getByRole('form', { name: 'Alert message' });
    await editor.getByLabel('Label').fill(`Short tank message ${stamp}`);
    const subject = editor.getByLabel('Subject');
    await subject.fill('Low: ');
    await subject.press('End');
    // A placeholder goes where the cursor is.
    await page.getByRole('region', { name: 'Placeholders' }).getByRole('button', { name: '{{tank}}' }).click();
    await subject.press('End');
    await subject.pressSequentially(' at ');
    await page.getByRole('region', { name: 'Placeholders' }).getByRole('button', { name: '{{level}}' }).click();
    await expect(subject.inputValue()).resolves.toBe('Low: {{tank}} at {{level}}');
    // An unknown placeholder is named, as the server names it.
    await editor.getByLabel('Message').fill('{{tonk}} needs gas');
    await editor.getByRole('button', { name: 'Save message' }).click();
    await editor.getByText(/Message: \{\{tonk\}\} is not a value a message can show/).waitFor();
    await editor.getByLabel('Message').fill('{{tank}} at {{site}} needs a delivery.');

    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByLabel('Preview with tank').selectOption({ label: tank.asset.label });
    await preview.getByText(`Low: ${tank.asset.label} at 25%`).first().waitFor();
    await preview.getByText(`${tank.asset.label} at ${site.label} needs a delivery.`).waitFor();

    await editor.getByRole('button', { name: 'Save message' }).click();
    await page.getByText('Alert message saved').waitFor();
    await page
      .getByRole('navigation', { name: 'Alert messages' })
      .getByRole('button', { name: `Short tank message ${stamp}` })
      .waitFor();
    const saved = await api<{ label: string; subject: string }[]>(`Alert/Message/ByFolder/${site.uid}`, { token });
    expect(saved.find((m) => m.label === `Short tank message ${stamp}`)?.subject).toBe('Low: {{tank}} at {{level}}');
  });

  it("keeps a tank's maintenance plan on its Information tab; a newer last-done date moves the due date on", async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Central Minnesota Branch', 4);
    const stamp = Date.now().toString(36);
    const tank = await freshTank(token, site.uid, `Maintained tank ${stamp}`);

    await signInAs(page, 'demo-propane', `/asset?fuid=${site.uid}&uid=${tank.asset.uid}`);
    const plan = dialog().getByRole('region', { name: 'Maintenance plan' });
    await plan.getByText('No maintenance is planned for this tank.').waitFor();
    await plan.getByRole('button', { name: 'Plan maintenance' }).click();
    const form = plan.getByRole('form', { name: 'Maintenance plan' });
    // An interval outside 1-120 months is refused with the field named.
    await form.getByLabel('Next due').fill('2026-03-01');
    await form.getByLabel('Interval (months)').fill('200');
    await form.getByRole('button', { name: 'Save plan' }).click();
    await form.getByText(/^Maintenance Interval: /).waitFor();
    await form.getByLabel('Interval (months)').fill('6');
    await form.getByLabel('Last done').fill('2025-09-01');
    await form.getByRole('button', { name: 'Save plan' }).click();
    await page.getByText('Maintenance plan saved').waitFor();
    // Done on 9/1/2025 every 6 months: due 3/1/2026 as entered. Done again later moves it on.
    await plan.getByText('Every 6 months').waitFor();
    await plan.getByRole('button', { name: 'Edit maintenance plan' }).click();
    await form.getByLabel('Last done').fill('2026-02-15');
    await form.getByRole('button', { name: 'Save plan' }).click();
    await plan.getByText('8/15/2026', { exact: false }).waitFor();
    const saved = await api<{ maintenance: unknown }>(`Asset/${tank.asset.uid}`, { token });
    expect(saved.maintenance).toEqual({ dueOn: '2026-08-15', intervalMonths: 6, lastDoneOn: '2026-02-15' });
  });
});
