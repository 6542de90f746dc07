// The bench world: a database of its own (ullage_bench_<tanks>) on the machine's PostgreSQL, with
// the real migrations, the base and demo seed, and one large distributor built beside the demo
// companies: regions of 100,000 tanks, districts, customer sites with their contacts and logins,
// tanks with the cellular monitors, gateways and probes that measure them, one yard of 10,000 tanks
// in a single folder, and a staff. Structure rows go in by COPY; readings and tank states are made
// by the server's own processor and bulk writer (the demo history's path), so the server reads
// them exactly as it reads what it ingested (docs/decisions/040-bench-world.md).
//
// Kept between runs: the database's comment records a finished build; a missing or unfinished
// world is built again, or any world with --rebuild.
import pg from 'pg';
import { ConfigType, parseConfig } from '@ullage/domain/configs';
import { DEMO_MODELS, SensorType } from '@ullage/domain/devices/device-catalogue';
import { EntityType } from '@ullage/domain/entity-types';
import { createDatabase, type Database } from '../../../server/src/db/client';
import { runMigrations } from '../../../server/src/db/migrate';
import { seedDatabase } from '../../../server/src/db/seed/seed';
import {
  createRng,
  DEMO_COMPANIES,
  DEMO_PRODUCT_CLASSES,
  DEMO_PRODUCTS,
  FIRST_NAMES,
  LAST_NAMES,
  makeEmail,
  makePhone,
  makeSiteName,
  makeStreetAddress,
  pickSiteTanks,
  pickWeighted,
  type DemoCustomerKind,
  type DemoTankTemplate,
  type DemoTown,
} from '../../../server/src/db/seed/demo-data';
import { deviceSerialNumber, deviceSetup, planSiteTanks, tankConfigs } from '../../../server/src/db/seed/seed-demo';
import { DEFAULT_UNIT_CONFIG } from '../../../server/src/db/seed/seed-base';
import { ROLE_PRESETS, type RoleKey } from '../../../server/src/db/seed/roles';
import { createLogger } from '../../../server/src/lib/logger';
import { rebuildReportRows } from '../../../server/src/db/report-rows';
import { prepareChunk, writeChunk, type Prepared } from '../../../server/src/simulator/demo-history';
import type { WorldDevice, WorldTank } from '../../../server/src/simulator/demo-device';
import { databaseUrl, progress, serverUrl } from '../support';
import { CopyTable, Json } from './copy';

export const TANKS_PER_REGION = 100_000;
export const YARD_TANKS = 10_000;
export const BENCH_COMPANY = 'Great Lakes Energy Cooperative';
export const BENCH_ADMIN = 'bench-admin';
/** The demo preset password (the bench users share the demo users' hash). */
export const BENCH_PASSWORD = 'Demo1234!';
const EMAIL_DOMAIN = 'greatlakesenergy.example';
const DAY = 86_400_000;
/** Serial numbers above the demo world's. */
const SERIAL_BASE = 10_000_000;

export interface WorldOptions {
  tanks: number;
  rebuild?: boolean;
  /** Tanks (with their devices) given a year of readings. */
  historyTanks?: number;
  /** Days of readings for every other device. */
  recentDays?: number;
}

export interface WorldInfo {
  database: string;
  url: string;
  tanks: number;
  builtAt: string;
  buildSeconds: number;
  entities: Record<string, number> & { total: number };
  rows: Record<string, number>;
  /** Folders the figures use. */
  companyUid: number;
  regionUid: number;
  regionTanks: number;
  yardUid: number;
  /** A tank with a year of readings, and its level sensor's device serial number. */
  historyAssetUid: number;
  historySerial: string;
  historyEnd: string;
}

const log = createLogger('warn');

/**
 * The world's database: `ullage_bench_<tanks>`, or `BENCH_WORLD` followed by `_<tanks>` when set
 * (so that two checkouts sharing one PostgreSQL each measure a world of their own schema).
 */
function worldName(tanks: number): string {
  const prefix = process.env.BENCH_WORLD?.trim();
  if (prefix && !/^[a-z][a-z0-9_]{0,40}$/.test(prefix)) throw new Error('BENCH_WORLD: lower-case letters, digits and _ only');
  return `${prefix || 'ullage_bench'}_${tanks}`;
}

