-- Report rows (docs/decisions/033-report-rows.md).
-- The reading path: the columns a reading, a sweep or a battery reset changes, changed rows only.
-- Called by ingestion (writeResult), the late sweep, battery resets and tank restatements
-- (server/src/modules/report/report-rows.repository.ts).
-- p_devices: devices whose state changed (their rows, and the rows of the assets they feed). What
-- comes from configs, sensors and devices' identities (tank type, the device link, the configured
-- capacity before the first reading) is the triggers' business and is kept as the row has it; the
-- tests compare the result with asset_report_source.
-- The temperature zone is read beside the temperature (docs/decisions/036). Config type ids are
-- domain/src/configs.ts ConfigType (4 pressure, 6 temperature).
CREATE OR REPLACE FUNCTION report_refresh_live(p_assets bigint[], p_devices bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_assets bigint[];
  v_uids bigint[];
  v_keys text[];
BEGIN
  v_assets := array(
    SELECT DISTINCT u FROM (
      SELECT unnest(coalesce(p_assets, '{}')) AS u
      UNION ALL
      SELECT c.entity_uid FROM sensor s JOIN entity_config c ON c.sensor_uid = s.uid WHERE s.device_uid = ANY(coalesce(p_devices, '{}'))
    ) x ORDER BY u);
  IF cardinality(v_assets) > 0 THEN
    WITH changed AS (
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
           l.temperature_zone)
    RETURNING r.asset_uid, r.scope_key)
    SELECT array_agg(asset_uid ORDER BY asset_uid), array_agg(scope_key ORDER BY asset_uid) INTO v_uids, v_keys FROM changed;
    -- The rows that changed, to the live streams (live_notify.sql, docs/decisions/080-live-updates.md).
    PERFORM live_notify('tank', v_uids, v_keys);
  END IF;
  IF p_devices IS NOT NULL AND cardinality(p_devices) > 0 THEN
    WITH changed AS (
    UPDATE device_report_row r SET
      flags = d.flags, last_update_at = d.last_update_at, battery = d.battery_strength, signal = d.signal_strength,
      interval_minutes = d.interval_minutes
    FROM device d
    WHERE d.uid = ANY(p_devices) AND r.device_uid = d.uid
      AND (r.flags, r.last_update_at, r.battery, r.signal, r.interval_minutes)
          IS DISTINCT FROM (d.flags, d.last_update_at, d.battery_strength, d.signal_strength, d.interval_minutes)
    RETURNING r.device_uid, r.scope_key)
    SELECT array_agg(device_uid ORDER BY device_uid), array_agg(scope_key ORDER BY device_uid) INTO v_uids, v_keys FROM changed;
    PERFORM live_notify('device', v_uids, v_keys);
  END IF;
END $$;
