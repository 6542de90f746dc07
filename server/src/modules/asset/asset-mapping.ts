// spec 001 §3.3 Asset, AssetLite and AssetFill, §3.4 states, §7 Asset History calls: the asset
// repository's rows as the API's answers, in the caller's units (spec 001 §9). Pure: no I/O.
import type { AssetDto, AssetStatesDto, TankStateDto } from '@ullage/domain/tanks/api';
import { ConfigType } from '@ullage/domain/configs';
import { MonitoredProperty, sensorTypeProperty } from '@ullage/domain/devices/device-catalogue';
import { distanceMetres, GPS_AT_SITE_METRES } from '@ullage/domain/tanks/gps';
import { sensorSuits } from '@ullage/domain/devices/sensor-fit';
import { tankTypeById } from '@ullage/domain/tanks/tank-geometry';
import { assetStatusesOfMask } from '@ullage/domain/tanks/tank-state';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import type { Converter } from '../units';
import type { MapTankColumns } from '@ullage/domain/tanks/map-tanks';
import type { AssetRow, FillRow, MapTankRow, ReadingRow, TankStateRow, UsageDayRow, ValueStateRow } from './asset.repository';

export type AmountUnit = 'volume' | 'weight';

const ts = (d: Date | null | undefined) => (d ? toCentralTimestamp(d) : null);

/** What a tank type's amounts are: a weight (CO2, spec 001 §9) or a volume. */
export const amountUnitOfType = (cmid: number | null | undefined): AmountUnit =>
  tankTypeById(cmid ?? 0)?.measuredBy === 'weight' ? 'weight' : 'volume';

/** What an asset's amounts are: its tank config's measure. */
export function amountUnitOf(row: AssetRow): AmountUnit {
  return amountUnitOfType(row.tankTypeId);
}

/** Whether a device with these sensor types can feed an asset's primary config. */
export function readableBy(row: AssetRow, sensorTypeIds: readonly number[]): boolean {
  const cfg = row.configs.find((c) => c.primaryConfig) ?? row.configs[0];
  if (!cfg) return false;
  if (cfg.typeId !== ConfigType.AssetTank) return sensorTypeIds.some((t) => sensorSuits(cfg.typeId, t));
  const wanted = amountUnitOf(row) === 'weight' ? MonitoredProperty.Weight : MonitoredProperty.TankLevel;
  return sensorTypeIds.some((t) => sensorTypeProperty(t) === wanted);
}

/** The sensor link of a template's primary config (or its first that reads a sensor). */
export function primarySensorLink(row: AssetRow) {
  const cfg = row.configs.find((c) => c.primaryConfig && c.sensor) ?? row.configs.find((c) => c.sensor);
  return cfg?.sensor ?? undefined;
}

/** The devices an asset's configs read, each once. */
export function deviceUidsOf(row: AssetRow): number[] {
  return [...new Set(row.configs.map((c) => c.sensor?.deviceUid).filter((d): d is number => typeof d === 'number'))];
}

export function tankStateDto(t: TankStateRow | undefined, cv: Converter, unit: AmountUnit): TankStateDto | null {
  if (!t) return null;
  return {
    readingDate: ts(t.readingTime),
    amountUnit: unit,
    amountFull: cv.amount(t.amountFull, unit),
    inchesFull: cv.dimension(t.inchesFull),
    inchesAir: cv.dimension(t.inchesAir),
    capacity: cv.amount(t.capacity, unit),
    maxFillAmount: cv.amount(t.maxFillAmount, unit),
    statusColor: t.statusColor,
    zone: t.zone,
    lastFillAmount: cv.amount(t.lastFillAmount, unit),
    lastUsageAmount: cv.amount(t.lastUsageAmount, unit),
    lastFillDate: ts(t.lastFillDate),
    percentFull: t.percentFull,
    ullage: cv.amount(t.ullage, unit),
    ullagePercent: t.ullagePercent,
    adjustedUllage: cv.amount(t.adjustedUllage, unit),
    daysLeft: t.daysLeft,
  };
}

