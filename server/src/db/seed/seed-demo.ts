// The demo world (SEED=demo): three distributors with branches, customer sites, tanks, the
// gateways and monitors that measure them, products, contacts and staff at several roles.
// Deterministic: the same seed builds the same world. Raw material comes from demo-data.ts.
import type { Logger } from 'pino';
import { ConfigType, defaultConfig, parseConfig, type ConfigTypeId } from '@ullage/domain/configs';
import { DEMO_MODELS, findDeviceModel, findProtocol, SENSOR_TEMPLATES, SensorType } from '@ullage/domain/devices/device-catalogue';
import { defaultIntervalMinutes } from '@ullage/domain/devices/device-health';
import { EntityType } from '@ullage/domain/entity-types';
import { systemScheduleEvery } from '@ullage/domain/alerts/system-schedules';
import { geometryCapacityGallons, TankType, volumeAtLevel } from '@ullage/domain/tanks/tank-geometry';
import { UserDefDataType } from '@ullage/domain/api/user-def';
import { DEMO_PASSWORD } from '@ullage/domain/brands';
import { Zone } from '@ullage/domain/tanks/zones';
import { hashPassword } from '../../lib/passwords';
import {
  DEMO_PRESSURE_RANGE,
  createRng,
  DEMO_COMPANIES,
  DEMO_COMPANY_KEYS,
  DEMO_PRODUCT_CLASSES,
  DEMO_PRODUCTS,
  DEMO_STAFF,
  makeEmail,
  makePhone,
  makeSiteName,
  makeStreetAddress,
  pickSiteTanks,
  pickWeighted,
  FIRST_NAMES,
  type DemoAddress,
  type DemoCompany,
  type DemoCompanyKey,
  type DemoCustomerKind,
  type DemoOrganisation,
  type DemoTankTemplate,
  type Rng,
} from './demo-data';
import { ROLE_PRESETS, type RoleKey } from './roles';
import { DEFAULT_UNIT_CONFIG, seedLoginContent, type BaseWorld } from './seed-base';
import { seedEvents } from './seed-events';
import { seedAlerts, type AlertsCompany } from './seed-alerts';
import { seedPeople, type PeopleCompany } from './seed-people';
import { seedRmas } from './seed-rma';
import { isWeatherTank, seedWeather } from './seed-weather';
import { json, type WorldWriter } from './world-writer';

/** Tanks per company: 2,050 in all. */
const TANK_TARGET: Record<DemoCompanyKey, number> = { propane: 900, fuel: 600, lube: 550 };
const BRAND_THEME: Record<DemoCompanyKey, string> = { propane: 'Blue', fuel: 'Red', lube: 'Green' };
/** The lubricants distributor shows no featured products: its login page hides the list. */
const BRAND_FEATURED: Record<DemoCompanyKey, boolean> = { propane: true, fuel: true, lube: false };
/** Time zone ids of domain/time-zones.ts by the demo data's zone keys. */
const TIME_ZONE_ID = { Eastern: 1, Central: 2, Arizona: 4, Pacific: 5 } as const;

interface Ctx {
  w: WorldWriter;
  rng: Rng;
  company: DemoCompany;
  companyUid: number;
  rootUid: number;
  roleIds: Record<RoleKey, number>;
  productUids: Map<string, number>;
  productMaxFill: Map<string, number>;
  /** What seed-people.ts adds to (issue 14). */
  sites: PeopleCompany['sites'];
  contactConfigs: PeopleCompany['contactConfigs'];
  userContacts: PeopleCompany['userContacts'];
  serial: { next: number };
  tanks: number;
  /** When the world is seeded; shipping dates count back from it. */
  seededAt: number;
  /** The time zone of the branch whose sites are being added: its devices keep its clock (a
   * device in Brainerd, MN runs on Central time, one in Escanaba, MI on Eastern). */
  timeZoneId: number;
  /** The company's weather source: the temperature sensor of its first above-ground heating-fuel
   * tank (seed-weather.ts; docs/decisions/093-degree-day-forecasting.md). */
  weatherSensorUid: number | null;
}

function address(a: DemoAddress) {
  return { address1: a.address1, city: a.city, state: a.state, zip: a.zip, latitude: a.latitude, longitude: a.longitude };
}

function addFolder(
  ctx: Pick<Ctx, 'w'>,
  label: string,
  parentPath: number[],
  opts: { adminUid?: number; baseFolderUid?: number; isCompany?: boolean; address?: DemoAddress },
): number {
  const uid = ctx.w.entity(EntityType.Folder, label, 'Folder');
  const path = [...parentPath, uid];
  ctx.w.add('folder', {
    uid,
    parent_uid: parentPath[parentPath.length - 1] ?? null,
    is_company: opts.isCompany ?? false,
    admin_uid: opts.adminUid ?? uid,
    base_folder_uid: opts.baseFolderUid ?? uid,
    path,
    address: opts.address ? address(opts.address) : null,
  });
  return uid;
}

