import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshToken } from '../../db/schema/auth.table';

export interface LoginCandidate {
  uid: number;
  passwordHash: string;
  active: boolean;
  folderDisabled: boolean;
}

export function createAuthRepository(db: Db) {
  return {
    async findLoginCandidate(userName: string): Promise<LoginCandidate | null> {
      const { rows } = await db.execute<{ uid: number; password_hash: string; active: boolean; folder_disabled: boolean }>(sql`
        select u.uid, u.password_hash, e.active,
          exists (select 1 from folder d where d.uid = any(f.path) and d.disable_code is not null) as folder_disabled
        from app_user u
        join entity e on e.uid = u.uid
        join folder f on f.uid = u.base_folder_uid
        where lower(u.user_name) = lower(${userName})`);
      const r = rows[0];
      return r ? { uid: Number(r.uid), passwordHash: r.password_hash, active: r.active, folderDisabled: r.folder_disabled } : null;
    },

    async insertRefreshToken(row: { userUid: number; familyId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(refreshToken).values(row);
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
