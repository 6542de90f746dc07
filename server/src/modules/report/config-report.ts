// spec 001 §7 EntityReport ConfigSchema / ConfigData (reportTypeID): the configurations of a
// folder's assets and devices (spec 001 §9 report types Tank Config, Pressure Config, Device
// Config; the fields of spec 001 §3.5). Config fields live in entity_config's JSON, read per row;
// the rows, their scope and the asset and device columns come from the report rows.
import { sql, type SQL } from 'drizzle-orm';
import { BATTERY_TYPES } from '@ullage/domain/devices/device-catalogue';
import { ConfigType } from '@ullage/domain/configs';
import { GridValueFormat } from '@ullage/domain/reports/display';
import { ReportType, type ReportTypeId } from '@ullage/domain/reports/reports';
import { TANK_TYPES } from '@ullage/domain/tanks/tank-geometry';
import { TIME_ZONES } from '@ullage/domain/time-zones';
import { SYSTEM_SCHEDULES } from '@ullage/domain/alerts/system-schedules';
import { ASSET_CONFIG_UNIT_TYPES } from '@ullage/domain/units';
import { Zone } from '@ullage/domain/tanks/zones';
import { defineGridTable, type GridColumn } from './grid-query';
import {
  MODEL_VALUES,
  WEIGHT_TANK_TYPE_IDS,
  catalogueCase,
  folderPathExpression,
  num,
  set,
  text,
  yesNo,
  type ReportDefinition,
  type ReportViewer,
} from './report-definition';
import { intArray } from '../../db/sql-arrays';

const G = GridValueFormat;
const field = (path: string) => sql.raw(`c.data #>> '{${path.split('.').join(',')}}'`);
const numberField = (path: string) => sql`(${field(path)})::float8`;
const intField = (path: string) => sql`(${field(path)})::int`;
const boolField = (path: string) => sql`(${field(path)})::boolean`;

// ---- Tank Config: one row per asset tank config (spec 001 §3.5 Asset tank and Tank) ----

const configWeight = sql`coalesce(${intField('tank.cmid')} = any(${intArray(WEIGHT_TANK_TYPE_IDS)}), false)`;
const tankZone = (zone: number) =>
  sql`(select (z ->> 'value')::float8 from jsonb_array_elements(c.data -> 'zones') z where (z ->> 'type')::int = ${sql.raw(String(zone))} limit 1)`;
/** The serial number of the device whose sensor the config reads. */
const configDeviceSerial = sql`(select d.serial_number from device d where d.uid = (${field('sensor.deviceUid')})::bigint)`;

function place(viewer: ReportViewer): GridColumn[] {
  return [
    text('folderLabel', 'Site', sql`r.folder_label`, { defaultVisible: true }),
    text('folderPath', 'Folder Path', folderPathExpression(viewer)),
  ];
}

