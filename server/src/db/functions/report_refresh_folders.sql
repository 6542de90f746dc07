-- Report rows (docs/decisions/033-report-rows.md).
-- report_folder holds each folder's scope key and path text once, so a row's placement is a
-- lookup rather than a walk up the folder's ancestors for every membership (a rebuild of 100,000
-- tanks spent most of its time there); triggers on folder and entity keep it, and they are named
-- to run before the report rows' own triggers on the same tables.
-- These folders and every folder below them.
CREATE OR REPLACE FUNCTION report_refresh_folders(p_uids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_uids IS NULL OR cardinality(p_uids) = 0 THEN RETURN; END IF;
  INSERT INTO report_folder (folder_uid, scope_key, path_text)
  SELECT f.uid, report_scope_key(f.path), report_folder_path_text(f.path) FROM folder f WHERE f.path && p_uids ORDER BY f.uid
  ON CONFLICT (folder_uid) DO UPDATE SET scope_key = excluded.scope_key, path_text = excluded.path_text
  WHERE (report_folder.scope_key, report_folder.path_text) IS DISTINCT FROM (excluded.scope_key, excluded.path_text);
  -- A new or moved folder (and what is below it) finds its site contact among its new ancestors.
  PERFORM report_refresh_folder_contacts(p_uids);
END $$;
