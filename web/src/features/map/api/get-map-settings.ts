// GET Map/Settings: the tile server (MAP_TILE_URL) and the credit it asks for.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapSettingsSchema } from '@ullage/domain/geofences/api';
import { apiFetch } from '../../../lib/api-client';

function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['map', 'settings'],
    queryFn: ({ signal }) => apiFetch('Map/Settings', { signal, schema: mapSettingsSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMapSettings() {
  return useQuery(mapSettingsQueryOptions());
}
