// spec 001 §7 GET User/{uid}: the explorer asks for a user's rank to say whether the caller may
// delete them (roles-api.ts userEditProblem).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export async function getUserRank(uid: number, signal?: AbortSignal): Promise<number> {
  // Its schema loads with the first user's menu, not with the explorer (docs/decisions/073-first-paint-bytes.md).
  const { userDtoSchema } = await import('@ullage/domain/people/users-api');
  return (await apiFetch(`User/${uid}`, { signal, schema: userDtoSchema })).config.roleRank;
}

export function userRankQueryOptions(uid: number) {
  return queryOptions({ queryKey: ['user', uid, 'rank'], queryFn: ({ signal }) => getUserRank(uid, signal) });
}

export function useUserRank(uid: number | undefined) {
  return useQuery({ ...userRankQueryOptions(uid ?? 0), enabled: uid !== undefined });
}
