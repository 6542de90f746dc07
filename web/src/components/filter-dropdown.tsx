// spec 000 §2 "a dropdown with filtering", §4 Dropdown, §9 filter delay and list heights: the
// dropdown is ./filter-dropdown-popover.tsx (a Radix popover). Its trigger is drawn first as a
// plain button that looks the same; the popover's code loads on the trigger's first hover, focus or
// press, and a press opens it as it arrives (docs/decisions/073-first-paint-bytes.md).
import { deferred } from '../lib/deferred';
import { useStandIn } from './stand-in';
import type { FilterDropdownProps } from './filter-dropdown-types';
import './filter-dropdown.css';

const popover = deferred(() => import('./filter-dropdown-popover'));

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
