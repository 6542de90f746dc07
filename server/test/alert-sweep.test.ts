// The minute sweep of the time-driven alerts (docs/decisions/065, 066), run with a test clock moved
// by hand: Connection and Sensor Late from the device's expected interval, usage over a time frame,
// excessive calls, and maintenance due with the asset status it sets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertType } from '@ullage/domain/alerts/alerts';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import { localDay } from '../src/modules/alert/alert-sweep';
import { createTestContext, testClock, type TestClock, type TestContext } from './helpers';
import { eventsOf, simpleTank } from './alert-support';
import { client, COMPANIES, sendUpdate } from './support';

const HOUR = 3_600_000;
let t: TestContext;
let clock: TestClock;
let manager: ReturnType<typeof client>;
beforeAll(async () => {
  clock = testClock();
  t = await createTestContext({ clock: clock.now });
  manager = client(t, await t.login('dhanson.propane'));
});
afterAll(() => t.close());

/** Readings are dated by the real clock (ingestion refuses a reading ahead of it): hours ago. */
const at = (hoursAgo: number) => toCentralTimestamp(new Date(Date.now() - hoursAgo * HOUR));
const reading = (hoursAgo: number, port1: number | null, port2?: number) => ({
  readingDate: at(hoursAgo),
  batteryStrength: 90,
  readings: [...(port1 === null ? [] : [{ port: 1, reading: port1 }]), ...(port2 === undefined ? [] : [{ port: 2, reading: port2 }])],
});
/** One sweep now (by the test clock); the queue's own minute sweep may hold the lock a moment. */
async function sweep() {
  for (let tries = 0; tries < 100; tries++) {
    const r = await t.app.alerts.sweepTimeAlerts();
    if (r) return r;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the alert sweep lock stayed taken');
}
const setAlerts = async (uid: number, alerts: object[]) => {
  const res = await manager.post(`/api/Entity/${uid}/Alert`, alerts);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; typeId: number }[];
};

