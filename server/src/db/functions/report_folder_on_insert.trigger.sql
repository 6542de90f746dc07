-- Report rows (docs/decisions/033-report-rows.md).
-- A new folder: its report_folder row (scope key and path text; report_refresh_folders.sql).
CREATE OR REPLACE FUNCTION report_folder_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  PERFORM report_refresh_folders(array(SELECT uid FROM new_rows));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER report_folder_inserted AFTER INSERT ON folder
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_folder_on_insert();