export function statesDto(row: AssetRow, tank: TankStateRow | undefined, values: ValueStateRow[], cv: Converter): AssetStatesDto {
  const unit = amountUnitOf(row);
  const label = (configId: number) => row.configs.find((c) => c.id === configId)?.label ?? '';
  const statuses = assetStatusesOfMask(tank?.statusMask ?? 0);
  const addr = row.folderAddress;
  // spec 001 §3.4 GPS address: the portal has no geocoder; a fix at the site (within
  // GPS_AT_SITE_METRES of the site's coordinates) has the site's address, one elsewhere none.
  const atSite = (v: ValueStateRow) =>
    addr !== null &&
    typeof addr.latitude === 'number' &&
    typeof addr.longitude === 'number' &&
    v.latitude !== null &&
    v.longitude !== null &&
    distanceMetres({ latitude: v.latitude, longitude: v.longitude }, { latitude: addr.latitude, longitude: addr.longitude }) <=
      GPS_AT_SITE_METRES;
  return {
    tank: tankStateDto(tank, cv, unit),
    usage: tank
      ? {
          avg7Day: cv.amount(tank.avg7Day, unit),
          avgDaily: cv.amount(tank.avgDaily, unit),
          avgDaily60: cv.amount(tank.avgDaily60, unit),
          avgWeekday: cv.amount(tank.avgWeekday, unit),
          avgInventory30: cv.amount(tank.avgInventory30, unit),
          avgInventory60: cv.amount(tank.avgInventory60, unit),
          avgInventory90: cv.amount(tank.avgInventory90, unit),
          dateEmpty: ts(tank.dateEmpty),
          status: tank.status,
        }
      : null,
    values: values
      .filter((v) => v.configTypeId !== ConfigType.Gps)
      .map((v) => ({
        configId: v.configId,
        typeId: v.configTypeId,
        label: label(v.configId),
        readingDate: toCentralTimestamp(v.readingTime),
        value: v.configTypeId === ConfigType.Temperature ? cv.temperature(v.value) : v.value,
        zone: v.zone,
        statusColor: v.statusColor,
      })),
    gps: values
      .filter((v) => v.configTypeId === ConfigType.Gps)
      .map((v) => {
        const site = atSite(v) ? addr : null;
        return {
          configId: v.configId,
          arriveDate: ts(v.arriveDate),
          readingDate: toCentralTimestamp(v.readingTime),
          latitude: v.latitude,
          longitude: v.longitude,
          address: site?.address1 ?? null,
          city: site?.city ?? null,
          state: site?.state ?? null,
          zip: site?.zip ?? null,
          // Folder addresses hold no country.
          country: null,
        };
      }),
    status: statuses[0] as number,
    statuses,
  };
}

/** spec 001 §3.3 Asset with its §3.4 states. */
export function assetDto(row: AssetRow, tank: TankStateRow | undefined, values: ValueStateRow[], cv: Converter): AssetDto {
  return {
    uid: row.uid,
    typeId: 10 as const,
    iconName: row.iconName,
    label: row.label,
    active: row.active,
    tags: row.tags,
    userDefValues: row.userDefValues,
    alerts: row.alerts,
    comment: row.comment,
    mfgDate: row.mfgDate,
    modelName: row.modelName,
    serialNumber: row.serialNumber,
    isTemplate: row.isTemplate,
    product: row.product,
    configs: row.configs.map((c) => c.data),
    states: statesDto(row, tank, values, cv),
    maintenance: row.maintenance,
    folderUid: row.folderUid,
    folderUidPath: row.folderUidPath,
    units: cv.units,
  };
}

/** spec 001 §3.3 AssetLite / TankLite: one row of an asset list. */
export function assetLiteDto(row: AssetRow, t: TankStateRow | undefined, cv: Converter) {
  const unit = amountUnitOf(row);
  return {
    uid: row.uid,
    label: row.label,
    folderUid: row.folderUid,
    isTemplate: row.isTemplate,
    productName: row.product?.name ?? null,
    readingDate: ts(t?.readingTime),
    amountFull: cv.amount(t?.amountFull, unit),
    capacity: cv.amount(t?.capacity, unit),
    percentFull: t?.percentFull ?? null,
    daysLeft: t?.daysLeft ?? null,
    statusColor: t?.statusColor ?? null,
    status: t?.status ?? 0,
  };
}

/** GET Asset/ByFolder/{folder}/Location: where an asset is, from its GPS state or its folder's
 * address; null when neither gives coordinates. */
export function assetLocationDto(row: AssetRow, t: TankStateRow | undefined, values: ValueStateRow[], cv: Converter) {
  const gps = values.find(
    (v) => v.assetUid === row.uid && v.configTypeId === ConfigType.Gps && v.latitude !== null && v.longitude !== null,
  );
  const addr = row.folderAddress;
  const lat = gps?.latitude ?? addr?.latitude;
  const lon = gps?.longitude ?? addr?.longitude;
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  return {
    uid: row.uid,
    label: row.label,
    folderUid: row.folderUid,
    latitude: lat,
    longitude: lon,
    source: gps ? ('gps' as const) : ('folder' as const),
    statusColor: t?.statusColor ?? null,
    percentFull: t?.percentFull ?? null,
    status: t?.status ?? 0,
    // The map's popup and filters (issue 17): zone, product, volume, days left, last reading.
    zone: t?.zone ?? null,
    productUid: row.product?.uid ?? null,
    productName: row.product?.name ?? null,
    amountFull: cv.amount(t?.amountFull, amountUnitOf(row)),
    capacity: cv.amount(t?.capacity, amountUnitOf(row)),
    amountUnit: amountUnitOf(row),
    daysLeft: t?.daysLeft ?? null,
    readingDate: ts(t?.readingTime),
  };
}