/** The bench world for `tanks`, built when missing (or asked). */
export async function ensureWorld(o: WorldOptions): Promise<WorldInfo> {
  const name = worldName(o.tanks);
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1",
      [name],
    );
    const existing = rows[0];
    if (existing && !o.rebuild && existing.comment) {
      try {
        const info = JSON.parse(existing.comment) as WorldInfo;
        if (info.tanks === o.tanks) {
          console.log(`bench world: ${name} (built ${info.builtAt} in ${Math.round(info.buildSeconds)} s; --rebuild builds it again)`);
          await upgradeWorld(info.url);
          return info;
        }
      } catch {
        /* unfinished or foreign: build again */
      }
    }
    if (existing) await admin.query(`drop database ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const info = await build(name, o);
    await admin.query(`comment on database ${name} is ${pg.escapeLiteral(JSON.stringify(info))}`);
    return info;
  } finally {
    await admin.end();
  }
}

interface Product {
  uid: number;
  sku: string;
  maxFill: number;
  className: string;
}

interface Plan {
  uid: () => number;
  serial: () => number;
  rng: ReturnType<typeof createRng>;
  companyUid: number;
  companyPath: number[];
  roleIds: Record<RoleKey, number>;
  passwordHash: string;
  products: Map<string, Product>;
  t: ReturnType<typeof tables>;
  devices: WorldDevice[];
  tanks: number;
  users: Set<string>;
}

function tables() {
  return {
    entity: new CopyTable('entity', ['uid', 'type_id', 'label', 'icon_name']),
    folder: new CopyTable('folder', ['uid', 'parent_uid', 'is_company', 'admin_uid', 'base_folder_uid', 'path', 'address']),
    folder_membership: new CopyTable('folder_membership', ['entity_uid', 'folder_uid']),
    contact: new CopyTable('contact', ['uid', 'config', 'confirmed']),
    app_user: new CopyTable('app_user', [
      'uid',
      'base_folder_uid',
      'user_name',
      'password_hash',
      'role_id',
      'contact_uid',
      'config',
      'unit_config',
      'time_zone_config',
    ]),
    asset: new CopyTable('asset', ['uid', 'product_uid', 'model_name', 'serial_number', 'is_template']),
    device: new CopyTable('device', [
      'uid',
      'serial_number',
      'model_id',
      'parent_device_uid',
      'parent_device_slot',
      'activation_state',
      'creator_company_uid',
    ]),
    sensor: new CopyTable('sensor', ['uid', 'device_uid', 'port', 'sensor_type_id', 'offset']),
    entity_config: new CopyTable('entity_config', ['entity_uid', 'type_id', 'sensor_uid', 'data']),
  };
}

function addFolder(p: Plan, label: string, parentPath: number[], address: unknown): number {
  const uid = p.uid();
  p.t.entity.add(uid, EntityType.Folder, label, 'Folder');
  p.t.folder.add(
    uid,
    parentPath.at(-1) ?? null,
    false,
    p.companyUid,
    p.companyUid,
    [...parentPath, uid],
    address === null ? null : new Json(address),
  );
  return uid;
}

function addContact(p: Plan, folderUid: number, first: string, last: string, phone: string): number {
  const uid = p.uid();
  p.t.entity.add(uid, EntityType.Contact, `${first} ${last}`, 'Contact');
  const config = parseConfig(ConfigType.Contact, {
    firstName: first,
    lastName: last,
    emailAddress: makeEmail(first, last, EMAIL_DOMAIN),
    phoneNumber: phone,
  });
  p.t.contact.add(uid, new Json(config), true);
  p.t.folder_membership.add(uid, folderUid);
  return uid;
}

function addUser(p: Plan, baseFolderUid: number, first: string, last: string, role: RoleKey, phone: string, userName?: string): void {
  let name = userName ?? `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  for (let n = 2; p.users.has(name); n++) name = `${(userName ?? `${first}.${last}`).toLowerCase().replace(/[^a-z.]/g, '')}${n}`;
  p.users.add(name);
  const contactUid = addContact(p, baseFolderUid, first, last, phone);
  const uid = p.uid();
  p.t.entity.add(uid, EntityType.User, name, 'User');
  p.t.folder_membership.add(uid, baseFolderUid);
  p.t.app_user.add(
    uid,
    baseFolderUid,
    name,
    p.passwordHash,
    p.roleIds[role],
    contactUid,
    new Json({
      orgFolderDefault: 2,
      siteFolderDefault: 3,
      saveLastLocation: true,
      autoHideHierarchy: false,
      showBillingIconsHierarchy: false,
    }),
    new Json(DEFAULT_UNIT_CONFIG),
    new Json({ timeZoneId: 2, observeDst: true }),
  );
}

