-- Readings partitioned by month (issue 20; docs/decisions/072-partitioned-readings.md). Written by
-- hand: drizzle-kit does not write PARTITION BY. Each of device_update and sensor_data is renamed,
-- a partitioned table of the same columns takes its name, monthly partitions are made for every
-- month the old table holds (and this month and the next three), a DEFAULT partition takes a
-- reading outside them (a device's clock years off), the rows are copied, counted, and the old
-- table is dropped. The id sequence keeps counting from the old identity's last value.
-- From here on server/src/db/functions/reading_partitions_ensure.sql keeps the partitions.
CREATE OR REPLACE FUNCTION pg_temp.partition_readings(t text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old text := t || '_unpartitioned';
  last_id bigint;
  first_month timestamptz;
  -- Month starts as naive UTC timestamps: adding a month to a timestamptz would follow the
  -- session's time zone across a daylight-saving change.
  m timestamp;
  before_count bigint;
  after_count bigint;
BEGIN
  EXECUTE format('ALTER TABLE %I RENAME TO %I', t, old);
  EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', old, t || '_pkey', old || '_pkey');
  EXECUTE format('ALTER INDEX %I RENAME TO %I', t || (CASE WHEN t = 'sensor_data' THEN '_sensor_time_idx' ELSE '_device_time_idx' END),
    old || '_key_idx');
  EXECUTE format('SELECT coalesce(max(id), 0) FROM %I', old) INTO last_id;
  EXECUTE format('ALTER TABLE %I ALTER COLUMN id DROP IDENTITY', old);
  EXECUTE format('CREATE SEQUENCE %I', t || '_id_seq');
  IF last_id > 0 THEN
    PERFORM setval(t || '_id_seq', last_id);
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS) PARTITION BY RANGE (reading_time)', t, old);
  EXECUTE format('ALTER TABLE %I ALTER COLUMN id SET DEFAULT nextval(%L)', t, t || '_id_seq');
  EXECUTE format('ALTER SEQUENCE %I OWNED BY %I.id', t || '_id_seq', t);
  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (id, reading_time)', t, t || '_id_reading_time_pk');
  IF t = 'sensor_data' THEN
    CREATE UNIQUE INDEX sensor_data_sensor_time_idx ON sensor_data (sensor_uid, reading_time);
  ELSE
    CREATE UNIQUE INDEX device_update_device_time_idx ON device_update (device_uid, reading_time);
  END IF;
  EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', t || '_default', t);
  -- Months of the data (years 2000-2099: what the API accepts) and this month to three ahead.
  EXECUTE format($q$SELECT min(reading_time) FROM %I WHERE reading_time >= '2000-01-01Z'$q$, old) INTO first_month;
  m := date_trunc('month', least(coalesce(first_month, now()), now()) AT TIME ZONE 'UTC');
  WHILE m < date_trunc('month', now() AT TIME ZONE 'UTC') + interval '4 months' LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
      t || '_p' || to_char(m, 'YYYY_MM'), t, to_char(m, 'YYYY-MM-DD') || ' 00:00:00+00',
      to_char(m + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00');
    m := m + interval '1 month';
  END LOOP;
  EXECUTE format('INSERT INTO %I SELECT * FROM %I', t, old);
  EXECUTE format('SELECT count(*) FROM %I', old) INTO before_count;
  EXECUTE format('SELECT count(*) FROM %I', t) INTO after_count;
  IF before_count <> after_count THEN
    RAISE EXCEPTION '% partitioned holds % rows, the old table %: nothing is changed', t, after_count, before_count;
  END IF;
  EXECUTE format('DROP TABLE %I', old);
END
$$;--> statement-breakpoint
SELECT pg_temp.partition_readings('device_update');--> statement-breakpoint
SELECT pg_temp.partition_readings('sensor_data');
