-- Membership tree columns (docs/decisions/046-membership-tree-columns.md).
-- An entity renamed (when the lowered label changes), activated, deactivated or given another type:
-- its memberships follow, in one statement for the whole update.
CREATE OR REPLACE FUNCTION membership_tree_on_entity_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE folder_membership m SET type_id = n.type_id, active = n.active, sort_label = lower(n.label)
    FROM new_rows n JOIN old_rows o ON o.uid = n.uid
   WHERE m.entity_uid = n.uid
     AND (n.type_id, n.active, lower(n.label)) IS DISTINCT FROM (o.type_id, o.active, lower(o.label))
     AND (m.type_id, m.active, m.sort_label) IS DISTINCT FROM (n.type_id, n.active, lower(n.label));
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER folder_membership_tree_entity_updated AFTER UPDATE ON entity
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION membership_tree_on_entity_update();
