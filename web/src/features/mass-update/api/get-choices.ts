// What a mass update may set, for the folder of the report: the products the folder's tanks may hold
// (GET Product/ByFolder/{folder}), the schedules its devices may keep (GET Schedule/System and
// Schedule/ByFolder/{folder}) and the company's user-defined fields (GET Folder/{uid}/UserDefSetup).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { scheduleListSchema } from '@ullage/domain/alerts/schedule-api';
import { productListSchema } from '@ullage/domain/api/product';
import { userDefSetupDtoSchema } from '@ullage/domain/api/user-def';
import { apiFetch } from '../../../lib/api-client';

export const useProductChoices = (folderUid: number) =>
  useQuery({
    queryKey: ['folder', folderUid, 'products'],
    queryFn: ({ signal }) => apiFetch(`Product/ByFolder/${folderUid}`, { signal, schema: productListSchema }),
  });

export const useScheduleChoices = (folderUid: number) =>
  useQuery({
    queryKey: ['schedules', 'mass-update', folderUid],
    queryFn: async ({ signal }) => {
      const [system, own] = await Promise.all([
        apiFetch('Schedule/System', { signal, schema: scheduleListSchema }),
        apiFetch(`Schedule/ByFolder/${folderUid}`, { signal, schema: scheduleListSchema }),
      ]);
      return [...system, ...own.filter((s) => s.finalized)];
    },
  });

export const useUserDefChoices = (folderUid: number) =>
  useQuery({
    queryKey: ['folder', folderUid, 'user-def-setup'],
    queryFn: ({ signal }) => apiFetch(`Folder/${folderUid}/UserDefSetup`, { signal, schema: z.array(userDefSetupDtoSchema) }),
  });
