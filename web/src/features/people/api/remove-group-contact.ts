// spec 001 §7 DELETE ContactGroup/{g}/Contact/{c}: take a member out.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function removeGroupContact({ groupUid, contactUid }: { groupUid: number; contactUid: number }) {
  return apiFetch(`ContactGroup/${groupUid}/Contact/${contactUid}`, { method: 'DELETE' });
}

export function useRemoveGroupContact() {
  return useMutation({ mutationFn: removeGroupContact });
}
