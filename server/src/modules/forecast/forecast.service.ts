// Degree-day forecasting (issue 17; docs/decisions/093-degree-day-forecasting.md). A folder's
// weather: its temperature sensor or imported daily means, its HDD base and Season config (spec 001
// §3.5). A tank's fit: least squares of its daily use on the degree days of its weather folder
// (domain/src/forecast/degree-days.ts), refitted by the job queue as readings arrive (index.ts),
// and the forecast it gives, stored for the tank_state trigger. Scope first: another company's
// folder or tank answers 404.
import type { AssetForecast, FolderWeather, FolderWeatherBody } from '@ullage/domain/forecast/api';
import { folderWeatherBodySchema } from '@ullage/domain/forecast/api';
import { ConfigType, seasonConfigSchema } from '@ullage/domain/configs';
import {
  dayNumber,
  daysAtRate,
  daysUntilEmpty,
  dayText,
  drivingDegreeDays,
  FIT_WINDOW_DAYS,
  fitDegreeDays,
  fitPoints,
  FORECAST_HORIZON_DAYS,
  heatingDegreeDays,
  isGoodFit,
  isHeatingFuel,
  normalTemperatures,
  parseTemperatureCsv,
  predictUsage,
  type Season,
} from '@ullage/domain/forecast/degree-days';
import { centralDay } from '@ullage/domain/tanks/tank-state';
import { toCentralTimestamp } from '@ullage/domain/time-zones';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { BadRequestError, fieldError, NotFoundError } from '../../lib/errors';
import type { Caller, Scope } from '../access';
import type { Entities } from '../entity';
import type { ForecastRepository, TankInfo } from './forecast.repository';

/** Temperatures read for normals: the last few years. */
const HISTORY_YEARS = 5;
const MS_PER_DAY = 86_400_000;

const dayOfMs = (ms: number) => dayText(centralDay(ms));
const runOutDate = (from: number, days: number | null) => (days === null ? null : dayOfMs(from + days * MS_PER_DAY));

function plainRate(t: TankInfo): number | null {
  return [t.avg7Day, t.avgDaily, t.baseUsage].find((r): r is number => r !== null && r > 0) ?? null;
}

