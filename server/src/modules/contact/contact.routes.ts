// spec 001 §7 "Contact and ContactGroup". Reads: signed in (the folder scope decides); writes:
// Edit Contacts (11). Handlers: parse -> service -> answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import { folderParamsSchema } from '@ullage/domain/tanks/api';
import {
  contactByFolderQuerySchema,
  contactDeleteResultSchema,
  contactDtoSchema,
  contactGroupDtoSchema,
  contactGroupListSchema,
  contactGroupMemberParamsSchema,
  contactGroupSaveBodySchema,
  contactListSchema,
  contactParamsSchema,
  contactSaveBodySchema,
  contactUidsBodySchema,
  mobileCarrierListSchema,
} from '@ullage/domain/people/contacts-api';
import { MOBILE_CARRIERS } from '@ullage/domain/people/mobile-carriers';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import type { ContactService } from './contact.service';

const groupParamsSchema = z.object({ group: z.coerce.number().int().positive() });
const contactParamSchema = z.object({ contact: z.coerce.number().int().positive() });
const removedSchema = z.object({ removed: z.boolean(), deactivated: z.boolean() });
const EDIT = Permission.EditContacts;

export function contactRoutes(app: FastifyInstance, contacts: ContactService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Contact'];
  const groupTags = ['ContactGroup'];

  // GET Contact/MobileCarriers before Contact/:uid, whose uid would not parse it anyway.
  r.get(
    '/api/Contact/MobileCarriers',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: 'The mobile carriers a contact may name, by country', response: { 200: mobileCarrierListSchema } },
    },
    () => MOBILE_CARRIERS.map((c) => ({ ...c })),
  );
  r.get(
    '/api/Contact/:uid',
    {
      config: { auth: 'signed-in' },
      schema: { tags, summary: 'A contact', params: contactParamsSchema, response: { 200: contactDtoSchema } },
    },
    (req) => contacts.get(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/Contact/ByFolder/:folder',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A folder's active contacts (with includeSubFolders, its subtree's), by name",
        params: folderParamsSchema,
        querystring: contactByFolderQuerySchema,
        response: { 200: contactListSchema },
      },
    },
    (req) => contacts.byFolder(callerOf(req), req.params.folder, req.query.includeSubFolders),
  );
  r.get(
    '/api/Contact/ByGroup/:group',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A contact group's active members, by name",
        params: groupParamsSchema,
        response: { 200: contactListSchema },
      },
    },
    (req) => contacts.byGroup(callerOf(req), req.params.group),
  );
  r.put(
    '/api/Contact/:uid',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Update a contact',
        params: contactParamsSchema,
        body: contactSaveBodySchema,
        response: { 200: contactDtoSchema },
      },
    },
    (req) => contacts.update(callerOf(req), req.params.uid, req.body),
  );
  r.post(
    '/api/Contact/ToFolder/:folder',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Create a contact in a folder',
        params: folderParamsSchema,
        body: contactSaveBodySchema,
        response: { 200: contactDtoSchema },
      },
    },
    (req) => contacts.create(callerOf(req), req.params.folder, req.body),
  );
  r.delete(
    '/api/Contact/:uid',
    {
      config: { auth: EDIT },
      schema: {
        tags,
        summary: 'Delete a contact: refused while a user names it; else out of its contact groups and folders, deactivated',
        params: contactParamsSchema,
        response: { 200: contactDeleteResultSchema },
      },
    },
    (req) => contacts.remove(callerOf(req), req.params.uid),
  );

  r.get(
    '/api/ContactGroup/:uid',
    {
      config: { auth: 'signed-in' },
      schema: { tags: groupTags, summary: 'A contact group', params: uidParamsSchema, response: { 200: contactGroupDtoSchema } },
    },
    (req) => contacts.getGroup(callerOf(req), req.params.uid),
  );
  r.get(
    '/api/ContactGroup/ByFolder/:folder',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: groupTags,
        summary: "A folder's active contact groups, by label",
        params: folderParamsSchema,
        response: { 200: contactGroupListSchema },
      },
    },
    (req) => contacts.groupsByFolder(callerOf(req), req.params.folder),
  );
  r.get(
    '/api/ContactGroup/ByContact/:contact',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: groupTags,
        summary: 'The active contact groups a contact is in',
        params: contactParamSchema,
        response: { 200: contactGroupListSchema },
      },
    },
    (req) => contacts.groupsByContact(callerOf(req), req.params.contact),
  );
  r.delete(
    '/api/ContactGroup/:g/Contact/:c',
    {
      config: { auth: EDIT },
      schema: {
        tags: groupTags,
        summary: 'Take a contact out of a contact group; answers its members',
        params: contactGroupMemberParamsSchema,
        response: { 200: contactListSchema },
      },
    },
    (req) => contacts.removeMember(callerOf(req), req.params.g, req.params.c),
  );
  r.put(
    '/api/ContactGroup/:uid',
    {
      config: { auth: EDIT },
      schema: {
        tags: groupTags,
        summary: 'Update a contact group',
        params: uidParamsSchema,
        body: contactGroupSaveBodySchema,
        response: { 200: contactGroupDtoSchema },
      },
    },
    (req) => contacts.updateGroup(callerOf(req), req.params.uid, req.body),
  );
  r.post(
    '/api/ContactGroup/ToFolder/:folder',
    {
      config: { auth: EDIT },
      schema: {
        tags: groupTags,
        summary: 'Create a contact group in a folder',
        params: folderParamsSchema,
        body: contactGroupSaveBodySchema,
        response: { 200: contactGroupDtoSchema },
      },
    },
    (req) => contacts.createGroup(callerOf(req), req.params.folder, req.body),
  );
  r.post(
    '/api/ContactGroup/:uid/Entity/Contact',
    {
      config: { auth: EDIT },
      schema: {
        tags: groupTags,
        summary: 'Add contacts the caller may read to a contact group (adding a member again changes nothing); answers its members',
        params: uidParamsSchema,
        body: contactUidsBodySchema,
        response: { 200: contactListSchema },
      },
    },
    (req) => contacts.addMembers(callerOf(req), req.params.uid, req.body.uids),
  );
  r.get(
    '/api/ContactGroup/:uid/Entity/Contact',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: groupTags,
        summary: "A contact group's active members, by name",
        params: uidParamsSchema,
        response: { 200: contactListSchema },
      },
    },
    (req) => contacts.members(callerOf(req), req.params.uid),
  );
  r.delete(
    '/api/ContactGroup/:uid',
    {
      config: { auth: EDIT },
      schema: {
        tags: groupTags,
        summary: 'Delete a contact group: out of every folder, deactivated (its members stay listed)',
        params: uidParamsSchema,
        response: { 200: removedSchema },
      },
    },
    (req) => contacts.removeGroup(callerOf(req), req.params.uid),
  );
}
