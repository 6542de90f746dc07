// The map itself (issue 17): Leaflet with the tiles of MAP_TILE_URL, the tanks clustered by
// supercluster (only the clusters and tanks in view are drawn, so 100,000 tanks pan and zoom as
// smoothly as 100), the folder's geofences, and leaflet-geoman to draw and edit fences. Without a
// reachable tile server the map keeps its plain background and still draws everything on it.
// Markers and popups are built as elements (never HTML with style attributes: the page's CSP).
import type {} from '@geoman-io/leaflet-geoman-free';
import type { DeviceMapPoint } from '@ullage/domain/devices/api';
import type { Geofence, MapSettings } from '@ullage/domain/geofences/api';
import { METRES_PER_MILE } from '@ullage/domain/geofences/geofences';
import type { MapTank } from '@ullage/domain/tanks/map-tanks';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { useTileLayer } from '../../../lib/map-tiles';
import { boundsOf, clusterIndex, deviceIndex, groupByPosition, markerLook, sameSpot } from '../utils/map-points';
import type { FenceShape } from '../utils/fence-shape';
import { loadGeoman } from '../utils/load-geoman';
import './map.css';

export interface TankPopup {
  title: string;
  facts: [string, string][];
  href: string;
  /** The link's words: "Open tank" unless given. */
  link?: string;
}

export interface FleetMapProps {
  /** The tanks arrived so far (docs/decisions/098-progressive-map.md): drawn as they come. */
  tanks: readonly MapTank[];
  /** Every part has arrived. */
  complete: boolean;
  /** The devices drawn apart from the tanks, on their own layer. */
  devices: readonly DeviceMapPoint[];
  devicePopupOf: (device: DeviceMapPoint) => TankPopup;
  fences: readonly Geofence[];
  settings: MapSettings | undefined;
  popupOf: (tank: MapTank) => TankPopup;
  /** Follows a popup's link inside the app (the manage modal). */
  onOpen: (href: string) => void;
  /** Drawing and editing fences (Edit Folder on the folder). */
  editable: boolean;
  onDrawn: (shape: FenceShape) => void;
  onReshaped: (fence: Geofence, shape: FenceShape) => void;
}

// Leaflet focuses the map on a press (for its keyboard panning) and restores only the window's
// scroll: in the app the page scrolls inside its frame, so a press on a map partly out of view
// scrolled it and the click landed elsewhere (a cluster or tank did not open). Focus without
// scrolling instead.
const keyboardHandler = (L.Map as unknown as { Keyboard: { prototype: { _onMouseDown: () => void } } }).Keyboard.prototype;
keyboardHandler._onMouseDown = function (this: { _focused?: boolean; _map: L.Map }) {
  if (!this._focused) this._map.getContainer().focus({ preventScroll: true });
};

/** The US mainland, until the tanks are known. */
const START: L.LatLngBoundsExpression = [
  [25, -125],
  [49, -66],
];

