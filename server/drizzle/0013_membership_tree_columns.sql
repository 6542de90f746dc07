-- The explorer tree reads a folder's members from folder_membership alone
-- (docs/decisions/046-membership-tree-columns.md): each membership carries its entity's type_id,
-- active flag and lower(label) (the tree's sort), so a page of one list is a range of
-- folder_membership_tree_idx and the counts an index-only scan of it, instead of a probe into
-- entity for every member of the folder. Triggers keep the copies: a membership takes them from
-- its entity when inserted (or given another entity), and an entity's update that changes its
-- type, active flag or lowered label rewrites its memberships. Nothing else writes them.
-- Also, for navigation search (docs/decisions/021-navigation-search.md): app_user (contact_uid), for
-- the "users by their contact's name or email" sources, and a trigram index of the labels of
-- entities other than folders, for the source that searches them.

ALTER TABLE "folder_membership" ADD COLUMN "type_id" smallint;
--> statement-breakpoint
ALTER TABLE "folder_membership" ADD COLUMN "active" boolean;
--> statement-breakpoint
ALTER TABLE "folder_membership" ADD COLUMN "sort_label" text;
--> statement-breakpoint
-- The backfill is one UPDATE with the table's triggers off: it moves no membership, so there is no
-- folder history to record and no report row to refresh.
ALTER TABLE "folder_membership" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE folder_membership m SET type_id = e.type_id, active = e.active, sort_label = lower(e.label)
  FROM entity e WHERE e.uid = m.entity_uid;
--> statement-breakpoint
ALTER TABLE "folder_membership" ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE "folder_membership" ALTER COLUMN "type_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "folder_membership" ALTER COLUMN "active" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "folder_membership" ALTER COLUMN "sort_label" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "folder_membership_tree_idx" ON "folder_membership" USING btree ("folder_uid","type_id","sort_label","entity_uid") WHERE "folder_membership"."active";
--> statement-breakpoint
CREATE INDEX "app_user_contact_idx" ON "app_user" USING btree ("contact_uid");
--> statement-breakpoint
CREATE INDEX "entity_label_member_trgm_idx" ON "entity" USING gin ("label" gin_trgm_ops) WHERE "entity"."type_id" <> 2;
--> statement-breakpoint

-- A new membership (or one given another entity) copies its entity's columns. An entity that does
-- not exist leaves placeholders, so the insert fails on the foreign key as before.
CREATE FUNCTION membership_tree_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e.type_id, e.active, lower(e.label) INTO NEW.type_id, NEW.active, NEW.sort_label FROM entity e WHERE e.uid = NEW.entity_uid;
  IF NOT FOUND THEN
    NEW.type_id := 0;
    NEW.active := false;
    NEW.sort_label := '';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER folder_membership_tree_fill BEFORE INSERT ON folder_membership
  FOR EACH ROW EXECUTE FUNCTION membership_tree_fill();
--> statement-breakpoint
CREATE TRIGGER folder_membership_tree_refill BEFORE UPDATE OF entity_uid ON folder_membership
  FOR EACH ROW WHEN (NEW.entity_uid IS DISTINCT FROM OLD.entity_uid) EXECUTE FUNCTION membership_tree_fill();
--> statement-breakpoint

-- An entity renamed (when the lowered label changes), activated, deactivated or given another type:
-- its memberships follow, in one statement for the whole update.
CREATE FUNCTION membership_tree_on_entity_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE folder_membership m SET type_id = n.type_id, active = n.active, sort_label = lower(n.label)
    FROM new_rows n JOIN old_rows o ON o.uid = n.uid
   WHERE m.entity_uid = n.uid
     AND (n.type_id, n.active, lower(n.label)) IS DISTINCT FROM (o.type_id, o.active, lower(o.label))
     AND (m.type_id, m.active, m.sort_label) IS DISTINCT FROM (n.type_id, n.active, lower(n.label));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER folder_membership_tree_entity_updated AFTER UPDATE ON entity
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION membership_tree_on_entity_update();
--> statement-breakpoint

-- The report rows follow a membership's placement (folder, copy flag, time, read-only), not these
-- copies: an update that only rewrites the copies (the trigger above) refreshes no report row,
-- which the entity's own report trigger has already done.
CREATE FUNCTION report_rows_on_membership_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
DROP TRIGGER report_rows_membership_updated ON folder_membership;
--> statement-breakpoint
CREATE TRIGGER report_rows_membership_updated AFTER UPDATE ON folder_membership
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_membership_update();
