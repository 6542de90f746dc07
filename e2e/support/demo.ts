// Fixtures from the demo world, found through the API as a person would find them in the portal,
// and readings sent in through the devices' own ingestion call (the browser tests' server starts
// without demo history: global-setup.ts DEMO_HISTORY_DAYS=0).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { accessToken, api } from './api';
import { DEMO_PASSWORD, launchBrowser } from './browser';

const baseUrl = () => inject('baseUrl');

/** One browser for the file and a fresh context for each test (1400x900 unless `options` say
 * otherwise; `setup` runs on each new context): returns the current page. */
export function pagePerTest(options: BrowserContextOptions = {}, setup?: (context: BrowserContext) => Promise<void>): () => Page {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1400, height: 900 }, ...options });
    await setup?.(context);
    page = await context.newPage();
  });
  afterEach(() => context?.close());
  return () => page;
}

export const demoToken = (userName: string) => accessToken(userName, DEMO_PASSWORD);

interface Child {
  uid: number;
  label: string;
  hasAssetsOrDevices?: boolean;
}
interface NodeAnswer {
  uid: number;
  label: string;
  counts: { folders: number; assets: number; devices: number };
  folders: { items: Child[] };
  assets: { items: Child[] };
  devices: { items: Child[] };
}

export interface DemoSite {
  uid: number;
  label: string;
  branch: { uid: number; label: string };
  asset: { uid: number; label: string };
  /** The device whose port 1 feeds the asset's tank. */
  device: { uid: number; label: string; serialNumber: string };
}

/** The `n`-th site of a branch (by name, unique there) with its first tank and the device feeding it. */
export async function demoSite(token: string, branchLabel: string, n = 0): Promise<DemoSite> {
  const company = (await api<{ baseFolderUid: number }>('User/GetSession', { token })).baseFolderUid;
  const top = await api<NodeAnswer>(`Navigation/Node/${company}`, { token });
  const branch = top.folders.items.find((f) => f.label === branchLabel);
  if (!branch) throw new Error(`no branch ${branchLabel}`);
  const node = await api<NodeAnswer>(`Navigation/Node/${branch.uid}?limit=1000`, { token });
  const names = node.folders.items.map((f) => f.label);
  const sites = node.folders.items.filter((f) => f.hasAssetsOrDevices && names.filter((x) => x === f.label).length === 1);
  const site = sites[n];
  if (!site) throw new Error(`no site ${n} in ${branchLabel}`);
  const siteNode = await api<NodeAnswer>(`Navigation/Node/${site.uid}`, { token });
  const asset = siteNode.assets.items[0]!;
  const full = await api<{ configs: { typeId: number; sensor?: { deviceUid: number } | null }[] }>(`Asset/${asset.uid}`, { token });
  const deviceUid = full.configs.find((c) => c.typeId === 2)!.sensor!.deviceUid;
  const device = await api<{ uid: number; label: string; serialNumber: string }>(`Device/${deviceUid}`, { token });
  return {
    uid: site.uid,
    label: site.label,
    branch: { uid: branch.uid, label: branch.label },
    asset: { uid: asset.uid, label: asset.label },
    device: { uid: device.uid, label: device.label, serialNumber: device.serialNumber },
  };
}

/** A new cellular monitor (model 22) and a 48 x 60 in vertical tank on its level port in a site,
 * through the API: a tank whose only readings are the ones a test sends (the demo's own tanks
 * carry demo history). */
export async function freshTank(
  token: string,
  siteUid: number,
  label: string,
): Promise<{ asset: { uid: number; label: string }; device: { uid: number } }> {
  const device = await api<{ uid: number }>(`Device/ToFolder/${siteUid}`, {
    token,
    body: {
      label: `${label} monitor`,
      serialNumber: `E2E-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
      modelId: 22,
    },
  });
  const asset = await api<{ uid: number; label: string }>(`Asset/ToFolder/${siteUid}`, {
    token,
    body: {
      label,
      configs: [{ typeId: 2, label: 'Level', sensor: { deviceUid: device.uid, port: 1 }, tank: { cmid: 2, width: 48, height: 60 } }],
    },
  });
  return { asset: { uid: asset.uid, label: asset.label }, device: { uid: device.uid } };
}

/** spec 001 §9: the API's timestamps are naive central time. */
export function centralTimestamp(at: Date): string {
  return new Date(at.getTime() - 6 * 3_600_000).toISOString().slice(0, 19);
}

/** Sends level readings (inches, port 1) as the device would, one call each, oldest first. */
export async function sendReadings(
  token: string,
  deviceUid: number,
  readings: readonly { daysAgo: number; level: number }[],
): Promise<void> {
  const { deviceKey } = await api<{ deviceKey: string }>(`Device/${deviceUid}/Key`, { token, method: 'POST' });
  for (const r of [...readings].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const res = await fetch(`${baseUrl()}/api/Ingest/DeviceUpdate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-key': deviceKey },
      body: JSON.stringify({
        readingDate: centralTimestamp(new Date(Date.now() - r.daysAgo * 86_400_000)),
        batteryStrength: 90,
        signalStrength: -80,
        readings: [{ port: 1, reading: r.level }],
      }),
    });
    if (!res.ok) throw new Error(`DeviceUpdate: ${res.status} ${await res.text()}`);
  }
}

/** spec 001 §5, worked out here independently of the portal: a vertical cylinder's capacity, pi r^2 h
 * cubic inches in gallons (231 to the gallon), rounded to 1 decimal. */
export const verticalCylinderGallons = (width: number, height: number) =>
  Math.round(((Math.PI * (width / 2) ** 2 * height) / 231) * 10) / 10;

/** A finished day-specific schedule of `folderUid` (base -> type -> finalize, spec 001 §4) and a
 * fresh tank in `siteUid` whose device calls in on it, through the API. */
export async function deviceOnNewSchedule(
  token: string,
  folderUid: number,
  siteUid: number,
  labels: { schedule: string; tank: string },
): Promise<{ schedule: { uid: number }; device: { uid: number; label: string; serialNumber: string } }> {
  const schedule = await api<{ uid: number }>(`Schedule/ToFolder/${folderUid}`, {
    token,
    body: { label: labels.schedule, optionsId: 9, scheduleTypeId: 9 },
  });
  await api(`Schedule/${schedule.uid}/DaySpecific`, { token, method: 'PUT', body: { startTime: 300, interval: 1440 } });
  await api(`Schedule/${schedule.uid}/Finalize`, { token, method: 'PUT' });
  const { device } = await freshTank(token, siteUid, labels.tank);
  const d = await api<{ uid: number; label: string; serialNumber: string; model: { id: number }; configs: { typeId: number }[] }>(
    `Device/${device.uid}`,
    { token },
  );
  await api('Device/', {
    token,
    method: 'PUT',
    body: {
      uid: d.uid,
      label: d.label,
      serialNumber: d.serialNumber,
      modelId: d.model.id,
      configs: d.configs.map((c) => (c.typeId === 12 ? { ...c, scheduleUid: schedule.uid } : c)),
    },
  });
  return { schedule, device: { uid: d.uid, label: d.label, serialNumber: d.serialNumber } };
}
