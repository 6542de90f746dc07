// spec 001 §7 EntityReport: schema and data of the Asset, Device and Config reports of a folder
// (with its subfolders), custom columns per user and report type, report profiles; and GET
// Folder/{uid}/Summary. Scope first: a folder outside the caller's scope is 404. Values travel in
// the stored base units and the schema names each column's format; the caller's units and time
// zone are applied to what the caller types into filters (docs/decisions/016, 017, 033).
import {
  gridFilterModelSchema,
  type CustomColumn,
  type GridFilterModel,
  type ReportColumn,
  type GridPageRequest,
  type ReportDataResponse,
  type ReportProfileBody,
  type ReportSchemaResponse,
} from '@ullage/domain/reports/api';
import type { Readable } from 'node:stream';
import { cellText, shownColumns } from '@ullage/domain/reports/export';
import type { ExtendedAssetReportData } from '@ullage/domain/reports/mobile-api';
import { quickFilterModels, quickFilterProblem } from '@ullage/domain/reports/quick-filters';
import {
  SUMMARY_MOST_IN_NEED,
  type FolderSummary,
  type FolderSummaryQuery,
  type SummaryCount,
  type SummaryProduct,
} from '@ullage/domain/reports/summary-api';
import { sql, type SQL } from 'drizzle-orm';
import { ASSET_STATUS_TYPES } from '@ullage/domain/tanks/asset-status';
import { timeZoneConfigSchema, unitConfigSchema } from '@ullage/domain/configs';
import { DEVICE_ACTIVATION_STATES, DEVICE_FLAGS, DeviceFlag } from '@ullage/domain/devices/devices';
import { Permission } from '@ullage/domain/people/permissions';
import { EntityType } from '@ullage/domain/entity-types';
import { userDefColumnId } from '@ullage/domain/api/user-def';
import { ReportType, reportTypeLabel } from '@ullage/domain/reports/reports';
import { centralDay, dayText } from '@ullage/domain/tanks/tank-state';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../access';
import { inScope as pathInScope, type Scope } from '../access';
import { assetReport, TANK_ZONES } from './asset-report';
import { CONFIG_REPORTS } from './config-report';
import { deviceReport } from './device-report';
import { rmaReport } from './rma-report';
import { usageReport, type UsageDays } from './usage-report';
import { compileGridQuery, reportColumnsOf, type CompiledGridQuery, type GridQueryContext } from './grid-query';
import { reportCsvStream, type ReportCells } from './report-csv';
import { scopeRange, type ReportDefinition, type ReportViewer } from './report-definition';
import type { ReportRepository, StoredProfile } from './report.repository';
import type { Side, SummaryRepository } from './summary.repository';
import type { DashboardRepository } from './dashboard.repository';
import { DASHBOARD_DUE_DAYS, type DashboardProduct, type FolderDashboard } from '@ullage/domain/reports/dashboard-api';

/** A map that forgets its oldest entries beyond `max` (a set call makes an entry the newest). */
class Recent<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }
  override set(key: K, value: V): this {
    this.delete(key);
    super.set(key, value);
    for (const oldest of this.keys()) {
      if (this.size <= this.max) break;
      this.delete(oldest);
    }
    return this;
  }
}

/** Definitions are the same for every viewer with the same hidden path, and immutable: built once
 * (their select list is rendered once too, report.repository.ts). */
const definitions = new Recent<string, ReportDefinition | null>(200);

/** The report of a report type, as a viewer sees it; null for the report types this server has
 * no report for. The Usage report's columns are the same over any range: this one, over
 * today, answers its schema and checks saved columns and filters; a data call builds its own. */
export function reportDefinition(reportTypeId: number, viewer: ReportViewer): ReportDefinition | null {
  const key = `${reportTypeId}:${viewer.hiddenPathChars}:${JSON.stringify(viewer.userDefs)}`;
  let def = definitions.get(key);
  if (def === undefined) definitions.set(key, (def = buildDefinition(reportTypeId, viewer)));
  return def;
}

