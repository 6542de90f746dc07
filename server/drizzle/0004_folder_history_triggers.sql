-- Folder history (GET Entity/{uid}/History/Folder, spec 001 §7): every change of where an entity
-- stands is recorded here, whoever writes it (services, seeds, other modules). Statement-level
-- triggers with transition tables record a whole multi-row insert in one set-based statement.
-- The acting user comes from the transaction setting ullage.actor_uid (services set it with
-- set_config(..., true)); it is null for the seed and system work.

CREATE FUNCTION ullage_actor_uid() RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('ullage.actor_uid', true), '')::bigint
$$;
--> statement-breakpoint
CREATE FUNCTION record_membership_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folder_membership_history (entity_uid, folder_uid, folder_uid_path, action, is_copy, actor_uid)
  SELECT n.entity_uid, n.folder_uid, coalesce(f.path, array[n.folder_uid]), 'added', n.is_copy, ullage_actor_uid()
  FROM new_rows n LEFT JOIN folder f ON f.uid = n.folder_uid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION record_membership_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folder_membership_history (entity_uid, folder_uid, folder_uid_path, action, is_copy, actor_uid)
  SELECT o.entity_uid, o.folder_uid, coalesce(f.path, array[o.folder_uid]), 'removed', o.is_copy, ullage_actor_uid()
  FROM old_rows o LEFT JOIN folder f ON f.uid = o.folder_uid;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update that changes the folder (a move) is a removal from the old and an addition to the new.
CREATE FUNCTION record_membership_moved() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER folder_membership_added AFTER INSERT ON folder_membership
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_membership_added();
--> statement-breakpoint
CREATE TRIGGER folder_membership_removed AFTER DELETE ON folder_membership
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_membership_removed();
--> statement-breakpoint
CREATE TRIGGER folder_membership_moved AFTER UPDATE ON folder_membership
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_membership_moved();
--> statement-breakpoint
-- A folder stands in its parent: creating a folder adds it there, moving one (a new parent_uid)
-- removes it from the old parent and adds it to the new. The recorded path is the parent's.
CREATE FUNCTION record_folder_placed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO folder_membership_history (entity_uid, folder_uid, folder_uid_path, action, is_copy, actor_uid)
  SELECT n.uid, n.parent_uid, n.path[1:cardinality(n.path) - 1], 'added', false, ullage_actor_uid()
  FROM new_rows n WHERE n.parent_uid IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION record_folder_moved() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER folder_placed AFTER INSERT ON folder
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_folder_placed();
--> statement-breakpoint
CREATE TRIGGER folder_moved AFTER UPDATE ON folder
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_folder_moved();
