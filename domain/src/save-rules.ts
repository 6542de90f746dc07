// spec 001 §5 "Device validation: client rules for schedule, reliant user, device alert and modem
// configs run if those configs are present, then server validation" and "Asset validation", and the
// tank capacity calculation. The rules both sides run: the server before saving, the web forms as
// the user types, so a message is the same words in both places. Errors are keyed by where they sit
// in the save body ("configs.0.tank.length"), the shape of a 400 answer (spec 001 §5 "Server result
// handling": the first message per field).
import type { z } from 'zod';
import { CONFIG_TYPES, ConfigType, isConfigTypeId, safeParseConfig } from './configs';
import {
  hasComputedCapacity,
  requiredDimensions,
  tankCapacityGallons,
  tankTypeById,
  TANK_DIMENSIONS,
  type TankDimensionKey,
} from './tanks/tank-geometry';
import { withArticle } from './validation';
import { Zone } from './tanks/zones';

export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** A zod failure as field errors, each issue at its dotted path under `prefix`. */
export function issuesToErrors(error: z.ZodError, prefix: readonly (string | number)[] = [], into: FieldErrors = {}): FieldErrors {
  for (const issue of error.issues) addError(into, [...prefix, ...issue.path.map(String)].join('.') || 'body', issue.message);
  return into;
}

/** The first message of each field (spec 001 §5 "Server result handling"). */
export function firstMessages(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([k, v]) => (v[0] === undefined ? [] : [[k, v[0]]])));
}

export interface ParsedConfigs {
  configs: Record<string, unknown>[];
  /** Where each parsed config stood in the body (configs that failed are left out). */
  indexes: number[];
  errors: FieldErrors;
}

/** Each config of a save body parsed with its type's schema (spec 001 §3.5 defaults, §5 messages). */
export function parseConfigs(input: readonly Record<string, unknown>[], allowed: (typeId: number) => boolean, what: string): ParsedConfigs {
  const configs: Record<string, unknown>[] = [];
  const indexes: number[] = [];
  const errors: FieldErrors = {};
  input.forEach((raw, i) => {
    const typeId = Number(raw.typeId);
    if (!isConfigTypeId(typeId)) {
      addError(errors, `configs.${i}.typeId`, 'Config Type: is not a known config type');
      return;
    }
    if (!allowed(typeId)) {
      const label = CONFIG_TYPES.find((t) => t.id === typeId)?.label ?? String(typeId);
      addError(errors, `configs.${i}.typeId`, `Config Type: ${withArticle(label)} config does not belong on ${what}`);
      return;
    }
    const parsed = safeParseConfig(typeId, raw);
    if (!parsed.success) {
      issuesToErrors(parsed.error, ['configs', i], errors);
      return;
    }
    configs.push(parsed.data as Record<string, unknown>);
    indexes.push(i);
  });
  return { configs, indexes, errors };
}

/** Configs that describe what an asset measures (spec 001 §3.5 "sensor configs"), Address, and
 * Identity (a customer number on the tank it identifies; issue 14). */
export const isAssetConfigType = (typeId: number) =>
  CONFIG_TYPES.find((t) => t.id === typeId)?.sensor === true || typeId === ConfigType.Address || typeId === ConfigType.Identity;
/** Everything else belongs on a device. */
export const isDeviceConfigType = (typeId: number) => CONFIG_TYPES.find((t) => t.id === typeId)?.sensor === false;

/** The tank fields these rules read (inches and gallons, as stored). */
export type TankRuleFields = { cmid: number; capacity: number; stid?: number | null } & Record<TankDimensionKey, number>;

export const dimensionLabel = (key: TankDimensionKey) => TANK_DIMENSIONS.find((d) => d.key === key)?.label ?? key;

/**
 * spec 001 §5 Tank capacity calculation, for the asset tank config at `index` of a save body: the
 * tank type is known, its required dimensions are there, and for the eight shapes the capacity is
 * computed from them (cubic inches to gallons, 1 decimal) and written into `tank.capacity`; other
 * types need a strapping table or an entered capacity. The warning zone is not below the critical
 * one. Types that use no strapping table keep no `stid`. Whether the strapping table exists in the
 * folder is the server's to say.
 */
export function assetTankRules(
  cfg: { tank: TankRuleFields; zones: readonly { type: number; value: number }[] },
  index: number,
  errors: FieldErrors,
): void {
  const at = (field: string) => `configs.${index}.${field}`;
  const tank = cfg.tank;
  const type = tankTypeById(tank.cmid);
  if (!type) {
    addError(errors, at('tank.cmid'), tank.cmid ? 'Tank Type: is not a known tank type' : 'Tank Type: is required');
    return;
  }
  // Issue 20: only a strapping type reads a strapping table, so any other type keeps none (a table
  // id left from an earlier type, or one the folder cannot see, is neither stored nor read).
  if (type.capacityFrom !== 'strapping') tank.stid = null;
  const required = requiredDimensions(tank.cmid);
  for (const key of required) {
    if (!(tank[key] > 0)) addError(errors, at(`tank.${key}`), `${dimensionLabel(key)}: is required`);
  }
  if (hasComputedCapacity(tank.cmid)) {
    const capacity = tankCapacityGallons(tank.cmid, tank);
    if (capacity === null && required.every((k) => tank[k] > 0))
      addError(errors, at('tank'), 'Tank: the dimensions do not make a tank of this shape');
    else if (capacity !== null) tank.capacity = capacity;
  } else if (type.capacityFrom === 'strapping') {
    if (!tank.stid) addError(errors, at('tank.stid'), 'Strapping Table: is required');
  } else if (!(tank.capacity > 0)) {
    addError(errors, at('tank.capacity'), 'Capacity: is required');
  }
  const warning = cfg.zones.find((z) => z.type === Zone.Warning)?.value;
  const critical = cfg.zones.find((z) => z.type === Zone.Critical)?.value;
  if (warning !== undefined && critical !== undefined && critical > warning) {
    addError(errors, at('zones'), 'Zones: the critical level must not be above the warning level');
  }
}

/** The asset rules that need no database: each config's schema, then the tank rules. Configs come
 * back parsed (defaults filled, capacity computed) for the server to go on with. */
export function assetConfigRules(input: readonly Record<string, unknown>[]): ParsedConfigs {
  const parsed = parseConfigs(input, isAssetConfigType, 'an asset');
  parsed.configs.forEach((c, i) => {
    if (Number(c.typeId) === ConfigType.AssetTank)
      assetTankRules(c as Parameters<typeof assetTankRules>[0], parsed.indexes[i] ?? i, parsed.errors);
  });
  return parsed;
}