interface PlannedDevice {
  world: WorldDevice;
  sensors: { uid: number; port: number; sensorTypeId: number }[];
}

function addDevice(
  p: Plan,
  folderUid: number,
  modelId: number,
  label: string,
  parent?: { device: PlannedDevice; slot: number },
): PlannedDevice {
  const { model, sensorTypeIds, defaultConfigs } = deviceSetup(modelId);
  const uid = p.uid();
  const serialNumber = deviceSerialNumber(model, p.serial());
  p.t.entity.add(uid, EntityType.Device, label, model.deviceTypeId === 'gateway' ? 'Gateway' : 'Monitor');
  p.t.device.add(uid, serialNumber, modelId, parent?.device.world.uid ?? null, parent?.slot ?? null, 1, p.companyUid);
  p.t.folder_membership.add(uid, folderUid);
  const sensors = sensorTypeIds.map((sensorTypeId, i) => {
    const sensorUid = p.uid();
    p.t.entity.add(sensorUid, EntityType.Sensor, `${label} port ${i + 1}`, null);
    p.t.sensor.add(sensorUid, uid, i + 1, sensorTypeId, 0);
    return { uid: sensorUid, port: i + 1, sensorTypeId };
  });
  for (const c of defaultConfigs) p.t.entity_config.add(uid, c.typeId, null, new Json(c.data));
  const world: WorldDevice = {
    uid,
    serialNumber,
    modelId,
    lastUpdateAt: null,
    batteryStrength: null,
    realtimeUntil: null,
    tanks: [],
    children: [],
  };
  const planned = { world, sensors };
  if (parent) parent.device.world.children.push({ ...world, slot: parent.slot });
  else p.devices.push(world);
  return planned;
}

function addTank(p: Plan, folderUid: number, t: DemoTankTemplate, label: string, device: PlannedDevice): number {
  const product = p.products.get(t.productSku);
  const uid = p.uid();
  p.t.entity.add(uid, EntityType.Asset, label, 'Tank');
  p.t.asset.add(uid, product?.uid ?? null, t.label, null, false);
  p.t.folder_membership.add(uid, folderUid);
  const level = device.sensors[0];
  if (!level) throw new Error('bench world: a monitor without a level sensor');
  const temp = device.sensors.find((s) => s.sensorTypeId === SensorType.Temperature);
  const configs = tankConfigs(
    t,
    product?.uid ?? null,
    product?.maxFill ?? 0.9,
    { deviceUid: device.world.uid, port: level.port },
    temp ? { deviceUid: device.world.uid, port: temp.port } : undefined,
  );
  p.t.entity_config.add(uid, ConfigType.AssetTank, level.uid, new Json(configs.tank));
  if (temp && configs.temperature) p.t.entity_config.add(uid, ConfigType.Temperature, temp.uid, new Json(configs.temperature));
  const tank: WorldTank = {
    assetUid: uid,
    port: level.port,
    config: configs.tank as unknown as WorldTank['config'],
    strapping: null,
    className: product?.className ?? null,
    isBulk: t.isBulk ?? false,
    modelName: t.label,
    amount: null,
  };
  // The tank joins the device's world entry (and its copy under a gateway).
  device.world.tanks.push(tank);
  p.tanks++;
  return uid;
}

/** Customer kinds of all three demo companies: homes and farms (cellular monitors), fuel
 * stations (a tank gauge console with its probes), lube bays (a radio gateway with its monitors).
 * A propane and heating-oil cooperative first: its homes and farms weigh ten times as much, so
 * most sites are a home with one tank (about 1,000,000 entities at 100,000 tanks). */
const KINDS: DemoCustomerKind[] = [
  ...DEMO_COMPANIES.propane.customerKinds.map((k) => ({ ...k, weight: k.weight * 10 })),
  ...DEMO_COMPANIES.fuel.customerKinds,
  ...DEMO_COMPANIES.lube.customerKinds,
];
const TOWNS: DemoTown[] = Object.values(DEMO_COMPANIES).flatMap((c) => c.organisations.flatMap((o) => [...o.towns]));

