// The only SQL of sharing: who may receive a link or an invitation, and the invitation rows.
import { sql, type SQL } from 'drizzle-orm';
import { InvitationType } from '@ullage/domain/people/invitation-types';
import type { Db } from '../../db/client';
import { contactNameText } from '../../db/schema/catalogue.table';
import { bigintArray } from '../../db/sql-arrays';
import { newOpaqueToken } from '../../lib/tokens';

/** A user who may receive a link or an invitation, with the names and email of its contact. */
export interface Recipient {
  uid: number;
  baseFolderUid: number;
  userName: string;
  contactUid: number | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
}

type RecipientRow = {
  uid: number;
  base_folder_uid: number;
  user_name: string;
  contact_uid: number | null;
  first_name: string | null;
  last_name: string | null;
  email_address: string | null;
};

const toRecipient = (r: RecipientRow): Recipient => ({
  uid: r.uid,
  baseFolderUid: r.base_folder_uid,
  userName: r.user_name,
  contactUid: r.contact_uid,
  firstName: r.first_name,
  lastName: r.last_name,
  emailAddress: r.email_address,
});

const RECIPIENT_COLUMNS = sql`u.uid, u.base_folder_uid, u.user_name, u.contact_uid,
  c.config ->> 'firstName' as first_name, c.config ->> 'lastName' as last_name, c.config ->> 'emailAddress' as email_address`;

export function createShareRepository(db: Db) {
  /** Active users whose base folder matches `where` (a condition on folder bf). */
  async function users(where: SQL, extra: SQL, limit: number): Promise<Recipient[]> {
    const { rows } = await db.execute<RecipientRow>(sql`
      select ${RECIPIENT_COLUMNS}
      from app_user u
      join entity e on e.uid = u.uid and e.active
      join folder bf on bf.uid = u.base_folder_uid
      left join contact c on c.uid = u.contact_uid
      where ${where} ${extra}
      order by lower(u.user_name)
      limit ${limit}`);
    return rows.map(toRecipient);
  }

  const matching = (term: string) => {
    const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
    return sql`and (u.user_name ilike ${pattern} or ${contactNameText(sql.raw('c.config'))} ilike ${pattern} or (c.config ->> 'emailAddress') ilike ${pattern})`;
  };

  return {
    /** Users anywhere below folder `base`. */
    inScope(base: number, term: string, limit: number) {
      return users(sql`bf.path @> array[${base}::bigint]`, matching(term), limit);
    },
    /** Users whose base folder is one of `folders`. */
    inFolders(folders: readonly number[], term: string, limit: number) {
      return users(sql`u.base_folder_uid = any(${bigintArray(folders)})`, matching(term), limit);
    },
    /** An active user, with the path of its base folder. */
    async one(uid: number): Promise<(Recipient & { basePath: number[] }) | null> {
      const { rows } = await db.execute<RecipientRow & { base_path: number[] }>(sql`
        select ${RECIPIENT_COLUMNS}, bf.path as base_path
        from app_user u join entity e on e.uid = u.uid and e.active
        join folder bf on bf.uid = u.base_folder_uid
        left join contact c on c.uid = u.contact_uid
        where u.uid = ${uid}`);
      const r = rows[0];
      return r ? { ...toRecipient(r), basePath: r.base_path } : null;
    },
    async membershipPath(uid: number, folderUid: number): Promise<number[] | null> {
      const { rows } = await db.execute<{ path: number[] }>(sql`
        select f.path from folder_membership m join folder f on f.uid = m.folder_uid join entity e on e.uid = m.entity_uid and e.active
        where m.entity_uid = ${uid} and m.folder_uid = ${folderUid}`);
      return rows[0]?.path ?? null;
    },
    async label(uid: number): Promise<string | null> {
      const { rows } = await db.execute<{ label: string }>(sql`select label from entity where uid = ${uid} and active`);
      return rows[0]?.label ?? null;
    },
    /** Stores a navigate-to-entity invitation (the sign-in's invitation table keeps only the hash
     * of its request id) and returns the request id. */
    async createInvitation(input: {
      userUid: number;
      uid: number;
      folderUid: number;
      webviewPath: string;
      createdBy: number;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<string> {
      const { token, hash } = newOpaqueToken();
      await db.execute(sql`
        insert into invitation (type_id, request_id_hash, user_uid, uid, folder_uid, webview_path, created_by, created_at, expires_at)
        values (${InvitationType.NavigateToEntity}, ${hash}, ${input.userUid}, ${input.uid}, ${input.folderUid}, ${input.webviewPath},
                ${input.createdBy}, ${input.createdAt}, ${input.expiresAt})`);
      return token;
    },
  };
}
export type ShareRepository = ReturnType<typeof createShareRepository>;
