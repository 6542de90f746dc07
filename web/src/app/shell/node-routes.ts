// Where explorer nodes, menu entries and search results lead (spec 000 §2: entity routes take
// fuid and uid; collection nodes open the matching report or users list; the manage modal's
// sub-paths). A page that does not exist yet leads nowhere: the entry is left out, or a node opens
// the signed-in home, which shows where it is. When a later issue routes /report/summary,
// /report/asset, /asset and the rest, these links start leading there with no change here.
import type { ExplorerTarget, PageAction } from '../../features/explorer/components/explorer-actions';
import { EntityType } from '@ullage/domain/entity-types';

export const HOME_PATH = '/home';

const withIds = (path: string, fuid: number, uid: number) => `${path}?fuid=${fuid}&uid=${uid}`;

const ENTITY_BASE: Record<string, string | undefined> = {
  folder: '/folder',
  user: '/user',
  asset: '/asset',
  device: '/device',
  // A product opens on its folder's Products page, which shows it (issue 19).
  product: '/folder/products',
};
const COLLECTION_PAGE: Record<number, string> = {
  [EntityType.Asset]: '/report/asset',
  [EntityType.Device]: '/report/device',
  [EntityType.User]: '/folder/users',
  [EntityType.Product]: '/folder/products',
};

export interface NodeRef {
  fuid: number;
  uid: number;
  typeId: number;
}

export function createNodeRoutes(hasPage: (pathname: string) => boolean, currentUserUid: number) {
  const ifPage = (path: string, fuid: number, uid: number) => (hasPage(path) ? withIds(path, fuid, uid) : null);

  /** The page a node opens when selected: its summary or information page, else the home. */
  function nodeHref(node: NodeRef): string {
    if (node.typeId === EntityType.Folder) return ifPage('/report/summary', node.uid, node.uid) ?? withIds(HOME_PATH, node.uid, node.uid);
    const base =
      ENTITY_BASE[
        node.typeId === EntityType.User
          ? 'user'
          : node.typeId === EntityType.Asset
            ? 'asset'
            : node.typeId === EntityType.Device
              ? 'device'
              : node.typeId === EntityType.Product
                ? 'product'
                : ''
      ];
    return (base && ifPage(base, node.fuid, node.uid)) || withIds(HOME_PATH, node.fuid, node.uid);
  }

  function pageFor(action: PageAction, t: ExplorerTarget): string | null {
    const base = ENTITY_BASE[t.kind];
    switch (action) {
      case 'summary':
        return ifPage('/report/summary', t.uid, t.uid);
      case 'folder-setup':
        return ifPage('/folder/setup', t.uid, t.uid);
      case 'add-object':
        return hasPage('/create') ? `/create?fuid=${t.uid}` : null;
      case 'information':
        return base ? ifPage(base, t.fuid, t.uid) : null;
      case 'setup':
        return base ? ifPage(`${base}/setup`, t.fuid, t.uid) : null;
      case 'history':
        return base && (t.kind === 'asset' || t.kind === 'device') ? ifPage(`${base}/history`, t.fuid, t.uid) : null;
      case 'email-reports':
        return t.kind === 'user' ? ifPage('/user/email-reports', t.fuid, t.uid) : null;
      case 'collection': {
        const path = COLLECTION_PAGE[t.typeId];
        return path ? ifPage(path, t.fuid, t.fuid) : null;
      }
      case 'preferences':
        return hasPage('/user/setup') ? `/user/setup?uid=${currentUserUid}` : null;
    }
  }

  return { nodeHref, pageFor };
}
