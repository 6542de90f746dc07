// How the demo world's tanks empty and fill, and how its devices behave, as a function of time
// (docs/decisions/029-demo-history.md). Deterministic: anything random is drawn from a hash of
// the device's serial number and the day or hour, so the 90-day history and the live simulator
// tell one continuous story, whichever process runs them and whenever.
//
// Consumption per product: propane and heating oil follow heating degree days (winter draws many
// times summer) with a little more at home on weekends; fuel follows the working week; lubricants
// are drawn slowly on weekdays; used oil is collected (the tank rises) and picked up; a
// generator's sub-base sits idle but for the generator's runs. A delivery
// comes a day or two after a tank falls below its reorder point. A few devices run late, run their
// battery down or report sensor errors; now and then a tank is drained, a sensor jumps (a false
// fill), a day's use is far above or below the usual, or a closed shop draws product on a weekend.
import { DEMO_PRESSURE_RANGE } from '../db/seed/demo-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness.

/** FNV-1a of a string: a device's seed from its serial number. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A uniform number in [0, 1) fixed by (seed, stream, n): the same inputs, the same number. */
export function unit(seed: number, stream: number, n: number): number {
  let x =
    (seed ^ Math.imul(stream + 1, 0x9e3779b1) ^ Math.imul(n | 0, 0x85ebca6b) ^ Math.imul(Math.floor(n / 4294967296), 0xc2b2ae35)) >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return (x >>> 0) / 4294967296;
}

