-- Retention of the readings (docs/decisions/072): detaches and drops every monthly partition of
-- device_update and sensor_data that ends on or before `cutoff`, and deletes the DEFAULT
-- partition's rows before it. Run by the partition upkeep job when READINGS_RETENTION_MONTHS is
-- set. Returns how many partitions it dropped.
CREATE OR REPLACE FUNCTION reading_partitions_drop_before(cutoff timestamptz) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  t text;
  p record;
  dropped int := 0;
BEGIN
  FOREACH t IN ARRAY ARRAY['device_update', 'sensor_data'] LOOP
    FOR p IN
      SELECT c.relname, (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''([^'']+)''\)'))[1]::timestamptz AS upper_bound
        FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = t::regclass AND c.relname <> t || '_default'
    LOOP
      CONTINUE WHEN p.upper_bound > cutoff;
      EXECUTE format('ALTER TABLE %I DETACH PARTITION %I', t, p.relname);
      EXECUTE format('DROP TABLE %I', p.relname);
      dropped := dropped + 1;
    END LOOP;
    EXECUTE format('DELETE FROM %I WHERE reading_time < %L', t || '_default', cutoff);
  END LOOP;
  RETURN dropped;
END
$$;
