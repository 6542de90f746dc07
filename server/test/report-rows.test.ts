// The report rows stay what their definition (the asset_report_source and device_report_source
// views) says after every kind of change, through whichever writer makes it: renames, folder moves
// and addresses, copies, moves and removals, asset saves, products, device creation in a gateway's
// slot, ingestion, the late sweep and battery resets; and report_rebuild() writes the same rows
// (docs/decisions/033-report-rows.md). The rows' values against the base tables are checked in
// reports.test.ts and summary.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { TankType } from '@ullage/domain/tanks/tank-geometry';
import { sweepDevices } from '../src/modules/ingest/device-sweep';
import { createTestContext, type TestContext } from './helpers';
import { seedStates } from './report-support';
import { folderUid, memberOf, signedIn, sitesUnder, type Api } from './shell-helpers';
import { demoTank, minutesAgo, sendUpdate } from './support';

let t: TestContext;
let lube: Api;
let company: number;

beforeAll(async () => {
  t = await createTestContext();
  lube = await signedIn(t, 'demo-lube');
  company = await folderUid(t, 'Lube Distributor');
  await seedStates(t, company, 0.5);
});
afterAll(() => t.close());

/** Rows that differ between each row table and its definition, both ways, with duplicates. */
async function drift(): Promise<{ assets: number; devices: number }> {
  const differ = (table: string, view: string) =>
    t.database.pool
      .query<{ n: number }>(
        `select count(*)::int as n from ((select * from ${view} except all select * from ${table}) union all (select * from ${table} except all select * from ${view})) x`,
      )
      .then((r) => r.rows[0]!.n);
  return {
    assets: await differ('asset_report_row', 'asset_report_source'),
    devices: await differ('device_report_row', 'device_report_source'),
  };
}

async function expectCurrent(step: string) {
  expect(await drift(), step).toEqual({ assets: 0, devices: 0 });
}

const ok = async (res: Promise<{ statusCode: number; body: string }>, step: string) => {
  const r = await res;
  expect(r.statusCode, `${step}: ${r.body}`).toBeLessThan(300);
  return r;
};

