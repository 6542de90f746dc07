// spec 001 §7 Billing reads: GET Billing/ByChildFolder/{folder}, Billing/{uid}/Callblock/Orders,
// ShipToProfiles, BillToProfiles, Pricing, History/ChargedCalls(/Summarized),
// Monthly/ServiceAgreements, Billing/{uid}/Devices; GET Folder/{uid}/CallblockSummary.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  billedDeviceListSchema,
  billingAccountListSchema,
  billToProfileDtoSchema,
  chargedCallsSchema,
  chargedCallsSummarySchema,
  orderListSchema,
  pricingSchema,
  serviceAgreementListSchema,
  shipToProfileDtoSchema,
} from '@ullage/domain/billing/billing-api';
import { callBlockSummarySchema } from '@ullage/domain/billing/orders';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export const billingKeys = {
  all: ['billing'] as const,
  account: (uid: number) => ['billing', 'account', uid] as const,
};

export const useFolderAccounts = (folderUid: number) =>
  useQuery(
    queryOptions({
      queryKey: ['billing', 'folder', folderUid, 'accounts'],
      queryFn: ({ signal }) => apiFetch(`Billing/ByChildFolder/${folderUid}`, { signal, schema: billingAccountListSchema }),
    }),
  );

export const useCallBlockSummary = (folderUid: number) =>
  useQuery(
    queryOptions({
      queryKey: ['billing', 'folder', folderUid, 'summary'],
      queryFn: ({ signal }) => apiFetch(`Folder/${folderUid}/CallblockSummary`, { signal, schema: callBlockSummarySchema }),
    }),
  );

const accountQuery = <T>(uid: number, what: string, path: string, schema: z.ZodType<T>) =>
  queryOptions({
    queryKey: [...billingKeys.account(uid), what],
    queryFn: ({ signal }) => apiFetch(`Billing/${uid}/${path}`, { signal, schema }),
  });

export const useOrders = (uid: number) => useQuery(accountQuery(uid, 'orders', 'Callblock/Orders', orderListSchema));
export const useShipToProfiles = (uid: number) =>
  useQuery(accountQuery(uid, 'ship-to', 'Callblock/ShipToProfiles', z.array(shipToProfileDtoSchema)));
export const useBillToProfiles = (uid: number) =>
  useQuery(accountQuery(uid, 'bill-to', 'Callblock/BillToProfiles', z.array(billToProfileDtoSchema)));
export const usePricing = (uid: number) => useQuery(accountQuery(uid, 'pricing', 'Callblock/Pricing', pricingSchema));
export const useBilledDevices = (uid: number) => useQuery(accountQuery(uid, 'devices', 'Devices', billedDeviceListSchema));
export const useAgreements = (uid: number) =>
  useQuery(accountQuery(uid, 'agreements', 'Monthly/ServiceAgreements', serviceAgreementListSchema));

export interface Range {
  startDate: string;
  endDate: string;
}
export const useChargedCalls = (uid: number, range: Range) =>
  useQuery({
    queryKey: [...billingKeys.account(uid), 'charged', range.startDate, range.endDate],
    queryFn: async ({ signal }) => {
      const query = { startDate: range.startDate, endDate: range.endDate };
      const [summary, devices] = await Promise.all([
        apiFetch(`Billing/${uid}/Callblock/History/ChargedCalls/Summarized`, { signal, query, schema: chargedCallsSummarySchema }),
        apiFetch(`Billing/${uid}/Callblock/History/ChargedCalls`, { signal, query, schema: chargedCallsSchema }),
      ]);
      return { summary, devices };
    },
  });
