// spec 000 §2 Folder menu: Users /folder/users?fuid=&uid= (&tab=users|contacts|roles): the selected
// folder's people. A user row opens the user's manage modal (/user) once that page is routed; Add
// user opens /create with the user kind chosen, for a caller with Edit User (17). Contacts and
// groups show what uses them (the collaboration feature's used-by parts, issue 19).
import { EntityType } from '@ullage/domain/entity-types';
import { Permission } from '@ullage/domain/people/permissions';
import { useSearchParams } from 'react-router';
import { useNavigationNode } from '../../features/explorer/api/get-navigation-node';
import { FOLDER_USERS_TABS, FolderUsersPage, type FolderUsersTab } from '../../features/people/components/folder-users-page';
import { HOME_PATH } from '../shell/node-routes';
import { useShell } from '../shell/shell-context';
import { useUsedByParts } from './used-by-parts';

const tabOf = (text: string | null): FolderUsersTab => FOLDER_USERS_TABS.find((t) => t === text) ?? 'users';

export function FolderUsersRoute() {
  const shell = useShell();
  const [params] = useSearchParams();
  const { fuid } = shell.selection;
  const folder = useNavigationNode(fuid);
  const { session } = shell;
  // nodeHref leads to the home while /user is not routed: then a row leads nowhere.
  const userHref = (u: { baseFolderUid: number; uid: number }) =>
    shell.nodeHref({ fuid: u.baseFolderUid, uid: u.uid, typeId: EntityType.User });
  const userPageRouted = !userHref({ baseFolderUid: fuid, uid: session.userUid }).startsWith(HOME_PATH);
  const canAddUsers = session.roleRank === 1 || session.permissions.includes(Permission.EditUser);
  const usedBy = useUsedByParts();
  return (
    <FolderUsersPage
      key={fuid}
      folderUid={fuid}
      folderLabel={folder.data?.label}
      tab={tabOf(params.get('tab'))}
      tabHref={(tab) => `/folder/users?fuid=${fuid}&uid=${fuid}${tab === 'users' ? '' : `&tab=${tab}`}`}
      userHref={userPageRouted ? userHref : undefined}
      addUserHref={canAddUsers && folder.data && !folder.data.readOnly ? `/create?fuid=${fuid}&type=user` : undefined}
      usedBy={{ count: (uid, what) => usedBy.count(fuid, uid, what), list: usedBy.list }}
    />
  );
}
