// Degree-day forecasting's calls (ours: the spec has none; docs/decisions/093-degree-day-forecasting.md).
// A folder's weather and its temperature import: read signed in, changed with Edit Folder. A
// tank's forecast: read signed in; its Season and a refit now: Edit Assets/Devices. The folder or
// tank scope is the service's first check (another company's uid answers 404).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uidParamsSchema } from '@ullage/domain/api/folder';
import {
  assetForecastSchema,
  assetSeasonBodySchema,
  dailyTemperaturesSchema,
  folderWeatherBodySchema,
  folderWeatherSchema,
  temperatureImportResultSchema,
} from '@ullage/domain/forecast/api';
import { Permission } from '@ullage/domain/people/permissions';
import { callerOf } from '../../plugins/auth';
import type { Documents } from '../document';
import type { ForecastService } from './forecast.service';

export function forecastRoutes(app: FastifyInstance, forecasts: ForecastService, documents: Documents): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Forecast'];
  r.get(
    '/api/Forecast/Folder/:uid/Weather',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A folder's weather: its temperature sensor, heating degree-day base, Season config and the days of temperature held",
        params: uidParamsSchema,
        response: { 200: folderWeatherSchema },
      },
    },
    (req) => forecasts.getWeather(callerOf(req), req.params.uid),
  );
  r.put(
    '/api/Forecast/Folder/:uid/Weather',
    {
      config: { auth: Permission.EditFolder },
      schema: {
        tags,
        summary: "Set a folder's temperature sensor, heating degree-day base (°F) and Season config (null: all year)",
        params: uidParamsSchema,
        body: folderWeatherBodySchema,
        response: { 200: folderWeatherSchema },
      },
    },
    (req) => forecasts.saveWeather(callerOf(req), req.params.uid, req.body),
  );
  r.get(
    '/api/Forecast/Folder/:uid/Temperature',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A folder's daily mean outdoor temperatures (°F), imported or from its sensor, and their heating degree days",
        params: uidParamsSchema,
        response: { 200: dailyTemperaturesSchema },
      },
    },
    (req) => forecasts.temperatures(callerOf(req), req.params.uid),
  );
  r.post(
    '/api/Forecast/Folder/:uid/Temperature',
    {
      config: { auth: Permission.EditFolder },
      schema: {
        tags,
        summary:
          'Import daily mean outdoor temperatures (multipart/form-data, part "file": a CSV of date and mean, °F unless the header says °C); a day already held is replaced',
        consumes: ['multipart/form-data'],
        params: uidParamsSchema,
        response: { 200: temperatureImportResultSchema },
      },
    },
    async (req) => forecasts.importTemperatures(callerOf(req), req.params.uid, (await documents.readUpload(req)).bytes),
  );
  r.get(
    '/api/Forecast/Asset/:uid',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        summary: "A tank's K-factor, base load and fit quality, and its days left by degree days beside the plain average",
        params: uidParamsSchema,
        response: { 200: assetForecastSchema },
      },
    },
    (req) => forecasts.forecast(callerOf(req), req.params.uid),
  );
  r.put(
    '/api/Forecast/Asset/:uid/Season',
    {
      config: { auth: Permission.EditAssetsDevices },
      schema: {
        tags,
        summary: "Set a tank's own Season config (null: its folder's), and refit it",
        params: uidParamsSchema,
        body: assetSeasonBodySchema,
        response: { 200: assetForecastSchema },
      },
    },
    (req) => forecasts.saveTankSeason(callerOf(req), req.params.uid, req.body.season),
  );
  r.post(
    '/api/Forecast/Asset/:uid/Refit',
    {
      config: { auth: Permission.EditAssetsDevices },
      schema: {
        tags,
        summary: "Refit a tank's K-factor and base load now, from its usage and its weather folder's degree days",
        params: uidParamsSchema,
        response: { 200: assetForecastSchema },
      },
    },
    (req) => forecasts.refitNow(callerOf(req), req.params.uid),
  );
}
