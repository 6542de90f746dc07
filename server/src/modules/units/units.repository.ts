// The one SQL of the units module: a user's unit settings (spec 001 §3.5 Unit config).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appUser } from '../../db/schema/user.table';

export function createUnitsRepository(db: Db) {
  return {
    async unitConfigOf(userUid: number): Promise<unknown> {
      const [row] = await db.select({ unitConfig: appUser.unitConfig }).from(appUser).where(eq(appUser.uid, userUid));
      return row?.unitConfig ?? null;
    },
  };
}