function buildDefinition(reportTypeId: number, viewer: ReportViewer): ReportDefinition | null {
  if (reportTypeId === ReportType.Asset) return assetReport(viewer);
  if (reportTypeId === ReportType.Device) return deviceReport(viewer);
  if (reportTypeId === ReportType.Rma) return rmaReport(viewer);
  if (reportTypeId === ReportType.Usage) {
    const today = dayText(centralDay(Date.now()));
    return usageReport(viewer, { fromDay: today, toDay: today });
  }
  const config = CONFIG_REPORTS[reportTypeId as keyof typeof CONFIG_REPORTS] as ((v: ReportViewer) => ReportDefinition) | undefined;
  return config ? config(viewer) : null;
}

function requireDefinition(
  reportTypeId: number,
  field: string,
  viewer: ReportViewer = { hiddenPathChars: 0, userDefs: [] },
): ReportDefinition {
  const def = reportDefinition(reportTypeId, viewer);
  if (!def) {
    const message = `${field === 'typeId' ? 'Type Id' : 'Report Type Id'}: the ${reportTypeLabel(reportTypeId)} report has no columns to save`;
    throw new BadRequestError(message, { [field]: [message] });
  }
  return def;
}

/** The reports whose rows carry user-defined values, and the entity type of their fields (ADR 100). */
const USER_DEF_REPORTS: Partial<Record<number, number>> = { [ReportType.Asset]: EntityType.Asset, [ReportType.Device]: EntityType.Device };
const USER_DEF_COLUMN = /^userDef(\d{1,9})$/;

/** A data call's query: the grid's request, and the Usage report's range. */
type DataQuery = GridPageRequest & { startDate?: Date; endDate?: Date; userUID?: number };

/** spec 001 §7 UsageData (startDate, endDate): the central days the two instants fall on, both
 * included, as the tank's usage by day counts them (asset-history.ts usageByDay). */
function usageDaysOf(startDate: Date, endDate: Date): UsageDays {
  return { fromDay: dayText(centralDay(startDate.getTime())), toDay: dayText(centralDay(endDate.getTime())) };
}

/** One 400 naming every problem found, the first as its message. */
function refuseIfAny(errors: Record<string, string[]>): void {
  const all = Object.values(errors).flat();
  if (all.length > 0) throw new BadRequestError(all[0]!, errors);
}

function profileDto(p: StoredProfile): ReportProfileBody {
  return {
    id: p.id,
    uid: p.userUid,
    folderUid: p.folderUid,
    label: p.label,
    default: p.isDefault,
    andOr: p.andOr,
    typeId: p.typeId,
    filters: p.filters,
    sorting: p.sorting,
    columns: p.columns,
  };
}

/** A report's result over a folder as one user sees it, read page by page (emailed reports). */
export interface ReportExport {
  folderLabel: string;
  /** Every column of the report (the schema call's). */
  columns: ReportColumn[];
  /** Rows [startRow, endRow) of the result in its sort order, and the number of rows in all. */
  page(startRow: number, endRow: number): Promise<ReportDataResponse>;
  /** The first `limit` rows of the result in its sort order with the cells of `columns`, a batch
   * at a time from a cursor. */
  rows(columns: readonly string[], limit: number): AsyncIterable<ReportCells[]>;
}

/** A CSV call's grid state: the data call's, the columns to write and the quick filters. */
export interface CsvRequest {
  columns: string[];
  filters: GridFilterModel;
  sorting: ReportProfileBody['sorting'];
  filterAndOr: 'and' | 'or';
  quickFilters: string[];
  startDate?: Date;
  endDate?: Date;
  userUID?: number;
}

export interface ReportCsv {
  fileName: string;
  readable: Readable;
}

export interface ReportExports {
  /** The report of `reportTypeId` over `folderUid` with a saved grid state, as `caller` may see it:
   * 404 outside their scope or for a report type without a report; 400 for a grid state that no
   * longer fits the report. */
  open(
    caller: Caller,
    reportTypeId: number,
    folderUid: number,
    grid: Pick<ReportProfileBody, 'filters' | 'sorting' | 'andOr'>,
    /** Filter models each AND-ed with the grid's result (an emailed report's quick filters). */
    also?: readonly GridFilterModel[],
  ): Promise<ReportExport>;
}

