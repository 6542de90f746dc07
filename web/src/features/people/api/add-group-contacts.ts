// spec 001 §7 POST ContactGroup/{uid}/Entity/Contact (body uids): add members.
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function addGroupContacts({ groupUid, uids }: { groupUid: number; uids: number[] }) {
  return apiFetch(`ContactGroup/${groupUid}/Entity/Contact`, { method: 'POST', body: { uids } });
}

export function useAddGroupContacts() {
  return useMutation({ mutationFn: addGroupContacts });
}
