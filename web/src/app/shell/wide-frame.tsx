// The signed-in frame's parts that only a wide window (from the md breakpoint, 1024) draws: the
// header's main navigation, the system administrator's pages and the user's menu, and the
// resizable, collapsible explorer pane. A chunk of their own, loaded
// beside the frame when the window is wide (app/router.tsx): a phone never downloads them
// (docs/decisions/073-first-paint-bytes.md). Under md the frame draws the compact header and the
// explorer drawer instead (ADR 070).
import { PANE_WIDTH_DEFAULT } from '@ullage/domain/constants';
import { useEffect, useImperativeHandle, useRef, useState, type PointerEvent, type ReactNode, type Ref } from 'react';
import { NavLink } from 'react-router';
import { drawnPaneWidth, paneAfterKey, paneWidthMax, readPane, resizePane, writePane } from './explorer-pane';
import { MainNavigation } from './main-navigation';
import type { NavGroup } from './main-navigation-items';
import { RightNavigation } from './right-navigation';

export interface WideHeaderProps {
  groups: readonly NavGroup[];
  adminPages: readonly { label: string; href: string }[];
  userName: string;
  userItems: readonly { label: string; href: string }[];
  onNavigate: (href: string) => void;
  onLogOut: () => void;
}

/** spec 000 §2 Layout: the main navigation, the system administrator's pages, the right navigation. */
export function WideHeader({ groups, adminPages, userName, userItems, onNavigate, onLogOut }: WideHeaderProps) {
  return (
    <>
      <MainNavigation groups={groups} onNavigate={onNavigate} />
      {adminPages.length > 0 && (
        <nav className="shell-admin" aria-label="System administration">
          {adminPages.map((p) => (
            <NavLink key={p.href} to={p.href}>
              {p.label}
            </NavLink>
          ))}
        </nav>
      )}
      <RightNavigation userName={userName} items={userItems} onNavigate={onNavigate} onLogOut={onLogOut} />
    </>
  );
}

/** What the toolbar's pane button does to the pane. */
export interface PaneControl {
  toggle(): void;
}

export interface PaneLayoutProps {
  explorer: ReactNode;
  main: ReactNode;
  control: Ref<PaneControl>;
  /** Called when the pane is collapsed or opened (by the button, the separator's keys or a drag). */
  onCollapsedChange: (collapsed: boolean) => void;
}

const PANE_ID = 'explorer-pane';

/** spec 000 §2 Layout: the explorer in a resizable, collapsible left pane that remembers its width
 * and whether it is collapsed (app/shell/explorer-pane.ts). The separator is the WAI-ARIA window
 * splitter: dragged with a pointer, moved with the arrows, Home and End, collapsed or opened with
 * Enter, put back to the default width with a double click (docs/decisions/086-own-pane-splitter.md). */
export function PaneLayout({ explorer, main, control, onCollapsedChange }: PaneLayoutProps) {
  const [pane, setPane] = useState(() => readPane(false));
  const [frameWidth, setFrameWidth] = useState(0);
  // A drag: where it started, the width drawn then, and the width to open at again if it ends collapsed.
  const [drag, setDrag] = useState<{ pointerId: number; x: number; width: number; restore: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    setFrameWidth(node.clientWidth);
    const observer = new ResizeObserver(() => setFrameWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // Remembered, and told to the toolbar's button, once a change is done (a drag when it ends).
  const report = useRef(onCollapsedChange);
  useEffect(() => {
    report.current = onCollapsedChange;
  });
  useEffect(() => {
    if (drag) return;
    writePane(pane);
    report.current(pane.collapsed);
  }, [pane, drag]);

  useImperativeHandle(control, () => ({
    toggle: () => setPane((p) => ({ ...p, collapsed: !p.collapsed })),
  }));

  const drawn = drawnPaneWidth(pane, frameWidth);
  const max = paneWidthMax(frameWidth);
  const ended = (event: PointerEvent<HTMLDivElement>) => {
    if (drag?.pointerId === event.pointerId) setDrag(null);
  };
  return (
    <div ref={frame} className="shell-body shell-body-wide" data-dragging={drag ? '' : undefined}>
      <div id={PANE_ID} className="shell-pane" style={{ width: drawn }} data-collapsed={pane.collapsed ? '' : undefined}>
        {explorer}
      </div>
      <div
        role="separator"
        tabIndex={0}
        className="shell-separator"
        aria-label="Resize the explorer"
        aria-controls={PANE_ID}
        aria-orientation="vertical"
        aria-valuemin={0}
        aria-valuemax={Number.isFinite(max) ? max : Math.max(drawn, pane.width)}
        aria-valuenow={drawn}
        aria-valuetext={pane.collapsed ? 'Collapsed' : `${drawn} pixels`}
        data-separator-state={drag ? 'drag' : undefined}
        onKeyDown={(event) => {
          const next = paneAfterKey(pane, event.key, frameWidth);
          if (!next) return;
          event.preventDefault();
          setPane(next);
        }}
        onDoubleClick={() => setPane(resizePane(pane, PANE_WIDTH_DEFAULT, frameWidth))}
        onPointerDown={(event) => {
          if (event.button !== 0 || drag) return;
          event.preventDefault();
          event.currentTarget.setPointerCapture(event.pointerId);
          setDrag({ pointerId: event.pointerId, x: event.clientX, width: drawn, restore: pane.width });
        }}
        onPointerMove={(event) => {
          if (drag?.pointerId !== event.pointerId) return;
          setPane((p) => resizePane({ ...p, width: drag.restore }, drag.width + event.clientX - drag.x, frameWidth));
        }}
        onPointerUp={ended}
        onPointerCancel={ended}
        onLostPointerCapture={ended}
      />
      <div className="shell-main-panel">{main}</div>
    </div>
  );
}