export function createReportService(repo: ReportRepository, summaries: SummaryRepository, dashboards: DashboardRepository, scope: Scope) {
  /** The folder asked about (active, in the caller's scope, else 404) and the caller's settings.
   * `basis` is everything of them a data call's page depends on. */
  async function open(caller: Caller, folderUid: number) {
    const ctx = await repo.context(caller.userUid, folderUid);
    const folder = ctx.folder;
    if (!folder || !folder.active || !pathInScope(caller, folder.path)) throw new NotFoundError(`Folder ${folderUid} was not found.`);
    const query: GridQueryContext = {
      units: unitConfigSchema.parse(ctx.unitConfig),
      timeZone: timeZoneConfigSchema.parse(ctx.timeZoneConfig),
    };
    const basis = JSON.stringify([folder.path, ctx.unitConfig, ctx.timeZoneConfig, ctx.hiddenPathChars, ctx.userDefs]);
    const viewer: ReportViewer = { hiddenPathChars: ctx.hiddenPathChars, userDefs: ctx.userDefs };
    return { folder, query, viewer, basis };
  }
  type Opened = Awaited<ReturnType<typeof open>>;

  /** The report a data (or CSV) call reads: the Usage report over the central days of its range,
   * the RMA report of one user's RMAs. */
  function definitionOf(opened: Opened, reportTypeId: number, q: Pick<DataQuery, 'startDate' | 'endDate' | 'userUID'>): ReportDefinition {
    const def =
      reportTypeId === ReportType.Usage && q.startDate && q.endDate
        ? usageReport(opened.viewer, usageDaysOf(q.startDate, q.endDate))
        : reportTypeId === ReportType.Rma && q.userUID !== undefined
          ? rmaReport(opened.viewer, q.userUID)
          : reportDefinition(reportTypeId, opened.viewer);
    if (!def) throw new NotFoundError(`The ${reportTypeLabel(reportTypeId)} report was not found.`);
    return def;
  }

  /** A data call's page and count as `opened` says: the folder's subtree, the caller's units. */
  async function pageOf(opened: Opened, reportTypeId: number, q: DataQuery): Promise<ReportDataResponse> {
    const def = definitionOf(opened, reportTypeId, q);
    return repo.page(def, scopeRange(opened.folder.path), compileGridQuery(def.table, q, opened.query));
  }

  /** The grid state's query with each of `also` (quick filters) compiled on its own and AND-ed: the
   * grid's OR never widens them. Refuses (400) a state that does not fit the report. */
  function gridQueryOf(
    def: ReportDefinition,
    opened: Opened,
    grid: Pick<ReportProfileBody, 'filters' | 'sorting' | 'andOr'>,
    also: readonly GridFilterModel[],
  ): (startRow: number, endRow: number) => CompiledGridQuery {
    const added = also
      .map(
        (filters) => compileGridQuery(def.table, { startRow: 0, endRow: 1, filters, sorting: [], filterAndOr: 'and' }, opened.query).where,
      )
      .filter((w): w is SQL => w !== undefined);
    const query = (startRow: number, endRow: number) => {
      const q = compileGridQuery(
        def.table,
        { startRow, endRow, filters: grid.filters, sorting: grid.sorting, filterAndOr: grid.andOr },
        opened.query,
      );
      const wheres = [q.where, ...added].filter((w): w is SQL => w !== undefined);
      return { ...q, where: wheres.length > 0 ? sql`(${sql.join(wheres, sql` and `)})` : undefined };
    };
    // A grid state that no longer fits the report (a column renamed since) is refused here, once.
    query(0, 1);
    return query;
  }

  /** What the last data call of a user on a folder opened (docs/decisions/047-report-data-call.md). */
  const lastOpened = new Recent<string, Opened>(1000);

  /** Another user's report settings: that user must be in the caller's scope (404 otherwise, as
   * for any entity) and the caller must hold Edit User (docs/decisions/033-report-rows.md). */
  async function requireUser(caller: Caller, userUid: number): Promise<void> {
    if (userUid === caller.userUid) return;
    await scope.requireRead(caller, userUid, 'User');
    if (!(await repo.isUser(userUid))) throw new NotFoundError(`User ${userUid} was not found.`);
    if (!caller.permissions.has(Permission.EditUser)) {
      throw new ForbiddenError("Another user's report columns and profiles need the Edit User permission.");
    }
  }

  /** Checks a saved grid state against the report's columns: one 400 naming every unknown column,
   * operator or value (the same checks as a data call). */
  function validateGridState(
    def: ReportDefinition,
    p: Pick<ReportProfileBody, 'filters' | 'sorting' | 'columns' | 'andOr'>,
    ctx: GridQueryContext,
  ) {
    const errors: Record<string, string[]> = {};
    try {
      compileGridQuery(def.table, { startRow: 0, endRow: 1, filters: p.filters, sorting: p.sorting, filterAndOr: p.andOr }, ctx);
    } catch (err) {
      if (!(err instanceof BadRequestError)) throw err;
      Object.assign(errors, err.errors);
    }
    const unknown = p.columns.filter((c) => !def.table.byId.has(c));
    if (unknown.length > 0) errors.columns = unknown.map((c) => `Columns: ${c} is not a column of this report`);
    refuseIfAny(errors);
  }

  /** Custom columns are the user's, not a folder's: a user-defined field's column (ADR 100) is
   * taken when the field applies to the report's entities and its company is in the caller's scope.
   * One 400 names every other column that is not the report's. */
  async function refuseUnknownColumns(caller: Caller, reportTypeId: number, list: CustomColumn[]): Promise<void> {
    const def = requireDefinition(reportTypeId, 'reportTypeId');
    const entityTypeId = USER_DEF_REPORTS[reportTypeId];
    const fieldIds = list.flatMap((c) => {
      const m = USER_DEF_COLUMN.exec(c.fieldName);
      return m ? [Number(m[1])] : [];
    });
    const fields = entityTypeId === undefined ? [] : await repo.userDefsByIds(fieldIds);
    const known = new Set(
      fields.filter((f) => f.entityTypeId === entityTypeId && pathInScope(caller, f.companyPath)).map((f) => userDefColumnId(f.id)),
    );
    const errors: Record<string, string[]> = {};
    list.forEach((c, i) => {
      if (!def.table.byId.has(c.fieldName) && !known.has(c.fieldName))
        errors[`${i}.fieldName`] = [`Field Name: ${c.fieldName} is not a column of this report`];
    });
    refuseIfAny(errors);
  }

  return {
    /** GET MobileApp/AssetReportUserDataFields: the caller's own mobile fields (docs/decisions/103). */
    async mobileAssetFields(caller: Caller): Promise<CustomColumn[]> {
      return ((await repo.mobileAssetFields(caller.userUid)) ?? []).map((fieldName) => ({ fieldName }));
    },

    /** POST MobileApp/AssetReportUserDataFields: asset report columns only, as the custom columns. */
    async saveMobileAssetFields(caller: Caller, list: CustomColumn[]): Promise<CustomColumn[]> {
      await refuseUnknownColumns(caller, ReportType.Asset, list);
      await repo.saveMobileAssetFields(
        caller.userUid,
        list.map((c) => c.fieldName),
      );
      return list;
    },

    /** GET MobileApp/ExtendedAssetReportData/{id}: the asset report's row of tank `assetUid` in the
     * folder it stands in for the caller (its own, else its first copy in scope), with the caller's
     * mobile fields (else the report's default columns) in their units and time zone. Outside the
     * scope, or not an active tank: 404. A saved field the folder's report lacks (another company's
     * user-defined field) is left out. */
    async extendedAssetData(caller: Caller, assetUid: number): Promise<ExtendedAssetReportData> {
      const notFound = () => new NotFoundError(`Asset ${assetUid} was not found.`);
      const path = await scope.firstFolderPathOf(caller, assetUid);
      const folderUid = path?.at(-1);
      if (folderUid === undefined) throw notFound();
      const opened = await open(caller, folderUid);
      const def = definitionOf(opened, ReportType.Asset, {});
      const q = compileGridQuery(def.table, { startRow: 0, endRow: 1, filters: {}, sorting: [], filterAndOr: 'and' }, opened.query);
      const page = await repo.page(def, scopeRange(opened.folder.path), { ...q, where: sql`r.asset_uid = ${assetUid}` });
      const row = page.rows[0];
      if (!row) throw notFound();
      const columns = reportColumnsOf(def.table);
      const chosen = shownColumns(columns, (await repo.mobileAssetFields(caller.userUid)) ?? []);
      return {
        uid: assetUid,
        label: typeof row.label === 'string' ? row.label : '',
        folderUid,
        fields: chosen.map((c) => ({
          fieldName: c.colId,
          header: c.header,
          format: c.format,
          value: row[c.colId] ?? null,
          text: cellText(c, row[c.colId], opened.query),
        })),
      };
    },

    async openExport(
      caller: Caller,
      reportTypeId: number,
      folderUid: number,
      grid: Pick<ReportProfileBody, 'filters' | 'sorting' | 'andOr'>,
      also: readonly GridFilterModel[] = [],
    ): Promise<ReportExport> {
      const opened = await open(caller, folderUid);
      const def = definitionOf(opened, reportTypeId, {});
      const range = scopeRange(opened.folder.path);
      const query = gridQueryOf(def, opened, grid, also);
      return {
        folderLabel: opened.folder.label,
        columns: reportColumnsOf(def.table),
        page: (startRow, endRow) => repo.page(def, range, query(startRow, endRow)),
        rows: (columns, limit) => repo.rows(def, range, query(0, 1), columns, { limit }),
      };
    },

    /** POST EntityReport/{kind}Csv/{folderUid}: the data call's result, every row in its order, as
     * the grid's CSV export in the caller's units and time zone (docs/decisions/097-streamed-report-csv.md).
     * Everything that can be refused (scope 404, a grid state or column that does not fit the
     * report 400) is refused before the first byte. */
    async csv(caller: Caller, reportTypeId: number, folderUid: number, q: CsvRequest): Promise<ReportCsv> {
      const opened = await open(caller, folderUid);
      const def = definitionOf(opened, reportTypeId, q);
      const errors: Record<string, string[]> = {};
      const unknown = q.columns.filter((c) => !def.table.byId.has(c));
      if (unknown.length > 0) errors.columns = unknown.map((c) => `Columns: ${c} is not a column of this report`);
      const quickProblem = quickFilterProblem(def.reportTypeId, q.quickFilters);
      if (quickProblem) errors.quickFilters = [quickProblem];
      refuseIfAny(errors);
      const quick = quickFilterModels(q.quickFilters).map((m) => gridFilterModelSchema.parse(m));
      const query = gridQueryOf(def, opened, { filters: q.filters, sorting: q.sorting, andOr: q.filterAndOr }, quick);
      const columns = shownColumns(reportColumnsOf(def.table), q.columns);
      const cells = columns.map((c) => c.colId);
      const { readable } = reportCsvStream(columns, opened.query, repo.rows(def, scopeRange(opened.folder.path), query(0, 1), cells));
      const stamp = new Date().toISOString().slice(0, 10);
      const slug = reportTypeLabel(def.reportTypeId)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
      return { fileName: `${slug || 'report'}-report-${stamp}.csv`, readable };
    },

    async schema(caller: Caller, reportTypeId: number, folderUid: number): Promise<ReportSchemaResponse> {
      const { viewer } = await open(caller, folderUid);
      const def = reportDefinition(reportTypeId, viewer);
      if (!def) throw new NotFoundError(`The ${reportTypeLabel(reportTypeId)} report was not found.`);
      return { reportTypeId: def.reportTypeId, columns: reportColumnsOf(def.table) };
    },

    /** The grid scrolls a folder's report page after page: each call looks the folder and the
     * caller's settings up again (scope, units) and, beside that lookup, already runs its page on
     * what the previous call found; that page is answered only when the lookup finds the same
     * (docs/decisions/047-report-data-call.md). */
    async data(caller: Caller, reportTypeId: number, q: DataQuery & { folderUid: number }): Promise<ReportDataResponse> {
      const key = `${caller.userUid}:${q.folderUid}`;
      const guess = lastOpened.get(key);
      const early = guess ? pageOf(guess, reportTypeId, q) : null;
      // Settled below, or left for a stale guess: never an unhandled rejection.
      early?.catch(() => undefined);
      let opened: Opened;
      try {
        opened = await open(caller, q.folderUid);
      } catch (err) {
        lastOpened.delete(key);
        throw err;
      }
      lastOpened.set(key, opened);
      if (early && guess?.basis === opened.basis) return early;
      return pageOf(opened, reportTypeId, q);
    },

    async customColumns(caller: Caller, userUid: number, reportTypeId: number): Promise<CustomColumn[]> {
      await requireUser(caller, userUid);
      return ((await repo.customColumns(userUid, reportTypeId)) ?? []).map((fieldName) => ({ fieldName }));
    },

    async saveCustomColumns(caller: Caller, userUid: number, reportTypeId: number, list: CustomColumn[]): Promise<CustomColumn[]> {
      await requireUser(caller, userUid);
      await refuseUnknownColumns(caller, reportTypeId, list);
      await repo.saveCustomColumns(
        userUid,
        reportTypeId,
        list.map((c) => c.fieldName),
      );
      return list;
    },

    async profiles(caller: Caller, userUid: number, folderUid: number): Promise<ReportProfileBody[]> {
      await requireUser(caller, userUid);
      await open(caller, folderUid);
      return (await repo.profiles(userUid, folderUid)).map(profileDto);
    },

    async profile(caller: Caller, id: number): Promise<ReportProfileBody> {
      const p = await repo.profile(id);
      if (!p) throw new NotFoundError(`Profile ${id} was not found.`);
      await requireUser(caller, p.userUid);
      return profileDto(p);
    },

    /** spec 001 §7 "PUT or POST EntityReport/Profile": an id greater than 0 updates that profile,
     * otherwise a new one is made for `uid` (the caller when 0). */
    async saveProfile(caller: Caller, body: ReportProfileBody): Promise<ReportProfileBody> {
      let owner = body.uid > 0 ? body.uid : caller.userUid;
      if (body.id > 0) {
        const existing = await repo.profile(body.id);
        if (!existing) throw new NotFoundError(`Profile ${body.id} was not found.`);
        owner = existing.userUid;
      }
      await requireUser(caller, owner);
      const { query, viewer } = await open(caller, body.folderUid);
      // Checked against the report of the profile's folder, with its company's fields (ADR 100).
      validateGridState(requireDefinition(body.typeId, 'typeId', viewer), body, query);
      const id = await repo.saveProfile(caller.userUid, body.id > 0 ? body.id : 0, {
        userUid: owner,
        folderUid: body.folderUid,
        typeId: body.typeId,
        label: body.label,
        isDefault: body.default,
        andOr: body.andOr,
        filters: body.filters,
        sorting: body.sorting,
        columns: body.columns,
      });
      return profileDto((await repo.profile(id))!);
    },

    async deleteProfile(caller: Caller, id: number): Promise<void> {
      const p = await repo.profile(id);
      if (!p) throw new NotFoundError(`Profile ${id} was not found.`);
      await requireUser(caller, p.userUid);
      await repo.deleteProfile(id);
    },

    async summary(caller: Caller, folderUid: number, q: FolderSummaryQuery): Promise<FolderSummary> {
      const { folder } = await open(caller, folderUid);
      const side: Side = q.gatewaysOnly ? 'gateways' : q.monitorsOnly ? 'monitors' : 'all';
      const { groups, need, devices } = await summaries.summary(scopeRange(folder.path), side);

      const counts = <T extends { id: number; label: string }>(list: readonly T[], n: (id: number) => number): SummaryCount[] =>
        list.map((v) => ({ id: v.id, label: v.label, count: n(v.id) }));
      const tally = (key: (g: (typeof groups)[number]) => number) => {
        const m = new Map<number, number>();
        for (const g of groups) m.set(key(g), (m.get(key(g)) ?? 0) + g.tanks);
        return m;
      };
      const byStatus = tally((g) => g.status);
      const byZone = tally((g) => g.zone);
      const round = (x: number) => Math.round(x * 1000) / 1000;
      const productOf = new Map<string, SummaryProduct>();
      for (const g of groups) {
        const key = `${g.productUid}:${g.measure}`;
        const p = productOf.get(key) ?? {
          productUid: g.productUid,
          productName: g.productName ?? 'No Product',
          className: g.productClass,
          measure: g.measure,
          tanks: 0,
          capacity: 0,
          amountFull: 0,
          ullage: 0,
          adjustedUllage: 0,
        };
        p.tanks += g.tanks;
        p.capacity = round(p.capacity + g.capacity);
        p.amountFull = round(p.amountFull + g.amountFull);
        p.ullage = round(p.ullage + g.ullage);
        p.adjustedUllage = round(p.adjustedUllage + g.adjustedUllage);
        productOf.set(key, p);
      }
      const products = [...productOf.values()].sort(
        (a, b) =>
          Number(a.productUid === null) - Number(b.productUid === null) ||
          a.productName.localeCompare(b.productName) ||
          a.measure.localeCompare(b.measure),
      );
      const deviceTotal = devices.find((r) => r.isTotal);
      const byState = new Map(devices.filter((r) => !r.isTotal).map((r) => [r.activationState, r.devices]));
      const flagCount: Record<number, number> = {
        [DeviceFlag.Late]: deviceTotal?.late ?? 0,
        [DeviceFlag.LowBattery]: deviceTotal?.lowBattery ?? 0,
        [DeviceFlag.Error]: deviceTotal?.error ?? 0,
        [DeviceFlag.NotReported]: deviceTotal?.notReported ?? 0,
      };
      return {
        folderUid: folder.uid,
        label: folder.label,
        generatedAt: new Date().toISOString(),
        assets: {
          total: groups.reduce((n, g) => n + g.tanks, 0),
          reporting: groups.reduce((n, g) => n + (g.reporting ? g.tanks : 0), 0),
          byStatus: counts(ASSET_STATUS_TYPES, (id) => byStatus.get(id) ?? 0),
          byZone: [...counts(TANK_ZONES, (id) => byZone.get(id) ?? 0), { id: 0, label: 'No Reading', count: byZone.get(0) ?? 0 }],
        },
        devices: {
          total: deviceTotal?.devices ?? 0,
          gateways: deviceTotal?.gateways ?? 0,
          monitors: deviceTotal?.monitors ?? 0,
          inSlots: deviceTotal?.inSlots ?? 0,
          byActivationState: counts(DEVICE_ACTIVATION_STATES, (id) => byState.get(id) ?? 0),
          byFlag: counts(DEVICE_FLAGS, (id) => flagCount[id] ?? 0),
          ok: deviceTotal?.ok ?? 0,
        },
        products,
        mostInNeed: need.slice(0, SUMMARY_MOST_IN_NEED),
      };
    },

    /** GET Folder/{uid}/Dashboard (issue 17): the folder at a glance. */
    async dashboard(caller: Caller, folderUid: number): Promise<FolderDashboard> {
      const { folder } = await open(caller, folderUid);
      const rows = await dashboards.dashboard(scopeRange(folder.path));
      const byZone = new Map(rows.zones.map((z) => [z.zone, z.tanks]));
      const round = (x: number) => Math.round(x * 1000) / 1000;
      const measure = (byWeight: boolean): DashboardProduct['measure'] => (byWeight ? 'weight' : 'volume');
      const products = rows.products
        .map((p) => ({
          productUid: p.productUid,
          productName: p.productName ?? 'No Product',
          measure: measure(p.byWeight),
          tanks: p.tanks,
          amountFull: round(p.amountFull),
          capacity: round(p.capacity),
          trend: rows.trend
            .filter((t) => t.productUid === p.productUid && t.byWeight === p.byWeight)
            .map((t) => ({ day: t.day, amount: round(t.amount) })),
        }))
        .sort(
          (a, b) =>
            Number(a.productUid === null) - Number(b.productUid === null) ||
            a.productName.localeCompare(b.productName) ||
            a.measure.localeCompare(b.measure),
        );
      return {
        folderUid: folder.uid,
        label: folder.label,
        generatedAt: new Date().toISOString(),
        tanks: {
          total: rows.zones.reduce((n, z) => n + z.tanks, 0),
          byZone: [
            ...TANK_ZONES.map((z) => ({ id: z.id, label: z.label, count: byZone.get(z.id) ?? 0 })),
            { id: 0, label: 'No Reading', count: byZone.get(0) ?? 0 },
          ],
        },
        dueWithin: DASHBOARD_DUE_DAYS.map((days, i) => ({ days, tanks: rows.zones.reduce((n, z) => n + (z.due[i] ?? 0), 0) })),
        devices: rows.devices,
        activeAlerts: rows.activeAlerts,
        products,
      };
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
