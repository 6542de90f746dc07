// spec 001 §7 PUT RMA/{deviceUid}/Request and DELETE RMA/{id}/Request; ours POST RMA/{id}/Status and
// POST multipart RMA/{id}/Document (docs/decisions/089-rma-and-inventory.md). Each write refreshes the
// RMA queries; the caller's onChanged refreshes what other features show of it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rmaDeleteResultSchema, rmaDetailSchema, type RmaRequestBody, type RmaStatusBody } from '@ullage/domain/billing/rma-api';
import { documentDtoSchema } from '@ullage/domain/collaboration/documents-api';
import { apiFetch } from '../../../lib/api-client';

export const requestRma = ({ deviceUid, body }: { deviceUid: number; body: RmaRequestBody }) =>
  apiFetch(`RMA/${deviceUid}/Request`, { method: 'PUT', body, schema: rmaDetailSchema });

export const withdrawRma = (id: number) => apiFetch(`RMA/${id}/Request`, { method: 'DELETE', schema: rmaDeleteResultSchema });

export const moveRma = ({ id, body }: { id: number; body: RmaStatusBody }) =>
  apiFetch(`RMA/${id}/Status`, { method: 'POST', body, schema: rmaDetailSchema });

export function addRmaDocument({ id, file, comments }: { id: number; file: File; comments: string }) {
  const body = new FormData();
  // The comments first: the server reads the fields that come before the file.
  body.append('comments', comments);
  body.append('file', file, file.name);
  return apiFetch(`RMA/${id}/Document`, { method: 'POST', body, schema: documentDtoSchema });
}

function useRmaWrite<V, R>(fn: (v: V) => Promise<R>, onChanged?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['rma'] });
      onChanged?.();
    },
  });
}

export const useRequestRma = (onChanged?: () => void) => useRmaWrite(requestRma, onChanged);
export const useWithdrawRma = (onChanged?: () => void) => useRmaWrite(withdrawRma, onChanged);
export const useMoveRma = (onChanged?: () => void) => useRmaWrite(moveRma, onChanged);
