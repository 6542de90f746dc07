// spec 000 §4 Login: after success the session is built, then the landing is decided.
import type { QueryClient } from '@tanstack/react-query';
import { readLastFolder, readRecentFolders } from '../../../lib/folder-history';
import { SESSION_KEYS, writeSession } from '../../../lib/storage';
import { folderExists } from '../api/check-folder';
import { getSessionQueryOptions } from '../api/get-session';
import { storeSelectedFolder } from '../utils/auth-storage';
import { takePendingInvitation } from '../utils/pending-invitation';
import { decideLanding } from '../utils/landing';

/** Loads the session and returns where the user goes now. Throws when the session cannot load. */
export async function completeSignIn(queryClient: QueryClient): Promise<string> {
  const session = await queryClient.fetchQuery(getSessionQueryOptions());
  const landing = await decideLanding({
    session,
    invitation: takePendingInvitation(),
    lastFolderUid: readLastFolder(session.userUid),
    recentFolders: readRecentFolders(session.userUid),
    folderExists,
  });
  storeSelectedFolder(landing.selectedFolderUid);
  // The login message (ADR 100) is shown once the signed-in page is up, until dismissed.
  writeSession(SESSION_KEYS.loginMessagePending, '1');
  return landing.path;
}
