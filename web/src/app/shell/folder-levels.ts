// spec 001 §3.3 User config orgFolderDefault / siteFolderDefault (defaults 2 and 3, spec 001 §9):
// the folder levels the user treats as organisations and sites, counted from the top (the vendor's
// folder 0, companies 1). A folder's level is known from the caller's base folder: the top (0) or a
// company (1); below a company the levels are not named.
import type { Session } from '@ullage/domain/people/session-api';

/** What a folder `depth` levels below the caller's base folder is: 'Organisation', 'Site' or
 * undefined. */
export function folderKindAtLevel(session: Pick<Session, 'baseFolder' | 'userConfig'>, depth: number): string | undefined {
  const base = session.baseFolder;
  const baseLevel = base.parentUid === null ? 0 : base.isCompany ? 1 : undefined;
  if (baseLevel === undefined) return undefined;
  const level = baseLevel + depth;
  if (level === session.userConfig.orgFolderDefault) return 'Organisation';
  if (level === session.userConfig.siteFolderDefault) return 'Site';
  return undefined;
}
