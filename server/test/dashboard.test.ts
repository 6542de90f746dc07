// GET Folder/{uid}/Dashboard (issue 17; spec 000 §2 Reports menu Dashboard): the folder at a glance
// agrees with the folder summary where they count the same things, counts the tanks due within
// 1/3/7 days and the active alerts from the base tables, and answers 404 outside the caller's scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FolderDashboard } from '@ullage/domain/reports/dashboard-api';
import type { FolderSummary } from '@ullage/domain/reports/summary-api';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { createTestContext, type TestContext } from './helpers';
import { seedStates } from './report-support';
import { folderUid, signedIn, type Api } from './shell-helpers';

let t: TestContext;
let lube: Api;
let company: number;

beforeAll(async () => {
  t = await createTestContext();
  lube = await signedIn(t, 'demo-lube');
  company = await folderUid(t, 'Lube Distributor');
  await seedStates(t, company, 0.23);
});
afterAll(() => t.close());

describe('GET Folder/{uid}/Dashboard', () => {
  it("counts the folder's tanks, devices, tanks due and alerts as the summary and the base tables do", async () => {
    const res = await lube.get(`/api/Folder/${company}/Dashboard`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as FolderDashboard;
    const s = (await lube.get(`/api/Folder/${company}/Summary`)).json() as FolderSummary;
    expect(d.label).toBe('Lube Distributor');
    expect(d.tanks.total).toBe(s.assets.total);
    expect(d.tanks.byZone).toEqual(s.assets.byZone);
    expect(d.devices.total).toBe(s.devices.total);
    expect(d.devices.late).toBe(s.devices.byFlag.find((f) => f.id === DeviceFlag.Late)?.count);
    expect(d.devices.lowBattery).toBe(s.devices.byFlag.find((f) => f.id === DeviceFlag.LowBattery)?.count);
    expect(d.products.map((p) => [p.productName, p.tanks, p.amountFull])).toEqual(
      s.products.map((p) => [p.productName, p.tanks, p.amountFull]),
    );

    // Tanks due: days left at most 1, 3, 7, each tank once (its own folder's row), from the tank states.
    const { rows } = await t.database.pool.query<{ d1: number; d3: number; d7: number }>(
      `select count(*) filter (where t.days_left <= 1)::int as d1, count(*) filter (where t.days_left <= 3)::int as d3,
              count(*) filter (where t.days_left <= 7)::int as d7
         from tank_state t join entity e on e.uid = t.asset_uid and e.active
        where exists (select 1 from folder_membership m join folder f on f.uid = m.folder_uid
                       where m.entity_uid = t.asset_uid and f.path @> array[$1::bigint])`,
      [company],
    );
    expect(d.dueWithin).toEqual([
      { days: 1, tanks: rows[0]?.d1 },
      { days: 3, tanks: rows[0]?.d3 },
      { days: 7, tanks: rows[0]?.d7 },
    ]);
    expect(d.dueWithin[2]!.tanks).toBeGreaterThan(0);

    // One more alert raised on one of the company's tanks counts.
    const { rows: tank } = await t.database.pool.query<{ uid: number }>(
      `select r.asset_uid as uid from asset_report_row r join report_folder rf on rf.folder_uid = r.folder_uid
        where rf.scope_key like $1 and not exists (select 1 from alert_state s where s.entity_uid = r.asset_uid and s.raised) limit 1`,
      [`%/${company}/%`],
    );
    const { rows: alert } = await t.database.pool.query<{ id: number }>(
      `insert into alert (entity_uid, type_id) values ($1, 1) returning id`,
      [tank[0]!.uid],
    );
    await t.database.pool.query(`insert into alert_state (alert_id, entity_uid, raised, changed_at) values ($1, $2, true, now())`, [
      alert[0]!.id,
      tank[0]!.uid,
    ]);
    const after = (await lube.get(`/api/Folder/${company}/Dashboard`)).json() as FolderDashboard;
    expect(after.activeAlerts).toBe(d.activeAlerts + 1);
    for (const p of d.products) expect(p.trend.map((x) => x.day)).toEqual([...p.trend.map((x) => x.day)].sort());
  });

  it("answers 404 for another company's folder", async () => {
    const propane = await folderUid(t, 'Propane Distributor');
    expect((await lube.get(`/api/Folder/${propane}/Dashboard`)).statusCode).toBe(404);
  });
});
