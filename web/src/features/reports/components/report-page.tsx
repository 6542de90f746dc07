// spec 000 §2 /report/asset, /report/device and /report/config (its kind: Tank, Pressure or Device
// Config); issue #6: AG Grid's infinite row model over the EntityReport calls of the folder fuid,
// the column chooser saved as the user's custom columns, saved profiles, status colours, the
// viewer's units and time zone, CSV export of the whole result. The grid (report-grid.tsx) knows
// nothing of users or profiles; this page loads and saves them.
import type { EntityReportKey, FilterAndOr, GridFilterModel, GridSortModel, ReportProfileBody } from '@ullage/domain/reports/api';
import type { DisplayUnits } from '@ullage/domain/reports/display';
import { ReportType, reportTypeLabel } from '@ullage/domain/reports/reports';
import { Suspense, useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import { toast } from '../../../lib/toast';
import { showGenericErrorToast } from '../../../components/error-toast';
import { Loader } from '../../../components/loader';
import { isApiError } from '../../../lib/api-client';
import { useDeleteReportProfile } from '../api/delete-report-profile';
import { useCustomColumns } from '../api/get-custom-columns';
import { reportCsvDownloader, reportDataFetcher, type ReportRange } from '../api/get-report-data';
import { useReportProfiles } from '../api/get-report-profiles';
import { useReportSchema } from '../api/get-report-schema';
import { useSaveCustomColumns } from '../api/save-custom-columns';
import { useSaveReportProfile } from '../api/save-report-profile';
import type { CellContext } from '@ullage/domain/reports/export';
import type { ConfigReportTypeId, ReportUrlView } from '../utils/report-url';
import { bareView, openingView, profileBody, profilesOfType, profileView, type GridModels, type ReportView } from '../utils/report-view';
import { LazyReportGrid } from './lazy-report-grid';
import { LabelError, ProfileBar } from './profile-bar';
import { QuickFilters } from './quick-filters';
import './report-page.css';

/** The menu's names of the reports (spec 000 §2 Main navigation). */
export const REPORT_TITLES: Readonly<Record<EntityReportKey, string>> = {
  Asset: 'Assets (Tanks)',
  Device: 'Devices (Gateways)',
  Config: 'Configuration',
  Usage: 'Usage',
  RMA: 'Return Material Authorization',
};

const CONFIG_CHOICES: readonly ConfigReportTypeId[] = [ReportType.TankConfig, ReportType.PressureConfig, ReportType.DeviceConfig];

export interface ReportPageProps {
  kind: EntityReportKey;
  /** Asset, Device, or the Config report's kind (spec 001 §9 report types). */
  reportTypeId: number;
  onReportTypeChange?: (reportTypeId: ConfigReportTypeId) => void;
  folderUid: number;
  /** The folder's name for the title; undefined while it loads. */
  folderLabel: string | undefined;
  userUid: number;
  units: DisplayUnits;
  timeZone: CellContext['timeZone'];
  /** The filters and sort the URL opens the report with. */
  fromUrl: ReportUrlView;
  /** A new value (a link followed) reopens the report with the URL's models. */
  openKey: string;
  /** A toolbar button the app layer adds ("Email this report"), given how to read the view on screen. */
  EmailAction?: ComponentType<{ view: () => ReportScreenView }>;
  /** "Mass Update" (the app layer's, with Mass Update 38): the grid's rows may then be ticked, and
   * it gets their uids and a way to reload the rows once it has changed them. */
  MassUpdateAction?: ComponentType<{ selected: readonly number[]; onDone: () => void }>;
  /** The Usage report's range (spec 001 §7 UsageData startDate, endDate): central timestamps. */
  range?: ReportRange;
  /** Shown instead of the folder's name as the page's heading (a page that has its own heading). */
  embedded?: boolean;
}

/** What the report shows now: filters, sort, how filters combine and the visible columns (empty:
 * the defaults). */
export interface ReportScreenView {
  filters: GridFilterModel;
  sorting: GridSortModel;
  andOr: FilterAndOr;
  columns: readonly string[];
}

export function ReportPage(props: ReportPageProps) {
  const { kind, reportTypeId, folderUid, userUid } = props;
  const target = useMemo(() => ({ kind, folderUid, reportTypeId }), [kind, folderUid, reportTypeId]);
  const schema = useReportSchema(target);
  const custom = useCustomColumns(userUid, reportTypeId);
  const profiles = useReportProfiles(userUid, folderUid);

  const title = kind === 'Config' ? `${REPORT_TITLES.Config}: ${reportTypeLabel(reportTypeId)}` : REPORT_TITLES[kind];
  const header = props.embedded ? null : (
    <header className="report-page-header">
      <div>
        <p className="page-kicker">{title}</p>
        <h1 className="report-page-title">{props.folderLabel ?? ' '}</h1>
      </div>
      {kind === 'Config' && props.onReportTypeChange && (
        <label className="report-page-type">
          Report type
          <select
            className="input profile-bar-select"
            value={String(reportTypeId)}
            onChange={(e) => props.onReportTypeChange!(Number(e.target.value) as ConfigReportTypeId)}
          >
            {CONFIG_CHOICES.map((id) => (
              <option key={id} value={String(id)}>
                {reportTypeLabel(id)}
              </option>
            ))}
          </select>
        </label>
      )}
    </header>
  );

  const settled = !custom.isPending && !profiles.isPending;
  let body;
  if (schema.isError) {
    const missing = isApiError(schema.error) && schema.error.status === 404;
    body = (
      <p role="alert" className="field-error">
        {missing
          ? 'This folder could not be found. It may have been moved or deleted; pick a folder in the explorer.'
          : 'The report could not be loaded. Try again in a moment.'}
      </p>
    );
  } else if (schema.isPending || !settled) {
    body = <Loader />;
  } else {
    body = (
      <ReportBody
        {...props}
        columns={schema.data.columns}
        customColumns={custom.data?.map((c) => c.fieldName) ?? []}
        profiles={profiles.data ?? []}
        settingsFailed={custom.isError || profiles.isError}
      />
    );
  }
  return (
    <article
      className={props.embedded ? 'report-page report-page-embedded' : 'report-page'}
      aria-label={`${title}: ${props.folderLabel ?? ''}`}
    >
      {header}
      {body}
    </article>
  );
}

interface ReportBodyProps extends ReportPageProps {
  columns: NonNullable<ReturnType<typeof useReportSchema>['data']>['columns'];
  customColumns: string[];
  profiles: ReportProfileBody[];
  settingsFailed: boolean;
}

function ReportBody({
  kind,
  reportTypeId,
  folderUid,
  userUid,
  units,
  timeZone,
  fromUrl,
  openKey,
  range,
  columns,
  customColumns,
  profiles,
  settingsFailed,
  EmailAction,
  MassUpdateAction,
}: ReportBodyProps) {
  const typeProfiles = useMemo(() => profilesOfType(profiles, reportTypeId), [profiles, reportTypeId]);
  // Where the report opens: decided once per link followed, report kind and folder; applying a
  // profile reopens the grid (a new key) with the profile's models.
  const opening = `${openKey}|${reportTypeId}|${folderUid}|${range?.startDate ?? ''}|${range?.endDate ?? ''}`;
  const [state, setState] = useState<{ opening: string; view: ReportView; gridKey: number }>(() => ({
    opening,
    view: openingView(fromUrl, profiles, reportTypeId, customColumns),
    gridKey: 0,
  }));
  if (state.opening !== opening) {
    setState({ opening, view: openingView(fromUrl, profiles, reportTypeId, customColumns), gridKey: state.gridKey + 1 });
  }
  const { view } = state;
  const models = useRef<GridModels>({ filters: view.filters, sorting: view.sorting });
  // The rows ticked for a mass update, and a counter that reloads the rows after one.
  const [ticked, setTicked] = useState<number[]>([]);
  const [reloadKey, setReloadKey] = useState(0);

  const fetchPage = useMemo(() => reportDataFetcher({ kind, folderUid, reportTypeId, range }), [kind, folderUid, reportTypeId, range]);
  const downloadCsv = useMemo(() => reportCsvDownloader({ kind, folderUid, reportTypeId, range }), [kind, folderUid, reportTypeId, range]);
  const saveColumns = useColumnSaver(userUid, reportTypeId);
  const saveProfile = useSaveReportProfile();
  const deleteProfile = useDeleteReportProfile();

  const reopen = (next: ReportView) => {
    models.current = { filters: next.filters, sorting: next.sorting };
    setState((s) => ({ ...s, view: next, gridKey: s.gridKey + 1 }));
  };

  const onColumnsChange = (colIds: string[]) => {
    setState((s) => ({ ...s, view: { ...s.view, columns: colIds } }));
    saveColumns(colIds);
  };

  const onFilterAndOrChange = (filterAndOr: FilterAndOr) => setState((s) => ({ ...s, view: { ...s.view, filterAndOr } }));

  const currentBody = (existing?: ReportProfileBody, changes?: { label?: string; default?: boolean }) =>
    profileBody(
      { userUid, folderUid, typeId: reportTypeId, filterAndOr: view.filterAndOr, models: models.current, columns: view.columns },
      existing,
      changes,
    );

  const selected = typeProfiles.find((p) => p.id === view.profileId);

  const onSave = async () => {
    if (!selected) return;
    try {
      await saveProfile.mutateAsync(currentBody(selected));
      toast.success(`Profile "${selected.label}" saved`, { toastId: 'report-profile' });
    } catch (error) {
      showSaveError(error);
    }
  };

  const onSaveAs = async (input: { label: string; default: boolean }) => {
    let saved: ReportProfileBody;
    try {
      saved = await saveProfile.mutateAsync(currentBody(undefined, input));
    } catch (error) {
      const labelMessage = isApiError(error) && error.status === 400 ? error.errors?.label?.[0] : undefined;
      if (labelMessage) throw new LabelError(labelMessage);
      showSaveError(error);
      throw error;
    }
    setState((s) => ({ ...s, view: { ...s.view, profileId: saved.id } }));
    toast.success(`Profile "${saved.label}" saved`, { toastId: 'report-profile' });
  };

  const onToggleDefault = async (profile: ReportProfileBody) => {
    try {
      await saveProfile.mutateAsync({ ...profile, default: !profile.default });
    } catch (error) {
      showSaveError(error);
    }
  };

  const onDelete = async (profile: ReportProfileBody) => {
    try {
      await deleteProfile.mutateAsync(profile.id);
    } catch (error) {
      showSaveError(error);
      return;
    }
    // The grid keeps what it shows; it is just no longer a saved profile.
    setState((s) => (s.view.profileId === profile.id ? { ...s, view: { ...s.view, profileId: null } } : s));
    toast.success(`Profile "${profile.label}" deleted`, { toastId: 'report-profile' });
  };

  // Read when the email is sent, not while drawing: the models the grid last reported.
  const readView = useCallback(
    (): ReportScreenView => ({
      filters: models.current.filters,
      sorting: models.current.sorting,
      andOr: view.filterAndOr,
      columns: view.columns,
    }),
    [view.filterAndOr, view.columns],
  );
  return (
    <>
      {settingsFailed && (
        <p role="alert" className="field-error">
          Your saved columns and profiles could not be loaded; the report shows its default columns.
        </p>
      )}
      <ProfileBar
        profiles={typeProfiles}
        selectedId={view.profileId}
        onSelect={(p) => reopen(p ? profileView(p, customColumns) : bareView(reportTypeId, customColumns))}
        onSave={onSave}
        onSaveAs={onSaveAs}
        onToggleDefault={onToggleDefault}
        onDelete={onDelete}
        filterAndOr={view.filterAndOr}
        onFilterAndOrChange={onFilterAndOrChange}
        busy={saveProfile.isPending || deleteProfile.isPending}
      />
      {reportTypeId === ReportType.Asset && (
        <QuickFilters
          current={view.filters}
          onApply={(filters) =>
            reopen({ filters, sorting: models.current.sorting, filterAndOr: 'and', columns: view.columns, profileId: null })
          }
        />
      )}
      <div className="report-page-grid">
        <Suspense fallback={<Loader />}>
          <LazyReportGrid
            key={state.gridKey}
            title={`${kind === 'Config' ? reportTypeLabel(reportTypeId) : kind} Report`}
            columns={columns}
            fetchPage={fetchPage}
            downloadCsv={downloadCsv}
            units={units}
            timeZone={timeZone}
            filterAndOr={view.filterAndOr}
            visibleColumns={view.columns.length > 0 ? view.columns : undefined}
            onVisibleColumnsChange={onColumnsChange}
            initialFilterModel={view.filters}
            initialSortModel={view.sorting}
            onModelsChange={(m) => {
              models.current = m;
            }}
            toolbarExtra={
              EmailAction || MassUpdateAction ? (
                <>
                  {EmailAction && <EmailAction view={readView} />}
                  {MassUpdateAction && <MassUpdateAction selected={ticked} onDone={() => setReloadKey((k) => k + 1)} />}
                </>
              ) : undefined
            }
            onSelectionChange={MassUpdateAction ? setTicked : undefined}
            reloadKey={reloadKey}
          />
        </Suspense>
      </div>
    </>
  );
}

function showSaveError(error: unknown) {
  if (isApiError(error) && error.status === 400) toast.error(error.message, { toastId: 'report-profile' });
  else showGenericErrorToast(error);
}

/** Saves the column choice, latest wins: clicks while a save runs are sent as one after it, so
 * the stored list is always the last one chosen. */
function useColumnSaver(userUid: number, reportTypeId: number) {
  const save = useSaveCustomColumns();
  const running = useRef(false);
  const pending = useRef<string[] | null>(null);
  return useCallback(
    (colIds: string[]) => {
      pending.current = colIds;
      if (running.current) return;
      running.current = true;
      void (async () => {
        while (pending.current) {
          const next = pending.current;
          pending.current = null;
          try {
            await save.mutateAsync({ userUid, reportTypeId, colIds: next });
          } catch (error) {
            showSaveError(error);
          }
        }
        running.current = false;
      })();
    },
    // mutateAsync is stable; the saver belongs to one user and report type.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [userUid, reportTypeId],
  );
}
