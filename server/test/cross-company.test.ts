// One company never sees another's tanks, devices, readings or history: every call of the tanks,
// devices and readings area, made by one company's administrator about another company's
// entities, answers 404 (as a uid that does not exist would) and names nothing of them; the same
// call about the caller's own entities answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigType } from '@ullage/domain/configs';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, minutesAgo, RANGE, sendUpdate, type DemoTank } from './support';

let t: TestContext;
let own: Prepared;
let foreign: Prepared;

type Prepared = DemoTank & { updateId: number; serial: string; label: string; strappingId: number; contactUid: number; groupUid: number };

async function prepare(company: string): Promise<Prepared> {
  const tank = await demoTank(t, company, 7);
  const { rows: table } = await t.database.pool.query<{ id: number }>(
    `insert into strapping_table (folder_uid, make, model, height, capacity, step, table_values) values ($1, 'Acme', 'Cross', 10, 10, 10, '{0,10}') returning id`,
    [tank.companyUid],
  );
  const res = await sendUpdate(t, tank.key, {
    readingDate: minutesAgo(5),
    readings: [
      { port: 1, reading: 12 },
      { port: 2, reading: 50 },
    ],
  });
  const { rows } = await t.database.pool.query<{ serial_number: string; label: string }>(
    'select d.serial_number, e.label from device d, entity e where d.uid = $1 and e.uid = $2',
    [tank.deviceUid, tank.assetUid],
  );
  // The site's customer contact (no user's), and a contact group of the company holding it.
  const { rows: contacts } = await t.database.pool.query<{ uid: number }>(
    `select c.uid from contact c join folder_membership m on m.entity_uid = c.uid
      where m.folder_uid = $1 and not exists (select 1 from app_user u where u.contact_uid = c.uid) order by c.uid limit 1`,
    [tank.siteUid],
  );
  const contactUid = contacts[0]!.uid;
  const { rows: group } = await t.database.pool.query<{ uid: number }>(
    "insert into entity (type_id, label, icon_name) values (27, 'Cross Group', 'ContactGroup') returning uid",
  );
  const groupUid = group[0]!.uid;
  await t.database.pool.query(`insert into contact_group (uid, config) values ($1, '{"label":"Cross Group","groupTypeId":1}')`, [groupUid]);
  await t.database.pool.query('insert into folder_membership (entity_uid, folder_uid) values ($1, $2)', [groupUid, tank.companyUid]);
  await t.database.pool.query('insert into contact_group_member (group_uid, contact_uid) values ($1, $2)', [groupUid, contactUid]);
  return {
    ...tank,
    updateId: res.json().updateId,
    serial: rows[0]!.serial_number,
    label: rows[0]!.label,
    strappingId: table[0]!.id,
    contactUid,
    groupUid,
  };
}

beforeAll(async () => {
  t = await createTestContext();
  own = await prepare(COMPANIES.propane);
  foreign = await prepare(COMPANIES.lube);
});
afterAll(() => t.close());

type Target = typeof own;
const assetBody = (x: Target) => ({
  label: 'x',
  configs: [{ typeId: ConfigType.AssetTank, sensor: { deviceUid: x.deviceUid, port: 1 }, tank: { cmid: 40, capacity: 100, height: 10 } }],
});
const contactBody = { config: { firstName: 'Cross', lastName: 'Check', emailAddress: 'cross@example.com' } };
const deviceBody = (x: Target) => ({ uid: x.deviceUid, label: 'x', serialNumber: `X-${x.deviceUid}`, modelId: 22, configs: [] });