describe('sweepTimeAlerts', () => {
  it('raises Connection when a call-in is overdue by the expected interval, Sensor Late when a sensor stops, and clears them', async () => {
    const a = await simpleTank(t, COMPANIES.propane, 10);
    const [connection, late] = await setAlerts(a.deviceUid, [
      { id: 0, typeId: AlertType.Connection },
      { id: 0, typeId: AlertType.SensorLate },
    ]);
    // Three calls three hours apart: it is expected every 3 hours, and late after 6 without one.
    for (const h of [36, 33, 30]) expect((await sendUpdate(t, a.key, reading(h, 50, 40))).statusCode).toBe(200);
    await sweep();
    expect(await eventsOf(t, a.deviceUid)).toEqual([
      [AlertType.Connection, 1, 30 * 60],
      [AlertType.SensorLate, 1, 30 * 60],
    ]);
    // It calls again with its temperature only: connected, but the level sensor is still silent.
    expect((await sendUpdate(t, a.key, reading(0.1, null, 41))).statusCode).toBe(200);
    await sweep();
    expect(await eventsOf(t, a.deviceUid, connection?.id)).toEqual([
      [AlertType.Connection, 1, 30 * 60],
      [AlertType.Connection, 2, 6],
    ]);
    expect(await eventsOf(t, a.deviceUid, late?.id)).toHaveLength(1);
    expect((await sendUpdate(t, a.key, reading(0.05, 49))).statusCode).toBe(200);
    await sweep();
    expect((await eventsOf(t, a.deviceUid, late?.id)).map((e) => e[1])).toEqual([1, 2]);
    // Nothing moves at the next minute: a state changes once.
    expect(await sweep()).toMatchObject({ raised: 0, cleared: 0 });
  });

  it('judges usage over a time frame: against the expected use, or the tank’s own average', async () => {
    const busy = await simpleTank(t, COMPANIES.propane, 11);
    const idle = await simpleTank(t, COMPANIES.propane, 12);
    const usual = await simpleTank(t, COMPANIES.propane, 15);
    const [excessive] = await setAlerts(busy.assetUid, [
      { id: 0, typeId: AlertType.ExcessiveUsage, mode: 'expected', avgUsage: 100, timeFrame: 24, usagePercent: 150 },
    ]);
    const [low] = await setAlerts(idle.assetUid, [
      { id: 0, typeId: AlertType.LowUsage, mode: 'expected', avgUsage: 100, timeFrame: 24, usagePercent: 50 },
    ]);
    // 300 gallons in the last day, where 150 is the limit; and none where at least 50 is.
    await sendUpdate(t, busy.key, reading(30, 80));
    await sendUpdate(t, busy.key, reading(1, 50));
    await sendUpdate(t, idle.key, reading(30, 80));
    await sendUpdate(t, idle.key, reading(1, 80));
    // A tank that uses 150 gallons a day on average (its 30-day average, as its history made it).
    const [own] = await setAlerts(usual.assetUid, [{ id: 0, typeId: AlertType.ExcessiveUsage, timeFrame: 24, usagePercent: 150 }]);
    await sendUpdate(t, usual.key, reading(30, 80));
    await sendUpdate(t, usual.key, reading(1, 60));
    await t.database.pool.query('update tank_state set avg_daily = 150 where asset_uid = $1', [usual.assetUid]);
    await sweep();
    // 200 gallons in a day is within 150% of its own 150.
    expect(await eventsOf(t, usual.assetUid, own?.id)).toEqual([]);
    await t.database.pool.query('update tank_state set avg_daily = 100 where asset_uid = $1', [usual.assetUid]);
    await sweep();
    expect(await eventsOf(t, busy.assetUid, excessive?.id)).toEqual([[AlertType.ExcessiveUsage, 1, 300]]);
    expect(await eventsOf(t, idle.assetUid, low?.id)).toEqual([[AlertType.LowUsage, 1, 0]]);
    expect(await eventsOf(t, usual.assetUid, own?.id)).toEqual([[AlertType.ExcessiveUsage, 1, 200]]);
    const history = (await manager.get(`/api/Entity/${busy.assetUid}/Alert/History?startDate=${at(48)}&endDate=${at(-1)}`)).json();
    expect(history[0].description).toBe('300 gal used in 24 hours, above the limit of 150 gal');
    // A day on, with no more use, the busy tank is back within its limit.
    clock.advance(24 * HOUR);
    await sweep();
    expect((await eventsOf(t, busy.assetUid, excessive?.id)).map((e) => e[1])).toEqual([1, 2]);
  });

  it('raises Excessive Calls at more than `percentage` times the usual call-ins', async () => {
    clock.advance(-clock.now().getTime() + Date.now());
    const chatty = await simpleTank(t, COMPANIES.propane, 13);
    const [calls] = await setAlerts(chatty.deviceUid, [{ id: 0, typeId: AlertType.ExcessiveCalls, percentage: 2, days: 1 }]);
    // One call a day for four days, then ten in the last day.
    for (const h of [96, 72, 48, 30]) await sendUpdate(t, chatty.key, reading(h, 60));
    await sweep();
    expect(await eventsOf(t, chatty.deviceUid, calls?.id)).toEqual([]);
    for (let i = 10; i > 0; i--) await sendUpdate(t, chatty.key, reading(i * 2 - 1.5, 60));
    await sweep();
    expect(await eventsOf(t, chatty.deviceUid, calls?.id)).toEqual([[AlertType.ExcessiveCalls, 1, 10]]);
  });

  it('sets MaintenanceDue and raises its alert from the due day in the tank’s time zone, and clears both once done', async () => {
    clock.advance(-clock.now().getTime() + Date.now());
    const tank = await simpleTank(t, COMPANIES.propane, 14);
    await sendUpdate(t, tank.key, reading(1, 70));
    const [due] = await setAlerts(tank.assetUid, [{ id: 0, typeId: AlertType.MaintenanceDue }]);
    const { rows } = await t.database.pool.query<{ tz: { timeZoneId: number; observeDst: boolean } }>(
      `select data as tz from entity_config where entity_uid = $1 and type_id = 13`,
      [tank.deviceUid],
    );
    const tz = rows[0]?.tz ?? { timeZoneId: 1, observeDst: true };
    const dueOn = localDay(Date.now() + 2 * 24 * HOUR, tz.timeZoneId, tz.observeDst);
    const a = (await manager.get(`/api/Asset/${tank.assetUid}`)).json();
    const body = { label: a.label, configs: a.configs, productUid: a.product?.uid ?? null };
    expect((await manager.put(`/api/Asset/${tank.assetUid}`, { ...body, maintenance: { dueOn, intervalMonths: 6 } })).statusCode).toBe(200);
    await sweep();
    const status = async () => (await manager.get(`/api/Asset/${tank.assetUid}`)).json().states.statuses as number[];
    expect(await status()).not.toContain(AssetStatus.MaintenanceDue);
    clock.advance(3 * 24 * HOUR);
    await sweep();
    expect(await status()).toContain(AssetStatus.MaintenanceDue);
    expect(await eventsOf(t, tank.assetUid, due?.id)).toEqual([[AlertType.MaintenanceDue, 1, null]]);
    // A reading does not take the status away.
    await sendUpdate(t, tank.key, reading(0.2, 69));
    expect(await status()).toContain(AssetStatus.MaintenanceDue);
    // Done: the plan moves six months on, and the next sweep clears the status and the alert.
    const done = await manager.put(`/api/Asset/${tank.assetUid}`, {
      ...body,
      maintenance: { dueOn, intervalMonths: 6, lastDoneOn: dueOn },
    });
    expect(done.json().maintenance.dueOn > dueOn).toBe(true);
    await sweep();
    expect(await status()).not.toContain(AssetStatus.MaintenanceDue);
    expect((await eventsOf(t, tank.assetUid, due?.id)).map((e) => e[1])).toEqual([1, 2]);
  });
});
