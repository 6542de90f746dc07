// What uses a contact, contact group or schedule (issue 19; the collaboration feature's used-by
// parts), as the people and schedules pages take them: each entity listed links to its page where
// it has one (a tank, a device, a user, a folder's summary).
import type { UsedByItem } from '@ullage/domain/collaboration/used-by-api';
import { UsedByCount, UsedByList } from '../../features/collaboration/components/used-by';
import { HOME_PATH } from '../shell/node-routes';
import { useShell } from '../shell/shell-context';

export function useUsedByParts() {
  const shell = useShell();
  const hrefOf = (i: UsedByItem) => {
    if (i.folderUid === null) return undefined;
    const href = shell.nodeHref({ fuid: i.folderUid, uid: i.uid, typeId: i.typeId });
    return href.startsWith(HOME_PATH) ? undefined : href;
  };
  return {
    count: (folderUid: number, uid: number, what: string) => <UsedByCount folderUid={folderUid} uid={uid} what={what} hrefOf={hrefOf} />,
    list: (uid: number, what: string) => <UsedByList uid={uid} what={what} hrefOf={hrefOf} />,
  };
}
