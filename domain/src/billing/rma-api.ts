// spec 001 §3.3 RMA request response (deviceUid, id, deviceSn, status, apiCreateDate) and §7 RMA:
// GET RMA/ReasonCodes; PUT RMA/{deviceUid}/Request; GET and DELETE RMA/{id}/Request; POST multipart
// RMA/{id}/DuplicateRequest; GET (blob) RMA/Document/{id}; GET RMA/{id}/ValidateDeviceSaveRMAStatus.
// "RMA payloads: not shown" (spec 001 §7): the rest of the fields, the status call, the document
// upload and the return form's public calls are ours (docs/decisions/089-rma-and-inventory.md).
import { z } from 'zod';
import { centralTimestampSchema } from '../api/dates';
import { documentDtoSchema } from '../collaboration/documents-api';
import { text } from '../validation';
import { rmaReasonCodeIdSchema, rmaStatusIdSchema } from './rma';

export const RMA_COMMENTS_MAX = 2000;

export const rmaReasonCodeSchema = z.object({ id: z.number().int(), label: z.string(), category: z.string() });
export const rmaReasonCodeListSchema = z.array(rmaReasonCodeSchema);

/** PUT RMA/{deviceUid}/Request: why the device goes back. Internal comments need 33. */
export const rmaRequestBodySchema = z.object({
  reasonCodeId: z.coerce.number({ error: 'Reason Code: is required' }).pipe(rmaReasonCodeIdSchema),
  comments: text('Comments', { min: 1, max: RMA_COMMENTS_MAX, multiline: true }),
  internalComments: text('Internal Comments', { max: RMA_COMMENTS_MAX, multiline: true }).optional(),
});
export type RmaRequestBody = z.infer<typeof rmaRequestBodySchema>;

/** POST RMA/{id}/Status: a move of the status table (rma.ts RMA_TRANSITIONS) with its comment. */
export const rmaStatusBodySchema = z.object({
  status: z.coerce.number({ error: 'Status: is required' }).pipe(rmaStatusIdSchema),
  comment: text('Comment', { max: RMA_COMMENTS_MAX, multiline: true }).default(''),
});
export type RmaStatusBody = z.infer<typeof rmaStatusBodySchema>;

export const rmaIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** The device's uid, in the place of the RMA's id (one path shape for OpenAPI: RMA/{id}/...). */
export const rmaDeviceParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** spec 001 §3.3 RMA request response; `status` is the status id (rma.ts RMA_STATUSES). */
export const rmaRequestResponseSchema = z.object({
  id: z.number().int(),
  deviceUid: z.number().int(),
  deviceSn: z.string(),
  status: z.number().int(),
  apiCreateDate: centralTimestampSchema,
});
export type RmaRequestResponse = z.infer<typeof rmaRequestResponseSchema>;

export const rmaStatusEntrySchema = z.object({
  status: z.number().int(),
  userName: z.string(),
  comment: z.string(),
  createDate: centralTimestampSchema,
});

/** GET RMA/{id}/Request: the request, its status history and documents. `internalComments` is null
 * to one without View RMA Internal Comments (33); `nextStatuses` are the moves the caller may make. */
export const rmaDetailSchema = rmaRequestResponseSchema.extend({
  deviceLabel: z.string(),
  reasonCodeId: z.number().int(),
  reason: z.string(),
  comments: z.string(),
  internalComments: z.string().nullable(),
  requestedByName: z.string(),
  customerConfirmDate: centralTimestampSchema.nullable(),
  history: z.array(rmaStatusEntrySchema),
  documents: z.array(documentDtoSchema),
  nextStatuses: z.array(z.number().int()),
});
export type RmaDetail = z.infer<typeof rmaDetailSchema>;

/** A device's RMAs, newest first (GET RMA/{deviceUid}/Requests). */
export const rmaListSchema = z.array(rmaRequestResponseSchema);

export const rmaDeleteResultSchema = z.object({ id: z.number().int(), status: z.number().int() });

/** GET RMA/{deviceUid}/ValidateDeviceSaveRMAStatus: the device's open RMA status (null without one)
 * and, when the caller may not save the device because of it, why (else an empty message). */
export const rmaValidateSaveSchema = z.object({ rmaStatus: z.number().int().nullable(), message: z.string() });
export type RmaValidateSave = z.infer<typeof rmaValidateSaveSchema>;

export const RMA_DEVICE_LOCKED = 'Device: has an open RMA; only a user with Approve RMA Request can change it';
export const RMA_ALREADY_OPEN = 'Device: already has an open RMA';
export const RMA_DUPLICATE_OPEN = 'Device: already has an open RMA; close it before duplicating this one';

// ---------------------------------------------------------------------------------------------
// The RMA product return form (spec 000 §3/§4 invitation type "RMA product return form"): a
// signed-out page; the request id travels in bodies, never in URLs of calls.

export const rmaReturnFormRequestSchema = z.object({ requestId: z.string().min(1).max(200) });
export const rmaReturnFormSchema = z.object({
  deviceSn: z.string(),
  deviceLabel: z.string(),
  reason: z.string(),
  status: z.number().int(),
  comments: z.string(),
  companyName: z.string(),
  documents: z.array(z.object({ fileName: z.string(), createDate: centralTimestampSchema })),
});
export type RmaReturnForm = z.infer<typeof rmaReturnFormSchema>;
export const rmaReturnConfirmedSchema = z.object({ status: z.number().int() });
