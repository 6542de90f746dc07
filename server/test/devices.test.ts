// spec 001 §7 Device and Sensor calls: create-or-update with the spec's validation, gateways and
// their slots, device keys, commands a device honours, and a device's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { ConfigType } from '@ullage/domain/configs';
import { DeviceCommandStatus, DeviceCommandType } from '@ullage/domain/devices/device-commands';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { DEVICE_SWEEP_QUEUE } from '../src/modules/ingest';
import { sweepDevices } from '../src/modules/ingest/device-sweep';
import { createTestContext, testClock, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, minutesAgo, RANGE, secretOf, sendUpdate } from './support';

let t: TestContext;
let admin: ReturnType<typeof client>;
let siteUid: number;
beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-fuel'));
  siteUid = (await demoTank(t, COMPANIES.fuel)).siteUid;
});
afterAll(() => t.close());

const monitorBody = (serialNumber: string, extra: Record<string, unknown> = {}) => ({
  label: `Monitor ${serialNumber}`,
  serialNumber,
  modelId: 22,
  configs: [{ typeId: ConfigType.DeviceAlert, deadzone: 3 }],
  ...extra,
});

describe('create and update (spec 001 §4, §5)', () => {
  it("creates a device with its model's sensors and its protocol's default configs", async () => {
    const res = await admin.post(`/api/Device/ToFolder/${siteUid}`, monitorBody('TST-0001'));
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      serialNumber: 'TST-0001',
      model: { id: 22, protocol: { pollable: false } },
      flags: DeviceFlag.NotReported,
      hasKey: false,
      simulated: false,
    });
    expect(d.sensors.map((s: { port: number; sensorTypeId: number }) => [s.port, s.sensorTypeId])).toEqual([
      [1, 1],
      [2, 6],
    ]);
    // CellMonitorLteM defaults: EntitySchedule, TimeZone, DeviceAlert, Battery, CellNetwork, CellGps.
    expect(d.configs.map((c: { typeId: number }) => c.typeId).sort((a: number, b: number) => a - b)).toEqual([12, 13, 15, 17, 20, 23]);
    expect(d.configs.find((c: { typeId: number }) => c.typeId === ConfigType.DeviceAlert)).toMatchObject({ deadzone: 3 });
    expect((await admin.get(`/api/Device/Serial/tst-0001`)).json().uid).toBe(d.uid);
    expect((await admin.get(`/api/Device/${d.uid}/History/Shipping`)).json()).toEqual([
      expect.objectContaining({ toFolderLabel: COMPANIES.fuel }),
    ]);
    const inventory = (await admin.get(`/api/Device/Lite/ByCreatorCompany/${d.folderUidPath[1]}`)).json();
    expect(inventory.map((x: { uid: number }) => x.uid)).toContain(d.uid);
  });

  it('refuses a taken serial number, bad configs and a device with nowhere to sit', async () => {
    const taken = await admin.get(`/api/Device/Validate/Available/?devicesn=TST-0001&folderUid=${siteUid}`);
    expect(taken.json()).toEqual({
      isValid: false,
      label: 'serialNumber',
      message: 'Serial number TST-0001 is already in use by Monitor TST-0001',
    });
    expect((await admin.get(`/api/Device/Validate/Available/?devicesn=TST-9999&folderUid=${siteUid}`)).json().isValid).toBe(true);
    // Another company's serial: taken, but whose is not said.
    const propaneSerial = (
      await t.database.pool.query<{ serial_number: string }>(
        `select d.serial_number from device d join folder_membership m on m.entity_uid = d.uid join folder f on f.uid = m.folder_uid
         join entity e on e.uid = f.path[2] where e.label = $1 limit 1`,
        [COMPANIES.propane],
      )
    ).rows[0]!.serial_number;
    const foreign = await admin.get(`/api/Device/Validate/Available/?devicesn=${propaneSerial}&folderUid=${siteUid}`);
    expect(foreign.json()).toEqual({
      isValid: false,
      label: 'serialNumber',
      message: `Serial number ${propaneSerial} is already registered`,
    });

    const res = await admin.post(`/api/Device/ToFolder/${siteUid}`, {
      ...monitorBody('TST-0001'),
      configs: [
        { typeId: ConfigType.Modem, baudRate: 300 },
        { typeId: ConfigType.EntitySchedule, scheduleUid: 0 },
        { typeId: ConfigType.AssetTank },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'configs.0.baudRate': ['Baud Rate: must be greater than or equal to 1200'],
      'configs.1.scheduleUid': ['You must select a schedule'],
      'configs.2.typeId': ['Config Type: an Asset Tank config does not belong on a device'],
      serialNumber: ['Serial number TST-0001 is already in use by Monitor TST-0001'],
    });
    const slotless = await admin.post(`/api/Device/ToFolder/${siteUid}`, { label: 'Probe', serialNumber: 'TST-PROBE', modelId: 50 });
    expect(slotless.json().errors).toEqual({ parentDeviceUid: ["Parent Device: this model works only in a gateway's slot"] });
    const validate = await admin.post(`/api/Device/Validate?uid=0&folderUid=${siteUid}`, {
      label: 'Probe',
      serialNumber: 'TST-PROBE',
      modelId: 50,
    });
    expect(validate.json()).toEqual([
      { isValid: false, label: 'parentDeviceUid', message: "Parent Device: this model works only in a gateway's slot" },
    ]);
    expect((await t.database.pool.query("select count(*)::int as n from device where serial_number like 'TST-%'")).rows[0].n).toBe(1);
  });

  it("puts devices in a gateway's slots: free capacity is slots minus children", async () => {
    const { rows } = await t.database.pool.query<{ uid: number; folder: number }>(
      `select g.uid, m.folder_uid as folder from device g join folder_membership m on m.entity_uid = g.uid join folder f on f.uid = m.folder_uid
         join entity e on e.uid = f.path[2] where g.model_id = 1 and e.label = $1 order by g.uid limit 1`,
      [COMPANIES.fuel],
    );
    const gw = (await admin.get(`/api/Device/${rows[0]!.uid}`)).json();
    expect(gw.freeSlots).toBe(gw.model.slots - gw.childDevices.length);
    const taken = gw.childDevices[0].slot;
    const clash = await admin.post(`/api/Device/ToFolder/${rows[0]!.folder}`, {
      label: 'Probe',
      serialNumber: 'TST-PROBE',
      modelId: 50,
      parentDeviceUid: gw.uid,
      parentDeviceSlot: taken,
    });
    expect(clash.json().errors).toEqual({ parentDeviceSlot: [`Parent Device Slot: slot ${taken} is taken`] });
    if (gw.freeSlots > 0) {
      const free = [1, 2, 3, 4].find((s) => !gw.childDevices.some((c: { slot: number }) => c.slot === s));
      const ok = await admin.post(`/api/Device/ToFolder/${rows[0]!.folder}`, {
        label: 'Probe',
        serialNumber: 'TST-PROBE',
        modelId: 50,
        parentDeviceUid: gw.uid,
        parentDeviceSlot: free,
      });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await admin.get(`/api/Device/${gw.uid}`)).json().freeSlots).toBe(gw.freeSlots - 1);
    }
    expect((await admin.get(`/api/Device/${gw.uid}/Entity/ChildDevice`)).json().length).toBeGreaterThan(0);
    const deletable = await admin.get(`/api/Device/${gw.uid}/Validate/Delete/Folder/${rows[0]!.folder}`);
    expect(deletable.json()[0]).toMatchObject({ isValid: false, label: 'childDevices' });
    expect((await admin.delete(`/api/Device/${gw.uid}/Folder/${rows[0]!.folder}`)).statusCode).toBe(400);
  });

  it('gives a slot and a serial number to one of many saves racing for them', async () => {
    const console_ = await admin.post(`/api/Device/ToFolder/${siteUid}`, {
      label: 'Race console',
      serialNumber: 'TST-RACE-GW',
      modelId: 1,
      configs: [],
    });
    expect(console_.statusCode, console_.body).toBe(200);
    const gw = console_.json();
    expect(gw.model.slots).toBeGreaterThanOrEqual(4);
    const probes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        admin.post(`/api/Device/ToFolder/${siteUid}`, {
          label: `Probe ${i}`,
          serialNumber: `TST-RACE-P${i}`,
          modelId: 50,
          parentDeviceUid: gw.uid,
          parentDeviceSlot: 1,
        }),
      ),
    );
    expect(probes.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    for (const r of probes.filter((p) => p.statusCode === 400)) {
      expect(r.json().errors).toEqual({ parentDeviceSlot: ['Parent Device Slot: slot 1 is taken'] });
    }
    const children = (await admin.get(`/api/Device/${gw.uid}`)).json().childDevices;
    expect(children.map((c: { slot: number }) => c.slot)).toEqual([1]);

    const monitors = await Promise.all(
      Array.from({ length: 5 }, () => admin.post(`/api/Device/ToFolder/${siteUid}`, monitorBody('TST-RACE-SN'))),
    );
    expect(monitors.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const r of monitors.filter((m) => m.statusCode === 400)) {
      expect(r.json().errors.serialNumber).toEqual([
        expect.stringMatching(/^Serial number TST-RACE-SN is already (in use by Monitor TST-RACE-SN|registered)$/),
      ]);
    }
  });

  it('updates a device, keeps its model, and removes it from its last folder by deactivating it', async () => {
    const d = (await admin.get('/api/Device/Serial/TST-0001')).json();
    const configs = d.configs.filter((c: { typeId: number }) => c.typeId !== ConfigType.EntitySchedule);
    const res = await admin.put('/api/Device/', { uid: d.uid, label: 'Renamed monitor', serialNumber: 'TST-0001', modelId: 22, configs });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().label).toBe('Renamed monitor');
    const model = await admin.put('/api/Device/', { uid: d.uid, label: 'x', serialNumber: 'TST-0001', modelId: 26, configs });
    expect(model.json().errors).toEqual({ modelId: ['Model: cannot be changed; add a new device for other hardware'] });
    const removal = (await admin.get(`/api/Device/${d.uid}/Validate/Delete/Folder/${siteUid}`)).json();
    expect(removal).toContainEqual(expect.objectContaining({ isValid: true, label: 'active' }));
    expect((await admin.delete(`/api/Device/${d.uid}/Folder/${siteUid}`)).json()).toEqual({ removed: true, deactivated: true });
    expect((await admin.get(`/api/Device/${d.uid}`)).json().active).toBe(false);
  });

  it('deletes a device (spec 001 §7 DELETE Device/{uid}): out of every folder and deactivated, its history kept', async () => {
    const d = (await admin.post(`/api/Device/ToFolder/${siteUid}`, monitorBody('TST-DELETE-1'))).json();
    const key = (await admin.post(`/api/Device/${d.uid}/Key`)).json().deviceKey;
    expect((await sendUpdate(t, key, { readingDate: minutesAgo(5), readings: [{ port: 1, reading: 20 }] })).statusCode).toBe(200);
    expect((await admin.delete(`/api/Device/${d.uid}`)).json()).toEqual({ removed: true, deactivated: true });
    expect((await admin.get(`/api/Device/${d.uid}`)).json()).toMatchObject({ active: false, hasKey: false });
    expect((await admin.get(`/api/Device/${d.uid}/History/SensorData?${RANGE}`)).json()).toHaveLength(1);
    expect((await sendUpdate(t, key, { readingDate: minutesAgo(4), readings: [{ port: 1, reading: 20 }] })).statusCode).toBe(401);
    // A gateway with devices in its slots first loses them.
    const gw = (await admin.get('/api/Device/Serial/TST-RACE-GW')).json();
    const refused = await admin.delete(`/api/Device/${gw.uid}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.childDevices).toEqual([expect.stringMatching(/has 1 device\(s\) in its slots/)]);
  });

  it('takes a removed device off the assets that read it, so they stay saveable', async () => {
    const tank = await demoTank(t, COMPANIES.fuel, 9);
    const before = (await admin.get(`/api/Asset/${tank.assetUid}`)).json();
    expect((await admin.get(`/api/Device/${tank.deviceUid}/Validate/Delete/Folder/${tank.siteUid}`)).json()).toContainEqual({
      isValid: true,
      label: 'assets',
      message: '1 asset(s) read this device; they stop reading it',
    });
    expect((await admin.delete(`/api/Device/${tank.deviceUid}/Folder/${tank.siteUid}`)).json()).toEqual({
      removed: true,
      deactivated: true,
    });
    const after = (await admin.get(`/api/Asset/${tank.assetUid}`)).json();
    expect(after.configs.map((c: { sensor: unknown }) => c.sensor)).toEqual(before.configs.map(() => null));
    expect((await admin.get(`/api/Asset/${tank.assetUid}/Entity/Device`)).json()).toEqual([]);
    const renamed = await admin.put(`/api/Asset/${tank.assetUid}`, {
      label: 'Renamed after its monitor went',
      configs: after.configs,
      productUid: after.product?.uid ?? null,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const history = (await admin.get(`/api/Entity/${tank.assetUid}/History/Config?configTypeId=${ConfigType.AssetTank}`)).json();
    expect(history[0]).toMatchObject({
      changeLabel: 'Updated',
      changedByName: 'demo-fuel',
      data: expect.objectContaining({ sensor: null }),
    });
  });
});

describe('device keys and commands', () => {
  it('issues a key that works for ingestion and retires the old one', async () => {
    const tank = await demoTank(t, COMPANIES.fuel, 1);
    const res = await admin.post(`/api/Device/${tank.deviceUid}/Key`);
    expect(res.statusCode).toBe(200);
    const { deviceKey } = res.json();
    expect(deviceKey).toMatch(new RegExp(`^udk_${tank.deviceUid}_`));
    expect((await sendUpdate(t, tank.key, { readingDate: minutesAgo(3), readings: [{ port: 1, reading: 30 }] })).statusCode).toBe(401);
    expect((await sendUpdate(t, deviceKey, { readingDate: minutesAgo(3), readings: [{ port: 1, reading: 30 }] })).statusCode).toBe(200);
    expect((await admin.get(`/api/Device/${tank.deviceUid}`)).json().hasKey).toBe(true);
    expect(t.logs.join('')).not.toContain(secretOf(deviceKey));
  });

  it('records SetRealtimeMode and Battery/Reset, hands them over with the next call, and marks them done', async () => {
    const tank = await demoTank(t, COMPANIES.fuel, 2);
    await sendUpdate(t, tank.key, { readingDate: minutesAgo(30), batteryStrength: 9, readings: [{ port: 1, reading: 30 }] });
    const before = (await admin.get(`/api/Device/${tank.deviceUid}`)).json();
    expect(before.flags & DeviceFlag.LowBattery).toBe(DeviceFlag.LowBattery);
    expect((await admin.get(`/api/Asset/${tank.assetUid}`)).json().states.statuses).toContain(AssetStatus.SensorLowBattery);

    const realtime = await admin.post(`/api/Device/${tank.deviceUid}/SetRealtimeMode`);
    expect(realtime.statusCode, realtime.body).toBe(200);
    expect(realtime.json().command).toMatchObject({
      typeId: DeviceCommandType.SetRealtimeMode,
      status: DeviceCommandStatus.Pending,
      requestedByName: 'demo-fuel',
    });
    const reset = (await admin.put(`/api/Device/${tank.deviceUid}/Battery/Reset`)).json().command;
    const after = (await admin.get(`/api/Device/${tank.deviceUid}`)).json();
    expect(after.flags & DeviceFlag.LowBattery).toBe(0);
    // Realtime mode starts when the device has the command (docs/decisions/028-device-commands.md).
    expect(after.realtimeUntil).toBeNull();
    expect((await admin.get(`/api/Asset/${tank.assetUid}`)).json().states.statuses).not.toContain(AssetStatus.SensorLowBattery);

    const call = await sendUpdate(t, tank.key, {
      readingDate: minutesAgo(2),
      batteryStrength: 100,
      readings: [{ port: 1, reading: 29.9 }],
    });
    expect(
      call
        .json()
        .commands.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([realtime.json().command.id, reset.id].sort());
    expect((await admin.get(`/api/Device/${tank.deviceUid}`)).json().realtimeUntil).not.toBeNull();
    const delivered = (await admin.get(`/api/Device/${tank.deviceUid}/History/Command?${RANGE}`)).json();
    expect(delivered.map((c: { status: number }) => c.status)).toEqual([DeviceCommandStatus.Delivered, DeviceCommandStatus.Delivered]);
    await sendUpdate(t, tank.key, {
      readingDate: minutesAgo(1),
      batteryStrength: 100,
      readings: [{ port: 1, reading: 29.8 }],
      completedCommandIds: [reset.id, realtime.json().command.id],
    });
    const done = (await admin.get(`/api/Device/${tank.deviceUid}/History/Command?${RANGE}`)).json();
    expect(done.map((c: { statusLabel: string }) => c.statusLabel)).toEqual(['Completed', 'Completed']);
  });

  it('starts realtime mode when the device collects the command, so its minute calls never look like its schedule', async () => {
    const tank = await demoTank(t, COMPANIES.fuel, 7);
    for (const m of [18 * 60, 12 * 60, 6 * 60])
      await sendUpdate(t, tank.key, { readingDate: minutesAgo(m), readings: [{ port: 1, reading: 30 }] });
    const interval = async () =>
      (await t.database.pool.query('select interval_minutes as i from device where uid = $1', [tank.deviceUid])).rows[0].i as number;
    const learned = await interval();
    expect(learned).toBeGreaterThan(300);
    const asked = await admin.post(`/api/Device/${tank.deviceUid}/SetRealtimeMode`);
    expect(asked.statusCode).toBe(200);
    // Asked for three hours ago: a cellular monitor collects it at its next call, which is now.
    await t.database.pool.query(`update device_command set requested_at = requested_at - interval '3 hours' where id = $1;`, [
      asked.json().command.id,
    ]);
    await t.database.pool.query(`update device set realtime_until = realtime_until - interval '3 hours' where uid = $1`, [tank.deviceUid]);
    const collected = (await sendUpdate(t, tank.key, { readingDate: minutesAgo(3), readings: [{ port: 1, reading: 29.9 }] })).json();
    expect(collected.commands.map((c: { typeId: number }) => c.typeId)).toEqual([DeviceCommandType.SetRealtimeMode]);
    const afterScheduledCall = await interval();
    expect((await admin.get(`/api/Device/${tank.deviceUid}`)).json().realtimeUntil).not.toBeNull();
    for (const m of [2, 1]) await sendUpdate(t, tank.key, { readingDate: minutesAgo(m), readings: [{ port: 1, reading: 29.9 }] });
    // The minute calls in realtime mode left the learned interval as the scheduled calls made it.
    expect(await interval()).toBe(afterScheduledCall);
    expect(afterScheduledCall).toBeGreaterThan(300);
    expect((await admin.get(`/api/Device/${tank.deviceUid}`)).json().flags & DeviceFlag.Late).toBe(0);
  });

  it('refuses Battery/Reset for a device without a battery', async () => {
    const probe = (await admin.get('/api/Device/Serial/TST-RACE-GW')).json().childDevices[0].childUid;
    const res = await admin.put(`/api/Device/${probe}/Battery/Reset`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This device has no battery: it is powered by its gateway or the mains.');
    expect((await admin.get(`/api/Device/${probe}/History/Command?${RANGE}`)).json()).toEqual([]);
  });

  it('polls only a device the portal can poll, and hands a console its command when it asks', async () => {
    const tank = await demoTank(t, COMPANIES.fuel, 3);
    const res = await admin.post(`/api/Device/${tank.deviceUid}/Poll`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This device cannot be polled: it reports on its own schedule.');
    const { rows } = await t.database.pool.query<{ uid: number }>(
      `select g.uid from device g join folder_membership m on m.entity_uid = g.uid join folder f on f.uid = m.folder_uid
         join entity e on e.uid = f.path[2] where g.model_id = 1 and e.label = $1 order by g.uid desc limit 1`,
      [COMPANIES.fuel],
    );
    const console_ = rows[0]!.uid;
    const poll = await admin.post(`/api/Device/${console_}/Poll`);
    expect(poll.statusCode).toBe(200);
    const key = (await admin.post(`/api/Device/${console_}/Key`)).json().deviceKey;
    const collected = await t.app.inject({ method: 'GET', url: '/api/Ingest/Commands', headers: { 'x-device-key': key } });
    expect(collected.json()).toEqual([
      expect.objectContaining({ id: poll.json().command.id, typeId: DeviceCommandType.Poll, deviceUid: console_ }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/Ingest/Commands', headers: { 'x-device-key': key } })).json()).toEqual([]);
  });
});

describe('history and sensors', () => {
  it("answers a device's updates and readings, a call's readings, and its sensors' options and states", async () => {
    const tank = await demoTank(t, COMPANIES.fuel, 4);
    const up = (
      await sendUpdate(t, tank.key, {
        readingDate: minutesAgo(10),
        batteryStrength: 77,
        signalStrength: -80,
        readings: [
          { port: 1, reading: 40 },
          { port: 2, reading: 71.5 },
        ],
      })
    ).json();
    const updates = (await admin.get(`/api/Device/${tank.deviceUid}/History/DeviceUpdate?${RANGE}`)).json();
    expect(updates).toEqual([expect.objectContaining({ id: up.updateId, batteryStrength: 77, signalStrength: -80, source: 1 })]);
    const data = (await admin.get(`/api/Device/${tank.deviceUid}/History/SensorData?${RANGE}`)).json();
    expect(data.map((d: { port: number; reading: number }) => [d.port, d.reading])).toEqual([
      [1, 40],
      [2, 71.5],
    ]);
    expect(data[0].value).toBeGreaterThan(0);
    expect((await admin.get(`/api/Sensor/Data/ByUpdateId/${up.updateId}`)).json()).toHaveLength(2);

    const options = (await admin.get(`/api/Sensor/${tank.levelSensorUid}/SensorOptions`)).json();
    expect(options).toMatchObject({ sensorTypeId: 1, propertyLabel: 'Tank Level', configTypeIds: [ConfigType.AssetTank] });
    expect(options.tankTypeIds).not.toContain(13);
    const realtime = (await admin.get(`/api/Sensor/${tank.levelSensorUid}/RealTimeTankState`)).json();
    expect(realtime).toMatchObject({ assetUid: tank.assetUid, reading: 40, tank: { inchesFull: 40 } });
    const state = (await admin.get(`/api/Sensor/${tank.levelSensorUid}/State/Asset`)).json();
    expect(state.states.tank.amountFull).toBeCloseTo(realtime.tank.amountFull, 3);
    const sets = (await admin.get(`/api/Device/${tank.deviceUid}/Config/Set`)).json();
    expect(sets.map((s: { label: string }) => s.label)).toEqual(['Tank level', 'Tank level and temperature', 'Temperature']);
    const template = (await admin.get(`/api/Config/ConfigSetTemplate?deviceUid=${tank.deviceUid}&configSetId=2`)).json();
    expect(template.map((c: { typeId: number; sensor: { port: number } }) => [c.typeId, c.sensor.port])).toEqual([
      [2, 1],
      [6, 2],
    ]);
    expect((await admin.get(`/api/Config/ConfigSetTemplate?deviceUid=${tank.deviceUid}&configSetId=3`)).statusCode).toBe(400);
  });

  it("answers a console's readings with its probes', and lists a folder's devices as one by one", async () => {
    const { rows } = await t.database.pool.query<{ uid: number; folder: number }>(
      `select g.uid, m.folder_uid as folder from device g join folder_membership m on m.entity_uid = g.uid join folder f on f.uid = m.folder_uid
         join entity e on e.uid = f.path[2] where g.model_id = 1 and e.label = $1
          and exists (select 1 from device c where c.parent_device_uid = g.uid) order by g.uid desc limit 1`,
      [COMPANIES.fuel],
    );
    const console_ = (await admin.get(`/api/Device/${rows[0]!.uid}`)).json();
    const key = (await admin.post(`/api/Device/${console_.uid}/Key`)).json().deviceKey;
    const slot = console_.childDevices[0].slot;
    const sent = await sendUpdate(t, key, {
      readingDate: minutesAgo(2),
      readings: [],
      children: [{ slot, readings: [{ port: 1, reading: 55.5 }] }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const data = (await admin.get(`/api/Device/${console_.uid}/History/SensorData?${RANGE}`)).json();
    expect(data).toContainEqual(expect.objectContaining({ deviceUid: console_.childDevices[0].childUid, port: 1, reading: 55.5 }));

    const listed = (await admin.get(`/api/Device/ByFolder/${rows[0]!.folder}`)).json();
    for (const d of listed.slice(0, 6)) {
      const one = (await admin.get(`/api/Device/${d.uid}`)).json();
      expect(d).toEqual(one);
    }
  });

  it("tells a GPS asset's arrival from jitter, and names the site's address only when it is there", async () => {
    const site = (await t.database.pool.query('select address from folder where uid = $1', [siteUid])).rows[0].address;
    expect(typeof site.latitude).toBe('number');
    const tracker = (
      await admin.post(`/api/Device/ToFolder/${siteUid}`, { label: 'Trailer tracker', serialNumber: 'TST-GPS-1', modelId: 32, configs: [] })
    ).json();
    const asset = await admin.post(`/api/Asset/ToFolder/${siteUid}`, {
      label: 'Skid tank trailer',
      configs: [{ typeId: ConfigType.Gps, label: 'Position', sensor: { deviceUid: tracker.uid, port: 1 } }],
    });
    expect(asset.statusCode, asset.body).toBe(200);
    const key = (await admin.post(`/api/Device/${tracker.uid}/Key`)).json().deviceKey;
    const at = { 30: minutesAgo(30), 20: minutesAgo(20), 10: minutesAgo(10) };
    const fix = (m: 30 | 20 | 10, dLat: number) =>
      sendUpdate(t, key, {
        readingDate: at[m],
        readings: [{ port: 1, reading: 0, latitude: site.latitude + dLat, longitude: site.longitude }],
      });
    const gps = async () => (await admin.get(`/api/Asset/${asset.json().uid}`)).json().states.gps[0];
    expect((await fix(30, 0.0003)).statusCode).toBe(200);
    const arrived = await gps();
    expect(arrived).toMatchObject({
      readingDate: at[30],
      arriveDate: at[30],
      address: site.address1 ?? null,
      city: site.city ?? null,
      country: null,
    });
    // 20 m further: jitter, the same arrival.
    await fix(20, 0.0005);
    expect(await gps()).toMatchObject({ readingDate: at[20], arriveDate: at[30] });
    // 5.5 km away: it moved, and is not at the site any more.
    await fix(10, 0.05);
    expect(await gps()).toMatchObject({
      readingDate: at[10],
      arriveDate: at[10],
      address: null,
      city: null,
      state: null,
      zip: null,
      country: null,
    });
  });

  it("stores a reading entered by hand like a device's, with Edit Assets/Devices only", async () => {
    const tank = await demoTank(t, COMPANIES.fuel, 5);
    const res = await admin.post('/api/Sensor/AddReading/', { sensorUid: tank.levelSensorUid, reading: 33, readingDate: minutesAgo(1) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 1 });
    expect((await admin.get(`/api/Asset/${tank.assetUid}`)).json().states.tank.inchesFull).toBe(33);
    const dispatcher = client(t, await t.login('mgarza.fuel'));
    expect((await dispatcher.post('/api/Sensor/AddReading/', { sensorUid: tank.levelSensorUid, reading: 1 })).statusCode).toBe(403);
    const updates = (await admin.get(`/api/Device/${tank.deviceUid}/History/DeviceUpdate?${RANGE}`)).json();
    expect(updates[0].source).toBe(3);
  });

  it("leaves the device's health as its own calls left it when a reading is entered by hand", async () => {
    const tank = await demoTank(t, COMPANIES.fuel, 8);
    for (const m of [240, 120])
      await sendUpdate(t, tank.key, {
        readingDate: minutesAgo(m),
        batteryStrength: 5,
        signalStrength: -90,
        readings: [{ port: 1, reading: 30 }],
      });
    const device = async () => (await admin.get(`/api/Device/${tank.deviceUid}`)).json();
    const before = await device();
    expect(before.flags & DeviceFlag.LowBattery).toBe(DeviceFlag.LowBattery);
    expect((await admin.get(`/api/Asset/${tank.assetUid}`)).json().states.status).toBe(AssetStatus.SensorLowBattery);
    const res = await admin.post('/api/Sensor/AddReading/', { sensorUid: tank.levelSensorUid, reading: 28, readingDate: minutesAgo(1) });
    expect(res.statusCode, res.body).toBe(200);
    const after = await device();
    expect(after).toMatchObject({ flags: before.flags, lastUpdate: before.lastUpdate, intervalMinutes: before.intervalMinutes });
    const asset = (await admin.get(`/api/Asset/${tank.assetUid}`)).json();
    // The reading moved the tank; the device's low battery still shows on it.
    expect(asset.states.tank.inchesFull).toBe(28);
    expect(asset.states.status).toBe(AssetStatus.SensorLowBattery);
  });

  it('flags a device late once its call is overdue, and clears it when it calls (the sweep)', async () => {
    const tank = await demoTank(t, COMPANIES.fuel, 6);
    for (const m of [30, 20, 10]) await sendUpdate(t, tank.key, { readingDate: minutesAgo(m), readings: [{ port: 1, reading: 30 }] });
    // Calls every 10 minutes: on time now (grace: an hour more than the interval), late in 2 hours.
    expect((await admin.get(`/api/Device/${tank.deviceUid}`)).json().flags & DeviceFlag.Late).toBe(0);
    expect((await sweepDevices(t.database.pool, Date.now()))?.flagged).toBe(0);
    const swept = await sweepDevices(t.database.pool, Date.now() + 2 * 3_600_000);
    expect(swept?.flagged).toBeGreaterThanOrEqual(1);
    expect((await admin.get(`/api/Device/${tank.deviceUid}`)).json().flags & DeviceFlag.Late).toBe(DeviceFlag.Late);
    expect((await admin.get(`/api/Asset/${tank.assetUid}`)).json().states.status).toBe(AssetStatus.SensorLate);
    await sendUpdate(t, tank.key, { readingDate: minutesAgo(1), readings: [{ port: 1, reading: 29.9 }] });
    expect((await admin.get(`/api/Device/${tank.deviceUid}`)).json().flags & DeviceFlag.Late).toBe(0);
    expect((await admin.get(`/api/Asset/${tank.assetUid}`)).json().states.statuses).not.toContain(AssetStatus.SensorLate);
  });
});

describe('the late sweep on the job queue', () => {
  it("is the queue's every-minute cron, and its job flags a device whose call is overdue", async () => {
    const clock = testClock();
    const q = await createTestContext({ clock: clock.now });
    try {
      await q.app.jobs.started();
      const { rows } = await q.database.pool.query(`select cron from pgboss.schedule where name = $1`, [DEVICE_SWEEP_QUEUE]);
      expect(rows).toEqual([{ cron: '* * * * *' }]);
      const tank = await demoTank(q, COMPANIES.fuel, 6);
      for (const m of [30, 20, 10]) await sendUpdate(q, tank.key, { readingDate: minutesAgo(m), readings: [{ port: 1, reading: 30 }] });
      const fuel = client(q, await q.login('demo-fuel'));
      const late = async () => (await fuel.get(`/api/Device/${tank.deviceUid}`)).json().flags & DeviceFlag.Late;
      await q.app.jobs.send(DEVICE_SWEEP_QUEUE, {});
      // On time by the app's clock: the queue's sweep leaves it alone.
      await expect
        .poll(
          async () =>
            (
              await q.database.pool.query(`select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`, [
                DEVICE_SWEEP_QUEUE,
              ])
            ).rows[0].n,
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      expect(await late()).toBe(0);
      clock.advance(2 * 3_600_000);
      await q.app.jobs.send(DEVICE_SWEEP_QUEUE, {});
      await expect.poll(late, { timeout: 15_000 }).toBe(DeviceFlag.Late);
    } finally {
      await q.close();
    }
  });
});
