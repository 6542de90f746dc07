-- Report rows (docs/decisions/033-report-rows.md).
-- Upserts what the view (asset_report_source) says for these assets (changed rows only) and
-- deletes their rows it no longer lists. Upsert rather than delete-and-insert, so two transactions
-- refreshing one asset queue on its rows instead of colliding on the key. The column list follows
-- asset_report_row (temperature_zone: docs/decisions/036).
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