function tankColumns(viewer: ReportViewer): GridColumn[] {
  const volume = (colId: string, header: string, e: SQL, defaultVisible = false) => [
    num(colId, header, sql`(case when ${configWeight} then null else ${e} end)`, { format: G.Gallons, defaultVisible }),
    num(`${colId}Weight`, `${header} (Weight)`, sql`(case when ${configWeight} then ${e} end)`, { format: G.Weight }),
  ];
  const inches = (colId: string, header: string, path: string, defaultVisible = false) =>
    num(colId, header, numberField(path), { format: G.Inches, defaultVisible });
  return [
    text('label', 'Tank', sql`r.label`, { defaultVisible: true }),
    ...place(viewer),
    set('tankType', 'Tank Type', sql`nullif(${intField('tank.cmid')}, 0)`, TANK_TYPES, { defaultVisible: true }),
    ...volume('capacity', 'Capacity', numberField('tank.capacity'), true),
    num('maxFillPercent', 'Max Fill', numberField('tank.ullagePercent'), { format: G.Percent, defaultVisible: true }),
    ...volume('heelAmount', 'Heel', numberField('tank.heelAmount')),
    inches('length', 'Length', 'tank.length', true),
    inches('width', 'Width', 'tank.width'),
    inches('height', 'Height', 'tank.height', true),
    inches('cylinderCap', 'Cylinder Cap', 'tank.cylinderCap'),
    inches('coneHeight', 'Cone Height', 'tank.coneHeight'),
    num('angle', 'Cone Angle', numberField('tank.angle')),
    num('strappingTable', 'Strapping Table', sql`(${field('tank.stid')})::int`),
    yesNo('isBulk', 'Bulk Tank', boolField('tank.isBulk')),
    yesNo('isReclamation', 'Reclamation', boolField('tank.isReclamation')),
    num('warningZone', 'Warning Zone', tankZone(Zone.Warning), { format: G.Percent, defaultVisible: true }),
    num('criticalZone', 'Critical Zone', tankZone(Zone.Critical), { format: G.Percent, defaultVisible: true }),
    ...volume('baseUsage', 'Base Usage', numberField('baseUsage')),
    text('productName', 'Product', sql`r.product_name`, { defaultVisible: true }),
    text('deviceSerial', 'Device Serial Number', configDeviceSerial, { defaultVisible: true }),
    num('port', 'Port', intField('sensor.port'), { defaultVisible: true }),
    num('sensorOffset', 'Sensor Offset', numberField('sensor.offset'), { format: G.Inches }),
  ];
}

// ---- Pressure Config: one row per asset pressure config (spec 001 §3.5 Pressure) ----

function pressureColumns(viewer: ReportViewer): GridColumn[] {
  return [
    text('label', 'Asset', sql`r.label`, { defaultVisible: true }),
    text('configLabel', 'Config', field('label'), { defaultVisible: true }),
    ...place(viewer),
    text('deviceSerial', 'Device Serial Number', configDeviceSerial, { defaultVisible: true }),
    num('port', 'Port', intField('sensor.port'), { defaultVisible: true }),
    num('minReading', 'Min Reading', numberField('minReading'), { defaultVisible: true }),
    num('maxReading', 'Max Reading', numberField('maxReading'), { defaultVisible: true }),
    num('minValue', 'Min Value', numberField('minValue'), { defaultVisible: true }),
    num('maxValue', 'Max Value', numberField('maxValue'), { defaultVisible: true }),
    set('units', 'Units', intField('unitsId'), ASSET_CONFIG_UNIT_TYPES, { defaultVisible: true }),
    yesNo('useAlertValuesForColors', 'Alert Colors', boolField('useAlertValuesForColors'), { defaultVisible: true }),
    num('value', 'Pressure', sql`(select v.value from asset_value_state v where v.asset_uid = r.asset_uid and v.config_id = c.id)`),
  ];
}

// ---- Device Config: one row per device, its configs side by side (spec 001 §3.5) ----

/** A field of the device's config of one type (its first, as the device's setup shows it). */
const deviceConfig = (typeId: number, path: string, cast: string) =>
  sql`(select (c.data #>> ${sql.raw(`'{${path}}'`)})::${sql.raw(cast)} from entity_config c
        where c.entity_uid = r.device_uid and c.type_id = ${sql.raw(String(typeId))} order by c.id limit 1)`;

/** A schedule's name: a system schedule's from the catalogue (they are not entities, and take
 * uids below the entities': domain/src/alerts/system-schedules.ts), else the schedule entity's label. */
const scheduleLabel = (uid: SQL) =>
  sql`coalesce(${catalogueCase(
    uid,
    SYSTEM_SCHEDULES.map((s) => [s.uid, s.label] as const),
  )}, (select e.label from entity e where e.uid = ${uid}))`;

