// leaflet-geoman (the fence drawing tools) loads only for those who may draw fences: it is most of
// the map chunk's weight. Its build reads Leaflet from the global `L`, so that is set first; the
// map and the fences drawn before it arrived are then given its editing handlers.
import L from 'leaflet';

let loading: Promise<void> | null = null;

export function loadGeoman(): Promise<void> {
  loading ??= (async () => {
    (globalThis as { L?: typeof L }).L = L;
    await import('@geoman-io/leaflet-geoman-free');
    await import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css');
  })();
  return loading;
}
