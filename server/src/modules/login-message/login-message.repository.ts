// The SQL of login messages (spec 001 §3.3 HtmlMessage) and of a folder's state (disableCode,
// loginHtmlMessageId): docs/decisions/100-catalogue-rest.md.
import { sql } from 'drizzle-orm';
import type { HtmlMessage, HtmlMessageSave } from '@ullage/domain/collaboration/login-messages-api';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/transaction';

type Row = { id: number; folder_uid: number; label: string; subject: string; html: string; type_id: number };
const COLUMNS = sql`id, folder_uid, label, subject, html, type_id`;
const dtoOf = (r: Row): HtmlMessage => ({
  id: r.id,
  folderUid: r.folder_uid,
  label: r.label,
  subject: r.subject,
  html: r.html,
  typeId: r.type_id,
});

export function createLoginMessageRepository(db: Db) {
  return {
    async folderPath(folderUid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`select path from folder where uid = ${folderUid}`);
      return rows[0]?.path ?? null;
    },
    async list(companyUid: number): Promise<HtmlMessage[]> {
      const { rows } = await db.execute<Row>(
        sql`select ${COLUMNS} from html_message where folder_uid = ${companyUid} order by lower(label), id`,
      );
      return rows.map(dtoOf);
    },
    async count(tx: Executor, companyUid: number): Promise<number> {
      const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from html_message where folder_uid = ${companyUid}`);
      return rows[0]?.n ?? 0;
    },
    async get(id: number): Promise<HtmlMessage | null> {
      const { rows } = await db.execute<Row>(sql`select ${COLUMNS} from html_message where id = ${id}`);
      return rows[0] ? dtoOf(rows[0]) : null;
    },
    async insert(tx: Executor, companyUid: number, m: Required<HtmlMessageSave>): Promise<number> {
      const { rows } = await tx.execute<{ id: number }>(sql`
        insert into html_message (folder_uid, label, subject, html, type_id)
        values (${companyUid}, ${m.label}, ${m.subject}, ${m.html}, ${m.typeId}) returning id`);
      return rows[0]!.id;
    },
    async update(tx: Executor, id: number, m: Required<HtmlMessageSave>): Promise<void> {
      await tx.execute(sql`
        update html_message set label = ${m.label}, subject = ${m.subject}, html = ${m.html}, type_id = ${m.typeId},
               updated_at = now()
         where id = ${id}`);
    },
    /** Deletes a message; the folders that showed it show none (a user's loginMessageId that names
     * it is passed over at sign-in). */
    async delete(tx: Executor, id: number): Promise<void> {
      await tx.execute(sql`update folder set login_html_message_id = null where login_html_message_id = ${id}`);
      await tx.execute(sql`delete from html_message where id = ${id}`);
    },
    async saveState(tx: Executor, folderUid: number, state: { disableCode: number | null; loginHtmlMessageId: number | null }) {
      await tx.execute(sql`
        update folder set disable_code = ${state.disableCode}, login_html_message_id = ${state.loginHtmlMessageId}
         where uid = ${folderUid}`);
    },
    /** The message a user is shown at sign-in: their own loginMessageId when it names a message of
     * a company on their base folder's path, else the one of the nearest folder on that path whose
     * state names one. */
    async forUser(userUid: number): Promise<HtmlMessage | null> {
      const { rows } = await db.execute<Row>(sql`
        with u as (
          select f.path, u.config->>'loginMessageId' as own
            from app_user u join folder f on f.uid = u.base_folder_uid
           where u.uid = ${userUid})
        select ${sql.raw('m.id, m.folder_uid, m.label, m.subject, m.html, m.type_id')}
          from u
          join lateral (
            select m.*, 0 as rank from html_message m
             where u.own ~ '^[0-9]{1,9}$' and m.id = u.own::int and m.folder_uid = any(u.path)
            union all
            select m.*, 1 + cardinality(u.path) - p.o as rank
              from unnest(u.path) with ordinality as p(uid, o)
              join folder f on f.uid = p.uid
              join html_message m on m.id = f.login_html_message_id) m on true
         order by m.rank
         limit 1`);
      return rows[0] ? dtoOf(rows[0]) : null;
    },
  };
}
export type LoginMessageRepository = ReturnType<typeof createLoginMessageRepository>;
