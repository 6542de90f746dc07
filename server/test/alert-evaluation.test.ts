// Each reading-driven alert type raised by a constructed series posted through the ingestion API
// (POST Ingest/DeviceUpdate, as a device sends it) and cleared with its hysteresis: the device
// alert config's deadzone (docs/decisions/066-alert-evaluation.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertType } from '@ullage/domain/alerts/alerts';
import { ConfigType } from '@ullage/domain/configs';
import { centralDay, centralDayStart } from '@ullage/domain/tanks/tank-state';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { newDeviceKey } from '../src/modules/ingest/ingest.service';
import { createTestContext, type TestContext } from './helpers';
import { eventsOf, setDeadzone, simpleTank } from './alert-support';
import { client, COMPANIES, sendUpdate, type DemoTank } from './support';

const HOUR = 3_600_000;
let t: TestContext;
let manager: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestContext();
  manager = client(t, await t.login('dhanson.propane'));
});
afterAll(() => t.close());

const at = (ms: number) => toCentralTimestamp(new Date(ms));
const hoursAgo = (h: number) => Date.now() - h * HOUR;

async function setAlerts(uid: number, typeIds: number[]) {
  const res = await manager.post(
    `/api/Entity/${uid}/Alert`,
    typeIds.map((typeId) => ({ id: 0, typeId })),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; typeId: number }[];
}

