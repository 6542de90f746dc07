// spec 001 §7 EntityReport AssetSchema / AssetData: the active assets of a folder and its
// subfolders, one row each, with the columns a distributor's dispatcher and office expect (spec 001
// §3.3 asset, §3.4 tank and usage states, §4 statuses and device flags, §9 value formats).
//
// Amounts: a tank is measured by volume (gallons) or, CO2, by weight (pounds; spec 001 §9). A
// column has one format, so each amount has a volume column (Gallons format, blank for tanks
// measured by weight) and a weight column (Weight format, blank for the others): a filter typed in
// liters never compares against pounds, and a sort never mixes the two.
import { sql, type SQL } from 'drizzle-orm';
import { ASSET_STATUS_TYPES } from '@ullage/domain/tanks/asset-status';
import { DeviceFlag } from '@ullage/domain/devices/devices';
import { GridValueFormat } from '@ullage/domain/reports/display';
import { ReportType } from '@ullage/domain/reports/reports';
import { TANK_TYPES } from '@ullage/domain/tanks/tank-geometry';
import { ASSET_CONFIG_UNIT_TYPES } from '@ullage/domain/units';
import { ZONES, Zone } from '@ullage/domain/tanks/zones';
import { EntityType } from '@ullage/domain/entity-types';
import { defineGridTable, type GridColumn } from './grid-query';
import { userDefColumns } from './user-def-columns';
import {
  ASSET_CONNECTION,
  BY_WEIGHT,
  CONNECTIONS,
  MEASURES,
  MODEL_VALUES,
  date,
  folderPathExpression,
  num,
  set,
  text,
  yesNo,
  type ReportDefinition,
  type ReportViewer,
} from './report-definition';

const G = GridValueFormat;

/** The tank level zones (spec 001 §4: Safe, Warning, Critical). */
export const TANK_ZONES = ZONES.filter((z) => z.id === Zone.Safe || z.id === Zone.Warning || z.id === Zone.Critical);
/** The temperature zones (spec 001 §4: Hot and Cold beside Safe; domain temperatureZoneFor). */
export const TEMPERATURE_ZONES = ZONES.filter((z) => z.id === Zone.Safe || z.id === Zone.Hot || z.id === Zone.Cold);

const byVolume = (e: SQL) => sql`(case when ${BY_WEIGHT} then null else ${e} end)`;
const byWeight = (e: SQL) => sql`(case when ${BY_WEIGHT} then ${e} end)`;
const flag = (bit: number) => sql`((r.device_flags & ${sql.raw(String(bit))}) <> 0)`;

/** An amount twice: in gallons for tanks measured by volume, in pounds for those measured by weight. */
export function amount(colId: string, header: string, e: SQL, defaultVisible = false): GridColumn[] {
  return [
    num(colId, header, byVolume(e), { format: G.Gallons, defaultVisible }),
    num(`${colId}Weight`, `${header} (Weight)`, byWeight(e), { format: G.Weight }),
  ];
}