/** Every call of the area that names an entity, with the entity filled in. */
const CALLS: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: (x: Target) => string; body?: (x: Target) => unknown }[] = [
  { method: 'GET', url: (x) => `/api/Asset/${x.assetUid}` },
  { method: 'GET', url: (x) => `/api/Asset/ByFolder/${x.siteUid}` },
  { method: 'GET', url: (x) => `/api/Asset/Lite/ByFolder/${x.companyUid}?includeSubFolders=true` },
  { method: 'GET', url: (x) => `/api/Asset/Templates/ByFolder/${x.siteUid}` },
  { method: 'GET', url: (x) => `/api/Asset/ByFolder/${x.siteUid}/Location` },
  { method: 'POST', url: (x) => `/api/Asset/ToFolder/${x.siteUid}`, body: assetBody },
  { method: 'POST', url: (x) => `/api/Asset/Validate?uid=${x.assetUid}&folderUid=${x.siteUid}`, body: assetBody },
  { method: 'GET', url: (x) => `/api/Asset/${x.assetUid}/Entity/Device` },
  { method: 'GET', url: (x) => `/api/Asset/StrappingTable/ByFolder/${x.siteUid}` },
  // Issue 19: a company's user-defined fields (ADR 096).
  { method: 'GET', url: (x) => `/api/Folder/${x.siteUid}/UserDefSetup` },
  { method: 'POST', url: (x) => `/api/Folder/${x.companyUid}/UserDefSetup`, body: () => [{ label: 'Route', entityTypeId: 10 }] },
  {
    method: 'PUT',
    url: () => '/api/Asset/StrappingTable',
    body: (x) => ({ folderUid: x.companyUid, make: 'A', model: 'B', height: 10, capacity: 10, step: 10, tableValues: [0, 10] }),
  },
  // Another company's table saved into one's own folder.
  {
    method: 'PUT',
    url: () => '/api/Asset/StrappingTable',
    body: (x) => ({
      id: x.strappingId,
      folderUid: own.companyUid,
      make: 'A',
      model: 'B',
      height: 10,
      capacity: 10,
      step: 10,
      tableValues: [0, 10],
    }),
  },
  { method: 'GET', url: (x) => `/api/Asset/${x.assetUid}/History/Usage/ByDay?${RANGE}` },
  { method: 'GET', url: (x) => `/api/Asset/${x.assetUid}/History/Usage/ByWeekDay?${RANGE}` },
  { method: 'GET', url: (x) => `/api/Asset/${x.assetUid}/History/State/Tank/Lite?${RANGE}` },
  { method: 'GET', url: (x) => `/api/Asset/${x.assetUid}/History/State/Temperature/Lite?${RANGE}` },
  { method: 'GET', url: (x) => `/api/History/Fill/ByFolder/${x.companyUid}?${RANGE}` },
  { method: 'GET', url: (x) => `/api/History/Fill/${x.assetUid}?${RANGE}` },
  { method: 'GET', url: (x) => `/api/Device/${x.deviceUid}` },
  { method: 'GET', url: (x) => `/api/Device/${x.deviceUid}/Lite` },
  { method: 'GET', url: (x) => `/api/Device/Lite/ByCreatorCompany/${x.companyUid}` },
  { method: 'GET', url: (x) => `/api/Device/ByFolder/${x.siteUid}` },
  { method: 'GET', url: (x) => `/api/Device/Lite/ByFolder/${x.siteUid}` },
  { method: 'GET', url: (x) => `/api/Device/Serial/${x.serial}` },
  { method: 'GET', url: (x) => `/api/Device/${x.deviceUid}/Config/Set` },
  { method: 'GET', url: (x) => `/api/Device/Validate/Available/?devicesn=NEW-1&folderUid=${x.siteUid}` },
  { method: 'POST', url: (x) => `/api/Device/Validate?uid=${x.deviceUid}&folderUid=${x.siteUid}`, body: deviceBody },
  { method: 'GET', url: (x) => `/api/Device/${x.deviceUid}/Validate/Delete/Folder/${x.siteUid}` },
  { method: 'PUT', url: () => '/api/Device/', body: deviceBody },
  {
    method: 'POST',
    url: (x) => `/api/Device/ToFolder/${x.siteUid}`,
    body: (x) => ({ ...deviceBody(x), uid: undefined, serialNumber: `N-${x.deviceUid}` }),
  },
  { method: 'GET', url: (x) => `/api/Device/${x.deviceUid}/Entity/Sensor` },
  { method: 'GET', url: (x) => `/api/Device/${x.deviceUid}/Entity/Asset` },
  { method: 'GET', url: (x) => `/api/Device/${x.deviceUid}/Entity/ChildDevice` },
  { method: 'GET', url: (x) => `/api/Device/${x.deviceUid}/History/SensorData?${RANGE}` },
  { method: 'GET', url: (x) => `/api/Device/${x.deviceUid}/History/DeviceUpdate?${RANGE}` },
  { method: 'GET', url: (x) => `/api/Device/${x.deviceUid}/History/Command?${RANGE}` },
  { method: 'GET', url: (x) => `/api/Device/${x.deviceUid}/History/Shipping` },
  { method: 'POST', url: (x) => `/api/Device/${x.deviceUid}/Poll` },
  { method: 'POST', url: (x) => `/api/Device/${x.deviceUid}/SetRealtimeMode` },
  { method: 'PUT', url: (x) => `/api/Device/${x.deviceUid}/Battery/Reset` },
  { method: 'POST', url: (x) => `/api/Device/${x.deviceUid}/Key` },
  { method: 'GET', url: (x) => `/api/Sensor/${x.levelSensorUid}/SensorOptions` },
  { method: 'GET', url: (x) => `/api/Sensor/${x.levelSensorUid}/RealTimeTankState` },
  { method: 'GET', url: (x) => `/api/Sensor/${x.levelSensorUid}/State/Asset` },
  { method: 'GET', url: (x) => `/api/Sensor/Data/ByUpdateId/${x.updateId}` },
  { method: 'POST', url: () => '/api/Sensor/AddReading/', body: (x) => ({ sensorUid: x.levelSensorUid, reading: 11 }) },
  { method: 'GET', url: (x) => `/api/Entity/${x.assetUid}/Config` },
  { method: 'GET', url: (x) => `/api/Entity/${x.deviceUid}/History/Config` },
  { method: 'GET', url: (x) => `/api/Config/ConfigSetTemplate?deviceUid=${x.deviceUid}&configSetId=1` },
  {
    method: 'POST',
    url: () => '/api/Webview/SQL/StoredProcedure',
    body: (x) => ({ ProcedureName: 'GetTankDimensionTypes', Parameters: { sensorTypeId: 1, folderUid: x.siteUid } }),
  },
  { method: 'GET', url: (x) => `/api/Contact/${x.contactUid}` },
  { method: 'GET', url: (x) => `/api/Contact/ByFolder/${x.siteUid}` },
  { method: 'GET', url: (x) => `/api/Contact/ByFolder/${x.companyUid}?includeSubFolders=true` },
  { method: 'GET', url: (x) => `/api/Contact/ByGroup/${x.groupUid}` },
  { method: 'PUT', url: (x) => `/api/Contact/${x.contactUid}`, body: () => contactBody },
  { method: 'POST', url: (x) => `/api/Contact/ToFolder/${x.siteUid}`, body: () => contactBody },
  { method: 'GET', url: (x) => `/api/ContactGroup/${x.groupUid}` },
  { method: 'GET', url: (x) => `/api/ContactGroup/ByFolder/${x.companyUid}` },
  { method: 'GET', url: (x) => `/api/ContactGroup/ByContact/${x.contactUid}` },
  { method: 'PUT', url: (x) => `/api/ContactGroup/${x.groupUid}`, body: () => ({ config: { label: 'Cross Group' } }) },
  { method: 'POST', url: (x) => `/api/ContactGroup/ToFolder/${x.companyUid}`, body: () => ({ config: { label: 'x' } }) },
  { method: 'POST', url: (x) => `/api/ContactGroup/${x.groupUid}/Entity/Contact`, body: (x) => ({ uids: [x.contactUid] }) },
  // Another company's contact into the caller's own group.
  { method: 'POST', url: () => `/api/ContactGroup/${own.groupUid}/Entity/Contact`, body: (x) => ({ uids: [x.contactUid] }) },
  { method: 'GET', url: (x) => `/api/ContactGroup/${x.groupUid}/Entity/Contact` },
  // Last: these change what the calls above read.
  { method: 'DELETE', url: (x) => `/api/ContactGroup/${x.groupUid}/Contact/${x.contactUid}` },
  { method: 'DELETE', url: (x) => `/api/ContactGroup/${x.groupUid}` },
  { method: 'DELETE', url: (x) => `/api/Contact/${x.contactUid}` },
  { method: 'DELETE', url: (x) => `/api/Asset/${x.assetUid}/Entity/Device/${x.deviceUid}` },
  { method: 'PUT', url: (x) => `/api/Asset/${x.assetUid}`, body: (x) => ({ label: x.label, configs: [] }) },
  { method: 'DELETE', url: (x) => `/api/Asset/${x.assetUid}/Folder/${x.siteUid}` },
  { method: 'DELETE', url: (x) => `/api/Device/${x.deviceUid}/Folder/${x.siteUid}` },
  { method: 'DELETE', url: (x) => `/api/Asset/${x.assetUid}` },
  { method: 'DELETE', url: (x) => `/api/Device/${x.deviceUid}` },
];

