// AG Grid Community has no set filter; enumeration columns (status, zone) get this one. It sends
// AG Grid Enterprise's model, `{ filterType: 'set', values: [...] }`, which the server reads
// (docs/decisions/016-report-grid-queries.md). All boxes ticked means no filter.
import type { ReportColumnValue } from '@ullage/domain/reports/api';
import { useGridFilter, type CustomFilterProps } from 'ag-grid-react';
import { useCallback, useId } from 'react';

export interface SetFilterModel {
  filterType: 'set';
  /** Chosen values as text (AG Grid's set filter convention); null stands for blanks. */
  values: (string | null)[];
}

export interface SetFilterParams {
  choices: readonly ReportColumnValue[];
}

const BLANKS = '(Blanks)';

export function SetFilter({ model, onModelChange, choices }: CustomFilterProps<unknown, unknown, SetFilterModel> & SetFilterParams) {
  const idPrefix = useId();
  // Rows are filtered on the server (infinite row model); the grid never asks this.
  const doesFilterPass = useCallback(() => true, []);
  useGridFilter({ doesFilterPass });

  const all: (string | null)[] = [...choices.map((c) => String(c.value)), null];
  const selected = new Set(model ? model.values : all);

  const set = (value: string | null, checked: boolean) => {
    const next = all.filter((v) => (v === value ? checked : selected.has(v)));
    onModelChange(next.length === all.length ? null : { filterType: 'set', values: next });
  };

  return (
    <div className="set-filter" role="group" aria-label="Show values">
      <label className="set-filter-item">
        <input
          type="checkbox"
          checked={!model}
          onChange={(e) => onModelChange(e.target.checked ? null : { filterType: 'set', values: [] })}
        />
        (Select All)
      </label>
      {all.map((value) => {
        const id = `${idPrefix}-${value ?? 'blank'}`;
        const label = value === null ? BLANKS : (choices.find((c) => String(c.value) === value)?.label ?? value);
        return (
          <label className="set-filter-item" htmlFor={id} key={id}>
            <input id={id} type="checkbox" checked={selected.has(value)} onChange={(e) => set(value, e.target.checked)} />
            {label}
          </label>
        );
      })}
    </div>
  );
}
