// spec 001 §7 "User (domain side)" and the granting rules of docs/decisions/055-permission-granting.md:
// Edit User (17) to create, edit or delete another user, never one above the editor
// (userEditProblem); Edit Permissions (14) to change a user's role, never one's own, to a role
// offered at the user's base folder and grantable by the editor; Reset Password (20) to send a
// password link. Anyone may edit their own settings, contact and password.
import { randomBytes } from 'node:crypto';
import {
  contactFieldsSchema,
  timeZoneConfigSchema,
  unitConfigSchema,
  userConfigSchema,
  type TimeZoneConfig,
  type UnitConfig,
} from '@ullage/domain/configs';
import { ConfigType } from '@ullage/domain/configs';
import { EntityType } from '@ullage/domain/entity-types';
import { ITEMS_REQUIRE_ATTENTION } from '@ullage/domain/messages';
import { passwordFailures } from '@ullage/domain/people/password-rules';
import { Permission } from '@ullage/domain/people/permissions';
import { userEditProblem } from '@ullage/domain/people/roles-api';
import { userSaveBodySchema, type UserDto, type UserLite, type UserSaveBody, type UserSaveResult } from '@ullage/domain/people/users-api';
import type { z } from 'zod';
import { BadRequestError, fieldError, ForbiddenError, NotFoundError, uniqueViolation } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Caller, Scope } from '../access';
import type { Entities, EntityWriter } from '../entity';
import type { AccountLinkUser } from '../invitation';
import { maskEmail } from '../messaging';
import { OWN_ROLE_CHANGE, type PermissionService } from '../permission';
import type { ContactRow, UserRow, UsersRepository } from './users.repository';

type SaveBody = z.output<typeof userSaveBodySchema>;

export const userNameTaken = (userName: string) => `Username '${userName}' is already taken: choose another.`;
export const NO_CONTACT_EMAIL = 'The user needs a contact with an email address: the invitation to set a password is sent there.';
export const OWN_DELETE = 'You cannot delete your own user.';
export const OWN_DEACTIVATE = 'You cannot deactivate your own user.';
export const OTHERS_PASSWORD = "You cannot set another user's password: send them a password reset instead.";
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const ROLE_CHANGE_NEEDS_14 = 'Changing a role needs the Edit Permissions permission.';
export const EDIT_USER_NEEDS_17 = 'Editing another user needs the Edit User permission.';
export const USER_NAME_NEEDS_17 = 'Changing a user name needs the Edit User permission.';
export const INACTIVE_RESET = 'A deactivated user cannot be sent a password link: reactivate the user first.';

export interface UsersDeps {
  repo: UsersRepository;
  scope: Scope;
  entities: Entities;
  roles: Pick<PermissionService, 'requireAssignable'>;
  invitations: { sendAccountLink(user: AccountLinkUser, kind: 'welcome' | 'reset', actorUid: number): Promise<void> };
}

const SETTINGS_KEYS = [
  'loginMessageId',
  'orgFolderDefault',
  'siteFolderDefault',
  'saveLastLocation',
  'autoHideHierarchy',
  'showBillingIconsHierarchy',
] as const;

function settingsOf(config: SaveBody['config']): Record<string, unknown> {
  return Object.fromEntries(SETTINGS_KEYS.map((k) => [k, config[k]]));
}

function contactDto(c: ContactRow): NonNullable<UserDto['contact']> {
  return {
    uid: c.uid,
    typeId: EntityType.Contact as 22,
    label: c.label,
    iconName: c.iconName,
    active: c.active,
    folderUid: c.folderUid,
    config: contactFieldsSchema.parse(c.config),
    confirmed: c.confirmed,
  };
}

export function toUserDto(u: UserRow): UserDto {
  return {
    uid: u.uid,
    typeId: EntityType.User as 5,
    label: u.label,
    iconName: u.iconName,
    active: u.active,
    baseFolderUid: u.baseFolderUid,
    baseFolderLabel: u.baseFolderLabel,
    userName: u.userName,
    config: userConfigSchema.omit({ password: true }).parse({
      ...u.config,
      userName: u.userName,
      roleId: u.roleId,
      roleRank: u.roleRank,
      contactUid: u.contact?.uid ?? null,
    }),
    unitConfig: unitConfigSchema.parse(u.unitConfig),
    timeZoneConfig: timeZoneConfigSchema.parse(u.timeZoneConfig),
    roleLabel: u.roleLabel,
    contact: u.contact ? contactDto(u.contact) : null,
    mfaTypeId: u.mfaTypeId,
    passwordSet: u.passwordSet,
  };
}

const emailOf = (c: { config: Record<string, unknown> } | null): string => String(c?.config.emailAddress ?? '').trim();

