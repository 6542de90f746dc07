-- Report rows (docs/decisions/033-report-rows.md).
-- report_refresh_assets for devices: upserts what device_report_source says for these devices
-- (changed rows only) and deletes their rows it no longer lists.
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
