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
  customPartNumbersSchema,
  hardwareCatalogSchema,
  orderListSchema,
  salesRepSchema,
  pricingSchema,
  serviceAgreementListSchema,
  shipToProfileDtoSchema,
} from '@ullage/domain/billing/billing-api';
import { callBlockSummarySchema } from '@ullage/domain/billing/orders';
import { contactGroupListSchema } from '@ullage/domain/people/contacts-api';
import { userLiteListSchema } from '@ullage/domain/people/users-api';
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

export const useOrders = (uid: number, kind: 'Callblock' | 'Hardware' = 'Callblock') =>
  useQuery(accountQuery(uid, `orders-${kind}`, `${kind}/Orders`, orderListSchema));
/** Ours (ADR 102): the own part numbers; the hardware price sheet with them, ship-to profiles and address. */
export const usePartNumbers = (uid: number) => useQuery(accountQuery(uid, 'part-numbers', 'PartNumbers', customPartNumbersSchema));
export const useHardwareCatalog = (uid: number) => useQuery(accountQuery(uid, 'hardware', 'Hardware/Parts', hardwareCatalogSchema));

/** GET Entity/{uid}/Config/SalesRep (ADR 099) and the contact groups and users it may name: those
 * of the folder and of the caller's base folder. */
export const useSalesRep = (folderUid: number, baseFolderUid: number) =>
  useQuery({
    queryKey: ['billing', 'folder', folderUid, 'sales-rep'],
    queryFn: async ({ signal }) => {
      const folders = [...new Set([baseFolderUid, folderUid])];
      const [salesRep, groupLists, users] = await Promise.all([
        apiFetch(`Entity/${folderUid}/Config/SalesRep`, { signal, schema: salesRepSchema }),
        Promise.all(folders.map((f) => apiFetch(`ContactGroup/ByFolder/${f}`, { signal, schema: contactGroupListSchema }))),
        apiFetch(`User/Lite/ByFolder/${baseFolderUid}`, { signal, query: { includeSubFolders: true }, schema: userLiteListSchema }),
      ]);
      const groups = [...new Map(groupLists.flat().map((g) => [g.uid, { uid: g.uid, label: g.label }])).values()];
      return { salesRep, groups, users: users.map((u) => ({ uid: u.uid, label: u.userName })) };
    },
  });
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
