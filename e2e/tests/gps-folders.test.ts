// spec 001 §3.5 GPS autoMoveFolders end to end (docs/decisions/101-gps-folder-moves.md): the demo
// skid tank, moved out to a customer's site, reports through the ingestion API that its trailer
// drove into the Equipment Yard's warehouse fence; the portal moves it back into the yard's folder,
// and the tank's folder history on its home page says so, done by the System.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { api } from '../support/api';
import { openSettled, signInAs } from '../support/browser';
import { centralTimestamp, demoToken, pagePerTest } from '../support/demo';

const current = pagePerTest();
let page: Page;
beforeEach(() => {
  page = current();
});

interface Fence {
  folderUid: number;
  warehouse: boolean;
  centerLatitude: number;
  centerLongitude: number;
  folderLabel: string;
}

describe('GPS autoMoveFolders', () => {
  it("brings the skid tank back into the yard's folder when it drives into the yard, shown in its folder history", async () => {
    const token = await demoToken('demo-propane');
    const company = (await api<{ baseFolderUid: number }>('User/GetSession', { token })).baseFolderUid;
    const plan = await api<{ parts: { from: number; through: number }[] }>(`Asset/ByFolder/${company}/Map/Parts`, { token });
    let skid: { uid: number; yard: number } | null = null;
    let siteUid: number | null = null;
    for (const p of plan.parts) {
      const part = await api<{ uid: number[]; label: string[]; folderUid: number[] }>(
        `Asset/ByFolder/${company}/Map/Tanks?from=${p.from}&through=${p.through}`,
        { token },
      );
      part.label.forEach((label, i) => {
        if (label === 'Skid tank trailer') skid = { uid: part.uid[i]!, yard: part.folderUid[i]! };
      });
      siteUid ??= part.folderUid.find((f) => f !== (skid as { yard: number } | null)?.yard) ?? null;
    }
    if (!skid || !siteUid) throw new Error('no skid tank or customer site in the demo world');
    const { uid, yard } = skid as { uid: number; yard: number };
    const fence = (await api<Fence[]>(`Geofence/ByFolder/${yard}`, { token })).find((f) => f.folderUid === yard && f.warehouse);
    if (!fence) throw new Error("no warehouse fence at the skid tank's yard");
    const asset = await api<{ configs: { typeId: number; sensor?: { deviceUid: number; port: number } | null }[] }>(`Asset/${uid}`, {
      token,
    });
    const gps = asset.configs.find((c) => c.typeId === 3)?.sensor;
    if (!gps) throw new Error('the skid tank has no GPS sensor');

    // Rented out: a dispatcher moves it to a customer's site.
    await api(`Entity/${uid}/Move`, { token, method: 'PUT', body: { srcFolderUid: yard, destFolderUid: siteUid } });
    // The trailer reports a fix out on the road, then one inside the yard's fence.
    const { deviceKey } = await api<{ deviceKey: string }>(`Device/${gps.deviceUid}/Key`, { token, method: 'POST' });
    const fixes = [
      { latitude: fence.centerLatitude + 0.1, longitude: fence.centerLongitude, at: Date.now() - 60_000 },
      { latitude: fence.centerLatitude, longitude: fence.centerLongitude, at: Date.now() - 30_000 },
    ];
    for (const f of fixes) {
      const res = await fetch(`${inject('baseUrl')}/api/Ingest/DeviceUpdate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
        body: JSON.stringify({
          readingDate: centralTimestamp(new Date(f.at)),
          readings: [{ port: gps.port, reading: 0, latitude: f.latitude, longitude: f.longitude }],
        }),
      });
      expect(res.status, await res.text()).toBe(200);
    }
    await expect
      .poll(async () => (await api<{ folderUid: number }[]>(`Entity/${uid}/Folder`, { token })).map((m) => m.folderUid), {
        timeout: 20_000,
      })
      .toEqual([yard]);

    await signInAs(page, 'demo-propane', `/home?fuid=${yard}&uid=${uid}`);
    const history = page.getByRole('region', { name: 'Folder history' });
    const placed = history
      .getByRole('row')
      .filter({ hasText: 'Placed in' })
      .filter({ hasText: fence.folderLabel })
      .filter({ hasText: 'System' });
    await placed.first().waitFor();
    const removed = history.getByRole('row').filter({ hasText: 'Removed from' }).filter({ hasText: 'System' });
    await removed.first().waitFor();

    // The switches are the GPS config's, on the tank's setup tab: Update Folder Address ticked and saved.
    await openSettled(page, `/asset/setup?fuid=${yard}&uid=${uid}`, true);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Auto Move Folders').isChecked()).toBe(true);
    await dialog.getByLabel('Update Folder Address').check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Asset saved').first().waitFor();
    const configs = await api<{ typeId: number; autoMoveFolders?: boolean; updateFolderAddress?: boolean }[]>(`Entity/${uid}/Config`, {
      token,
    });
    expect(configs.find((c) => c.typeId === 3)).toMatchObject({ autoMoveFolders: true, updateFolderAddress: true });
    // Set back as the demo has it.
    await dialog.getByLabel('Update Folder Address').uncheck();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await api<{ typeId: number; updateFolderAddress?: boolean }[]>(`Entity/${uid}/Config`, { token })).find((c) => c.typeId === 3)
            ?.updateFolderAddress,
      )
      .toBe(false);
  });
});