function addSite(p: Plan, districtPath: number[], kind: DemoCustomerKind): void {
  const town = p.rng.pick(TOWNS);
  const label = makeSiteName(p.rng, kind, town);
  const addr = makeStreetAddress(p.rng, town);
  const siteUid = addFolder(p, label, districtPath, {
    address1: addr.address1,
    city: addr.city,
    state: addr.state,
    zip: addr.zip,
    latitude: addr.latitude,
    longitude: addr.longitude,
  });
  const last = p.rng.pick(LAST_NAMES);
  // The customer, two more contacts (a spouse or manager, billing, a neighbour with a key), and
  // two portal logins (each with its own contact).
  addContact(p, siteUid, p.rng.pick(FIRST_NAMES), last, makePhone(p.rng, addr.state));
  addContact(p, siteUid, p.rng.pick(FIRST_NAMES), p.rng.chance(0.5) ? last : p.rng.pick(LAST_NAMES), makePhone(p.rng, addr.state));
  addContact(p, siteUid, p.rng.pick(FIRST_NAMES), p.rng.pick(LAST_NAMES), makePhone(p.rng, addr.state));
  addUser(p, siteUid, p.rng.pick(FIRST_NAMES), last, 'customerViewer', makePhone(p.rng, addr.state));
  addUser(p, siteUid, p.rng.pick(FIRST_NAMES), last, 'customerViewer', makePhone(p.rng, addr.state));

  const plan = planSiteTanks(p.rng, kind);
  const gateway = plan.gateway ? addDevice(p, siteUid, plan.gateway.modelId, plan.gateway.label) : null;
  for (const t of plan.tanks) {
    // A child's entry under its gateway shares its tanks array, so the tank shows there too.
    const device = addDevice(
      p,
      siteUid,
      t.device.modelId,
      t.device.label,
      gateway && t.device.slot !== null ? { device: gateway, slot: t.device.slot } : undefined,
    );
    addTank(p, siteUid, t.template, t.label, device);
  }
}

/** The yard: 10,000 tanks (and their monitors) directly in one folder, for the tree figure. */
function addYard(p: Plan, regionPath: number[], tanks: number): number {
  const yard = addFolder(p, 'Bench Tank Yard', regionPath, {
    address1: '1 Tank Farm Rd',
    city: 'Green Bay',
    state: 'WI',
    zip: '54303',
    latitude: 44.52,
    longitude: -88.02,
  });
  const template = pickSiteTanks(p.rng, DEMO_COMPANIES.propane.customerKinds[0] as DemoCustomerKind)[0] as DemoTankTemplate;
  for (let i = 1; i <= tanks; i++) {
    const label = `Yard tank ${String(i).padStart(5, '0')}`;
    addTank(p, yard, template, label, addDevice(p, yard, DEMO_MODELS.cellularMonitor, `Monitor ${label}`));
  }
  return yard;
}

const STAFF: { role: RoleKey; count: number }[] = [
  { role: 'manager', count: 2 },
  { role: 'dispatcher', count: 6 },
  { role: 'office', count: 4 },
  { role: 'technician', count: 8 },
];

