// spec 001 §7 DELETE Contact/{uid}; the server refuses (with its reason) a contact a user stands on.
import { useMutation } from '@tanstack/react-query';
import { contactDeleteResultSchema } from '@ullage/domain/people/contacts-api';
import { apiFetch } from '../../../lib/api-client';

export function deleteContact(uid: number) {
  return apiFetch(`Contact/${uid}`, { method: 'DELETE', schema: contactDeleteResultSchema });
}

export function useDeleteContact() {
  return useMutation({ mutationFn: deleteContact });
}
