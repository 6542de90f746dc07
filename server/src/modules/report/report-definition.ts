// What a report is: its columns (grid-query.ts GridColumn: the schema call's column plus its SQL)
// over one of the report row tables (docs/decisions/033-report-rows.md), and how its rows are found.
// Expressions read the row table as `r`; a report over configs joins them as `c`.
import { sql, type SQL } from 'drizzle-orm';
import type { ReportColumn } from '@ullage/domain/reports/api';
import { GridValueFormat, type GridValueFormatId } from '@ullage/domain/reports/display';
import type { ReportTypeId } from '@ullage/domain/reports/reports';
import { DEVICE_MODELS, PROTOCOLS } from '@ullage/domain/devices/device-catalogue';
import { TANK_TYPES } from '@ullage/domain/tanks/tank-geometry';
import { intArray } from '../../db/sql-arrays';
import type { GridColumn, GridTable } from './grid-query';

/** The two row tables and their entity key column. */
export const ROW_TABLES = {
  asset: { table: sql.raw('asset_report_row'), uid: sql.raw('asset_uid') },
  device: { table: sql.raw('device_report_row'), uid: sql.raw('device_uid') },
} as const;
export type RowTableKey = keyof typeof ROW_TABLES;

/** What differs between callers: how much of the folder path lies above their base folder (those
 * folders are never named to them, docs/decisions/006-authorization.md). */
export interface ReportViewer {
  /** Characters of a folder's path text above the caller's base folder, "Company / " included. */
  hiddenPathChars: number;
  /** The enabled user-defined fields of the folder's company (docs/decisions/100-catalogue-rest.md):
   * the asset and device reports add a column for each of theirs. */
  userDefs: readonly ReportUserDef[];
}

/** A user-defined field as a report column (spec 001 §3.3 UserDefSetup, ADR 096). */
export interface ReportUserDef {
  id: number;
  label: string;
  entityTypeId: number;
  dataTypeId: number;
}

export interface ReportDefinition {
  reportTypeId: ReportTypeId;
  rows: RowTableKey;
  table: GridTable;
  /** FROM clause: the row table as `r`, and what the report joins to it. */
  from: SQL;
  /** The columns that identify a result row, selected as k0, k1, ... by the page's inner query. */
  key: SQL[];
  /** The row's key as text, unique among the report's rows (the grid's row id): the entity's uid,
   * or for a report of configs `uid:configId`, as an asset with two configs has two rows. */
  rowKey: SQL;
}

// ---------------------------------------------------------------------------------------------
// Column helpers.

interface ColumnOptions {
  format?: GridValueFormatId | null;
  defaultVisible?: boolean;
  sortable?: boolean;
  filterable?: boolean;
  values?: ReportColumn['values'];
  zoneColId?: string;
  dateKind?: 'instant' | 'calendar';
}

export function column(
  colId: string,
  header: string,
  type: ReportColumn['type'],
  expression: SQL,
  options: ColumnOptions = {},
): GridColumn {
  const { format = null, defaultVisible = false, sortable = true, filterable = true, ...rest } = options;
  return { colId, header, type, format, defaultVisible, sortable, filterable, expression, ...rest };
}

export const text = (colId: string, header: string, expression: SQL, options?: ColumnOptions) =>
  column(colId, header, 'text', expression, options);
export const num = (colId: string, header: string, expression: SQL, options?: ColumnOptions) =>
  column(colId, header, 'number', expression, options);
export const date = (colId: string, header: string, expression: SQL, options?: ColumnOptions) =>
  column(colId, header, 'date', expression, { format: GridValueFormat.DateTime, ...options });
export const yesNo = (colId: string, header: string, expression: SQL, options?: ColumnOptions) =>
  column(colId, header, 'boolean', expression, { format: GridValueFormat.YesNo, ...options });
export const set = (
  colId: string,
  header: string,
  expression: SQL,
  values: readonly { id: number | string; label: string }[],
  options?: ColumnOptions,
) => column(colId, header, 'set', expression, { values: values.map((v) => ({ value: v.id, label: v.label })), ...options });

/** A CASE over a catalogue kept in code (docs/decisions/004-catalogue-in-code.md): the catalogue's
 * ids and values are trusted constants, written into the SQL text. */
export function catalogueCase(expression: SQL, entries: readonly (readonly [number, number | string])[]): SQL {
  const branches = entries.map(([k, v]) => `when ${Number(k)} then ${typeof v === 'number' ? Number(v) : `'${v.replace(/'/g, "''")}'`}`);
  return sql`(case ${expression} ${sql.raw(branches.join(' '))} end)`;
}

