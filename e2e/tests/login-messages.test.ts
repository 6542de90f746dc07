// Login messages end to end (issue 19; spec 001 §3.3 HtmlMessage and Folder state
// loginHtmlMessageId; docs/decisions/100-catalogue-rest.md): an administrator writes a message in
// the company folder's Setup tab and picks it for a branch; a driver of that branch sees it in a
// dialog when he signs in, closes it, and a reload does not bring it back.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { openSettled, signInAs } from '../support/browser';
import { demoToken, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const run = Date.now().toString(36);
const label = `Winter fill ${run}`;
const subject = `Book your winter fill ${run}`;
let token: string;
let company: number;
let branch: number;

beforeAll(async () => {
  token = await demoToken('demo-propane');
  company = (await api<{ baseFolderUid: number }>('User/GetSession', { token })).baseFolderUid;
  branch = (await api<{ baseFolderUid: number }>('User/GetSession', { token: await demoToken('olarson.propane') })).baseFolderUid;
});

// Whatever happens, no later test's sign-in meets the message.
afterAll(async () => {
  const left = await api<{ id: number; label: string }[]>(`Folder/${company}/HtmlMessages`, { token });
  for (const m of left.filter((m) => m.label === label)) await api(`HtmlMessage/${m.id}`, { method: 'DELETE', token });
});

describe('login messages', () => {
  it("are written in the company's setup, picked for a branch and shown to its users at sign-in", async () => {
    await signInAs(page, 'demo-propane', `/folder/setup?fuid=${company}&uid=${company}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'New login message' }).click();
    const form = dialog.getByRole('form', { name: 'New login message' });
    // The rule's own words when the subject is missing.
    await form.getByLabel('Label').fill(label);
    await form.getByRole('button', { name: 'Save login message' }).click();
    await form.getByText('Subject: is required').waitFor();
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Type').selectOption({ label: 'Warning' });
    await form.getByLabel('Message (HTML)').fill('<p>Order <b>before October 1</b>.<script>window.hacked = 1</script></p>');
    await form.getByLabel('Preview').getByText('before October 1').waitFor();
    await form.getByRole('button', { name: 'Save login message' }).click();
    await page.getByText('Login message saved').first().waitFor();
    await dialog.getByRole('table', { name: 'Login messages' }).getByRole('row').filter({ hasText: subject }).waitFor();

    await openSettled(page, `/folder/setup?fuid=${branch}&uid=${branch}`, true);
    const settings = dialog.getByRole('form', { name: 'Sign-in settings' });
    await settings.getByLabel("Login message for this folder's users").selectOption({ label });
    await settings.getByRole('button', { name: 'Save sign-in settings' }).click();
    await page.getByText('Sign-in settings saved').first().waitFor();
    const folder = await api<{ state: { loginHtmlMessageId: number | null } }>(`Folder/${branch}`, { token });
    expect(folder.state.loginHtmlMessageId).not.toBeNull();

    // A driver of the branch signs in: the message, titled with its subject, until he closes it.
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await signInAs(page, 'olarson.propane');
    const shown = page.getByRole('dialog', { name: subject });
    await shown.getByText('before October 1').waitFor();
    await shown.getByText('Warning', { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await shown.getByRole('button', { name: 'OK' }).click();
    await shown.waitFor({ state: 'detached' });
    const here = new URL(page.url());
    await openSettled(page, `${here.pathname}${here.search}`, true);
    expect(await page.getByRole('dialog', { name: subject }).count()).toBe(0);
  });

  it('is deleted from the company setup, and the branch shows none', async () => {
    await signInAs(page, 'demo-propane', `/folder/setup?fuid=${company}&uid=${company}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `Delete ${label}` }).click();
    await page.getByText('Login message deleted').first().waitFor();
    await dialog.getByRole('row').filter({ hasText: subject }).waitFor({ state: 'detached' });
    const folder = await api<{ state: { loginHtmlMessageId: number | null } }>(`Folder/${branch}`, { token });
    expect(folder.state.loginHtmlMessageId).toBeNull();
  });
});
