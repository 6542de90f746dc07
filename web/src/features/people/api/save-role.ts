// spec 001 §7 PUT Permission/Role/ (with the role's id) or POST Permission/Role/ToFolder/{folderUid}.
import { useMutation } from '@tanstack/react-query';
import { roleDtoSchema, type RoleSaveBody } from '@ullage/domain/people/roles-api';
import { apiFetch } from '../../../lib/api-client';

export function saveRole({ folderUid, body }: { folderUid: number; body: RoleSaveBody }) {
  return body.id
    ? apiFetch('Permission/Role/', { method: 'PUT', body, schema: roleDtoSchema })
    : apiFetch(`Permission/Role/ToFolder/${folderUid}`, { method: 'POST', body, schema: roleDtoSchema });
}

export function useSaveRole() {
  return useMutation({ mutationFn: saveRole });
}
