// A folder's weather for degree-day forecasting (issue 17; docs/decisions/093-degree-day-forecasting.md):
// GET|PUT Forecast/Folder/{uid}/Weather (its temperature sensor, base and Season config), GET
// Forecast/Folder/{uid}/Temperature (its daily means) and POST Forecast/Folder/{uid}/Temperature (a
// CSV of daily means, multipart part `file`). A write refreshes the weather and its days.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dailyTemperaturesSchema,
  folderWeatherSchema,
  temperatureImportResultSchema,
  type FolderWeatherBody,
} from '@ullage/domain/forecast/api';
import { apiFetch } from '../../../lib/api-client';

export function folderWeatherQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder-weather', folderUid],
    queryFn: ({ signal }) => apiFetch(`Forecast/Folder/${folderUid}/Weather`, { signal, schema: folderWeatherSchema }),
  });
}

export function folderTemperaturesQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['folder-weather', folderUid, 'temperatures'],
    queryFn: ({ signal }) => apiFetch(`Forecast/Folder/${folderUid}/Temperature`, { signal, schema: dailyTemperaturesSchema }),
  });
}

export const useFolderWeather = (folderUid: number) => useQuery(folderWeatherQueryOptions(folderUid));
export const useFolderTemperatures = (folderUid: number) => useQuery(folderTemperaturesQueryOptions(folderUid));

export function useSaveFolderWeather(folderUid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FolderWeatherBody) =>
      apiFetch(`Forecast/Folder/${folderUid}/Weather`, { method: 'PUT', body, schema: folderWeatherSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['folder-weather', folderUid] }),
  });
}

export function useImportTemperatures(folderUid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return apiFetch(`Forecast/Folder/${folderUid}/Temperature`, { method: 'POST', body, schema: temperatureImportResultSchema });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['folder-weather', folderUid] }),
  });
}