export function createForecastService(repo: ForecastRepository, scope: Scope, entities: Entities, db: Db, clock: Clock) {
  async function requireFolder(caller: Caller, folderUid: number, write: boolean) {
    await (write ? scope.requireWrite : scope.requireRead)(caller, folderUid, 'Folder');
    if (!(await repo.folderPath(folderUid))) throw new NotFoundError(`Folder ${folderUid} was not found.`);
  }

  async function requireTank(caller: Caller, assetUid: number, write: boolean) {
    await (write ? scope.requireWrite : scope.requireRead)(caller, assetUid, 'Asset');
    if (!(await repo.isTank(assetUid))) throw new NotFoundError(`Asset ${assetUid} was not found.`);
  }

  async function weather(folderUid: number): Promise<FolderWeather> {
    const [w, season, sensors, temps] = await Promise.all([
      repo.weather(folderUid),
      repo.folderSeason(folderUid),
      repo.temperatureSensors(folderUid),
      repo.temperatures(folderUid, dayOfMs(clock().getTime() - HISTORY_YEARS * 366 * MS_PER_DAY)),
    ]);
    return {
      folderUid,
      sourceSensorUid: w?.sensorUid ?? null,
      sourceLabel: w?.sourceLabel ?? null,
      baseTemperature: w?.baseTemperature ?? folderWeatherBodySchema.shape.baseTemperature.parse(undefined),
      season,
      importedDays: temps.filter((t) => t.source === 'import').length,
      sensorDays: temps.filter((t) => t.source === 'sensor').length,
      firstDay: temps[0]?.day ?? null,
      lastDay: temps.at(-1)?.day ?? null,
      sensors,
    };
  }

  /** Makes the entity's Season config this one (or none), through the entity write path. */
  async function saveSeason(caller: Caller, uid: number, season: Season | null) {
    await entities.write(caller, async (w) => {
      const existing = await w.configs(uid);
      const current = existing.find((c) => c.typeId === ConfigType.Season);
      if (season) {
        const config = seasonConfigSchema.parse({ ...season, typeId: ConfigType.Season, id: current?.id ?? 0 });
        await w.saveConfigs(uid, [config], { keepUnlisted: true });
      } else if (current) {
        const others = existing.filter((c) => c.typeId !== ConfigType.Season).map((c) => ({ ...c.data, id: c.id, typeId: c.typeId }));
        await w.saveConfigs(uid, others);
      }
    });
  }

  /** Fits a tank and stores its forecast; the fit's figures. */
  async function refit(assetUid: number) {
    const now = clock().getTime();
    const today = centralDay(now);
    const [info, place, seasons] = await Promise.all([repo.tankInfo(assetUid), repo.weatherFolderOf(assetUid), repo.seasons(assetUid)]);
    if (!info) return;
    const rate = plainRate(info);
    const plainDays = info.amount === null ? null : daysAtRate(info.isReclamation ? 0 : info.amount - info.heel, rate);
    if (!place || info.isReclamation) {
      await transaction(db, null, (tx) => repo.writeFit(tx, assetUid, null, plainDays));
      return;
    }
    const season = seasons.tank ?? seasons.folder;
    const temps = await repo.temperatures(place.folderUid, dayText(today - HISTORY_YEARS * 366));
    const tempByDay = new Map(temps.map((t) => [t.day, t.meanTemperature]));
    const usage = await repo.usageDays(assetUid, dayText(today - FIT_WINDOW_DAYS), dayText(today));
    const fit = fitDegreeDays(fitPoints(usage, tempByDay, season, place.baseTemperature));
    // Days to come: their normals (the stored history's same calendar days).
    const days = Array.from({ length: FORECAST_HORIZON_DAYS }, (_, i) => dayText(today + i));
    const normals = normalTemperatures(temps, days);
    let total = 0;
    const cumulative = days.map((day) => {
      const t = normals?.get(day);
      const dd = t === undefined ? 0 : drivingDegreeDays(day, heatingDegreeDays(t, place.baseTemperature), season);
      total += predictUsage(fit, dd);
      return Math.round(total * 1000) / 1000;
    });
    const used = isHeatingFuel(info.productClass) && isGoodFit(fit) && normals !== null;
    await transaction(db, null, (tx) =>
      repo.writeFit(
        tx,
        assetUid,
        {
          weatherFolderUid: place.folderUid,
          kFactor: fit.kFactor,
          baseLoad: fit.baseLoad,
          r2: fit.r2,
          n: fit.n,
          used,
          heel: info.heel,
          startDay: dayText(today),
          cumulative,
        },
        plainDays,
      ),
    );
  }

  return {
    refit,

    /** The tanks due a refit (not fitted within `minutes`), refitted one by one. */
    async refitDue(minutes: number): Promise<number> {
      const due = await repo.dueForRefit(minutes);
      for (const uid of due) await refit(uid);
      return due.length;
    },

    async getWeather(caller: Caller, folderUid: number): Promise<FolderWeather> {
      await requireFolder(caller, folderUid, false);
      return weather(folderUid);
    },

    async saveWeather(caller: Caller, folderUid: number, body: FolderWeatherBody): Promise<FolderWeather> {
      await requireFolder(caller, folderUid, true);
      const b = folderWeatherBodySchema.parse(body);
      if (b.sourceSensorUid !== null) {
        const sensors = await repo.temperatureSensors(folderUid);
        if (!sensors.some((s) => s.sensorUid === b.sourceSensorUid)) {
          throw fieldError('sourceSensorUid', 'Source Sensor: must be a temperature sensor of a device in this folder');
        }
      }
      await entities.write(caller, (w) => repo.saveWeather(w.tx, folderUid, b.sourceSensorUid, b.baseTemperature));
      await saveSeason(caller, folderUid, b.season);
      return weather(folderUid);
    },

    async importTemperatures(caller: Caller, folderUid: number, bytes: Buffer) {
      await requireFolder(caller, folderUid, true);
      const { rows, errors } = parseTemperatureCsv(bytes.toString('utf8'));
      if (errors.length > 0) {
        throw new BadRequestError('The temperature file is not valid. Correct the lines named in errors and send it again.', {
          file: errors.slice(0, 20),
        });
      }
      await entities.write(caller, async (w) => {
        // A folder with imported temperatures is a weather folder, even with no sensor chosen.
        const current = await repo.weather(folderUid);
        await repo.saveWeather(w.tx, folderUid, current?.sensorUid ?? null, current?.baseTemperature ?? 65);
        await repo.importTemperatures(w.tx, folderUid, rows);
      });
      return { imported: rows.length, firstDay: rows[0]?.day ?? '', lastDay: rows.at(-1)?.day ?? '' };
    },

    async temperatures(caller: Caller, folderUid: number) {
      await requireFolder(caller, folderUid, false);
      const w = await repo.weather(folderUid);
      const base = w?.baseTemperature ?? 65;
      const temps = await repo.temperatures(folderUid, dayOfMs(clock().getTime() - HISTORY_YEARS * 366 * MS_PER_DAY));
      return temps.map((t) => ({ ...t, heatingDegreeDays: Math.round(heatingDegreeDays(t.meanTemperature, base) * 100) / 100 }));
    },

    async saveTankSeason(caller: Caller, assetUid: number, season: Season | null): Promise<AssetForecast> {
      await requireTank(caller, assetUid, true);
      await saveSeason(caller, assetUid, season);
      await refit(assetUid);
      return forecastOf(assetUid);
    },

    async refitNow(caller: Caller, assetUid: number): Promise<AssetForecast> {
      await requireTank(caller, assetUid, true);
      await refit(assetUid);
      return forecastOf(assetUid);
    },

    /** A tank's forecast; a tank under a weather folder with no fit yet is fitted first. */
    async forecast(caller: Caller, assetUid: number): Promise<AssetForecast> {
      await requireTank(caller, assetUid, false);
      if (!(await repo.fit(assetUid)) && (await repo.weatherFolderOf(assetUid))) await refit(assetUid);
      return forecastOf(assetUid);
    },
  };

  async function forecastOf(assetUid: number): Promise<AssetForecast> {
    const [info, fit, place, seasons] = await Promise.all([
      repo.tankInfo(assetUid),
      repo.fit(assetUid),
      repo.weatherFolderOf(assetUid),
      repo.seasons(assetUid),
    ]);
    const t = info as TankInfo;
    const rate = plainRate(t);
    const from = t.readingTime?.getTime() ?? clock().getTime();
    const usable = t.amount === null ? null : t.amount - t.heel;
    const plainDays = usable === null ? null : daysAtRate(usable, rate);
    let ddDays: number | null = null;
    let next7: number | null = null;
    if (fit?.startDay && fit.kFactor !== null && fit.cumulative.length > 0) {
      const i0 = Math.max(0, centralDay(from) - dayNumber(fit.startDay));
      const cum = fit.cumulative;
      const base = i0 === 0 ? 0 : (cum[i0 - 1] ?? 0);
      const daily = cum.slice(i0).map((c, i) => c - (i === 0 ? base : (cum[i0 + i - 1] ?? 0)));
      if (usable !== null) ddDays = daysUntilEmpty(usable, daily);
      next7 = daily.length >= 7 ? Math.round(daily.slice(0, 7).reduce((s, d) => s + d, 0) * 10) / 10 : null;
    }
    const season = seasons.tank ?? seasons.folder;
    const good = isGoodFit(fit ? { kFactor: fit.kFactor, baseLoad: fit.baseLoad ?? 0, r2: fit.r2, n: fit.n } : null);
    return {
      assetUid,
      weatherFolderUid: place?.folderUid ?? null,
      weatherFolderLabel: place?.label ?? null,
      heatingFuel: isHeatingFuel(t.productClass),
      season,
      seasonFrom: seasons.tank ? 'tank' : seasons.folder ? 'folder' : 'none',
      tankSeason: seasons.tank,
      kFactor: fit?.kFactor ?? null,
      baseLoad: fit?.baseLoad ?? null,
      r2: fit?.r2 ?? null,
      n: fit?.n ?? 0,
      fittedAt: fit ? toCentralTimestamp(fit.fittedAt) : null,
      goodFit: good,
      usedForDaysLeft: fit?.used ?? false,
      degreeDays: { daysLeft: ddDays, runOutDate: runOutDate(from, ddDays), next7Days: next7 },
      average: { rate, daysLeft: plainDays, runOutDate: runOutDate(from, plainDays) },
    };
  }
}
export type ForecastService = ReturnType<typeof createForecastService>;
