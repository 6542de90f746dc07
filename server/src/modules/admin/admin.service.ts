// System administration (roleRank 1): company brandings (spec 001 §9) and the outbox of outgoing
// messages (docs/decisions/014-outgoing-messages.md).
import type { BrandRecord } from '@ullage/domain/api/admin';
import { DEFAULT_BRAND_KEY } from '@ullage/domain/brands';
import { ConflictError, NotFoundError, fieldError } from '../../lib/errors';
import type { Messenger } from '../messaging';
import type { AdminRepository } from './admin.repository';

export function createAdminService(repo: AdminRepository, messenger: Messenger) {
  async function checkRefs(b: Omit<BrandRecord, 'key'>, key: string | null): Promise<void> {
    if (b.hostMatch && (await repo.hostTaken(b.hostMatch, key)))
      throw fieldError('hostMatch', 'Host Match: another brand already matches this host');
    if (b.companyFolderUid !== null && !(await repo.folderIsCompany(b.companyFolderUid))) {
      throw fieldError('companyFolderUid', 'Company Folder Uid: must be a company folder');
    }
  }

  return {
    outbox: (recipient: string | undefined, limit: number) => messenger.outbox({ recipient: recipient?.trim() || undefined, limit }),
    brands: () => repo.brands(),

    async createBrand(b: BrandRecord): Promise<BrandRecord> {
      if (await repo.brand(b.key)) throw new ConflictError(`A brand with the key "${b.key}" already exists.`);
      await checkRefs(b, null);
      return repo.insertBrand(b);
    },

    async updateBrand(key: string, b: Omit<BrandRecord, 'key'>): Promise<BrandRecord> {
      const normalized = key.toLowerCase();
      if (normalized === DEFAULT_BRAND_KEY && b.hostMatch)
        throw fieldError('hostMatch', 'Host Match: the default brand applies to every other host');
      await checkRefs(b, normalized);
      const updated = await repo.updateBrand(normalized, b);
      if (!updated) throw new NotFoundError(`Brand "${key}" was not found.`);
      return updated;
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
