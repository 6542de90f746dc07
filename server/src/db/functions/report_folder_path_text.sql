-- Report rows (docs/decisions/033-report-rows.md).
-- "Company / Branch / Site": the labels of a folder path below the root.
CREATE OR REPLACE FUNCTION report_folder_path_text(path bigint[]) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(e.label, ' / ' ORDER BY p.o), '')
  FROM unnest(path[2:]) WITH ORDINALITY AS p(uid, o) JOIN entity e ON e.uid = p.uid
$$;
