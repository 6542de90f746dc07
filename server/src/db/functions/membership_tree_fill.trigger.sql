-- The explorer tree reads a folder's members from folder_membership alone
-- (docs/decisions/046-membership-tree-columns.md): each membership carries its entity's type_id,
-- active flag and lower(label) (the tree's sort). Triggers keep the copies; nothing else writes them.
-- A new membership (or one given another entity) copies its entity's columns. An entity that does
-- not exist leaves placeholders, so the insert fails on the foreign key as before.
CREATE OR REPLACE FUNCTION membership_tree_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e.type_id, e.active, lower(e.label) INTO NEW.type_id, NEW.active, NEW.sort_label FROM entity e WHERE e.uid = NEW.entity_uid;
  IF NOT FOUND THEN
    NEW.type_id := 0;
    NEW.active := false;
    NEW.sort_label := '';
  END IF;
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER folder_membership_tree_fill BEFORE INSERT ON folder_membership
  FOR EACH ROW EXECUTE FUNCTION membership_tree_fill();

CREATE OR REPLACE TRIGGER folder_membership_tree_refill BEFORE UPDATE OF entity_uid ON folder_membership
  FOR EACH ROW WHEN (NEW.entity_uid IS DISTINCT FROM OLD.entity_uid) EXECUTE FUNCTION membership_tree_fill();
