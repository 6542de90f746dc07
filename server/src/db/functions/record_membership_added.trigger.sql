-- Folder history (spec 001 §7, docs/decisions/018-folder-history-by-trigger.md).
-- A membership inserted: the entity was 'added' to the folder, with the folder's path at the time
-- and the acting user (ullage_actor_uid.sql).
CREATE OR REPLACE FUNCTION record_membership_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folder_membership_history (entity_uid, folder_uid, folder_uid_path, action, is_copy, actor_uid)
  SELECT n.entity_uid, n.folder_uid, coalesce(f.path, array[n.folder_uid]), 'added', n.is_copy, ullage_actor_uid()
  FROM new_rows n LEFT JOIN folder f ON f.uid = n.folder_uid;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER folder_membership_added AFTER INSERT ON folder_membership
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_membership_added();