describe('report rows', () => {
  it('start as their definition says', async () => {
    await expectCurrent('seeded');
    const { rows } = await t.database.pool.query('select count(*)::int as n from asset_report_row');
    expect(rows[0].n).toBeGreaterThan(2000);
  });

  it('follow renames, addresses, folder moves, copies, moves and removals', async () => {
    const [a, b, c] = await sitesUnder(t, 'Inland Empire Branch', 3);
    const asset = await memberOf(t, a!, 10);
    await ok(lube.put(`/api/Entity/${asset.uid}/Rename`, { label: 'Renamed Hydraulic' }), 'rename asset');
    await expectCurrent('rename asset');
    const branch = await folderUid(t, 'Inland Empire Branch');
    await ok(lube.put(`/api/Entity/${branch}/Rename`, { label: 'Inland Empire Region' }), 'rename branch');
    await expectCurrent('rename a branch: the path text of everything below');
    await ok(lube.put(`/api/Folder/${a}`, { label: 'Renamed Site', addressConfig: { city: 'Ontario', state: 'CA' } }), 'save site');
    await expectCurrent('save a site with an address');
    await ok(lube.put(`/api/Entity/${asset.uid}/Copy`, { destFolderUid: b }), 'copy');
    await expectCurrent('copy');
    await ok(lube.put(`/api/Entity/${asset.uid}/Move`, { srcFolderUid: a, destFolderUid: c }), 'move');
    await expectCurrent('move: the copy now ranks after the new own folder');
    await ok(lube.del(`/api/Asset/${asset.uid}/Folder/${b}`), 'remove copy');
    await expectCurrent('remove the copy');
    const other = await folderUid(t, 'Central Valley Branch');
    await ok(lube.put(`/api/Entity/${c}/Move`, { srcFolderUid: branch, destFolderUid: other }), 'move folder');
    await expectCurrent('move a site to another branch');
  });

  it('follow asset saves, products and device changes', async () => {
    const tank = await demoTank(t, 'Lube Distributor', 2);
    const asset = (await lube.get(`/api/Asset/${tank.assetUid}`)).json();
    const tankConfig = asset.configs.find((x: { typeId: number }) => x.typeId === ConfigType.AssetTank);
    await ok(
      lube.put(`/api/Asset/${tank.assetUid}`, {
        ...asset,
        label: 'Resized',
        configs: [{ ...tankConfig, tank: { ...tankConfig.tank, cmid: TankType.VerticalCylinder, width: 60, height: 80 } }],
      }),
      'save asset',
    );
    await expectCurrent('save an asset with a new tank');
    await t.database.pool.query(
      "update product set name = name || ' (reformulated)' where uid = (select product_uid from asset where uid = $1)",
      [tank.assetUid],
    );
    await expectCurrent('rename a product');
    await t.database.pool.query(
      "update product_class set name = name || ' Oils' where id = (select p.class_id from asset a join product p on p.uid = a.product_uid where a.uid = $1)",
      [tank.assetUid],
    );
    await expectCurrent('rename a product class');
    await ok(lube.del(`/api/Asset/${tank.assetUid}/Entity/Device/${tank.deviceUid}`), 'detach');
    await expectCurrent('stop reading a device');

    // A monitor put in a radio gateway's free slot: its row, the gateway's slot count.
    const {
      rows: [gw],
    } = await t.database.pool.query(
      `select g.uid, m.folder_uid, (select coalesce(max(c.parent_device_slot), 0) + 1 from device c where c.parent_device_uid = g.uid) as slot
         from device g join folder_membership m on m.entity_uid = g.uid join folder f on f.uid = m.folder_uid
        where g.model_id = 8 and f.path @> array[$1::bigint] order by g.uid limit 1`,
      [company],
    );
    const created = await ok(
      lube.post(`/api/Device/ToFolder/${gw.folder_uid}`, {
        label: 'Slot monitor',
        serialNumber: 'RPT-0001',
        modelId: 27,
        parentDeviceUid: gw.uid,
        parentDeviceSlot: gw.slot,
      }),
      'create in slot',
    );
    await expectCurrent('create a device in a slot');
    const device = JSON.parse(created.body);
    const slot = Number(gw.slot) + 1;
    await ok(
      lube.put('/api/Device', {
        uid: device.uid,
        label: device.label,
        serialNumber: 'RPT-0002',
        modelId: 27,
        parentDeviceUid: gw.uid,
        parentDeviceSlot: slot,
      }),
      'save device',
    );
    await expectCurrent('renumber a device and move it to another slot');
  });

  it('follow readings, the late sweep and battery resets', async () => {
    const tank = await demoTank(t, 'Lube Distributor', 4);
    await ok(
      sendUpdate(t, tank.key, {
        readingDate: minutesAgo(30),
        batteryStrength: 3.1,
        signalStrength: -90,
        readings: [
          { port: 1, reading: 30 },
          { port: 2, reading: 61 },
        ],
      }),
      'ingest',
    );
    await expectCurrent('a reading');
    expect((await sweepDevices(t.database.pool, Date.now() + 3 * 86_400_000))?.flagged).toBeGreaterThan(0);
    await expectCurrent('the late sweep');
    await ok(lube.put(`/api/Device/${tank.deviceUid}/Battery/Reset`), 'battery reset');
    await expectCurrent('a battery reset');
  });

  it('are written the same by report_rebuild(), as bulk loaders call it', async () => {
    const before = await t.database.pool.query('select * from asset_report_row order by asset_uid, folder_uid');
    await t.database.pool.query('select report_rebuild()');
    const after = await t.database.pool.query('select * from asset_report_row order by asset_uid, folder_uid');
    expect(after.rows).toEqual(before.rows);
    await expectCurrent('rebuilt');
  });

  it('wait, when a bulk loader defers them, until it rebuilds', async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query("select set_config('ullage.report_rows', 'deferred', true)");
      await client.query(
        "update entity set label = label || ' (bulk)' where type_id = 10 and uid in (select asset_uid from asset_report_row order by asset_uid limit 5)",
      );
      const { rows } = await client.query("select count(*)::int as n from asset_report_row where label like '% (bulk)'");
      expect(rows[0].n).toBe(0);
      await client.query('select report_rebuild()');
      const { rows: rebuilt } = await client.query("select count(*)::int as n from asset_report_row where label like '% (bulk)'");
      expect(rebuilt[0].n).toBe(5);
      await client.query('commit');
    } finally {
      client.release();
    }
    await expectCurrent('after a deferred load and a rebuild');
  });
});