function addConfig(
  w: WorldWriter,
  entityUid: number,
  typeId: ConfigTypeId,
  data: Record<string, unknown>,
  sensorUid: number | null = null,
) {
  w.add('entity_config', { entity_uid: entityUid, type_id: typeId, sensor_uid: sensorUid, data: json(data) });
}

function addContact(
  ctx: Ctx,
  folderUid: number,
  first: string,
  last: string,
  state: DemoAddress['state'],
  areaCodes?: readonly string[],
): number {
  const uid = ctx.w.entity(EntityType.Contact, `${first} ${last}`, 'Contact');
  const config = parseConfig(ConfigType.Contact, {
    firstName: first,
    lastName: last,
    emailAddress: makeEmail(first, last, ctx.company.emailDomain),
    phoneNumber: makePhone(ctx.rng, state, areaCodes),
  });
  ctx.w.add('contact', { uid, config: json(config), confirmed: true });
  ctx.contactConfigs.set(uid, config as Record<string, unknown>);
  ctx.w.add('folder_membership', { entity_uid: uid, folder_uid: folderUid });
  return uid;
}

/** A device in a site folder, its sensors per the model's sensor template, its default configs. */
function addDevice(ctx: Ctx, siteUid: number, modelId: number, label: string, parent?: { uid: number; slot: number }) {
  const { model, sensorTypeIds, defaultConfigs } = deviceSetup(modelId);
  const serialNumber = deviceSerialNumber(model, ctx.serial.next++);
  const uid = ctx.w.entity(EntityType.Device, label, model.deviceTypeId === 'gateway' ? 'Gateway' : 'Monitor');
  ctx.w.add('device', {
    uid,
    serial_number: serialNumber,
    model_id: modelId,
    parent_device_uid: parent?.uid ?? null,
    parent_device_slot: parent?.slot ?? null,
    activation_state: 1,
    creator_company_uid: ctx.companyUid,
    simulated: true,
  });
  ctx.w.add('folder_membership', { entity_uid: uid, folder_uid: siteUid });
  // Shipped to the distributor between four months and a year and a half before the demo starts
  // (from the serial number, so the world's random sequence is left as it was).
  const shippedAt = new Date(ctx.seededAt - (120 + ((ctx.serial.next * 7919) % 420)) * 86_400_000);
  ctx.w.add('device_shipment', {
    device_uid: uid,
    shipped_at: shippedAt.toISOString(),
    to_folder_uid: ctx.companyUid,
    reference: `SO-${shippedAt.getUTCFullYear()}-${String(ctx.serial.next).padStart(6, '0')}`,
    note: parent ? 'Shipped with its gateway' : null,
  });
  const sensors = sensorTypeIds.map((sensorTypeId, i) => {
    const sensorUid = ctx.w.entity(EntityType.Sensor, `${label} port ${i + 1}`);
    ctx.w.add('sensor', { uid: sensorUid, device_uid: uid, port: i + 1, sensor_type_id: sensorTypeId, offset: 0 });
    return { uid: sensorUid, port: i + 1, sensorTypeId };
  });
  for (const c of defaultConfigs) {
    addConfig(ctx.w, uid, c.typeId, c.typeId === ConfigType.TimeZone ? { ...c.data, timeZoneId: ctx.timeZoneId } : c.data);
  }
  return { uid, serialNumber, sensors };
}

/** A device model's sensors (its sensor template, by port from 1) and the configs its protocol
 * starts with. Shared with the benchmark world (bench/src/world), which writes the same rows. */
export function deviceSetup(modelId: number) {
  const model = findDeviceModel(modelId);
  if (!model) throw new Error(`demo seed: unknown device model ${modelId}`);
  const template = SENSOR_TEMPLATES.find((t) => t.id === model.sensorTemplateId);
  const sensorTypeIds: number[] = [...(template?.sensorTypeIds ?? [])];
  const protocol = findProtocol(model.protocolId);
  const defaultConfigs = (protocol?.defaultConfigTypeIds ?? []).map((typeId) => {
    const data = defaultConfig(typeId) as Record<string, unknown>;
    // The system schedule the device reports on (system-schedules.ts, docs/decisions/035).
    if (typeId === ConfigType.EntitySchedule)
      data.scheduleUid = systemScheduleEvery(protocol?.scheduleOptionsId ?? 0, defaultIntervalMinutes(model.id))?.uid ?? 0;
    return { typeId, data };
  });
  return { model, sensorTypeIds, defaultConfigs };
}

