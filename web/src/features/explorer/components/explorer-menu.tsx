// The explorer's context menu with its entries: which entries a node has (menuEntries) and why a
// user's Delete is disabled (userDeleteProblem, the user's rank asked for when their menu opens).
// Loaded with the menu on its first opening, not with the explorer, which every signed-in page
// draws on its first paint (docs/decisions/086-largest-route-bytes.md).
import { userDeleteProblem } from '@ullage/domain/people/user-rules';
import { useEffect } from 'react';
import { useUserRank } from '../api/get-user-rank';
import type { ExplorerTarget, PageAction } from './explorer-actions';
import { menuEntries, type MenuEntry } from './explorer-menu-entries';
import { NodeContextMenu, type NodeContextMenuProps } from './node-context-menu';

/** A menu opened on a row: the row's key, its target and where the pointer was. */
export interface OpenedMenu {
  key: string;
  target: ExplorerTarget;
  x: number;
  y: number;
}

export interface ExplorerMenuProps extends Omit<NodeContextMenuProps, 'menu'> {
  menu: OpenedMenu | null;
  permissions: ReadonlySet<number>;
  pageFor: (action: PageAction, target: ExplorerTarget) => string | null;
  /** The caller, for the rules of deleting a user. */
  caller: { userUid: number; roleRank: number };
}

export function ExplorerMenu({ menu, permissions, pageFor, caller, ...rest }: ExplorerMenuProps) {
  const entries: MenuEntry[] = menu ? menuEntries(menu.target, permissions, pageFor) : [];
  // A node with nothing to offer opens no menu.
  const empty = menu !== null && entries.length === 0;
  const { onClose } = rest;
  useEffect(() => {
    if (empty) onClose();
  }, [empty, onClose]);

  // A user's Delete says why it is disabled: oneself and Edit User are known; a user's rank is
  // asked for when their menu opens.
  const granter = { ...caller, permissions };
  const menuUser = menu?.target.kind === 'user' ? menu.target.uid : undefined;
  const staticProblem = menuUser === undefined ? null : userDeleteProblem(granter, { uid: menuUser, roleRank: caller.roleRank });
  const rank = useUserRank(menuUser !== undefined && !staticProblem ? menuUser : undefined);
  const deleteProblem =
    menuUser === undefined
      ? null
      : (staticProblem ??
        (rank.data !== undefined
          ? userDeleteProblem(granter, { uid: menuUser, roleRank: rank.data })
          : rank.isError
            ? 'This user could not be checked.'
            : 'Checking whether you may delete this user…'));
  const shown =
    menu && !empty
      ? {
          ...menu,
          entries: menuUser === undefined ? entries : entries.map((e) => (e.kind === 'delete-user' ? { ...e, problem: deleteProblem } : e)),
        }
      : null;
  return <NodeContextMenu menu={shown} {...rest} />;
}
