// spec 001 §7 GET RMA/ReasonCodes, GET RMA/{id}/Request, and ours GET RMA/{deviceUid}/Requests
// (docs/decisions/089-rma-and-inventory.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rmaDetailSchema, rmaListSchema, rmaReasonCodeListSchema } from '@ullage/domain/billing/rma-api';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/api-download';

export const rmaReasonCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['rma', 'reason-codes'],
    queryFn: ({ signal }) => apiFetch('RMA/ReasonCodes', { signal, schema: rmaReasonCodeListSchema }),
    staleTime: Infinity,
  });
export const useRmaReasonCodes = () => useQuery(rmaReasonCodesQueryOptions());

export const deviceRmasQueryOptions = (deviceUid: number) =>
  queryOptions({
    queryKey: ['rma', 'device', deviceUid],
    queryFn: ({ signal }) => apiFetch(`RMA/${deviceUid}/Requests`, { signal, schema: rmaListSchema }),
  });
export const useDeviceRmas = (deviceUid: number) => useQuery(deviceRmasQueryOptions(deviceUid));

export const rmaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['rma', 'request', id],
    queryFn: ({ signal }) => apiFetch(`RMA/${id}/Request`, { signal, schema: rmaDetailSchema }),
  });
export const useRma = (id: number | null) => useQuery({ ...rmaQueryOptions(id ?? 0), enabled: id !== null });

/** Saves an RMA's document as the file the server named (GET RMA/Document/{id}). */
export async function downloadRmaDocument(id: number): Promise<void> {
  await downloadFile(`RMA/Document/${id}`);
}
