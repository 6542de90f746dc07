// spec 001 §7 GET Device/Validate/Available/ (devicesn, folderUid); spec 001 §5 "Serial number must
// be available (checked on the server)".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { validationResultItemSchema } from '@ullage/domain/validation';
import { apiFetch } from '../../../lib/api-client';

export function serialAvailabilityQueryOptions(serial: string, folderUid: number) {
  return queryOptions({
    queryKey: ['device', 'serial-available', serial.toUpperCase(), folderUid],
    queryFn: ({ signal }) =>
      apiFetch('Device/Validate/Available/', { signal, query: { devicesn: serial, folderUid }, schema: validationResultItemSchema }),
    staleTime: 5_000,
  });
}

/** `serial` empty: nothing asked. */
export function useSerialAvailability(serial: string, folderUid: number) {
  return useQuery({ ...serialAvailabilityQueryOptions(serial, folderUid), enabled: serial.length > 0 });
}
