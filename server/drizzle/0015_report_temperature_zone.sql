ALTER TABLE "asset_report_row" ADD COLUMN "temperature_zone" smallint;--> statement-breakpoint
-- ---- Hand-written (docs/decisions/033-report-rows.md, 036-report-temperature-zone-row-keys-sort-indexes.md) ----
-- The temperature's zone (Safe, Hot, Cold: spec 001 §4, §9 colours) beside the temperature on the
-- asset report rows, from the same asset_value_state row as the value, kept by the same upkeep:
-- the definition (asset_report_live, asset_report_source), the structural upsert
-- (report_refresh_assets), the reading path (report_refresh_live) and the rebuild (report_rebuild
-- copies the source view as it is). Then the sort indexes of the report's default columns.

-- The temperature is now read with its zone (one lateral row rather than a scalar subquery), the
-- newest first, ties by config, as report_refresh_live reads it.
CREATE OR REPLACE VIEW asset_report_live AS
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
       tv.value AS temperature,
       pv.value AS pressure,
       pv.units_id AS pressure_units_id,
       tv.zone AS temperature_zone
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
  SELECT v.value, v.zone FROM asset_value_state v
  WHERE v.asset_uid = a.uid AND v.config_type_id = 6
  ORDER BY v.reading_time DESC, v.config_id LIMIT 1
) tv ON true
LEFT JOIN LATERAL (
  SELECT v.value, (c.data ->> 'unitsId')::smallint AS units_id
  FROM asset_value_state v JOIN entity_config c ON c.id = v.config_id
  WHERE v.asset_uid = a.uid AND v.config_type_id = 4
  ORDER BY v.reading_time DESC LIMIT 1
) pv ON true;
--> statement-breakpoint

-- The row's columns in table order: temperature_zone last, where ALTER TABLE put it.
CREATE OR REPLACE VIEW asset_report_source AS
SELECT pl.entity_uid AS asset_uid, pl.folder_uid, pl.mrank, pl.scope_key, pl.folder_label, pl.city, pl.state,
       e.label, a.is_template, e.created_at, a.product_uid, p.name AS product_name, pc.name AS product_class,
       l.tank_type, l.device_uid, l.device_parent_uid, l.device_serial, l.device_model_id, l.sensor_port,
       l.reading_time, l.capacity, l.max_fill_amount, l.amount_full, l.inches_full, l.percent_full, l.ullage, l.adjusted_ullage,
       l.days_left, l.date_empty, l.last_fill_date, l.last_fill_amount, l.last_usage_amount, l.avg_daily, l.avg_7day,
       l.status, l.status_mask, l.zone, l.battery, l.signal, l.device_flags, l.temperature, l.pressure, l.pressure_units_id,
       l.temperature_zone
FROM report_placement pl
JOIN asset a ON a.uid = pl.entity_uid
JOIN entity e ON e.uid = a.uid AND e.active
LEFT JOIN product p ON p.uid = a.product_uid
LEFT JOIN product_class pc ON pc.id = p.class_id
JOIN asset_report_live l ON l.asset_uid = a.uid;
--> statement-breakpoint

-- 0011's upsert, with the temperature zone.
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
    pressure = excluded.pressure, pressure_units_id = excluded.pressure_units_id, temperature_zone = excluded.temperature_zone
  WHERE ROW(asset_report_row.*) IS DISTINCT FROM ROW(excluded.*);
END $$;
--> statement-breakpoint

-- 0009's reading path, with the temperature zone read beside the temperature.
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
      temperature = l.temperature, pressure = l.pressure, pressure_units_id = l.pressure_units_id,
      temperature_zone = l.temperature_zone
    FROM (
      SELECT k.asset_uid, t.reading_time,
             -- Before the first reading the row holds the configured capacity and max fill.
             coalesce(t.capacity, k.capacity) AS capacity, coalesce(t.max_fill_amount, k.max_fill_amount) AS max_fill_amount,
             t.amount_full, t.inches_full, t.percent_full, t.ullage, t.adjusted_ullage, t.days_left, t.date_empty,
             t.last_fill_date, t.last_fill_amount, t.last_usage_amount, t.avg_daily, t.avg_7day,
             coalesce(t.status, 0)::smallint AS status, coalesce(t.status_mask, 0) AS status_mask, t.zone,
             d.battery_strength AS battery, d.signal_strength AS signal, d.flags AS device_flags,
             tv.value AS temperature, tv.zone AS temperature_zone,
             pv.value AS pressure, pv.units_id AS pressure_units_id
        FROM (SELECT DISTINCT ON (asset_uid) asset_uid, device_uid, capacity, max_fill_amount
                FROM asset_report_row WHERE asset_uid = ANY(v_assets) ORDER BY asset_uid, mrank) k
        LEFT JOIN tank_state t ON t.asset_uid = k.asset_uid
        LEFT JOIN device d ON d.uid = k.device_uid
        LEFT JOIN LATERAL (
          SELECT v.value, v.zone FROM asset_value_state v
          WHERE v.asset_uid = k.asset_uid AND v.config_type_id = 6
          ORDER BY v.reading_time DESC, v.config_id LIMIT 1
        ) tv ON true
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
           r.status_mask, r.zone, r.battery, r.signal, r.device_flags, r.temperature, r.pressure, r.pressure_units_id,
           r.temperature_zone)
          IS DISTINCT FROM
          (l.reading_time, l.capacity, l.max_fill_amount, l.amount_full, l.inches_full, l.percent_full, l.ullage, l.adjusted_ullage,
           l.days_left, l.date_empty, l.last_fill_date, l.last_fill_amount, l.last_usage_amount, l.avg_daily, l.avg_7day, l.status,
           l.status_mask, l.zone, l.battery, l.signal, l.device_flags, l.temperature, l.pressure, l.pressure_units_id,
           l.temperature_zone);
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

-- Backfill: the rows of assets with a temperature take its zone (and, with the new tie rule, the
-- same temperature the view now names).
SELECT report_refresh_live(array(SELECT DISTINCT asset_uid FROM asset_value_state WHERE config_type_id = 6 ORDER BY 1), NULL);
--> statement-breakpoint

-- Sort indexes (docs/decisions/036): the default-visible columns a user sorts the reports by,
-- ascending (a header's first click), in the compiler's ORDER BY (text: lower(x) COLLATE "C",
-- x COLLATE "C"; others x ASC NULLS LAST; then the uid). Each asset row index costs every reading
-- a rewrite, so only these: last reading, product and device serial of the asset report; name and
-- serial number of the device report.
CREATE INDEX asset_report_reading_time_idx ON asset_report_row (reading_time ASC NULLS LAST, asset_uid);
--> statement-breakpoint
CREATE INDEX asset_report_product_idx ON asset_report_row ((lower(product_name) COLLATE "C"), (product_name COLLATE "C"), asset_uid);
--> statement-breakpoint
CREATE INDEX asset_report_device_serial_idx ON asset_report_row ((lower(device_serial) COLLATE "C"), (device_serial COLLATE "C"), asset_uid);
--> statement-breakpoint
CREATE INDEX device_report_label_idx ON device_report_row ((lower(label) COLLATE "C"), (label COLLATE "C"), device_uid);
--> statement-breakpoint
CREATE INDEX device_report_serial_idx ON device_report_row ((lower(serial_number) COLLATE "C"), (serial_number COLLATE "C"), device_uid);