function deviceColumns(viewer: ReportViewer): GridColumn[] {
  const C = ConfigType;
  return [
    text('serialNumber', 'Serial Number', sql`r.serial_number`, { defaultVisible: true }),
    text('label', 'Name', sql`r.label`),
    set('model', 'Model', sql`r.model_id`, MODEL_VALUES, { defaultVisible: true }),
    ...place(viewer),
    text('schedule', 'Schedule', scheduleLabel(deviceConfig(C.EntitySchedule, 'scheduleUid', 'bigint')), { defaultVisible: true }),
    yesNo('scheduleDisabled', 'Schedule Disabled', deviceConfig(C.EntitySchedule, 'disabled', 'boolean')),
    set('timeZone', 'Time Zone', deviceConfig(C.TimeZone, 'timeZoneId', 'int'), TIME_ZONES, { defaultVisible: true }),
    yesNo('observeDst', 'Observe DST', deviceConfig(C.TimeZone, 'observeDst', 'boolean')),
    num('baudRate', 'Baud Rate', deviceConfig(C.Modem, 'baudRate', 'int')),
    num('dataBits', 'Data Bits', deviceConfig(C.Modem, 'dataBits', 'int')),
    text('parity', 'Parity', deviceConfig(C.Modem, 'parity', 'text')),
    num('stopBits', 'Stop Bits', deviceConfig(C.Modem, 'stopBits', 'int')),
    yesNo('sendAlertsToDevice', 'Send Alerts to Device', deviceConfig(C.DeviceAlert, 'sendAlertsToDevice', 'boolean'), {
      defaultVisible: true,
    }),
    num('deadzone', 'Device Alert Deadzone', deviceConfig(C.DeviceAlert, 'deadzone', 'int'), { defaultVisible: true }),
    set('batteryType', 'Battery Type', sql`nullif(${deviceConfig(C.Battery, 'batteryTypeId', 'int')}, 0)`, BATTERY_TYPES, {
      defaultVisible: true,
    }),
    num('wakeMinutes', 'Reliant Wake Minutes', deviceConfig(C.ReliantUser, 'wakeMinutes', 'int')),
    num('measureInterval', 'Reliant Measure Interval', deviceConfig(C.ReliantUser, 'measureInterval', 'int')),
    num('fillLevelDelta', 'Reliant Fill Level Delta', deviceConfig(C.ReliantAlarm, 'fillLevelDelta', 'float8'), { format: G.Inches }),
    num('drainLevelDelta', 'Reliant Drain Level Delta', deviceConfig(C.ReliantAlarm, 'drainLevelDelta', 'float8'), { format: G.Inches }),
  ];
}

export const CONFIG_REPORTS = {
  [ReportType.TankConfig]: (viewer: ReportViewer): ReportDefinition => ({
    reportTypeId: ReportType.TankConfig,
    rows: 'asset',
    table: defineGridTable(tankColumns(viewer), sql`r.asset_uid, c.id`),
    from: sql`asset_report_row r join entity_config c on c.entity_uid = r.asset_uid and c.type_id = ${sql.raw(String(ConfigType.AssetTank))}`,
    key: [sql`r.asset_uid`, sql`r.folder_uid`, sql`c.id`],
    // One row per config: an asset with two configs has two rows of the same uid.
    rowKey: sql`r.asset_uid || ':' || c.id`,
  }),
  [ReportType.PressureConfig]: (viewer: ReportViewer): ReportDefinition => ({
    reportTypeId: ReportType.PressureConfig,
    rows: 'asset',
    table: defineGridTable(pressureColumns(viewer), sql`r.asset_uid, c.id`),
    from: sql`asset_report_row r join entity_config c on c.entity_uid = r.asset_uid and c.type_id = ${sql.raw(String(ConfigType.Pressure))}`,
    key: [sql`r.asset_uid`, sql`r.folder_uid`, sql`c.id`],
    // One row per config: an asset with two configs has two rows of the same uid.
    rowKey: sql`r.asset_uid || ':' || c.id`,
  }),
  [ReportType.DeviceConfig]: (viewer: ReportViewer): ReportDefinition => ({
    reportTypeId: ReportType.DeviceConfig,
    rows: 'device',
    table: defineGridTable(deviceColumns(viewer), sql`r.device_uid`),
    from: sql`device_report_row r`,
    key: [sql`r.device_uid`, sql`r.folder_uid`],
    rowKey: sql`r.device_uid`,
  }),
} as const satisfies Partial<Record<ReportTypeId, (viewer: ReportViewer) => ReportDefinition>>;
