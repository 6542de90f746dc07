// spec 001 §7 GET User/{uid}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userDtoSchema, type UserDto } from '@ullage/domain/people/users-api';
import { apiFetch } from '../../../lib/api-client';

export function getUser(uid: number, signal?: AbortSignal): Promise<UserDto> {
  return apiFetch(`User/${uid}`, { signal, schema: userDtoSchema });
}

export function userQueryOptions(uid: number) {
  return queryOptions({ queryKey: ['user', uid], queryFn: ({ signal }) => getUser(uid, signal) });
}

export function useUser(uid: number) {
  return useQuery(userQueryOptions(uid));
}
