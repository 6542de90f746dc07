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
