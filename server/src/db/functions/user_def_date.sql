-- User-defined values as report columns (docs/decisions/100-catalogue-rest.md): a Date field's
-- value as a date, or null when it is not one (a value typed while the field was Text). The saves
-- check dates (domain isUserDefDate); this keeps a report readable whatever an entity holds.
CREATE OR REPLACE FUNCTION user_def_date(v jsonb) RETURNS date LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF v IS NULL OR jsonb_typeof(v) <> 'string' OR (v #>> '{}') !~ '^\d{4}-\d{2}-\d{2}$' THEN
    RETURN NULL;
  END IF;
  RETURN (v #>> '{}')::date;
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;
