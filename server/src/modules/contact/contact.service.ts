// spec 001 §3.3 Contact and ContactGroup, §5 Contact rules, §7 "Contact and ContactGroup" calls.
// Scope first (modules/access/scope.ts): an entity outside it answers 404, as a missing one.
// Deleting: docs/decisions/056-contact-deletion.md.
import type { z } from 'zod';
import type { ContactDto, ContactGroupDto, contactGroupSaveBodySchema, contactSaveBodySchema } from '@ullage/domain/people/contacts-api';
import { timeZoneConfigSchema, unitConfigSchema } from '@ullage/domain/configs';
import { EntityType } from '@ullage/domain/entity-types';
import { contactOfUsers, UNKNOWN_MOBILE_CARRIER } from '@ullage/domain/messages';
import { MOBILE_CARRIERS } from '@ullage/domain/people/mobile-carriers';
import { BadRequestError, ConflictError, fieldError, NotFoundError } from '../../lib/errors';
import type { Caller, Scope } from '../access';
import type { Entities } from '../entity';
import type { ContactRepository } from './contact.repository';

/** The bodies as the routes' schemas parsed them (defaults filled in). */
type ContactSave = z.output<typeof contactSaveBodySchema>;
type GroupSave = z.output<typeof contactGroupSaveBodySchema>;

const labelOf = (config: { firstName: string; lastName: string }) => `${config.firstName} ${config.lastName}`;

function checkCarrier(body: ContactSave) {
  const id = body.config.mobileCarrierId;
  if (id !== 0 && !MOBILE_CARRIERS.some((c) => c.id === id)) throw fieldError('config.mobileCarrierId', UNKNOWN_MOBILE_CARRIER);
}

function checkUid(pathUid: number, bodyUid: number | undefined, what: string) {
  if (bodyUid !== undefined && bodyUid !== 0 && bodyUid !== pathUid) {
    throw new BadRequestError(`The ${what} uid in the body (${bodyUid}) is not the one in the address (${pathUid}).`);
  }
}

