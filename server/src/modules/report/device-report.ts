// spec 001 §7 EntityReport DeviceSchema / DeviceData: the active devices of a folder and its
// subfolders (spec 001 §3.3 device, §4 activation states and flags).
import { sql } from 'drizzle-orm';
import { PROTOCOL_CLASSES } from '@ullage/domain/devices/device-catalogue';
import { DEVICE_ACTIVATION_STATES, DeviceFlag } from '@ullage/domain/devices/devices';
import { ReportType } from '@ullage/domain/reports/reports';
import { EntityType } from '@ullage/domain/entity-types';
import { defineGridTable, type GridColumn } from './grid-query';
import { userDefColumns } from './user-def-columns';
import {
  CONNECTIONS,
  DEVICE_CONNECTION,
  DEVICE_KINDS,
  MODEL_VALUES,
  date,
  deviceKindOf,
  folderPathExpression,
  num,
  protocolClassOf,
  set,
  slotsOf,
  text,
  yesNo,
  type ReportDefinition,
  type ReportViewer,
} from './report-definition';

const flag = (bit: number) => sql`((r.flags & ${sql.raw(String(bit))}) <> 0)`;
const slots = slotsOf(sql`r.model_id`);
const gateway = (e: ReturnType<typeof sql>) => sql`(case when ${slots} > 0 then ${e} end)`;

function columns(viewer: ReportViewer): GridColumn[] {
  return [
    text('serialNumber', 'Serial Number', sql`r.serial_number`, { defaultVisible: true }),
    text('label', 'Name', sql`r.label`),
    set('model', 'Model', sql`r.model_id`, MODEL_VALUES, { defaultVisible: true }),
    set('protocolClass', 'Protocol Class', protocolClassOf(sql`r.model_id`), PROTOCOL_CLASSES),
    set('deviceType', 'Gateway or Monitor', deviceKindOf(sql`r.model_id`), DEVICE_KINDS, { defaultVisible: true }),
    set('connection', 'Connection', DEVICE_CONNECTION, CONNECTIONS),
    text('folderLabel', 'Site', sql`r.folder_label`, { defaultVisible: true }),
    text('folderPath', 'Folder Path', folderPathExpression(viewer)),
    text('city', 'City', sql`r.city`),
    text('state', 'State', sql`r.state`),
    set('activationState', 'Activation State', sql`r.activation_state`, DEVICE_ACTIVATION_STATES, { defaultVisible: true }),
    yesNo('late', 'Late', flag(DeviceFlag.Late), { defaultVisible: true }),
    yesNo('lowBattery', 'Low Battery', flag(DeviceFlag.LowBattery), { defaultVisible: true }),
    yesNo('error', 'Error', flag(DeviceFlag.Error), { defaultVisible: true }),
    yesNo('notReported', 'Not Reported', flag(DeviceFlag.NotReported)),
    date('lastCallIn', 'Last Call-In', sql`r.last_update_at`, { defaultVisible: true }),
    // Volts or percent, as the protocol class reports it (device-catalogue.ts batteryPercent).
    num('battery', 'Battery', sql`r.battery`, { defaultVisible: true }),
    num('signal', 'Signal', sql`r.signal`, { defaultVisible: true }),
    num('callInterval', 'Call Interval (minutes)', sql`r.interval_minutes`),
    num('slotsUsed', 'Slots Used', gateway(sql`r.children`)),
    num('slotsFree', 'Slots Free', gateway(sql`greatest(${slots} - r.children, 0)`)),
    text('parentSerial', 'Gateway Serial Number', sql`r.parent_serial`),
    num('parentSlot', 'Gateway Slot', sql`r.parent_slot`),
    num('tanks', 'Tanks Fed', sql`r.tanks`, { defaultVisible: true }),
    date('created', 'Created', sql`r.created_at`),
    ...userDefColumns(viewer, EntityType.Device, sql`r.device_uid`),
  ];
}

export function deviceReport(viewer: ReportViewer): ReportDefinition {
  return {
    reportTypeId: ReportType.Device,
    rows: 'device',
    table: defineGridTable(columns(viewer), sql`r.device_uid`),
    from: sql`device_report_row r`,
    key: [sql`r.device_uid`, sql`r.folder_uid`],
    rowKey: sql`r.device_uid`,
  };
}
