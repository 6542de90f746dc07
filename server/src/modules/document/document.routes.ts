// spec 001 §7 Entity documents: GET Entity/{uid}/Documents; POST multipart Entity/{uid}/Document
// (a part "comments", then the part "file"); GET and DELETE Entity/Document/{id}. Signed in; the
// service decides by the entity's scope and type (docs/decisions/082).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import {
  documentDeleteResultSchema,
  documentDtoSchema,
  documentIdParamsSchema,
  documentListSchema,
  documentTooLarge,
  DOCUMENT_EMPTY,
  DOCUMENT_KINDS,
} from '@ullage/domain/collaboration/documents-api';
import { fieldError } from '../../lib/errors';
import { callerOf } from '../../plugins/auth';
import { contentDisposition } from './document-check';
import type { DocumentService, Upload } from './document.service';

/** The one file of a multipart request, within the size limit, and its "comments" field. */
export async function readUpload(req: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!req.isMultipart()) throw fieldError('file', DOCUMENT_EMPTY);
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 8 * 1024 } });
  if (!part) throw fieldError('file', DOCUMENT_EMPTY);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', documentTooLarge(maxBytes));
    throw err;
  }
  const comments = part.fields.comments;
  const commentsValue = comments && !Array.isArray(comments) && comments.type === 'field' ? String(comments.value) : '';
  return { fileName: part.filename, bytes, comments: commentsValue };
}

export function documentRoutes(app: FastifyInstance, documents: DocumentService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Entity'];
  r.get(
    '/api/Entity/:uid/Documents',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "An entity's documents (names, kinds, sizes; not their bytes)",
        params: uidParamsSchema,
        response: { 200: documentListSchema },
      },
    },
    (req) => documents.list(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Entity/:uid/Document',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: `Add a document to an entity (multipart/form-data: "comments", then "file"; PDF, PNG, JPEG, GIF or WebP judged by the bytes; needs the permission that edits the entity)`,
        consumes: ['multipart/form-data'],
        params: uidParamsSchema,
        response: { 200: documentDtoSchema },
      },
    },
    async (req) => documents.add(callerOf(req), req.params.uid, await readUpload(req, documents.maxBytes)),
  );
  r.get(
    '/api/Entity/Document/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Download a document: the bytes as uploaded, with the content type they showed, as an attachment',
        params: documentIdParamsSchema,
        // Documented for the OpenAPI document; the stored bytes are sent as they are.
        response: {
          200: {
            description: 'The document as uploaded, with the content type its bytes showed',
            content: Object.fromEntries(DOCUMENT_KINDS.map((k) => [k.contentType, { schema: z.string() }])),
          },
        },
      },
    },
    async (req, reply) => {
      const { document, bytes } = await documents.download(callerOf(req), req.params.id);
      return (
        reply
          .header('content-type', document.contentType)
          .header('content-disposition', contentDisposition(document.fileName, false))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // A Buffer is sent as it is (never serialized); the schema above only documents it.
          .send(bytes as unknown as string)
      );
    },
  );
  r.delete(
    '/api/Entity/Document/:id',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: 'Delete a document (needs the permission that edits its entity)',
        params: documentIdParamsSchema,
        response: { 200: documentDeleteResultSchema },
      },
    },
    (req) => documents.remove(callerOf(req), req.params.id),
  );
}
