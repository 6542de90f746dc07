import { eq } from 'drizzle-orm';
import type { Folder } from '@ullage/domain/api/folder';
import type { Db } from '../../db/client';
import { entity } from '../../db/schema/entity.table';
import { folder } from '../../db/schema/folder.table';

export function createFolderRepository(db: Db) {
  return {
    async get(uid: number): Promise<Folder | null> {
      const [row] = await db
        .select({ e: entity, f: folder })
        .from(folder)
        .innerJoin(entity, eq(entity.uid, folder.uid))
        .where(eq(folder.uid, uid));
      if (!row) return null;
      return {
        uid: row.f.uid,
        typeId: 2,
        iconName: row.e.iconName ?? 'Folder',
        label: row.e.label,
        active: row.e.active,
        adminUid: row.f.adminUid,
        baseFolderUid: row.f.baseFolderUid,
        config: { label: row.e.label, parentUid: row.f.parentUid, isCompany: row.f.isCompany },
        addressConfig: row.f.address ?? null,
        state: { disableCode: row.f.disableCode, loginHtmlMessageId: row.f.loginHtmlMessageId },
        folderUidPath: row.f.path,
      };
    },
  };
}
export type FolderRepository = ReturnType<typeof createFolderRepository>;
