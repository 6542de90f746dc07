// spec 001 §7 PUT Entity/{uid}/Rename (body label).
import { useMutation } from '@tanstack/react-query';
import { renameResultSchema } from '@ullage/domain/api/entity';
import { apiFetch } from '../../../lib/api-client';

export function renameEntity({ uid, label }: { uid: number; label: string }) {
  return apiFetch(`Entity/${uid}/Rename`, { method: 'PUT', body: { label }, schema: renameResultSchema });
}

export function useRenameEntity() {
  return useMutation({ mutationFn: renameEntity });
}
