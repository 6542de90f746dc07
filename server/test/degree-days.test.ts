// Degree-day forecasting over HTTP (issue 17; docs/decisions/093-degree-day-forecasting.md): a
// folder's weather (its temperature sensor, base and Season config) and the CSV import of daily
// means; a tank's K-factor and base load fitted from a synthetic series recover the series' own;
// the Season config is respected; the fit drives the tank's days left (the asset report's) where
// the product is a heating fuel; the sweep on the job queue refits; another company's
// folder or tank answers 404; writes need Edit Folder or Edit Assets/Devices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayText, isHeatingFuel } from '@ullage/domain/forecast/degree-days';
import { centralDay } from '@ullage/domain/tanks/tank-state';
import { FORECAST_SWEEP_QUEUE } from '../src/modules/forecast';
import { createTestContext, type TestContext } from './helpers';
import { client, COMPANIES, demoTank, minutesAgo, sendUpdate, type DemoTank } from './support';

type Api = ReturnType<typeof client>;
interface Forecast {
  assetUid: number;
  weatherFolderUid: number | null;
  heatingFuel: boolean;
  seasonFrom: 'tank' | 'folder' | 'none';
  kFactor: number | null;
  baseLoad: number | null;
  r2: number | null;
  n: number;
  goodFit: boolean;
  usedForDaysLeft: boolean;
  degreeDays: { daysLeft: number | null; runOutDate: string | null; next7Days: number | null };
  average: { rate: number | null; daysLeft: number | null; runOutDate: string | null };
}

let t: TestContext;
let admin: Api;
let tank: DemoTank;
const K = 5;
const BASE_LOAD = 4;
const DAYS = 60;

/** A temperature for each of the last DAYS days, swinging between 15 and 60 °F. */
function series() {
  const today = centralDay(Date.now());
  return Array.from({ length: DAYS }, (_, i) => {
    const day = dayText(today - DAYS + i);
    const mean = 15 + ((i * 7) % 46);
    return { day, mean, usage: BASE_LOAD + Math.max(0, 65 - mean) / K };
  });
}

function csvUpload(api: TestContext, token: string, folderUid: number, csv: string) {
  const boundary = '----degreedays';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="temps.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return api.app.inject({
    method: 'POST',
    url: `/api/Forecast/Folder/${folderUid}/Temperature`,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

async function temperatureRows(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>('select count(*)::int as n from daily_temperature');
  return rows[0]!.n;
}

let token: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await t.login('demo-propane');
  admin = client(t, token);
  tank = await demoTank(t, COMPANIES.propane, 3);
});
afterAll(() => t.close());

