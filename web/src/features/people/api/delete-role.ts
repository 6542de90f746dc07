// spec 001 §7 DELETE Permission/Role/{id}: refused while users hold the role (the server says so).
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function deleteRole(id: number): Promise<unknown> {
  return apiFetch(`Permission/Role/${id}`, { method: 'DELETE' });
}

export function useDeleteRole() {
  return useMutation({ mutationFn: deleteRole });
}
