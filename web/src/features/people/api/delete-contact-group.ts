// spec 001 §7 DELETE ContactGroup/{uid}.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function deleteContactGroup(uid: number) {
  return apiFetch(`ContactGroup/${uid}`, { method: 'DELETE' });
}

export function useDeleteContactGroup() {
  return useMutation({ mutationFn: deleteContactGroup });
}
