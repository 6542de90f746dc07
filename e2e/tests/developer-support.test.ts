// Help > Developer Support end to end (issue 19; spec 000 §2 /help/developer-support; spec 001 §7
// DeveloperSupport/APIClient/*): the real server, the demo world, Debian's Chromium. A company
// administrator registers an API client for the selected folder with a role, is shown its secret
// once, and the test (another system) gets a token with it and calls the API: the folder answers,
// the company above it does not. Revoked in the page, the same token stops working. Signed out, the
// page still explains the API and links its description.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { signInAs } from '../support/browser';
import { demoSite, demoToken, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

const run = Date.now().toString(36);

async function clientToken(clientId: string, secret: string): Promise<Response> {
  return fetch(`${inject('baseUrl')}/api/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret }).toString(),
  });
}

const folderAs = (uid: number, token: string) =>
  fetch(`${inject('baseUrl')}/api/Folder/${uid}`, { headers: { authorization: `Bearer ${token}` } });

describe('Developer Support', () => {
  it('registers an API client whose token reaches its folder, then revokes it', async () => {
    const token = await demoToken('demo-propane');
    const session = await api<{ baseFolderUid: number }>('User/GetSession', { token });
    const site = await demoSite(token, 'Central Minnesota Branch', 0);
    await signInAs(page, 'demo-propane', `/help/developer-support?fuid=${site.uid}&uid=${site.uid}`);
    await page.getByRole('heading', { name: 'Developer Support' }).waitFor();
    await expect(page.getByRole('link', { name: '/api/openapi.json' }).getAttribute('href')).resolves.toBe('/api/openapi.json');

    const label = `Dispatch ${run}`;
    const form = page.getByRole('form', { name: 'Register an API client' });
    await form.getByLabel('Name').fill(label);
    await form.getByLabel('Security Role').selectOption({ label: 'Dispatcher' });
    await form.getByRole('button', { name: /Register client for/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('shown this once').waitFor();
    const clientId = (await dialog.getByTestId('issued-client-id').textContent())!;
    const secret = (await dialog.getByTestId('issued-client-secret').textContent())!;
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: label });
    await row.getByRole('cell', { name: clientId }).waitFor();
    // The list never shows the secret again.
    await expect(page.locator('body').textContent()).resolves.not.toContain(secret);

    const issued = await clientToken(clientId, secret);
    expect(issued.status).toBe(200);
    const { access_token } = (await issued.json()) as { access_token: string };
    expect((await folderAs(site.uid, access_token)).status).toBe(200);
    expect((await folderAs(session.baseFolderUid, access_token)).status).toBe(404);

    await row.getByRole('button', { name: `Revoke ${label}` }).click();
    await row.getByText(/^Revoked/).waitFor();
    expect((await folderAs(site.uid, access_token)).status).toBe(401);
  });

  it('adds a webhook, shows its secret once, switches it off and deletes it', async () => {
    const token = await demoToken('demo-propane');
    const site = await demoSite(token, 'Central Minnesota Branch', 1);
    await signInAs(page, 'demo-propane', `/help/developer-support?fuid=${site.uid}&uid=${site.uid}`);
    const label = `Dispatch hook ${run}`;
    const form = page.getByRole('form', { name: 'Add a webhook' });
    // A private address is refused with the field's message (the server's WEBHOOK_ALLOW_PRIVATE is off).
    await form.getByLabel('Name').fill(label);
    // Events beyond alerts (ADR 104): chosen per kind, all at first; this one leaves two out.
    await form.getByRole('checkbox', { name: 'Order status changed' }).uncheck();
    await form.getByRole('checkbox', { name: 'RMA status changed' }).uncheck();
    await form.getByLabel('URL').fill('https://10.0.0.5/hook');
    await form.getByRole('button', { name: /Add webhook for/ }).click();
    await form.getByText('URL: must not point to a private, loopback or link-local address').waitFor();
    // A documentation address (TEST-NET-3): public, and never answers.
    await form.getByLabel('URL').fill('https://203.0.113.10/hook');
    await form.getByRole('button', { name: /Add webhook for/ }).click();
    const dialog = page.getByRole('dialog');
    const secret = (await dialog.getByTestId('webhook-secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: label });
    await row.getByRole('cell', { name: 'On', exact: true }).waitFor();
    await row
      .getByRole('cell', { name: 'Alert raised, Alert cleared, Tank changed zone, Fill detected, Device late', exact: true })
      .waitFor();
    await expect(page.locator('body').textContent()).resolves.not.toContain(secret);
    await row.getByRole('button', { name: `Switch off ${label}` }).click();
    await row.getByRole('cell', { name: 'Off', exact: true }).waitFor();
    await row.getByRole('button', { name: `Deliveries of ${label}` }).click();
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: `Deliveries of ${label}` })
      .waitFor();
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: `Delete ${label}` }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('opens signed out with the API description and a word on signing in', async () => {
    await page.goto(`${inject('baseUrl')}/help/developer-support`);
    await page.getByRole('heading', { name: 'Developer Support' }).waitFor();
    await page.getByText("Sign in to register and manage your company's API clients and webhooks.").waitFor();
    await page.getByRole('link', { name: 'interactive API documentation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/help/developer-support');
  });
});
