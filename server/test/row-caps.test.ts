// Row caps (docs/decisions/062-row-caps.md): the listing and history calls the spec gives no paging
// keep the spec's answer, and a huge one is answered in parts, each saying there is more (Link
// rel="next", X-Next-Cursor); walking the parts gives every row once, in the uncapped order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, type DemoTank } from './support';

let t: TestContext;
let fuel: ReturnType<typeof client>;
let propane: ReturnType<typeof client>;
let tank: DemoTank;
let range: string;

type Answer = Awaited<ReturnType<ReturnType<typeof client>['get']>>;

/** Every part of a capped call, following X-Next-Cursor, each part checked against its Link. */
async function walk(c: ReturnType<typeof client>, url: string): Promise<Answer[]> {
  const parts: Answer[] = [];
  let next: string | undefined;
  do {
    const u = new URL(url, 'http://x');
    if (next) u.searchParams.set('after', next);
    const res = await c.get(`${u.pathname}${u.search}`);
    expect(res.statusCode, res.body).toBe(200);
    parts.push(res);
    next = res.headers['x-next-cursor'] as string | undefined;
    if (next) {
      u.searchParams.set('after', next);
      expect(res.headers.link).toBe(`<${u.pathname}${u.search}>; rel="next"`);
    } else {
      expect(res.headers.link).toBeUndefined();
    }
    expect(parts.length).toBeLessThan(500);
  } while (next);
  return parts;
}

const uids = (rows: { uid: number }[]) => rows.map((r) => r.uid);

beforeAll(async () => {
  t = await createTestContext();
  fuel = client(t, await t.login('demo-fuel'));
  propane = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.fuel);
  const now = Date.now();
  range = `startDate=${encodeURIComponent(toCentralTimestamp(new Date(now - 3 * 86_400_000)))}&endDate=${encodeURIComponent(toCentralTimestamp(new Date(now + 86_400_000)))}`;
  // History for the tank and its device: readings of both its sensors at the same times (ties on
  // time, broken by port), and pairs within one millisecond (a cursor in milliseconds would skip
  // or repeat them); call-ins, commands and fills.
  const q = (text: string, values: unknown[]) => t.database.pool.query(text, values);
  await q(
    `insert into sensor_data (sensor_uid, reading_time, reading, asset_uid, value, inches_full, percent_full)
     select s.uid, now() - make_interval(mins => g) + (case when g % 3 = 0 then interval '0.4 ms' else interval '0' end),
            40 + g % 7, $2, 100 + g, 20, 50
       from sensor s, generate_series(1, 60) g where s.device_uid = $1`,
    [tank.deviceUid, tank.assetUid],
  );
  await q(
    `insert into sensor_data (sensor_uid, reading_time, reading, asset_uid)
     select s.uid, now() - make_interval(mins => g) + interval '0.1 ms', 41, $2
       from sensor s, generate_series(1, 60, 3) g where s.device_uid = $1`,
    [tank.deviceUid, tank.assetUid],
  );
  await q(
    `insert into device_update (device_uid, reading_time, source, battery_strength)
     select $1, now() - make_interval(mins => g) + (case when g % 2 = 0 then interval '0.3 ms' else interval '0' end), 1, 3.5
       from generate_series(1, 45) g`,
    [tank.deviceUid],
  );
  await q(
    `insert into device_command (device_uid, type_id, status, requested_at, expires_at)
     select $1, 1, 1, now() - make_interval(mins => g / 2), now() + interval '1 day' from generate_series(1, 25) g`,
    [tank.deviceUid],
  );
  await q(
    `insert into asset_fill (asset_uid, amount, capacity, max_fill_amount, before_amount, after_amount, date_time)
     select $1, 100, 1000, 900, 200, 300, now() - make_interval(hours => g) from generate_series(1, 23) g`,
    [tank.assetUid],
  );
  // An entity's changes: config versions (ties on time) and folder moves.
  await q(
    `insert into config_history (entity_uid, config_type_id, change, data, changed_at)
     select $1, 2, 2, jsonb_build_object('n', g), now() - make_interval(mins => g / 3) from generate_series(1, 30) g`,
    [tank.assetUid],
  );
  await q(
    `insert into folder_membership_history (entity_uid, folder_uid, folder_uid_path, action, at)
     select $1, f.uid, f.path, case when g % 2 = 0 then 'added' else 'removed' end, now() - make_interval(mins => g / 2)
       from folder f, generate_series(1, 20) g where f.uid = $2`,
    [tank.assetUid, tank.siteUid],
  );
});
afterAll(() => t.close());