async function build(name: string, o: WorldOptions): Promise<WorldInfo> {
  const started = Date.now();
  const url = databaseUrl(name);
  const db = createDatabase(url, 4);
  try {
    console.log(`bench world: building ${name} (${o.tanks.toLocaleString('en-US')} tanks)`);
    await runMigrations(db.pool);
    await seedDatabase(db.pool, { seed: 'demo', adminPassword: 'Bench-Admin-1234!' }, log);
    const base = await companyAndProducts(db);
    const regions = Math.max(1, Math.ceil(o.tanks / TANKS_PER_REGION));
    const historyEnd = Date.now();
    const historyTanks = o.historyTanks ?? 500;
    const recentDays = o.recentDays ?? 1;
    let regionUid = 0;
    let yardUid = 0;
    let regionTanks = 0;
    let historyAssetUid = 0;
    let historySerial = '';
    let serial = SERIAL_BASE;
    const users = new Set<string>();
    for (let r = 0; r < regions; r++) {
      const target = Math.min(TANKS_PER_REGION, o.tanks - r * TANKS_PER_REGION);
      const client = await db.pool.connect();
      let next = Number((await client.query<{ v: string }>("select nextval('entity_uid_seq') as v")).rows[0]?.v);
      const p: Plan = {
        uid: () => next++,
        serial: () => serial++,
        rng: createRng(0xbe4c + r * 7919),
        companyUid: base.companyUid,
        companyPath: base.companyPath,
        roleIds: base.roleIds,
        passwordHash: base.passwordHash,
        products: base.products,
        t: tables(),
        devices: [],
        tanks: 0,
        users,
      };
      const regionLabel = `Great Lakes Region ${String(r + 1).padStart(2, '0')}`;
      const region = addFolder(p, regionLabel, base.companyPath, null);
      const regionPath = [...base.companyPath, region];
      for (const s of STAFF)
        for (let i = 0; i < s.count; i++)
          addUser(p, region, p.rng.pick(FIRST_NAMES), p.rng.pick(LAST_NAMES), s.role, makePhone(p.rng, 'WI'));
      const yardDevices = new Set<number>();
      if (r === 0) {
        regionUid = region;
        const before = p.devices.length;
        yardUid = addYard(p, regionPath, Math.min(YARD_TANKS, Math.floor(target / 2)));
        for (const dev of p.devices.slice(before)) yardDevices.add(dev.uid);
      }
      // Districts of about 2,000 tanks, each holding its customer sites.
      let district: number[] = [];
      let districtTanks = Number.POSITIVE_INFINITY;
      let d = 0;
      while (p.tanks < target) {
        if (districtTanks >= 2000) {
          district = [...regionPath, addFolder(p, `${regionLabel} District ${String(++d).padStart(3, '0')}`, regionPath, null)];
          districtTanks = 0;
        }
        const before = p.tanks;
        addSite(p, district, pickWeighted(p.rng, KINDS));
        districtTanks += p.tanks - before;
      }
      if (r === 0) regionTanks = p.tanks;
      await client.query("select setval('entity_uid_seq', $1)", [next]);
      // Structure: table after table (foreign keys), each one COPY.
      await client.query('begin');
      // The report rows' triggers stand aside during the load; report_rebuild() makes them after.
      await client.query("select set_config('ullage.report_rows', 'deferred', true)");
      for (const table of Object.values(p.t)) {
        const total = table.rows;
        await table.copy(client, (sent) => progress(`region ${r + 1}/${regions}: ${table.table}`, sent, total));
      }
      await client.query('commit');
      await client.query('analyze');
      client.release();

      // Readings: a year for a sample of region 1's sites (not the yard's), recent days for the rest.
      const yearly = new Set<number>();
      if (r === 0) {
        let n = 0;
        for (const dev of p.devices) {
          if (n >= historyTanks) break;
          const tanks = dev.tanks.length + dev.children.reduce((k, c) => k + c.tanks.length, 0);
          if (tanks === 0 || dev.modelId !== DEMO_MODELS.cellularMonitor || yardDevices.has(dev.uid)) continue;
          yearly.add(dev.uid);
          n += tanks;
        }
        const sample = p.devices.find((dev) => yearly.has(dev.uid) && dev.tanks.length > 0);
        historyAssetUid = sample?.tanks[0]?.assetUid ?? 0;
        historySerial = sample?.serialNumber ?? '';
      }
      const yearDevices = p.devices.filter((dev) => yearly.has(dev.uid));
      const otherDevices = p.devices.filter((dev) => !yearly.has(dev.uid));
      await replay(db, yearDevices, historyEnd - 365 * DAY, historyEnd, 10, `region ${r + 1}/${regions}: a year of readings`);
      await replay(
        db,
        otherDevices,
        historyEnd - recentDays * DAY,
        historyEnd,
        400,
        `region ${r + 1}/${regions}: ${recentDays} day(s) of readings`,
      );
    }
    await rebuildReports(db);
    // Freshly loaded rows: set their hint bits and visibility map once (index-only scans, no
    // writes on first read) and take statistics, as autovacuum would in time.
    console.log('bench world: vacuum (analyze)');
    await db.pool.query('vacuum (analyze)');
    const counts = await countWorld(db);
    const info: WorldInfo = {
      database: name,
      url,
      tanks: o.tanks,
      builtAt: new Date().toISOString(),
      buildSeconds: (Date.now() - started) / 1000,
      entities: counts.entities,
      rows: counts.rows,
      companyUid: base.companyUid,
      regionUid,
      regionTanks,
      yardUid,
      historyAssetUid,
      historySerial,
      historyEnd: new Date(historyEnd).toISOString(),
    };
    console.log(`bench world: built in ${Math.round(info.buildSeconds)} s; ${info.entities.total.toLocaleString('en-US')} entities`);
    return info;
  } finally {
    await db.pool.end();
  }
}