/** A demo serial number: the model number's letters and digits, then a 7-digit count. */
export function deviceSerialNumber(model: { modelNumber: string }, n: number): string {
  return `${model.modelNumber.replace(/[^A-Z0-9]/gi, '')}${String(n).padStart(7, '0')}`;
}

/** A monitor's temperature sensor (spec 001 §3.4 Temperature state), if its template has one. */
function temperatureSensor(device: ReturnType<typeof addDevice>) {
  const s = device.sensors.find((x) => x.sensorTypeId === SensorType.Temperature);
  return s ? { deviceUid: device.uid, uid: s.uid, port: s.port } : undefined;
}

/** Hot and cold bands of a tank's temperature config (ours: product gels or boils off beyond). */
const TEMPERATURE_ZONES = [
  { configId: 0, position: 0, type: Zone.Cold, value: -10 },
  { configId: 0, position: 1, type: Zone.Hot, value: 120 },
];

/** The asset tank config (and the temperature config, when the monitor measures it) of a demo
 * tank, parsed by their schemas. Shared with the benchmark world (bench/src/world). */
export function tankConfigs(
  t: DemoTankTemplate,
  productUid: number | null,
  maxFillPercent: number,
  sensor: { deviceUid: number; port: number },
  temperature?: { deviceUid: number; port: number },
): { tank: Record<string, unknown>; temperature: Record<string, unknown> | null } {
  const cmid = TankType[t.tankTypeKey];
  const capacity = geometryCapacityGallons(cmid, t.dims) ?? t.nominalGallons;
  const tank = parseConfig(ConfigType.AssetTank, {
    label: 'Tank level',
    primaryConfig: true,
    sensor: { deviceUid: sensor.deviceUid, port: sensor.port },
    productUid,
    tank: {
      cmid,
      isBulk: t.isBulk ?? false,
      isReclamation: t.isReclamation ?? false,
      capacity: Math.round(capacity * 10) / 10,
      ullagePercent: maxFillPercent,
      length: t.dims.length ?? 0,
      width: t.dims.width ?? 0,
      height: t.dims.height ?? 0,
      coneHeight: t.dims.coneHeight ?? 0,
      angle: t.dims.angle ?? 0,
      cylinderCap: t.dims.cylinderCap ?? 0,
    },
  }) as Record<string, unknown>;
  const temp = temperature
    ? (parseConfig(ConfigType.Temperature, {
        label: 'Temperature',
        sensor: { deviceUid: temperature.deviceUid, port: temperature.port },
        zones: TEMPERATURE_ZONES,
      }) as Record<string, unknown>)
    : null;
  return { tank, temperature: temp };
}

function addTank(
  ctx: Ctx,
  siteUid: number,
  t: DemoTankTemplate,
  label: string,
  sensor: { deviceUid: number; uid: number; port: number },
  temperature?: { deviceUid: number; uid: number; port: number },
) {
  const uid = ctx.w.entity(EntityType.Asset, label, 'Tank');
  ctx.w.add('asset', {
    uid,
    product_uid: ctx.productUids.get(t.productSku) ?? null,
    model_name: t.label,
    serial_number: null,
    is_template: false,
  });
  ctx.w.add('folder_membership', { entity_uid: uid, folder_uid: siteUid });
  const configs = tankConfigs(
    t,
    ctx.productUids.get(t.productSku) ?? null,
    ctx.productMaxFill.get(t.productSku) ?? 0.9,
    sensor,
    temperature,
  );
  addConfig(ctx.w, uid, ConfigType.AssetTank, configs.tank, sensor.uid);
  if (temperature && configs.temperature) addConfig(ctx.w, uid, ConfigType.Temperature, configs.temperature, temperature.uid);
  if (temperature && ctx.weatherSensorUid === null && isWeatherTank(ctx.company, t)) ctx.weatherSensorUid = temperature.uid;
  ctx.tanks++;
  return uid;
}

/** A site's tanks (drawn for its kind) with their labels, and the devices that measure them: one
 * gateway serving them in its slots (a tank gauge console with probes, a radio gateway with
 * wireless monitors) and a cellular monitor for each tank beyond its slots, or a monitor per tank
 * (a tote monitor on a tote). Shared with the benchmark world (bench/src/world). */
