-- Report rows (docs/decisions/033-report-rows.md).
-- Tables whose rows name the entity they concern in one column: the changed rows' entities.
-- (A membership's update has its own trigger: report_rows_on_membership_update.trigger.sql.)
CREATE OR REPLACE FUNCTION report_rows_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_col text := TG_ARGV[0];
  v_uids bigint[];
BEGIN
  IF report_rows_deferred() THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', v_col) INTO v_uids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', v_col) INTO v_uids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT x) FROM (SELECT %1$I AS x FROM new_rows UNION SELECT %1$I FROM old_rows) u', v_col) INTO v_uids;
  END IF;
  PERFORM report_refresh_entities(v_uids);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER report_rows_asset_inserted AFTER INSERT ON asset
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_change('uid');

CREATE OR REPLACE TRIGGER report_rows_asset_updated AFTER UPDATE ON asset
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_change('uid');

CREATE OR REPLACE TRIGGER report_rows_membership_deleted AFTER DELETE ON folder_membership
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_change('entity_uid');

CREATE OR REPLACE TRIGGER report_rows_membership_inserted AFTER INSERT ON folder_membership
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rows_on_change('entity_uid');