describe('cross-company', () => {
  it("answers 404 to every call about another company's entities, and the call itself works", async () => {
    const propane = client(t, await t.login('demo-propane'));
    const call = (x: Target, c: (typeof CALLS)[number]) => {
      const url = c.url(x);
      const body = c.body?.(x);
      if (c.method === 'GET') return propane.get(url);
      if (c.method === 'DELETE') return propane.delete(url);
      return c.method === 'POST' ? propane.post(url, body) : propane.put(url, body);
    };
    for (const c of CALLS) {
      const res = await call(foreign, c);
      expect(res.statusCode, `${c.method} ${c.url(foreign)}: ${res.body}`).toBe(404);
      expect(res.body).not.toContain(foreign.label);
      expect(res.body).not.toContain(foreign.serial);
      // The answer names no uid of theirs but the one asked about (not a sensor's device, nor a
      // table's folder).
      const asked = `${c.url(foreign)} ${JSON.stringify(c.body?.(foreign) ?? null)}`;
      for (const uid of [
        foreign.assetUid,
        foreign.deviceUid,
        foreign.levelSensorUid,
        foreign.siteUid,
        foreign.companyUid,
        foreign.updateId,
        foreign.strappingId,
        foreign.contactUid,
        foreign.groupUid,
      ]) {
        const named = new RegExp(`\\b${uid}\\b`);
        if (!named.test(asked)) expect(res.body, `${c.method} ${c.url(foreign)}`).not.toMatch(named);
      }
    }
    for (const c of CALLS) {
      const res = await call(own, c);
      // 400 where the body is deliberately incomplete for the caller's own entity (the spec's
      // validation answers); never 404 or 5xx.
      expect([200, 400], `${c.method} ${c.url(own)}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it("keeps another company's readings out of a device key's reach", async () => {
    // The key names its device; it cannot be pointed at another company's device.
    const forged = own.key.replace(`udk_${own.deviceUid}_`, `udk_${foreign.deviceUid}_`);
    expect((await sendUpdate(t, forged, { readingDate: minutesAgo(1), readings: [{ port: 1, reading: 1 }] })).statusCode).toBe(401);
    const { rows } = await t.database.pool.query('select count(*)::int as n from sensor_data where sensor_uid = $1', [
      foreign.levelSensorUid,
    ]);
    expect(rows[0].n).toBe(1);
    // Nor collect its commands.
    const commands = await t.app.inject({ method: 'GET', url: '/api/Ingest/Commands', headers: { 'x-device-key': forged } });
    expect(commands.statusCode).toBe(401);
    expect(commands.body).not.toContain(String(foreign.deviceUid));
  });

  it("answers 404 to every user, role and identity call about another company's people (issue 14)", async () => {
    const propane = client(t, await t.login('demo-propane'));
    const { rows } = await t.database.pool.query<{ user: number; role: number; name: string }>(
      `select u.uid as user, u.role_id as role, u.user_name as name from app_user u join folder f on f.uid = u.base_folder_uid
        where f.path @> array[$1::bigint] order by u.uid limit 1`,
      [foreign.companyUid],
    );
    const them = rows[0]!;
    const user = {
      config: { userName: 'x.lube', roleId: them.role },
      contact: { firstName: 'X', lastName: 'Y', emailAddress: 'x@example.com' },
    };
    for (const [method, url, body] of [
      ['GET', `/api/User/${them.user}`],
      ['PUT', `/api/User/${them.user}`, user],
      ['DELETE', `/api/User/${them.user}`],
      ['PUT', `/api/User/${them.user}/PasswordReset`],
      ['POST', `/api/User/ToFolder/${foreign.companyUid}`, user],
      ['GET', `/api/User/ByFolder/${foreign.companyUid}?includeSubFolders=true`],
      ['GET', `/api/User/Lite/ByFolder/${foreign.companyUid}`],
      ['GET', `/api/Permission/Role/ByFolder/${foreign.companyUid}`],
      ['POST', `/api/Permission/Role/ToFolder/${foreign.companyUid}`, { label: 'X', rank: 6, permissions: [] }],
      ['PUT', '/api/Permission/Role/', { id: them.role, label: 'X', rank: 6, permissions: [] }],
      ['DELETE', `/api/Permission/Role/${them.role}`],
      ['GET', `/api/Permission/User/${them.user}`],
      ['PUT', `/api/Permission/User/${them.user}`, { roleId: them.role }],
      ['GET', `/api/IdentityGroup/ByFolder/${foreign.siteUid}`],
    ] as const) {
      const res = await propane[method.toLowerCase() as 'put'](url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.body).not.toContain(them.name);
    }
  });
});
