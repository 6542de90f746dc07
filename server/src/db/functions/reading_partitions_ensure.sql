-- Keeps the monthly partitions of the readings (device_update, sensor_data; docs/decisions/072):
-- makes one for every month from `months_back` before this one to `months_ahead` after it, and one
-- for every month of the years 2000-2099 that has rows in the DEFAULT partition (moving them in,
-- so a month that began in the default partition, say a device whose clock ran a year ahead, gets
-- its own when it comes). Run at every start (migrate.ts) and daily by the partition upkeep job.
-- Returns how many partitions it made.
CREATE OR REPLACE FUNCTION reading_partitions_ensure(months_back int, months_ahead int) RETURNS int
LANGUAGE plpgsql AS $$
DECLARE
  t text;
  m timestamp;
  part text;
  lo text;
  hi text;
  made int := 0;
BEGIN
  FOREACH t IN ARRAY ARRAY['device_update', 'sensor_data'] LOOP
    FOR m IN EXECUTE format(
      $q$SELECT g FROM generate_series(date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => $1),
                                       date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => $2),
                                       interval '1 month') g
         UNION
         SELECT DISTINCT date_trunc('month', reading_time AT TIME ZONE 'UTC') FROM %I
          WHERE reading_time >= '2000-01-01Z' AND reading_time < '2100-01-01Z'
         ORDER BY 1$q$, t || '_default') USING months_back, months_ahead
    LOOP
      part := t || '_p' || to_char(m, 'YYYY_MM');
      CONTINUE WHEN to_regclass(part) IS NOT NULL;
      lo := to_char(m, 'YYYY-MM-DD') || ' 00:00:00+00';
      hi := to_char(m + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00';
      -- A partition cannot be made while the default partition holds rows of its range: make it
      -- apart, move those rows into it, then attach it.
      EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS)', part, t);
      EXECUTE format('WITH moved AS (DELETE FROM %I WHERE reading_time >= %L AND reading_time < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
        t || '_default', lo, hi, part);
      EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', t, part, lo, hi);
      made := made + 1;
    END LOOP;
  END LOOP;
  RETURN made;
END
$$;

