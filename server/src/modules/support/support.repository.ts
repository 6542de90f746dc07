// The only SQL of support requests: who asks (name, email, company) and where the company's
// support contact is (the Contact config, 39, of the company folder).
import { sql } from 'drizzle-orm';
import { ConfigType } from '@ullage/domain/configs';
import type { Db } from '../../db/client';

export interface Requester {
  userName: string;
  email: string | null;
  baseFolderLabel: string;
  companyLabel: string;
  /** The company folder's Contact email address, when it has one. */
  companyContactEmail: string | null;
}

export function createSupportRepository(db: Db) {
  return {
    async requester(userUid: number, baseFolderUid: number): Promise<Requester | null> {
      const { rows } = await db.execute<{
        user_name: string;
        email: string | null;
        base_label: string;
        company_label: string;
        company_email: string | null;
      }>(sql`
        select u.user_name, nullif(trim(c.config ->> 'emailAddress'), '') as email, be.label as base_label,
               ce.label as company_label,
               (select nullif(trim(ec.data ->> 'emailAddress'), '') from entity_config ec
                 where ec.entity_uid = f.admin_uid and ec.type_id = ${ConfigType.Contact} order by ec.id limit 1) as company_email
        from app_user u
        left join contact c on c.uid = u.contact_uid
        join folder f on f.uid = ${baseFolderUid}
        join entity be on be.uid = f.uid
        join entity ce on ce.uid = f.admin_uid
        where u.uid = ${userUid}`);
      const r = rows[0];
      return r
        ? {
            userName: r.user_name,
            email: r.email,
            baseFolderLabel: r.base_label,
            companyLabel: r.company_label,
            companyContactEmail: r.company_email,
          }
        : null;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
