// The document module's face (docs/decisions/049-module-faces.md, 082-documents-in-postgresql.md):
// files kept with any entity, in PostgreSQL. Its routes are the Entity document calls; to other
// modules (billing's PO documents, RMA documents) it offers `app.documents`: read a multipart
// upload within the limit, check it (kind from the bytes, size), store it in the caller's
// transaction, read it back.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/transaction';
import { createDocumentRepository } from './document.repository';
import { documentRoutes, readUpload } from './document.routes';
import { createDocumentService, type CheckedDocument, type Upload } from './document.service';
import type { DocumentDto } from '@ullage/domain/collaboration/documents-api';

export type { CheckedDocument, Upload } from './document.service';
/** The Content-Disposition of a download (RFC 6266), for modules serving their documents. */
export { contentDisposition } from './document-check';

export interface Documents {
  /** The largest file accepted (DOCUMENT_MAX_MB). */
  readonly maxBytes: number;
  /** The one file of a multipart request and its "comments" field; a 400 over the limit. */
  readUpload(req: FastifyRequest): Promise<Upload>;
  /** The checks: a 400 naming the field when empty, too large or not PDF/PNG/JPEG/GIF/WebP. */
  check(upload: Upload): CheckedDocument;
  /** Stores a checked document with an entity in the caller's open transaction; its id. */
  store(tx: Executor, entityUid: number, doc: CheckedDocument, createdBy: number | null): Promise<number>;
  /** A document and its bytes (the caller's module has decided who may). */
  read(id: number): Promise<{ document: DocumentDto; bytes: Buffer } | null>;
  /** An entity's documents, without bytes. */
  listOf(entityUid: number): Promise<DocumentDto[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    documents: Documents;
  }
}

export const documentModule = fp<AppContext>(
  async (app, ctx) => {
    await app.register(multipart, { limits: { fileSize: ctx.documentMaxBytes, files: 1 } });
    const service = createDocumentService(createDocumentRepository(ctx.db), app.scope, app.entities, ctx.documentMaxBytes);
    app.decorate('documents', {
      maxBytes: service.maxBytes,
      readUpload: (req) => readUpload(req, service.maxBytes),
      check: service.check,
      store: service.store,
      read: service.read,
      listOf: service.listOf,
    } satisfies Documents);
    documentRoutes(app, service);
  },
  { name: 'document', dependencies: ['access', 'entity-writes'] },
);
