-- Report rows (docs/decisions/033-report-rows.md): asset_report_row and device_report_row hold one
-- row per active asset (device) per active folder it stands in, with everything the EntityReport
-- data calls and the Folder Summary filter, sort and count on. This file holds what drizzle-kit
-- cannot express: the scope key's byte-wise collation, the sort and count indexes, the views that
-- say what a row is, and the upkeep:
--   * report_refresh_entities(uids): recompute every row an entity change touches (assets, devices,
--     folders and what hangs on them); called by the triggers below on entity, asset, device,
--     sensor, folder, folder_membership, entity_config, product and product_class;
--   * report_refresh_live(asset_uids, device_uids): the cheap path for readings: rewrite the
--     state columns of these assets (and the assets these devices feed) and devices; called by
--     ingestion (writeResult), the late sweep, battery resets and tank restatements;
--   * report_rebuild(): every row from scratch, for bulk loaders (the demo seed, a COPY-loaded
--     bench world), which may set ullage.report_rows = 'deferred' to silence the triggers while
--     they load.
-- Config type ids are domain/src/configs.ts ConfigType (2 asset tank, 4 pressure, 6 temperature);
-- entity type 2 is a folder (domain/src/entity-types.ts).

ALTER TABLE asset_report_row ALTER COLUMN scope_key TYPE text COLLATE "C";
--> statement-breakpoint
ALTER TABLE device_report_row ALTER COLUMN scope_key TYPE text COLLATE "C";
--> statement-breakpoint
-- Rows are rewritten by every call-in: room on the page for the rewrite, and vacuum often enough
-- that index-only scans stay index-only.
ALTER TABLE asset_report_row SET (fillfactor = 85, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
--> statement-breakpoint
ALTER TABLE device_report_row SET (fillfactor = 85, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
--> statement-breakpoint
-- Counts: an index-only range scan of a folder's subtree, alone or within one status.
CREATE INDEX asset_report_scope_idx ON asset_report_row (scope_key);
--> statement-breakpoint
CREATE INDEX asset_report_status_scope_idx ON asset_report_row (status, scope_key);
--> statement-breakpoint
-- Copies (mrank > 0) are few: the rows that may repeat an asset already counted.
CREATE INDEX asset_report_copies_idx ON asset_report_row (scope_key) WHERE mrank > 0;
--> statement-breakpoint
-- Pages: the ORDER BY the grid compiler emits (blanks last, then the uid), carrying what the page's
-- inner query needs so a page is found without touching the table.
CREATE INDEX asset_report_status_pf_desc_idx ON asset_report_row (status, percent_full DESC NULLS LAST, asset_uid) INCLUDE (scope_key, mrank, folder_uid);
--> statement-breakpoint
CREATE INDEX asset_report_status_pf_asc_idx ON asset_report_row (status, percent_full ASC NULLS LAST, asset_uid) INCLUDE (scope_key, mrank, folder_uid);
--> statement-breakpoint
CREATE INDEX asset_report_pf_desc_idx ON asset_report_row (percent_full DESC NULLS LAST, asset_uid) INCLUDE (scope_key, mrank, folder_uid);
--> statement-breakpoint
CREATE INDEX asset_report_pf_asc_idx ON asset_report_row (percent_full ASC NULLS LAST, asset_uid) INCLUDE (scope_key, mrank, folder_uid);
--> statement-breakpoint
CREATE INDEX asset_report_days_left_idx ON asset_report_row (days_left ASC NULLS LAST, asset_uid) INCLUDE (scope_key, mrank, folder_uid);
--> statement-breakpoint
CREATE INDEX device_report_scope_idx ON device_report_row (scope_key);
--> statement-breakpoint
CREATE INDEX device_report_copies_idx ON device_report_row (scope_key) WHERE mrank > 0;
--> statement-breakpoint

-- The scope key of a folder path: '/1/1001/1005/'. A folder's subtree is every key that starts
-- with its own.
CREATE FUNCTION report_scope_key(path bigint[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '/' || array_to_string(path, '/') || '/'
$$;
--> statement-breakpoint
-- "Company / Branch / Site": the labels of a folder path below the root.
CREATE FUNCTION report_folder_path_text(path bigint[]) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(e.label, ' / ' ORDER BY p.o), '')
  FROM unnest(path[2:]) WITH ORDINALITY AS p(uid, o) JOIN entity e ON e.uid = p.uid
$$;
--> statement-breakpoint

-- What an asset's row says about its configs, device and state: the columns report_refresh_live
-- rewrites. The device is the one whose sensor the tank config reads (else the first sensor
-- config's).
CREATE VIEW asset_report_live AS
SELECT a.uid AS asset_uid,
       nullif((tc.tank ->> 'cmid')::int, 0)::smallint AS tank_type,
       dv.uid AS device_uid,
       dv.parent_device_uid AS device_parent_uid,
       dv.serial_number AS device_serial,
       dv.model_id::smallint AS device_model_id,
       dv.port AS sensor_port,
       t.reading_time,
       coalesce(t.capacity, nullif((tc.tank ->> 'capacity')::float8, 0)) AS capacity,
       -- Before the first reading: the configured capacity and max fill (ingestion rounds to 4 places too).
       coalesce(t.max_fill_amount, round((nullif((tc.tank ->> 'capacity')::float8, 0) * coalesce((tc.tank ->> 'ullagePercent')::float8, 1))::numeric, 4)::float8) AS max_fill_amount,
       t.amount_full, t.inches_full, t.percent_full, t.ullage, t.adjusted_ullage, t.days_left, t.date_empty,
       t.last_fill_date, t.last_fill_amount, t.last_usage_amount, t.avg_daily, t.avg_7day,
       coalesce(t.status, 0)::smallint AS status,
       coalesce(t.status_mask, 0) AS status_mask,
       t.zone,
       dv.battery_strength AS battery,
       dv.signal_strength AS signal,
       dv.flags AS device_flags,
       (SELECT v.value FROM asset_value_state v
         WHERE v.asset_uid = a.uid AND v.config_type_id = 6 ORDER BY v.reading_time DESC LIMIT 1) AS temperature,
       pv.value AS pressure,
       pv.units_id AS pressure_units_id
FROM asset a
LEFT JOIN tank_state t ON t.asset_uid = a.uid
LEFT JOIN LATERAL (
  SELECT c.data -> 'tank' AS tank FROM entity_config c WHERE c.entity_uid = a.uid AND c.type_id = 2 ORDER BY c.id LIMIT 1
) tc ON true
LEFT JOIN LATERAL (
  SELECT d.uid, d.parent_device_uid, d.serial_number, d.model_id, s.port, d.battery_strength, d.signal_strength, d.flags
  FROM entity_config c
  JOIN sensor s ON s.uid = c.sensor_uid
  JOIN device d ON d.uid = s.device_uid
  JOIN entity de ON de.uid = d.uid AND de.active
  WHERE c.entity_uid = a.uid AND c.sensor_uid IS NOT NULL
  ORDER BY (c.type_id = 2) DESC, c.id
  LIMIT 1
) dv ON true
LEFT JOIN LATERAL (
  SELECT v.value, (c.data ->> 'unitsId')::smallint AS units_id
  FROM asset_value_state v JOIN entity_config c ON c.id = v.config_id
  WHERE v.asset_uid = a.uid AND v.config_type_id = 4
  ORDER BY v.reading_time DESC LIMIT 1
) pv ON true;
--> statement-breakpoint

-- Where a row stands: one per membership of an active entity in an active folder, ranked (0 is the
-- entity's own folder, then its copies by age).
CREATE VIEW report_placement AS
SELECT m.entity_uid,
       m.folder_uid,
       (row_number() OVER (PARTITION BY m.entity_uid ORDER BY m.is_copy, m.created_at, m.folder_uid) - 1)::smallint AS mrank,
       report_scope_key(f.path) AS scope_key,
       fe.label AS folder_label,
       report_folder_path_text(f.path) AS folder_path_text,
       nullif(f.address ->> 'city', '') AS city,
       nullif(f.address ->> 'state', '') AS state
FROM folder_membership m
JOIN folder f ON f.uid = m.folder_uid
JOIN entity fe ON fe.uid = f.uid AND fe.active;
--> statement-breakpoint

-- Every asset row as it should be: report_refresh_* write these, and the tests compare the table
-- with this view.
CREATE VIEW asset_report_source AS
SELECT pl.entity_uid AS asset_uid, pl.folder_uid, pl.mrank, pl.scope_key::text COLLATE "C" AS scope_key, pl.folder_label, pl.folder_path_text, pl.city, pl.state,
       e.label, a.is_template, e.created_at, a.product_uid, p.name AS product_name, pc.name AS product_class,
       l.tank_type, l.device_uid, l.device_parent_uid, l.device_serial, l.device_model_id, l.sensor_port,
       l.reading_time, l.capacity, l.max_fill_amount, l.amount_full, l.inches_full, l.percent_full, l.ullage, l.adjusted_ullage,
       l.days_left, l.date_empty, l.last_fill_date, l.last_fill_amount, l.last_usage_amount, l.avg_daily, l.avg_7day,
       l.status, l.status_mask, l.zone, l.battery, l.signal, l.device_flags, l.temperature, l.pressure, l.pressure_units_id
FROM report_placement pl
JOIN asset a ON a.uid = pl.entity_uid
JOIN entity e ON e.uid = a.uid AND e.active
LEFT JOIN product p ON p.uid = a.product_uid
LEFT JOIN product_class pc ON pc.id = p.class_id
JOIN asset_report_live l ON l.asset_uid = a.uid;
--> statement-breakpoint

CREATE VIEW device_report_source AS
SELECT pl.entity_uid AS device_uid, pl.folder_uid, pl.mrank, pl.scope_key::text COLLATE "C" AS scope_key, pl.folder_label, pl.folder_path_text, pl.city, pl.state,
       e.label, e.created_at, d.serial_number, d.model_id::smallint AS model_id, d.activation_state,
       d.parent_device_uid AS parent_uid, pd.serial_number AS parent_serial, d.parent_device_slot AS parent_slot,
       (SELECT count(*) FROM device c JOIN entity ce ON ce.uid = c.uid AND ce.active WHERE c.parent_device_uid = d.uid)::int AS children,
       (SELECT count(DISTINCT c.entity_uid)
          FROM device x
          JOIN entity xe ON xe.uid = x.uid AND xe.active
          JOIN sensor s ON s.device_uid = x.uid
          JOIN entity_config c ON c.sensor_uid = s.uid
          JOIN asset a ON a.uid = c.entity_uid
          JOIN entity ae ON ae.uid = a.uid AND ae.active
         WHERE x.uid = d.uid OR x.parent_device_uid = d.uid)::int AS tanks,
       d.flags, d.last_update_at, d.battery_strength AS battery, d.signal_strength AS signal, d.interval_minutes
FROM report_placement pl
JOIN device d ON d.uid = pl.entity_uid
JOIN entity e ON e.uid = d.uid AND e.active
LEFT JOIN device pd ON pd.uid = d.parent_device_uid;
--> statement-breakpoint

-- Whether a bulk loader has asked the triggers to stand aside (it calls report_rebuild() after).
CREATE FUNCTION report_rows_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('ullage.report_rows', true), '') = 'deferred'
$$;
--> statement-breakpoint

-- Upserts what the view says for these assets (changed rows only) and deletes their rows it no
-- longer lists. Upsert rather than delete-and-insert, so two transactions refreshing one asset
-- queue on its rows instead of colliding on the key.
CREATE FUNCTION report_refresh_assets(p_uids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_uids IS NULL OR cardinality(p_uids) = 0 THEN RETURN; END IF;
  p_uids := array(SELECT DISTINCT u FROM unnest(p_uids) u WHERE u IS NOT NULL ORDER BY u);
  -- One statement: the view is read once, and the delete and the upsert touch different rows.
  WITH src AS MATERIALIZED (SELECT * FROM asset_report_source WHERE asset_uid = ANY(p_uids)),
  gone AS (
    DELETE FROM asset_report_row r
     WHERE r.asset_uid = ANY(p_uids)
       AND NOT EXISTS (SELECT 1 FROM src WHERE src.asset_uid = r.asset_uid AND src.folder_uid = r.folder_uid))
  INSERT INTO asset_report_row SELECT * FROM src ORDER BY asset_uid, folder_uid
  ON CONFLICT (asset_uid, folder_uid) DO UPDATE SET
    mrank = excluded.mrank, scope_key = excluded.scope_key, folder_label = excluded.folder_label,
    folder_path_text = excluded.folder_path_text, city = excluded.city, state = excluded.state,
    label = excluded.label, is_template = excluded.is_template, created_at = excluded.created_at,
    product_uid = excluded.product_uid, product_name = excluded.product_name, product_class = excluded.product_class,
    tank_type = excluded.tank_type, device_uid = excluded.device_uid, device_parent_uid = excluded.device_parent_uid,
    device_serial = excluded.device_serial, device_model_id = excluded.device_model_id, sensor_port = excluded.sensor_port,
    reading_time = excluded.reading_time, capacity = excluded.capacity, max_fill_amount = excluded.max_fill_amount,
    amount_full = excluded.amount_full, inches_full = excluded.inches_full, percent_full = excluded.percent_full,
    ullage = excluded.ullage, adjusted_ullage = excluded.adjusted_ullage, days_left = excluded.days_left,
    date_empty = excluded.date_empty, last_fill_date = excluded.last_fill_date, last_fill_amount = excluded.last_fill_amount,
    last_usage_amount = excluded.last_usage_amount, avg_daily = excluded.avg_daily, avg_7day = excluded.avg_7day,
    status = excluded.status, status_mask = excluded.status_mask, zone = excluded.zone, battery = excluded.battery,
    signal = excluded.signal, device_flags = excluded.device_flags, temperature = excluded.temperature,
    pressure = excluded.pressure, pressure_units_id = excluded.pressure_units_id
  WHERE ROW(asset_report_row.*) IS DISTINCT FROM ROW(excluded.*);
END $$;
--> statement-breakpoint

CREATE FUNCTION report_refresh_devices(p_uids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_uids IS NULL OR cardinality(p_uids) = 0 THEN RETURN; END IF;
  p_uids := array(SELECT DISTINCT u FROM unnest(p_uids) u WHERE u IS NOT NULL ORDER BY u);
  WITH src AS MATERIALIZED (SELECT * FROM device_report_source WHERE device_uid = ANY(p_uids)),
  gone AS (
    DELETE FROM device_report_row r
     WHERE r.device_uid = ANY(p_uids)
       AND NOT EXISTS (SELECT 1 FROM src WHERE src.device_uid = r.device_uid AND src.folder_uid = r.folder_uid))
  INSERT INTO device_report_row SELECT * FROM src ORDER BY device_uid, folder_uid
  ON CONFLICT (device_uid, folder_uid) DO UPDATE SET
    mrank = excluded.mrank, scope_key = excluded.scope_key, folder_label = excluded.folder_label,
    folder_path_text = excluded.folder_path_text, city = excluded.city, state = excluded.state,
    label = excluded.label, created_at = excluded.created_at, serial_number = excluded.serial_number,
    model_id = excluded.model_id, activation_state = excluded.activation_state, parent_uid = excluded.parent_uid,
    parent_serial = excluded.parent_serial, parent_slot = excluded.parent_slot, children = excluded.children,
    tanks = excluded.tanks, flags = excluded.flags, last_update_at = excluded.last_update_at,
    battery = excluded.battery, signal = excluded.signal, interval_minutes = excluded.interval_minutes
  WHERE ROW(device_report_row.*) IS DISTINCT FROM ROW(excluded.*);
END $$;
--> statement-breakpoint

-- Every row an entity change touches: the rows of these assets and devices; the assets a changed
-- device feeds (its serial, model and state show on them); the devices feeding a changed asset and
-- their gateways (their tank counts), the gateways of changed devices (their slot counts); and for
-- a folder, every asset and device standing anywhere in its subtree.
CREATE FUNCTION report_refresh_entities(p_uids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_folders bigint[];
  v_assets bigint[];
  v_devices bigint[];
BEGIN
  IF p_uids IS NULL OR cardinality(p_uids) = 0 THEN RETURN; END IF;
  v_folders := array(SELECT uid FROM entity WHERE uid = ANY(p_uids) AND type_id = 2);
  IF cardinality(v_folders) > 0 THEN
    p_uids := p_uids || array(
      SELECT m.entity_uid FROM folder f JOIN folder_membership m ON m.folder_uid = f.uid WHERE f.path && v_folders);
  END IF;
  v_assets := array(SELECT uid FROM asset WHERE uid = ANY(p_uids));
  v_devices := array(SELECT uid FROM device WHERE uid = ANY(p_uids));
  v_devices := v_devices
    || array(SELECT s.device_uid FROM entity_config c JOIN sensor s ON s.uid = c.sensor_uid WHERE c.entity_uid = ANY(v_assets))
    || array(SELECT d.parent_device_uid FROM device d WHERE d.uid = ANY(v_devices) AND d.parent_device_uid IS NOT NULL);
  v_devices := v_devices
    || array(SELECT d.parent_device_uid FROM device d WHERE d.uid = ANY(v_devices) AND d.parent_device_uid IS NOT NULL);
  v_assets := v_assets
    || array(SELECT c.entity_uid FROM sensor s JOIN entity_config c ON c.sensor_uid = s.uid WHERE s.device_uid = ANY(v_devices));
  PERFORM report_refresh_assets(v_assets);
  PERFORM report_refresh_devices(v_devices);
END $$;
--> statement-breakpoint

-- The reading path: state columns only, changed rows only. p_devices: devices whose state changed
-- (their rows, and the rows of the assets they feed).
CREATE FUNCTION report_refresh_live(p_assets bigint[], p_devices bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_assets bigint[];
BEGIN
  v_assets := array(
    SELECT DISTINCT u FROM (
      SELECT unnest(coalesce(p_assets, '{}')) AS u
      UNION ALL
      SELECT c.entity_uid FROM sensor s JOIN entity_config c ON c.sensor_uid = s.uid WHERE s.device_uid = ANY(coalesce(p_devices, '{}'))
    ) x ORDER BY u);
  IF cardinality(v_assets) > 0 THEN
    UPDATE asset_report_row r SET
      tank_type = l.tank_type, device_uid = l.device_uid, device_parent_uid = l.device_parent_uid, device_serial = l.device_serial,
      device_model_id = l.device_model_id, sensor_port = l.sensor_port, reading_time = l.reading_time, capacity = l.capacity,
      max_fill_amount = l.max_fill_amount, amount_full = l.amount_full, inches_full = l.inches_full, percent_full = l.percent_full,
      ullage = l.ullage, adjusted_ullage = l.adjusted_ullage, days_left = l.days_left, date_empty = l.date_empty,
      last_fill_date = l.last_fill_date, last_fill_amount = l.last_fill_amount, last_usage_amount = l.last_usage_amount,
      avg_daily = l.avg_daily, avg_7day = l.avg_7day, status = l.status, status_mask = l.status_mask, zone = l.zone,
      battery = l.battery, signal = l.signal, device_flags = l.device_flags, temperature = l.temperature,
      pressure = l.pressure, pressure_units_id = l.pressure_units_id
    FROM asset_report_live l
    WHERE l.asset_uid = ANY(v_assets) AND r.asset_uid = l.asset_uid
      AND (r.tank_type, r.device_uid, r.device_parent_uid, r.device_serial, r.device_model_id, r.sensor_port, r.reading_time,
           r.capacity, r.max_fill_amount, r.amount_full, r.inches_full, r.percent_full, r.ullage, r.adjusted_ullage, r.days_left,
           r.date_empty, r.last_fill_date, r.last_fill_amount, r.last_usage_amount, r.avg_daily, r.avg_7day, r.status,
           r.status_mask, r.zone, r.battery, r.signal, r.device_flags, r.temperature, r.pressure, r.pressure_units_id)
          IS DISTINCT FROM
          (l.tank_type, l.device_uid, l.device_parent_uid, l.device_serial, l.device_model_id, l.sensor_port, l.reading_time,
           l.capacity, l.max_fill_amount, l.amount_full, l.inches_full, l.percent_full, l.ullage, l.adjusted_ullage, l.days_left,
           l.date_empty, l.last_fill_date, l.last_fill_amount, l.last_usage_amount, l.avg_daily, l.avg_7day, l.status,
           l.status_mask, l.zone, l.battery, l.signal, l.device_flags, l.temperature, l.pressure, l.pressure_units_id);
  END IF;
  IF p_devices IS NOT NULL AND cardinality(p_devices) > 0 THEN
    UPDATE device_report_row r SET
      flags = d.flags, last_update_at = d.last_update_at, battery = d.battery_strength, signal = d.signal_strength,
      interval_minutes = d.interval_minutes
    FROM device d
    WHERE d.uid = ANY(p_devices) AND r.device_uid = d.uid
      AND (r.flags, r.last_update_at, r.battery, r.signal, r.interval_minutes)
          IS DISTINCT FROM (d.flags, d.last_update_at, d.battery_strength, d.signal_strength, d.interval_minutes);
  END IF;
END $$;
--> statement-breakpoint

-- Every row from scratch (bulk loaders call it after loading; it takes the tables' locks).
CREATE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE asset_report_row, device_report_row;
  INSERT INTO asset_report_row SELECT * FROM asset_report_source ORDER BY asset_uid, folder_uid;
  INSERT INTO device_report_row SELECT * FROM device_report_source ORDER BY device_uid, folder_uid;
  ANALYZE asset_report_row;
  ANALYZE device_report_row;
END $$;
--> statement-breakpoint

-- ---- triggers ----

CREATE FUNCTION report_rows_on_entity_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  PERFORM report_refresh_entities(array(
    SELECT n.uid FROM new_rows n JOIN old_rows o ON o.uid = n.uid
     WHERE n.label IS DISTINCT FROM o.label OR n.active IS DISTINCT FROM o.active));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_rows_entity_updated AFTER UPDATE ON entity
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_entity_update();
--> statement-breakpoint

-- Tables whose rows name the entity they concern in one column: the changed rows' entities.
CREATE FUNCTION report_rows_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_col text := TG_ARGV[0];
  v_uids bigint[];
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', v_col) INTO v_uids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', v_col) INTO v_uids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT x) FROM (SELECT %1$I AS x FROM new_rows UNION SELECT %1$I FROM old_rows) u', v_col) INTO v_uids;
  END IF;
  PERFORM report_refresh_entities(v_uids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_rows_asset_inserted AFTER INSERT ON asset
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_change('uid');
--> statement-breakpoint
CREATE TRIGGER report_rows_asset_updated AFTER UPDATE ON asset
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_change('uid');
--> statement-breakpoint
CREATE TRIGGER report_rows_membership_inserted AFTER INSERT ON folder_membership
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_change('entity_uid');
--> statement-breakpoint
CREATE TRIGGER report_rows_membership_updated AFTER UPDATE ON folder_membership
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_change('entity_uid');
--> statement-breakpoint
CREATE TRIGGER report_rows_membership_deleted AFTER DELETE ON folder_membership
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_change('entity_uid');
--> statement-breakpoint

-- A config names its entity; an asset's sensor config also names the sensor whose device feeds it.
CREATE FUNCTION report_rows_on_config_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_uids bigint[];
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    v_uids := array(SELECT entity_uid FROM new_rows UNION SELECT s.device_uid FROM new_rows n JOIN sensor s ON s.uid = n.sensor_uid);
  ELSIF TG_OP = 'DELETE' THEN
    v_uids := array(SELECT entity_uid FROM old_rows UNION SELECT s.device_uid FROM old_rows o JOIN sensor s ON s.uid = o.sensor_uid);
  ELSE
    v_uids := array(
      SELECT entity_uid FROM new_rows UNION SELECT entity_uid FROM old_rows
      UNION SELECT s.device_uid FROM new_rows n JOIN sensor s ON s.uid = n.sensor_uid
      UNION SELECT s.device_uid FROM old_rows o JOIN sensor s ON s.uid = o.sensor_uid);
  END IF;
  PERFORM report_refresh_entities(v_uids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_rows_config_inserted AFTER INSERT ON entity_config
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_config_change();
--> statement-breakpoint
CREATE TRIGGER report_rows_config_updated AFTER UPDATE ON entity_config
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_config_change();
--> statement-breakpoint
CREATE TRIGGER report_rows_config_deleted AFTER DELETE ON entity_config
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_config_change();
--> statement-breakpoint

-- A folder's path (a move) or address (city, state) changed: everything in its subtree.
CREATE FUNCTION report_rows_on_folder_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  PERFORM report_refresh_entities(array(
    SELECT n.uid FROM new_rows n JOIN old_rows o ON o.uid = n.uid
     WHERE n.path IS DISTINCT FROM o.path OR n.address IS DISTINCT FROM o.address));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_rows_folder_updated AFTER UPDATE ON folder
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_folder_update();
--> statement-breakpoint

-- A product's name or class, or a class's name: the assets holding it.
CREATE FUNCTION report_rows_on_product_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'product' THEN
    PERFORM report_refresh_assets(array(
      SELECT a.uid FROM new_rows n JOIN old_rows o ON o.uid = n.uid JOIN asset a ON a.product_uid = n.uid
       WHERE n.name IS DISTINCT FROM o.name OR n.class_id IS DISTINCT FROM o.class_id));
  ELSE
    PERFORM report_refresh_assets(array(
      SELECT a.uid FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN product p ON p.class_id = n.id JOIN asset a ON a.product_uid = p.uid
       WHERE n.name IS DISTINCT FROM o.name));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_rows_product_updated AFTER UPDATE ON product
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_product_update();
--> statement-breakpoint
CREATE TRIGGER report_rows_product_class_updated AFTER UPDATE ON product_class
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_product_update();
--> statement-breakpoint

-- Devices and sensors: row triggers on the columns a report shows, so ingestion's own updates of
-- a device (flags, battery, last call-in) never fire them; report_refresh_live covers those.
CREATE FUNCTION report_rows_on_device_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM report_refresh_entities(array_remove(ARRAY[OLD.uid, OLD.parent_device_uid], NULL));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM report_refresh_entities(array_remove(ARRAY[NEW.uid, NEW.parent_device_uid], NULL));
  ELSE
    PERFORM report_refresh_entities(array_remove(ARRAY[NEW.uid, OLD.parent_device_uid, NEW.parent_device_uid], NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_rows_device_changed
  AFTER INSERT OR DELETE OR UPDATE OF serial_number, model_id, parent_device_uid, parent_device_slot, activation_state ON device
  FOR EACH ROW EXECUTE FUNCTION report_rows_on_device_change();
--> statement-breakpoint
CREATE FUNCTION report_rows_on_sensor_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM report_refresh_entities(ARRAY[OLD.device_uid] || array(SELECT entity_uid FROM entity_config WHERE sensor_uid = OLD.uid));
  ELSE
    PERFORM report_refresh_entities(
      array_remove(ARRAY[NEW.device_uid, CASE WHEN TG_OP = 'UPDATE' THEN OLD.device_uid END], NULL)
      || array(SELECT entity_uid FROM entity_config WHERE sensor_uid = NEW.uid));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_rows_sensor_changed
  AFTER INSERT OR DELETE OR UPDATE OF device_uid, port ON sensor
  FOR EACH ROW EXECUTE FUNCTION report_rows_on_sensor_change();