export function createContactService(repo: ContactRepository, scope: Scope, entities: Entities) {
  async function loadContact(caller: Caller, uid: number, write = false): Promise<ContactDto> {
    await (write ? scope.requireWrite : scope.requireRead)(caller, uid, 'Contact');
    const found = await repo.contact(uid);
    if (!found) throw new NotFoundError(`Contact ${uid} was not found.`);
    return found;
  }

  async function loadGroup(caller: Caller, uid: number, write = false): Promise<ContactGroupDto> {
    await (write ? scope.requireWrite : scope.requireRead)(caller, uid, 'Contact group');
    const found = await repo.group(uid, caller.baseFolderUid);
    if (!found) throw new NotFoundError(`Contact group ${uid} was not found.`);
    return found;
  }

  async function requireFolder(caller: Caller, folderUid: number, write: boolean) {
    await (write ? scope.requireWrite : scope.requireRead)(caller, folderUid, 'Folder');
    if (!(await repo.folderExists(folderUid))) throw new NotFoundError(`Folder ${folderUid} was not found.`);
  }

  /** Every uid an active contact the caller may read, else 404 naming the first that is not. */
  async function requireContacts(caller: Caller, uids: number[]) {
    const readable = await repo.readableContacts(uids, caller.baseFolderUid);
    const missing = uids.find((u) => !readable.has(u));
    if (missing !== undefined) throw new NotFoundError(`Contact ${missing} was not found.`);
  }

  const groupFields = (body: GroupSave, current?: ContactGroupDto) => ({
    config: body.config,
    unitConfig: body.unitConfig ?? current?.unitConfig ?? unitConfigSchema.parse({}),
    timeZoneConfig: body.timeZoneConfig ?? current?.timeZoneConfig ?? timeZoneConfigSchema.parse({}),
  });

  return {
    // ---- contacts ----
    get: (caller: Caller, uid: number) => loadContact(caller, uid),

    async byFolder(caller: Caller, folderUid: number, includeSubFolders: boolean): Promise<ContactDto[]> {
      await requireFolder(caller, folderUid, false);
      return repo.contactsByFolder(folderUid, includeSubFolders);
    },

    async byGroup(caller: Caller, groupUid: number): Promise<ContactDto[]> {
      await loadGroup(caller, groupUid);
      return repo.contactsOfGroup(groupUid, caller.baseFolderUid);
    },

    /** POST Contact/ToFolder/{folder}. */
    async create(caller: Caller, folderUid: number, body: ContactSave): Promise<ContactDto> {
      await requireFolder(caller, folderUid, true);
      checkCarrier(body);
      const uid = await entities.write(caller, async (w) => {
        const newUid = await w.insert({
          typeId: EntityType.Contact,
          label: labelOf(body.config),
          iconName: 'Contact',
          tags: [],
          userDefValues: [],
        });
        await repo.insertContact(w.tx, newUid, body.config, body.confirmed ?? false);
        await w.join(newUid, folderUid);
        return newUid;
      });
      return loadContact(caller, uid);
    },

    /** PUT Contact/{uid}. */
    async update(caller: Caller, uid: number, body: ContactSave): Promise<ContactDto> {
      checkUid(uid, body.uid, 'contact');
      const current = await loadContact(caller, uid, true);
      checkCarrier(body);
      await entities.write(caller, async (w) => {
        await w.update(uid, { label: labelOf(body.config), tags: [], userDefValues: [] });
        await repo.updateContact(w.tx, uid, body.config, body.confirmed ?? current.confirmed);
      });
      return loadContact(caller, uid);
    },

    /** DELETE Contact/{uid}: refused while a user names it as their contact; else out of every
     * contact group and every folder, deactivated (docs/decisions/056-contact-deletion.md). */
    async remove(caller: Caller, uid: number) {
      const current = await loadContact(caller, uid, true);
      const users = await repo.usersOfContact(uid);
      if (users.length > 0) throw new ConflictError(contactOfUsers(current.label, users));
      const leftGroups = await entities.write(caller, async (w) => {
        const left = await repo.leaveGroups(w.tx, uid);
        await w.leaveAll(uid);
        return left;
      });
      return { uid, deleted: true as const, leftGroups };
    },

    // ---- contact groups ----
    getGroup: (caller: Caller, uid: number) => loadGroup(caller, uid),

    async groupsByFolder(caller: Caller, folderUid: number): Promise<ContactGroupDto[]> {
      await requireFolder(caller, folderUid, false);
      return repo.groupsByFolder(folderUid, caller.baseFolderUid);
    },

    async groupsByContact(caller: Caller, contactUid: number): Promise<ContactGroupDto[]> {
      await loadContact(caller, contactUid);
      return repo.groupsOfContact(contactUid, caller.baseFolderUid);
    },

    /** POST ContactGroup/ToFolder/{folder}. */
    async createGroup(caller: Caller, folderUid: number, body: GroupSave): Promise<ContactGroupDto> {
      await requireFolder(caller, folderUid, true);
      const uid = await entities.write(caller, async (w) => {
        const newUid = await w.insert({
          typeId: EntityType.ContactGroup,
          label: body.config.label,
          iconName: 'ContactGroup',
          tags: [],
          userDefValues: [],
        });
        await repo.insertGroup(w.tx, newUid, groupFields(body));
        await w.join(newUid, folderUid);
        if (body.active === false) await repo.setActive(w.tx, newUid, false);
        return newUid;
      });
      return loadGroup(caller, uid);
    },

    /** PUT ContactGroup/{uid}. */
    async updateGroup(caller: Caller, uid: number, body: GroupSave): Promise<ContactGroupDto> {
      checkUid(uid, body.uid, 'contact group');
      const current = await loadGroup(caller, uid, true);
      await entities.write(caller, async (w) => {
        await w.update(uid, { label: body.config.label, tags: [], userDefValues: [] });
        await repo.updateGroup(w.tx, uid, groupFields(body, current));
        if (body.active !== undefined) await repo.setActive(w.tx, uid, body.active);
      });
      return loadGroup(caller, uid);
    },

    /** DELETE ContactGroup/{uid}: out of every folder, deactivated; its members stay listed, so
     * undoing it is reactivating it (docs/decisions/056-contact-deletion.md). */
    async removeGroup(caller: Caller, uid: number) {
      await loadGroup(caller, uid, true);
      return entities.write(caller, (w) => w.leaveAll(uid));
    },

    /** GET ContactGroup/{uid}/Entity/Contact: as Contact/ByGroup/{group}. */
    members: (caller: Caller, groupUid: number) =>
      loadGroup(caller, groupUid).then(() => repo.contactsOfGroup(groupUid, caller.baseFolderUid)),

    /** POST ContactGroup/{uid}/Entity/Contact: each contact one the caller may read; adding one
     * already in is no change. Answers the group's members. */
    async addMembers(caller: Caller, groupUid: number, uids: number[]): Promise<ContactDto[]> {
      await loadGroup(caller, groupUid, true);
      const unique = [...new Set(uids)];
      await requireContacts(caller, unique);
      await entities.write(caller, (w) => repo.addMembers(w.tx, groupUid, unique));
      return repo.contactsOfGroup(groupUid, caller.baseFolderUid);
    },

    /** DELETE ContactGroup/{g}/Contact/{c}. Answers the group's members. */
    async removeMember(caller: Caller, groupUid: number, contactUid: number): Promise<ContactDto[]> {
      await loadGroup(caller, groupUid, true);
      await scope.requireRead(caller, contactUid, 'Contact');
      const removed = await entities.write(caller, (w) => repo.removeMember(w.tx, groupUid, contactUid));
      if (!removed) throw new NotFoundError(`Contact ${contactUid} is not in contact group ${groupUid}.`);
      return repo.contactsOfGroup(groupUid, caller.baseFolderUid);
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
