// The tile server under a Leaflet map (MAP_TILE_URL, GET Map/Settings; docs/decisions/079-map.md),
// shared by the fleet map and the delivery plan's route map. Until the settings are known, or when
// no tile answers, the map's own layers draw on a plain background.
import type { MapSettings } from '@ullage/domain/geofences/api';
import L from 'leaflet';
import { useEffect, type RefObject } from 'react';

/** Lays the tile server's tiles under the map held by `mapRef` once `settings` are known. */
export function useTileLayer(mapRef: RefObject<L.Map | null>, settings: MapSettings | undefined): void {
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !settings) return;
    const tiles = L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19, crossOrigin: true }).addTo(map);
    return () => {
      tiles.remove();
    };
  }, [mapRef, settings]);
}
