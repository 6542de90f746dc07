// spec 001 §7 Billing writes, with the spec's verbs: PUT Billing/{uid}/Callblock/Order creates an
// order, POST updates it (a status move); POST multipart Billing/Callblock/Order/{id}/STPODocument
// or /BTPODocument; PUT Billing/Callblock/BillToProfile/{uid};
// POST Billing/Monthly/ServiceAgreement or PUT Billing/Monthly/ServiceAgreement/{uid};
// POST Billing/{uid}/Callblock/Pricing; ours (ADR 099): PUT Billing/{uid}/Devices and
// POST Billing/{uid}/Devices/Activation; ADR 102: PUT and POST Billing/{uid}/Hardware/Order,
// POST Billing/{uid}/PartNumbers, POST Entity/{uid}/Config/SalesRep.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billToProfileDtoSchema,
  customPartNumbersSchema,
  devicesChangedSchema,
  salesRepSchema,
  type HardwareOrderCreate,
  type SalesRep,
  orderDtoSchema,
  pricingSchema,
  serviceAgreementSchema,
  type CallBlockPart,
  type CustomPartNumber,
  type DeviceAssign,
  type orderCreateSchema,
  type OrderUpdate,
  type ServiceAgreementSave,
} from '@ullage/domain/billing/billing-api';
import type { BillToProfile } from '@ullage/domain/billing/orders';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/api-download';
import { billingKeys } from './get-billing';

function useBillingMutation<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.all }) });
}

export const useCreateOrder = () =>
  useBillingMutation(({ accountUid, body }: { accountUid: number; body: z.input<typeof orderCreateSchema> }) =>
    apiFetch(`Billing/${accountUid}/Callblock/Order`, { method: 'PUT', body, schema: orderDtoSchema }),
  );

export const useUpdateOrder = () =>
  useBillingMutation(
    ({
      accountUid,
      body,
      kind = 'Callblock',
    }: {
      accountUid: number;
      body: Partial<OrderUpdate> & { id: number };
      kind?: 'Callblock' | 'Hardware';
    }) => apiFetch(`Billing/${accountUid}/${kind}/Order`, { method: 'POST', body, schema: orderDtoSchema }),
  );

/** PUT Billing/{uid}/Hardware/Order (ours, ADR 102): a hardware order. */
export const useCreateHardwareOrder = () =>
  useBillingMutation(({ accountUid, body }: { accountUid: number; body: Partial<HardwareOrderCreate> }) =>
    apiFetch(`Billing/${accountUid}/Hardware/Order`, { method: 'PUT', body, schema: orderDtoSchema }),
  );

export const useSavePartNumbers = () =>
  useBillingMutation(({ accountUid, partNumbers }: { accountUid: number; partNumbers: CustomPartNumber[] }) =>
    apiFetch(`Billing/${accountUid}/PartNumbers`, { method: 'POST', body: { partNumbers }, schema: customPartNumbersSchema }),
  );

/** POST Entity/{uid}/Config/SalesRep (ADR 099). */
export const useSaveSalesRep = () =>
  useBillingMutation(({ folderUid, body }: { folderUid: number; body: SalesRep }) =>
    apiFetch(`Entity/${folderUid}/Config/SalesRep`, { method: 'POST', body, schema: salesRepSchema }),
  );

export function uploadPoDocument({ orderId, side, file }: { orderId: number; side: 'STPODocument' | 'BTPODocument'; file: File }) {
  const body = new FormData();
  body.append('comments', '');
  body.append('file', file, file.name);
  return apiFetch(`Billing/Callblock/Order/${orderId}/${side}`, { method: 'POST', body, schema: orderDtoSchema });
}
export const useUploadPo = () => useBillingMutation(uploadPoDocument);

export async function downloadPoDocument(id: number): Promise<void> {
  await downloadFile(`Billing/Callblock/Order/PODocument/${id}`);
}

export const useSaveBillTo = () =>
  useBillingMutation(({ uid, body }: { uid: number; body: BillToProfile }) =>
    apiFetch(`Billing/Callblock/BillToProfile/${uid}`, { method: 'PUT', body, schema: billToProfileDtoSchema }),
  );

export const useSaveAgreement = () =>
  useBillingMutation(({ uid, body }: { uid: number | null; body: ServiceAgreementSave }) =>
    uid
      ? apiFetch(`Billing/Monthly/ServiceAgreement/${uid}`, { method: 'PUT', body, schema: serviceAgreementSchema })
      : apiFetch('Billing/Monthly/ServiceAgreement', { method: 'POST', body, schema: serviceAgreementSchema }),
  );

export const useSavePricing = () =>
  useBillingMutation(({ accountUid, parts }: { accountUid: number; parts: CallBlockPart[] }) =>
    apiFetch(`Billing/${accountUid}/Callblock/Pricing`, { method: 'POST', body: { parts }, schema: pricingSchema }),
  );

export const useAssignDevices = () =>
  useBillingMutation(({ accountUid, body }: { accountUid: number; body: DeviceAssign }) =>
    apiFetch(`Billing/${accountUid}/Devices`, { method: 'PUT', body, schema: devicesChangedSchema }),
  );

export const useMoveActivation = () =>
  useBillingMutation(({ accountUid, deviceUids, activationState }: { accountUid: number; deviceUids: number[]; activationState: number }) =>
    apiFetch(`Billing/${accountUid}/Devices/Activation`, {
      method: 'POST',
      body: { deviceUids, activationState },
      schema: devicesChangedSchema,
    }),
  );
