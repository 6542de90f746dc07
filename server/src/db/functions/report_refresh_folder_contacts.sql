-- The site contact of the asset report (issue 14, docs/decisions/056-contact-deletion.md).
-- For these folders and every folder below them: the first active contact (lowest uid) of the
-- folder, else of the nearest folder above it holding one, never the root's (a company's people
-- only); report_folder_contact holds it with what the report shows, and no row when there is none.
CREATE OR REPLACE FUNCTION report_refresh_folder_contacts(p_uids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_uids IS NULL OR cardinality(p_uids) = 0 THEN RETURN; END IF;
  WITH found AS (
    SELECT f.uid AS folder_uid, (
      SELECT m.entity_uid FROM unnest(f.path[2:]) WITH ORDINALITY AS p(uid, depth)
        JOIN folder_membership m ON m.folder_uid = p.uid AND m.type_id = 22 AND m.active
       ORDER BY p.depth DESC, m.entity_uid LIMIT 1) AS contact_uid
      FROM folder f WHERE f.path && p_uids),
  gone AS (
    DELETE FROM report_folder_contact rc USING found x WHERE rc.folder_uid = x.folder_uid AND x.contact_uid IS NULL)
  INSERT INTO report_folder_contact (folder_uid, contact_uid, name, phone, mobile, note)
  SELECT x.folder_uid, c.uid,
         (c.config ->> 'firstName') || ' ' || (c.config ->> 'lastName'),
         CASE WHEN coalesce(c.config ->> 'extension', '') = '' THEN nullif(c.config ->> 'phoneNumber', '')
              WHEN coalesce(c.config ->> 'phoneNumber', '') = '' THEN NULL
              ELSE (c.config ->> 'phoneNumber') || ' x' || (c.config ->> 'extension') END,
         nullif(c.config ->> 'mobileNumber', ''),
         nullif(c.config ->> 'note', '')
    FROM found x JOIN contact c ON c.uid = x.contact_uid
   ORDER BY x.folder_uid
  ON CONFLICT (folder_uid) DO UPDATE
     SET contact_uid = excluded.contact_uid, name = excluded.name, phone = excluded.phone, mobile = excluded.mobile, note = excluded.note
   WHERE (report_folder_contact.contact_uid, report_folder_contact.name, report_folder_contact.phone, report_folder_contact.mobile,
          report_folder_contact.note)
         IS DISTINCT FROM (excluded.contact_uid, excluded.name, excluded.phone, excluded.mobile, excluded.note);
END $$;