export function planSiteTanks(rng: Rng, kind: DemoCustomerKind) {
  const templates = pickSiteTanks(rng, kind);
  const seen = new Map<string, number>();
  const tankLabel = (t: DemoTankTemplate) => {
    const n = seen.get(t.label) ?? 0;
    seen.set(t.label, n + 1);
    return templates.filter((x) => x.label === t.label).length > 1 ? `${t.label} #${n + 1}` : t.label;
  };
  const gatewayModel = kind.gateway === 'atg' ? DEMO_MODELS.veederRootAtg : kind.gateway === 'radio' ? DEMO_MODELS.radioGateway : null;
  const childModel = kind.gateway === 'atg' ? DEMO_MODELS.atgProbe : DEMO_MODELS.wirelessMonitor;
  const slots = gatewayModel === null ? 0 : (findDeviceModel(gatewayModel)?.slots ?? 0);
  const tanks = templates.map((template, i) => {
    const label = tankLabel(template);
    const tote = template.tankTypeKey === 'Tote275' || template.tankTypeKey === 'Tote330';
    const device =
      i < slots
        ? {
            modelId: childModel as number,
            label: `${kind.gateway === 'atg' ? 'Probe' : 'Monitor'} ${i + 1}`,
            slot: (i + 1) as number | null,
          }
        : {
            modelId: (gatewayModel === null && tote ? DEMO_MODELS.toteMonitor : DEMO_MODELS.cellularMonitor) as number,
            label: `Monitor ${label}`,
            slot: null,
          };
    return { template, label, device };
  });
  return {
    gateway:
      gatewayModel === null
        ? null
        : { modelId: gatewayModel as number, label: kind.gateway === 'atg' ? 'Tank Gauge Console' : 'Radio Gateway' },
    tanks,
  };
}

