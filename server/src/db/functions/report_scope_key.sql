-- Report rows (docs/decisions/033-report-rows.md).
-- The scope key of a folder path: '/1/1001/1005/'. A folder's subtree is every key that starts
-- with its own.
CREATE OR REPLACE FUNCTION report_scope_key(path bigint[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '/' || array_to_string(path, '/') || '/'
$$;
