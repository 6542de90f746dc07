// spec 000 §4 Login: "After success the session is built: the user's permissions and base folder
// are loaded; the last selected folder is restored if it still exists, otherwise the base folder
// tree is shown. If an invitation of the navigate-to-entity type is present the user is redirected
// to that entity; otherwise the start folder is the latest recent folder or the user's base folder,
// landing on its summary." spec 000 §2: the default landing is /report/summary?fuid=&uid=.
import type { Session } from '@ullage/domain/people/session-api';
import { InvitationType } from '@ullage/domain/people/invitation-types';
import type { Invitation } from '@ullage/domain/people/invitations';
import type { RecentFolder } from '../../../lib/folder-history';

/** The signed-in home: where an entity whose own page does not exist yet opens (node-routes.ts). */
export const SIGNED_IN_HOME = '/home';

/** spec 000 §2 "default landing is /report/summary?fuid={folderUid}&uid={folderUid}". Without fuid
 * the selection is the last folder or the base folder (app/shell/use-selection.ts). */
export const SIGNED_IN_LANDING = '/report/summary';

export interface LandingInput {
  session: Session;
  invitation: Invitation | undefined;
  lastFolderUid: number | undefined;
  recentFolders: readonly Pick<RecentFolder, 'uid' | 'label'>[];
  /** Whether a folder still exists for this user (a 404 means it does not). */
  folderExists: (uid: number) => Promise<boolean>;
}

export interface Landing {
  /** The folder the explorer starts on (spec 000 §3 Session selectedFolder). */
  selectedFolderUid: number;
  /** Where spec 000 §4 sends the user. */
  path: string;
}

export function summaryPath(folderUid: number): string {
  return `${SIGNED_IN_LANDING}?fuid=${folderUid}&uid=${folderUid}`;
}

/** An entity route of spec 000 §2: the invitation's path (or the summary) with fuid and uid. */
export function entityPath(invitation: Invitation): string {
  const base = invitation.webviewPath.startsWith('/') ? invitation.webviewPath.split('?')[0]! : SIGNED_IN_LANDING;
  return `${base}?fuid=${invitation.folderUid}&uid=${invitation.uid}`;
}

export async function decideLanding({ session, invitation, lastFolderUid, recentFolders, folderExists }: LandingInput): Promise<Landing> {
  const base = session.baseFolderUid;
  let selectedFolderUid = base;
  if (session.userConfig.saveLastLocation && lastFolderUid !== undefined && lastFolderUid !== base) {
    if (await folderExists(lastFolderUid)) selectedFolderUid = lastFolderUid;
    else console.warn(`The folder ${lastFolderUid} selected last time no longer exists; starting at the base folder.`);
  }
  if (invitation && invitation.typeId === InvitationType.NavigateToEntity && invitation.uid > 0) {
    return { selectedFolderUid: invitation.folderUid || selectedFolderUid, path: entityPath(invitation) };
  }
  const start = recentFolders[0]?.uid ?? base;
  return { selectedFolderUid, path: summaryPath(start) };
}