describe('listings without paging in the spec (Asset/ByFolder, Device/ByFolder and their Lite calls)', () => {
  it('walks Device/ByFolder of a whole company in parts: every device once, in the uncapped order, each part in the spec shape', async () => {
    const base = `/api/Device/ByFolder/${tank.companyUid}?includeSubFolders=true`;
    const whole = await fuel.get(`${base}&limit=5000`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['x-next-cursor']).toBeUndefined();
    const all = whole.json() as { uid: number; sensors: unknown[] }[];
    expect(all.length).toBeGreaterThan(300);
    // An ordinary call (the default limit) of this company is complete too.
    const plain = await fuel.get(base);
    expect(plain.headers['x-next-cursor']).toBeUndefined();
    expect(uids(plain.json())).toEqual(uids(all));

    const parts = await walk(fuel, `${base}&limit=150`);
    expect(parts.length).toBe(Math.ceil(all.length / 150));
    const walked = parts.flatMap((p) => p.json() as { uid: number; sensors: unknown[] }[]);
    expect(uids(walked)).toEqual(uids(all));
    expect(walked).toEqual(all);
  });

  it('walks the Lite listings and the inventory with a small limit', async () => {
    for (const base of [
      `/api/Device/Lite/ByFolder/${tank.companyUid}?includeSubFolders=true`,
      `/api/Device/Lite/ByCreatorCompany/${tank.companyUid}?`,
    ]) {
      const all = (await fuel.get(`${base}&limit=10000`)).json() as { uid: number }[];
      const walked = (await walk(fuel, `${base}&limit=97`)).flatMap((p) => p.json() as { uid: number }[]);
      expect(walked.length).toBeGreaterThan(97);
      expect(walked).toEqual(all);
    }
  });

  it('keeps { units, assets } on every part of Asset/ByFolder and Asset/Lite/ByFolder', async () => {
    for (const [call, max] of [
      ['ByFolder', 5000],
      ['Lite/ByFolder', 10000],
    ] as const) {
      const base = `/api/Asset/${call}/${tank.companyUid}?includeSubFolders=true`;
      const whole = await fuel.get(`${base}&limit=${max}`);
      expect(whole.headers['x-next-cursor']).toBeUndefined();
      const all = whole.json() as { units: unknown; assets: { uid: number }[] };
      const parts = (await walk(fuel, `${base}&limit=61`)).map((p) => p.json() as typeof all);
      expect(parts.length).toBeGreaterThan(1);
      for (const p of parts) expect(p.units).toEqual(all.units);
      expect(parts.flatMap((p) => p.assets)).toEqual(all.assets);
    }
  });

  it('walks Asset/ByFolder/Location, the map’s call, in parts', async () => {
    const base = `/api/Asset/ByFolder/${tank.companyUid}/Location?`;
    const all = (await fuel.get(`${base}limit=5000`)).json() as { uid: number }[];
    expect(all.length).toBeGreaterThan(40);
    const walked = (await walk(fuel, `${base}limit=40`)).flatMap((p) => p.json() as { uid: number }[]);
    expect(walked).toEqual(all);
  });

  it('answers a site folder whole, with no marker', async () => {
    const res = await fuel.get(`/api/Device/ByFolder/${tank.siteUid}`);
    expect(res.statusCode).toBe(200);
    expect(uids(res.json())).toContain(tank.deviceUid);
    expect(res.headers['x-next-cursor']).toBeUndefined();
    expect(res.headers.link).toBeUndefined();
  });
});

describe('histories without paging in the spec', () => {
  it('walks a device’s readings newest first, ties on time by port, none lost within a millisecond', async () => {
    const base = `/api/Device/${tank.deviceUid}/History/SensorData?${range}`;
    const all = (await fuel.get(base)).json() as { id: number; readingDate: string; port: number }[];
    expect(all.length).toBeGreaterThanOrEqual(160);
    const walked = (await walk(fuel, `${base}&limit=7`)).flatMap((p) => p.json() as typeof all);
    expect(walked.map((r) => r.id)).toEqual(all.map((r) => r.id));
    // The uncapped order: newest first, then by port.
    const partial = await fuel.get(`${base}&limit=7`);
    expect(partial.json()).toHaveLength(7);
    expect(partial.headers['x-next-cursor']).toEqual(expect.any(String));
  });

  it('walks call-ins and commands newest first', async () => {
    for (const [path, count] of [
      ['History/DeviceUpdate', 45],
      ['History/Command', 25],
    ] as const) {
      const base = `/api/Device/${tank.deviceUid}/${path}?${range}`;
      const all = (await fuel.get(base)).json() as { id: number }[];
      expect(all.length).toBeGreaterThanOrEqual(count);
      const walked = (await walk(fuel, `${base}&limit=4`)).flatMap((p) => p.json() as typeof all);
      expect(walked).toEqual(all);
    }
  });

  it('walks a tank’s state history and fills, keeping their { units, ... } answers', async () => {
    const states = `/api/Asset/${tank.assetUid}/History/State/Tank/Lite?${range}`;
    const all = (await fuel.get(states)).json() as { units: unknown; amountUnit: string; states: unknown[] };
    expect(all.states.length).toBeGreaterThanOrEqual(80);
    const parts = (await walk(fuel, `${states}&limit=9`)).map((p) => p.json() as typeof all);
    for (const p of parts) expect({ units: p.units, amountUnit: p.amountUnit }).toEqual({ units: all.units, amountUnit: all.amountUnit });
    expect(parts.flatMap((p) => p.states)).toEqual(all.states);

    for (const fills of [`/api/History/Fill/${tank.assetUid}?${range}`, `/api/History/Fill/ByFolder/${tank.siteUid}?${range}`]) {
      const whole = (await fuel.get(fills)).json() as { units: unknown; fills: unknown[] };
      expect(whole.fills.length).toBeGreaterThanOrEqual(23);
      expect((await walk(fuel, `${fills}&limit=5`)).flatMap((p) => (p.json() as typeof whole).fills)).toEqual(whole.fills);
    }
  });
});

