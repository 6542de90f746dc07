// spec 001 §7 GET Entity/Tags, Entity/{uid}/UsedBy, Entity/ByFolder/{folder}/UsedByCounts (ADR 100):
// read with the caller's scope; an entity or folder outside it answers 404, and what uses an entity
// from outside the scope is neither listed nor counted.
import type { Caller, Scope } from '../access';
import type { UsedByRepository } from './used-by.repository';

export function createUsedByService(repo: UsedByRepository, scope: Scope) {
  return {
    tags: (caller: Caller) => repo.tags(caller.baseFolderUid),
    async usedBy(caller: Caller, uid: number) {
      await scope.requireRead(caller, uid);
      return repo.usedBy(uid, caller.baseFolderUid);
    },
    async usedByCounts(caller: Caller, folderUid: number) {
      await scope.requireRead(caller, folderUid, 'Folder');
      return repo.usedByCounts(folderUid, caller.baseFolderUid);
    },
  };
}
export type UsedByService = ReturnType<typeof createUsedByService>;
