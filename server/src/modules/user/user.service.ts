// spec 000 §3 Session.
import type { Session } from '@ullage/domain/people/session-api';
import { timeZoneConfigSchema, unitConfigSchema, userConfigSchema } from '@ullage/domain/configs';
import { NotFoundError } from '../../lib/errors';
import type { Caller } from '../access';
import type { UserRepository } from './user.repository';

export function createUserService(repo: UserRepository) {
  return {
    async getSession(caller: Caller): Promise<Session> {
      const row = await repo.sessionRow(caller.userUid);
      if (!row) throw new NotFoundError('Your user account was not found.');
      return {
        loggedIn: true,
        userUid: row.uid,
        userName: row.userName,
        roleRank: row.roleRank,
        roleId: row.roleId,
        baseFolderUid: row.baseFolder.uid,
        baseFolder: row.baseFolder,
        permissions: [...caller.permissions].sort((a, b) => a - b),
        unitConfig: unitConfigSchema.parse(row.unitConfig),
        timeZoneConfig: timeZoneConfigSchema.parse(row.timeZoneConfig),
        userConfig: userConfigSchema.omit({ password: true }).parse({
          ...row.config,
          userName: row.userName,
          roleId: row.roleId,
          roleRank: row.roleRank,
          contactUid: row.contactUid,
        }),
        dataTheme: row.dataTheme === 'Dark' ? 'Dark' : 'Light',
        branding: row.brand ?? (await repo.defaultBrand()),
      };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
