// Identity groups (spec 001 §3.3 IdentityGroup) and the identity configs (type 34) that name an
// entity inside one: the lookups the identifier rules need.
import { sql } from 'drizzle-orm';
import { ConfigType } from '@ullage/domain/configs';
import { IdentityScopeType, type IdentityGroupDto } from '@ullage/domain/people/identity-api';
import type { Db } from '../../db/client';
import { bigintArray } from '../../db/sql-arrays';

export interface FolderLine {
  path: number[];
  companyUid: number | null;
}

type GroupColumns = { uid: number; folder_uid: number; label: string; description: string; identity_scope_type_id: number };

const toGroup = (r: GroupColumns): IdentityGroupDto => ({
  uid: r.uid,
  folderUid: r.folder_uid,
  label: r.label,
  description: r.description,
  identityScopeTypeId: r.identity_scope_type_id,
});

export function createIdentityRepository(db: Db) {
  return {
    async folderLine(folderUid: number): Promise<FolderLine | null> {
      const { rows } = await db.execute<{ path: number[]; company_uid: number | null }>(sql`
        select f.path,
               (select c.uid from folder c where c.uid = any(f.path) and c.is_company
                 order by array_position(f.path, c.uid) limit 1) as company_uid
          from folder f where f.uid = ${folderUid}`);
      const r = rows[0];
      return r ? { path: r.path, companyUid: r.company_uid } : null;
    },

    /** The groups defined in these folders, in path order, then by label. */
    async groupsIn(folderUids: number[]): Promise<IdentityGroupDto[]> {
      if (folderUids.length === 0) return [];
      const { rows } = await db.execute<GroupColumns>(sql`
        select uid, folder_uid, label, description, identity_scope_type_id from identity_group
         where folder_uid = any(${bigintArray(folderUids)})
         order by array_position(${bigintArray(folderUids)}, folder_uid), lower(label), uid`);
      return rows.map(toGroup);
    },

    /**
     * Whether another active entity holds `identifier` (trimmed, case-insensitive) in the group,
     * within the group's identity scope: 1 the entities of the same folder, 2 those of the same
     * company, 3 everywhere (docs/decisions/055-permission-granting.md).
     */
    async identifierTaken(q: {
      groupUid: number;
      identifier: string;
      scopeTypeId: number;
      exceptEntityUid: number | null;
      folderUid: number;
      companyUid: number | null;
    }): Promise<boolean> {
      const where =
        q.scopeTypeId === IdentityScopeType.Folder
          ? sql`exists (select 1 from folder_membership m where m.entity_uid = c.entity_uid and m.folder_uid = ${q.folderUid})`
          : q.scopeTypeId === IdentityScopeType.Global || q.companyUid === null
            ? sql`true`
            : // A folder (a site with its customer number) has no membership: it stands in its own path.
              sql`(exists (select 1 from folder_membership m join folder f on f.uid = m.folder_uid
                           where m.entity_uid = c.entity_uid and f.path @> array[${q.companyUid}::bigint])
                   or exists (select 1 from folder f where f.uid = c.entity_uid and f.path @> array[${q.companyUid}::bigint]))`;
      const { rows } = await db.execute(sql`
        select 1 from entity_config c join entity e on e.uid = c.entity_uid and e.active
         where c.type_id = ${ConfigType.Identity}
           and c.data->>'identityGroupUid' = ${String(q.groupUid)}
           and lower(trim(c.data->>'identifier')) = lower(trim(${q.identifier}))
           and c.entity_uid is distinct from ${q.exceptEntityUid}::bigint
           and ${where}
         limit 1`);
      return rows.length > 0;
    },
  };
}
export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
