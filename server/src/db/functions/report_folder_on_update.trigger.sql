-- Report rows (docs/decisions/033-report-rows.md).
-- A move rewrites the paths of the whole subtree in one statement; a rename changes the text of
-- everything below. (report_folder_* fires before report_rows_*: triggers of one event run in name
-- order.) Entity type 2 is a folder.
CREATE OR REPLACE FUNCTION report_folder_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE OR REPLACE TRIGGER report_folder_entity_updated AFTER UPDATE ON entity
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_folder_on_update();

CREATE OR REPLACE TRIGGER report_folder_updated AFTER UPDATE ON folder
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_folder_on_update();
