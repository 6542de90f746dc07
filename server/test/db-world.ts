// Small worlds written with plain SQL for the tests of the database's functions and triggers
// (server/src/db/functions, docs/decisions/051-database-functions-in-files.md): the rows a service
// would write, without the service, so what a test sees is what the triggers and functions made.
// Entity type ids: domain/src/entity-types.ts (2 folder, 10 asset, 14 sensor, 16 device, 22 contact);
// config type 2 is an asset's tank (domain/src/configs.ts).
import type pg from 'pg';

/** A pool or one of its clients (inside a transaction). */
export type Sql = Pick<pg.ClientBase, 'query'>;

export async function one<T>(db: Sql, text: string, values: unknown[] = []): Promise<T> {
  const { rows } = await db.query(text, values);
  if (rows.length === 0) throw new Error(`no row: ${text} ${JSON.stringify(values)}`);
  return rows[0] as T;
}

/** Runs `fn` in a transaction that names `actorUid` as the acting user, or none, as the helper of
 * server/src/db/transaction.ts does. */
export async function inTransaction<T>(pool: pg.Pool, actorUid: number | null, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    if (actorUid !== null) await client.query("select set_config('ullage.actor_uid', $1, true)", [String(actorUid)]);
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

export async function newEntity(db: Sql, typeId: number, label: string): Promise<number> {
  return (await one<{ uid: number }>(db, 'insert into entity (type_id, label) values ($1, $2) returning uid', [typeId, label])).uid;
}

/** A folder under `parentUid` (its path is the parent's and its own uid). */
export async function newFolder(db: Sql, parentUid: number, label: string, address: Record<string, string> | null = null): Promise<number> {
  const uid = await newEntity(db, 2, label);
  await db.query(
    `insert into folder (uid, parent_uid, admin_uid, base_folder_uid, path, address)
     select $1, p.uid, p.admin_uid, p.base_folder_uid, p.path || $1::bigint, $3 from folder p where p.uid = $2`,
    [uid, parentUid, address],
  );
  return uid;
}

export async function placeIn(db: Sql, entityUid: number, folderUid: number, isCopy = false): Promise<void> {
  await db.query('insert into folder_membership (entity_uid, folder_uid, is_copy) values ($1, $2, $3)', [entityUid, folderUid, isCopy]);
}

export interface TestDevice {
  device: number;
  sensor: number;
}

/** A device (model 27) standing in `folderUid`, with one sensor on port 1. */
export async function newDevice(db: Sql, folderUid: number, serial: string, parentDeviceUid: number | null = null): Promise<TestDevice> {
  const device = await newEntity(db, 16, `Device ${serial}`);
  await db.query('insert into device (uid, serial_number, model_id, parent_device_uid) values ($1, $2, 27, $3)', [
    device,
    serial,
    parentDeviceUid,
  ]);
  await placeIn(db, device, folderUid);
  const sensor = await newEntity(db, 14, `Sensor ${serial}`);
  await db.query('insert into sensor (uid, device_uid, port, sensor_type_id) values ($1, $2, 1, 1)', [sensor, device]);
  return { device, sensor };
}

/** A tank standing in `folderUid`, its tank config (500 gallons, 80 % max fill) read by `sensorUid`. */
export async function newTank(db: Sql, folderUid: number, label: string, sensorUid: number | null, productUid: number | null = null) {
  const asset = await newEntity(db, 10, label);
  await db.query('insert into asset (uid, product_uid) values ($1, $2)', [asset, productUid]);
  await db.query('insert into entity_config (entity_uid, type_id, sensor_uid, data) values ($1, 2, $2, $3)', [
    asset,
    sensorUid,
    { tank: { cmid: 1, capacity: 500, ullagePercent: 0.8 } },
  ]);
  await placeIn(db, asset, folderUid);
  return asset;
}

/** Rows that differ between each report row table and its definition (the *_report_source views),
 * both ways, with duplicates (docs/decisions/033-report-rows.md). */
export async function reportDrift(db: Sql): Promise<{ assets: number; devices: number }> {
  const differ = async (table: string, view: string) =>
    (
      await one<{ n: number }>(
        db,
        `select count(*)::int as n from ((select * from ${view} except all select * from ${table})
                                   union all (select * from ${table} except all select * from ${view})) x`,
      )
    ).n;
  return {
    assets: await differ('asset_report_row', 'asset_report_source'),
    devices: await differ('device_report_row', 'device_report_source'),
  };
}