describe("an entity's changes", () => {
  it('walks its config history and folder history newest first', async () => {
    for (const path of ['History/Config', 'History/Folder']) {
      const base = `/api/Entity/${tank.assetUid}/${path}?`;
      const all = (await fuel.get(base)).json() as unknown[];
      expect(all.length).toBeGreaterThanOrEqual(20);
      const parts = await walk(fuel, `${base}limit=3`);
      expect(parts.length).toBe(Math.ceil(all.length / 3));
      expect(parts.flatMap((p) => p.json() as unknown[])).toEqual(all);
    }
  });
});

describe('bad parts and scope', () => {
  it('refuses a bad limit or cursor with a 400 that names it', async () => {
    const base = `/api/Device/${tank.deviceUid}/History/SensorData?${range}`;
    for (const limit of ['0', '-3', 'many', '50001', '2.5']) {
      const res = await fuel.get(`${base}&limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().errors.limit[0]).toMatch(/^Limit: /);
    }
    const cursorOfAssets = (await fuel.get(`/api/Asset/Lite/ByFolder/${tank.companyUid}?includeSubFolders=true&limit=1`)).headers[
      'x-next-cursor'
    ] as string;
    const farFuture = Buffer.from(JSON.stringify([9e15, 1, 1])).toString('base64url');
    const fraction = Buffer.from(JSON.stringify([1.5e15, 1.5, 1])).toString('base64url');
    for (const after of ['not-a-cursor', cursorOfAssets, farFuture, fraction]) {
      const res = await fuel.get(`${base}&after=${after}`);
      expect(res.statusCode, after).toBe(400);
      expect(res.json().errors.after).toEqual(['After: is not a cursor of this listing; start again without it']);
    }
    const listing = await fuel.get(`/api/Device/ByFolder/${tank.companyUid}?includeSubFolders=true&after=${cursorOfAssets}`);
    expect(listing.statusCode).toBe(400);
  });

  it("answers another company's folder, device or asset 404 on every part, cursor or not", async () => {
    const first = await fuel.get(`/api/Device/ByFolder/${tank.companyUid}?includeSubFolders=true&limit=3`);
    const after = first.headers['x-next-cursor'] as string;
    expect(after).toEqual(expect.any(String));
    for (const url of [
      `/api/Device/ByFolder/${tank.companyUid}?includeSubFolders=true&limit=3`,
      `/api/Device/ByFolder/${tank.companyUid}?includeSubFolders=true&limit=3&after=${after}`,
      `/api/Asset/ByFolder/${tank.companyUid}?includeSubFolders=true&limit=3&after=${after}`,
      `/api/Device/${tank.deviceUid}/History/SensorData?${range}&limit=3`,
      `/api/Asset/${tank.assetUid}/History/State/Tank/Lite?${range}&limit=3`,
      `/api/Entity/${tank.assetUid}/History/Config?limit=3`,
    ]) {
      const res = await propane.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['x-next-cursor']).toBeUndefined();
    }
  });

  it('documents the continuation headers on the capped calls in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, { headers?: Record<string, unknown> }> } }>;
    };
    for (const path of [
      '/api/Device/ByFolder/{folder}',
      '/api/Asset/ByFolder/{folder}',
      '/api/Device/{uid}/History/SensorData',
      '/api/Asset/{uid}/History/State/Tank/Lite',
      '/api/Entity/{uid}/History/Folder',
    ]) {
      expect(Object.keys(doc.paths[path]?.get?.responses['200']?.headers ?? {}), path).toEqual(['Link', 'X-Next-Cursor']);
    }
    expect(doc.paths['/api/Device/{uid}']?.get?.responses['200']?.headers).toBeUndefined();
  });
});
