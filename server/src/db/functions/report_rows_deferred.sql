-- Report rows (docs/decisions/033-report-rows.md).
-- Whether a bulk loader has asked the triggers to stand aside (it calls report_rebuild() after):
-- it sets ullage.report_rows = 'deferred' while it loads (the demo seed, a COPY-loaded bench world).
CREATE OR REPLACE FUNCTION report_rows_deferred() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('ullage.report_rows', true), '') = 'deferred'
$$;
