// What the filtering dropdown (./filter-dropdown.tsx) and the popover it loads
// (./filter-dropdown-popover.tsx) both take: here, so that neither imports the other's module for a type.
import type { ReactNode } from 'react';

export interface DropdownItem {
  key: string;
  label: string;
  /** A second, quieter line (a folder's path, say). */
  detail?: string;
}

export interface FilterDropdownProps {
  /** What the closed dropdown shows. */
  trigger: ReactNode;
  /** Names the list (and the trigger, unless `triggerLabelledBy` does) for assistive technology. */
  label: string;
  /** Ids of the elements whose text names the trigger instead of `label`: for a trigger that shows
   * text of its own, so that its name holds what it shows (WCAG 2.5.3 label in name). */
  triggerLabelledBy?: string;
  items: readonly DropdownItem[];
  onSelect: (item: DropdownItem) => void;
  filterable?: boolean;
  listHeight?: number;
  emptyText?: string;
  triggerClassName?: string;
}
