// The demo world's showcase yard (docs/decisions/029-demo-history.md): its line pressure, sump
// switch and trailer GPS come alive through the same computation in the 90-day history and in the
// live simulator, and its new installations stay Not Reported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { createLogger } from '../src/lib/logger';
import { newDeviceKey } from '../src/modules/ingest/ingest.service';
import { buildUpdate, simDevice } from '../src/simulator/demo-device';
import { SHOWCASE_YARD } from '../src/db/seed/seed-demo';
import { generateDemoHistory } from '../src/simulator/demo-history';
import { loadWorld } from '../src/simulator/world.repository';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, sendUpdate } from './support';

const DAY = 86_400_000;
let t: TestContext;
let admin: ReturnType<typeof client>;
let yard: { uid: number; devices: number[]; assets: Map<string, number> };

beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  const { rows } = await t.database.pool.query<{ uid: number }>(
    `select f.uid from folder f join entity e on e.uid = f.uid join entity c on c.uid = f.path[2]
      where e.label = $2 and c.label = $1`,
    [COMPANIES.propane, SHOWCASE_YARD],
  );
  const uid = rows[0]!.uid;
  const devices = await t.database.pool.query<{ uid: number }>(
    `select d.uid from device d join folder_membership m on m.entity_uid = d.uid where m.folder_uid = $1 and d.simulated order by d.uid`,
    [uid],
  );
  const assets = await t.database.pool.query<{ uid: number; label: string }>(
    `select a.uid, e.label from asset a join entity e on e.uid = a.uid join folder_membership m on m.entity_uid = a.uid where m.folder_uid = $1`,
    [uid],
  );
  yard = { uid, devices: devices.rows.map((r) => r.uid), assets: new Map(assets.rows.map((r) => [r.label, r.uid])) };
  // Only the yard's devices get a history here: the others are marked as having one.
  await t.database.pool.query(
    `insert into demo_history (device_uid) select d.uid from device d where d.parent_device_uid is null and d.simulated and not (d.uid = any($1::bigint[]))`,
    [yard.devices],
  );
});
afterAll(() => t.close());

const range = (days: number) =>
  `startDate=${encodeURIComponent(toCentralTimestamp(new Date(Date.now() - days * DAY)))}&endDate=${encodeURIComponent(toCentralTimestamp(new Date(Date.now() + 3_600_000)))}`;

describe('the demo yard', () => {
  it('writes 90 days of pressure, switch and GPS states through the processor', async () => {
    const result = await generateDemoHistory(t.database.pool, createLogger('silent'), { days: 90 });
    expect(result?.devices).toBe(3);
    const line = (await admin.get(`/api/Asset/${yard.assets.get('Supply line pressure')}`)).json();
    const pressure = line.states.values.find((v: { typeId: number }) => v.typeId === ConfigType.Pressure);
    expect(pressure.value).toBeGreaterThan(20);
    expect(pressure.value).toBeLessThan(200);
    const pressures = (await admin.get(`/api/Asset/${line.uid}/History/State/Pressure/Lite?${range(90)}`)).json().states;
    expect(pressures.length).toBeGreaterThan(300);
    // A drop into the critical zone (at or below 60 psi) happens within 90 days.
    expect(pressures.some((s: { value: number }) => s.value <= 60)).toBe(true);

    const sump = (await admin.get(`/api/Asset/${yard.assets.get('Containment sump alarm')}/History/State/Switch/Lite?${range(90)}`)).json()
      .states;
    expect(new Set(sump.map((s: { value: number }) => s.value))).toEqual(new Set([0, 1]));

    const trailer = (await admin.get(`/api/Asset/${yard.assets.get('Skid tank trailer')}`)).json();
    expect(trailer.states.tank.amountFull).toBeGreaterThan(0);
    expect(trailer.states.gps).toEqual([
      expect.objectContaining({ latitude: expect.any(Number), longitude: expect.any(Number), arriveDate: expect.any(String) }),
    ]);
    const fixes = (await admin.get(`/api/Asset/${trailer.uid}/History/State/Gps/Lite?${range(90)}`)).json().states;
    const site = (await t.database.pool.query('select address from folder where uid = $1', [yard.uid])).rows[0].address;
    const far = fixes.filter((f: { latitude: number }) => Math.abs(f.latitude - site.latitude) > 0.02);
    // Out at jobs on some days, at the yard on others.
    expect(far.length).toBeGreaterThan(10);
    expect(far.length).toBeLessThan(fixes.length - 10);
  });

  it('reports the same kinds of readings live, through the ingestion path', async () => {
    const world = await loadWorld(t.database.pool, { deviceUids: yard.devices });
    const now = Date.now();
    let values = 0;
    for (const w of world) {
      const d = simDevice(w, now);
      const update = buildUpdate(d, now - 60_000, null);
      if (!update) continue;
      const { key, hash } = newDeviceKey(w.uid);
      await t.database.pool.query('update device set key_hash = $2 where uid = $1', [w.uid, hash]);
      const res = await sendUpdate(t, key, {
        ...update,
        readingDate: toCentralTimestamp(update.readingDate as Date),
        readings: update.readings.map((r) => ({ ...r, readingDate: toCentralTimestamp(r.readingDate as Date) })),
      });
      expect(res.statusCode, res.body).toBe(200);
      values += res.json().accepted;
    }
    expect(values).toBeGreaterThanOrEqual(5);
    const trailer = (await admin.get(`/api/Asset/${yard.assets.get('Skid tank trailer')}`)).json();
    expect(Date.parse(`${trailer.states.gps[0].readingDate}Z`)).toBeGreaterThan(
      Date.parse(`${toCentralTimestamp(new Date(now - 5 * 60_000))}Z`),
    );
  });

  it("offers the company's templates for a device that can read them", async () => {
    const { rows } = await t.database.pool.query<{ uid: number }>(
      `select d.uid from device d join folder_membership m on m.entity_uid = d.uid where m.folder_uid = $1 and not d.simulated order by d.uid limit 1`,
      [yard.uid],
    );
    const monitor = rows[0]!.uid;
    const offered = (await admin.get(`/api/Asset/Templates/ByFolder/${yard.uid}?deviceUid=${monitor}`)).json().assets;
    expect(offered.length).toBeGreaterThanOrEqual(3);
    expect(offered.every((a: { isTemplate: boolean }) => a.isTemplate)).toBe(true);
    // The switch monitor reads no level: no tank template fits it.
    const switchMonitor = (
      await t.database.pool.query<{ uid: number }>(
        `select d.uid from device d join folder_membership m on m.entity_uid = d.uid where m.folder_uid = $1 and d.model_id = 40`,
        [yard.uid],
      )
    ).rows[0]!.uid;
    expect((await admin.get(`/api/Asset/Templates/ByFolder/${yard.uid}?deviceUid=${switchMonitor}`)).json().assets).toEqual([]);
  });

  it('keeps its new installations Not Reported', async () => {
    const { rows } = await t.database.pool.query<{ flags: number; last_update_at: Date | null }>(
      `select d.flags, d.last_update_at from device d join folder_membership m on m.entity_uid = d.uid where m.folder_uid = $1 and not d.simulated`,
      [yard.uid],
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toEqual({ flags: DeviceFlag.NotReported, last_update_at: null });
    const listed = (await admin.get(`/api/Device/Lite/ByFolder/${yard.uid}`)).json();
    expect(listed.filter((d: { flags: number }) => d.flags & DeviceFlag.NotReported)).toHaveLength(2);
  });
});
