// The history tab's ranges (last 7, 30 or 90 days, or chosen dates in the user's time zone) and its
// config history: each saved version of a config against the one before it (spec 001 §2 "config
// history"; Entity/{uid}/History/Config, newest first).
import type { z } from 'zod';
import type { configHistoryEntrySchema } from '@ullage/domain/api/entity-config';
import { configTypeLabel } from '@ullage/domain/configs';
import type { DisplayUnits } from '@ullage/domain/reports/display';
import { displayNameOf } from '@ullage/domain/validation';
import { findSystemSchedule } from '@ullage/domain/alerts/system-schedules';
import { tankTypeLabel } from '@ullage/domain/tanks/tank-geometry';
import { timeZoneDisplayName, wallClockToInstant } from '@ullage/domain/time-zones';
import { CONFIG_FORM_FIELDS, displayText, unitSuffix, amountUnitOfTank, type FieldKind } from './config-form';

const DAY_MS = 86_400_000;

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The last `days` days up to `now`. */
export function presetRange(days: RangePreset, now: number): { from: number; to: number } {
  return { from: now - days * DAY_MS, to: now };
}

/** From the start of the first date to the end of the last, in the user's time zone; null when the
 * dates are not a range. Dates are the YYYY-MM-DD of a date input. */
export function customRange(
  fromDate: string,
  toDate: string,
  zone: { timeZoneId: number; observeDst: boolean },
): { from: number; to: number } | null {
  const parse = (text: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
  };
  const a = parse(fromDate);
  const b = parse(toDate);
  if (!a || !b) return null;
  const from = wallClockToInstant(a, zone.timeZoneId, zone.observeDst).getTime();
  const next = new Date(Date.UTC(b.year, b.month - 1, b.day + 1));
  const to =
    wallClockToInstant(
      { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
      zone.timeZoneId,
      zone.observeDst,
    ).getTime() - 1;
  return from <= to ? { from, to } : null;
}

type HistoryEntry = z.infer<typeof configHistoryEntrySchema>;

/** Leaves of a config as "path" -> value (arrays by index). */
function leaves(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (obj === null || typeof obj !== 'object') {
    out.set(prefix, obj);
    return out;
  }
  for (const [k, v] of Object.entries(obj)) {
    for (const [p, leaf] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, leaf);
  }
  return out;
}

/** The kind a config field is shown as ('zones.1.value' matches 'zones.*.value'). */
function kindOf(typeId: number, path: string): FieldKind | undefined {
  return CONFIG_FORM_FIELDS[typeId]?.find((f) => new RegExp(`^${f.path.replaceAll('.', '\\.').replaceAll('*', '\\d+')}$`).test(path))?.kind;
}

const IGNORED = new Set(['id', 'typeId', 'alerts', 'shared', 'propertyTypeId', 'primaryConfig']);

/** Fields that hold an id, named and shown by what the id stands for. */
const CHOICES: Record<string, { name: string; text: (id: number) => string }> = {
  cmid: { name: 'Tank Type', text: tankTypeLabel },
  scheduleUid: { name: 'Schedule', text: (id) => findSystemSchedule(id)?.label ?? (id ? `Schedule ${id}` : '(none)') },
  timeZoneId: { name: 'Time Zone', text: timeZoneDisplayName },
};

function valueText(
  v: unknown,
  kind: FieldKind | undefined,
  typeId: number,
  cfg: Record<string, unknown> | null,
  units: DisplayUnits,
): string {
  if (v === null || v === undefined || v === '') return '(none)';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number' && kind && kind !== 'choice' && kind !== 'integer') {
    const ctx = { units, amountUnit: amountUnitOfTank(Number((cfg?.tank as { cmid?: number } | undefined)?.cmid ?? 0)) };
    const suffix = unitSuffix(kind, ctx);
    return `${displayText(v, kind, ctx)}${suffix === '%' ? '%' : suffix ? ` ${suffix}` : ''}`;
  }
  return String(v);
}

export interface ConfigChangeLine {
  id: number;
  changedDate: string;
  by: string;
  what: string;
  details: string[];
}

