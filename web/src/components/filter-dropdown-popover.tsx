// spec 000 §2 "a dropdown with filtering", §4 Dropdown (closed, opening 100 ms, open, closing
// 300 ms; Escape closes it; scroll or resize repositions it; it closes if scrolled outside a
// modal), §9 filter delay 300 ms and list heights (default 200, path list 300, picker 225). The
// dropdown itself (a Radix popover), loaded on the first hover, focus or press of the trigger that
// ./filter-dropdown.tsx draws first.
import { Anchor, Content, Portal, Root, Trigger } from '@radix-ui/react-popover';
import { DROPDOWN } from '@ullage/domain/constants';
import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { useDebounced } from '../lib/use-debounced';
import type { DropdownItem, FilterDropdownProps } from './filter-dropdown-types';

export interface FilterDropdownPopoverProps extends FilterDropdownProps {
  /** Open at once: the trigger drawn before this loaded was pressed. */
  defaultOpen: boolean;
  triggerRef: Ref<HTMLElement>;
}

export function FilterDropdownPopover({
  trigger,
  label,
  items,
  onSelect,
  filterable = true,
  listHeight = DROPDOWN.listHeight.default,
  emptyText = 'Nothing to show',
  triggerClassName,
  triggerLabelledBy,
  defaultOpen,
  triggerRef,
}: FilterDropdownPopoverProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebounced(filter, DROPDOWN.filterDelayMs);
  const listId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);

  const shown = useMemo(() => {
    const needle = debounced.trim().toLowerCase();
    return needle ? items.filter((i) => `${i.label} ${i.detail ?? ''}`.toLowerCase().includes(needle)) : items;
  }, [items, debounced]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setFilter('');
      setActive(0);
    }
  };

  // spec 000 §4: inside a modal, scrolling anything outside that modal closes the dropdown (the
  // anchor may have scrolled away). Elsewhere the popover simply follows its anchor.
  useEffect(() => {
    if (!open) return;
    const dialog = anchorRef.current?.closest('[role="dialog"]');
    if (!dialog) return;
    const onScroll = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && (dialog.contains(target) || (target instanceof Element && target.closest('.dropdown')))) return;
      setOpen(false);
    };
    window.addEventListener('scroll', onScroll, true);
    return () => window.removeEventListener('scroll', onScroll, true);
  }, [open]);

  const choose = (item: DropdownItem | undefined) => {
    if (!item) return;
    setOpen(false);
    onSelect(item);
  };

  return (
    <Root open={open} onOpenChange={onOpenChange}>
      <Anchor asChild>
        <div ref={anchorRef} className="dropdown-anchor">
          <Trigger
            ref={triggerRef as Ref<HTMLButtonElement>}
            className={triggerClassName ?? 'dropdown-trigger'}
            {...(triggerLabelledBy ? { 'aria-labelledby': triggerLabelledBy } : { 'aria-label': label })}
          >
            {trigger}
            <span className="dropdown-caret" aria-hidden="true">
              ▾
            </span>
          </Trigger>
        </div>
      </Anchor>
      <Portal>
        <Content
          className="dropdown"
          // Radix makes the popover a dialog; it needs a name (axe aria-dialog-name).
          aria-label={label}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(e) => filterable || e.preventDefault()}
        >
          {filterable && (
            <input
              className="input dropdown-filter"
              placeholder="Filter"
              aria-label={`Filter ${label}`}
              aria-controls={listId}
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value);
                setActive(0);
              }}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown') setActive((a) => Math.min(shown.length - 1, a + 1));
                else if (e.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1));
                else if (e.key === 'Enter') choose(shown[active]);
                else return;
                e.preventDefault();
              }}
            />
          )}
          <ul id={listId} className="dropdown-list" role="listbox" aria-label={label} style={{ maxHeight: listHeight }}>
            {shown.length === 0 && <li className="dropdown-empty">{emptyText}</li>}
            {shown.map((item, i) => (
              <li
                key={item.key}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'dropdown-item dropdown-item-active' : 'dropdown-item'}
                tabIndex={-1}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(item)}
                onKeyDown={(e) => e.key === 'Enter' && choose(item)}
              >
                <span className="dropdown-item-label">{item.label}</span>
                {item.detail && <span className="dropdown-item-detail">{item.detail}</span>}
              </li>
            ))}
          </ul>
        </Content>
      </Portal>
    </Root>
  );
}
