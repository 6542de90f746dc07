// The fields every entity type shares (spec 001 §3.2: uid, label, icon, active, tags, user-defined
// values, alerts), as an area's repository selects them (`e.label, e.icon_name, e.active, e.tags,
// e.user_def_values, ${ENTITY_ALERTS} as alerts`) and as its answers carry them. An entity's alerts
// are the rows of `alert` set on it (the alert module saves them; issue 15): one source of truth.
import { sql } from 'drizzle-orm';
import { alertFromStored, type StoredAlert } from '@ullage/domain/alerts/alert-api';
import type { Alert } from '@ullage/domain/alerts/alerts';

/** The alerts set on entity `e` as a JSON array of stored alerts (SQL over the alias `e`). */
export const ENTITY_ALERTS = sql`(select coalesce(json_agg(json_build_object('id', al.id, 'typeId', al.type_id,
  'contactGroupUid', al.contact_group_uid, 'messageId', al.message_id, 'enabled', al.enabled, 'settings', al.settings)
  order by al.type_id, al.id), '[]') from alert al where al.entity_uid = e.uid)`;

/** The shared columns as SQL returns them (a type, not an interface: drizzle's `execute<Row>`
 * wants a record type). */
export type EntityCommonSql = {
  uid: number;
  label: string;
  icon_name: string | null;
  active: boolean;
  tags: unknown[] | null;
  user_def_values: unknown[] | null;
  alerts: StoredAlert[] | null;
};

/** The shared fields as the spec names them. */
export interface EntityCommon {
  uid: number;
  label: string;
  iconName: string;
  active: boolean;
  tags: unknown[];
  userDefValues: unknown[];
  alerts: Alert[];
}

/** `defaultIcon`: the type's icon when the entity names none. */
export function entityCommon(r: EntityCommonSql, defaultIcon: string): EntityCommon {
  return {
    uid: r.uid,
    label: r.label,
    iconName: r.icon_name ?? defaultIcon,
    active: r.active,
    tags: r.tags ?? [],
    userDefValues: r.user_def_values ?? [],
    alerts: (r.alerts ?? []).map(alertFromStored),
  };
}
