// The seeded worlds: SEED=none holds only the administrator; the demo world is believable and
// consistent; seeding twice changes nothing.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { AlertType } from '@ullage/domain/alerts/alerts';
import { ConfigType } from '@ullage/domain/configs';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/seed';
import { createLogger } from '../src/lib/logger';
import { createTestContext, type TestContext } from './helpers';

const log = createLogger('silent');
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) => Number((await t.database.pool.query(sql, params)).rows[0].n);

describe('SEED=none', () => {
  it('creates only the root folder and the administrator, once', async () => {
    const name = `ullage_t_empty_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: inject('pgServerUrl') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(inject('pgServerUrl'));
    u.pathname = `/${name}`;
    const db = createDatabase(u.toString(), 2);
    try {
      await runMigrations(db.pool);
      expect(await seedDatabase(db.pool, { seed: 'none', adminPassword: 'Admin-1234-xyz' }, log)).toBe('seeded');
      const users = await db.pool.query('select user_name from app_user');
      expect(users.rows.map((r) => r.user_name)).toEqual(['admin']);
      expect((await db.pool.query('select count(*)::int as n from folder')).rows[0].n).toBe(1);
      expect(await seedDatabase(db.pool, { seed: 'demo', adminPassword: 'other' }, log)).toBe('already-seeded');
      expect((await db.pool.query('select count(*)::int as n from entity')).rows[0].n).toBe(2);
    } finally {
      await db.pool.end();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  });
});

describe('the demo world', () => {
  it('has three distributors under the vendor root, each with branches and customer sites', async () => {
    const { rows } = await t.database.pool.query(`
      select e.label, (select count(*) from folder o where o.parent_uid = f.uid)::int as orgs,
             (select count(*) from folder s where s.path @> array[f.uid] and array_length(s.path, 1) = 4)::int as sites
      from folder f join entity e on e.uid = f.uid where f.is_company order by e.label`);
    expect(rows.map((r) => r.label)).toEqual(['Fuel Distributor', 'Lube Distributor', 'Propane Distributor']);
    for (const r of rows) {
      expect(r.orgs).toBeGreaterThanOrEqual(3);
      expect(r.sites).toBeGreaterThan(50);
    }
  });

  it('has at least 2,000 tanks, each measured by a sensor of a device standing in the same site', async () => {
    const tanks =
      'select a.uid from asset a where not a.is_template and exists (select 1 from entity_config c where c.entity_uid = a.uid and c.type_id = 2)';
    // At least 2,050 at customer sites (a site's tanks may pass the target), and in each company's
    // yard a skid tank and two new installations.
    expect(await count(`select count(*) as n from (${tanks}) x`)).toBeGreaterThanOrEqual(2050 + 3 * 3);
    // Every asset but a template reads a sensor of a device in its own site.
    const unmeasured = await count(`
      select count(*) as n from asset a
      where not a.is_template and not exists (
        select 1 from entity_config c
        join sensor s on s.uid = c.sensor_uid
        join folder_membership dm on dm.entity_uid = s.device_uid
        join folder_membership am on am.entity_uid = a.uid and am.folder_uid = dm.folder_uid
        where c.entity_uid = a.uid)`);
    expect(unmeasured).toBe(0);
  });

  it('shows every kind of state: templates, pressure, switch and GPS assets, devices not reported yet', async () => {
    const { rows } = await t.database.pool.query<{
      label: string;
      templates: number;
      pressure: number;
      switches: number;
      gps: number;
      unreported: number;
    }>(`
      select e.label,
        (select count(*) from asset a join folder_membership m on m.entity_uid = a.uid where a.is_template and m.folder_uid = f.uid)::int as templates,
        (select count(*) from entity_config c join folder_membership m on m.entity_uid = c.entity_uid join folder s on s.uid = m.folder_uid
          where c.type_id = ${ConfigType.Pressure} and s.path @> array[f.uid])::int as pressure,
        (select count(*) from entity_config c join folder_membership m on m.entity_uid = c.entity_uid join folder s on s.uid = m.folder_uid
          where c.type_id = ${ConfigType.Switch} and s.path @> array[f.uid])::int as switches,
        (select count(*) from entity_config c join folder_membership m on m.entity_uid = c.entity_uid join folder s on s.uid = m.folder_uid
          where c.type_id = ${ConfigType.Gps} and s.path @> array[f.uid])::int as gps,
        (select count(*) from device d join folder_membership m on m.entity_uid = d.uid join folder s on s.uid = m.folder_uid
          where not d.simulated and d.flags = ${DeviceFlag.NotReported} and s.path @> array[f.uid])::int as unreported
      from folder f join entity e on e.uid = f.uid where f.is_company order by e.label`);
    for (const r of rows) expect(r, r.label).toMatchObject({ templates: 3, pressure: 1, switches: 1, gps: 1, unreported: 2 });
  });

  it('gives tanks capacities and products that fit them', async () => {
    const { rows } = await t.database.pool.query(`
      select p.name, min((c.data->'tank'->>'capacity')::float) as min_cap, max((c.data->'tank'->>'capacity')::float) as max_cap
      from asset a join product p on p.uid = a.product_uid
      join entity_config c on c.entity_uid = a.uid and c.type_id = 2
      group by p.name`);
    const propane = rows.filter((r) => /propane/i.test(r.name));
    expect(propane.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.min_cap).toBeGreaterThan(50);
    expect(Math.max(...rows.map((r) => r.max_cap))).toBeGreaterThan(9000);
  });

  it('puts child monitors in the slots of their gateway, never more than it has', async () => {
    const over = await count(`
      select count(*) as n from (
        select parent_device_uid, count(*) as c from device where parent_device_uid is not null group by 1) x
      where x.c > 8`);
    expect(over).toBe(0);
    expect(await count('select count(*) as n from device where parent_device_uid is not null')).toBeGreaterThan(50);
  });

  it('has users at several roles in each company, with contacts', async () => {
    const { rows } = await t.database.pool.query(`
      select r.label, count(*)::int as n from app_user u join role r on r.id = u.role_id group by r.label`);
    const labels = rows.map((r) => r.label);
    for (const l of [
      'System Administrator',
      'Company Administrator',
      'Dispatcher',
      'Installer and Technician',
      'Driver',
      'Customer (read only)',
    ]) {
      expect(labels).toContain(l);
    }
    expect(await count('select count(*) as n from app_user where contact_uid is null and user_name <> $1', ['admin'])).toBe(0);
  });

  it('has drivers, customers with mobiles and delivery notes, contact groups and customer numbers in each company (issue 14)', async () => {
    const companies = (await t.database.pool.query<{ uid: number }>('select uid from folder where is_company order by uid')).rows.map(
      (r) => r.uid,
    );
    expect(companies).toHaveLength(3);
    for (const company of companies) {
      const drivers = await count(
        `select count(*) as n from app_user u join role r on r.id = u.role_id join folder f on f.uid = u.base_folder_uid
          where r.label = 'Driver' and r.rank = 5 and f.path @> array[$1::bigint] and u.contact_uid is not null`,
        [company],
      );
      expect(drivers).toBeGreaterThanOrEqual(2);

      // The customers' contacts: one first in every site, most with a mobile and its carrier, some with a note.
      const { rows: customers } = await t.database.pool.query<{ mobile: string; carrier: number; note: string }>(
        `select distinct on (f.uid) c.config->>'mobileNumber' as mobile, (c.config->>'mobileCarrierId')::int as carrier, c.config->>'note' as note
           from folder f join folder_membership m on m.folder_uid = f.uid join contact c on c.uid = m.entity_uid
          where f.path @> array[$1::bigint] and array_length(f.path, 1) = 4
          order by f.uid, c.uid`,
        [company],
      );
      expect(customers.length).toBeGreaterThan(50);
      const withMobile = customers.filter((c) => /^\(\d{3}\) \d{3}-\d{4}$/.test(c.mobile ?? '') && c.carrier > 0);
      expect(withMobile.length / customers.length).toBeGreaterThan(0.6);
      const withNote = customers.filter((c) => (c.note ?? '') !== '');
      expect(withNote.length / customers.length).toBeGreaterThan(0.15);
      expect(withNote.length / customers.length).toBeLessThan(0.6);

      const { rows: groups } = await t.database.pool.query<{ label: string; members: number }>(
        `select e.label, (select count(*)::int from contact_group_member gm where gm.group_uid = g.uid) as members
           from contact_group g join entity e on e.uid = g.uid and e.active join folder_membership m on m.entity_uid = g.uid
           join folder f on f.uid = m.folder_uid
          where f.path @> array[$1::bigint]`,
        [company],
      );
      expect(groups.length).toBeGreaterThanOrEqual(2);
      expect(groups.length).toBeLessThanOrEqual(6);
      expect(groups.map((g) => g.label)).toEqual(
        expect.arrayContaining(['Dispatch On Call', 'Office', 'Key Accounts', 'Service', 'Managers']),
      );
      for (const g of groups) expect(g.members, g.label).toBeGreaterThanOrEqual(2);
      for (const g of groups) expect(g.members, g.label).toBeLessThanOrEqual(6);

      // spec 001 §3.3 IdentityGroup "Customer Number" (scope 2) in the company folder, and a primary
      // customer number, unique in the company, on most sites.
      const { rows: identity } = await t.database.pool.query<{ uid: number; scope: number }>(
        "select uid, identity_scope_type_id as scope from identity_group where folder_uid = $1 and label = 'Customer Number'",
        [company],
      );
      expect(identity).toEqual([{ uid: expect.any(Number), scope: 2 }]);
      const { rows: numbers } = await t.database.pool.query<{ identifier: string; primary: boolean; group_uid: number }>(
        `select c.data->>'identifier' as identifier, (c.data->>'isPrimary')::boolean as primary, (c.data->>'identityGroupUid')::bigint as group_uid
           from entity_config c join folder f on f.uid = c.entity_uid
          where c.type_id = $2 and f.path @> array[$1::bigint] and array_length(f.path, 1) = 4`,
        [company, ConfigType.Identity],
      );
      expect(numbers.length / customers.length).toBeGreaterThan(0.7);
      expect(numbers.length).toBeLessThan(customers.length);
      for (const n of numbers)
        expect(n).toEqual({ identifier: expect.stringMatching(/^C-\d{5}$/), primary: true, group_uid: identity[0]!.uid });
      expect(new Set(numbers.map((n) => n.identifier)).size).toBe(numbers.length);
    }
  });

  it('sets alerts on most tanks and every monitor, each to the contact group that acts on it (issue 15)', async () => {
    const { rows } = await t.database.pool.query<{ type_id: number; target: number; grp: string; n: number }>(
      `select a.type_id, e.type_id as target, g.label as grp, count(*)::int as n
         from alert a join entity e on e.uid = a.entity_uid left join entity g on g.uid = a.contact_group_uid
        group by 1, 2, 3`,
    );
    const n = (type: number, group: string) => rows.filter((r) => r.type_id === type && r.grp === group).reduce((x, r) => x + r.n, 0);
    const tanks = await count('select count(*) as n from asset where not is_template');
    expect(n(AlertType.TankLevelCritical, 'Dispatch On Call') / tanks).toBeGreaterThan(0.7);
    expect(n(AlertType.TheftDetection, 'Managers')).toBeGreaterThan(400);
    const monitors = await count('select count(*) as n from device where parent_device_uid is null');
    expect(n(AlertType.Connection, 'Service')).toBe(monitors);
    expect(n(AlertType.SensorLate, 'Service')).toBe(monitors);
    // A folder alert: low battery on anything below each company.
    expect(rows.filter((r) => r.type_id === AlertType.LowBattery)).toEqual([
      { type_id: AlertType.LowBattery, target: 2, grp: 'Service', n: 3 },
    ]);
  });

  it("sets each device to its branch's time zone: Brainerd, MN on Central, Escanaba, MI on Eastern", async () => {
    const zones = async (city: string) =>
      (
        await t.database.pool.query<{ zone: number; n: number }>(
          `select (tz.data ->> 'timeZoneId')::int as zone, count(*)::int as n
             from device d
             join folder_membership m on m.entity_uid = d.uid
             join folder f on f.uid = m.folder_uid and f.address ->> 'city' = $2
             join entity_config tz on tz.entity_uid = d.uid and tz.type_id = $1
            group by 1`,
          [ConfigType.TimeZone, city],
        )
      ).rows;
    // spec 001 §9 time zones: 1 EST, 2 CST.
    const brainerd = await zones('Brainerd');
    expect(brainerd.length).toBeGreaterThan(0);
    expect(brainerd.map((r) => r.zone)).toEqual([2]);
    expect((await zones('Escanaba')).map((r) => r.zone)).toEqual([1]);
  });

  it('uses US addresses with coordinates for every site', async () => {
    const missing = await count(`
      select count(*) as n from folder f where array_length(f.path, 1) = 4
        and (f.address->>'latitude' is null or f.address->>'zip' !~ '^[0-9]{5}$')`);
    expect(missing).toBe(0);
  });
});