describe('a folder’s weather', () => {
  it('imports daily means from a CSV, and names the bad lines of a bad one, changing nothing', async () => {
    const s = series();
    const csv = `Date,Mean °F\n${s.map((d) => `${d.day},${d.mean}`).join('\n')}\n`;
    const res = await csvUpload(t, token, tank.siteUid, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: DAYS, firstDay: s[0]!.day, lastDay: s.at(-1)!.day });
    const temps = (await admin.get(`/api/Forecast/Folder/${tank.siteUid}/Temperature`)).json() as {
      day: string;
      meanTemperature: number;
      heatingDegreeDays: number;
    }[];
    expect(temps).toHaveLength(DAYS);
    expect(temps[0]).toMatchObject({ day: s[0]!.day, meanTemperature: s[0]!.mean, heatingDegreeDays: 65 - s[0]!.mean, source: 'import' });

    const before = await temperatureRows();
    const bad = await csvUpload(t, token, tank.siteUid, '2026-01-01,12\n2026-13-01,5\n');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.file).toEqual(['Line 2: "2026-13-01" is not a date (YYYY-MM-DD or M/D/YYYY)']);
    expect(await temperatureRows()).toBe(before);
  });

  it('keeps a temperature sensor, base and Season, refusing a sensor that is none of its temperature sensors and bad input', async () => {
    const weather = (await admin.get(`/api/Forecast/Folder/${tank.companyUid}/Weather`)).json();
    // The demo world's company weather: a heating tank's sensor, the dealer's season.
    expect(weather.sourceSensorUid).not.toBeNull();
    expect(weather.season).toEqual({ startMonth: 9, startDay: 15, endMonth: 5, endDay: 15 });
    const sensor = weather.sensors.find((x: { sensorUid: number }) => x.sensorUid === weather.sourceSensorUid);
    expect(sensor).toBeDefined();

    const site = await admin.put(`/api/Forecast/Folder/${tank.siteUid}/Weather`, {
      sourceSensorUid: null,
      baseTemperature: 65,
      season: null,
    });
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json()).toMatchObject({
      folderUid: tank.siteUid,
      sourceSensorUid: null,
      baseTemperature: 65,
      season: null,
      importedDays: DAYS,
    });

    // The tank's level sensor is no temperature sensor.
    const foreign = await admin.put(`/api/Forecast/Folder/${tank.siteUid}/Weather`, { sourceSensorUid: tank.levelSensorUid });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.sourceSensorUid).toEqual(['Source Sensor: must be a temperature sensor of a device in this folder']);
    const badBase = await admin.put(`/api/Forecast/Folder/${tank.siteUid}/Weather`, { baseTemperature: 99 });
    expect(badBase.statusCode).toBe(400);
    expect(badBase.json().errors.baseTemperature[0]).toMatch(/^Base Temperature: /);
    const badSeason = await admin.put(`/api/Forecast/Folder/${tank.siteUid}/Weather`, {
      season: { startMonth: 13, startDay: 1, endMonth: 4, endDay: 30 },
    });
    expect(badSeason.statusCode).toBe(400);
    expect((await admin.get(`/api/Forecast/Folder/${tank.siteUid}/Weather`)).json()).toMatchObject({ season: null, baseTemperature: 65 });
  });
});

