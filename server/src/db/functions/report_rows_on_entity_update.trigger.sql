-- Report rows (docs/decisions/033-report-rows.md).
-- Labels: a folder's new name is a placement change of its own rows (the path text below it is
-- report_folder's); an entity made active or inactive (a folder too), or another entity renamed,
-- is recomputed. Entity type 2 is a folder.
CREATE OR REPLACE FUNCTION report_rows_on_entity_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_renamed bigint[];
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  PERFORM report_refresh_entities(array(
    SELECT n.uid FROM new_rows n JOIN old_rows o ON o.uid = n.uid
     WHERE n.active IS DISTINCT FROM o.active OR (n.type_id <> 2 AND n.label IS DISTINCT FROM o.label)));
  v_renamed := array(
    SELECT n.uid FROM new_rows n JOIN old_rows o ON o.uid = n.uid
     WHERE n.type_id = 2 AND n.active IS NOT DISTINCT FROM o.active AND n.label IS DISTINCT FROM o.label);
  IF cardinality(v_renamed) > 0 THEN
    PERFORM report_refresh_placement(array_agg(rf.folder_uid), array_agg(rf.scope_key::text))
      FROM report_folder rf WHERE rf.folder_uid = ANY(v_renamed);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER report_rows_entity_updated AFTER UPDATE ON entity
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_entity_update();