function columns(viewer: ReportViewer): GridColumn[] {
  return [
    text('label', 'Tank', sql`r.label`, { defaultVisible: true }),
    text('folderLabel', 'Site', sql`r.folder_label`, { defaultVisible: true }),
    // The dispatcher's first look (issue 17, ADR 092): how soon, how full.
    num('daysLeft', 'Days Left', sql`r.days_left`, { defaultVisible: true }),
    num('percentFull', 'Percent Full', sql`r.percent_full`, { format: G.Percent, defaultVisible: true, zoneColId: 'zone' }),
    text('folderPath', 'Folder Path', folderPathExpression(viewer)),
    text('city', 'City', sql`r.city`),
    text('state', 'State', sql`r.state`),
    text('productName', 'Product', sql`r.product_name`, { defaultVisible: true }),
    text('productClass', 'Product Class', sql`r.product_class`),
    set('tankType', 'Tank Type', sql`r.tank_type`, TANK_TYPES),
    set('measuredBy', 'Measured By', sql`(case when ${BY_WEIGHT} then 'weight' else 'volume' end)`, MEASURES),
    ...amount('capacity', 'Capacity', sql`r.capacity`, true),
    ...amount('maxFill', 'Max Fill', sql`r.max_fill_amount`),
    ...amount('amountFull', 'Volume', sql`r.amount_full`, true),
    num('inchesFull', 'Inches Full', sql`r.inches_full`, { format: G.Inches }),
    ...amount('ullage', 'Ullage', sql`r.ullage`),
    ...amount('adjustedUllage', 'Adjusted Ullage', sql`r.adjusted_ullage`, true),
    date('dateEmpty', 'Date Empty', sql`r.date_empty`),
    set('status', 'Status', sql`r.status`, ASSET_STATUS_TYPES, { defaultVisible: true }),
    set('zone', 'Zone', sql`r.zone`, TANK_ZONES, { zoneColId: 'zone' }),
    date('readingTime', 'Last Reading', sql`r.reading_time`, { defaultVisible: true }),
    date('lastFillDate', 'Last Fill Date', sql`r.last_fill_date`),
    ...amount('lastFillAmount', 'Last Fill Amount', sql`r.last_fill_amount`),
    ...amount('lastUsage', 'Last Usage', sql`r.last_usage_amount`),
    ...amount('avgDaily', 'Avg Daily Usage', sql`r.avg_daily`),
    ...amount('avg7Day', 'Avg 7 Day Usage', sql`r.avg_7day`),
    text('deviceSerial', 'Device Serial Number', sql`r.device_serial`, { defaultVisible: true }),
    set('deviceModel', 'Device Model', sql`r.device_model_id`, MODEL_VALUES),
    set('connection', 'Connection', ASSET_CONNECTION, CONNECTIONS),
    num('sensorPort', 'Port', sql`r.sensor_port`),
    // Volts or percent, as the device's protocol class reports it (device-catalogue.ts batteryPercent).
    num('battery', 'Battery', sql`r.battery`),
    num('signal', 'Signal', sql`r.signal`),
    yesNo('deviceLate', 'Late', flag(DeviceFlag.Late)),
    yesNo('deviceLowBattery', 'Low Battery', flag(DeviceFlag.LowBattery)),
    yesNo('deviceError', 'Device Error', flag(DeviceFlag.Error)),
    yesNo('deviceNotReported', 'Not Reported', flag(DeviceFlag.NotReported)),
    // Coloured by its zone: Hot and Cold (spec 001 §9 colours), Safe between.
    num('temperature', 'Temperature', sql`r.temperature`, { format: G.Temperature, zoneColId: 'temperatureZone' }),
    set('temperatureZone', 'Temperature Zone', sql`r.temperature_zone`, TEMPERATURE_ZONES, { zoneColId: 'temperatureZone' }),
    // In the pressure config's own units (spec 001 §3.5 Pressure unitsId), named beside it.
    num('pressure', 'Pressure', sql`r.pressure`),
    set('pressureUnits', 'Pressure Units', sql`r.pressure_units_id`, ASSET_CONFIG_UNIT_TYPES),
    yesNo('isTemplate', 'Template', sql`r.is_template`),
    date('created', 'Created', sql`r.created_at`),
    // The customer to call about the tank: its site's contact (report_folder_contact, issue 14).
    text('contactName', 'Contact Name', sql`rc.name`),
    text('contactPhone', 'Contact Phone', sql`rc.phone`),
    text('contactMobile', 'Contact Mobile', sql`rc.mobile`),
    text('deliveryNote', 'Delivery Note', sql`rc.note`),
    ...userDefColumns(viewer, EntityType.Asset, sql`r.asset_uid`),
  ];
}

export function assetReport(viewer: ReportViewer): ReportDefinition {
  return {
    reportTypeId: ReportType.Asset,
    rows: 'asset',
    table: defineGridTable(columns(viewer), sql`r.asset_uid`),
    // The site contact's row: one at most per folder (its primary key), so the planner drops the
    // join from every query that reads none of its columns (the page's keys and count, unless a
    // contact column is filtered or sorted on) and reads it by key for the page's rows.
    from: sql`asset_report_row r left join report_folder_contact rc on rc.folder_uid = r.folder_uid`,
    key: [sql`r.asset_uid`, sql`r.folder_uid`],
    rowKey: sql`r.asset_uid`,
  };
}
