// The explorer as a drawer over the page on a phone or a narrow window (issue 20): a modal dialog
// that slides in from the left. Opening it puts the keyboard in the tree; Escape, a click or tap
// outside it and its Close button close it (the layout also closes it when a node is chosen), and
// the keyboard goes back to the button that opened it. It stays mounted while closed (hidden and
// inert), so the tree keeps its open branches between visits.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Icon } from '../../components/icons';

export const EXPLORER_DRAWER_ID = 'explorer-drawer';

export interface ExplorerDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Where the keyboard goes when the drawer closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  children: ReactNode;
}

export function ExplorerDrawer({ open, onClose, returnFocusTo, children }: ExplorerDrawerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    const drawer = ref.current;
    if (open) {
      (drawer?.querySelector<HTMLElement>('[role="tree"]') ?? drawer?.querySelector<HTMLElement>('button'))?.focus();
      return;
    }
    // Unless what the choice opened took the keyboard already (a manage modal, say).
    const active = document.activeElement;
    if (!active || active === document.body || drawer?.contains(active)) returnFocusTo.current?.focus();
  }, [open, returnFocusTo]);

  return (
    <>
      <div className="explorer-drawer-backdrop" data-open={open} aria-hidden="true" onClick={onClose} />
      <div
        ref={ref}
        id={EXPLORER_DRAWER_ID}
        className="explorer-drawer"
        data-open={open}
        role="dialog"
        aria-modal="true"
        aria-label="Explorer"
        inert={!open}
        onKeyDown={(e) => {
          // Escape in a menu or dialog the explorer opened (rendered elsewhere in the page) closes
          // that one only.
          if (e.key !== 'Escape' || e.defaultPrevented || !(e.target instanceof Node) || !ref.current?.contains(e.target)) return;
          e.preventDefault();
          onClose();
        }}
      >
        <div className="explorer-drawer-bar">
          <button type="button" className="icon-button" aria-label="Close explorer" onClick={onClose}>
            <Icon name="Close" />
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
