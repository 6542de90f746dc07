// spec 001 §7 RMA: GET RMA/ReasonCodes; PUT RMA/{deviceUid}/Request; GET and DELETE RMA/{id}/Request;
// POST multipart RMA/{id}/DuplicateRequest; GET (blob) RMA/Document/{id}; GET
// RMA/{id}/ValidateDeviceSaveRMAStatus (the id is the device's). Ours (docs/decisions/089): POST
// RMA/{id}/Status, POST multipart RMA/{id}/Document, GET RMA/{deviceUid}/Requests, and the return
// form's public calls. spec 001 §7 Serialization: settings and next serial per company.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  rmaDeleteResultSchema,
  rmaDetailSchema,
  rmaDeviceParamsSchema,
  rmaIdParamsSchema,
  rmaListSchema,
  rmaReasonCodeListSchema,
  rmaRequestBodySchema,
  rmaReturnConfirmedSchema,
  rmaReturnFormRequestSchema,
  rmaReturnFormSchema,
  rmaStatusBodySchema,
  rmaValidateSaveSchema,
} from '@ullage/domain/billing/rma-api';
import {
  DOCUMENT_EMPTY,
  DOCUMENT_KINDS,
  documentDtoSchema,
  documentIdParamsSchema,
  documentTooLarge,
} from '@ullage/domain/collaboration/documents-api';
import {
  nextSerialSchema,
  serializationCompanyParamsSchema,
  serializationSettingsBodySchema,
  serializationSettingsSchema,
} from '@ullage/domain/devices/serialization-api';
import { INVALID_REQUEST } from '@ullage/domain/messages';
import { messageResponseSchema } from '@ullage/domain/people/auth-api';
import { Permission } from '@ullage/domain/people/permissions';
import { BadRequestError, fieldError } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import type { Documents, Upload } from '../document';
import type { RmaService } from './rma.service';

const signedIn = { auth: 'signed-in' } as const;

/** The return form's upload: the fields "requestId" and "comments", then the file. */
async function readReturnUpload(req: FastifyRequest, maxBytes: number): Promise<{ requestId: string; upload: Upload }> {
  if (!req.isMultipart()) throw new BadRequestError(INVALID_REQUEST, { requestId: [INVALID_REQUEST] });
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 8 * 1024 } });
  if (!part) throw fieldError('file', DOCUMENT_EMPTY);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', documentTooLarge(maxBytes));
    throw err;
  }
  const field = (name: string) => {
    const f = part.fields[name];
    return f && !Array.isArray(f) && f.type === 'field' ? String(f.value) : '';
  };
  const requestId = field('requestId');
  if (!requestId) throw new BadRequestError(INVALID_REQUEST, { requestId: [INVALID_REQUEST] });
  return { requestId, upload: { fileName: part.filename, bytes, comments: field('comments') } };
}

