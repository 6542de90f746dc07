-- Report rows (docs/decisions/033-report-rows.md).
-- A folder renamed, moved or given another address changes only where its rows say they stand:
-- rewrite those columns of the rows standing in these folders, found by the scope key they hold
-- now (`p_keys`, the folder's key before a move), instead of recomputing every row. (Renaming a
-- region of 100,000 tanks took 48 s when it recomputed them all.)
CREATE OR REPLACE FUNCTION report_refresh_placement(p_folders bigint[], p_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_folders IS NULL OR cardinality(p_folders) = 0 THEN RETURN; END IF;
  UPDATE asset_report_row r SET
    scope_key = rf.scope_key, folder_label = fe.label,
    city = nullif(f.address ->> 'city', ''), state = nullif(f.address ->> 'state', '')
  FROM unnest(p_folders, p_keys) AS x(uid, key)
  JOIN folder f ON f.uid = x.uid
  JOIN entity fe ON fe.uid = f.uid
  JOIN report_folder rf ON rf.folder_uid = f.uid
  WHERE r.scope_key = x.key AND r.folder_uid = x.uid
    AND (r.scope_key, r.folder_label, r.city, r.state)
        IS DISTINCT FROM (rf.scope_key, fe.label, nullif(f.address ->> 'city', ''), nullif(f.address ->> 'state', ''));
  UPDATE device_report_row r SET
    scope_key = rf.scope_key, folder_label = fe.label,
    city = nullif(f.address ->> 'city', ''), state = nullif(f.address ->> 'state', '')
  FROM unnest(p_folders, p_keys) AS x(uid, key)
  JOIN folder f ON f.uid = x.uid
  JOIN entity fe ON fe.uid = f.uid
  JOIN report_folder rf ON rf.folder_uid = f.uid
  WHERE r.scope_key = x.key AND r.folder_uid = x.uid
    AND (r.scope_key, r.folder_label, r.city, r.state)
        IS DISTINCT FROM (rf.scope_key, fe.label, nullif(f.address ->> 'city', ''), nullif(f.address ->> 'state', ''));
END $$;
