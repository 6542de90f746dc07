-- Folder history (spec 001 §7, docs/decisions/018-folder-history-by-trigger.md).
-- A folder stands in its parent: creating a folder adds it there, moving one (a new parent_uid)
-- removes it from the old parent and adds it to the new. The recorded path is the parent's.
CREATE OR REPLACE FUNCTION record_folder_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folder_membership_history (entity_uid, folder_uid, folder_uid_path, action, is_copy, actor_uid)
  SELECT o.uid, o.parent_uid, o.path[1:cardinality(o.path) - 1], 'removed', false, ullage_actor_uid()
  FROM old_rows o JOIN new_rows n ON n.uid = o.uid
  WHERE o.parent_uid IS NOT NULL AND n.parent_uid IS DISTINCT FROM o.parent_uid;
  INSERT INTO folder_membership_history (entity_uid, folder_uid, folder_uid_path, action, is_copy, actor_uid)
  SELECT n.uid, n.parent_uid, n.path[1:cardinality(n.path) - 1], 'added', false, ullage_actor_uid()
  FROM old_rows o JOIN new_rows n ON n.uid = o.uid
  WHERE n.parent_uid IS NOT NULL AND n.parent_uid IS DISTINCT FROM o.parent_uid;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER folder_moved AFTER UPDATE ON folder
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_folder_moved();
