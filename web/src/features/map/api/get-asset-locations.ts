// spec 001 §7 GET Asset/ByFolder/{folder}/Location: every located tank of the folder and its
// subfolders, in parts of 5,000 (docs/decisions/062-row-caps.md) joined for the map.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ROW_CAPS } from '@ullage/domain/api/row-caps';
import { assetLocationSchema, type AssetLocation } from '@ullage/domain/tanks/api';
import { z } from 'zod';
import { apiFetchAllParts } from '../../../lib/api-client';

const partSchema = z.array(assetLocationSchema);

export function getAssetLocations(folderUid: number, signal?: AbortSignal): Promise<AssetLocation[]> {
  return apiFetchAllParts(`Asset/ByFolder/${folderUid}/Location`, {
    signal,
    schema: partSchema,
    query: { limit: ROW_CAPS.entities.max },
  });
}

export function assetLocationsQueryOptions(folderUid: number) {
  return queryOptions({
    queryKey: ['map', 'locations', folderUid],
    queryFn: ({ signal }) => getAssetLocations(folderUid, signal),
  });
}

export function useAssetLocations(folderUid: number) {
  return useQuery(assetLocationsQueryOptions(folderUid));
}
