// spec 000 §4 Recent folders ("newest first, duplicates removed, at most 10") and spec 000 §9 "last
// folder and recent folders are stored per user in local storage". The shell writes them as the
// user moves between folders; sign-in reads them to choose where to land, and log-out clears the
// recent folders (spec 000 §4 Logout).
import { RECENT_FOLDERS_MAX } from '@ullage/domain/constants';
import { readLocal, readLocalJson, removeLocal, writeLocal, writeLocalJson } from './storage';

export interface FolderRef {
  uid: number;
  label: string;
}

const recentKey = (userUid: number) => `recentFolders:${userUid}`;
const lastKey = (userUid: number) => `lastFolder:${userUid}`;

function isFolderRef(v: unknown): v is FolderRef {
  return typeof v === 'object' && v !== null && Number.isSafeInteger((v as FolderRef).uid) && typeof (v as FolderRef).label === 'string';
}

/** Newest first. */
export function readRecentFolders(userUid: number): FolderRef[] {
  const raw = readLocalJson(recentKey(userUid));
  return Array.isArray(raw) ? raw.filter(isFolderRef).slice(0, RECENT_FOLDERS_MAX) : [];
}

/** Puts a folder first, removing an older entry for it, keeping at most 10. */
export function pushRecentFolder(userUid: number, folder: FolderRef): FolderRef[] {
  const next = [folder, ...readRecentFolders(userUid).filter((f) => f.uid !== folder.uid)].slice(0, RECENT_FOLDERS_MAX);
  writeLocalJson(recentKey(userUid), next);
  writeLocal(lastKey(userUid), String(folder.uid));
  return next;
}

export function clearRecentFolders(userUid: number): void {
  removeLocal(recentKey(userUid));
}

/** The folder the user last selected, if any. */
export function readLastFolder(userUid: number): number | undefined {
  const raw = Number(readLocal(lastKey(userUid)));
  return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
}

export function writeLastFolder(userUid: number, folderUid: number): void {
  writeLocal(lastKey(userUid), String(folderUid));
}
