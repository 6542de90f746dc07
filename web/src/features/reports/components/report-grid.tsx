// Issue #6 report grids (spec 000 §2 /report/asset, /report/device, /report/config; spec 001 §7
// EntityReport data calls; spec 001 §9 grid value formats and colours): AG Grid Community with
// the infinite row model. Sorting and filtering run on the server: the grid's filter and sort
// models go to the data call as JSON (docs/decisions/016-report-grid-queries.md). Load it through
// lazy-report-grid.tsx so AG Grid stays out of the pages that do not show a grid.
import type { FilterAndOr, GridFilterModel, GridSortModel, ReportColumn, ReportRow } from '@ullage/domain/reports/api';
import { DATE_FILTER_OPERATORS, NUMBER_FILTER_OPERATORS, TEXT_FILTER_OPERATORS } from '@ullage/domain/reports/api';
import type { DisplayUnits } from '@ullage/domain/reports/display';
import {
  CellStyleModule,
  ColumnApiModule,
  CustomFilterModule,
  DateFilterModule,
  GridStateModule,
  InfiniteRowModelModule,
  ModuleRegistry,
  NumberFilterModule,
  RowSelectionModule,
  TextFilterModule,
  ValidationModule,
  themeQuartz,
  type ColDef,
  type ColumnMovedEvent,
  type GetRowIdParams,
  type GridApi,
  type GridState,
  type IDatasource,
  type RowSelectionOptions,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLiveChanges } from '../../../lib/live-stream';
import { toast } from '../../../lib/toast';
import { Loader } from '../../../components/loader';
import { showGenericErrorToast } from '../../../components/error-toast';
import { isApiError } from '../../../lib/api-client';
import { styleNonce } from '../../../lib/csp';
import { reportPageQuery, type ReportCsvDownloader, type ReportCsvRequest, type ReportPageFetcher } from '../api/get-report-data';
import { cellText, type CellContext } from '@ullage/domain/reports/export';
import { zoneClass } from '../utils/cell-text';
import { saveBlob } from '../../../lib/api-download';
import { ColumnChooser } from './column-chooser';
import { SetFilter, type SetFilterParams } from './set-filter';
import './report-grid.css';
import './zones.css';

// Only what these grids use; the validation module only in development, where its warnings help.
ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  CustomFilterModule,
  CellStyleModule,
  ColumnApiModule,
  GridStateModule,
  RowSelectionModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

/** AG Grid's Quartz theme in the portal's colours: the CSS variables of styles/themes.css, so the
 * grid follows the light and dark theme without re-rendering. */
const gridTheme = themeQuartz.withParams({
  backgroundColor: 'var(--color-surface)',
  foregroundColor: 'var(--color-text)',
  borderColor: 'var(--color-border)',
  chromeBackgroundColor: 'var(--color-surface-muted)',
  headerBackgroundColor: 'var(--color-surface-muted)',
  accentColor: 'var(--color-accent)',
  fontFamily: 'var(--font-sans)',
  fontSize: 13,
  browserColorScheme: 'inherit',
});

// Grid options are compared by identity: a new object on each render would rebuild the columns,
// and the infinite row model reloads its rows when they are rebuilt.
const DEFAULT_COL_DEF: ColDef<ReportRow> = { resizable: true, minWidth: 90 };
// The row's key, not its uid: a config report has a row per config, several of one asset.
const rowId = (p: GetRowIdParams<ReportRow>) => p.data.rowKey;
/** Rows ticked one by one (the infinite row model has no "select all"); a click elsewhere on a
 * row does not tick it. */
const ROW_SELECTION: RowSelectionOptions = { mode: 'multiRow', checkboxes: true, headerCheckbox: false, enableClickSelection: false };

/** Rows per block the grid asks for as it scrolls; blocks beyond the cache limit are dropped. */
const BLOCK_SIZE = 100;
const MAX_BLOCKS_IN_CACHE = 50;

