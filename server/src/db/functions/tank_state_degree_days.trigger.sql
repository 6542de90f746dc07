-- Degree-day days left (docs/decisions/093-degree-day-forecasting.md).
-- A tank whose product is a heating fuel and whose fit of use on degree days is good
-- (degree_day_fit.used) has its days left and run-out date from the forecast the forecast module
-- stored with the fit (the use expected day by day from start_day, cumulated), at each reading
-- as it is written: so the asset report, the summary, the dashboard and the alert messages, which
-- read tank_state, all show it. Without such a fit the plain average (tank-state.ts) stays. A row
-- trigger reading one row by key: ingestion pays one index probe per tank written.
CREATE OR REPLACE FUNCTION tank_state_degree_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_heel float8;
  v_start date;
  v_cum float8[];
  v_len int;
  v_i0 int;
  v_base float8;
  v_usable float8;
  v_prev float8;
  v_cur float8;
  v_days float8;
BEGIN
  IF NEW.amount_full IS NULL OR NEW.reading_time IS NULL THEN RETURN NEW; END IF;
  SELECT f.heel, f.start_day, f.cumulative INTO v_heel, v_start, v_cum
    FROM degree_day_fit f WHERE f.asset_uid = NEW.asset_uid AND f.used;
  IF NOT FOUND OR v_start IS NULL THEN RETURN NEW; END IF;
  v_len := coalesce(array_length(v_cum, 1), 0);
  -- The central day of the reading (a fixed UTC-6, as usage_daily's days: tank-state.ts centralDay).
  v_i0 := greatest(0, (((NEW.reading_time AT TIME ZONE 'UTC') - interval '6 hours')::date - v_start));
  IF v_i0 >= v_len THEN RETURN NEW; END IF;
  v_base := CASE WHEN v_i0 = 0 THEN 0 ELSE v_cum[v_i0] END;
  v_usable := greatest(0, NEW.amount_full - coalesce(v_heel, 0));
  v_days := NULL;
  IF v_usable = 0 THEN
    v_days := 0;
  ELSE
    v_prev := v_base;
    FOR k IN v_i0 + 1 .. v_len LOOP
      v_cur := v_cum[k];
      IF v_cur - v_base >= v_usable THEN
        v_days := (k - 1 - v_i0) + CASE WHEN v_cur > v_prev THEN (v_usable - (v_prev - v_base)) / (v_cur - v_prev) ELSE 0 END;
        EXIT;
      END IF;
      v_prev := v_cur;
    END LOOP;
  END IF;
  -- Lasting beyond the forecast's horizon: the plain average's answer stays.
  IF v_days IS NULL THEN RETURN NEW; END IF;
  NEW.days_left := v_days;
  NEW.date_empty := NEW.reading_time + v_days * interval '1 day';
  RETURN NEW;
END $$;

CREATE OR REPLACE TRIGGER tank_state_degree_days BEFORE INSERT OR UPDATE ON tank_state
  FOR EACH ROW EXECUTE FUNCTION tank_state_degree_days();
