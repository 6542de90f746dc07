// Device ingestion over HTTP: authentication by device key, idempotence, refusals that change
// nothing, gateways reporting their slots, and the tank state each reading makes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { newDeviceKey } from '../src/modules/ingest/ingest.service';
import { createTestContext, type TestContext } from './helpers';
import { demoTank, minutesAgo, secretOf } from './support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const monitor = (company: string, offset = 0) => demoTank(t, company, offset);

const post = (key: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Ingest/DeviceUpdate',
    headers: key ? { 'x-device-key': key } : {},
    payload: payload as object,
  });

const at = minutesAgo;

async function readingsOf(sensorUid: number) {
  const { rows } = await t.database.pool.query<{ reading: number; value: number | null }>(
    'select reading, value from sensor_data where sensor_uid = $1 order by reading_time',
    [sensorUid],
  );
  return rows;
}

describe('POST /api/Ingest/DeviceUpdate', () => {
  it('stores a device update, answers after commit, and turns the level into the tank state', async () => {
    const m = await monitor('Propane Distributor');
    const res = await post(m.key, {
      readingDate: at(60),
      // The LTE-M monitor reports battery as a percentage.
      batteryStrength: 87,
      signalStrength: -71,
      readings: [
        { port: 1, reading: 20 },
        { port: 2, reading: 41.5 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 2, duplicates: 0, commands: [] });
    expect(res.json().updateId).toBeGreaterThan(0);

    const { rows } = await t.database.pool.query(
      'select amount_full, inches_full, percent_full, capacity, status_color, reading_time from tank_state where asset_uid = $1',
      [m.assetUid],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].inches_full).toBe(20);
    expect(rows[0].amount_full).toBeGreaterThan(0);
    expect(rows[0].percent_full).toBeCloseTo(rows[0].amount_full / rows[0].capacity, 4);
    const { rows: dev } = await t.database.pool.query('select flags, battery_strength, last_update_id from device where uid = $1', [
      m.deviceUid,
    ]);
    expect(dev[0]).toMatchObject({ flags: 0, last_update_id: res.json().updateId });
    expect(dev[0].battery_strength).toBe(87);
  });

  it('stores the same reading once, however often it is sent', async () => {
    const m = await monitor('Propane Distributor', 1);
    const body = { readingDate: at(30), readings: [{ port: 1, reading: 30 }] };
    const first = await post(m.key, body);
    const again = await post(m.key, body);
    expect(first.json()).toMatchObject({ accepted: 1, duplicates: 0 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 1, updateId: first.json().updateId });
    // Sent twice at once, too.
    const body2 = { readingDate: at(20), readings: [{ port: 1, reading: 29.5 }] };
    const both = await Promise.all([post(m.key, body2), post(m.key, body2), post(m.key, body2)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(both.reduce((n, r) => n + r.json().accepted, 0)).toBe(1);
    expect(await readingsOf(m.levelSensorUid)).toHaveLength(2);
    const { rows } = await t.database.pool.query('select count(*)::int as n from device_update where device_uid = $1', [m.deviceUid]);
    expect(rows[0].n).toBe(2);
  });

  it('refuses a missing, malformed, wrong or replaced key with 401 and stores nothing', async () => {
    const m = await monitor('Fuel Distributor');
    const body = { readingDate: at(10), readings: [{ port: 1, reading: 12 }] };
    expect((await post(undefined, body)).statusCode).toBe(401);
    expect((await post('nonsense', body)).statusCode).toBe(401);
    const other = newDeviceKey(m.deviceUid).key;
    const wrong = await post(other, body);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'The device key is not valid.' });
    // Another device's key names that device: it cannot write this one's sensors.
    const n = await monitor('Fuel Distributor', 1);
    expect((await post(n.key.replace(String(n.deviceUid), String(m.deviceUid)), body)).statusCode).toBe(401);
    expect(await readingsOf(m.levelSensorUid)).toHaveLength(0);
    expect(t.logs.join('')).not.toContain(secretOf(m.key));
  });

  it('logs every refusal, also a call without a key, with a malformed key or a body that is not JSON', async () => {
    const m = await monitor('Fuel Distributor', 2);
    const refusals = () => t.logs.filter((l) => l.includes('refused')).length;
    let before = refusals();
    expect((await post(undefined, { readings: [] })).statusCode).toBe(401);
    expect(refusals()).toBe(before + 1);
    before = refusals();
    expect((await post('udk_not-a-key', { readings: [] })).statusCode).toBe(401);
    expect(refusals()).toBe(before + 1);
    before = refusals();
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/Ingest/DeviceUpdate',
      headers: { 'x-device-key': m.key, 'content-type': 'application/json' },
      payload: '{"readings": [',
    });
    expect(notJson.statusCode).toBe(400);
    expect(refusals()).toBe(before + 1);
    expect(t.logs.join('')).not.toContain(secretOf(m.key));
  });

  it('refuses a malformed update with the fields at fault, logs why, and stores nothing', async () => {
    const m = await monitor('Lube Distributor');
    const bad = await post(m.key, { readingDate: 'yesterday', readings: [{ port: 1, reading: 'full' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      readingDate: ['Reading Date: is not a valid date and time'],
      'readings.0.reading': ['Reading: must be a number'],
    });
    const port = await post(m.key, {
      readingDate: at(5),
      readings: [
        { port: 1, reading: 10 },
        { port: 9, reading: 1 },
      ],
    });
    expect(port.statusCode).toBe(400);
    expect(port.json().errors).toEqual({ readings: [`Readings: device ${m.deviceUid} has no sensor on port 9`] });
    const future = await post(m.key, {
      readingDate: toCentralTimestamp(new Date(Date.now() + 3_600_000)),
      readings: [{ port: 1, reading: 10 }],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ readingDate: ['Reading Date: is in the future'] });
    expect(await readingsOf(m.levelSensorUid)).toHaveLength(0);
    const logged = t.logs.filter((l) => l.includes('device update refused'));
    expect(logged.length).toBeGreaterThanOrEqual(3);
    expect(logged.join('')).not.toContain(m.key);
    // A good update right after is stored: one bad payload stops nothing.
    expect((await post(m.key, { readingDate: at(4), readings: [{ port: 1, reading: 10 }] })).json()).toMatchObject({ accepted: 1 });
  });

  it('refuses numbers and dates no device sends with 400, and a value the database refuses with 400, never 503', async () => {
    const m = await monitor('Lube Distributor', 1);
    const huge = await post(m.key, {
      readingDate: at(9),
      batteryStrength: 1e300,
      signalStrength: -1e40,
      readings: [{ port: 1, reading: 10, ssq: 1e39 }],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual({
      batteryStrength: ['Battery Strength: must be less than or equal to 100'],
      signalStrength: ['Signal Strength: must be greater than or equal to -200'],
      'readings.0.ssq': ['Ssq: must be less than or equal to 1000'],
    });
    for (const readingDate of ['1900-01-01T00:00:00', '0005-01-01T00:00:00', '2150-01-01T00:00:00']) {
      const old = await post(m.key, { readingDate, readings: [{ port: 1, reading: 10 }] });
      expect(old.statusCode, readingDate).toBe(400);
      expect(old.json().errors).toEqual({ readingDate: ['Reading Date: must be in the years 2000 to 2099'] });
    }
    // Whatever the schema lets through that PostgreSQL refuses (here a check constraint this test
    // adds) is the update's fault: refused for good, not "send it again".
    await t.database.pool.query('alter table device_update add constraint test_retries check (retries < 500)');
    try {
      const refused = await post(m.key, { readingDate: at(8), retries: 600, readings: [{ port: 1, reading: 10 }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('The device update has a value that cannot be stored; correct it before sending it again.');
    } finally {
      await t.database.pool.query('alter table device_update drop constraint test_retries');
    }
    expect(await readingsOf(m.levelSensorUid)).toHaveLength(0);
    expect((await post(m.key, { readingDate: at(7), retries: 600, readings: [{ port: 1, reading: 10 }] })).statusCode).toBe(200);
  });

  it("takes a gateway's update for the devices in its slots", async () => {
    const { rows } = await t.database.pool.query<{ gw: number; child: number; slot: number; sensor: number }>(
      `select g.uid as gw, c.uid as child, c.parent_device_slot as slot, s.uid as sensor
         from device g join device c on c.parent_device_uid = g.uid join sensor s on s.device_uid = c.uid and s.port = 1
        where g.model_id = 8 order by g.uid, c.parent_device_slot limit 2`,
    );
    const [a, b] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(a.gw).toBe(b.gw);
    const { key, hash } = newDeviceKey(a.gw);
    await t.database.pool.query('update device set key_hash = $2 where uid = $1', [a.gw, hash]);
    const res = await post(key, {
      readingDate: at(15),
      signalStrength: -80,
      children: [
        { slot: a.slot, batteryStrength: 88, readings: [{ port: 1, reading: 30 }] },
        { slot: b.slot, batteryStrength: 12, readings: [{ port: 1, reading: 22 }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 2 });
    expect(await readingsOf(a.sensor)).toHaveLength(1);
    const { rows: devs } = await t.database.pool.query<{ uid: number; flags: number }>(
      'select uid, flags from device where uid = any($1) order by uid',
      [[a.child, b.child]],
    );
    // The second child's battery is low (percent-reporting wireless monitor, below 20%).
    expect(devs.find((d) => d.uid === b.child)?.flags).toBe(2);
    expect(devs.find((d) => d.uid === a.child)?.flags).toBe(0);
    const missing = await post(key, { readingDate: at(14), children: [{ slot: 60, readings: [] }] });
    expect(missing.statusCode).toBe(400);
  });

  it('detects a delivery as the level rises and records the fill', async () => {
    const m = await monitor('Propane Distributor', 2);
    for (const [i, level] of [12, 11.8, 30].entries()) {
      const res = await post(m.key, { readingDate: at(30 - i * 10), readings: [{ port: 1, reading: level }] });
      expect(res.statusCode).toBe(200);
    }
    const { rows } = await t.database.pool.query('select amount, before_amount, after_amount from asset_fill where asset_uid = $1', [
      m.assetUid,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].amount).toBeCloseTo(rows[0].after_amount - rows[0].before_amount, 3);
    const { rows: state } = await t.database.pool.query('select last_fill_amount, status from tank_state where asset_uid = $1', [
      m.assetUid,
    ]);
    expect(state[0].last_fill_amount).toBeCloseTo(rows[0].amount, 3);
    expect(state[0].status).toBe(3); // Delivery
  });
});