export function rmaRoutes(app: FastifyInstance, rma: RmaService, documents: Documents): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['RMA'];
  r.get(
    '/api/RMA/ReasonCodes',
    { config: signedIn, schema: { tags, summary: 'The 31 RMA reason codes (spec 001 §9)', response: { 200: rmaReasonCodeListSchema } } },
    () => rma.reasonCodes(),
  );
  r.put(
    '/api/RMA/:id/Request',
    {
      config: { auth: Permission.RequestRma },
      schema: {
        tags,
        summary: 'Ask for the return of device {id} (a new RMA, Requested); refused while it has an open one',
        params: rmaDeviceParamsSchema,
        body: rmaRequestBodySchema,
        response: { 200: rmaDetailSchema },
      },
    },
    (req) => rma.create(callerOf(req), req.params.id, req.body),
  );
  r.get(
    '/api/RMA/:id/Requests',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A device's RMAs, newest first (needs View RMA, Request RMA or Approve RMA Request)",
        params: rmaDeviceParamsSchema,
        response: { 200: rmaListSchema },
      },
    },
    (req) => rma.ofDevice(callerOf(req), req.params.id),
  );
  r.get(
    '/api/RMA/:id/Request',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'An RMA, its status history and documents (internal comments only with View RMA Internal Comments)',
        params: rmaIdParamsSchema,
        response: { 200: rmaDetailSchema },
      },
    },
    (req) => rma.get(callerOf(req), req.params.id),
  );
  r.delete(
    '/api/RMA/:id/Request',
    {
      config: { auth: Permission.RequestRma },
      schema: {
        tags,
        summary: 'Withdraw an RMA request while it is only Requested (it becomes Cancelled, kept with its history)',
        params: rmaIdParamsSchema,
        response: { 200: rmaDeleteResultSchema },
      },
    },
    (req) => rma.remove(callerOf(req), req.params.id),
  );
  r.post(
    '/api/RMA/:id/Status',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Move an RMA to another status as the status table allows (approve or reject needs Approve RMA Request), with a comment',
        params: rmaIdParamsSchema,
        body: rmaStatusBodySchema,
        response: { 200: rmaDetailSchema },
      },
    },
    (req) => rma.setStatus(callerOf(req), req.params.id, req.body),
  );
  r.post(
    '/api/RMA/:id/DuplicateRequest',
    {
      config: { auth: Permission.RequestRma },
      schema: {
        tags,
        summary:
          'A new RMA request for the same device and reason as a settled one (multipart/form-data: "comments", then "file": PDF or image judged by its bytes)',
        consumes: ['multipart/form-data'],
        params: rmaIdParamsSchema,
        response: { 200: rmaDetailSchema },
      },
    },
    async (req) => rma.duplicate(callerOf(req), req.params.id, await documents.readUpload(req)),
  );
  r.post(
    '/api/RMA/:id/Document',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Add a document to an open RMA (multipart/form-data: "comments", then "file"; needs Request RMA or Edit RMA)',
        consumes: ['multipart/form-data'],
        params: rmaIdParamsSchema,
        response: { 200: documentDtoSchema },
      },
    },
    async (req) => rma.addDocument(callerOf(req), req.params.id, await documents.readUpload(req)),
  );
  r.get(
    '/api/RMA/Document/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Download an RMA's document: the bytes as uploaded, with the content type they showed",
        params: documentIdParamsSchema,
        response: {
          200: {
            description: 'The document as uploaded',
            content: Object.fromEntries(DOCUMENT_KINDS.map((k) => [k.contentType, { schema: z.string() }])),
          },
        },
      },
    },
    async (req, reply) => {
      const { document, bytes } = await rma.download(callerOf(req), req.params.id);
      const ascii = document.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return (
        reply
          .header('content-type', document.contentType)
          .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // A Buffer is sent as it is (never serialized); the schema above only documents it.
          .send(bytes as unknown as string)
      );
    },
  );
  r.get(
    '/api/RMA/:id/ValidateDeviceSaveRMAStatus',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The device's open RMA status (null without one) and, when it keeps the caller from saving the device, why",
        params: rmaDeviceParamsSchema,
        response: { 200: rmaValidateSaveSchema },
      },
    },
    (req) => rma.validateDeviceSave(callerOf(req), req.params.id),
  );

  // The RMA product return form (spec 000 §3 invitation type): signed out, the request id in bodies.
  r.post(
    '/api/Public/RmaReturn',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Public'],
        summary: 'The RMA product return form an open invitation leads to (404 when unknown, used or expired)',
        security: [],
        body: rmaReturnFormRequestSchema,
        response: { 200: rmaReturnFormSchema, 404: messageResponseSchema },
      },
    },
    (req) => rma.returnForm(req.body.requestId),
  );
  r.post(
    '/api/Public/RmaReturn/Confirm',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Public'],
        summary:
          'Confirm the return on the RMA product return form (multipart/form-data: "requestId", "comments", then "file"); the RMA becomes Shipped',
        security: [],
        consumes: ['multipart/form-data'],
        response: { 200: rmaReturnConfirmedSchema },
      },
    },
    async (req) => {
      const { requestId, upload } = await readReturnUpload(req, documents.maxBytes);
      return rma.confirmReturn(requestId, upload);
    },
  );

  // spec 001 §7 Serialization (View Inventory 31 to read, Edit Inventory 32 to save).
  const stags = ['Serialization'];
  r.get(
    '/api/Serialization/Settings/Device/ByCompany/:id',
    {
      config: { auth: Permission.ViewInventory },
      schema: {
        tags: stags,
        summary: "How a company's new devices are numbered (prefix, next number, digits)",
        params: serializationCompanyParamsSchema,
        response: { 200: serializationSettingsSchema },
      },
    },
    (req) => rma.settings(callerOf(req), req.params.id),
  );
  r.get(
    '/api/Serialization/Next/Device/:id',
    {
      config: { auth: Permission.ViewInventory },
      schema: {
        tags: stags,
        summary: "The serial number a company's next device gets (the first its settings make that no device holds)",
        params: serializationCompanyParamsSchema,
        response: { 200: nextSerialSchema },
      },
    },
    (req) => rma.nextSerial(callerOf(req), req.params.id),
  );
  for (const method of ['post', 'put'] as const) {
    r[method](
      '/api/Serialization/Device/ToCompany/:id',
      {
        config: { auth: Permission.EditInventory },
        schema: {
          tags: stags,
          summary: "Save how a company's new devices are numbered",
          params: serializationCompanyParamsSchema,
          body: serializationSettingsBodySchema,
          response: { 200: serializationSettingsSchema },
        },
      },
      (req) => rma.saveSettings(callerOf(req), req.params.id, req.body),
    );
  }
}
