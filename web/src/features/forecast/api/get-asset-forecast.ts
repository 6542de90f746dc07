// GET Forecast/Asset/{uid}: a tank's K-factor, base load and fit, and its days left by degree days
// beside the plain average (docs/decisions/093-degree-day-forecasting.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetForecastSchema, type AssetForecast } from '@ullage/domain/forecast/api';
import { apiFetch } from '../../../lib/api-client';

export function getAssetForecast(assetUid: number, signal?: AbortSignal): Promise<AssetForecast> {
  return apiFetch(`Forecast/Asset/${assetUid}`, { signal, schema: assetForecastSchema });
}

export function assetForecastQueryOptions(assetUid: number) {
  return queryOptions({
    queryKey: ['asset-forecast', assetUid],
    queryFn: ({ signal }) => getAssetForecast(assetUid, signal),
  });
}

export function useAssetForecast(assetUid: number) {
  return useQuery(assetForecastQueryOptions(assetUid));
}