/** Asset/ByFolder/{folder}/Map/Tanks: a part of the map's tanks in columns, amounts in the
 * caller's units (docs/decisions/098-progressive-map.md). */
export function mapTankColumns(rows: readonly MapTankRow[], next: number | null, cv: Converter): MapTankColumns {
  const c: MapTankColumns = {
    uid: [],
    label: [],
    folderUid: [],
    latitude: [],
    longitude: [],
    gps: [],
    status: [],
    zone: [],
    product: [],
    percentFull: [],
    amountFull: [],
    capacity: [],
    weight: [],
    daysLeft: [],
    readingDate: [],
    products: [],
    next,
  };
  const productIndex = new Map<number, number>();
  for (const r of rows) {
    const unit = amountUnitOfType(r.tankTypeId);
    let pi: number | null = null;
    if (r.product) {
      pi = productIndex.get(r.product.uid) ?? c.products.length;
      if (pi === c.products.length) {
        productIndex.set(r.product.uid, pi);
        c.products.push(r.product);
      }
    }
    c.uid.push(r.uid);
    c.label.push(r.label);
    c.folderUid.push(r.folderUid);
    c.latitude.push(r.latitude);
    c.longitude.push(r.longitude);
    c.gps.push(r.gps);
    c.status.push(r.status);
    c.zone.push(r.zone);
    c.product.push(pi);
    c.percentFull.push(r.percentFull);
    c.amountFull.push(cv.amount(r.amountFull, unit));
    c.capacity.push(cv.amount(r.capacity, unit));
    c.weight.push(unit === 'weight');
    c.daysLeft.push(r.daysLeft);
    c.readingDate.push(ts(r.readingTime));
  }
  return c;
}

/** spec 001 §7 Asset History/Usage/ByDay: one day. */
export function usageDayDto(d: UsageDayRow, cv: Converter, unit: AmountUnit) {
  return {
    date: d.day,
    usage: cv.amount(d.usage, unit) ?? 0,
    fillAmount: cv.amount(d.fillAmount, unit) ?? 0,
    fills: d.fills,
    avgInventory: cv.amount(d.avgInventory, unit),
    readings: d.readings,
  };
}

/** spec 001 §7 Asset History/State/Tank/Lite: one reading. */
export function tankReadingDto(r: ReadingRow, cv: Converter, unit: AmountUnit) {
  return {
    readingDate: toCentralTimestamp(r.readingTime),
    reading: r.reading,
    status: r.status,
    amountFull: cv.amount(r.value, unit),
    inchesFull: cv.dimension(r.inchesFull),
    percentFull: r.percentFull,
  };
}

/** spec 001 §7 Asset History/State/{type}/Lite: one reading of a temperature, pressure, switch or
 * GPS config. */
export function valueReadingDto(r: ReadingRow, cv: Converter, configId: number, configTypeId: number) {
  return {
    configId,
    readingDate: toCentralTimestamp(r.readingTime),
    status: r.status,
    value: configTypeId === ConfigType.Temperature ? cv.temperature(r.value) : r.value,
    latitude: r.latitude,
    longitude: r.longitude,
  };
}

/** spec 001 §3.3 AssetFill, in the tank's own measure: a CO2 fill is a weight (spec 001 §9). */
export function fillDto(r: FillRow, cv: Converter) {
  const unit = amountUnitOfType(r.tankTypeId);
  return {
    id: r.id,
    uid: r.assetUid,
    label: r.label,
    productUid: r.productUid,
    amountUnit: unit,
    amount: cv.amount(r.amount, unit) ?? 0,
    capacity: cv.amount(r.capacity, unit) ?? 0,
    maxFillAmount: cv.amount(r.maxFillAmount, unit) ?? 0,
    beforeAmount: cv.amount(r.beforeAmount, unit) ?? 0,
    afterAmount: cv.amount(r.afterAmount, unit) ?? 0,
    dateTime: toCentralTimestamp(r.dateTime),
    includeInAnalysis: r.includeInAnalysis,
    falseFill: r.falseFill,
  };
}
