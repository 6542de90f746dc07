// spec 001 §7: PUT Contact/{uid} or POST Contact/ToFolder/{folder}.
import { useMutation } from '@tanstack/react-query';
import { contactDtoSchema, type ContactSaveBody } from '@ullage/domain/people/contacts-api';
import { apiFetch } from '../../../lib/api-client';

export type SaveContactVariables = { uid: number; body: ContactSaveBody } | { folderUid: number; body: ContactSaveBody };

export function saveContact(v: SaveContactVariables) {
  return 'uid' in v
    ? apiFetch(`Contact/${v.uid}`, { method: 'PUT', body: { ...v.body, uid: v.uid }, schema: contactDtoSchema })
    : apiFetch(`Contact/ToFolder/${v.folderUid}`, { method: 'POST', body: v.body, schema: contactDtoSchema });
}

export function useSaveContact() {
  return useMutation({ mutationFn: saveContact });
}
