// A widget drawn plainly on the first paint (a button that looks like its trigger) and swapped for
// its full version (Radix) once that has loaded: on the first hover, focus or press of the stand-in
// (docs/decisions/073-first-paint-bytes.md). A press on the stand-in (click, Enter, Space, an arrow
// key) opens the full version as it arrives, and a stand-in that had the keyboard hands it on to
// the full version's trigger, so keyboard and screen-reader users lose nothing but a moment.
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { preload, useDeferred, type Deferred } from '../lib/deferred';

export interface StandInHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

export function useStandIn<M>(part: Deferred<M>, { opens }: { opens: boolean }) {
  const loaded = useDeferred(part);
  const handOver = useRef(false);
  const [openOnArrival, setOpenOnArrival] = useState(false);

  // The stand-in's ref: as it leaves the page (still attached at that moment), whether it had the
  // keyboard.
  const standInRef = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    return () => {
      if (document.activeElement === node) handOver.current = true;
    };
  }, []);

  // The full version's trigger's ref: it takes the keyboard the stand-in had, unless it has gone
  // elsewhere meanwhile. The full version may draw its trigger again as it settles (Radix's popover
  // does, once its anchor has mounted), so the hand-over lasts until the page is idle again.
  const triggerRef = useCallback((node: HTMLElement | null) => {
    if (!node || !handOver.current) return;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) node.focus();
    setTimeout(() => {
      handOver.current = false;
    }, 0);
  }, []);

  const load = () => preload(part);
  const open = () => {
    setOpenOnArrival(true);
    load();
  };
  const handlers: StandInHandlers = {
    onPointerEnter: load,
    onFocus: load,
    ...(opens
      ? {
          onClick: open,
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
            event.preventDefault();
            open();
          },
        }
      : {}),
  };
  return { loaded, openOnArrival, triggerRef, standInRef, handlers };
}
