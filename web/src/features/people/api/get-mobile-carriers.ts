// spec 001 §7 GET Contact/MobileCarriers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mobileCarrierListSchema } from '@ullage/domain/people/contacts-api';
import { apiFetch } from '../../../lib/api-client';

export function getMobileCarriers(signal?: AbortSignal) {
  return apiFetch('Contact/MobileCarriers', { signal, schema: mobileCarrierListSchema });
}

export function mobileCarriersQueryOptions() {
  // A catalogue: it does not change while the page is open.
  return queryOptions({ queryKey: ['mobile-carriers'], queryFn: ({ signal }) => getMobileCarriers(signal), staleTime: Infinity });
}

export function useMobileCarriers() {
  return useQuery(mobileCarriersQueryOptions());
}
