-- Report rows (docs/decisions/033-report-rows.md).
-- Every row an entity change touches: the rows of these assets and devices; the assets a changed
-- device feeds (its serial, model and state show on them); the devices feeding a changed asset and
-- their gateways (their tank counts), the gateways of changed devices (their slot counts); and for
-- a folder, every asset and device standing anywhere in its subtree. Called by the report_rows_*
-- triggers on entity, asset, device, sensor, folder_membership and entity_config.
-- Entity type 2 is a folder (domain/src/entity-types.ts).
CREATE OR REPLACE FUNCTION report_refresh_entities(p_uids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
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
