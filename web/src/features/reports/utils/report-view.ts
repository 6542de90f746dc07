// What a report shows when it opens and when a profile is applied: filters, sort, how filters
// combine, the visible columns, and which saved profile (spec 001 §3.3 Report Profile) that is.
// A link's models come first (a summary chart asks for "zone = Critical"), then the user's default
// profile of the report type, then the bare report; columns are the profile's when it names any,
// else the user's custom columns (an empty list: the report's defaults).
import type { FilterAndOr, GridFilterModel, GridSortModel, ReportProfileBody, ReportProfileInput } from '@ullage/domain/reports/api';
import { defaultSortOf } from '@ullage/domain/reports/dispatcher-defaults';
import type { ReportUrlView } from './report-url';

export interface ReportView {
  filters: GridFilterModel;
  sorting: GridSortModel;
  filterAndOr: FilterAndOr;
  /** Visible column ids in order; empty means the report's default columns. */
  columns: readonly string[];
  /** The saved profile shown, or null. */
  profileId: number | null;
}

/** The profiles of one report type, by label. */
export function profilesOfType(profiles: readonly ReportProfileBody[], typeId: number): ReportProfileBody[] {
  return profiles
    .filter((p) => p.typeId === typeId)
    .sort((a, b) => a.label.localeCompare(b.label, 'en-US', { sensitivity: 'base' }) || a.id - b.id);
}

export function defaultProfileOf(profiles: readonly ReportProfileBody[], typeId: number): ReportProfileBody | undefined {
  return profilesOfType(profiles, typeId).find((p) => p.default);
}

export function profileView(profile: ReportProfileBody, customColumns: readonly string[]): ReportView {
  return {
    filters: profile.filters,
    sorting: profile.sorting,
    filterAndOr: profile.andOr,
    columns: profile.columns.length > 0 ? profile.columns : customColumns,
    profileId: profile.id,
  };
}

export function openingView(
  fromUrl: ReportUrlView,
  profiles: readonly ReportProfileBody[],
  typeId: number,
  customColumns: readonly string[],
): ReportView {
  if (fromUrl.filters || fromUrl.sorting) {
    return {
      filters: fromUrl.filters ?? {},
      sorting: fromUrl.sorting ?? [],
      filterAndOr: fromUrl.filterAndOr ?? 'and',
      columns: customColumns,
      profileId: null,
    };
  }
  const preferred = defaultProfileOf(profiles, typeId);
  if (preferred) return profileView(preferred, customColumns);
  return bareView(typeId, customColumns, fromUrl.filterAndOr ?? 'and');
}

/** The report with no profile: no filters, the report type's default sort (the asset report's
 * soonest-empty first, issue 17). */
export function bareView(typeId: number, customColumns: readonly string[], filterAndOr: FilterAndOr = 'and'): ReportView {
  return { filters: {}, sorting: defaultSortOf(typeId), filterAndOr, columns: customColumns, profileId: null };
}

/** What the grid shows now, to be saved as a profile. */
export interface GridModels {
  filters: GridFilterModel;
  sorting: GridSortModel;
}

/** The body that saves the grid's current state: as a new profile (no `existing`) or over a saved one. */
export function profileBody(
  input: { userUid: number; folderUid: number; typeId: number; filterAndOr: FilterAndOr; models: GridModels; columns: readonly string[] },
  existing?: ReportProfileBody,
  changes: { label?: string; default?: boolean } = {},
): ReportProfileInput {
  return {
    id: existing?.id ?? 0,
    uid: existing?.uid ?? input.userUid,
    label: changes.label ?? existing?.label ?? '',
    default: changes.default ?? existing?.default ?? false,
    andOr: input.filterAndOr,
    typeId: input.typeId as ReportProfileInput['typeId'],
    // A profile belongs to the folder it was saved in (GET EntityReport/Profiles lists by folder).
    folderUid: existing?.folderUid ?? input.folderUid,
    filters: input.models.filters,
    sorting: input.models.sorting.map(({ colId, sort }) => ({ colId, sort })),
    columns: [...input.columns],
  };
}
