// spec 001 §7 Entity/{uid}/Alert and Alert/History: an entity's alerts saved as a whole set with the
// spec's checks, evaluated as readings arrive through the ingestion API, written with them (or not
// at all), reaching the entities below a folder, and shown in the notification strip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_CONTACT_GROUP_UNKNOWN,
  ALERT_MESSAGE_UNKNOWN,
  alertNotificationRid,
  alertTypeNotAllowed,
  alertTypeOnce,
} from '@ullage/domain/alerts/alert-api';
import { AlertType } from '@ullage/domain/alerts/alerts';
import { AlertMessageKind } from '@ullage/domain/alerts/alerts';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { ALERT_DELIVERY_QUEUE, deliveryJobId } from '../src/modules/alert-delivery/alert-delivery.jobs';
import { createTestContext, type TestContext } from './helpers';
import { contactGroupOf, eventsOf, simpleTank } from './alert-support';
import { client, COMPANIES, minutesAgo, RANGE, sendUpdate, type DemoTank } from './support';

let t: TestContext;
let manager: ReturnType<typeof client>;
let tank: DemoTank;
let dispatch: number;
beforeAll(async () => {
  t = await createTestContext();
  manager = client(t, await t.login('dhanson.propane'));
  tank = await simpleTank(t, COMPANIES.propane, 3, 3);
  dispatch = await contactGroupOf(t, tank.companyUid);
});
afterAll(() => t.close());

const level = (minutes: number, inches: number) => ({
  readingDate: minutesAgo(minutes),
  batteryStrength: 90,
  readings: [{ port: 1, reading: inches }],
});