/** Replays devices' call-ins through the processor and the bulk writer, two chunks in flight. */
async function replay(db: Database, devices: WorldDevice[], start: number, end: number, chunkSize: number, label: string): Promise<void> {
  if (devices.length === 0) return;
  const chunks: WorldDevice[][] = [];
  for (let i = 0; i < devices.length; i += chunkSize) chunks.push(devices.slice(i, i + chunkSize));
  let done = 0;
  progress(label, 0, devices.length);
  let next: Promise<Prepared> | null = prepareChunk(db.pool, chunks[0] as WorldDevice[], start, end);
  for (let i = 0; i < chunks.length; i++) {
    const prepared = await (next as Promise<Prepared>);
    const writing = writeChunk(prepared, { markHistory: false });
    next = i + 1 < chunks.length ? prepareChunk(db.pool, chunks[i + 1] as WorldDevice[], start, end) : null;
    next?.catch(() => undefined);
    await writing;
    done += (chunks[i] as WorldDevice[]).length;
    progress(label, done, devices.length);
  }
}

/** The report rows (issue 6, docs/decisions/033-report-rows.md), rebuilt after the bulk load. */
async function rebuildReports(db: Database): Promise<void> {
  console.log('bench world: report_rebuild()');
  await rebuildReportRows(db.pool);
}

/** A world built by an older checkout: its new migrations, and report rows when it has none. */
async function upgradeWorld(url: string): Promise<void> {
  const db = createDatabase(url, 2);
  try {
    await runMigrations(db.pool);
    const { rows } = await db.pool.query<{ empty: boolean }>('select not exists (select 1 from asset_report_row) as empty');
    if (rows[0]?.empty) {
      await rebuildReports(db);
      await db.pool.query('vacuum (analyze) asset_report_row, device_report_row');
    }
  } finally {
    await db.pool.end();
  }
}

