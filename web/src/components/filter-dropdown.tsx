// spec 000 §2 "a dropdown with filtering", §4 Dropdown, §9 filter delay and list heights: the
// dropdown is ./filter-dropdown-popover.tsx (a Radix popover). Its trigger is drawn first as a
// plain button that looks the same; the popover's code loads on the trigger's first hover, focus or
// press, and a press opens it as it arrives (docs/decisions/073-first-paint-bytes.md).
import type { ReactNode } from 'react';
import { deferred } from '../lib/deferred';
import { useStandIn } from './stand-in';
import './filter-dropdown.css';

const popover = deferred(() => import('./filter-dropdown-popover'));

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

export function FilterDropdown(props: FilterDropdownProps) {
  const { loaded, openOnArrival, triggerRef, standInRef, handlers } = useStandIn(popover, { opens: true });
  if (loaded) return <loaded.FilterDropdownPopover {...props} defaultOpen={openOnArrival} triggerRef={triggerRef} />;
  const { trigger, label, triggerLabelledBy, triggerClassName } = props;
  return (
    // As the popover draws its anchor and trigger, closed.
    <div className="dropdown-anchor">
      <button
        ref={standInRef}
        type="button"
        className={triggerClassName ?? 'dropdown-trigger'}
        aria-haspopup="dialog"
        aria-expanded={false}
        data-state="closed"
        {...(triggerLabelledBy ? { 'aria-labelledby': triggerLabelledBy } : { 'aria-label': label })}
        {...handlers}
      >
        {trigger}
        <span className="dropdown-caret" aria-hidden="true">
          ▾
        </span>
      </button>
    </div>
  );
}
