// Scope checks for services. An entity outside the caller's scope answers 404, exactly as one that
// does not exist, so one company cannot even learn which uids another company holds.
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Caller, ScopeRepository } from './access.repository';

export interface Scope {
  /** `shown` is the uid the answer names: the one the caller asked for, when the check runs on
   * the entity that holds it (a sensor's device, a table's folder), whose uid must not leak. */
  requireRead(caller: Caller, uid: number, what?: string, shown?: number): Promise<void>;
  requireWrite(caller: Caller, uid: number, what?: string, shown?: number): Promise<void>;
  /** See ScopeRepository.firstFolderPathOf. */
  firstFolderPathOf(caller: Caller, uid: number): Promise<number[] | null>;
}

export function createScope(repo: ScopeRepository): Scope {
  return {
    async requireRead(caller, uid, what = 'Entity', shown = uid) {
      if ((await repo.accessTo(caller, uid)) === 'none') throw new NotFoundError(`${what} ${shown} was not found.`);
    },
    async requireWrite(caller, uid, what = 'Entity', shown = uid) {
      const access = await repo.accessTo(caller, uid);
      if (access === 'none') throw new NotFoundError(`${what} ${shown} was not found.`);
      if (access === 'read') throw new ForbiddenError(`${what} ${shown} is shared with you read-only.`);
    },
    firstFolderPathOf: (caller, uid) => repo.firstFolderPathOf(caller, uid),
  };
}

/** The part of a folder path the caller may see: from the caller's base folder down. Folders above
 * it (the vendor's root, for a company's users) are outside the scope and never named. */
export function visiblePath(caller: Caller, path: readonly number[]): number[] {
  const i = path.indexOf(caller.baseFolderUid);
  return i < 0 ? [] : path.slice(i);
}

/** The caller may see folder `path` (its path contains the caller's base folder). */
export function inScope(caller: Caller, path: readonly number[]): boolean {
  return path.includes(caller.baseFolderUid);
}
