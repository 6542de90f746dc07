-- Report rows (docs/decisions/033-report-rows.md).
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

CREATE OR REPLACE TRIGGER report_rows_folder_updated AFTER UPDATE ON folder
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_folder_update();