export interface ReportGridProps {
  /** A short name: the grid's label and the export file's name ("Asset Report"). */
  title: string;
  /** The report's columns (its schema call). */
  columns: readonly ReportColumn[];
  /** Pages of the report; keep it stable (useMemo): a new fetcher reloads the grid. */
  fetchPage: ReportPageFetcher;
  /** The whole result as the server's CSV file (Export CSV). */
  downloadCsv: ReportCsvDownloader;
  /** The viewer's units and time zone (spec 001 §9: "Conversions apply per user unit settings"). */
  units: DisplayUnits;
  timeZone: CellContext['timeZone'];
  /** How column filters combine (spec 001 §3.3 Report Profile andOr). */
  filterAndOr?: FilterAndOr;
  /** Visible column ids in order (the user's custom columns); the schema's defaults when absent. */
  visibleColumns?: readonly string[];
  /** Called with the visible column ids in display order when the user changes or moves them. */
  onVisibleColumnsChange?: (colIds: string[]) => void;
  /** Filters and sort to open with (a saved profile, a link from the summary). */
  initialFilterModel?: GridFilterModel;
  initialSortModel?: GridSortModel;
  /** Called with the filter and sort models of the rows on screen whenever the grid asks for
   * rows, so the page can save them (a report profile). */
  onModelsChange?: (models: { filters: GridFilterModel; sorting: GridSortModel }) => void;
  /** More toolbar buttons, after Export CSV (the app layer's "Email this report"). */
  toolbarExtra?: ReactNode;
  /** Rows may be ticked (Mass Update); called with the ticked rows' uids as they change. */
  onSelectionChange?: (uids: number[]) => void;
  /** A new value reloads the rows on screen (after a mass update). */
  reloadKey?: number;
}

function filterDef(column: ReportColumn): Pick<ColDef<ReportRow>, 'filter' | 'filterParams'> {
  if (!column.filterable) return { filter: false };
  switch (column.type) {
    case 'text':
      return {
        filter: 'agTextColumnFilter',
        filterParams: { filterOptions: [...TEXT_FILTER_OPERATORS], trimInput: true, debounceMs: 400 },
      };
    case 'number':
      // Typed in the viewer's units, percent as shown; the server converts (ADR 016).
      return {
        filter: 'agNumberColumnFilter',
        filterParams: { filterOptions: [...NUMBER_FILTER_OPERATORS], inRangeInclusive: true, debounceMs: 400 },
      };
    case 'date':
      return {
        filter: 'agDateColumnFilter',
        filterParams: {
          filterOptions: DATE_FILTER_OPERATORS.filter((op) => op !== 'lessThanOrEqual' && op !== 'greaterThanOrEqual'),
          inRangeInclusive: true,
        },
      };
    case 'boolean':
      // AG Grid's own yes/no options ('true', 'false'), which the server reads.
      return {
        filter: 'agTextColumnFilter',
        filterParams: {
          filterOptions: [
            { displayKey: 'true', displayName: 'Yes', predicate: (_: unknown[], cell: unknown) => cell === true, numberOfInputs: 0 },
            { displayKey: 'false', displayName: 'No', predicate: (_: unknown[], cell: unknown) => cell === false, numberOfInputs: 0 },
            'blank',
            'notBlank',
          ],
          maxNumConditions: 1,
        },
      };
    case 'set':
      return { filter: SetFilter, filterParams: { choices: column.values ?? [] } satisfies SetFilterParams };
  }
}

function columnDef(column: ReportColumn, hidden: boolean, ctx: CellContext): ColDef<ReportRow> {
  const zoneColId = column.zoneColId;
  const numeric = column.type === 'number';
  return {
    colId: column.colId,
    field: column.colId,
    headerName: column.header,
    hide: hidden,
    sortable: column.sortable,
    // The schema says what a column holds; AG Grid must not guess from the first row.
    cellDataType: false,
    valueFormatter: (p) => cellText(column, p.value as ReportRow[string], ctx),
    // Numbers right-aligned; a cell with a zone takes its colour (spec 001 §9 colours).
    headerClass: numeric ? 'ag-right-aligned-header' : undefined,
    cellClass: (p) =>
      [numeric ? 'ag-right-aligned-cell' : '', zoneColId ? (zoneClass(p.data?.[zoneColId]) ?? '') : ''].join(' ').trim() || undefined,
    ...filterDef(column),
  };
}

/** The visible ids that name real columns, or the schema's defaults. */
function visibleOf(columns: readonly ReportColumn[], requested: readonly string[] | undefined): string[] {
  const known = new Set(columns.map((c) => c.colId));
  const chosen = (requested ?? []).filter((id, i, all) => known.has(id) && all.indexOf(id) === i);
  return chosen.length > 0 ? chosen : columns.filter((c) => c.defaultVisible).map((c) => c.colId);
}

