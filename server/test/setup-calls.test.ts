// The calls the manage modal's setup and the create page choose from (spec 001 §7 Schedule/System,
// Schedule/{id}, Product/ByFolder/{folder}), a device's schedule checked against its schedule
// option (spec 001 §9), and a read-only user refused every save (spec 001 §4, §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { findDeviceModel, findProtocol } from '@ullage/domain/devices/device-catalogue';
import { defaultIntervalMinutes } from '@ullage/domain/devices/device-health';
import { SCHEDULE_TYPE_NOT_ALLOWED, ScheduleOptions, ScheduleType, scheduleSchema } from '@ullage/domain/alerts/schedules';
import { systemScheduleEvery } from '@ullage/domain/alerts/system-schedules';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, type DemoTank } from './support';

let t: TestContext;
let admin: ReturnType<typeof client>;
let tank: DemoTank;
beforeAll(async () => {
  t = await createTestContext();
  admin = client(t, await t.login('demo-propane'));
  tank = await demoTank(t, COMPANIES.propane);
});
afterAll(() => t.close());

interface ScheduleAnswer {
  uid: number;
  label: string;
  optionsId: number;
  scheduleTypeId: number;
  system: boolean;
  description: string;
}

describe('GET Schedule/System and Schedule/{id}', () => {
  it('answers valid schedules, each of a type its option allows, below the entity uids', async () => {
    const res = await admin.get('/api/Schedule/System');
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json<ScheduleAnswer[]>();
    expect(all.length).toBeGreaterThan(20);
    expect(new Set(all.map((s) => s.uid)).size).toBe(all.length);
    for (const s of all) {
      expect(s.uid).toBeLessThan(1001);
      expect(s.system).toBe(true);
      expect(scheduleSchema.safeParse(s).success, s.label).toBe(true);
    }
    // spec 001 §9: cellular monitors keep day-specific schedules only.
    const cellular = (await admin.get(`/api/Schedule/System?optionsId=${ScheduleOptions.CellularMonitors}`)).json<ScheduleAnswer[]>();
    expect(cellular.length).toBeGreaterThan(0);
    expect(new Set(cellular.map((s) => s.scheduleTypeId))).toEqual(new Set([ScheduleType.DaySpecific]));
    const daily = cellular.find((s) => s.label === 'Daily at 6:00 AM')!;
    expect(daily.description).toBe('Day Specific: once a day at 6:00 AM, every day');
    expect((await admin.get(`/api/Schedule/${daily.uid}`)).json()).toEqual(daily);
    expect((await admin.get('/api/Schedule/999')).statusCode).toBe(404);
    expect((await admin.get('/api/Schedule/System?optionsId=99')).statusCode).toBe(400);
  });
});

describe("a device's schedule", () => {
  it('must be one its schedule option allows', async () => {
    const d = (await admin.get(`/api/Device/${tank.deviceUid}`)).json();
    const option = findProtocol(findDeviceModel(d.model.id)!.protocolId)!.scheduleOptionsId;
    const schedules = (await admin.get('/api/Schedule/System')).json<ScheduleAnswer[]>();
    const own = schedules.find((s) => s.optionsId === option)!;
    const foreign = schedules.find((s) => s.optionsId !== option && s.scheduleTypeId !== ScheduleType.DaySpecific)!;
    const save = (scheduleUid: number) =>
      admin.put('/api/Device/', {
        uid: d.uid,
        label: d.label,
        serialNumber: d.serialNumber,
        modelId: d.model.id,
        configs: d.configs.map((c: { typeId: number }) => (c.typeId === ConfigType.EntitySchedule ? { ...c, scheduleUid } : c)),
      });
    const i = d.configs.findIndex((c: { typeId: number }) => c.typeId === ConfigType.EntitySchedule);
    // The demo world gives a device the system schedule it reports on (every 6 hours for this model).
    expect(d.configs[i].scheduleUid).toBe(systemScheduleEvery(option, defaultIntervalMinutes(d.model.id))!.uid);
    expect(schedules.find((s) => s.uid === d.configs[i].scheduleUid)?.label).toBe('Every 6 hours');
    expect((await save(0)).json().errors).toEqual({ [`configs.${i}.scheduleUid`]: ['You must select a schedule'] });
    expect((await save(777)).json().errors).toEqual({ [`configs.${i}.scheduleUid`]: ['Schedule: was not found'] });
    const refused = await save(foreign.uid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: `Error saving Device: ${SCHEDULE_TYPE_NOT_ALLOWED}`,
      errors: { [`configs.${i}.scheduleUid`]: [SCHEDULE_TYPE_NOT_ALLOWED] },
    });
    const before = d.configs[i].scheduleUid;
    const saved = await save(own.uid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().configs.find((c: { typeId: number }) => c.typeId === ConfigType.EntitySchedule)).toMatchObject({
      scheduleUid: own.uid,
    });
    // The seeded version is in the config history before the change, so the change can be read.
    const history = (await admin.get(`/api/Entity/${d.uid}/History/Config?configTypeId=${ConfigType.EntitySchedule}`)).json();
    expect(
      history.map((h: { changeLabel: string; changedByName: string | null; data: { scheduleUid: number } }) => [
        h.changeLabel,
        h.changedByName,
        h.data.scheduleUid,
      ]),
    ).toEqual([
      ['Updated', 'demo-propane', own.uid],
      ['Created', null, before],
    ]);
  });
});

