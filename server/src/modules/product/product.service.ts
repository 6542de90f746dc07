// spec 001 §7 Product/ByFolder/{folder}: the products a folder's assets may hold, its own and those
// of the folders above it up to its company (a branch's staff use the company's products, as asset
// saves allow: asset.repository.ts productInScope). Scope first.
import { NotFoundError } from '../../lib/errors';
import type { Caller } from '../access';
import type { Scope } from '../access';
import type { ProductRepository } from './product.repository';

/** A folder's path without the vendor's root: the folders of one company that a folder sees. */
const companyPath = (path: number[]) => (path.length > 1 ? path.slice(1) : path);

export function createProductService(repo: ProductRepository, scope: Scope) {
  return {
    async byFolder(caller: Caller, folderUid: number) {
      await scope.requireRead(caller, folderUid, 'Folder');
      const path = await repo.folderPath(folderUid);
      if (!path) throw new NotFoundError(`Folder ${folderUid} was not found.`);
      return repo.inFolders(companyPath(path));
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;