/** The bench company (under the vendor's root folder), its roles, products and administrator. */
async function companyAndProducts(db: Database) {
  const client = await db.pool.connect();
  try {
    await client.query('begin');
    const {
      rows: [root],
    } = await client.query<{ uid: number }>('select uid from folder where parent_uid is null');
    const {
      rows: [hash],
    } = await client.query<{ h: string }>("select password_hash as h from app_user where user_name = 'demo-propane'");
    if (!root || !hash) throw new Error('bench world: the demo seed is missing');
    const {
      rows: [company],
    } = await client.query<{ uid: number }>("insert into entity (type_id, label, icon_name) values ($1, $2, 'Folder') returning uid", [
      EntityType.Folder,
      BENCH_COMPANY,
    ]);
    if (!company) throw new Error('no company');
    const companyPath = [Number(root.uid), Number(company.uid)];
    await client.query(
      `insert into folder (uid, parent_uid, is_company, admin_uid, base_folder_uid, path, address) values ($1, $2, true, $1, $1, $3, $4)`,
      [
        company.uid,
        root.uid,
        companyPath,
        { address1: '200 N Washington St', city: 'Green Bay', state: 'WI', zip: '54301', latitude: 44.5133, longitude: -88.0133 },
      ],
    );
    const roleIds = {} as Record<RoleKey, number>;
    for (const [key, preset] of Object.entries(ROLE_PRESETS) as [RoleKey, (typeof ROLE_PRESETS)[RoleKey]][]) {
      const { rows } = await client.query<{ id: number }>(
        'insert into role (folder_uid, label, rank, permissions, base_role) values ($1, $2, $3, $4, true) returning id',
        [company.uid, preset.label, preset.rank, preset.permissions],
      );
      roleIds[key] = rows[0]?.id as number;
    }
    const products = new Map<string, Product>();
    const classes = new Map<string, number>();
    for (const list of Object.values(DEMO_PRODUCTS)) {
      for (const pr of list) {
        if (products.has(pr.sku)) continue;
        let classId = classes.get(pr.className);
        if (classId === undefined) {
          const cls = DEMO_PRODUCT_CLASSES.find((c) => c.name === pr.className);
          const { rows } = await client.query<{ id: number }>(
            'insert into product_class (folder_uid, name, default_max_fill_percent, fill_analysis_max_capacity) values ($1, $2, $3, $4) returning id',
            [company.uid, pr.className, cls?.defaultMaxFillPercent ?? pr.defaultMaxFillPercent, cls?.fillAnalysisMaxCapacity ?? null],
          );
          classId = rows[0]?.id as number;
          classes.set(pr.className, classId);
        }
        const {
          rows: [e],
        } = await client.query<{ uid: number }>("insert into entity (type_id, label, icon_name) values ($1, $2, 'Product') returning uid", [
          EntityType.Product,
          pr.name,
        ]);
        await client.query(
          'insert into product (uid, sku, name, density, default_max_fill_percent, class_id) values ($1, $2, $3, $4, $5, $6)',
          [e?.uid, pr.sku, pr.name, pr.density, pr.defaultMaxFillPercent, classId],
        );
        await client.query('insert into folder_membership (entity_uid, folder_uid) values ($1, $2)', [e?.uid, company.uid]);
        products.set(pr.sku, { uid: Number(e?.uid), sku: pr.sku, maxFill: pr.defaultMaxFillPercent, className: pr.className });
      }
    }
    // The company's administrator: the figures are taken as this user (scope: the whole company).
    const {
      rows: [contact],
    } = await client.query<{ uid: number }>(
      "insert into entity (type_id, label, icon_name) values ($1, 'Bench Admin', 'Contact') returning uid",
      [EntityType.Contact],
    );
    await client.query('insert into contact (uid, config, confirmed) values ($1, $2, true)', [
      contact?.uid,
      parseConfig(ConfigType.Contact, {
        firstName: 'Bench',
        lastName: 'Admin',
        emailAddress: `bench.admin@${EMAIL_DOMAIN}`,
        phoneNumber: '(920) 555-0100',
      }),
    ]);
    await client.query('insert into folder_membership (entity_uid, folder_uid) values ($1, $2)', [contact?.uid, company.uid]);
    const {
      rows: [user],
    } = await client.query<{ uid: number }>("insert into entity (type_id, label, icon_name) values ($1, $2, 'User') returning uid", [
      EntityType.User,
      BENCH_ADMIN,
    ]);
    await client.query(
      `insert into app_user (uid, base_folder_uid, user_name, password_hash, role_id, contact_uid, config, unit_config, time_zone_config)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        user?.uid,
        company.uid,
        BENCH_ADMIN,
        hash.h,
        roleIds.administrator,
        contact?.uid,
        { orgFolderDefault: 2, siteFolderDefault: 3, saveLastLocation: true },
        DEFAULT_UNIT_CONFIG,
        { timeZoneId: 2, observeDst: true },
      ],
    );
    await client.query('insert into folder_membership (entity_uid, folder_uid) values ($1, $2)', [user?.uid, company.uid]);
    await client.query('commit');
    return { companyUid: Number(company.uid), companyPath, roleIds, passwordHash: hash.h, products };
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/** Entities by kind (the whole database, demo companies included) and the rows of the big tables. */
export async function countWorld(db: Database | { pool: pg.Pool }) {
  const { rows } = await db.pool.query<{ type_id: number; n: string }>('select type_id, count(*) as n from entity group by type_id');
  const names = Object.fromEntries(Object.entries(EntityType).map(([k, v]) => [v, k]));
  const entities: Record<string, number> & { total: number } = { total: 0 };
  for (const r of rows) {
    const n = Number(r.n);
    entities[names[r.type_id] ?? `type ${r.type_id}`] = n;
    entities.total += n;
  }
  const table: Record<string, number> = {};
  for (const t of ['sensor_data', 'device_update', 'tank_state', 'usage_daily', 'asset_fill', 'entity_config', 'folder_membership']) {
    table[t] = Number((await db.pool.query<{ n: string }>(`select count(*) as n from ${t}`)).rows[0]?.n);
  }
  return { entities, rows: table };
}
