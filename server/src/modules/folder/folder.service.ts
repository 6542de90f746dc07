import type { Folder } from '@ullage/domain/api/folder';
import { NotFoundError } from '../../lib/errors';
import type { Caller } from '../access/access.repository';
import type { Scope } from '../access/scope';
import type { FolderRepository } from './folder.repository';

export function createFolderService(repo: FolderRepository, scope: Scope) {
  return {
    async get(caller: Caller, uid: number): Promise<Folder> {
      await scope.requireRead(caller, uid, 'Folder');
      const found = await repo.get(uid);
      if (!found) throw new NotFoundError(`Folder ${uid} was not found.`);
      return found;
    },
  };
}
export type FolderService = ReturnType<typeof createFolderService>;
