// spec 000 §4 Recent folders: newest first, duplicates removed, at most 10. spec 000 §9: the last
// folder and the recent folders are stored per user in local storage; spec 000 §5: sanitised of
// markup (lib/storage.ts). spec 000 §4 Logout clears the recent-folder history. The shell writes
// them as the user moves between folders; sign-in reads them to choose where to land.
import { RECENT_FOLDERS_MAX } from '@ullage/domain/constants';
import { readLocal, readLocalJson, removeLocal, writeLocal, writeLocalJson } from './storage';

export interface RecentFolder {
  uid: number;
  label: string;
  /** Where it is: "Company / Branch / Site". */
  path: string;
}

const recentKey = (userUid: number) => `recentFolders:${userUid}`;
const lastKey = (userUid: number) => `lastFolder:${userUid}`;

function isRecentFolder(v: unknown): v is RecentFolder {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return Number.isSafeInteger(r.uid) && (r.uid as number) > 0 && typeof r.label === 'string' && typeof r.path === 'string';
}

export function readRecentFolders(userUid: number): RecentFolder[] {
  const stored = readLocalJson(recentKey(userUid));
  return Array.isArray(stored) ? stored.filter(isRecentFolder).slice(0, RECENT_FOLDERS_MAX) : [];
}

/** The list with `folder` first, any older entry for it removed, cut to the maximum. */
export function withRecentFolder(list: readonly RecentFolder[], folder: RecentFolder): RecentFolder[] {
  return [folder, ...list.filter((f) => f.uid !== folder.uid)].slice(0, RECENT_FOLDERS_MAX);
}

export function rememberFolder(userUid: number, folder: RecentFolder): RecentFolder[] {
  const list = withRecentFolder(readRecentFolders(userUid), folder);
  writeLocalJson(recentKey(userUid), list);
  writeLocal(lastKey(userUid), String(folder.uid));
  return list;
}

export function readLastFolder(userUid: number): number | undefined {
  const n = Number(readLocal(lastKey(userUid)));
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export function forgetLastFolder(userUid: number): void {
  removeLocal(lastKey(userUid));
}

export function clearRecentFolders(userUid: number): void {
  removeLocal(recentKey(userUid));
}