/** A standard normal number fixed by (seed, stream, n). */
export function normal(seed: number, stream: number, n: number): number {
  const u1 = 1 - unit(seed, stream, n);
  const u2 = unit(seed, stream + 1000, n);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

const S = {
  dayNoise: 1,
  highDay: 2,
  lowDay: 3,
  weekendUse: 4,
  drain: 5,
  drainHour: 6,
  falseFill: 7,
  errorEpisode: 8,
  lateEpisode: 9,
  deliveryDelay: 10,
  deliveryHour: 11,
  deliveryShort: 12,
  levelNoise: 13,
  tempNoise: 14,
  signal: 15,
  persona: 16,
  phase: 17,
  rate: 18,
  errorLength: 19,
  lateLength: 20,
  generatorRun: 21,
  pressure: 22,
  pressureDrop: 23,
  switchDay: 24,
  tripDay: 25,
  tripPlace: 26,
  gpsJitter: 27,
} as const;

// ---------------------------------------------------------------------------------------------
// Tank profiles.

export type UsagePattern = 'heating' | 'weekday' | 'shop' | 'reclamation' | 'standby';
export type Climate = 'north' | 'south' | 'southwest';

export interface TankProfile {
  pattern: UsagePattern;
  climate: Climate;
  capacity: number;
  maxFill: number;
  /** Usage a day as a share of capacity: flat part, and per heating degree day for 'heating'. */
  baseShare: number;
  hddShare: number;
  /** A delivery (a pickup, for reclamation) is called when the tank passes this share. */
  reorderShare: number;
  /** Underground tanks (fuel stations) sit near ground temperature all year. */
  underground: boolean;
}

/** Product classes of the demo seed (demo-data.ts DEMO_PRODUCT_CLASSES) by usage pattern. */
function patternOf(className: string | null, isReclamation: boolean, standby: boolean): UsagePattern {
  if (isReclamation || className === 'Used Oil') return 'reclamation';
  if (standby) return 'standby';
  if (className === 'Propane' || className === 'Heating Oil') return 'heating';
  if (className === 'Diesel' || className === 'Gasoline') return 'weekday';
  return 'shop';
}

function climateOf(pattern: UsagePattern, className: string | null): Climate {
  if (pattern === 'heating') return 'north';
  if (className === 'Diesel' || className === 'Gasoline' || className === 'DEF') return 'south';
  return 'southwest';
}

export function tankProfile(input: {
  seed: number;
  className: string | null;
  isReclamation: boolean;
  isBulk: boolean;
  capacity: number;
  maxFill: number;
  tankTypeId: number;
  /** A standby tank (a generator's sub-base): no use but the generator's runs. */
  standby?: boolean;
}): TankProfile {
  const pattern = patternOf(input.className, input.isReclamation, input.standby ?? false);
  const r = unit(input.seed, S.rate, 0);
  // Draw rates picked so a propane tank wants a delivery every few weeks in winter, a station
  // tank weekly, a lube tank every month or two, a used-oil tank a pickup every few weeks.
  let baseShare = 0;
  let hddShare = 0;
  let reorderShare = 0.25;
  switch (pattern) {
    case 'heating':
      baseShare = 0.002 + 0.002 * r;
      hddShare = 0.0007 + 0.0005 * r;
      reorderShare = 0.3;
      break;
    case 'weekday':
      baseShare = input.isBulk ? 0.04 : 0.05 + 0.08 * r;
      reorderShare = 0.3;
      break;
    case 'shop':
      baseShare = 0.01 + 0.02 * r;
      reorderShare = 0.2;
      break;
    case 'reclamation':
      baseShare = 0.015 + 0.02 * r;
      reorderShare = 0.75;
      break;
    case 'standby':
      baseShare = 0.04 + 0.06 * r;
      reorderShare = 0.6;
      break;
  }
  return {
    pattern,
    climate: climateOf(pattern, input.className),
    capacity: input.capacity,
    maxFill: input.maxFill,
    baseShare,
    hddShare,
    reorderShare,
    underground: [19, 20, 21].includes(input.tankTypeId) || (pattern === 'weekday' && input.capacity >= 8000),
  };
}

// ---------------------------------------------------------------------------------------------
// Weather.

const CLIMATES: Record<Climate, { mean: number; amplitude: number; coldestDay: number }> = {
  north: { mean: 44, amplitude: 28, coldestDay: 20 },
  south: { mean: 66, amplitude: 18, coldestDay: 18 },
  southwest: { mean: 70, amplitude: 17, coldestDay: 15 },
};

function dayOfYear(ms: number): number {
  const d = new Date(ms);
  return (ms - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY;
}

/** Mean outdoor temperature of a day (°F): a yearly wave, coldest in late January. */
export function dailyMeanTemperature(climate: Climate, ms: number): number {
  const c = CLIMATES[climate];
  return c.mean - c.amplitude * Math.cos((2 * Math.PI * (dayOfYear(ms) - c.coldestDay)) / 365.25);
}

/** Heating degree days of the day (DOMAIN.md: 65 °F minus the day's mean, when positive). */
export function heatingDegreeDays(climate: Climate, ms: number): number {
  return Math.max(0, 65 - dailyMeanTemperature(climate, ms));
}

/** The temperature a tank's sensor reads at an instant (°F). */
export function tankTemperature(profile: TankProfile, seed: number, ms: number): number {
  const hourOfDay = new Date(ms - 6 * HOUR).getUTCHours();
  if (profile.underground)
    return 58 + 4 * Math.sin((2 * Math.PI * (dayOfYear(ms) - 110)) / 365.25) + 0.3 * normal(seed, S.tempNoise, Math.floor(ms / HOUR));
  const diurnal = -9 * Math.cos((2 * Math.PI * (hourOfDay - 3)) / 24);
  return dailyMeanTemperature(profile.climate, ms) + diurnal + 2 * normal(seed, S.tempNoise, Math.floor(ms / HOUR));
}

// ---------------------------------------------------------------------------------------------
// Usage.

const centralDayOf = (ms: number) => Math.floor((ms - 6 * HOUR) / DAY);
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;

/** Share of a day's use drawn in each central-time hour, by pattern. */
const HOURLY: Record<UsagePattern, number[]> = (() => {
  const norm = (w: number[]) => {
    const t = w.reduce((a, b) => a + b, 0);
    return w.map((x) => x / t);
  };
  const heating = norm(Array.from({ length: 24 }, (_, h) => 1 + 0.4 * Math.cos((2 * Math.PI * (h - 5)) / 24)));
  const business = norm(Array.from({ length: 24 }, (_, h) => (h >= 6 && h < 19 ? 1 : 0.05)));
  return { heating, weekday: business, shop: business, reclamation: business, standby: business };
})();

/** Multipliers of unusual days (the statuses of spec 001 §4 have to happen somewhere). */
export const EVENT_RATES = {
  highDay: 0.004,
  lowDay: 0.004,
  weekendUse: 0.01,
  drain: 0.0006,
  falseFill: 0.0008,
  errorEpisode: 0.0015,
  lateEpisode: 0.001,
  /** A standby generator runs (an outage, a load test) on this share of days. */
  generatorRun: 0.1,
} as const;

/** What a tank draws (collects, for reclamation) on a central day, before the hourly split. */
export function dailyUsage(profile: TankProfile, seed: number, day: number): number {
  const wd = weekdayOf(day);
  const weekend = wd === 0 || wd === 6;
  const start = day * DAY + 6 * HOUR;
  let share: number;
  switch (profile.pattern) {
    case 'heating':
      share = (profile.baseShare + profile.hddShare * heatingDegreeDays(profile.climate, start)) * (weekend ? 1.12 : 1);
      break;
    case 'weekday':
      share = profile.baseShare * (wd === 0 ? 0.35 : wd === 6 ? 0.6 : 1);
      break;
    case 'standby':
      // Idle but for a generator run now and then: use where none is expected.
      share = unit(seed, S.generatorRun, day) < EVENT_RATES.generatorRun ? profile.baseShare : 0;
      break;
    default: {
      const shopOpen = !weekend || unit(seed, S.weekendUse, day) < EVENT_RATES.weekendUse;
      share = shopOpen ? profile.baseShare * (weekend ? 2 : 1) : 0;
    }
  }
  let factor = Math.exp(0.15 * normal(seed, S.dayNoise, day) - 0.011);
  if (unit(seed, S.highDay, day) < EVENT_RATES.highDay) factor *= 3;
  else if (unit(seed, S.lowDay, day) < EVENT_RATES.lowDay) factor = 0;
  return share * factor * profile.capacity;
}

function usageBetween(profile: TankProfile, seed: number, from: number, to: number): number {
  let total = 0;
  let t = from;
  while (t < to) {
    const hourStart = Math.floor(t / HOUR) * HOUR;
    const next = Math.min(to, hourStart + HOUR);
    const day = centralDayOf(t);
    const hour = new Date(t - 6 * HOUR).getUTCHours();
    total += (dailyUsage(profile, seed, day) * (HOURLY[profile.pattern][hour] ?? 0) * (next - t)) / HOUR;
    t = next;
  }
  return total;
}

// ---------------------------------------------------------------------------------------------
// The true contents of a tank over time.

export interface TankSim {
  amount: number;
  /** A delivery (pickup) that has been called and will come at this time. */
  deliveryAt: number | null;
  /** The time the simulation has reached. */
  at: number;
}

export interface TankEvents {
  delivered: boolean;
  drained: boolean;
}

/** The next working-hours instant at least `after` (deliveries come 7:00-17:00 central, Mon-Sat). */
function workingHour(seed: number, after: number, n: number): number {
  let t = after;
  for (let i = 0; i < 14 * 24; i++) {
    const day = centralDayOf(t);
    const hour = new Date(t - 6 * HOUR).getUTCHours();
    if (weekdayOf(day) !== 0 && hour >= 7 && hour < 17) return t + Math.floor(unit(seed, S.deliveryHour, n + i) * 50) * 60_000;
    t = Math.floor(t / HOUR) * HOUR + HOUR;
  }
  return t;
}

/** Advances a tank to `to`, with its usage, any delivery that comes, and any drain. */
export function advanceTank(profile: TankProfile, seed: number, sim: TankSim, to: number): TankEvents {
  const events: TankEvents = { delivered: false, drained: false };
  if (to <= sim.at) return events;
  const sign = profile.pattern === 'reclamation' ? -1 : 1;
  let t = sim.at;
  while (t < to) {
    const step = Math.min(to, Math.floor(t / HOUR) * HOUR + HOUR);
    sim.amount = Math.min(profile.capacity, Math.max(0, sim.amount - sign * usageBetween(profile, seed, t, step)));
    const hourIndex = Math.floor(t / HOUR);
    // A drain (theft, a leak, a pump-out) now and then, in some hour of the day it is due.
    const day = centralDayOf(t);
    if (
      sign === 1 &&
      unit(seed, S.drain, day) < EVENT_RATES.drain &&
      Math.floor(unit(seed, S.drainHour, day) * 24) === new Date(t - 6 * HOUR).getUTCHours()
    ) {
      sim.amount = Math.max(0, sim.amount - profile.capacity * (0.15 + 0.1 * unit(seed, S.drain + 100, day)));
      events.drained = true;
    }
    const share = sim.amount / profile.capacity;
    const low = sign === 1 ? share < profile.reorderShare : share > profile.reorderShare;
    if (low && sim.deliveryAt === null) {
      const delayHours = 6 + unit(seed, S.deliveryDelay, hourIndex) * 36;
      sim.deliveryAt = workingHour(seed, t + delayHours * HOUR, hourIndex);
    }
    if (sim.deliveryAt !== null && step >= sim.deliveryAt) {
      const short = 0.02 + 0.05 * unit(seed, S.deliveryShort, hourIndex);
      sim.amount = sign === 1 ? profile.capacity * (profile.maxFill - short) : profile.capacity * (0.03 + short);
      sim.deliveryAt = null;
      events.delivered = true;
    }
    t = step;
  }
  sim.at = to;
  return events;
}

/** Where a tank starts 90 days back: somewhere between its reorder point and full. */
export function initialAmount(profile: TankProfile, seed: number): number {
  const u = unit(seed, S.phase, 0);
  if (profile.pattern === 'reclamation') return profile.capacity * (0.1 + 0.5 * u);
  return profile.capacity * (profile.reorderShare + (profile.maxFill - profile.reorderShare) * u);
}

// ---------------------------------------------------------------------------------------------
// Devices.

/** Minutes between call-ins of the demo hardware (device-catalogue.ts DEMO_MODELS). */
export const DEMO_INTERVAL_MINUTES: Record<number, number> = {
  22: 360, // cellular monitor: four calls a day
  23: 360,
  26: 240, // tote monitor
  31: 240, // satellite monitor on a skid tank trailer: position and level
  40: 360, // cellular switch monitor
  8: 240, // radio gateway, with its wireless monitors
  1: 240, // tank gauge console, polled with its probes
};

export function intervalMinutesOf(modelId: number): number {
  return DEMO_INTERVAL_MINUTES[modelId] ?? 360;
}

/** The call-in times of a device in [from, to): its interval, at a phase fixed by its seed. */
export function callTimes(seed: number, intervalMinutes: number, from: number, to: number): number[] {
  const period = intervalMinutes * 60_000;
  const phase = Math.floor((unit(seed, S.phase, 1) * period) / 1000) * 1000;
  const out: number[] = [];
  let t = Math.ceil((from - phase) / period) * period + phase;
  if (t < from) t += period;
  for (; t < to; t += period) out.push(t);
  return out;
}

export type Persona = 'normal' | 'lowBattery' | 'dead' | 'invalidReading';

/** A few devices carry a lasting trouble: a battery running down unnoticed, a device that has gone
 * silent, a sensor mounted wrong that reads past the top of the tank. */
export function personaOf(seed: number): Persona {
  const u = unit(seed, S.persona, 0);
  if (u < 0.02) return 'lowBattery';
  if (u < 0.026) return 'dead';
  if (u < 0.029) return 'invalidReading';
  return 'normal';
}

/** Days of a late episode: the device misses its calls for two to five days. */
export function isSilent(seed: number, persona: Persona, ms: number, historyEnd: number): boolean {
  if (persona === 'dead' && ms > historyEnd - (2 + 3 * unit(seed, S.lateLength, 0)) * DAY) return true;
  const day = centralDayOf(ms);
  for (let d = day; d > day - 5; d--) {
    if (unit(seed, S.lateEpisode, d) < EVENT_RATES.lateEpisode && day - d < 2 + Math.floor(3 * unit(seed, S.lateLength, d))) return true;
  }
  return false;
}

/** A sensor-error episode: readings come with an error status for a day or three. */
export function inErrorEpisode(seed: number, ms: number): boolean {
  const day = centralDayOf(ms);
  for (let d = day; d > day - 3; d--) {
    if (unit(seed, S.errorEpisode, d) < EVENT_RATES.errorEpisode && day - d < 1 + Math.floor(2 * unit(seed, S.errorLength, d))) return true;
  }
  return false;
}

/** A false fill: one reading jumps up as if filled, the next is back where it was. */
export function isFalseFillReading(seed: number, callIndex: number): boolean {
  return unit(seed, S.falseFill, callIndex) < EVENT_RATES.falseFill;
}

/** Battery percent of a battery-powered demo device at an instant (the demo models report
 * percent): a healthy cell loses a few percent a season; a failing one crosses 20% within weeks.
 * A Battery/Reset (a new battery) restarts the curve. */
export function batteryPercent(seed: number, persona: Persona, ms: number, resetAt: number | null, historyStart: number): number {
  const since = resetAt ?? historyStart - unit(seed, S.phase, 2) * 300 * DAY;
  const days = Math.max(0, (ms - since) / DAY);
  if (persona === 'lowBattery' && resetAt === null) return Math.max(3, 45 - days * (0.3 + 0.1 * unit(seed, S.persona, 3)));
  return Math.max(5, 100 - days * 0.03 - 2 * unit(seed, S.signal, Math.floor(ms / DAY)));
}

export function signalStrength(seed: number, ms: number): number {
  return Math.round(-70 - 15 * unit(seed, S.signal, 0) + 3 * normal(seed, S.signal, Math.floor(ms / HOUR)));
}

/** The level a sensor reports for an amount: the true level with a little noise. */
export function noisyLevel(seed: number, level: number, ms: number): number {
  return Math.round((level + 0.12 * normal(seed, S.levelNoise, Math.floor(ms / 60_000))) * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Line pressure, alarm switches and a travelling tank (spec 001 §3.4 Pressure, Switch, GPS).

/** A line's pressure at t (psi): about 150, a little higher in the warm afternoon, and now and
 * then (1 day in 40) a leak or a closed valve that drops it to 30-50 for the day. */
export function linePressurePsi(seed: number, t: number): number {
  const day = Math.floor(t / 86_400_000);
  const hour = Math.floor(t / 3_600_000);
  const base = 150 + 8 * Math.sin(((t % 86_400_000) / 86_400_000) * 2 * Math.PI - Math.PI / 2) + 3 * normal(seed, S.pressure, hour);
  return unit(seed, S.pressureDrop, day) < 0.025 ? 30 + 20 * unit(seed, S.pressureDrop + 100, day) : base;
}

/** The transducer's raw reading for a pressure (mA). */
export const pressureReading = (psi: number) =>
  DEMO_PRESSURE_RANGE.minReading + ((DEMO_PRESSURE_RANGE.maxReading - DEMO_PRESSURE_RANGE.minReading) * psi) / DEMO_PRESSURE_RANGE.maxValue;

/** A containment sump's high-level switch: closed from 8:00 to 16:00 UTC on about 1 day in 25. */
export function switchClosed(seed: number, t: number): boolean {
  const day = Math.floor(t / 86_400_000);
  const hour = Math.floor((t % 86_400_000) / 3_600_000);
  return unit(seed, S.switchDay, day) < 0.04 && hour >= 8 && hour < 16;
}

/** Where a skid tank on a trailer is at t: on most weekdays out at a job 3-20 km from its yard
 * from 13:00 to 23:00 UTC (7:00-17:00 central), else at the yard; a fix jitters by some metres. */
export function trailerPosition(
  seed: number,
  home: { latitude: number; longitude: number },
  t: number,
): { latitude: number; longitude: number } {
  const day = Math.floor(t / 86_400_000);
  const hour = Math.floor((t % 86_400_000) / 3_600_000);
  const weekday = ((day + 4) % 7) % 6 !== 0;
  const out = weekday && hour >= 13 && hour < 23 && unit(seed, S.tripDay, day) < 0.6;
  const metresPerDegree = 111_195;
  const cosLat = Math.cos((home.latitude * Math.PI) / 180);
  let north = 0;
  let east = 0;
  if (out) {
    const angle = unit(seed, S.tripPlace, day) * 2 * Math.PI;
    const distance = 3000 + 17_000 * unit(seed, S.tripPlace + 100, day);
    north = distance * Math.cos(angle);
    east = distance * Math.sin(angle);
  }
  const fix = Math.floor(t / 60_000);
  north += 6 * normal(seed, S.gpsJitter, fix);
  east += 6 * normal(seed, S.gpsJitter + 50, fix);
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return { latitude: round(home.latitude + north / metresPerDegree), longitude: round(home.longitude + east / (metresPerDegree * cosLat)) };
}
