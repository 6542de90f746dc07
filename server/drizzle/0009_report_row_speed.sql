-- Report rows, faster upkeep (docs/decisions/033-report-rows.md):
--   * report_folder holds each folder's scope key and path text once, so a row's placement is a
--     lookup rather than a walk up the folder's ancestors for every membership (a rebuild of
--     100,000 tanks spent most of its time there); triggers on folder and entity keep it, and
--     they are named to run before the report rows' own triggers on the same tables;
--   * report_refresh_live rewrites only what readings change and reads the device through the
--     row's own device_uid instead of recomputing the asset's configs and device link;
--   * the page indexes slimmed (no INCLUDE), and one for the name sort (the compiler's
--     lower(label) COLLATE "C", label COLLATE "C").

ALTER TABLE report_folder ALTER COLUMN scope_key TYPE text COLLATE "C";
--> statement-breakpoint
INSERT INTO report_folder (folder_uid, scope_key, path_text)
SELECT uid, report_scope_key(path), report_folder_path_text(path) FROM folder;
--> statement-breakpoint

-- These folders and every folder below them.
CREATE FUNCTION report_refresh_folders(p_uids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_uids IS NULL OR cardinality(p_uids) = 0 THEN RETURN; END IF;
  INSERT INTO report_folder (folder_uid, scope_key, path_text)
  SELECT f.uid, report_scope_key(f.path), report_folder_path_text(f.path) FROM folder f WHERE f.path && p_uids ORDER BY f.uid
  ON CONFLICT (folder_uid) DO UPDATE SET scope_key = excluded.scope_key, path_text = excluded.path_text
  WHERE (report_folder.scope_key, report_folder.path_text) IS DISTINCT FROM (excluded.scope_key, excluded.path_text);
END $$;
--> statement-breakpoint
CREATE FUNCTION report_folder_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  PERFORM report_refresh_folders(array(SELECT uid FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_folder_inserted AFTER INSERT ON folder
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_folder_on_insert();
--> statement-breakpoint
-- A move rewrites the paths of the whole subtree in one statement; a rename changes the text of
-- everything below. (report_folder_* fires before report_rows_*: triggers of one event run in name
-- order.)
CREATE FUNCTION report_folder_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'folder' THEN
    PERFORM report_refresh_folders(array(
      SELECT n.uid FROM new_rows n JOIN old_rows o ON o.uid = n.uid WHERE n.path IS DISTINCT FROM o.path));
  ELSE
    PERFORM report_refresh_folders(array(
      SELECT n.uid FROM new_rows n JOIN old_rows o ON o.uid = n.uid WHERE n.type_id = 2 AND n.label IS DISTINCT FROM o.label));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_folder_updated AFTER UPDATE ON folder
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_folder_on_update();
--> statement-breakpoint
CREATE TRIGGER report_folder_entity_updated AFTER UPDATE ON entity
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_folder_on_update();
--> statement-breakpoint

DROP VIEW asset_report_source, device_report_source, report_placement;
--> statement-breakpoint
CREATE VIEW report_placement AS
SELECT m.entity_uid,
       m.folder_uid,
       (row_number() OVER (PARTITION BY m.entity_uid ORDER BY m.is_copy, m.created_at, m.folder_uid) - 1)::smallint AS mrank,
       rf.scope_key,
       fe.label AS folder_label,
       rf.path_text AS folder_path_text,
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
SELECT pl.entity_uid AS asset_uid, pl.folder_uid, pl.mrank, pl.scope_key, pl.folder_label, pl.folder_path_text, pl.city, pl.state,
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
SELECT pl.entity_uid AS device_uid, pl.folder_uid, pl.mrank, pl.scope_key, pl.folder_label, pl.folder_path_text, pl.city, pl.state,
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

-- The reading path: the columns a reading, a sweep or a battery reset changes, changed rows only.
-- p_devices: devices whose state changed (their rows, and the rows of the assets they feed). What
-- comes from configs, sensors and devices' identities (tank type, the device link, the configured
-- capacity before the first reading) is the triggers' business and is kept as the row has it; the
-- tests compare the result with asset_report_source.
CREATE OR REPLACE FUNCTION report_refresh_live(p_assets bigint[], p_devices bigint[]) RETURNS void LANGUAGE plpgsql AS $$
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
      reading_time = l.reading_time, capacity = l.capacity, max_fill_amount = l.max_fill_amount, amount_full = l.amount_full,
      inches_full = l.inches_full, percent_full = l.percent_full, ullage = l.ullage, adjusted_ullage = l.adjusted_ullage,
      days_left = l.days_left, date_empty = l.date_empty, last_fill_date = l.last_fill_date, last_fill_amount = l.last_fill_amount,
      last_usage_amount = l.last_usage_amount, avg_daily = l.avg_daily, avg_7day = l.avg_7day, status = l.status,
      status_mask = l.status_mask, zone = l.zone, battery = l.battery, signal = l.signal, device_flags = l.device_flags,
      temperature = l.temperature, pressure = l.pressure, pressure_units_id = l.pressure_units_id
    FROM (
      SELECT k.asset_uid, t.reading_time,
             -- Before the first reading the row holds the configured capacity and max fill.
             coalesce(t.capacity, k.capacity) AS capacity, coalesce(t.max_fill_amount, k.max_fill_amount) AS max_fill_amount,
             t.amount_full, t.inches_full, t.percent_full, t.ullage, t.adjusted_ullage, t.days_left, t.date_empty,
             t.last_fill_date, t.last_fill_amount, t.last_usage_amount, t.avg_daily, t.avg_7day,
             coalesce(t.status, 0)::smallint AS status, coalesce(t.status_mask, 0) AS status_mask, t.zone,
             d.battery_strength AS battery, d.signal_strength AS signal, d.flags AS device_flags,
             (SELECT v.value FROM asset_value_state v
               WHERE v.asset_uid = k.asset_uid AND v.config_type_id = 6 ORDER BY v.reading_time DESC LIMIT 1) AS temperature,
             pv.value AS pressure, pv.units_id AS pressure_units_id
        FROM (SELECT DISTINCT ON (asset_uid) asset_uid, device_uid, capacity, max_fill_amount
                FROM asset_report_row WHERE asset_uid = ANY(v_assets) ORDER BY asset_uid, mrank) k
        LEFT JOIN tank_state t ON t.asset_uid = k.asset_uid
        LEFT JOIN device d ON d.uid = k.device_uid
        LEFT JOIN LATERAL (
          SELECT v.value, (c.data ->> 'unitsId')::smallint AS units_id
          FROM asset_value_state v JOIN entity_config c ON c.id = v.config_id
          WHERE v.asset_uid = k.asset_uid AND v.config_type_id = 4
          ORDER BY v.reading_time DESC LIMIT 1
        ) pv ON true
    ) l
    WHERE r.asset_uid = l.asset_uid
      AND (r.reading_time, r.capacity, r.max_fill_amount, r.amount_full, r.inches_full, r.percent_full, r.ullage, r.adjusted_ullage,
           r.days_left, r.date_empty, r.last_fill_date, r.last_fill_amount, r.last_usage_amount, r.avg_daily, r.avg_7day, r.status,
           r.status_mask, r.zone, r.battery, r.signal, r.device_flags, r.temperature, r.pressure, r.pressure_units_id)
          IS DISTINCT FROM
          (l.reading_time, l.capacity, l.max_fill_amount, l.amount_full, l.inches_full, l.percent_full, l.ullage, l.adjusted_ullage,
           l.days_left, l.date_empty, l.last_fill_date, l.last_fill_amount, l.last_usage_amount, l.avg_daily, l.avg_7day, l.status,
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

-- Every row from scratch, the folders' keys first.
CREATE OR REPLACE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE report_folder, asset_report_row, device_report_row;
  INSERT INTO report_folder (folder_uid, scope_key, path_text) SELECT uid, report_scope_key(path), report_folder_path_text(path) FROM folder;
  INSERT INTO asset_report_row SELECT * FROM asset_report_source ORDER BY asset_uid, folder_uid;
  INSERT INTO device_report_row SELECT * FROM device_report_source ORDER BY device_uid, folder_uid;
  ANALYZE report_folder;
  ANALYZE asset_report_row;
  ANALYZE device_report_row;
END $$;
--> statement-breakpoint

-- The page indexes without INCLUDE: carrying the scope key made each index entry four times the
-- size, and every reading rewrites one entry per index at a random place; the ingestion batch paid
-- twice the time for the report rows (BENCHMARKS.md). A page now checks the scope of the index's
-- first rows on the table, a fraction of a millisecond for a first page.
DROP INDEX asset_report_status_pf_desc_idx, asset_report_status_pf_asc_idx, asset_report_pf_desc_idx, asset_report_pf_asc_idx, asset_report_days_left_idx;
--> statement-breakpoint
CREATE INDEX asset_report_status_pf_desc_idx ON asset_report_row (status, percent_full DESC NULLS LAST, asset_uid);
--> statement-breakpoint
CREATE INDEX asset_report_status_pf_asc_idx ON asset_report_row (status, percent_full ASC NULLS LAST, asset_uid);
--> statement-breakpoint
CREATE INDEX asset_report_pf_desc_idx ON asset_report_row (percent_full DESC NULLS LAST, asset_uid);
--> statement-breakpoint
CREATE INDEX asset_report_pf_asc_idx ON asset_report_row (percent_full ASC NULLS LAST, asset_uid);
--> statement-breakpoint
CREATE INDEX asset_report_days_left_idx ON asset_report_row (days_left ASC NULLS LAST, asset_uid);
--> statement-breakpoint
CREATE INDEX asset_report_label_idx ON asset_report_row ((lower(label) COLLATE "C"), (label COLLATE "C"), asset_uid);