describe('GET and POST /api/Entity/{uid}/Alert', () => {
  it('saves the whole set: id 0 adds, a known id updates, one left out is deleted', async () => {
    const saved = await manager.post(`/api/Entity/${tank.assetUid}/Alert`, [
      { id: 0, typeId: AlertType.TankLevelCritical, contactGroupUid: dispatch },
      { id: 0, typeId: AlertType.ExcessiveUsage, timeFrame: 48, usagePercent: 200 },
      { id: 0, typeId: AlertType.Delivery, enabled: false },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const list = saved.json() as { id: number; typeId: number }[];
    expect(list).toHaveLength(3);
    const critical = list.find((a) => a.typeId === AlertType.TankLevelCritical);
    expect(critical).toMatchObject({
      typeName: 'Tank Level Critical',
      contactGroupUid: dispatch,
      contactGroupLabel: 'Dispatch On Call',
      enabled: true,
      raised: false,
      raisedCount: 0,
      stateChangedAt: null,
    });
    expect(list.find((a) => a.typeId === AlertType.ExcessiveUsage)).toMatchObject({
      timeFrame: 48,
      usagePercent: 200,
      mode: 'average',
      includeWeekends: true,
    });
    const usage = list.find((a) => a.typeId === AlertType.ExcessiveUsage) as { id: number };
    const again = await manager.post(`/api/Entity/${tank.assetUid}/Alert`, [
      { ...critical, messageId: 0 },
      { id: usage.id, typeId: AlertType.ExcessiveUsage, timeFrame: 72, usagePercent: 300, mode: 'expected', avgUsage: 40 },
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual([
      expect.objectContaining({ id: critical?.id, typeId: AlertType.TankLevelCritical }),
      expect.objectContaining({ id: usage.id, timeFrame: 72, usagePercent: 300, mode: 'expected', avgUsage: 40 }),
    ]);
    expect((await manager.get(`/api/Entity/${tank.assetUid}/Alert`)).json()).toHaveLength(2);
    // The asset's answer carries the same set.
    const asset = (await manager.get(`/api/Asset/${tank.assetUid}`)).json();
    expect(asset.alerts.map((a: { id: number }) => a.id)).toEqual([critical?.id, usage.id]);
  });

  it("refuses a set with the spec's messages and changes nothing", async () => {
    const before = (await manager.get(`/api/Entity/${tank.assetUid}/Alert`)).json();
    const twice = await manager.post(`/api/Entity/${tank.assetUid}/Alert`, [
      { id: 0, typeId: AlertType.TankLevelCritical },
      { id: 0, typeId: AlertType.TankLevelCritical },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(alertTypeOnce('Tank Level Critical'));
    const wrongEntity = await manager.post(`/api/Entity/${tank.assetUid}/Alert`, [{ id: 0, typeId: AlertType.Connection }]);
    expect(wrongEntity.json().message).toBe(alertTypeNotAllowed('Connection', 'Asset'));
    expect(wrongEntity.json().message).toBe('Alert Type: Connection alerts cannot be set on an asset');
    const badPercent = await manager.post(`/api/Entity/${tank.assetUid}/Alert`, [{ id: 0, typeId: AlertType.LowUsage, usagePercent: 5 }]);
    expect(badPercent.statusCode).toBe(400);
    expect(badPercent.json().errors['0.usagePercent'][0]).toMatch(/^Usage Percent: /);
    const unknownType = await manager.post(`/api/Entity/${tank.assetUid}/Alert`, [{ id: 0, typeId: 99 }]);
    expect(unknownType.json().errors['0.typeId']).toEqual(['Alert Type: is not a known alert type']);

    // Another company's contact group, and a message of another company.
    const fuel = await simpleTank(t, COMPANIES.fuel, 0);
    const foreignGroup = await contactGroupOf(t, fuel.companyUid);
    const group = await manager.post(`/api/Entity/${tank.assetUid}/Alert`, [
      { id: 0, typeId: AlertType.Drain, contactGroupUid: foreignGroup },
    ]);
    expect(group.json().errors).toEqual({ '0.contactGroupUid': [ALERT_CONTACT_GROUP_UNKNOWN] });
    const { rows } = await t.database.pool.query<{ id: number }>(
      `insert into alert_message (folder_uid, kind_id, label, subject, body) values ($1, $2, 'Theirs', 's', 'b') returning id`,
      [fuel.companyUid, AlertMessageKind.Tank],
    );
    const message = await manager.post(`/api/Entity/${tank.assetUid}/Alert`, [{ id: 0, typeId: AlertType.Drain, messageId: rows[0]?.id }]);
    expect(message.json().errors).toEqual({ '0.messageId': [ALERT_MESSAGE_UNKNOWN] });
    // An id that is not one of this entity's alerts.
    const stranger = await manager.post(`/api/Entity/${tank.assetUid}/Alert`, [{ id: 999_999, typeId: AlertType.Drain }]);
    expect(stranger.json().errors['0.id'][0]).toMatch(/^Alert 999999: is not an alert of this entity/);
    expect((await manager.get(`/api/Entity/${tank.assetUid}/Alert`)).json()).toEqual(before);
  });

  it("answers 404 for another company's entity, on every call", async () => {
    const fuel = await simpleTank(t, COMPANIES.fuel, 1);
    const calls = [
      await manager.get(`/api/Entity/${fuel.assetUid}/Alert`),
      await manager.post(`/api/Entity/${fuel.assetUid}/Alert`, []),
      await manager.get(`/api/Entity/${fuel.assetUid}/Alert/History?${RANGE}`),
      await manager.get(`/api/Entity/${fuel.companyUid}/Alert`),
    ];
    expect(calls.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const { rows } = await t.database.pool.query('select count(*)::int as n from alert where entity_uid = $1', [fuel.assetUid]);
    expect(rows[0].n).toBe(0);
  });

  it('asks Edit Assets/Devices of a tank or device and Edit Folder of a folder; others read only', async () => {
    const technician = client(t, await t.login('kjansen.propane'));
    expect((await technician.post(`/api/Entity/${tank.deviceUid}/Alert`, [{ id: 0, typeId: AlertType.LowBattery }])).statusCode).toBe(200);
    const folder = await technician.post(`/api/Entity/${tank.siteUid}/Alert`, [{ id: 0, typeId: AlertType.TankLevelWarning }]);
    expect(folder.statusCode).toBe(403);
    expect(folder.json().message).toBe("A folder's alerts need the Edit Folder permission.");
    const office = client(t, await t.login('jnowak.propane'));
    const refused = await office.post(`/api/Entity/${tank.assetUid}/Alert`, []);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("An asset's or device's alerts need the Edit Assets/Devices permission.");
    expect((await office.get(`/api/Entity/${tank.assetUid}/Alert`)).statusCode).toBe(200);
    // Alerts are for assets, devices and folders.
    const { rows } = await t.database.pool.query<{ uid: number }>(`select uid from app_user where user_name = 'kjansen.propane'`);
    const user = await manager.get(`/api/Entity/${rows[0]?.uid}/Alert`);
    expect(user.statusCode).toBe(400);
    expect(user.json().message).toBe('Alerts can be set on assets, devices and folders only');
    await manager.post(`/api/Entity/${tank.deviceUid}/Alert`, []);
  });
});

describe('evaluation as readings arrive', () => {
  it('raises a critical alert once while the tank hovers at its level, clears it past level + deadzone, and shows its history', async () => {
    const [critical] = (
      await manager.post(`/api/Entity/${tank.assetUid}/Alert`, [{ id: 0, typeId: AlertType.TankLevelCritical, contactGroupUid: dispatch }])
    ).json();
    for (const [minutes, inches] of [
      [300, 40],
      [240, 20],
      [180, 21],
      [150, 19.5],
      [120, 22.5],
    ] as const) {
      expect((await sendUpdate(t, tank.key, level(minutes, inches))).statusCode).toBe(200);
    }
    expect(await eventsOf(t, tank.assetUid, critical.id)).toEqual([[AlertType.TankLevelCritical, 1, 20]]);
    // Its delivery was queued with it, in the readings' transaction (one job for the batch's events).
    const { rows: raisedEvent } = await t.database.pool.query<{ id: number }>('select id from alert_event where alert_id = $1', [
      critical.id,
    ]);
    const { rows: jobs } = await t.database.pool.query(
      `select id from pgboss.job where name = $1 and data->'eventIds' @> to_jsonb(array[$2::bigint])`,
      [ALERT_DELIVERY_QUEUE, raisedEvent[0]?.id],
    );
    expect(jobs).toEqual([{ id: deliveryJobId([raisedEvent[0]?.id as number]) }]);
    const status = (await manager.get(`/api/Entity/${tank.assetUid}/Alert`)).json()[0];
    expect(status).toMatchObject({ raised: true, raisedCount: 1, lastValue: 20 });
    expect(status.stateChangedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

    expect((await sendUpdate(t, tank.key, level(60, 23.5))).statusCode).toBe(200);
    expect(await eventsOf(t, tank.assetUid, critical.id)).toEqual([
      [AlertType.TankLevelCritical, 1, 20],
      [AlertType.TankLevelCritical, 2, 23.5],
    ]);
    const history = await manager.get(`/api/Entity/${tank.assetUid}/Alert/History?${RANGE}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().filter((e: { alertId: number }) => e.alertId === critical.id)).toEqual([
      expect.objectContaining({
        stateId: 2,
        typeName: 'Tank Level Critical',
        entityUid: tank.assetUid,
        description: 'Level 23.5% is back above the critical level 20%',
        deliveries: { sent: 0, failed: 0, pending: expect.any(Number) },
      }),
      expect.objectContaining({ stateId: 1, value: 20, description: 'Level 20% is at or below the critical level 20%' }),
    ]);
    // A range that misses them.
    const old = `startDate=2026-01-01T00:00:00&endDate=2026-01-02T00:00:00`;
    expect((await manager.get(`/api/Entity/${tank.assetUid}/Alert/History?${old}`)).json()).toEqual([]);
    const bad = await manager.get(`/api/Entity/${tank.assetUid}/Alert/History?startDate=2026-02-01T00:00:00&endDate=2026-01-01T00:00:00`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.endDate).toEqual(['End Date: must not be before the start date']);
  });

  it('writes an event with the readings that caused it, or neither', async () => {
    const m = await simpleTank(t, COMPANIES.propane, 4);
    const [critical] = (await manager.post(`/api/Entity/${m.assetUid}/Alert`, [{ id: 0, typeId: AlertType.TankLevelCritical }])).json();
    expect((await sendUpdate(t, m.key, level(90, 50))).statusCode).toBe(200);
    await t.database.pool.query('alter table alert_event add constraint test_no_events check (value < -1000) not valid');
    try {
      const refused = await sendUpdate(t, m.key, level(60, 10));
      expect(refused.statusCode).toBe(400);
    } finally {
      await t.database.pool.query('alter table alert_event drop constraint test_no_events');
    }
    const { rows } = await t.database.pool.query('select count(*)::int as n from sensor_data where sensor_uid = $1', [m.levelSensorUid]);
    expect(rows[0].n).toBe(1);
    expect(await eventsOf(t, m.assetUid)).toEqual([]);
    // Sent again once the database takes it: the reading and its alert together.
    expect((await sendUpdate(t, m.key, level(60, 10))).statusCode).toBe(200);
    expect(await eventsOf(t, m.assetUid, critical.id)).toEqual([[AlertType.TankLevelCritical, 1, 10]]);
  });

  it('evaluates a folder alert for every tank below it, each on its own, and shows them in its status and history', async () => {
    const a = await simpleTank(t, COMPANIES.lube, 0);
    const b = await simpleTank(t, COMPANIES.lube, 1);
    const admin = client(t, await t.login('dpark.lube'));
    const saved = await admin.post(`/api/Entity/${a.companyUid}/Alert`, [{ id: 0, typeId: AlertType.TankLevelWarning }]);
    expect(saved.statusCode, saved.body).toBe(200);
    const warning = saved.json()[0];
    await sendUpdate(t, a.key, level(50, 25));
    await sendUpdate(t, b.key, level(50, 60));
    await sendUpdate(t, b.key, level(40, 29));
    await sendUpdate(t, a.key, level(30, 45));
    expect(await eventsOf(t, a.assetUid, warning.id)).toEqual([
      [AlertType.TankLevelWarning, 1, 25],
      [AlertType.TankLevelWarning, 2, 45],
    ]);
    expect(await eventsOf(t, b.assetUid, warning.id)).toEqual([[AlertType.TankLevelWarning, 1, 29]]);
    expect((await admin.get(`/api/Entity/${a.companyUid}/Alert`)).json()[0]).toMatchObject({ raised: true, raisedCount: 1 });
    const history = (await admin.get(`/api/Entity/${a.companyUid}/Alert/History?${RANGE}`)).json() as {
      entityUid: number;
      alertId: number;
    }[];
    expect(history.filter((e) => e.alertId === warning.id).map((e) => e.entityUid)).toEqual([a.assetUid, b.assetUid, a.assetUid]);
    // Disabled, it stops evaluating and forgets where it stood.
    await admin.post(`/api/Entity/${a.companyUid}/Alert`, [{ ...warning, enabled: false }]);
    await sendUpdate(t, a.key, level(20, 10));
    expect(await eventsOf(t, a.assetUid, warning.id)).toHaveLength(2);
    expect((await admin.get(`/api/Entity/${a.companyUid}/Alert`)).json()[0]).toMatchObject({
      enabled: false,
      raised: false,
      raisedCount: 0,
    });
  });
});

describe('notifications', () => {
  it("adds the active alerts in scope to a signed-in caller's notifications, critical as level 3, linked to the tank", async () => {
    const { rows } = await t.database.pool.query<{ raised_event_id: number }>(
      `select s.raised_event_id from alert_state s join alert a on a.id = s.alert_id
        where s.entity_uid = $1 and s.raised and a.type_id = $2`,
      [tank.assetUid, AlertType.TankLevelCritical],
    );
    // The tank of the first test cleared; bring it down again.
    expect(rows).toEqual([]);
    expect((await sendUpdate(t, tank.key, level(10, 15))).statusCode).toBe(200);
    const { rows: raised } = await t.database.pool.query<{ raised_event_id: number }>(
      `select s.raised_event_id from alert_state s join alert a on a.id = s.alert_id where s.entity_uid = $1 and s.raised and a.type_id = $2`,
      [tank.assetUid, AlertType.TankLevelCritical],
    );
    const rid = alertNotificationRid(raised[0]?.raised_event_id as number);
    const list = (await manager.get('/api/Public/Notifications')).json() as { rid: number }[];
    expect(list.find((n) => n.rid === rid)).toMatchObject({
      notificationLevel: 3,
      linkUid: tank.assetUid,
      linkEntityTypeId: 10,
      linkFolderUid: tank.siteUid,
      message: expect.stringMatching(/^Tank Level Critical: .+\. Level 15% is at or below the critical level 20%\.$/),
    });
    // Newest first, and not for another company or without signing in.
    const other = (await client(t, await t.login('rwhitaker.fuel')).get('/api/Public/Notifications')).json() as { rid: number }[];
    expect(other.map((n) => n.rid)).not.toContain(rid);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/Public/Notifications' });
    expect((anonymous.json() as { rid: number }[]).some((n) => n.rid < 0)).toBe(false);
    const tankStatus = (await manager.get(`/api/Asset/${tank.assetUid}`)).json().states.statuses;
    expect(tankStatus).toContain(AssetStatus.Setpoint);
  });
});