/** Posts calls in order: [time, readings by port, extra fields]. */
async function series(key: string, calls: [number, Record<number, number>, Record<string, unknown>?][]) {
  for (const [time, ports, extra] of calls) {
    const readings = Object.entries(ports).map(([port, reading]) => ({ port: Number(port), reading }));
    const res = await sendUpdate(t, key, { readingDate: at(time), batteryStrength: 90, readings, ...extra });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const only = (events: [number, number, number | null][], type: number) => events.filter((e) => e[0] === type).map((e) => [e[1], e[2]]);

describe('tank level', () => {
  it('raises warning at or below 30% and safe above it, each clearing past its level by the deadzone', async () => {
    const tank = await simpleTank(t, COMPANIES.propane, 20, 4);
    await setAlerts(tank.assetUid, [AlertType.TankLevelWarning, AlertType.TankLevelSafe]);
    await series(tank.key, [
      [hoursAgo(6), { 1: 50 }],
      [hoursAgo(5), { 1: 30 }],
      [hoursAgo(4), { 1: 32 }],
      [hoursAgo(3), { 1: 29 }],
      [hoursAgo(2), { 1: 34.5 }],
    ]);
    const events = await eventsOf(t, tank.assetUid);
    expect(only(events, AlertType.TankLevelWarning)).toEqual([
      [1, 30],
      [2, 34.5],
    ]);
    expect(only(events, AlertType.TankLevelSafe)).toEqual([
      [1, 50],
      [2, 30],
      [1, 34.5],
    ]);
  });
});

describe('fills, drains and theft', () => {
  it('raises a delivery at a fill and clears it a day later', async () => {
    const tank = await simpleTank(t, COMPANIES.propane, 21);
    await setAlerts(tank.assetUid, [AlertType.Delivery]);
    await series(tank.key, [
      [hoursAgo(30), { 1: 30 }],
      [hoursAgo(28), { 1: 60 }],
      [hoursAgo(2), { 1: 59 }],
    ]);
    expect(only(await eventsOf(t, tank.assetUid), AlertType.Delivery)).toEqual([
      [1, 300],
      [2, null],
    ]);
  });

  it('raises drain and theft at a fall the tank’s use does not explain', async () => {
    const tank = await simpleTank(t, COMPANIES.propane, 22);
    await setAlerts(tank.assetUid, [AlertType.Drain, AlertType.TheftDetection]);
    await series(tank.key, [
      [hoursAgo(27), { 1: 80 }],
      [hoursAgo(26), { 1: 60 }],
      [hoursAgo(1), { 1: 59.5 }],
    ]);
    const events = await eventsOf(t, tank.assetUid);
    expect(only(events, AlertType.Drain)).toEqual([
      [1, 60],
      [2, 59.5],
    ]);
    expect(only(events, AlertType.TheftDetection)).toEqual([
      [1, 60],
      [2, 59.5],
    ]);
    const history = (
      await manager.get(`/api/Entity/${tank.assetUid}/Alert/History?startDate=${at(hoursAgo(48))}&endDate=${at(Date.now())}`)
    ).json();
    expect(history.map((e: { description: string }) => e.description)).toContain(
      "The level fell 200 gal more than the tank's use explains: possible theft",
    );
  });

  it('raises unexpected usage the day after a day of use where none is usual', async () => {
    const tank = await simpleTank(t, COMPANIES.propane, 23);
    await setAlerts(tank.assetUid, [AlertType.UnexpectedUsage]);
    const today = centralDay(Date.now());
    const noon = (day: number) => centralDayStart(day) + 12 * HOUR;
    const calls: [number, Record<number, number>][] = [];
    for (let d = 12; d >= 2; d--) calls.push([noon(today - d), { 1: 80 }]);
    calls.push([noon(today - 1), { 1: 72 }]);
    calls.push([Math.min(Date.now(), Math.max(centralDayStart(today) + 1000, Date.now() - 60_000)), { 1: 72 }]);
    await series(tank.key, calls);
    expect(only(await eventsOf(t, tank.assetUid), AlertType.UnexpectedUsage)).toEqual([[1, 80]]);
  });
});

describe('temperature', () => {
  it('raises low, normal and high by the config’s Cold and Hot zones, with the deadzone in degrees', async () => {
    const tank = await simpleTank(t, COMPANIES.propane, 24, 2);
    // The demo tanks' temperature configs: Cold -10, Hot 120.
    await setAlerts(tank.assetUid, [AlertType.TemperatureLow, AlertType.TemperatureNormal, AlertType.TemperatureHigh]);
    await series(tank.key, [
      [hoursAgo(6), { 2: 50 }],
      [hoursAgo(5), { 2: -10 }],
      [hoursAgo(4), { 2: -9 }],
      [hoursAgo(3), { 2: -7.5 }],
      [hoursAgo(2), { 2: 121 }],
      [hoursAgo(1), { 2: 117 }],
    ]);
    const events = await eventsOf(t, tank.assetUid);
    expect(only(events, AlertType.TemperatureLow)).toEqual([
      [1, -10],
      [2, -7.5],
    ]);
    expect(only(events, AlertType.TemperatureHigh)).toEqual([
      [1, 121],
      [2, 117],
    ]);
    expect(only(events, AlertType.TemperatureNormal)).toEqual([
      [1, 50],
      [2, -10],
      [1, -7.5],
      [2, 121],
      [1, 117],
    ]);
  });
});

describe('pressure and switch', () => {
  /** The showcase yard's monitor of a config type, with a fresh key. */
  async function yardDevice(typeId: number) {
    const { rows } = await t.database.pool.query<{ asset: number; device: number; port: number }>(
      `select c.entity_uid as asset, s.device_uid as device, s.port from entity_config c join sensor s on s.uid = c.sensor_uid
        join folder_membership m on m.entity_uid = c.entity_uid join folder f on f.uid = m.folder_uid
        join entity co on co.uid = f.path[2] and co.label = $2
        where c.type_id = $1 order by c.entity_uid limit 1`,
      [typeId, COMPANIES.propane],
    );
    const r = rows[0] as { asset: number; device: number; port: number };
    const { key, hash } = newDeviceKey(r.device);
    await t.database.pool.query('update device set key_hash = $2 where uid = $1', [r.device, hash]);
    await setDeadzone(t, r.device, 5);
    return { ...r, key };
  }

  it('raises pressure at its alert values (100 psi warning, 60 critical) and clears it 5 psi above', async () => {
    const line = await yardDevice(ConfigType.Pressure);
    await setAlerts(line.asset, [AlertType.Pressure]);
    // The transducer maps 4-20 mA onto 0-300 psi.
    const mA = (psi: number) => 4 + (psi * 16) / 300;
    await series(line.key, [
      [hoursAgo(5), { [line.port]: mA(150) }],
      [hoursAgo(4), { [line.port]: mA(45) }],
      [hoursAgo(3), { [line.port]: mA(103) }],
      [hoursAgo(2), { [line.port]: mA(106) }],
    ]);
    expect(only(await eventsOf(t, line.asset), AlertType.Pressure)).toEqual([
      [1, 45],
      [2, 106],
    ]);
  });

  it('raises a switch alert while the switch is on', async () => {
    const sump = await yardDevice(ConfigType.Switch);
    await setAlerts(sump.asset, [AlertType.Switch]);
    await series(sump.key, [
      [hoursAgo(3), { [sump.port]: 0 }],
      [hoursAgo(2), { [sump.port]: 1 }],
      [hoursAgo(1), { [sump.port]: 0 }],
    ]);
    expect(only(await eventsOf(t, sump.asset), AlertType.Switch)).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });
});

describe('device alerts', () => {
  it('raises low battery below 20% and clears it at 20% + deadzone; sensor error while a call reports one', async () => {
    const tank: DemoTank = await simpleTank(t, COMPANIES.propane, 25, 5);
    // Its own alerts (the company folder's seeded low battery alert reaches it too).
    const [battery, error] = await setAlerts(tank.deviceUid, [AlertType.LowBattery, AlertType.SensorError]);
    await series(tank.key, [
      [hoursAgo(4), { 1: 50 }, { batteryStrength: 18 }],
      [hoursAgo(3), {}, { batteryStrength: 22, readings: [{ port: 1, reading: 50, statusCode: 7 }] }],
      [hoursAgo(2), { 1: 50 }, { batteryStrength: 26 }],
    ]);
    expect(only(await eventsOf(t, tank.deviceUid, battery?.id), AlertType.LowBattery)).toEqual([
      [1, 18],
      [2, 26],
    ]);
    const events = await eventsOf(t, tank.deviceUid, error?.id);
    expect(only(events, AlertType.SensorError)).toEqual([
      [1, 7],
      [2, 0],
    ]);
  });
});
