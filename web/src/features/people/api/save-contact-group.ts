// spec 001 §7: PUT ContactGroup/{uid} or POST ContactGroup/ToFolder/{folder}.
import { useMutation } from '@tanstack/react-query';
import { contactGroupDtoSchema, type ContactGroupSaveBody } from '@ullage/domain/people/contacts-api';
import { apiFetch } from '../../../lib/api-client';

export type SaveContactGroupVariables = { uid: number; body: ContactGroupSaveBody } | { folderUid: number; body: ContactGroupSaveBody };

export function saveContactGroup(v: SaveContactGroupVariables) {
  return 'uid' in v
    ? apiFetch(`ContactGroup/${v.uid}`, { method: 'PUT', body: { ...v.body, uid: v.uid }, schema: contactGroupDtoSchema })
    : apiFetch(`ContactGroup/ToFolder/${v.folderUid}`, { method: 'POST', body: v.body, schema: contactGroupDtoSchema });
}

export function useSaveContactGroup() {
  return useMutation({ mutationFn: saveContactGroup });
}