/** A customer site: folder, customer contact, tanks, and the devices that measure them. */
function addSite(ctx: Ctx, org: DemoOrganisation, orgPath: number[], kind: DemoCustomerKind, name?: string): number {
  const town = ctx.rng.pick(org.towns);
  const label = name ?? makeSiteName(ctx.rng, kind, town);
  ctx.timeZoneId = TIME_ZONE_ID[org.timeZoneKey];
  const addr = makeStreetAddress(ctx.rng, town);
  const siteUid = addFolder(ctx, label, orgPath, { adminUid: ctx.companyUid, baseFolderUid: ctx.companyUid, address: addr });
  const lastName = label.split(/[\s']/)[0] ?? 'Customer';
  const contactUid = addContact(
    ctx,
    siteUid,
    ctx.rng.pick(FIRST_NAMES),
    /^[A-Z][a-z]+$/.test(lastName) ? lastName : ctx.rng.pick(FIRST_NAMES),
    addr.state,
    org.areaCodes,
  );
  ctx.sites.push({ uid: siteUid, contactUid, state: addr.state, areaCodes: org.areaCodes });

  const plan = planSiteTanks(ctx.rng, kind);
  const gateway = plan.gateway ? addDevice(ctx, siteUid, plan.gateway.modelId, plan.gateway.label) : null;
  for (const t of plan.tanks) {
    const device = addDevice(
      ctx,
      siteUid,
      t.device.modelId,
      t.device.label,
      gateway && t.device.slot !== null ? { uid: gateway.uid, slot: t.device.slot } : undefined,
    );
    const level = device.sensors[0];
    if (!level) throw new Error('demo seed: a monitor model without a level sensor');
    addTank(ctx, siteUid, t.template, t.label, { deviceUid: device.uid, uid: level.uid, port: level.port }, temperatureSensor(device));
  }
  return siteUid;
}

async function addUser(
  ctx: Ctx,
  userName: string,
  first: string,
  last: string,
  roleKey: RoleKey,
  baseFolderUid: number,
  timeZoneId: number,
  passwordHash: string,
) {
  const contactUid = addContact(ctx, baseFolderUid, first, last, ctx.company.headOffice.state);
  ctx.userContacts.set(userName, contactUid);
  const uid = ctx.w.entity(EntityType.User, userName, 'User');
  ctx.w.add('folder_membership', { entity_uid: uid, folder_uid: baseFolderUid });
  ctx.w.add('app_user', {
    uid,
    base_folder_uid: baseFolderUid,
    user_name: userName,
    password_hash: passwordHash,
    role_id: ctx.roleIds[roleKey],
    contact_uid: contactUid,
    config: {
      orgFolderDefault: 2,
      siteFolderDefault: 3,
      saveLastLocation: true,
      autoHideHierarchy: false,
      showBillingIconsHierarchy: false,
    },
    unit_config: DEFAULT_UNIT_CONFIG,
    time_zone_config: { timeZoneId, observeDst: true },
  });
}

function kindForCustomer(company: DemoCompany, customerName: string): DemoCustomerKind {
  const suffix = (p: string) => p.replace(/\{[a-z]+\}'?s?/g, '').trim();
  const kinds = company.customerKinds;
  return kinds.find((k) => k.namePatterns.some((p) => suffix(p) && customerName.endsWith(suffix(p)))) ?? (kinds[0] as DemoCustomerKind);
}

async function seedCompany(
  w: WorldWriter,
  base: BaseWorld,
  key: DemoCompanyKey,
  nextRoleId: { id: number },
  nextClassId: { id: number },
  serial: { next: number },
  passwordHash: string,
  seededAt: number,
  log: Logger,
) {
  const company = DEMO_COMPANIES[key];
  const rng = createRng(0x5eed + DEMO_COMPANY_KEYS.indexOf(key) * 7919);
  const companyUid = addFolder({ w }, company.name, [base.rootUid], { isCompany: true, address: company.headOffice });
  w.add('brand', {
    key,
    company_name: company.displayName,
    theme: BRAND_THEME[key],
    input_theme: 'light',
    banner_folder: key,
    featured_products: BRAND_FEATURED[key],
    company_folder_uid: companyUid,
  });
  if (BRAND_FEATURED[key]) seedLoginContent(w, [key]);

  const roleIds = {} as Record<RoleKey, number>;
  for (const [roleKey, preset] of Object.entries(ROLE_PRESETS) as [RoleKey, (typeof ROLE_PRESETS)[RoleKey]][]) {
    const id = nextRoleId.id++;
    roleIds[roleKey] = id;
    w.add('role', { id, folder_uid: companyUid, label: preset.label, rank: preset.rank, permissions: preset.permissions, base_role: true });
  }

  const ctx: Ctx = {
    w,
    rng,
    company,
    companyUid,
    rootUid: base.rootUid,
    roleIds,
    productUids: new Map(),
    productMaxFill: new Map(),
    sites: [],
    contactConfigs: new Map(),
    userContacts: new Map(),
    serial,
    tanks: 0,
    seededAt,
    timeZoneId: TIME_ZONE_ID[company.timeZoneKey],
    weatherSensorUid: null,
  };

  const classIds = new Map<string, number>();
  for (const p of DEMO_PRODUCTS[key]) {
    if (!classIds.has(p.className)) {
      const cls = DEMO_PRODUCT_CLASSES.find((c) => c.name === p.className);
      const id = nextClassId.id++;
      classIds.set(p.className, id);
      w.add('product_class', {
        id,
        folder_uid: companyUid,
        name: p.className,
        default_max_fill_percent: cls?.defaultMaxFillPercent ?? p.defaultMaxFillPercent,
        fill_analysis_max_capacity: cls?.fillAnalysisMaxCapacity ?? null,
      });
    }
    const uid = w.entity(EntityType.Product, p.name, 'Product');
    w.add('product', {
      uid,
      sku: p.sku,
      name: p.name,
      density: p.density,
      default_max_fill_percent: p.defaultMaxFillPercent,
      class_id: classIds.get(p.className),
    });
    w.add('folder_membership', { entity_uid: uid, folder_uid: companyUid });
    ctx.productUids.set(p.sku, uid);
    ctx.productMaxFill.set(p.sku, p.defaultMaxFillPercent);
  }

  const orgs = company.organisations.map((org) => {
    const uid = addFolder(ctx, org.name, [base.rootUid, companyUid], {
      adminUid: companyUid,
      baseFolderUid: companyUid,
      address: org.headAddress,
    });
    return { org, uid, path: [base.rootUid, companyUid, uid], sitesByKind: new Map<string, number>() };
  });

  // The customers who have their own read-only login get their site first.
  const customerSites = new Map<string, number>();
  for (const staff of DEMO_STAFF[key]) {
    if (!staff.customerName) continue;
    const o = orgs.find((x) => x.org.key === staff.organisationKey) ?? orgs[0];
    if (!o) continue;
    customerSites.set(staff.customerName, addSite(ctx, o.org, o.path, kindForCustomer(company, staff.customerName), staff.customerName));
  }

  let i = 0;
  while (ctx.tanks < TANK_TARGET[key]) {
    const o = orgs[i++ % orgs.length];
    if (!o) break;
    const allowed = company.customerKinds.filter(
      (k) => k.maxPerOrganisation === undefined || (o.sitesByKind.get(k.key) ?? 0) < k.maxPerOrganisation,
    );
    const kind = pickWeighted(rng, allowed);
    o.sitesByKind.set(kind.key, (o.sitesByKind.get(kind.key) ?? 0) + 1);
    addSite(ctx, o.org, o.path, kind);
  }

  const tz = TIME_ZONE_ID[company.timeZoneKey];
  await addUser(ctx, `demo-${key}`, 'Demo', company.name.split(' ')[0] ?? 'User', 'administrator', companyUid, tz, passwordHash);
  for (const staff of DEMO_STAFF[key]) {
    const base = staff.customerName
      ? customerSites.get(staff.customerName)
      : (orgs.find((o) => o.org.key === staff.organisationKey)?.uid ?? companyUid);
    await addUser(ctx, staff.userName, staff.firstName, staff.lastName, staff.roleKey, base ?? companyUid, tz, passwordHash);
  }
  log.info({ company: company.name, tanks: ctx.tanks, organisations: orgs.length }, 'demo company planned');
  return { ctx, orgs, key };
}

export async function seedDemo(w: WorldWriter, base: BaseWorld, log: Logger): Promise<void> {
  // Enough uids for the whole world, reserved in one round trip.
  await w.reserveUids(20_000);
  // One hash for the shared demo password: every demo login uses the same preset (spec 000 §2).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const nextRoleId = { id: 2 };
  const nextClassId = { id: 1 };
  const serial = { next: 1 };
  const seededAt = Date.now();
  const companies = [];
  for (const key of DEMO_COMPANY_KEYS)
    companies.push(await seedCompany(w, base, key, nextRoleId, nextClassId, serial, passwordHash, seededAt, log));
  // After every company, so the customer sites, their devices and serial numbers (the demo
  // physics' seeds) are the same as without them.
  for (const c of companies) addShowcase(c.ctx, c.orgs[0]);
  // Last, so nothing above moves: the people beyond the staff (seed-people.ts).
  const nextIdentityGroupUid = { uid: 1 };
  const alertCompanies: AlertsCompany[] = [];
  for (const { ctx, orgs, key } of companies) {
    const groupUids = new Map<string, number>();
    alertCompanies.push({ key, companyUid: ctx.companyUid, groupUids });
    const companyTimeZoneId = TIME_ZONE_ID[ctx.company.timeZoneKey];
    // A user keeps the clock of the branch they work from, else the company's.
    const timeZoneOf = (folderUid: number) => {
      const org = orgs.find((o) => o.uid === folderUid)?.org;
      return org ? TIME_ZONE_ID[org.timeZoneKey] : companyTimeZoneId;
    };
    await seedPeople(
      { ...ctx, key, timeZoneId: companyTimeZoneId, groupUids },
      orgs,
      {
        addUser: (userName, first, last, roleKey, baseFolderUid) =>
          addUser(ctx, userName, first, last, roleKey, baseFolderUid, timeZoneOf(baseFolderUid), passwordHash),
        addConfig: (entityUid, typeId, data) => addConfig(ctx.w, entityUid, typeId, data),
      },
      nextIdentityGroupUid,
    );
  }
  // Then the alerts, on what is all there now (seed-alerts.ts).
  seedAlerts(w, alertCompanies);
  // And the weather the heating-fuel tanks' forecasts read (seed-weather.ts).
  seedWeather(
    w,
    companies.map((c) => ({ companyUid: c.ctx.companyUid, sensorUid: c.ctx.weatherSensorUid })),
    seededAt,
  );
  // And the events of the report runs and the yard's camera (seed-events.ts).
  const yards = new Map(
    w
      .rowsOf('entity')
      .filter((e) => e.label === SHOWCASE_YARD)
      .map((e) => [e.uid as number, true]),
  );
  const yardOf = (companyUid: number) =>
    w.rowsOf('folder').find((f) => yards.has(f.uid as number) && (f.path as number[]).includes(companyUid))?.uid as number | undefined;
  seedEvents(
    w,
    alertCompanies.map((c) => ({ key: c.key, companyUid: c.companyUid, yardUid: yardOf(c.companyUid) ?? null })),
    seededAt,
  );
  // And the returns and serial settings of each company (seed-rma.ts, issue 18).
  seedRmas(
    w,
    companies.map(({ ctx, key }) => ({ companyUid: ctx.companyUid, key })),
    seededAt,
  );
}

/** Strapping tables a company keeps (spec 001 §7 Asset/StrappingTable; issue 19): the
 * manufacturer's chart of each of its templates' tanks that has a shape, printed every 2 inches
 * (what the tank's geometry gives, rounded to the gallon as charts are). */
function addStrappingTables(ctx: Ctx, tanks: DemoTankTemplate[]) {
  for (const t of tanks) {
    const cmid = TankType[t.tankTypeKey];
    const volumeAt = volumeAtLevel(cmid, t.dims);
    const height = t.dims.height;
    if (!volumeAt || !height) continue;
    const step = 2;
    const rows = Math.floor(height / step);
    const values = Array.from({ length: rows + 1 }, (_, i) => Math.round(volumeAt(Math.min(i * step, height)) ?? 0));
    for (let i = 1; i < values.length; i++) values[i] = Math.max(values[i]!, values[i - 1]!);
    ctx.w.add('strapping_table', {
      folder_uid: ctx.companyUid,
      make: 'Manufacturer chart',
      model: t.label,
      height: rows * step,
      capacity: values[values.length - 1]!,
      step,
      table_values: values,
    });
  }
}

/** The fields a distributor's office adds to its tanks and monitors (spec 001 §3.3 UserDefSetup;
 * ADR 096): none required, so the demo's tanks save as they are. */
const DEMO_USER_DEF_FIELDS = [
  { label: 'Customer Account', entity_type_id: EntityType.Asset, sort_index: 1, data_type_id: UserDefDataType.Text },
  { label: 'Last Leak Check', entity_type_id: EntityType.Asset, sort_index: 2, data_type_id: UserDefDataType.Date },
  { label: 'Regulators', entity_type_id: EntityType.Asset, sort_index: 3, data_type_id: UserDefDataType.Integer },
  { label: 'Customer Owned', entity_type_id: EntityType.Asset, sort_index: 4, data_type_id: UserDefDataType.YesNo },
  { label: 'Antenna', entity_type_id: EntityType.Device, sort_index: 1, data_type_id: UserDefDataType.Text },
] as const;

function addUserDefinedFields(ctx: Ctx) {
  for (const f of DEMO_USER_DEF_FIELDS) ctx.w.add('user_def_setup', { folder_uid: ctx.companyUid, ...f, required: false, enabled: true });
}

/** The site of each company's showcase (in its first branch). */
export const SHOWCASE_YARD = 'Equipment Yard';

/** Asset templates a company keeps in its own folder, for every site below (spec 001 §7
 * Asset/Templates/ByFolder): its most common tanks, each as set up on the monitor it usually has. */
export const DEMO_TEMPLATES_PER_COMPANY = 3;

/**
 * What the customer sites do not show (docs/decisions/029-demo-history.md): asset templates, and
 * in a yard of the first branch a line pressure monitor, a containment sump's alarm switch, a skid
 * tank on a trailer with GPS, and two monitors installed but not reported yet (never simulated).
 */
function addShowcase(ctx: Ctx, first: { org: DemoOrganisation; path: number[] } | undefined) {
  if (!first) return;
  ctx.timeZoneId = TIME_ZONE_ID[first.org.timeZoneKey];
  const options = ctx.company.customerKinds
    .flatMap((k) => k.tanks.map((t) => ({ t, weight: t.weight * k.weight, atg: k.gateway === 'atg' })))
    .sort((a, b) => b.weight - a.weight);
  const templates = options.filter((o, i) => options.findIndex((x) => x.t.label === o.t.label) === i).slice(0, DEMO_TEMPLATES_PER_COMPANY);
  for (const { t, atg } of templates) {
    const isTote = t.tankTypeKey === 'Tote275' || t.tankTypeKey === 'Tote330';
    const model = findDeviceModel(atg ? DEMO_MODELS.atgProbe : isTote ? DEMO_MODELS.toteMonitor : DEMO_MODELS.cellularMonitor);
    const uid = ctx.w.entity(EntityType.Asset, `${t.label} on ${model?.modelName ?? 'a monitor'}`, 'Tank');
    ctx.w.add('asset', {
      uid,
      product_uid: ctx.productUids.get(t.productSku) ?? null,
      model_name: t.label,
      serial_number: null,
      is_template: true,
    });
    ctx.w.add('folder_membership', { entity_uid: uid, folder_uid: ctx.companyUid });
    const cmid = TankType[t.tankTypeKey];
    const capacity = geometryCapacityGallons(cmid, t.dims) ?? t.nominalGallons;
    const cfg = parseConfig(ConfigType.AssetTank, {
      label: 'Tank level',
      primaryConfig: true,
      sensor: null,
      productUid: ctx.productUids.get(t.productSku) ?? null,
      tank: {
        cmid,
        isBulk: t.isBulk ?? false,
        isReclamation: t.isReclamation ?? false,
        capacity: Math.round(capacity * 10) / 10,
        ullagePercent: ctx.productMaxFill.get(t.productSku) ?? 0.9,
        ...t.dims,
      },
    });
    addConfig(ctx.w, uid, ConfigType.AssetTank, cfg as Record<string, unknown>);
  }
  addStrappingTables(
    ctx,
    templates.map((x) => x.t),
  );
  addUserDefinedFields(ctx);

  const town = ctx.rng.pick(first.org.towns);
  const yardAddress = makeStreetAddress(ctx.rng, town);
  const yard = addFolder(ctx, SHOWCASE_YARD, first.path, {
    adminUid: ctx.companyUid,
    baseFolderUid: ctx.companyUid,
    address: yardAddress,
  });
  const asset = (label: string, modelName: string) => {
    const uid = ctx.w.entity(EntityType.Asset, label, 'Tank');
    ctx.w.add('asset', { uid, product_uid: null, model_name: modelName, serial_number: null, is_template: false });
    ctx.w.add('folder_membership', { entity_uid: uid, folder_uid: yard });
    return uid;
  };
  const port = (d: ReturnType<typeof addDevice>, sensorTypeId: number) => {
    const s = d.sensors.find((x) => x.sensorTypeId === sensorTypeId);
    if (!s) throw new Error(`demo seed: device ${d.uid} has no sensor of type ${sensorTypeId}`);
    return s;
  };

  /** A sensor config of an asset reading the device's sensor of a type. */
  const reads = (
    assetUid: number,
    typeId: ConfigTypeId,
    d: ReturnType<typeof addDevice>,
    sensorTypeId: number,
    data: Record<string, unknown>,
  ) => {
    const s = port(d, sensorTypeId);
    addConfig(
      ctx.w,
      assetUid,
      typeId,
      parseConfig(typeId, { ...data, sensor: { deviceUid: d.uid, port: s.port } }) as Record<string, unknown>,
      s.uid,
    );
  };

  // spec 001 §3.4 Pressure state: a 4-20 mA transducer on the yard's supply line.
  const pressureMonitor = addDevice(ctx, yard, DEMO_MODELS.cellularMonitorPressure, 'Line pressure monitor');
  const line = asset('Supply line pressure', 'Supply line');
  reads(line, ConfigType.Pressure, pressureMonitor, SensorType.PressureTransducer, {
    label: 'Line pressure',
    primaryConfig: true,
    ...DEMO_PRESSURE_RANGE,
    zones: [
      { configId: 0, position: 0, type: Zone.Warning, value: 100 },
      { configId: 0, position: 1, type: Zone.Critical, value: 60 },
    ],
  });
  reads(line, ConfigType.Temperature, pressureMonitor, SensorType.Temperature, { label: 'Temperature', zones: TEMPERATURE_ZONES });

  // spec 001 §3.4 Switch state: the containment sump's high-level switch.
  const switchMonitor = addDevice(ctx, yard, DEMO_MODELS.switchMonitor, 'Sump switch monitor');
  reads(asset('Containment sump alarm', 'Containment sump'), ConfigType.Switch, switchMonitor, SensorType.Switch, {
    label: 'High level switch',
    primaryConfig: true,
  });

  // spec 001 §3.4 GPS state: a skid tank on a trailer, out at jobs on most weekdays.
  const skidTemplate = templates[templates.length - 1]?.t ?? options[0]?.t;
  if (skidTemplate) {
    const tracker = addDevice(ctx, yard, DEMO_MODELS.satelliteMonitor, 'Trailer satellite monitor');
    const level = port(tracker, SensorType.Ultrasonic);
    const temperature = port(tracker, SensorType.Temperature);
    const skid = addTank(
      ctx,
      yard,
      skidTemplate,
      'Skid tank trailer',
      { deviceUid: tracker.uid, uid: level.uid, port: level.port },
      { deviceUid: tracker.uid, uid: temperature.uid, port: temperature.port },
    );
    // spec 001 §3.5 GPS autoMoveFolders (docs/decisions/101-gps-folder-moves.md): moved out to a
    // customer's site, the trailer comes back into the yard's folder when it drives into the yard.
    reads(skid, ConfigType.Gps, tracker, SensorType.Gps, { label: 'Position', autoMoveFolders: true });
    // spec 001 §3.3 Geofence (docs/decisions/078-geofences.md): the yard the trailer leaves from and
    // comes back to, a warehouse, half a mile around it.
    const fence = ctx.w.entity(EntityType.Geofence, `${SHOWCASE_YARD} fence`, 'Geofence');
    ctx.w.add('geofence', {
      uid: fence,
      center_latitude: yardAddress.latitude,
      center_longitude: yardAddress.longitude,
      radius: 0.5,
      circular: true,
      warehouse: true,
      polygon: json([]),
    });
    ctx.w.add('folder_membership', { entity_uid: fence, folder_uid: yard });
  }

  // spec 001 §4 Not Reported: installed this week, not called in yet (so never simulated).
  for (const [i, t] of options
    .slice(0, 2)
    .map((o) => o.t)
    .entries()) {
    const label = `New install ${i + 1}`;
    const monitor = addDevice(ctx, yard, DEMO_MODELS.cellularMonitor, `Monitor ${label}`);
    ctx.w.patch('device', (row) => row.uid === monitor.uid, { simulated: false });
    const level = port(monitor, SensorType.Ultrasonic);
    addTank(ctx, yard, t, label, { deviceUid: monitor.uid, uid: level.uid, port: level.port }, temperatureSensor(monitor));
  }
}
