// spec 001 §7 Asset calls: an asset with its configs and live states, in the caller's units;
// create-or-update with the spec's validation; templates, strapping tables, history and fills.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { ConfigType } from '@ullage/domain/configs';
import { TankType } from '@ullage/domain/tanks/tank-geometry';
import { findDeviceModel, findProtocol } from '@ullage/domain/devices/device-catalogue';
import { systemSchedulesFor } from '@ullage/domain/alerts/system-schedules';
import { Zone } from '@ullage/domain/tanks/zones';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, minutesAgo, RANGE, sendUpdate, type DemoTank } from './support';

let t: TestContext;
let admin: ReturnType<typeof client>;
let tank: DemoTank;
beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.propane);
  for (const [i, level] of [20, 19.6, 19.2].entries()) {
    const res = await sendUpdate(t, tank.key, {
      readingDate: minutesAgo(90 - i * 30),
      batteryStrength: 90,
      readings: [
        { port: 1, reading: level },
        { port: 2, reading: 35 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

describe('GET /api/Asset/{uid}', () => {
  it('answers the asset with its configs and the states its readings made', async () => {
    const res = await admin.get(`/api/Asset/${tank.assetUid}`);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({ uid: tank.assetUid, typeId: 10, folderUid: tank.siteUid, units: { volumeUnitId: 1, dimensionUnitId: 1 } });
    expect(a.configs.find((c: { typeId: number }) => c.typeId === ConfigType.AssetTank)).toMatchObject({
      sensor: { deviceUid: tank.deviceUid, port: 1 },
    });
    expect(a.states.tank).toMatchObject({ inchesFull: 19.2, amountUnit: 'volume' });
    expect(a.states.tank.percentFull).toBeCloseTo(a.states.tank.amountFull / a.states.tank.capacity, 3);
    expect(a.states.tank.ullage).toBeCloseTo(a.states.tank.capacity - a.states.tank.amountFull, 2);
    expect(a.states.values).toEqual([expect.objectContaining({ typeId: ConfigType.Temperature, value: 35, label: 'Temperature' })]);
    expect(a.states.usage.status).toBe(a.states.status);
  });

  it("converts amounts, levels and temperatures to the caller's units", async () => {
    const before = (await admin.get(`/api/Asset/${tank.assetUid}`)).json();
    await t.database.pool.query(
      `update app_user set unit_config = '{"volumeUnitId":2,"dimensionUnitId":2,"temperatureUnitId":2,"weightUnitId":1}' where user_name = 'dhanson.propane'`,
    );
    const manager = client(t, await t.login('dhanson.propane'));
    const after = (await manager.get(`/api/Asset/${tank.assetUid}`)).json();
    expect(after.units).toMatchObject({ volumeUnitId: 2, dimensionUnitId: 2, temperatureUnitId: 2 });
    expect(after.states.tank.amountFull).toBeCloseTo(before.states.tank.amountFull / 0.264172, 1);
    expect(after.states.tank.inchesFull).toBeCloseTo(19.2 * 2.54, 2);
    expect(after.states.values[0].value).toBeCloseTo(((35 - 32) * 5) / 9, 2);
    expect(after.states.tank.percentFull).toBe(before.states.tank.percentFull);
  });

  it("lists a folder's assets, in full and lite, and where they are", async () => {
    const full = await admin.get(`/api/Asset/ByFolder/${tank.siteUid}`);
    expect(full.statusCode).toBe(200);
    expect(full.json().assets.map((a: { uid: number }) => a.uid)).toContain(tank.assetUid);
    const lite = (await admin.get(`/api/Asset/Lite/ByFolder/${tank.companyUid}?includeSubFolders=true`)).json();
    expect(lite.assets.length).toBeGreaterThan(800);
    expect(lite.assets.find((a: { uid: number }) => a.uid === tank.assetUid)).toMatchObject({ statusColor: expect.any(String) });
    // A company folder holds folders: no tank stands in it, only the company's templates.
    const own = (await admin.get(`/api/Asset/Lite/ByFolder/${tank.companyUid}`)).json().assets;
    expect(own.map((a: { isTemplate: boolean }) => a.isTemplate)).toEqual([true, true, true]);
    const locations = (await admin.get(`/api/Asset/ByFolder/${tank.siteUid}/Location`)).json();
    expect(locations.find((l: { uid: number }) => l.uid === tank.assetUid)).toMatchObject({
      source: 'folder',
      latitude: expect.any(Number),
    });
  });
});

describe('create and update (spec 001 §4, §5)', () => {
  async function freeMonitor() {
    // A radio gateway's monitor whose tank is taken off it, so its sensor is free for a new tank.
    const { rows } = await t.database.pool.query<{ device: number; asset: number; folder: number }>(
      `select d.uid as device, c.entity_uid as asset, m.folder_uid as folder from device d join sensor s on s.device_uid = d.uid and s.port = 1
         join entity_config c on c.sensor_uid = s.uid and c.type_id = 2 join folder_membership m on m.entity_uid = d.uid
         join folder f on f.uid = m.folder_uid join entity ce on ce.uid = f.path[2] and ce.label = $1
        where d.model_id = 27 order by d.uid limit 1`,
      [COMPANIES.lube],
    );
    return rows[0]!;
  }

  it('creates a tank on a device, computing its capacity from its dimensions (spec 001 §5)', async () => {
    const lube = client(t, await t.login('demo-lube'));
    const m = await freeMonitor();
    expect((await lube.delete(`/api/Asset/${m.asset}/Entity/Device/${m.device}`)).statusCode).toBe(200);
    const body = {
      label: 'Bay 3 Hydraulic',
      configs: [
        {
          typeId: ConfigType.AssetTank,
          label: 'Level',
          sensor: { deviceUid: m.device, port: 1 },
          tank: { cmid: TankType.VerticalCylinder, width: 48, height: 64 },
        },
      ],
    };
    const res = await lube.post(`/api/Asset/ToFolder/${m.folder}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    // pi x 24^2 x 64 in^3 x 0.004329 gal/in^3, rounded to 0.1.
    expect(a.configs[0].tank.capacity).toBe(Math.round(Math.PI * 576 * 64 * 0.004329 * 10) / 10);
    expect(a.configs[0].id).toBeGreaterThan(0);
    const history = (await lube.get(`/api/Entity/${a.uid}/History/Config?configTypeId=${ConfigType.AssetTank}`)).json();
    expect(history).toEqual([expect.objectContaining({ changeLabel: 'Created', changedByName: 'demo-lube' })]);

    // Changing the tank is recorded; an unchanged save records nothing.
    const changed = { ...body, configs: [{ ...a.configs[0], tank: { ...a.configs[0].tank, heelAmount: 20 } }] };
    expect((await lube.put(`/api/Asset/${a.uid}`, changed)).statusCode).toBe(200);
    expect((await lube.put(`/api/Asset/${a.uid}`, changed)).statusCode).toBe(200);
    const after = (await lube.get(`/api/Entity/${a.uid}/History/Config`)).json();
    expect(after.map((h: { changeLabel: string }) => h.changeLabel)).toEqual(['Updated', 'Created']);
    expect(after[0].data.tank.heelAmount).toBe(20);
    expect((await lube.get(`/api/Entity/${a.uid}/Config`)).json()[0].tank.heelAmount).toBe(20);
  });

  it('saves a tank with an Address config beside its level config (a config that reads no sensor)', async () => {
    const lube = client(t, await t.login('demo-lube'));
    const m = await freeMonitor();
    expect((await lube.delete(`/api/Asset/${m.asset}/Entity/Device/${m.device}`)).statusCode).toBe(200);
    const address = { typeId: ConfigType.Address, address1: '12 Quarry Road', city: 'Springfield', state: 'IL', zip: '62701' };
    const body = {
      label: 'Bay 4 Gear Oil',
      configs: [
        {
          typeId: ConfigType.AssetTank,
          label: 'Level',
          sensor: { deviceUid: m.device, port: 1 },
          tank: { cmid: TankType.VerticalCylinder, width: 48, height: 64 },
        },
        address,
      ],
    };
    const valid = await lube.post(`/api/Asset/Validate?uid=0&folderUid=${m.folder}`, body);
    expect(valid.statusCode, valid.body).toBe(200);
    const res = await lube.post(`/api/Asset/ToFolder/${m.folder}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a.configs.find((c: { typeId: number }) => c.typeId === ConfigType.Address)).toMatchObject(address);
    const moved = { ...body, configs: [a.configs[0], { ...address, id: a.configs[1].id, city: 'Decatur' }] };
    const updated = await lube.put(`/api/Asset/${a.uid}`, moved);
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await lube.get(`/api/Entity/${a.uid}/Config`)).json()[1].city).toBe('Decatur');
  });

  it('refuses what spec 001 §5 refuses, field by field, and saves nothing', async () => {
    const before = await t.database.pool.query('select count(*)::int as n from asset');
    const other = await demoTank(t, COMPANIES.fuel);
    const res = await admin.post(`/api/Asset/ToFolder/${tank.siteUid}`, { label: '', configs: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ label: ['Label: is required'] });
    const again = await admin.post(`/api/Asset/ToFolder/${tank.siteUid}`, {
      label: 'Second tank on one sensor',
      configs: [
        {
          typeId: ConfigType.AssetTank,
          sensor: { deviceUid: tank.deviceUid, port: 1 },
          tank: { cmid: TankType.HorizontalCylinder, length: 100 },
        },
        { typeId: ConfigType.Temperature, sensor: { deviceUid: other.deviceUid, port: 2 } },
        { typeId: ConfigType.AssetTank, sensor: { deviceUid: tank.deviceUid, port: 2 }, tank: { cmid: TankType.Other } },
        { typeId: ConfigType.Modem },
      ],
    });
    expect(again.statusCode).toBe(400);
    const errors = again.json().errors;
    expect(errors['configs.3.typeId']).toEqual(['Config Type: a Modem config does not belong on an asset']);
    expect(errors['configs.0.sensor.port']).toEqual([expect.stringMatching(/^Port: this sensor already reads the tank of /)]);
    expect(errors['configs.0.tank.height']).toEqual(['Height: is required']);
    expect(errors['configs.1.sensor.deviceUid']).toEqual([`Device: ${other.deviceUid} was not found`]);
    expect(errors['configs.2.sensor.port']).toEqual(['Port: the sensor on port 2 cannot feed an Asset Tank config']);
    expect(errors['configs.2.tank.capacity']).toEqual(['Capacity: is required']);
    // A wrong type says what it must be; an unknown tank type or another company's table is not found.
    const foreignTable = (
      await t.database.pool.query<{ id: number }>(
        `insert into strapping_table (folder_uid, make, model, height, capacity, step, table_values) values ($1, 'Other', 'Co', 10, 10, 10, '{0,10}') returning id`,
        [other.companyUid],
      )
    ).rows[0]!.id;
    const third = await admin.post(`/api/Asset/ToFolder/${tank.siteUid}`, {
      label: 5,
      configs: [
        { typeId: ConfigType.AssetTank, tank: { cmid: 999, capacity: 100 } },
        { typeId: ConfigType.AssetTank, tank: { cmid: TankType.StrappingTable, stid: foreignTable } },
      ],
    });
    expect(third.json().errors.label).toEqual(['Label: must be a string']);
    const typed = await admin.post(`/api/Asset/ToFolder/${tank.siteUid}`, {
      label: 'Unknowns',
      configs: [
        { typeId: ConfigType.AssetTank, tank: { cmid: 999, capacity: 100 } },
        { typeId: ConfigType.AssetTank, tank: { cmid: TankType.StrappingTable, stid: foreignTable } },
      ],
    });
    expect(typed.json().errors).toMatchObject({
      'configs.0.tank.cmid': [expect.stringMatching(/^Tank Type: is not (a known tank type|one of the allowed values)$/)],
      'configs.1.tank.stid': ['Strapping Table: was not found'],
    });
    const reading = await admin.post('/api/Sensor/AddReading/', { sensorUid: tank.levelSensorUid, reading: 'abc' });
    expect(reading.json().errors).toEqual({ reading: ['Reading: must be a number'] });
    expect((await t.database.pool.query('select count(*)::int as n from asset')).rows[0].n).toBe(before.rows[0].n);
  });

  it('lets Edit Asset Information rename a tank but not change its configs', async () => {
    const dispatcher = client(t, await t.login('bkowalski.propane'));
    const a = (await dispatcher.get(`/api/Asset/${tank.assetUid}`)).json();
    const body = { label: `${a.label} (renamed)`, comment: 'Gate code 1234', configs: a.configs, productUid: a.product.uid };
    const renamed = await dispatcher.put(`/api/Asset/${tank.assetUid}`, body);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ label: body.label, comment: 'Gate code 1234' });
    const cfg = { ...a.configs[0], tank: { ...a.configs[0].tank, heelAmount: 50 } };
    const res = await dispatcher.put(`/api/Asset/${tank.assetUid}`, { ...body, configs: [cfg, ...a.configs.slice(1)] });
    expect(res.statusCode).toBe(403);
  });

  it('keeps a maintenance plan with the asset: saved, moved on when done, left alone when left out (ADR 065)', async () => {
    const dispatcher = client(t, await t.login('bkowalski.propane'));
    const a = (await dispatcher.get(`/api/Asset/${tank.assetUid}`)).json();
    expect(a.maintenance).toBeNull();
    const body = { label: a.label, comment: a.comment, configs: a.configs, productUid: a.product.uid };
    const planned = await dispatcher.put(`/api/Asset/${tank.assetUid}`, {
      ...body,
      maintenance: { dueOn: '2027-03-01', intervalMonths: 12 },
    });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json().maintenance).toEqual({ dueOn: '2027-03-01', intervalMonths: 12, lastDoneOn: null });
    // Done: the next one is due a year after.
    const done = await dispatcher.put(`/api/Asset/${tank.assetUid}`, {
      ...body,
      maintenance: { dueOn: '2027-03-01', intervalMonths: 12, lastDoneOn: '2027-02-20' },
    });
    expect(done.json().maintenance).toEqual({ dueOn: '2028-02-20', intervalMonths: 12, lastDoneOn: '2027-02-20' });
    expect((await dispatcher.put(`/api/Asset/${tank.assetUid}`, body)).json().maintenance.dueOn).toBe('2028-02-20');
    const bad = await dispatcher.put(`/api/Asset/${tank.assetUid}`, { ...body, maintenance: { dueOn: 'soon' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['maintenance.dueOn']).toEqual(['Maintenance Due On: is not a valid date']);
    expect((await dispatcher.put(`/api/Asset/${tank.assetUid}`, { ...body, maintenance: null })).json().maintenance).toBeNull();
  });

  it('lets a customer read the tanks of his own site, change none, and see no other site', async () => {
    const viewer = client(t, await t.login('gwendt.propane'));
    const { rows } = await t.database.pool.query<{ uid: number }>(
      `select a.uid from asset a join folder_membership m on m.entity_uid = a.uid
        where m.folder_uid = (select base_folder_uid from app_user where user_name = 'gwendt.propane') order by a.uid limit 1`,
    );
    const own = (await viewer.get(`/api/Asset/${rows[0]!.uid}`)).json();
    expect(own.uid).toBe(rows[0]!.uid);
    expect((await viewer.put(`/api/Asset/${own.uid}`, { label: 'Mine now', configs: own.configs })).statusCode).toBe(403);
    const other = await demoTank(t, COMPANIES.propane, 5);
    expect((await viewer.get(`/api/Asset/${other.assetUid}`)).statusCode).toBe(404);
    expect((await viewer.get(`/api/Asset/ByFolder/${other.siteUid}`)).statusCode).toBe(404);
  });

  it('validates an asset with its devices (spec 001 §5, §8)', async () => {
    const none = await admin.post(`/api/Asset/Validate?uid=0&folderUid=${tank.siteUid}`, { label: 'No devices', configs: [] });
    expect(none.json()).toEqual([{ isValid: false, label: 'Asset', message: 'Null device or asset' }]);
    // spec 001 §5: the asset's validation combines its devices'. A new device has no schedule yet:
    // the device's validation says so, and so does the asset's.
    const device = await admin.post(`/api/Device/ToFolder/${tank.siteUid}`, {
      label: 'Unscheduled',
      serialNumber: 'TST-VALIDATE-1',
      modelId: 22,
      configs: [],
    });
    expect(device.statusCode, device.body).toBe(200);
    const uid = device.json().uid;
    const saved = { uid, label: 'Unscheduled', serialNumber: 'TST-VALIDATE-1', modelId: 22, configs: device.json().configs };
    const own = (await admin.post(`/api/Device/Validate?uid=${uid}&folderUid=${tank.siteUid}`, saved)).json();
    const scheduleItem = own.find((i: { isValid: boolean }) => !i.isValid);
    expect(scheduleItem).toMatchObject({ isValid: false, message: 'You must select a schedule' });
    const combined = await admin.post(`/api/Asset/Validate?uid=0&folderUid=${tank.siteUid}`, {
      label: 'On an unscheduled device',
      configs: [
        {
          typeId: ConfigType.AssetTank,
          sensor: { deviceUid: uid, port: 1 },
          tank: { cmid: TankType.VerticalPropane, capacity: 120, height: 60, width: 30 },
        },
      ],
    });
    expect(combined.json()).toEqual([
      { isValid: false, label: `devices.${uid}.${scheduleItem.label}`, message: 'You must select a schedule' },
    ]);
    // Scheduled, the device passes, and so does the asset.
    // A system schedule of the device's schedule option (spec 001 §9).
    const schedule = systemSchedulesFor(findProtocol(findDeviceModel(22)!.protocolId)!.scheduleOptionsId)[0]!;
    const configs = saved.configs.map((c: { typeId: number }) =>
      c.typeId === ConfigType.EntitySchedule ? { ...c, scheduleUid: schedule.uid } : c,
    );
    const scheduled = await admin.put('/api/Device/', { ...saved, configs });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const ok = await admin.post(`/api/Asset/Validate?uid=0&folderUid=${tank.siteUid}`, {
      label: 'On a scheduled device',
      configs: [
        {
          typeId: ConfigType.AssetTank,
          sensor: { deviceUid: uid, port: 1 },
          tank: { cmid: TankType.VerticalPropane, capacity: 120, height: 60, width: 30 },
        },
      ],
    });
    expect(ok.json()).toEqual([{ isValid: true, label: 'Asset', message: 'No invalid fields detected' }]);
  });
});

describe('strapping tables and templates', () => {
  it("keeps a folder's strapping tables and reads a strapping tank through one", async () => {
    const res = await admin.put('/api/Asset/StrappingTable', {
      folderUid: tank.companyUid,
      make: 'Acme',
      model: 'Sphere 1000',
      height: 40,
      capacity: 1000,
      step: 10,
      tableValues: [0, 100, 400, 800, 1000],
    });
    expect(res.statusCode, res.body).toBe(200);
    const table = res.json();
    expect((await admin.get(`/api/Asset/StrappingTable/ByFolder/${tank.siteUid}`)).json()).toContainEqual(table);
    const bad = await admin.put('/api/Asset/StrappingTable', {
      folderUid: tank.companyUid,
      make: 'Acme',
      model: 'Bad',
      height: 40,
      capacity: 1000,
      step: 10,
      tableValues: [0, 500, 400],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.tableValues).toEqual(['Table Values: must not decrease as the level rises']);
    const wrongTypes = await admin.put('/api/Asset/StrappingTable', {
      folderUid: tank.companyUid,
      make: 5,
      model: 'Bad',
      height: 'x',
      capacity: 1000,
      step: 10,
      tableValues: [0, 1000],
    });
    expect(wrongTypes.json().errors).toEqual({ make: ['Make: must be a string'], height: ['Height: must be a number'] });
    const overfull = await admin.put('/api/Asset/StrappingTable', {
      folderUid: tank.companyUid,
      make: 'Acme',
      model: 'Small',
      height: 40,
      capacity: 5,
      step: 10,
      tableValues: [0, 100, 400, 800, 1000],
    });
    expect(overfull.json().errors).toEqual({ tableValues: ['Table Values: must not exceed the capacity'] });

    const a = (await admin.get(`/api/Asset/${tank.assetUid}`)).json();
    const cfg = { ...a.configs[0], tank: { ...a.configs[0].tank, cmid: TankType.StrappingTable, stid: table.id, capacity: 0, height: 0 } };
    const saved = await admin.put(`/api/Asset/${tank.assetUid}`, {
      label: a.label,
      configs: [cfg, ...a.configs.slice(1)],
      productUid: a.product.uid,
      isTemplate: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().configs[0].tank).toMatchObject({ capacity: 1000, height: 40 });
    // The tank state follows the new config at once: 19.2 inches on the chart is 100 + 0.92 x 300.
    expect(saved.json().states.tank.amountFull).toBeCloseTo(376, 6);
    expect((await sendUpdate(t, tank.key, { readingDate: minutesAgo(5), readings: [{ port: 1, reading: 25 }] })).statusCode).toBe(200);
    expect((await admin.get(`/api/Asset/${tank.assetUid}`)).json().states.tank.amountFull).toBe(600);
    const templates = (await admin.get(`/api/Asset/Templates/ByFolder/${tank.siteUid}`)).json().assets;
    expect(templates.map((x: { uid: number }) => x.uid)).toContain(tank.assetUid);

    // Issue 19: the chart corrected (taller, larger) moves the tank at once: 25 inches on the new
    // chart (step 12.5, rows 0, 250, 700, 1100, 1200) is its third row, 700 gallons.
    const corrected = await admin.put('/api/Asset/StrappingTable', {
      ...table,
      height: 50,
      capacity: 1200,
      step: 12.5,
      tableValues: [0, 250, 700, 1100, 1200],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const followed = (await admin.get(`/api/Asset/${tank.assetUid}`)).json();
    expect(followed.states.tank.amountFull).toBe(700);
    expect(followed.configs[0].tank).toMatchObject({ capacity: 1200, height: 50, stid: table.id });
    // Another company's administrator cannot change it: not found, and nothing changed.
    const fuelAdmin = client(t, await t.login('demo-fuel'));
    const foreign = await fuelAdmin.put('/api/Asset/StrappingTable', { ...table, tableValues: [0, 1, 2, 3, 4] });
    expect(foreign.statusCode).toBe(404);
    expect((await admin.get(`/api/Asset/${tank.assetUid}`)).json().states.tank.amountFull).toBe(700);
  });

  // Issue 20: a tank type that uses no strapping table keeps none, so another company's table id
  // is neither stored nor read; a strapping type is checked against the folder's tables.
  it("keeps no strapping table on a tank type that uses none, and never reads another company's", async () => {
    const own = await demoTank(t, COMPANIES.propane, 9);
    const fuel = await demoTank(t, COMPANIES.fuel);
    // Another company's chart, 40 inches tall: read through it, 20 inches of a 500 gallon tank would be 250.
    const foreign = (
      await t.database.pool.query<{ id: number }>(
        `insert into strapping_table (folder_uid, make, model, height, capacity, step, table_values)
         values ($1, 'Fuel', 'Chart', 40, 1000, 10, '{0,100,400,800,1000}') returning id`,
        [fuel.companyUid],
      )
    ).rows[0]!.id;
    expect((await sendUpdate(t, own.key, { readingDate: minutesAgo(20), readings: [{ port: 1, reading: 20 }] })).statusCode).toBe(200);
    const a = (await admin.get(`/api/Asset/${own.assetUid}`)).json();
    const level = a.configs.findIndex((c: { typeId: number }) => c.typeId === ConfigType.AssetTank);
    const withTank = (tankFields: Record<string, unknown>) =>
      a.configs.map((c: { tank: object }, i: number) => (i === level ? { ...c, tank: { ...c.tank, ...tankFields } } : c));
    const save = (tankFields: Record<string, unknown>) =>
      admin.put(`/api/Asset/${own.assetUid}`, { label: a.label, productUid: a.product?.uid ?? null, configs: withTank(tankFields) });
    const storedStid = async () =>
      (
        await t.database.pool.query<{ stid: unknown }>(
          `select data->'tank'->'stid' as stid from entity_config where entity_uid = $1 and type_id = $2`,
          [own.assetUid, ConfigType.AssetTank],
        )
      ).rows[0]!.stid;

    // Cryogenic: capacity entered, no shape, no height, so the reading is a percentage (20% of 500).
    const saved = await save({ cmid: TankType.Cryogenic, capacity: 500, height: 0, stid: foreign });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().configs[level].tank).toMatchObject({ cmid: TankType.Cryogenic, stid: null, height: 0 });
    expect(await storedStid()).toBeNull();
    expect(saved.json().states.tank.amountFull).toBe(100);

    // A config stored with the id before this rule (written here by hand) is still not read through it:
    // not by the next reading, nor by the sensor's real-time state.
    await t.database.pool.query(
      `update entity_config set data = jsonb_set(data, '{tank,stid}', to_jsonb($2::int)), updated_at = now()
        where entity_uid = $1 and type_id = $3`,
      [own.assetUid, foreign, ConfigType.AssetTank],
    );
    expect((await sendUpdate(t, own.key, { readingDate: minutesAgo(10), readings: [{ port: 1, reading: 24 }] })).statusCode).toBe(200);
    expect((await admin.get(`/api/Asset/${own.assetUid}`)).json().states.tank.amountFull).toBe(120);
    expect((await admin.get(`/api/Sensor/${own.levelSensorUid}/RealTimeTankState`)).json().tank.amountFull).toBe(120);

    // A strapping tank with that table: not found, as a missing one.
    const strapping = await save({ cmid: TankType.StrappingTable, capacity: 0, height: 0, stid: foreign });
    expect(strapping.statusCode).toBe(400);
    expect(strapping.json().errors[`configs.${level}.tank.stid`]).toEqual(['Strapping Table: was not found']);
  });

  it('keeps templates in a company folder for every site below it, where no tank may stand', async () => {
    const body = {
      label: 'Company 500 gal propane',
      isTemplate: true,
      configs: [
        {
          typeId: ConfigType.AssetTank,
          label: 'Level',
          sensor: null,
          tank: { cmid: TankType.HorizontalPropane, capacity: 500, length: 120, width: 37.5, height: 37.5 },
        },
      ],
    };
    const res = await admin.post(`/api/Asset/ToFolder/${tank.companyUid}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isTemplate: true, folderUid: tank.companyUid });
    const atSite = (await admin.get(`/api/Asset/Templates/ByFolder/${tank.siteUid}`)).json().assets;
    expect(atSite.map((x: { uid: number }) => x.uid)).toContain(res.json().uid);
    // A tank still cannot stand in a folder that holds folders, nor a template become one there.
    const tankThere = await admin.post(`/api/Asset/ToFolder/${tank.companyUid}`, { ...body, isTemplate: false });
    expect(tankThere.statusCode).toBe(400);
    expect(tankThere.json().message).toBe("Can't create asset in a folder containing folders");
    expect((await admin.put(`/api/Asset/${res.json().uid}`, { ...body, isTemplate: false, configs: res.json().configs })).statusCode).toBe(
      400,
    );
  });

  it("offers a company's templates in every folder of it, and those fitting a device's model family and sensor type", async () => {
    // The template of the test above stands in one site; another site of the company sees it too.
    const other = await demoTank(t, COMPANIES.propane, 7);
    expect(other.siteUid).not.toBe(tank.siteUid);
    const uids = (list: { uid: number }[]) => list.map((x) => x.uid);
    const all = (await admin.get(`/api/Asset/Templates/ByFolder/${other.siteUid}`)).json().assets;
    expect(uids(all)).toContain(tank.assetUid);
    // Same model (CM-300 ultrasonic, a cellular LTE family with level sensors): it fits.
    const fits = (await admin.get(`/api/Asset/Templates/ByFolder/${other.siteUid}?deviceUid=${other.deviceUid}`)).json().assets;
    expect(uids(fits)).toContain(tank.assetUid);
    // A tote monitor is of another family: the template built on a CM-300 does not fit it (the
    // company's templates made without a device do, by its level sensor).
    const tote = await admin.post(`/api/Device/ToFolder/${other.siteUid}`, {
      label: 'Tote monitor',
      serialNumber: 'TST-TOTE-1',
      modelId: 26,
    });
    expect(tote.statusCode, tote.body).toBe(200);
    const forTote = (await admin.get(`/api/Asset/Templates/ByFolder/${other.siteUid}?deviceUid=${tote.json().uid}`)).json().assets;
    expect(uids(forTote)).not.toContain(tank.assetUid);
    expect(forTote.every((x: { configs: { sensor: unknown }[] }) => x.configs.every((c) => c.sensor === null))).toBe(true);
    // Another company's folder sees none of them, and another company's device is not found.
    const fuel = client(t, await t.login('demo-fuel'));
    const fuelTank = await demoTank(t, COMPANIES.fuel);
    const fuelTemplates = uids((await fuel.get(`/api/Asset/Templates/ByFolder/${fuelTank.siteUid}`)).json().assets);
    expect(fuelTemplates.filter((uid) => uids(all).includes(uid))).toEqual([]);
    expect((await fuel.get(`/api/Asset/Templates/ByFolder/${fuelTank.siteUid}?deviceUid=${other.deviceUid}`)).statusCode).toBe(404);
  });
});

describe('history', () => {
  it("answers the tank's state history, usage by day and weekday, and its fills", async () => {
    const m = await demoTank(t, COMPANIES.propane, 3);
    const readings = [12, 11.6, 11.2, 19, 18.8];
    for (const [i, level] of readings.entries()) {
      expect(
        (await sendUpdate(t, m.key, { readingDate: minutesAgo(60 - i * 10), readings: [{ port: 1, reading: level }] })).statusCode,
      ).toBe(200);
    }
    const states = (await admin.get(`/api/Asset/${m.assetUid}/History/State/Tank/Lite?${RANGE}`)).json();
    expect(states.states.map((s: { reading: number }) => s.reading)).toEqual(readings);
    expect(states.states[3].amountFull).toBeGreaterThan(states.states[2].amountFull);
    const days = (await admin.get(`/api/Asset/${m.assetUid}/History/Usage/ByDay?${RANGE}`)).json();
    expect(days.days.reduce((n: number, d: { readings: number }) => n + d.readings, 0)).toBe(5);
    expect(days.days.reduce((n: number, d: { fills: number }) => n + d.fills, 0)).toBe(1);
    const weekdays = (await admin.get(`/api/Asset/${m.assetUid}/History/Usage/ByWeekDay?${RANGE}`)).json();
    expect(weekdays.weekdays).toHaveLength(7);
    const fills = (await admin.get(`/api/History/Fill/${m.assetUid}?${RANGE}`)).json();
    expect(fills.fills).toEqual([expect.objectContaining({ uid: m.assetUid, includeInAnalysis: true, falseFill: false })]);
    const byFolder = (await admin.get(`/api/History/Fill/ByFolder/${m.companyUid}?${RANGE}`)).json();
    expect(byFolder.fills.map((f: { uid: number }) => f.uid)).toContain(m.assetUid);
    const temps = (await admin.get(`/api/Asset/${tank.assetUid}/History/State/Temperature/Lite?${RANGE}`)).json();
    expect(temps.states.map((s: { value: number }) => s.value)).toEqual([35, 35, 35]);
    const bad = await admin.get(`/api/Asset/${m.assetUid}/History/State/Tank/Lite?startDate=2025-02-01&endDate=2025-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.endDate).toEqual(['End Date: must not be before the start date']);
    const ages = await admin.get(
      `/api/Asset/${m.assetUid}/History/State/Tank/Lite?startDate=1000-01-01T00:00:00&endDate=9999-12-31T00:00:00`,
    );
    expect(ages.json().errors).toEqual({
      startDate: ['Start Date: must be in the years 2000 to 2099'],
      endDate: ['End Date: must be in the years 2000 to 2099'],
    });
    const long = await admin.get(`/api/History/Fill/${m.assetUid}?startDate=2024-01-01T00:00:00&endDate=2025-06-01T00:00:00`);
    expect(long.json().errors).toEqual({ endDate: ['End Date: must be at most 366 days after the start date'] });
    expect((await admin.get(`/api/Asset/${m.assetUid}/History/State/Volume/Lite?${RANGE}`)).statusCode).toBe(400);
  });

  it("gives each tank's fills in its own measure: a CO2 fill is a weight", async () => {
    const m = await demoTank(t, COMPANIES.propane, 5);
    const a = (await admin.get(`/api/Asset/${m.assetUid}`)).json();
    const co2 = { ...a.configs[0], tank: { ...a.configs[0].tank, cmid: TankType.CO2, capacity: 1000 } };
    expect(
      (
        await admin.put(`/api/Asset/${m.assetUid}`, {
          label: a.label,
          configs: [co2, ...a.configs.slice(1)],
          productUid: a.product?.uid ?? null,
        })
      ).statusCode,
    ).toBe(200);
    // A load cell's pounds: 100, then a 400 lb delivery.
    for (const [i, pounds] of [100, 500].entries()) {
      expect(
        (await sendUpdate(t, m.key, { readingDate: minutesAgo(30 - i * 10), readings: [{ port: 1, reading: pounds }] })).statusCode,
      ).toBe(200);
    }
    const propaneFill = await demoTank(t, COMPANIES.propane, 6);
    for (const [i, level] of [10, 30].entries())
      await sendUpdate(t, propaneFill.key, { readingDate: minutesAgo(30 - i * 10), readings: [{ port: 1, reading: level }] });
    await t.database.pool.query(
      `update app_user set unit_config = '{"volumeUnitId":2,"dimensionUnitId":2,"temperatureUnitId":2,"weightUnitId":2}' where user_name = 'dhanson.propane'`,
    );
    const metric = client(t, await t.login('dhanson.propane'));
    const fills = (await metric.get(`/api/History/Fill/ByFolder/${m.companyUid}?${RANGE}`)).json().fills;
    const weighed = fills.find((f: { uid: number }) => f.uid === m.assetUid);
    expect(weighed).toMatchObject({
      amountUnit: 'weight',
      beforeAmount: expect.closeTo(100 / 2.20462, 3),
      afterAmount: expect.closeTo(500 / 2.20462, 3),
    });
    expect(weighed.amount).toBeCloseTo(400 / 2.20462, 3);
    expect(weighed.capacity).toBeCloseTo(1000 / 2.20462, 3);
    const gallons = (await admin.get(`/api/History/Fill/${propaneFill.assetUid}?${RANGE}`)).json().fills[0];
    const liters = fills.find((f: { uid: number }) => f.uid === propaneFill.assetUid);
    expect(liters).toMatchObject({ amountUnit: 'volume' });
    expect(liters.amount).toBeCloseTo(gallons.amount / 0.264172, 2);
  });

  it('deletes an asset (spec 001 §7 DELETE Asset/{uid}): out of every folder and deactivated, its history kept', async () => {
    const m = await demoTank(t, COMPANIES.propane, 8);
    await sendUpdate(t, m.key, { readingDate: minutesAgo(5), readings: [{ port: 1, reading: 20 }] });
    expect((await admin.delete(`/api/Asset/${m.assetUid}`)).json()).toEqual({ removed: true, deactivated: true });
    expect((await admin.get(`/api/Asset/${m.assetUid}`)).json().active).toBe(false);
    expect((await admin.get(`/api/Asset/${m.assetUid}/History/State/Tank/Lite?${RANGE}`)).json().states).toHaveLength(1);
    expect((await admin.get(`/api/Asset/ByFolder/${m.siteUid}`)).json().assets.map((a: { uid: number }) => a.uid)).not.toContain(
      m.assetUid,
    );
  });

  it('restates days left and statuses at once when the tank config changes', async () => {
    const m = await demoTank(t, COMPANIES.propane, 7);
    for (const [i, level] of [30, 29.8].entries())
      await sendUpdate(t, m.key, { readingDate: minutesAgo(30 - i * 10), readings: [{ port: 1, reading: level }] });
    const save = async (change: (c: Record<string, unknown> & { tank: Record<string, unknown> }) => Record<string, unknown>) => {
      const a = (await admin.get(`/api/Asset/${m.assetUid}`)).json();
      const res = await admin.put(`/api/Asset/${m.assetUid}`, {
        label: a.label,
        configs: [change(a.configs[0]), ...a.configs.slice(1)],
        productUid: a.product?.uid ?? null,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // No complete day of use yet: days left run on the config's base usage.
    const based = await save((c) => ({ ...c, baseUsage: 10, tank: { ...c.tank, heelAmount: 0 } }));
    const amount = based.states.tank.amountFull;
    expect(based.states.tank.daysLeft).toBeCloseTo(amount / 10, 2);
    const heeled = await save((c) => ({ ...c, tank: { ...c.tank, heelAmount: 50 } }));
    expect(heeled.states.tank.daysLeft).toBeCloseTo((amount - 50) / 10, 2);
    expect(heeled.states.status).toBe(AssetStatus.OK);
    // Zones that put the level in the critical zone: a Setpoint now, not at the next reading.
    const percent = heeled.states.tank.percentFull;
    const critical = await save((c) => ({
      ...c,
      zones: [
        { type: Zone.Warning, value: Math.min(0.99, percent + 0.1) },
        { type: Zone.Critical, value: Math.min(0.98, percent + 0.05) },
      ],
    }));
    expect(critical.states.tank.zone).toBe(Zone.Critical);
    expect(critical.states.statuses).toEqual([AssetStatus.Setpoint]);
  });

  it('shows the statuses of spec 001 §4 as readings make them', async () => {
    const m = await demoTank(t, COMPANIES.propane, 4);
    await sendUpdate(t, m.key, { readingDate: minutesAgo(20), readings: [{ port: 1, reading: 15 }] });
    await sendUpdate(t, m.key, { readingDate: minutesAgo(10), readings: [{ port: 1, reading: 0, statusCode: 4 }] });
    const a = (await admin.get(`/api/Asset/${m.assetUid}`)).json();
    expect(a.states.status).toBe(AssetStatus.SensorError);
    // The tank still shows its last good amount.
    expect(a.states.tank.inchesFull).toBe(15);
    await sendUpdate(t, m.key, { readingDate: minutesAgo(5), readings: [{ port: 1, reading: 500 }] });
    expect((await admin.get(`/api/Asset/${m.assetUid}`)).json().states.status).toBe(AssetStatus.InvalidCalculation);
  });
});