describe('GET Product/ByFolder/{folder}', () => {
  it("answers the company's products in any folder of it, and nothing of another company", async () => {
    const res = await admin.get(`/api/Product/ByFolder/${tank.siteUid}`);
    expect(res.statusCode, res.body).toBe(200);
    const products =
      res.json<{ uid: number; typeId: number; config: { name: string; defaultMaxFillPercent: number }; folderUid: number }[]>();
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.typeId === 21 && p.folderUid === tank.companyUid)).toBe(true);
    expect(products.map((p) => p.config.name)).toEqual(
      [...products.map((p) => p.config.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    // The asset's own product is one of them.
    const asset = (await admin.get(`/api/Asset/${tank.assetUid}`)).json();
    expect(products.map((p) => p.uid)).toContain(asset.product.uid);
    const fuel = client(t, await t.login('demo-fuel'));
    expect((await fuel.get(`/api/Product/ByFolder/${tank.siteUid}`)).statusCode).toBe(404);
  });
});

describe('a read-only user (Customer, spec 001 §4 "Device editing is disabled")', () => {
  it('reads his own tank and its device but saves neither, nor sends a command', async () => {
    const viewer = client(t, await t.login('gwendt.propane'));
    const { rows } = await t.database.pool.query<{ asset: number; device: number }>(
      `select c.entity_uid as asset, (c.data->'sensor'->>'deviceUid')::bigint as device
         from entity_config c join folder_membership m on m.entity_uid = c.entity_uid
        where c.type_id = 2 and m.folder_uid = (select base_folder_uid from app_user where user_name = 'gwendt.propane')
        order by c.entity_uid limit 1`,
    );
    const { asset, device } = rows[0]!;
    const a = (await viewer.get(`/api/Asset/${asset}`)).json();
    const d = (await viewer.get(`/api/Device/${device}`)).json();
    expect(a.uid).toBe(Number(asset));
    expect(d.uid).toBe(Number(device));
    const before = (await admin.get(`/api/Device/${device}`)).json();
    const put = await viewer.put('/api/Device/', {
      uid: d.uid,
      label: 'Mine now',
      serialNumber: d.serialNumber,
      modelId: d.model.id,
      configs: d.configs,
    });
    expect(put.statusCode).toBe(403);
    expect((await viewer.put(`/api/Asset/${asset}`, { label: 'Mine now', configs: a.configs })).statusCode).toBe(403);
    expect((await viewer.post(`/api/Device/${device}/SetRealtimeMode`)).statusCode).toBe(403);
    expect((await viewer.put(`/api/Device/${device}/Battery/Reset`)).statusCode).toBe(403);
    expect((await admin.get(`/api/Device/${device}`)).json().label).toBe(before.label);
    // The lists the setup screens choose from are readable.
    expect((await viewer.get('/api/Schedule/System')).statusCode).toBe(200);
  });
});
