// spec 001 §7 GET and POST Folder/{uid}/UserDefSetup (ADR 096): a company's user-defined fields,
// read in any folder of it, written by those who may edit the company's folder (Edit Company, 10);
// and the check the asset and device saves run on their values (checkUserDefValues).
import { checkUserDefValues, type UserDefSetupDto } from '@ullage/domain/api/user-def';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import type { Caller, Scope } from '../access';
import type { Entities } from '../entity';
import type { UserDefRepository, UserDefSetupInput } from './user-def.repository';

/** A folder's company: the folder below the vendor's root on its path (the root is its own). */
const companyOf = (path: readonly number[], folderUid: number) => path[1] ?? folderUid;

export function createUserDefService(repo: UserDefRepository, scope: Scope, entities: Entities) {
  async function company(folderUid: number): Promise<number> {
    const path = await repo.folderPath(folderUid);
    if (!path) throw new NotFoundError(`Folder ${folderUid} was not found.`);
    return companyOf(path, folderUid);
  }

  return {
    async setup(caller: Caller, folderUid: number): Promise<UserDefSetupDto[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      return repo.list(await company(folderUid));
    },

    async saveSetup(caller: Caller, folderUid: number, list: UserDefSetupInput[]): Promise<UserDefSetupDto[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      const companyUid = await company(folderUid);
      // The fields are the company's: a branch's staff read them but change them only with the
      // company folder in their scope.
      await scope.requireWrite(caller, companyUid, 'Folder', folderUid);
      const done = await entities.write(caller, (w) => repo.replace(w.tx, companyUid, list));
      if (!done) throw new BadRequestError('Fields: a field was not found', { fields: ['Fields: a field was not found'] });
      return repo.list(companyUid);
    },

    /** The values to store on an entity of a type in a folder (path), or a 400 with each field's
     * message (spec 001 §5 form). */
    async checkValues(folderPath: readonly number[], entityTypeId: number, raw: readonly unknown[], opts?: { required?: boolean }) {
      const companyUid = folderPath[1] ?? folderPath[0];
      const setups = companyUid === undefined ? [] : await repo.list(companyUid);
      const { values, errors } = checkUserDefValues(setups, entityTypeId, raw, opts);
      const first = Object.values(errors)[0]?.[0];
      if (first) throw new BadRequestError(first, errors);
      return values;
    },
  };
}
export type UserDefService = ReturnType<typeof createUserDefService>;
