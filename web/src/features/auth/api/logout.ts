// spec 000 §4 Logout: clears tokens and the recent-folder history, resets the session to logged
// out while keeping branding. spec 000 §7: Auth/Logout with the refresh token (sent in the body).
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { clearRecentFolders } from '../../../lib/folder-history';
import { clearSignedInState, readRefreshToken } from '../utils/auth-storage';
import { readStoredSession } from '../utils/stored-session';

export const LOGOUT_PATH = 'Auth/Logout';

/** Signs out at once; telling the server is best effort and never holds the user up. */
export function logout(queryClient: QueryClient): void {
  const refreshToken = readRefreshToken();
  if (refreshToken) {
    // apiFetch reads the bearer token before its first await, so clearing it below is safe.
    apiFetch(LOGOUT_PATH, { method: 'POST', body: { token: refreshToken } }).catch(() => {
      // The token is forgotten on this side whatever the server says.
    });
  }
  const session = readStoredSession();
  if (session) clearRecentFolders(session.userUid);
  clearSignedInState();
  // Nothing one user loaded may show for the next.
  queryClient.clear();
}
