// spec 001 §4: zones Safe (green), Warning (yellow), Critical (red), Hot (red), Cold (blue).
// spec 001 §9: their colours. The spec gives no ids; ours run 1.. in the spec's order so 0 can
// mean "no zone".

export const ZONES = [
  { id: 1, key: 'Safe', label: 'Safe', colorName: 'green', color: '#79c96e' },
  { id: 2, key: 'Warning', label: 'Warning', colorName: 'yellow', color: '#e5e979' },
  { id: 3, key: 'Critical', label: 'Critical', colorName: 'red', color: '#e88886' },
  { id: 4, key: 'Hot', label: 'Hot', colorName: 'red', color: '#e88886' },
  { id: 5, key: 'Cold', label: 'Cold', colorName: 'blue', color: '#6987fa' },
] as const;

type ZoneEntry = (typeof ZONES)[number];
export type ZoneKey = ZoneEntry['key'];
export type ZoneId = ZoneEntry['id'];

export const Zone = Object.fromEntries(ZONES.map((zn) => [zn.key, zn.id])) as {
  [K in ZoneKey]: Extract<ZoneEntry, { key: K }>['id'];
};

export const ZONE_IDS = ZONES.map((zn) => zn.id) as [ZoneId, ...ZoneId[]];

/** Hex colour of a zone; undefined for "no zone". */
export function zoneColor(id: number): string | undefined {
  return ZONES.find((zn) => zn.id === id)?.color;
}

/** The zone a tank level falls in, from the asset tank config's two percentages (spec 001 §3.5:
 * "zones (two percentage values)"): at or below critical is Critical, at or below warning is
 * Warning, above is Safe. All three are fractions of capacity (0.25 = 25%). */
export function tankZoneFor(percentFull: number, thresholds: { warning: number; critical: number }): ZoneId {
  if (percentFull <= thresholds.critical) return Zone.Critical;
  if (percentFull <= thresholds.warning) return Zone.Warning;
  return Zone.Safe;
}

/** The zone a temperature falls in: at or above `hot` is Hot, at or below `cold` is Cold, else
 * Safe (spec 001 §4 lists Hot and Cold beside the level zones; the bounds are the config's). */
export function temperatureZoneFor(value: number, bounds: { cold: number; hot: number }): ZoneId {
  if (value >= bounds.hot) return Zone.Hot;
  if (value <= bounds.cold) return Zone.Cold;
  return Zone.Safe;
}
