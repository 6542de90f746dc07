// The delivery plan on a map (docs/decisions/092-delivery-planning.md): the depot, each load's
// stops numbered in route order and its route line (depot, stops, depot) in the load's colour.
// Plain Leaflet as the map feature's (ADR 079); the tile settings come from the page's caller.
// Markers are built as elements, never HTML with style attributes (the page's CSP).
import type { DeliveryPlan } from '@ullage/domain/delivery/api';
import type { MapSettings } from '@ullage/domain/geofences/api';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useTileLayer } from '../../../lib/map-tiles';

/** One colour per load, in turn (chosen to stay apart on the map's light and dark backgrounds). */
export const LOAD_COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#17becf', '#8c564b', '#e377c2'] as const;
export const loadColour = (n: number) => LOAD_COLOURS[(n - 1) % LOAD_COLOURS.length]!;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

export function RouteMap({ plan, settings }: { plan: DeliveryPlan; settings: MapSettings | undefined }) {
  const holder = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layer = useRef<L.FeatureGroup | null>(null);

  useEffect(() => {
    if (!holder.current) return;
    const map = L.map(holder.current, { zoomControl: true });
    map.fitBounds([
      [25, -125],
      [49, -66],
    ]);
    layer.current = L.featureGroup().addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useTileLayer(mapRef, settings);

  useEffect(() => {
    const map = mapRef.current;
    const group = layer.current;
    if (!map || !group) return;
    group.clearLayers();
    const depot = plan.depot;
    if (!depot) return;
    const home: [number, number] = [depot.latitude, depot.longitude];
    group.addLayer(
      L.marker(home, {
        title: `Depot: ${depot.label}`,
        keyboard: false,
        icon: L.divIcon({ html: el('span', 'delivery-depot-mark', 'D'), className: 'delivery-depot', iconSize: [26, 26] }),
      }),
    );
    for (const load of plan.loads) {
      const colour = loadColour(load.number);
      const points: [number, number][] = [home, ...load.stops.map((s) => [s.latitude, s.longitude] as [number, number]), home];
      const line = L.polyline(points, {
        color: colour,
        weight: 4,
        opacity: 0.85,
        className: `delivery-route delivery-route-${load.number}`,
      });
      line.bindTooltip(`Load ${load.number}: ${load.stops.length} stops, ${load.miles} miles`);
      group.addLayer(line);
      for (const s of load.stops) {
        const mark = el('span', 'delivery-stop-mark', String(s.sequence));
        const m = L.marker([s.latitude, s.longitude], {
          title: `Load ${load.number}, stop ${s.sequence}: ${s.label}`,
          keyboard: false,
          icon: L.divIcon({
            html: mark,
            className: `delivery-stop delivery-load-${((load.number - 1) % LOAD_COLOURS.length) + 1}`,
            iconSize: [22, 22],
          }),
        });
        group.addLayer(m);
      }
    }
    const bounds = group.getBounds();
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [30, 30], maxZoom: 13 });
  }, [plan]);

  return <div ref={holder} className="delivery-map" role="region" aria-label="Map of the delivery routes" />;
}
