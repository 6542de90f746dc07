// spec 001 §7 POST Folder/{uid}/UserDefSetup, after a company folder's save (§4): the whole list.
import { useMutation } from '@tanstack/react-query';
import { userDefSetupDtoSchema, type UserDefSetupSave } from '@ullage/domain/api/user-def';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export function saveUserDefSetup({ folderUid, list }: { folderUid: number; list: UserDefSetupSave[] }) {
  return apiFetch(`Folder/${folderUid}/UserDefSetup`, { method: 'POST', body: list, schema: z.array(userDefSetupDtoSchema) });
}

export function useSaveUserDefSetup() {
  return useMutation({ mutationFn: saveUserDefSetup });
}
