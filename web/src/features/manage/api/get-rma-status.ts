// spec 001 §7 GET RMA/{id}/ValidateDeviceSaveRMAStatus (the device's uid): whether the device has an
// open RMA, which makes its setup read-only to one without Approve RMA Request (spec 001 §4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rmaValidateSaveSchema } from '@ullage/domain/billing/rma-api';
import { apiFetch } from '../../../lib/api-client';

export const deviceRmaStatusQueryOptions = (deviceUid: number) =>
  queryOptions({
    queryKey: ['device', deviceUid, 'rma-status'],
    queryFn: ({ signal }) => apiFetch(`RMA/${deviceUid}/ValidateDeviceSaveRMAStatus`, { signal, schema: rmaValidateSaveSchema }),
  });

/** True while unknown (a form must not open editable and then lock), and while an RMA is open. */
export function useDeviceHasOpenRma(deviceUid: number): boolean {
  const status = useQuery(deviceRmaStatusQueryOptions(deviceUid));
  if (status.isError) return false;
  return !status.data || status.data.rmaStatus !== null;
}
