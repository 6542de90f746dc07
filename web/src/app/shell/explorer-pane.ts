// spec 000 §2 Layout: "A resizable, collapsible left pane (default width 300, minimum 275) holding
// the explorer; size and collapsed state are remembered" (local storage, per browser).
import { PANE_WIDTH_DEFAULT, PANE_WIDTH_MIN } from '@ullage/domain/constants';
import { readLocalJson, writeLocalJson } from '../../lib/storage';

export const PANE_KEY = 'explorerPane';

export interface PaneState {
  width: number;
  collapsed: boolean;
}

/** The remembered pane, or the default: open at 300 px, collapsed on narrow screens (under the md
 * breakpoint, 1024) where the main area needs the room. */
export function readPane(narrow: boolean): PaneState {
  const stored = readLocalJson(PANE_KEY) as Partial<PaneState> | undefined;
  const width = typeof stored?.width === 'number' && stored.width >= PANE_WIDTH_MIN ? Math.round(stored.width) : PANE_WIDTH_DEFAULT;
  const collapsed = typeof stored?.collapsed === 'boolean' ? stored.collapsed : narrow;
  return { width, collapsed };
}

export function writePane(state: PaneState): void {
  writeLocalJson(PANE_KEY, { width: Math.max(PANE_WIDTH_MIN, Math.round(state.width)), collapsed: state.collapsed });
}

/** The main column's narrowest width beside the pane. */
export const MAIN_WIDTH_MIN = 320;

/** The widest the pane may be drawn in a frame `frameWidth` px wide (0: not measured yet). */
export function paneWidthMax(frameWidth: number): number {
  return frameWidth > 0 ? Math.max(PANE_WIDTH_MIN, frameWidth - MAIN_WIDTH_MIN) : Number.POSITIVE_INFINITY;
}

/** The width the pane is drawn at: 0 collapsed, else its width within the frame (a window made
 * narrower keeps the pane's width where it can, and the remembered width is kept for a wider one). */
export function drawnPaneWidth(pane: PaneState, frameWidth: number): number {
  return pane.collapsed ? 0 : Math.min(pane.width, paneWidthMax(frameWidth));
}

/** The pane after a drag asked for `requested` px: collapsed once under half the minimum width
 * (keeping the width it had, to open at again), else that width within the minimum and the most the
 * frame allows. */
export function resizePane(pane: PaneState, requested: number, frameWidth: number): PaneState {
  if (requested < PANE_WIDTH_MIN / 2) return { width: pane.width, collapsed: true };
  return { width: Math.round(Math.min(Math.max(requested, PANE_WIDTH_MIN), paneWidthMax(frameWidth))), collapsed: false };
}

/** The separator's keys (the WAI-ARIA window splitter pattern): the arrows move it by 5% of the
 * frame, Home collapses the pane, End widens it as far as it goes, Enter collapses or opens it. An
 * arrow toward a collapsed pane opens it at the minimum; one past the minimum collapses it. */
export function paneAfterKey(pane: PaneState, key: string, frameWidth: number): PaneState | undefined {
  const step = Math.max(10, Math.round((frameWidth || 1000) * 0.05));
  const drawn = drawnPaneWidth(pane, frameWidth);
  switch (key) {
    case 'ArrowLeft':
      if (pane.collapsed) return pane;
      return drawn <= PANE_WIDTH_MIN ? { ...pane, collapsed: true } : resizePane(pane, Math.max(PANE_WIDTH_MIN, drawn - step), frameWidth);
    case 'ArrowRight':
      return resizePane(pane, pane.collapsed ? PANE_WIDTH_MIN : drawn + step, frameWidth);
    case 'Home':
      return { ...pane, collapsed: true };
    case 'End':
      return resizePane(pane, paneWidthMax(frameWidth) === Number.POSITIVE_INFINITY ? pane.width : paneWidthMax(frameWidth), frameWidth);
    case 'Enter':
      return { ...pane, collapsed: !pane.collapsed };
    default:
      return undefined;
  }
}