describe('a tank’s fit', () => {
  it('recovers the K-factor and base load of a synthetic series, and drives days left', async () => {
    const s = series();
    await t.database.pool.query(
      `insert into usage_daily (asset_uid, day, usage, readings) select $1, d, u, 6 from unnest($2::date[], $3::float8[]) as x(d, u)
       on conflict (asset_uid, day) do update set usage = excluded.usage, readings = excluded.readings`,
      [tank.assetUid, s.map((d) => d.day), s.map((d) => d.usage)],
    );
    const reading = await sendUpdate(t, tank.key, { readingDate: minutesAgo(5), readings: [{ port: 1, reading: 21.5 }] });
    expect(reading.statusCode, reading.body).toBe(200);
    // The site's season (none: all year) over the company's; the tank has none of its own.
    await admin.put(`/api/Forecast/Folder/${tank.siteUid}/Weather`, { season: { startMonth: 1, startDay: 1, endMonth: 12, endDay: 31 } });
    const res = await admin.post(`/api/Forecast/Asset/${tank.assetUid}/Refit`);
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json() as Forecast;
    expect(f.weatherFolderUid).toBe(tank.siteUid);
    expect(f.seasonFrom).toBe('folder');
    expect(f.kFactor).toBeCloseTo(K, 3);
    expect(f.baseLoad).toBeCloseTo(BASE_LOAD, 3);
    expect(f.r2).toBeCloseTo(1, 6);
    expect(f.n).toBe(DAYS);
    expect(f.goodFit).toBe(true);
    const { rows } = await t.database.pool.query<{ class: string | null }>(
      `select pc.name as class from asset a join product p on p.uid = a.product_uid join product_class pc on pc.id = p.class_id where a.uid = $1`,
      [tank.assetUid],
    );
    expect(f.heatingFuel).toBe(isHeatingFuel(rows[0]?.class));
    expect(f.usedForDaysLeft).toBe(f.heatingFuel);
    expect(f.degreeDays.daysLeft).not.toBeNull();
    expect(f.degreeDays.next7Days).toBeGreaterThan(7 * BASE_LOAD);
    // The stored state, which the asset report shows, has the degree-day days left.
    const state = await t.database.pool.query<{ days_left: number }>('select days_left from tank_state where asset_uid = $1', [
      tank.assetUid,
    ]);
    if (f.usedForDaysLeft) expect(state.rows[0]!.days_left).toBeCloseTo(f.degreeDays.daysLeft!, 1);
    const report = await admin.get(`/api/Forecast/Asset/${tank.assetUid}`);
    expect(report.json()).toMatchObject({ kFactor: f.kFactor, n: f.n });
  });

  it('respects the Season: out of it, the base load alone', async () => {
    // A season none of the fitted days lies in: no degree days drive use, so no K.
    const res = await admin.put(`/api/Forecast/Asset/${tank.assetUid}/Season`, {
      season: { startMonth: 6, startDay: 1, endMonth: 6, endDay: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json() as Forecast;
    expect(f.seasonFrom).toBe('tank');
    expect(f.kFactor).toBeNull();
    expect(f.goodFit).toBe(false);
    expect(f.usedForDaysLeft).toBe(false);
    const mean = series().reduce((a, d) => a + d.usage, 0) / DAYS;
    expect(f.baseLoad).toBeCloseTo(mean, 3);
    const back = (await admin.put(`/api/Forecast/Asset/${tank.assetUid}/Season`, { season: null })).json() as Forecast;
    expect(back.seasonFrom).toBe('folder');
    expect(back.kFactor).toBeCloseTo(K, 3);
  });

  it('is refitted by the sweep on the job queue after readings arrive', async () => {
    const other = await demoTank(t, COMPANIES.propane, 7);
    await t.database.pool.query('delete from degree_day_fit where asset_uid = $1', [other.assetUid]);
    const res = await sendUpdate(t, other.key, { readingDate: minutesAgo(3), readings: [{ port: 1, reading: 30 }] });
    expect(res.statusCode, res.body).toBe(200);
    const fitted = async () =>
      (await t.database.pool.query('select 1 from degree_day_fit where asset_uid = $1', [other.assetUid])).rows.length > 0;
    await t.app.jobs.send(FORECAST_SWEEP_QUEUE, {});
    let done = false;
    for (let i = 0; i < 150 && !done; i++) {
      done = await fitted();
      if (!done) await new Promise((r) => setTimeout(r, 200));
    }
    expect(done).toBe(true);
  });
});

describe('scope and permissions', () => {
  it("answers 404 for another company's folder or tank, and for one that does not exist", async () => {
    const lubeToken = await t.login('demo-lube');
    const lube = client(t, lubeToken);
    for (const res of [
      await lube.get(`/api/Forecast/Asset/${tank.assetUid}`),
      await lube.post(`/api/Forecast/Asset/${tank.assetUid}/Refit`),
      await lube.put(`/api/Forecast/Asset/${tank.assetUid}/Season`, { season: null }),
      await lube.get(`/api/Forecast/Folder/${tank.siteUid}/Weather`),
      await lube.get(`/api/Forecast/Folder/${tank.siteUid}/Temperature`),
      await lube.put(`/api/Forecast/Folder/${tank.siteUid}/Weather`, {}),
      await csvUpload(t, lubeToken, tank.siteUid, '2026-01-01,10\n'),
      await admin.get('/api/Forecast/Asset/999999999'),
      await admin.get(`/api/Forecast/Asset/${tank.siteUid}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
  });

  it('needs Edit Folder to change weather and Edit Assets/Devices to change a tank', async () => {
    const officeToken = await t.login('jnowak.propane');
    const office = client(t, officeToken);
    expect((await office.get(`/api/Forecast/Asset/${tank.assetUid}`)).statusCode).toBe(200);
    const before = await temperatureRows();
    expect((await office.put(`/api/Forecast/Folder/${tank.siteUid}/Weather`, {})).statusCode).toBe(403);
    expect((await csvUpload(t, officeToken, tank.siteUid, '2020-01-01,10\n')).statusCode).toBe(403);
    expect(await temperatureRows()).toBe(before);
  });
});