export function createUsersService({ repo, scope, entities, roles, invitations }: UsersDeps) {
  async function load(uid: number): Promise<UserRow> {
    const user = await repo.user(uid);
    if (!user) throw new NotFoundError(`User ${uid} was not found.`);
    return user;
  }

  async function requireFreeName(userName: string, exceptUid: number | null): Promise<void> {
    if (await repo.userNameTaken(userName, exceptUid)) throw fieldError('config.userName', userNameTaken(userName));
  }

  /** An existing contact the caller may point a user at. */
  async function contactInScope(caller: Caller, uid: number): Promise<ContactRow> {
    await scope.requireRead(caller, uid, 'Contact');
    const contact = await repo.contact(uid);
    if (!contact) throw fieldError('config.contactUid', `Contact ${uid} was not found.`);
    return contact;
  }

  /** Creates the contact of `fields` in the folder, through the writer. */
  async function createContact(w: EntityWriter, folderUid: number, fields: SaveBody['contact'] & object): Promise<number> {
    const config = { ...contactFieldsSchema.parse(fields), typeId: ConfigType.Contact };
    const uid = await w.insert({
      typeId: EntityType.Contact,
      label: `${config.firstName} ${config.lastName}`,
      iconName: 'Contact',
      tags: [],
      userDefValues: [],
    });
    await w.join(uid, folderUid);
    await repo.insertContact(w.tx, uid, config);
    return uid;
  }

  async function updateContact(w: EntityWriter, uid: number, fields: SaveBody['contact'] & object): Promise<void> {
    const config = { ...contactFieldsSchema.parse(fields), typeId: ConfigType.Contact };
    await w.update(uid, { label: `${config.firstName} ${config.lastName}`, ...(await repo.entityFields(uid, w.tx)) });
    await repo.updateContact(w.tx, uid, config);
  }

  async function sendLink(caller: Caller, user: UserRow, kind: 'welcome' | 'reset'): Promise<string> {
    const email = emailOf(user.contact);
    if (!email) throw new BadRequestError(NO_CONTACT_EMAIL, { contact: [NO_CONTACT_EMAIL] });
    await invitations.sendAccountLink({ uid: user.uid, userName: user.userName, email }, kind, caller.userUid);
    return maskEmail(email);
  }

  /** A user the caller may edit as an administrator: in write scope, not above the caller. */
  async function administrable(caller: Caller, uid: number): Promise<UserRow> {
    await scope.requireWrite(caller, uid, 'User');
    const user = await load(uid);
    const problem = userEditProblem(caller, user.roleRank);
    if (problem) throw new ForbiddenError(problem);
    return user;
  }

  return {
    /** User/{uid}: oneself always, others in scope. */
    async get(caller: Caller, uid: number): Promise<UserDto> {
      if (uid !== caller.userUid) await scope.requireRead(caller, uid, 'User');
      return toUserDto(await load(uid));
    },

    /** User/ByFolder/{folder}: active users with a membership in the folder (or its subtree). */
    async byFolder(caller: Caller, folderUid: number, includeSubFolders: boolean, uids?: number[]): Promise<UserDto[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      return (await repo.usersIn(folderUid, includeSubFolders, uids)).map(toUserDto);
    },

    /** User/Lite/ByFolder/{folder}. */
    async liteByFolder(caller: Caller, folderUid: number, includeSubFolders: boolean, uids?: number[]): Promise<UserLite[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      return (await repo.liteIn(folderUid, includeSubFolders, uids)).map((u) => ({
        uid: u.uid,
        baseFolderUid: u.baseFolderUid,
        userName: u.userName,
        contactUid: u.contactUid,
        firstName: String(u.contactConfig?.firstName ?? ''),
        lastName: String(u.contactConfig?.lastName ?? ''),
        emailAddress: String(u.contactConfig?.emailAddress ?? ''),
      }));
    },

    /** User/ToFolder/{folder}: the folder becomes the base folder; the invitation goes to the
     * contact's email and the user sets a password from it (until then the hash is of a secret
     * nobody knows). */
    async create(caller: Caller, folderUid: number, input: UserSaveBody): Promise<UserSaveResult> {
      const body = userSaveBodySchema.parse(input);
      await scope.requireWrite(caller, folderUid, 'Folder');
      if (!(await repo.isFolder(folderUid))) throw new NotFoundError(`Folder ${folderUid} was not found.`);
      const userName = body.config.userName;
      await requireFreeName(userName, null);
      await roles.requireAssignable(caller, folderUid, body.config.roleId);
      let existingContact: ContactRow | null = null;
      if (!body.contact) {
        if (!body.config.contactUid) throw new BadRequestError(NO_CONTACT_EMAIL, { contact: [NO_CONTACT_EMAIL] });
        existingContact = await contactInScope(caller, body.config.contactUid);
        if (!emailOf(existingContact)) throw new BadRequestError(NO_CONTACT_EMAIL, { contact: [NO_CONTACT_EMAIL] });
      }
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      let uid: number;
      try {
        uid = await entities.write(caller, async (w) => {
          const contactUid = existingContact?.uid ?? (await createContact(w, folderUid, body.contact!));
          const newUid = await w.insert({ typeId: EntityType.User, label: userName, iconName: 'User', tags: [], userDefValues: [] });
          await w.join(newUid, folderUid);
          await repo.insertUser(w.tx, {
            uid: newUid,
            baseFolderUid: folderUid,
            userName,
            passwordHash,
            roleId: body.config.roleId,
            contactUid,
            config: settingsOf(body.config),
            unitConfig: unitConfigSchema.parse(body.unitConfig ?? {}),
            timeZoneConfig: timeZoneConfigSchema.parse(body.timeZoneConfig ?? {}),
          });
          return newUid;
        });
      } catch (err) {
        if (uniqueViolation(err) === 'app_user_user_name_idx') throw fieldError('config.userName', userNameTaken(userName));
        throw err;
      }
      const user = await load(uid);
      return { user: toUserDto(user), invitationSentTo: await sendLink(caller, user, 'welcome') };
    },

    /** User/{uid} (PUT). */
    async update(caller: Caller, uid: number, input: UserSaveBody): Promise<UserSaveResult> {
      const body = userSaveBodySchema.parse(input);
      const self = uid === caller.userUid;
      let user: UserRow;
      if (self) user = await load(uid);
      else {
        if (!caller.permissions.has(Permission.EditUser)) {
          await scope.requireRead(caller, uid, 'User');
          throw new ForbiddenError(EDIT_USER_NEEDS_17);
        }
        user = await administrable(caller, uid);
      }
      const { config } = body;
      if (config.userName !== user.userName) {
        if (!caller.permissions.has(Permission.EditUser)) throw new ForbiddenError(USER_NAME_NEEDS_17);
        await requireFreeName(config.userName, uid);
      }
      if (config.roleId !== user.roleId) {
        if (self) throw new ForbiddenError(OWN_ROLE_CHANGE);
        if (!caller.permissions.has(Permission.EditPermissions)) throw new ForbiddenError(ROLE_CHANGE_NEEDS_14);
        await roles.requireAssignable(caller, user.baseFolderUid, config.roleId);
      }
      let newPasswordHash: string | null = null;
      if (config.password !== undefined && config.password !== '') {
        if (!self) throw new ForbiddenError(OTHERS_PASSWORD);
        if (!body.currentPassword || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
          throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG);
        }
        const failures = passwordFailures(config.password, config.userName);
        if (failures.length > 0) throw new BadRequestError(ITEMS_REQUIRE_ATTENTION, { 'config.password': failures });
        newPasswordHash = await hashPassword(config.password);
      }
      const contactUid = config.contactUid ?? user.contact?.uid ?? null;
      if (contactUid !== null && contactUid !== user.contact?.uid) await contactInScope(caller, contactUid);
      if (body.contact && contactUid !== null) await scope.requireWrite(caller, contactUid, 'Contact');
      const activeChange = body.active !== undefined && body.active !== user.active ? body.active : null;
      if (activeChange === false && self) throw new ForbiddenError(OWN_DEACTIVATE);
      if (activeChange !== null && !caller.permissions.has(Permission.EditUser)) throw new ForbiddenError(EDIT_USER_NEEDS_17);

      try {
        await entities.write(caller, async (w) => {
          let finalContact = contactUid;
          if (body.contact) {
            if (finalContact === null) finalContact = await createContact(w, user.baseFolderUid, body.contact);
            else await updateContact(w, finalContact, body.contact);
          }
          if (config.userName !== user.userName) {
            await w.update(uid, { label: config.userName, ...(await repo.entityFields(uid, w.tx)) });
          }
          await repo.updateUser(w.tx, uid, {
            userName: config.userName,
            roleId: config.roleId,
            contactUid: finalContact,
            config: settingsOf(config),
            unitConfig: body.unitConfig ? unitConfigSchema.parse(body.unitConfig) : (user.unitConfig as UnitConfig),
            timeZoneConfig: body.timeZoneConfig ? timeZoneConfigSchema.parse(body.timeZoneConfig) : (user.timeZoneConfig as TimeZoneConfig),
          });
          if (newPasswordHash) await repo.setPassword(w.tx, uid, newPasswordHash);
          if (activeChange === false) {
            await w.leaveAll(uid);
            await repo.revokeSessions(w.tx, uid);
          }
          if (activeChange === true) await repo.reactivate(w.tx, uid);
        });
      } catch (err) {
        if (uniqueViolation(err) === 'app_user_user_name_idx') throw fieldError('config.userName', userNameTaken(config.userName));
        throw err;
      }
      return { user: toUserDto(await load(uid)), invitationSentTo: null };
    },

    /** User/{uid} (DELETE): deactivates the user (memberships left through the writer, the last
     * kept so its history stays reachable) and ends its sessions. */
    async remove(caller: Caller, uid: number): Promise<{ uid: number; deleted: true }> {
      if (uid === caller.userUid) throw new ForbiddenError(OWN_DELETE);
      await administrable(caller, uid);
      await entities.write(caller, async (w) => {
        await w.leaveAll(uid);
        await repo.revokeSessions(w.tx, uid);
      });
      return { uid, deleted: true };
    },

    /** User/{uid}/PasswordReset: emails the user a single-use link to choose a new password. */
    async passwordReset(caller: Caller, uid: number): Promise<UserSaveResult> {
      const user = await administrable(caller, uid);
      if (!user.active) throw new BadRequestError(INACTIVE_RESET);
      return { user: toUserDto(user), invitationSentTo: await sendLink(caller, user, 'reset') };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
