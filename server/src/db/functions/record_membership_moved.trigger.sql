-- Folder history (spec 001 §7, docs/decisions/018-folder-history-by-trigger.md).
-- An update that changes the folder (a move) is a removal from the old and an addition to the new.
CREATE OR REPLACE FUNCTION record_membership_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folder_membership_history (entity_uid, folder_uid, folder_uid_path, action, is_copy, actor_uid)
  SELECT o.entity_uid, o.folder_uid, coalesce(f.path, array[o.folder_uid]), 'removed', o.is_copy, ullage_actor_uid()
  FROM old_rows o LEFT JOIN folder f ON f.uid = o.folder_uid
  WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.entity_uid = o.entity_uid AND n.folder_uid = o.folder_uid);
  INSERT INTO folder_membership_history (entity_uid, folder_uid, folder_uid_path, action, is_copy, actor_uid)
  SELECT n.entity_uid, n.folder_uid, coalesce(f.path, array[n.folder_uid]), 'added', n.is_copy, ullage_actor_uid()
  FROM new_rows n LEFT JOIN folder f ON f.uid = n.folder_uid
  WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.entity_uid = n.entity_uid AND o.folder_uid = n.folder_uid);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER folder_membership_moved AFTER UPDATE ON folder_membership
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_membership_moved();
