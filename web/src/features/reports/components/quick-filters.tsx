// The asset report's preset quick filters beside the profile picker (issue 17: the dispatcher's
// defaults; docs/decisions/092-delivery-planning.md): each applies its column filter, a second
// press (or another preset) replaces it; the sort and columns stay.
import type { GridFilterModel } from '@ullage/domain/reports/api';
import { ASSET_QUICK_FILTERS } from '@ullage/domain/reports/quick-filters';

const same = (a: GridFilterModel, b: GridFilterModel) => JSON.stringify(a) === JSON.stringify(b);

export function QuickFilters({ current, onApply }: { current: GridFilterModel; onApply: (filters: GridFilterModel) => void }) {
  return (
    <div className="report-quick-filters" role="group" aria-label="Quick filters">
      <span className="profile-bar-field">Quick filters</span>
      {ASSET_QUICK_FILTERS.map((q) => {
        const on = same(current, q.filters as GridFilterModel);
        return (
          <button
            key={q.key}
            type="button"
            className="button button-secondary report-quick-filter"
            aria-pressed={on}
            onClick={() => onApply(on ? {} : (q.filters as GridFilterModel))}
          >
            {q.label}
          </button>
        );
      })}
    </div>
  );
}
