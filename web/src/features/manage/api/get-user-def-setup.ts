// spec 001 §7 GET Folder/{uid}/UserDefSetup: the user-defined fields of the folder's company.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userDefSetupDtoSchema } from '@ullage/domain/api/user-def';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const listSchema = z.array(userDefSetupDtoSchema);

export function userDefSetupQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder', folderUid, 'user-def-setup'],
    queryFn: ({ signal }) => apiFetch(`Folder/${folderUid}/UserDefSetup`, { signal, schema: listSchema }),
  });
}

export function useUserDefSetup(folderUid: number) {
  return useQuery(userDefSetupQueryOptions(folderUid));
}
