-- The site contact of the asset report (issue 14, docs/decisions/056-contact-deletion.md).
-- A contact edited, or a contact's membership added, removed, moved, activated or deactivated:
-- the folders it stands in, and those below them, look for their contact again. (Folders created
-- or moved: report_refresh_folders.sql.) Entity type 22 is a contact.
CREATE OR REPLACE FUNCTION report_folder_contact_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'contact' THEN
    PERFORM report_refresh_folder_contacts(array(
      SELECT DISTINCT m.folder_uid FROM new_rows n JOIN old_rows o ON o.uid = n.uid JOIN folder_membership m ON m.entity_uid = n.uid
       WHERE n.config IS DISTINCT FROM o.config));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM report_refresh_folder_contacts(array(SELECT DISTINCT folder_uid FROM new_rows WHERE type_id = 22));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_refresh_folder_contacts(array(SELECT DISTINCT folder_uid FROM old_rows WHERE type_id = 22));
  ELSE
    PERFORM report_refresh_folder_contacts(array(
      SELECT DISTINCT folder_uid FROM (
        (SELECT entity_uid, folder_uid, active FROM new_rows WHERE type_id = 22
         EXCEPT ALL SELECT entity_uid, folder_uid, active FROM old_rows WHERE type_id = 22)
        UNION ALL
        (SELECT entity_uid, folder_uid, active FROM old_rows WHERE type_id = 22
         EXCEPT ALL SELECT entity_uid, folder_uid, active FROM new_rows WHERE type_id = 22)) changed));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER report_folder_contact_updated AFTER UPDATE ON contact
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_folder_contact_on_change();

CREATE OR REPLACE TRIGGER report_folder_contact_membership_added AFTER INSERT ON folder_membership
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_folder_contact_on_change();

CREATE OR REPLACE TRIGGER report_folder_contact_membership_removed AFTER DELETE ON folder_membership
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_folder_contact_on_change();

CREATE OR REPLACE TRIGGER report_folder_contact_membership_updated AFTER UPDATE ON folder_membership
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_folder_contact_on_change();
