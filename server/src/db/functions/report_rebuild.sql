-- Report rows (docs/decisions/033-report-rows.md).
-- Every row from scratch, the folders' keys first. For bulk loaders (the demo seed, a COPY-loaded
-- bench world), which may set ullage.report_rows = 'deferred' to silence the triggers while they
-- load and call this after loading; it takes the tables' locks.
CREATE OR REPLACE FUNCTION report_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE report_folder, report_folder_contact, asset_report_row, device_report_row;
  INSERT INTO report_folder (folder_uid, scope_key, path_text) SELECT uid, report_scope_key(path), report_folder_path_text(path) FROM folder;
  PERFORM report_refresh_folder_contacts(array(SELECT uid FROM folder WHERE parent_uid IS NULL));
  INSERT INTO asset_report_row SELECT * FROM asset_report_source ORDER BY asset_uid, folder_uid;
  INSERT INTO device_report_row SELECT * FROM device_report_source ORDER BY device_uid, folder_uid;
  ANALYZE report_folder;
  ANALYZE report_folder_contact;
  ANALYZE asset_report_row;
  ANALYZE device_report_row;
END $$;
