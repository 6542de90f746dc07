// Issue #6 "column chooser with custom columns": which report columns show. The choice goes to a
// callback so the page can save it as the user's custom columns (spec 001 §3.3: "Custom columns
// per report type are stored per entity (field fieldName in a list)").
import { Indicator as CheckboxIndicator, Root as CheckboxRoot } from '@radix-ui/react-checkbox';
import { Content, Portal, Root, Trigger } from '@radix-ui/react-popover';
import type { ReportColumn } from '@ullage/domain/reports/api';
import { useId } from 'react';

export interface ColumnChooserProps {
  columns: readonly ReportColumn[];
  /** Column ids shown now, in display order. */
  visible: readonly string[];
  /** The new visible column ids, in display order (a column shown again goes last). */
  onChange: (visible: string[]) => void;
}

export function ColumnChooser({ columns, visible, onChange }: ColumnChooserProps) {
  const idPrefix = useId();
  const shown = new Set(visible);

  const toggle = (colId: string, checked: boolean) => {
    if (checked) {
      if (!shown.has(colId)) onChange([...visible, colId]);
    } else if (shown.size > 1) {
      onChange(visible.filter((id) => id !== colId));
    }
  };

  const defaults = columns.filter((c) => c.defaultVisible).map((c) => c.colId);

  return (
    <Root>
      <Trigger className="button button-secondary report-toolbar-button">Columns</Trigger>
      <Portal>
        <Content className="column-chooser" align="start" sideOffset={6} aria-label="Choose columns">
          <div className="column-chooser-list">
            {columns.map((column) => {
              const id = `${idPrefix}-${column.colId}`;
              const checked = shown.has(column.colId);
              // The last visible column stays: a grid without columns shows nothing to get back from.
              const locked = checked && shown.size === 1;
              return (
                <div className="column-chooser-item" key={column.colId}>
                  <CheckboxRoot
                    id={id}
                    className="checkbox"
                    checked={checked}
                    disabled={locked}
                    onCheckedChange={(next) => toggle(column.colId, next === true)}
                  >
                    <CheckboxIndicator className="checkbox-indicator">✓</CheckboxIndicator>
                  </CheckboxRoot>
                  <label htmlFor={id}>{column.header}</label>
                </div>
              );
            })}
          </div>
          <button type="button" className="button button-ghost" onClick={() => onChange(defaults)}>
            Default columns
          </button>
        </Content>
      </Portal>
    </Root>
  );
}
