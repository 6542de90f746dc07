// Issue 21: on a reload of the summary (the default landing), its call starts with the entry
// script, before React and the signed-in chunks: the page's data then comes with its scripts
// instead of after them. The app's own call of the same URL takes the answer (lib/api-client.ts,
// startEarly). Only what the page will surely ask: the folder as app/shell/use-selection.ts
// picks it (the URL's fuid, else the last folder, else the base folder of the stored session).
import { hasAccessToken } from '../features/auth/utils/auth-storage';
import { SIGNED_IN_LANDING } from '../features/auth/utils/landing';
import { FOLDER_SUMMARY_PATH } from '@ullage/domain/reports/summary-path';
import { startEarly } from '../lib/api-client';
import { readLastFolder } from '../lib/folder-history';
import { readSession, SESSION_KEYS } from '../lib/storage';

const positive = (text: string | null | undefined) => {
  const n = Number(text);
  return text != null && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The stored session's user and base folder, read without its schema (zod, see above). */
function storedSessionIds(): { userUid: number; baseFolderUid: number } | undefined {
  try {
    const s = JSON.parse(readSession(SESSION_KEYS.session) ?? 'null') as { userUid?: unknown; baseFolderUid?: unknown } | null;
    const userUid = positive(String(s?.userUid));
    const baseFolderUid = positive(String(s?.baseFolderUid));
    return userUid && baseFolderUid ? { userUid, baseFolderUid } : undefined;
  } catch {
    return undefined;
  }
}

export function startEarlyCalls(location: Pick<Location, 'pathname' | 'search'>): void {
  if (!hasAccessToken() || location.pathname.replace(/\/+$/, '') !== SIGNED_IN_LANDING) return;
  const params = new URLSearchParams(location.search);
  let fuid = positive(params.get('fuid'));
  if (fuid === undefined) {
    const session = storedSessionIds();
    if (!session) return;
    fuid = readLastFolder(session.userUid) ?? session.baseFolderUid;
  }
  const devices = params.get('devices');
  // Worded as features/reports/api/get-folder-summary.ts asks it.
  startEarly(FOLDER_SUMMARY_PATH.replace('{uid}', String(fuid)), {
    gatewaysOnly: devices === 'gateways' || undefined,
    monitorsOnly: devices === 'monitors' || undefined,
  });
}