/** spec 001 §9: "CO2 is measured by weight; all others by volume". */
export const WEIGHT_TANK_TYPE_IDS: number[] = TANK_TYPES.filter((t) => t.measuredBy === 'weight').map((t) => t.id);
export const MEASURES = [
  { id: 'volume', label: 'Volume' },
  { id: 'weight', label: 'Weight' },
] as const;
/** Whether the tank of row `r` is measured by weight. */
export const BY_WEIGHT = sql`coalesce(r.tank_type = any(${intArray(WEIGHT_TANK_TYPE_IDS)}), false)`;

/** Gateways: models that serve devices in slots (domain/src/devices/device-catalogue.ts). */
export const GATEWAY_MODEL_IDS: number[] = DEVICE_MODELS.filter((m) => m.deviceTypeId === 'gateway').map((m) => m.id);
export const DEVICE_KINDS = [
  { id: 'gateway', label: 'Gateway' },
  { id: 'monitor', label: 'Monitor' },
  { id: 'sensor', label: 'Sensor' },
] as const;
export const MODEL_VALUES = DEVICE_MODELS.map((m) => ({ id: m.id, label: m.modelName }));

/** How a device reaches the portal, as GET Folder/{uid}/Summary's gatewaysOnly and monitorsOnly
 * split devices and tanks (summary.repository.ts assetSide, deviceSide): through a gateway (a
 * gateway itself, or a device in one's slots) or as a stand-alone monitor. As a column it lets a
 * summary link open the report of exactly the rows that side counted; a test holds the two alike. */
export const CONNECTIONS = [
  { id: 'gateway', label: 'Through a Gateway' },
  { id: 'monitor', label: 'Stand-alone Monitor' },
] as const;
const GATEWAY_MODELS = intArray(GATEWAY_MODEL_IDS);
/** An asset's connection through the device feeding it; none without one. */
export const ASSET_CONNECTION = sql`(case when r.device_parent_uid is not null or r.device_model_id = any(${GATEWAY_MODELS}) then 'gateway' when r.device_uid is not null then 'monitor' end)`;
export const DEVICE_CONNECTION = sql`(case when r.parent_uid is not null or r.model_id = any(${GATEWAY_MODELS}) then 'gateway' else 'monitor' end)`;
export const deviceKindOf = (modelId: SQL) =>
  catalogueCase(
    modelId,
    DEVICE_MODELS.map((m) => [m.id, m.deviceTypeId] as const),
  );
export const protocolClassOf = (modelId: SQL) =>
  catalogueCase(
    modelId,
    DEVICE_MODELS.map((m) => [m.id, PROTOCOLS.find((p) => p.id === m.protocolId)?.classId ?? 0] as const),
  );
export const slotsOf = (modelId: SQL) =>
  catalogueCase(
    modelId,
    DEVICE_MODELS.map((m) => [m.id, m.slots] as const),
  );

/** The folder path as the viewer may see it: from their base folder down. The text is kept per
 * folder (report_folder), not per row, so renaming a region rewrites no report row. */
export function folderPathExpression(viewer: ReportViewer): SQL {
  const text = sql`(select rf.path_text from report_folder rf where rf.folder_uid = r.folder_uid)`;
  // A trusted integer written into the text, so a definition's select list has no parameters
  // and is rendered once (report.repository.ts).
  const from = viewer.hiddenPathChars + 1;
  if (!Number.isSafeInteger(from)) throw new Error(`folderPathExpression: ${String(viewer.hiddenPathChars)} is not an integer`);
  return viewer.hiddenPathChars > 0 ? sql`substr(${text}, ${sql.raw(String(from))})` : text;
}

/** The key range of a folder's subtree in scope_key order: every key that starts with the folder's. */
export function scopeRange(path: readonly number[]): { from: string; to: string } {
  const key = `/${path.join('/')}/`;
  // '0' is the character after '/': no key in the subtree reaches it.
  return { from: key, to: `${key.slice(0, -1)}0` };
}

/** Rows standing in the folder's subtree. */
export function inScope(alias: SQL, range: { from: string; to: string }): SQL {
  return sql`${alias}.scope_key >= ${range.from} and ${alias}.scope_key < ${range.to}`;
}

/** An entity standing in several folders of the scope shows once, in the first of them by rank
 * (its own folder before its copies). */
export function representative(rows: RowTableKey, range: { from: string; to: string }): SQL {
  const { table, uid } = ROW_TABLES[rows];
  return sql`(r.mrank = 0 or not exists (
    select 1 from ${table} r2 where r2.${uid} = r.${uid} and r2.mrank < r.mrank and ${inScope(sql.raw('r2'), range)}))`;
}

/** A copy row of the scope whose entity is already shown by a better-ranked row. */
export function repeated(rows: RowTableKey, range: { from: string; to: string }): SQL {
  const { table, uid } = ROW_TABLES[rows];
  return sql`r.mrank > 0 and exists (
    select 1 from ${table} r2 where r2.${uid} = r.${uid} and r2.mrank < r.mrank and ${inScope(sql.raw('r2'), range)})`;
}
