// Collects the rows of a seeded world in memory, hands out uids from the one entity sequence, and
// writes them table by table in multi-row batches inside the caller's transaction.
import type pg from 'pg';

type Row = Record<string, unknown>;

/** Marks a value for a jsonb column (plain arrays go to PostgreSQL array columns). */
export class Json {
  constructor(readonly value: unknown) {}
}
export const json = (value: unknown) => new Json(value);

/** Tables in foreign-key order. */
const ORDER = [
  'entity',
  'folder',
  'folder_membership',
  'strapping_table',
  'user_def_setup',
  'role',
  'product_class',
  'product',
  'identity_group',
  'contact',
  'contact_group',
  'contact_group_member',
  'app_user',
  'asset',
  'device',
  'device_shipment',
  'sensor',
  'entity_config',
  'weather_source',
  'daily_temperature',
  'geofence',
  'alert',
  'entity_event',
  'brand',
  'featured_product',
  'news_item',
  'rma_request',
  'rma_status_entry',
  'device_serialization',
] as const;
export type TableName = (typeof ORDER)[number];

export class WorldWriter {
  private rows = new Map<TableName, Row[]>();
  private uids: number[] = [];

  constructor(private readonly client: pg.PoolClient) {}

  /** Reserve `n` uids at once (one round trip instead of one per entity). */
  async reserveUids(n: number): Promise<void> {
    const { rows } = await this.client.query<{ uid: string }>("select nextval('entity_uid_seq') as uid from generate_series(1, $1)", [n]);
    this.uids.push(...rows.map((r) => Number(r.uid)));
  }

  nextUid(): number {
    const uid = this.uids.shift();
    if (uid === undefined) throw new Error('WorldWriter: no reserved uids left; call reserveUids first');
    return uid;
  }

  add(table: TableName, row: Row): void {
    let list = this.rows.get(table);
    if (!list) this.rows.set(table, (list = []));
    list.push(row);
  }

  /** Changes the collected rows of a table that `match` picks (before they are written). */
  patch(table: TableName, match: (row: Row) => boolean, changes: Row): void {
    for (const row of this.rows.get(table) ?? []) if (match(row)) Object.assign(row, changes);
  }

  /** Inserts an entity row and returns its uid. */
  entity(typeId: number, label: string, iconName?: string, extra: Row = {}): number {
    const uid = this.nextUid();
    this.add('entity', { uid, type_id: typeId, label, icon_name: iconName ?? null, ...extra });
    return uid;
  }

  /** The rows of a table collected so far (read only: change them with patch). */
  rowsOf(table: TableName): readonly Readonly<Row>[] {
    return this.rows.get(table) ?? [];
  }

  count(table: TableName): number {
    return this.rows.get(table)?.length ?? 0;
  }

  async flush(onProgress?: (table: string, done: number, total: number) => void): Promise<void> {
    for (const table of ORDER) {
      const list = this.rows.get(table);
      if (!list?.length) continue;
      // Every column any row names; a row without one takes the column's DEFAULT.
      const columns = [...new Set(list.flatMap((row) => Object.keys(row)))];
      // Stay well under PostgreSQL's 65535 bind parameters per statement.
      const batch = Math.max(1, Math.floor(30_000 / columns.length));
      for (let i = 0; i < list.length; i += batch) {
        const chunk = list.slice(i, i + batch);
        const values: unknown[] = [];
        const tuples = chunk.map((row) => {
          const ph = columns.map((c) => {
            if (!(c in row)) return 'DEFAULT';
            const v = row[c];
            values.push(
              v instanceof Json
                ? JSON.stringify(v.value)
                : v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
                  ? JSON.stringify(v)
                  : v,
            );
            return `$${values.length}`;
          });
          return `(${ph.join(',')})`;
        });
        await this.client.query(`insert into ${table} (${columns.map((c) => `"${c}"`).join(',')}) values ${tuples.join(',')}`, values);
        onProgress?.(table, Math.min(i + batch, list.length), list.length);
      }
    }
    this.rows.clear();
  }
}
