// The fields every entity type shares (spec 001 §3.2: uid, label, icon, active, tags, user-defined
// values, alerts), as an area's repository selects them from `entity` (`e.label, e.icon_name,
// e.active, e.tags, e.user_def_values, e.alerts`) and as its answers carry them.

/** The shared columns as SQL returns them (a type, not an interface: drizzle's `execute<Row>`
 * wants a record type). */
export type EntityCommonSql = {
  uid: number;
  label: string;
  icon_name: string | null;
  active: boolean;
  tags: unknown[] | null;
  user_def_values: unknown[] | null;
  alerts: unknown[] | null;
};

/** The shared fields as the spec names them. */
export interface EntityCommon {
  uid: number;
  label: string;
  iconName: string;
  active: boolean;
  tags: unknown[];
  userDefValues: unknown[];
  alerts: unknown[];
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
    alerts: r.alerts ?? [],
  };
}
