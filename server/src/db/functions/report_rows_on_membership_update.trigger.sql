-- Report rows (docs/decisions/033-report-rows.md).
-- The report rows follow a membership's placement (folder, copy flag, time, read-only), not the
-- copies of its entity's columns (membership_tree_on_entity_update.trigger.sql): an update that
-- only rewrites the copies refreshes no report row, which the entity's own report trigger has
-- already done.
CREATE OR REPLACE FUNCTION report_rows_on_membership_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  PERFORM report_refresh_entities(array(
    SELECT DISTINCT entity_uid FROM (
      (SELECT entity_uid, folder_uid, is_copy, read_only, created_at FROM new_rows
       EXCEPT ALL SELECT entity_uid, folder_uid, is_copy, read_only, created_at FROM old_rows)
      UNION ALL
      (SELECT entity_uid, folder_uid, is_copy, read_only, created_at FROM old_rows
       EXCEPT ALL SELECT entity_uid, folder_uid, is_copy, read_only, created_at FROM new_rows)) changed));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER report_rows_membership_updated AFTER UPDATE ON folder_membership
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_membership_update();
