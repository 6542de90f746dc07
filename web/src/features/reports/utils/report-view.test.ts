import type { ReportProfileBody } from '@ullage/domain/reports/api';
import { ReportType } from '@ullage/domain/reports/reports';
import { describe, expect, it } from 'vitest';
import { defaultProfileOf, openingView, profileBody, profilesOfType, profileView } from './report-view';

function profile(p: Partial<ReportProfileBody> & Pick<ReportProfileBody, 'id' | 'label'>): ReportProfileBody {
  return { uid: 42, folderUid: 12, default: false, andOr: 'and', typeId: ReportType.Asset, filters: {}, sorting: [], columns: [], ...p };
}

const critical = { zone: { filterType: 'set' as const, values: ['3'] } };
const late = { late: { filterType: 'text' as const, type: 'true' } };
const PROFILES = [
  profile({ id: 3, label: 'zebra' }),
  profile({
    id: 1,
    label: 'Critical first',
    default: true,
    andOr: 'or',
    filters: critical,
    sorting: [{ colId: 'percentFull', sort: 'asc' }],
    columns: ['label', 'percentFull'],
  }),
  profile({ id: 2, label: 'Late devices', typeId: ReportType.Device, default: true, filters: late }),
];

describe('report profiles', () => {
  it('lists the profiles of one report type by label, whatever the case', () => {
    expect(profilesOfType(PROFILES, ReportType.Asset).map((p) => p.label)).toEqual(['Critical first', 'zebra']);
    expect(defaultProfileOf(PROFILES, ReportType.Device)?.id).toBe(2);
    expect(defaultProfileOf(PROFILES, ReportType.TankConfig)).toBeUndefined();
  });

  it("opens a link's filters first, with the user's custom columns and no profile", () => {
    const view = openingView({ filters: { status: { filterType: 'set', values: ['3'] } } }, PROFILES, ReportType.Asset, ['label']);
    expect(view).toEqual({
      filters: { status: { filterType: 'set', values: ['3'] } },
      sorting: [],
      filterAndOr: 'and',
      columns: ['label'],
      profileId: null,
    });
  });

  it('otherwise opens the default profile of the report type, with its columns', () => {
    expect(openingView({}, PROFILES, ReportType.Asset, ['label', 'status'])).toEqual({
      filters: critical,
      sorting: [{ colId: 'percentFull', sort: 'asc' }],
      filterAndOr: 'or',
      columns: ['label', 'percentFull'],
      profileId: 1,
    });
    // A profile that names no columns keeps the user's custom columns.
    expect(openingView({}, PROFILES, ReportType.Device, ['serialNumber']).columns).toEqual(['serialNumber']);
  });

  it('opens bare without a link or a default profile', () => {
    expect(openingView({ filterAndOr: 'or' }, PROFILES, ReportType.PressureConfig, [])).toEqual({
      filters: {},
      sorting: [],
      filterAndOr: 'or',
      columns: [],
      profileId: null,
    });
  });

  it("opens the asset report with no profile soonest-empty first (the dispatcher's default)", () => {
    const noDefault = PROFILES.filter((p) => !(p.typeId === ReportType.Asset && p.default));
    expect(openingView({}, noDefault, ReportType.Asset, [])).toEqual({
      filters: {},
      sorting: [{ colId: 'daysLeft', sort: 'asc' }],
      filterAndOr: 'and',
      columns: [],
      profileId: null,
    });
    // A link's own models still win.
    expect(openingView({ filters: {} }, noDefault, ReportType.Asset, []).sorting).toEqual([]);
  });

  it('applies a profile', () => {
    expect(profileView(PROFILES[0]!, ['label'])).toMatchObject({ profileId: 3, columns: ['label'], filters: {} });
  });

  it('saves the grid as it is: a new profile for the user, or over a saved one keeping its name and default', () => {
    const grid = {
      userUid: 42,
      folderUid: 12,
      typeId: ReportType.Asset,
      filterAndOr: 'or' as const,
      models: { filters: critical, sorting: [{ colId: 'label', sort: 'desc' as const }] },
      columns: ['label'],
    };
    expect(profileBody(grid, undefined, { label: 'Mine', default: true })).toEqual({
      id: 0,
      uid: 42,
      label: 'Mine',
      default: true,
      andOr: 'or',
      typeId: ReportType.Asset,
      folderUid: 12,
      filters: critical,
      sorting: [{ colId: 'label', sort: 'desc' }],
      columns: ['label'],
    });
    expect(profileBody(grid, PROFILES[1]!)).toMatchObject({
      id: 1,
      label: 'Critical first',
      default: true,
      andOr: 'or',
      columns: ['label'],
    });
  });
});
