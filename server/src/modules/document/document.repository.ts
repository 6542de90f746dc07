// The only SQL of documents: their rows, bytes apart from the listings.
import { sql } from 'drizzle-orm';
import type { DocumentDto } from '@ullage/domain/collaboration/documents-api';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/transaction';

type DocumentRow = {
  id: number;
  entity_uid: number;
  file_name: string;
  content_type: string;
  size: number;
  comments: string;
  created_at: Date | string;
  created_by_name: string | null;
};

const toDto = (r: DocumentRow): DocumentDto => ({
  id: r.id,
  entityUid: r.entity_uid,
  fileName: r.file_name,
  contentType: r.content_type,
  size: r.size,
  comments: r.comments,
  createDate: toCentralTimestamp(new Date(r.created_at)),
  createdByName: r.created_by_name,
});

const columns = sql`d.id, d.entity_uid, d.file_name, d.content_type, d.size, d.comments, d.created_at, u.user_name as created_by_name`;

export interface NewDocument {
  entityUid: number;
  fileName: string;
  contentType: string;
  comments: string;
  bytes: Buffer;
  sha256: string;
  createdBy: number | null;
}

export function createDocumentRepository(db: Db) {
  return {
    async entityType(uid: number): Promise<{ typeId: number; active: boolean } | null> {
      const { rows } = await db.execute<{ type_id: number; active: boolean }>(sql`select type_id, active from entity where uid = ${uid}`);
      return rows[0] ? { typeId: rows[0].type_id, active: rows[0].active } : null;
    },
    async list(entityUid: number): Promise<DocumentDto[]> {
      const { rows } = await db.execute<DocumentRow>(sql`
        select ${columns} from document d left join app_user u on u.uid = d.created_by
         where d.entity_uid = ${entityUid} order by d.id`);
      return rows.map(toDto);
    },
    async get(id: number): Promise<DocumentDto | null> {
      const { rows } = await db.execute<DocumentRow>(sql`
        select ${columns} from document d left join app_user u on u.uid = d.created_by where d.id = ${id}`);
      return rows[0] ? toDto(rows[0]) : null;
    },
    async bytes(id: number): Promise<Buffer | null> {
      const { rows } = await db.execute<{ bytes: Buffer }>(sql`select bytes from document where id = ${id}`);
      return rows[0]?.bytes ?? null;
    },
    async insert(tx: Executor, d: NewDocument): Promise<number> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into document (entity_uid, file_name, content_type, size, sha256, comments, bytes, created_by)
        values (${d.entityUid}, ${d.fileName}, ${d.contentType}, ${d.bytes.length}, ${d.sha256}, ${d.comments}, ${d.bytes}, ${d.createdBy})
        returning id`);
      return rows[0]!.id;
    },
    async remove(tx: Executor, id: number): Promise<void> {
      await tx.execute(sql`delete from document where id = ${id}`);
    },
  };
}
export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
