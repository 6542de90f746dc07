-- Folder history (spec 001 §7, docs/decisions/018-folder-history-by-trigger.md).
-- A membership deleted: the entity was 'removed' from the folder.
CREATE OR REPLACE FUNCTION record_membership_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folder_membership_history (entity_uid, folder_uid, folder_uid_path, action, is_copy, actor_uid)
  SELECT o.entity_uid, o.folder_uid, coalesce(f.path, array[o.folder_uid]), 'removed', o.is_copy, ullage_actor_uid()
  FROM old_rows o LEFT JOIN folder f ON f.uid = o.folder_uid;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER folder_membership_removed AFTER DELETE ON folder_membership
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_membership_removed();