function shapeOfLayer(layer: L.Layer): FenceShape | null {
  if (layer instanceof L.Circle) {
    const c = layer.getLatLng();
    return { circular: true, centerLatitude: c.lat, centerLongitude: c.lng, radius: layer.getRadius() / METRES_PER_MILE, polygon: [] };
  }
  if (layer instanceof L.Polygon) {
    const rings = layer.getLatLngs() as L.LatLng[][];
    const ring = rings[0] ?? [];
    return {
      circular: false,
      centerLatitude: 0,
      centerLongitude: 0,
      radius: 0,
      polygon: ring.map((p) => ({ latitude: p.lat, longitude: p.lng })),
    };
  }
  return null;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function popupContent(p: TankPopup, onOpen: (href: string) => void): HTMLElement {
  const box = el('div', 'map-popup');
  box.append(el('strong', 'map-popup-title', p.title));
  const dl = el('dl');
  for (const [k, v] of p.facts) dl.append(el('dt', undefined, k), el('dd', undefined, v || '-'));
  box.append(dl);
  const link = el('a', 'map-popup-link', p.link ?? 'Open tank');
  link.href = p.href;
  link.addEventListener('click', (e) => {
    e.preventDefault();
    onOpen(p.href);
  });
  box.append(link);
  return box;
}

/** The popup of a spot: every tank standing there, by name, each opening its manage modal. */
function spotContent(at: readonly MapTank[], popupOf: (tank: MapTank) => TankPopup, onOpen: (href: string) => void): HTMLElement {
  const box = el('div', 'map-popup map-spot-popup');
  box.append(el('strong', 'map-popup-title', `${at.length} tanks at this spot`));
  const list = el('ul', 'map-spot-list');
  for (const tank of [...at].sort((a, b) => a.label.localeCompare(b.label))) {
    const p = popupOf(tank);
    const level = p.facts.find(([k]) => k === 'Level')?.[1];
    const item = el('li');
    const link = el('a', 'map-popup-link', p.title);
    link.href = p.href;
    link.addEventListener('click', (e) => {
      e.preventDefault();
      onOpen(p.href);
    });
    item.append(link);
    if (level) item.append(el('span', 'map-spot-level', level));
    list.append(item);
  }
  box.append(list);
  return box;
}

export function FleetMap({
  tanks,
  complete,
  devices,
  devicePopupOf,
  fences,
  settings,
  popupOf,
  onOpen,
  editable,
  onDrawn,
  onReshaped,
}: FleetMapProps) {
  const holder = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const fenceLayer = useRef<L.FeatureGroup | null>(null);
  /** The view was fitted to the first tanks drawn, and to all of them once they had arrived. */
  const fitted = useRef<'no' | 'first' | 'all'>('no');
  /** The user moved the view: it is not fitted again under their hand. */
  const moved = useRef(false);
  // The latest callbacks, for the handlers Leaflet holds.
  const calls = useRef({ popupOf, devicePopupOf, onOpen, onDrawn, onReshaped });
  useEffect(() => {
    calls.current = { popupOf, devicePopupOf, onOpen, onDrawn, onReshaped };
  });
  const index = useMemo(() => clusterIndex(tanks), [tanks]);
  const devicesIndex = useMemo(() => deviceIndex(devices), [devices]);
  const deviceMarkers = useRef<L.LayerGroup | null>(null);

  // The map, once.
  useEffect(() => {
    if (!holder.current) return;
    const box = holder.current;
    const map = L.map(box, { zoomControl: true, worldCopyJump: true, pmIgnore: false });
    // Busy while the view moves: its markers are drawn again when it settles.
    map.on('movestart', () => box.setAttribute('aria-busy', 'true'));
    map.on('moveend', () => box.setAttribute('aria-busy', 'false'));
    // A press, a wheel or a key on the map: the user's hand.
    for (const type of ['pointerdown', 'wheel', 'keydown']) box.addEventListener(type, () => (moved.current = true), { passive: true });
    map.fitBounds(START);
    markers.current = L.layerGroup([], { pmIgnore: true }).addTo(map);
    deviceMarkers.current = L.layerGroup([], { pmIgnore: true }).addTo(map);
    fenceLayer.current = L.featureGroup().addTo(map);
    map.on('pm:create', (e) => {
      const shape = shapeOfLayer(e.layer);
      // The drawn shape goes; the saved fence comes back drawn from the server's answer.
      e.layer.remove();
      if (shape) calls.current.onDrawn(shape);
    });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // The tile server, when known.
  useTileLayer(mapRef, settings);

  // The drawing tools, for those who may edit fences (loaded for them only).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !editable) return;
    let live = true;
    void loadGeoman().then(() => {
      if (!live) return;
      L.PM.reInitLayer(map as unknown as L.Layer);
      if (fenceLayer.current) L.PM.reInitLayer(fenceLayer.current);
      map.pm.addControls({
        position: 'topleft',
        drawMarker: false,
        drawCircleMarker: false,
        drawPolyline: false,
        drawRectangle: false,
        drawText: false,
        cutPolygon: false,
        rotateMode: false,
        removalMode: false,
        drawCircle: true,
        drawPolygon: true,
        editMode: true,
        dragMode: true,
      });
      // geoman names its buttons by their container's title: the buttons themselves get the name.
      for (const a of holder.current?.querySelectorAll<HTMLElement>('.button-container[title] > .leaflet-buttons-control-button') ?? []) {
        a.setAttribute('aria-label', a.parentElement?.title ?? '');
      }
    });
    return () => {
      live = false;
      map.pm?.removeControls();
    };
  }, [editable]);

  // The clusters and tanks in view, redrawn at each pan and zoom.
  useEffect(() => {
    const map = mapRef.current;
    const group = markers.current;
    if (!map || !group) return;
    /** A marker for tanks standing at one position: their count, coloured by the worst zone; its
     * popup lists them, each a link to its manage modal. */
    const spotMarker = (lat: number, lon: number, at: readonly MapTank[]) => {
      const looks = at.map(markerLook);
      const worst = looks.some((l) => l.zone === 'critical') ? 'critical' : looks.some((l) => l.zone === 'warning') ? 'warning' : 'safe';
      const m = L.marker([lat, lon], {
        title: `${at.length} tanks at this spot`,
        keyboard: true,
        pmIgnore: true,
        icon: L.divIcon({
          html: el('span', 'map-cluster-count', String(at.length)),
          className: `map-spot map-zone-${worst}${looks.some((l) => l.alarm) ? ' map-alarm' : ''}`,
          iconSize: [34, 34],
        }),
      });
      m.bindPopup(() => spotContent(at, calls.current.popupOf, (href) => calls.current.onOpen(href)), { maxWidth: 320 });
      return m;
    };
    const draw = () => {
      group.clearLayers();
      const b = map.getBounds();
      const zoom = Math.round(map.getZoom());
      const west = Math.max(-180, b.getWest());
      const east = Math.min(180, b.getEast());
      const single: { lat: number; lon: number; tank: MapTank }[] = [];
      for (const f of index.getClusters([west, Math.max(-85, b.getSouth()), east, Math.min(85, b.getNorth())], zoom)) {
        const [lon, lat] = f.geometry.coordinates as [number, number];
        const props = f.properties;
        if ('cluster' in props && props.cluster) {
          // Tanks that no zoom separates (a site's tanks at its address) are a spot: a click lists them.
          const spot = sameSpot(index, props.cluster_id, tanks);
          if (spot) {
            group.addLayer(spotMarker(lat, lon, spot));
            continue;
          }
          const count = props.point_count;
          const worst = props.critical > 0 ? 'critical' : props.warning > 0 ? 'warning' : 'safe';
          const icon = el('span', 'map-cluster-count', props.point_count_abbreviated.toString());
          const m = L.marker([lat, lon], {
            title: `${count} tanks`,
            keyboard: true,
            // Only the fences are edited and dragged, never the markers.
            pmIgnore: true,
            icon: L.divIcon({ html: icon, className: `map-cluster map-zone-${worst}`, iconSize: [40, 40] }),
          });
          m.on('click', () =>
            map.flyTo([lat, lon], Math.min(Math.max(index.getClusterExpansionZoom(props.cluster_id), map.getZoom() + 1), 18)),
          );
          group.addLayer(m);
        } else {
          const tank = tanks[(props as { index: number }).index];
          if (tank) single.push({ lat, lon, tank });
        }
      }
      // Past the clusters' last zoom, tanks at one position are one spot too.
      for (const at of groupByPosition(single)) {
        if (at.length > 1) {
          group.addLayer(
            spotMarker(
              at[0]!.lat,
              at[0]!.lon,
              at.map((x) => x.tank),
            ),
          );
          continue;
        }
        const { lat, lon, tank } = at[0]!;
        const look = markerLook(tank);
        const m = L.marker([lat, lon], {
          title: tank.label,
          keyboard: true,
          pmIgnore: true,
          icon: L.divIcon({
            html: el('span', 'map-tank-dot'),
            className: `map-tank map-zone-${look.zone}${look.alarm ? ' map-alarm' : ''}`,
            iconSize: [22, 22],
          }),
        });
        m.bindPopup(() => popupContent(calls.current.popupOf(tank), (href) => calls.current.onOpen(href)));
        group.addLayer(m);
      }
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
    };
  }, [index, tanks]);

  // The devices drawn apart from the tanks (gateways, devices feeding no tank): their own layer,
  // grouped where they crowd, redrawn at each pan and zoom.
  useEffect(() => {
    const map = mapRef.current;
    const group = deviceMarkers.current;
    if (!map || !group) return;
    const draw = () => {
      group.clearLayers();
      if (devices.length === 0) return;
      const b = map.getBounds();
      const bbox: [number, number, number, number] = [
        Math.max(-180, b.getWest()),
        Math.max(-85, b.getSouth()),
        Math.min(180, b.getEast()),
        Math.min(85, b.getNorth()),
      ];
      for (const f of devicesIndex.getClusters(bbox, Math.round(map.getZoom()))) {
        const [lon, lat] = f.geometry.coordinates as [number, number];
        const props = f.properties;
        if ('cluster' in props && props.cluster) {
          const m = L.marker([lat, lon], {
            title: `${props.point_count} devices`,
            keyboard: true,
            pmIgnore: true,
            // Above the tanks of the same site, which stand at the same address.
            zIndexOffset: 1000,
            icon: L.divIcon({
              html: el('span', 'map-cluster-count', props.point_count_abbreviated.toString()),
              className: 'map-device-group',
              iconSize: [30, 30],
            }),
          });
          m.on('click', () =>
            map.flyTo([lat, lon], Math.min(Math.max(devicesIndex.getClusterExpansionZoom(props.cluster_id), map.getZoom() + 1), 18)),
          );
          group.addLayer(m);
        } else {
          const device = devices[(props as { index: number }).index];
          if (!device) continue;
          const m = L.marker([lat, lon], {
            title: device.label,
            keyboard: true,
            pmIgnore: true,
            zIndexOffset: 1000,
            icon: L.divIcon({ html: el('span', 'map-device-square'), className: 'map-device', iconSize: [20, 20] }),
          });
          m.bindPopup(() => popupContent(calls.current.devicePopupOf(device), (href) => calls.current.onOpen(href)));
          group.addLayer(m);
        }
      }
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
    };
  }, [devicesIndex, devices]);

  // The fences, redrawn when they change; an edited one is saved at once.
  useEffect(() => {
    const layer = fenceLayer.current;
    if (!layer) return;
    layer.clearLayers();
    for (const f of fences) {
      const className = `map-fence${f.warehouse ? ' map-fence-warehouse' : ''}`;
      const shape = f.circular
        ? L.circle([f.centerLatitude, f.centerLongitude], { radius: f.radius * METRES_PER_MILE, className })
        : L.polygon(
            f.polygon.map((p) => [p.latitude, p.longitude] as [number, number]),
            { className },
          );
      shape.bindTooltip(`${f.label}${f.warehouse ? ' (warehouse)' : ''}`);
      shape.on('pm:edit', () => {
        const s = shapeOfLayer(shape);
        if (s) calls.current.onReshaped(f, s);
      });
      layer.addLayer(shape);
    }
  }, [fences]);

  // The view that holds every tank and fence: fitted to the first tanks drawn, and again once all
  // have arrived unless the user has moved it meanwhile. The map is busy until the first fit.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || fitted.current === 'all' || (tanks.length === 0 && !complete)) return;
    if (fitted.current === 'first' && (!complete || moved.current)) return;
    fitted.current = complete ? 'all' : 'first';
    const points = [...tanks, ...fences.map((f) => ({ latitude: f.centerLatitude, longitude: f.centerLongitude }))];
    const b = boundsOf(points);
    if (b) map.fitBounds(b, { padding: [30, 30], maxZoom: 14 });
    else holder.current?.setAttribute('aria-busy', 'false');
  }, [complete, tanks, fences]);

  return <div ref={holder} className="map-canvas" aria-busy="true" role="region" aria-label="Map of the folder's tanks and geofences" />;
}
