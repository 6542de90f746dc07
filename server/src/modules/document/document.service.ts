// Documents on any entity (spec 001 §3.3 Document, §7 Entity documents; docs/decisions/082): the
// checks every stored file passes (kind from its bytes, size), its storage in PostgreSQL, and the
// Entity calls' rules: reading needs the entity in the caller's scope; adding or deleting needs it
// writable and the permission that edits its type (domain collaboration/attachments.ts).
import { createHash } from 'node:crypto';
import {
  documentCommentsSchema,
  DOCUMENT_EMPTY,
  DOCUMENT_KIND_REFUSED,
  documentTooLarge,
  type DocumentContentType,
  type DocumentDto,
} from '@ullage/domain/collaboration/documents-api';
import { attachPermissionOf } from '@ullage/domain/collaboration/attachments';
import { PERMISSIONS } from '@ullage/domain/people/permissions';
import { fieldError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { Executor } from '../../db/transaction';
import type { Caller, Scope } from '../access';
import type { Entities } from '../entity';
import { safeFileName, sniffContentType } from './document-check';
import type { DocumentRepository } from './document.repository';

/** A file as uploaded: its name as the client gave it, its bytes, the comments field. */
export interface Upload {
  fileName: string;
  bytes: Buffer;
  comments: string;
}

/** An upload that passed the checks: the name it is kept under and what its bytes are. */
export interface CheckedDocument {
  fileName: string;
  contentType: DocumentContentType;
  bytes: Buffer;
  comments: string;
}

export function createDocumentService(repo: DocumentRepository, scope: Scope, entities: Entities, maxBytes: number) {
  /** Throws the field's 400 when the file is empty, too large or not a kind a document may be. */
  function check(upload: Upload): CheckedDocument {
    if (upload.bytes.length === 0) throw fieldError('file', DOCUMENT_EMPTY);
    if (upload.bytes.length > maxBytes) throw fieldError('file', documentTooLarge(maxBytes));
    const contentType = sniffContentType(upload.bytes);
    if (!contentType) throw fieldError('file', DOCUMENT_KIND_REFUSED);
    const comments = documentCommentsSchema.safeParse(upload.comments);
    if (!comments.success) throw fieldError('comments', comments.error.issues[0]!.message);
    return { fileName: safeFileName(upload.fileName, contentType), contentType, bytes: upload.bytes, comments: comments.data.trim() };
  }

  function store(tx: Executor, entityUid: number, doc: CheckedDocument, createdBy: number | null): Promise<number> {
    const sha256 = createHash('sha256').update(doc.bytes).digest('hex');
    return repo.insert(tx, { entityUid, ...doc, sha256, createdBy });
  }

  /** The entity, readable (or writable, with its type's edit permission) by the caller. */
  async function target(caller: Caller, uid: number, write: boolean) {
    const e = await repo.entityType(uid);
    if (!e || !e.active) throw new NotFoundError(`Entity ${uid} was not found.`);
    await (write ? scope.requireWrite : scope.requireRead)(caller, uid);
    if (write) {
      const needed = attachPermissionOf(e.typeId);
      if (needed === undefined || !caller.permissions.has(needed)) {
        throw new ForbiddenError(
          needed === undefined
            ? 'Documents of this kind of entity cannot be changed.'
            : `Changing this entity's documents needs ${PERMISSIONS.find((p) => p.id === needed)?.label ?? 'a permission you lack'} (${needed}).`,
        );
      }
    }
    return e;
  }

  async function loadDocument(caller: Caller, id: number, write: boolean): Promise<DocumentDto> {
    const d = await repo.get(id);
    if (!d) throw new NotFoundError(`Document ${id} was not found.`);
    try {
      await target(caller, d.entityUid, write);
    } catch (err) {
      // Its entity's uid is not named to one who may not see it.
      if (err instanceof NotFoundError) throw new NotFoundError(`Document ${id} was not found.`);
      throw err;
    }
    return d;
  }

  return {
    maxBytes,
    check,
    store,
    /** One document and its bytes, for a download the caller's module has authorized. */
    async read(id: number): Promise<{ document: DocumentDto; bytes: Buffer } | null> {
      const [document, bytes] = await Promise.all([repo.get(id), repo.bytes(id)]);
      return document && bytes ? { document, bytes } : null;
    },
    /** Lists an entity's documents (the module using this one decides who may). */
    listOf: (entityUid: number) => repo.list(entityUid),

    /** GET Entity/{uid}/Documents. */
    async list(caller: Caller, uid: number): Promise<DocumentDto[]> {
      await target(caller, uid, false);
      return repo.list(uid);
    },
    /** POST Entity/{uid}/Document. */
    async add(caller: Caller, uid: number, upload: Upload): Promise<DocumentDto> {
      await target(caller, uid, true);
      const doc = check(upload);
      const id = await entities.write(caller, (w) => store(w.tx, uid, doc, caller.userUid));
      return (await repo.get(id))!;
    },
    /** GET Entity/Document/{id}: the row and its bytes. */
    async download(caller: Caller, id: number): Promise<{ document: DocumentDto; bytes: Buffer }> {
      const document = await loadDocument(caller, id, false);
      const bytes = await repo.bytes(id);
      if (!bytes) throw new NotFoundError(`Document ${id} was not found.`);
      return { document, bytes };
    },
    /** DELETE Entity/Document/{id}. */
    async remove(caller: Caller, id: number) {
      await loadDocument(caller, id, true);
      await entities.write(caller, (w) => repo.remove(w.tx, id));
      return { id, deleted: true as const };
    },
  };
}
export type DocumentService = ReturnType<typeof createDocumentService>;
