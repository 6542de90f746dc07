// A widget drawn plainly on the first paint (a button that looks like its trigger) and swapped for
// its full version (Radix) once that has loaded: on the first hover, focus or press of the stand-in
// (docs/decisions/073-first-paint-bytes.md). A press on the stand-in (click, Enter, Space, an arrow
// key) opens the full version as it arrives, and a stand-in that had the keyboard hands it on to
// the full version's trigger, so keyboard and screen-reader users lose nothing but a moment. The
// swap waits while the stand-in is being pressed: a button replaced between the press and the
// click would lose the click.
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { preload, useDeferred, type Deferred } from '../lib/deferred';

export interface StandInHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onKeyUp: () => void;
  onClick?: () => void;
}

export function useStandIn<M>(part: Deferred<M>, { opens }: { opens: boolean }) {
  const arrived = useDeferred(part);
  const [pressed, setPressed] = useState(false);
  const loaded = pressed ? undefined : arrived;
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
  const press = () => {
    setPressed(true);
    load();
  };
  // After the click that ends the press (it follows the pointer's or key's release in the same turn).
  const release = () => setTimeout(() => setPressed(false), 0);
  const open = () => {
    setOpenOnArrival(true);
    load();
  };
  const handlers: StandInHandlers = {
    onPointerEnter: load,
    onFocus: load,
    onPointerDown: press,
    onPointerUp: release,
    onPointerCancel: release,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') press();
      else if (opens && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
        event.preventDefault();
        open();
      }
    },
    onKeyUp: release,
    ...(opens ? { onClick: open } : {}),
  };
  return { loaded, openOnArrival, triggerRef, standInRef, handlers };
}