/** A field's name ('tank.heelAmount' -> 'Tank Heel Amount') and its value's text. */
function fieldOf(typeId: number, path: string, units: DisplayUnits, numbered = false) {
  const kind = kindOf(typeId, path);
  const all = path.split('.');
  const parts = all.filter((p) => !/^\d+$/.test(p));
  const choice = CHOICES[parts[parts.length - 1] ?? ''];
  // Numbered: an array's items named apart ('zones.1.value' -> 'Zones 2 Value').
  const named = numbered ? all.map((p) => (/^\d+$/.test(p) ? String(Number(p) + 1) : p)) : parts;
  return {
    // 'tank.cmid' reads 'Tank Type', not 'Tank Tank Type': a word repeated at a join is said once.
    name: named
      .map((p) => (/^\d+$/.test(p) ? p : (CHOICES[p]?.name ?? displayNameOf([p]))))
      .join(' ')
      .split(' ')
      .filter((w, i, words) => w !== words[i - 1])
      .join(' '),
    text: (v: unknown, cfg: Record<string, unknown> | null) =>
      choice && typeof v === 'number' ? choice.text(v) : valueText(v, kind, typeId, cfg, units),
  };
}

/** Each history entry with what changed since the previous version of the same config. */
export function configChangeLines(entries: readonly HistoryEntry[], units: DisplayUnits): ConfigChangeLine[] {
  return entries.map((e, i) => {
    const previous = entries.slice(i + 1).find((p) => p.configId === e.configId && p.configTypeId === e.configTypeId && p.data !== null);
    const details: string[] = [];
    if (e.data && previous?.data && e.change !== 3) {
      const before = leaves(previous.data);
      const after = leaves(e.data);
      for (const path of new Set([...before.keys(), ...after.keys()])) {
        if (IGNORED.has(path.split('.')[0] ?? '')) continue;
        const a = before.get(path);
        const b = after.get(path);
        if (JSON.stringify(a) === JSON.stringify(b)) continue;
        const { name, text } = fieldOf(e.configTypeId, path, units);
        details.push(`${name}: ${text(a, previous.data)} → ${text(b, e.data)}`);
      }
    }
    return {
      id: e.id,
      changedDate: e.changedDate,
      by: e.changedByName ?? 'System',
      what: `${e.changeLabel} ${configTypeLabel(e.configTypeId)}`,
      details,
    };
  });
}

type StoredConfig = Record<string, unknown> & { id?: number; typeId: number };

/** A zone's own bookkeeping (its config's id, its place in the list): said by its number already. */
const SNAPSHOT_HIDDEN = /^zones\.\d+\.(configId|position)$/;

export interface SnapshotField {
  name: string;
  text: string;
  /** The value's text now, when it differs from the snapshot's (a snapshot of the past). */
  now?: string;
}

export interface SnapshotConfig {
  id: number;
  title: string;
  fields: SnapshotField[];
  /** A snapshot of the past whose config is no longer kept. */
  removedSince: boolean;
}

/** The config snapshot (spec 001 §2): each config with its fields in the viewer's units; against
 * `current` (the configs now), what has changed or gone since. */
export function configSnapshot(configs: readonly StoredConfig[], units: DisplayUnits, current?: readonly StoredConfig[]): SnapshotConfig[] {
  return configs.map((cfg) => {
    const id = Number(cfg.id ?? 0);
    const label = typeof cfg.label === 'string' && cfg.label ? ` (${cfg.label})` : '';
    const now = current?.find((c) => Number(c.id ?? 0) === id && c.typeId === cfg.typeId);
    const nowLeaves = now ? leaves(now) : null;
    const fields: SnapshotField[] = [];
    for (const [path, v] of leaves(cfg)) {
      if (IGNORED.has(path.split('.')[0] ?? '') || path === 'label' || SNAPSHOT_HIDDEN.test(path)) continue;
      const { name, text } = fieldOf(cfg.typeId, path, units, true);
      const field: SnapshotField = { name, text: text(v, cfg) };
      if (nowLeaves && JSON.stringify(nowLeaves.get(path)) !== JSON.stringify(v)) field.now = text(nowLeaves.get(path), now ?? null);
      fields.push(field);
    }
    return { id, title: `${configTypeLabel(cfg.typeId)}${label}`, fields, removedSince: current !== undefined && !now };
  });
}

/** The instant a datetime-local input's text ('2025-01-05T09:30') names in the user's time zone;
 * null when it names none. */
export function wallClockInput(text: string, zone: { timeZoneId: number; observeDst: boolean }): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [, year, month, day, hour, minute] = m.map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return wallClockToInstant({ year, month, day, hour, minute }, zone.timeZoneId, zone.observeDst);
}
