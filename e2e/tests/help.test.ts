// The Help menu end to end (issue 19; spec 000 §2 "/help/*: Help, available signed out"): each help
// page opens signed out, in the help frame under the brand, and signed in, inside the signed-in
// frame. The user guide (docs/user-guide/) is searchable; the hardware docs list each device model
// and open its documents; a signed-in user's support request reaches the outbox with the user's
// context.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { accessToken, api } from '../support/api';
import { signInAs } from '../support/browser';
import { pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const HELP = [
  ['/help/user-guide', 'User Guide'],
  ['/help/hardware-docs', 'Hardware Docs'],
  ['/help/request-support', 'Request Support'],
  ['/help/developer-support', 'Developer Support'],
] as const;

const run = Date.now().toString(36);

describe('the help pages', () => {
  it('open signed out, each in the help frame with the others one click away', async () => {
    for (const [path, title] of HELP) {
      await page.goto(`${inject('baseUrl')}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      const nav = page.getByRole('navigation', { name: 'Help' });
      for (const [, other] of HELP) await nav.getByRole('link', { name: other }).waitFor();
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
    }
    await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'User Guide' }).click();
    await page.getByRole('heading', { name: 'User Guide', level: 1 }).waitFor();
  });

  it('open signed in, inside the signed-in frame', async () => {
    await signInAs(page, 'demo-propane');
    for (const [path, title] of HELP) {
      await page.goto(`${inject('baseUrl')}${path}`);
      await page.locator('#main-content').waitFor();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it('find what the user guide says, by the words searched', async () => {
    await page.goto(`${inject('baseUrl')}/help/user-guide`);
    await page.getByRole('heading', { name: 'Reading a tank' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search the user guide' }).fill('contact group');
    await page.getByRole('heading', { name: 'Setting an alert' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Reading a tank' }).count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search the user guide' }).fill('zzzz nothing');
    await page.getByText('Nothing in the guide matches').waitFor();
  });

  it("list the device models and open a model's documents", async () => {
    await page.goto(`${inject('baseUrl')}/help/hardware-docs`);
    await page.getByRole('searchbox', { name: 'Search device models' }).fill('TLS-350');
    await page.getByRole('button', { name: 'Show documents of Veeder Root TLS-350 Console', exact: true }).click();
    const link = page.getByRole('link', { name: /datasheet/i }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/Public\/HardwareResources\/Document\/1\//);
    const res = await fetch(`${inject('baseUrl')}${href}`);
    expect(res.status).toBe(200);
  });

  it("send a signed-in user's support request, with the user's context, to support", async () => {
    await signInAs(page, 'demo-propane', '/help/request-support?from=/report/asset');
    const form = page.getByRole('form', { name: 'Request support' });
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('Subject: is required').waitFor();
    const subject = `Gauge question ${run}`;
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('The tank at the school reads 0% since noon.');
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('status').filter({ hasText: 'Your request was sent to' }).waitFor();
    const token = await accessToken('admin', inject('adminPassword'));
    const messages = await api<{ subject: string; body: string }[]>('Admin/Outbox?limit=50', { token });
    const mail = messages.find((m) => m.subject === `Support request: ${subject}`);
    expect(mail?.body).toContain('From: demo-propane');
    expect(mail?.body).toContain('/report/asset');
  });
});
