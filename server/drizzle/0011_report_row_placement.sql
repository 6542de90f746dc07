-- Report rows (docs/decisions/033-report-rows.md): the folder's path text is read from
-- report_folder by the row's folder instead of repeated on every row (0010 drops the column), so
-- renaming a region touches none of its rows; and a folder renamed, moved or given another address
-- rewrites only its rows' placement columns (folder label, city and state, scope key) instead of
-- recomputing whole rows. The views, the upserts and the folder and entity triggers change to match.

DROP VIEW asset_report_source, device_report_source, report_placement;
--> statement-breakpoint
CREATE VIEW report_placement AS
SELECT m.entity_uid,
       m.folder_uid,
       (row_number() OVER (PARTITION BY m.entity_uid ORDER BY m.is_copy, m.created_at, m.folder_uid) - 1)::smallint AS mrank,
       rf.scope_key,
       fe.label AS folder_label,
       nullif(f.address ->> 'city', '') AS city,
       nullif(f.address ->> 'state', '') AS state
FROM folder_membership m
JOIN folder f ON f.uid = m.folder_uid
JOIN entity fe ON fe.uid = f.uid AND fe.active
JOIN report_folder rf ON rf.folder_uid = f.uid;
--> statement-breakpoint
-- Every asset row as it should be: report_refresh_* write these, and the tests compare the table
-- with this view.
CREATE VIEW asset_report_source AS
SELECT pl.entity_uid AS asset_uid, pl.folder_uid, pl.mrank, pl.scope_key, pl.folder_label, pl.city, pl.state,
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
SELECT pl.entity_uid AS device_uid, pl.folder_uid, pl.mrank, pl.scope_key, pl.folder_label, pl.city, pl.state,
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

-- The rows without their path text (the upserts of 0007 otherwise).
-- Upserts what the view says for these assets (changed rows only) and deletes their rows it no
-- longer lists. Upsert rather than delete-and-insert, so two transactions refreshing one asset
-- queue on its rows instead of colliding on the key.
CREATE OR REPLACE FUNCTION report_refresh_assets(p_uids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
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
    city = excluded.city, state = excluded.state,
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

CREATE OR REPLACE FUNCTION report_refresh_devices(p_uids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
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
    city = excluded.city, state = excluded.state,
    label = excluded.label, created_at = excluded.created_at, serial_number = excluded.serial_number,
    model_id = excluded.model_id, activation_state = excluded.activation_state, parent_uid = excluded.parent_uid,
    parent_serial = excluded.parent_serial, parent_slot = excluded.parent_slot, children = excluded.children,
    tanks = excluded.tanks, flags = excluded.flags, last_update_at = excluded.last_update_at,
    battery = excluded.battery, signal = excluded.signal, interval_minutes = excluded.interval_minutes
  WHERE ROW(device_report_row.*) IS DISTINCT FROM ROW(excluded.*);
END $$;
--> statement-breakpoint

-- A folder renamed, moved or given another address changes only where its rows say they stand:
-- rewrite those columns of the rows standing in these folders, found by the scope key they hold
-- now (`p_keys`, the folder's key before a move), instead of recomputing every row. (Renaming a
-- region of 100,000 tanks took 48 s when it recomputed them all.)
CREATE FUNCTION report_refresh_placement(p_folders bigint[], p_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_folders IS NULL OR cardinality(p_folders) = 0 THEN RETURN; END IF;
  UPDATE asset_report_row r SET
    scope_key = rf.scope_key, folder_label = fe.label,
    city = nullif(f.address ->> 'city', ''), state = nullif(f.address ->> 'state', '')
  FROM unnest(p_folders, p_keys) AS x(uid, key)
  JOIN folder f ON f.uid = x.uid
  JOIN entity fe ON fe.uid = f.uid
  JOIN report_folder rf ON rf.folder_uid = f.uid
  WHERE r.scope_key = x.key AND r.folder_uid = x.uid
    AND (r.scope_key, r.folder_label, r.city, r.state)
        IS DISTINCT FROM (rf.scope_key, fe.label, nullif(f.address ->> 'city', ''), nullif(f.address ->> 'state', ''));
  UPDATE device_report_row r SET
    scope_key = rf.scope_key, folder_label = fe.label,
    city = nullif(f.address ->> 'city', ''), state = nullif(f.address ->> 'state', '')
  FROM unnest(p_folders, p_keys) AS x(uid, key)
  JOIN folder f ON f.uid = x.uid
  JOIN entity fe ON fe.uid = f.uid
  JOIN report_folder rf ON rf.folder_uid = f.uid
  WHERE r.scope_key = x.key AND r.folder_uid = x.uid
    AND (r.scope_key, r.folder_label, r.city, r.state)
        IS DISTINCT FROM (rf.scope_key, fe.label, nullif(f.address ->> 'city', ''), nullif(f.address ->> 'state', ''));
END $$;
--> statement-breakpoint

-- Labels: a folder's new name is a placement change of its own rows (the path text below it is
-- report_folder's); an entity made active or inactive (a folder too), or another entity renamed,
-- is recomputed.
CREATE OR REPLACE FUNCTION report_rows_on_entity_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_renamed bigint[];
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  PERFORM report_refresh_entities(array(
    SELECT n.uid FROM new_rows n JOIN old_rows o ON o.uid = n.uid
     WHERE n.active IS DISTINCT FROM o.active OR (n.type_id <> 2 AND n.label IS DISTINCT FROM o.label)));
  v_renamed := array(
    SELECT n.uid FROM new_rows n JOIN old_rows o ON o.uid = n.uid
     WHERE n.type_id = 2 AND n.active IS NOT DISTINCT FROM o.active AND n.label IS DISTINCT FROM o.label);
  IF cardinality(v_renamed) > 0 THEN
    PERFORM report_refresh_placement(array_agg(rf.folder_uid), array_agg(rf.scope_key::text))
      FROM report_folder rf WHERE rf.folder_uid = ANY(v_renamed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- A move rewrites the paths of the whole subtree in one statement (every folder of it is in the
-- transition tables); an address changes one folder's city and state.
CREATE OR REPLACE FUNCTION report_rows_on_folder_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  PERFORM report_refresh_placement(array_agg(n.uid), array_agg(report_scope_key(o.path)))
    FROM new_rows n JOIN old_rows o ON o.uid = n.uid
   WHERE n.path IS DISTINCT FROM o.path OR n.address IS DISTINCT FROM o.address;
  RETURN NULL;
END $$;