export function ReportGrid({
  title,
  columns,
  fetchPage,
  downloadCsv,
  units,
  timeZone,
  filterAndOr = 'and',
  visibleColumns,
  onVisibleColumnsChange,
  initialFilterModel,
  initialSortModel,
  onModelsChange,
  toolbarExtra,
  onSelectionChange,
  reloadKey,
}: ReportGridProps) {
  const apiRef = useRef<GridApi<ReportRow> | null>(null);
  /** The filters and sort of the rows on screen: what an export takes. */
  const shownQuery = useRef<Omit<ReportCsvRequest, 'columns'>>({ filters: {}, sorting: [], filterAndOr });
  const [ownVisible, setOwnVisible] = useState<readonly string[] | undefined>(undefined);
  const visible = visibleOf(columns, visibleColumns ?? ownVisible);
  const [rowCount, setRowCount] = useState<number | null>(null);
  // Blocks of rows asked for and not answered yet: the toolbar says rows are loading (on a slow
  // connection a grid of empty rows otherwise looks like an empty report).
  const [pendingBlocks, setPendingBlocks] = useState(0);
  const [exportRunning, setExportRunning] = useState(false);
  const exportAbort = useRef<AbortController | null>(null);
  const modelsListener = useRef(onModelsChange);
  useEffect(() => {
    modelsListener.current = onModelsChange;
  }, [onModelsChange]);

  const changeVisible = (next: string[]) => {
    if (visibleColumns === undefined) setOwnVisible(next);
    onVisibleColumnsChange?.(next);
  };

  const ctx = useMemo<CellContext>(() => ({ units, timeZone }), [units, timeZone]);
  const visibleKey = visible.join(',');
  const columnDefs = useMemo(() => {
    const shown = visibleKey.split(',');
    const byId = new Map(columns.map((c) => [c.colId, c]));
    // Visible columns in their chosen order, then the hidden ones.
    const ordered = [...shown.map((id) => byId.get(id)!), ...columns.filter((c) => !shown.includes(c.colId))];
    return ordered.map((c) => columnDef(c, !shown.includes(c.colId), ctx));
  }, [columns, visibleKey, ctx]);

  const { datasource, loadedUids } = useMemo(() => {
    const abort = new AbortController();
    /** The uids of the rows loaded, by the first row of their block (for live updates). */
    const loadedUids = new Map<number, number[]>();
    const datasource: IDatasource = {
      getRows(params) {
        const query = reportPageQuery(params, filterAndOr);
        const models = {
          filters: (params.filterModel ?? {}) as GridFilterModel,
          sorting: params.sortModel.map(({ colId, sort }) => ({ colId, sort })),
        };
        shownQuery.current = { ...models, filterAndOr };
        modelsListener.current?.(models);
        setPendingBlocks((n) => n + 1);
        fetchPage(query, abort.signal)
          .finally(() => setPendingBlocks((n) => n - 1))
          .then(
            (page) => {
              loadedUids.set(
                params.startRow,
                page.rows.map((row) => row.uid),
              );
              params.successCallback(page.rows, page.lastRow);
              setRowCount(page.lastRow);
            },
            (error: unknown) => {
              params.failCallback();
              if (abort.signal.aborted) return;
              // The server names what it could not do with the filters; anything else is unexpected.
              if (isApiError(error) && error.status === 400) toast.error(error.message, { toastId: 'report-query' });
              else showGenericErrorToast(error);
            },
          );
      },
      destroy() {
        abort.abort();
      },
    };
    return { datasource, loadedUids };
  }, [fetchPage, filterAndOr, setRowCount, setPendingBlocks]);

  // Where the grid opens: only the first values count.
  const [initialState] = useState<GridState>(() => {
    // The columns too: state restored without them would show every column it names.
    const shown = new Set(visible);
    return {
      columnVisibility: { hiddenColIds: columns.filter((c) => !shown.has(c.colId)).map((c) => c.colId) },
      columnOrder: { orderedColIds: columnDefs.map((c) => c.colId!) },
      ...(initialFilterModel ? { filter: { filterModel: initialFilterModel } } : {}),
      ...(initialSortModel ? { sort: { sortModel: initialSortModel.map(({ colId, sort }) => ({ colId, sort })) } } : {}),
    };
  });

  // Live updates (docs/decisions/080-live-updates.md): when a change names an entity whose row is
  // loaded, the loaded blocks are asked for again (the rows stay on screen until their new values
  // come, and a row that no longer fits the filters or sort moves out).
  useLiveChanges((batch) => {
    const api = apiRef.current;
    if (!api || api.isDestroyed()) return;
    const named = (uid: number) => batch.tanks.has(uid) || batch.devices.has(uid) || batch.alerts.has(uid);
    const shown = batch.resync || [...loadedUids.values()].some((uids) => uids.some(named));
    if (shown) api.refreshInfiniteCache();
  });

  useEffect(() => {
    const api = apiRef.current;
    if (reloadKey !== undefined && api && !api.isDestroyed()) api.refreshInfiniteCache();
  }, [reloadKey]);

  // An export still running when the grid goes away stops.
  useEffect(() => () => exportAbort.current?.abort(), []);

  const onColumnMoved = (event: ColumnMovedEvent<ReportRow>) => {
    if (!event.finished) return;
    // The report's own columns only: the ticking column (Mass Update) is the grid's, not a report column.
    const known = new Set(columns.map((c) => c.colId));
    const order = event.api
      .getColumnState()
      .filter((s) => !s.hide && known.has(s.colId))
      .map((s) => s.colId);
    if (order.join(',') !== visibleKey) changeVisible(order);
  };

  /** The server writes the file (every row, streamed: docs/decisions/097-streamed-report-csv.md);
   * the grid names the columns on screen in their order. */
  const exportCsv = async () => {
    const api = apiRef.current;
    if (!api || exportRunning) return;
    const known = new Set(columns.map((c) => c.colId));
    const shownColumns = api
      .getAllDisplayedColumns()
      .map((c) => c.getColId())
      .filter((id) => known.has(id));
    const abort = new AbortController();
    exportAbort.current = abort;
    setExportRunning(true);
    try {
      const { blob, fileName } = await downloadCsv({ ...shownQuery.current, columns: shownColumns }, abort.signal);
      if (!abort.signal.aborted) saveBlob(blob, fileName);
    } catch (error) {
      if (!abort.signal.aborted) showGenericErrorToast(error);
    } finally {
      exportAbort.current = null;
      setExportRunning(false);
    }
  };

  const count = new Intl.NumberFormat('en-US');
  return (
    <section className="report-grid" aria-label={title}>
      <div className="report-toolbar">
        <ColumnChooser columns={columns} visible={visible} onChange={changeVisible} />
        {exportRunning ? (
          <div className="report-export" role="status" aria-live="polite">
            <span>Exporting...</span>
            <button type="button" className="button button-secondary report-toolbar-button" onClick={() => exportAbort.current?.abort()}>
              Cancel
            </button>
          </div>
        ) : (
          <button type="button" className="button button-secondary report-toolbar-button" onClick={() => void exportCsv()}>
            Export CSV
          </button>
        )}
        {toolbarExtra}
        {pendingBlocks > 0 && <Loader label="Loading rows…" inline />}
        <span className="report-row-count" aria-live="polite">
          {rowCount === null ? '' : `${count.format(rowCount)} ${rowCount === 1 ? 'row' : 'rows'}`}
        </span>
      </div>
      <div className="report-grid-body">
        <AgGridReact<ReportRow>
          theme={gridTheme}
          // Its theme is <style> elements: they carry the page's nonce (lib/csp.ts).
          styleNonce={styleNonce}
          rowModelType="infinite"
          datasource={datasource}
          cacheBlockSize={BLOCK_SIZE}
          maxBlocksInCache={MAX_BLOCKS_IN_CACHE}
          blockLoadDebounceMillis={100}
          // The definitions' order is the chosen order (column moves are reported and come back
          // in it), so "Default columns" restores the report's own order too.
          columnDefs={columnDefs}
          // A report shows tens of columns at most: render them all, so a screen reader and the
          // browser's find-in-page reach the columns scrolled out of view.
          suppressColumnVirtualisation
          defaultColDef={DEFAULT_COL_DEF}
          getRowId={rowId}
          initialState={initialState}
          onGridReady={(e) => {
            apiRef.current = e.api;
          }}
          onColumnMoved={onColumnMoved}
          {...(onSelectionChange
            ? {
                rowSelection: ROW_SELECTION,
                onSelectionChanged: (e) => onSelectionChange(e.api.getSelectedRows().map((r) => r.uid)),
              }
            : {})}
        />
      </div>
    </section>
  );
}
