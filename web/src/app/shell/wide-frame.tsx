// The signed-in frame's parts that only a wide window (from the md breakpoint, 1024) draws: the
// header's main navigation, the system administrator's pages and the user's menu, and the
// resizable, collapsible explorer pane (react-resizable-panels). A chunk of their own, loaded
// beside the frame when the window is wide (app/router.tsx): a phone never downloads them
// (docs/decisions/073-first-paint-bytes.md). Under md the frame draws the compact header and the
// explorer drawer instead (ADR 070).
import { PANE_WIDTH_MIN } from '@ullage/domain/constants';
import { useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { NavLink } from 'react-router';
import { Group, Panel, Separator, usePanelRef } from 'react-resizable-panels';
import { readPane, writePane } from './explorer-pane';
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
  /** Called when the pane is collapsed or opened (by the button, or by dragging it shut). */
  onCollapsedChange: (collapsed: boolean) => void;
}

/** spec 000 §2 Layout: the explorer in a resizable, collapsible left pane that remembers its width
 * and whether it is collapsed (app/shell/explorer-pane.ts). */
export function PaneLayout({ explorer, main, control, onCollapsedChange }: PaneLayoutProps) {
  const paneRef = usePanelRef();
  const [pane] = useState(() => readPane(false));
  useImperativeHandle(control, () => ({
    toggle() {
      const p = paneRef.current;
      if (!p) return;
      if (p.isCollapsed()) p.expand();
      else p.collapse();
    },
  }));
  return (
    <Group
      className="shell-body"
      orientation="horizontal"
      onLayoutChanged={() => {
        const size = paneRef.current?.getSize();
        if (!size) return;
        const isCollapsed = size.inPixels < PANE_WIDTH_MIN / 2;
        onCollapsedChange(isCollapsed);
        writePane({ width: isCollapsed ? readPane(false).width : size.inPixels, collapsed: isCollapsed });
      }}
    >
      <Panel
        id="explorer"
        panelRef={paneRef}
        className="shell-pane"
        collapsible
        collapsedSize={0}
        minSize={PANE_WIDTH_MIN}
        defaultSize={pane.collapsed ? 0 : pane.width}
        groupResizeBehavior="preserve-pixel-size"
      >
        {explorer}
      </Panel>
      <Separator className="shell-separator" aria-label="Resize the explorer" />
      <Panel id="main" className="shell-main-panel" minSize={320}>
        {main}
      </Panel>
    </Group>
  );
}
