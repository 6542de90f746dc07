// spec 000 §2 context menu per entity type, with Copy UID for all; it "closes 3 seconds after its
// target changes and 1 second after the mouse leaves" (spec 000 §9 context menu timers).
import { Content, Item, Portal, Root, Trigger } from '@radix-ui/react-dropdown-menu';
import { CONTEXT_MENU } from '@ullage/domain/constants';
import { useEffect, useRef } from 'react';
import type { ExplorerTarget } from './explorer-actions';
import type { MenuEntry } from './explorer-menu-entries';

export interface ContextMenuState {
  /** The row it was opened on. */
  key: string;
  target: ExplorerTarget;
  entries: MenuEntry[];
  x: number;
  y: number;
}

export interface NodeContextMenuProps {
  menu: ContextMenuState | null;
  /** The tree's selected row and whether the menu's row is still in the tree. */
  selectedKey: string | null;
  targetPresent: boolean;
  onClose: () => void;
  onChoose: (entry: MenuEntry, target: ExplorerTarget) => void;
  /** Where the keyboard goes when the menu closes (the tree), instead of the invisible anchor. */
  onReturnFocus?: () => void;
}

export function NodeContextMenu({ menu, selectedKey, targetPresent, onClose, onChoose, onReturnFocus }: NodeContextMenuProps) {
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const openedWith = useRef<string | null>(null);

  // The selection when the menu opened; a later change of it (or the row vanishing) is the
  // "target changes" of the spec.
  useEffect(() => {
    openedWith.current = menu ? selectedKey : null;
    // Only when a menu opens: later selection changes are what the next effect watches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menu]);

  useEffect(() => {
    if (!menu) return;
    if (targetPresent && selectedKey === openedWith.current) return;
    const timer = setTimeout(onClose, CONTEXT_MENU.closeAfterTargetChangeMs);
    return () => clearTimeout(timer);
  }, [menu, selectedKey, targetPresent, onClose]);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  return (
    <Root open={menu !== null} onOpenChange={(open) => !open && onClose()} modal={false}>
      <Trigger asChild>
        <span
          aria-hidden="true"
          tabIndex={-1}
          style={{ position: 'fixed', left: menu?.x ?? 0, top: menu?.y ?? 0, width: 1, height: 1, pointerEvents: 'none' }}
        />
      </Trigger>
      <Portal>
        {menu && (
          <Content
            className="context-menu"
            align="start"
            sideOffset={2}
            collisionPadding={8}
            // Named after its node, not after the invisible anchor Radix would point to.
            aria-labelledby={undefined}
            aria-label={`Actions for ${menu.target.label}`}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              onReturnFocus?.();
            }}
            onMouseLeave={() => {
              clearTimeout(leaveTimer.current);
              leaveTimer.current = setTimeout(onClose, CONTEXT_MENU.closeAfterMouseLeaveMs);
            }}
            onMouseEnter={() => clearTimeout(leaveTimer.current)}
          >
            {menu.entries.map((entry) =>
              entry.kind === 'delete-user' && entry.problem ? (
                <Item key={entry.label} className="context-menu-item" disabled title={entry.problem}>
                  {entry.label}
                  <span className="visually-hidden"> ({entry.problem})</span>
                </Item>
              ) : (
                <Item key={entry.label} className="context-menu-item" onSelect={() => onChoose(entry, menu.target)}>
                  {entry.label}
                </Item>
              ),
            )}
          </Content>
        )}
      </Portal>
    </Root>
  );
}
