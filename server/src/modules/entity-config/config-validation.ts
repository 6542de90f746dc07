// The configs in a save body, each parsed with its type's schema (spec 001 §3.5 defaults, §5
// messages). Errors are keyed by where they sit in the body ("configs.0.tank.capacity").
import { withArticle } from '@ullage/domain/validation';
import { CONFIG_TYPES, isConfigTypeId, safeParseConfig } from '@ullage/domain/configs';

export interface ParsedConfigs {
  configs: Record<string, unknown>[];
  errors: Record<string, string[]>;
}

export function parseConfigs(input: readonly Record<string, unknown>[], allowed: (typeId: number) => boolean, what: string): ParsedConfigs {
  const configs: Record<string, unknown>[] = [];
  const errors: Record<string, string[]> = {};
  input.forEach((raw, i) => {
    const typeId = Number(raw.typeId);
    if (!isConfigTypeId(typeId)) {
      (errors[`configs.${i}.typeId`] ??= []).push('Config Type: is not a known config type');
      return;
    }
    if (!allowed(typeId)) {
      const label = CONFIG_TYPES.find((t) => t.id === typeId)?.label ?? String(typeId);
      (errors[`configs.${i}.typeId`] ??= []).push(`Config Type: ${withArticle(label)} config does not belong on ${what}`);
      return;
    }
    const parsed = safeParseConfig(typeId, raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) (errors[['configs', i, ...issue.path].join('.')] ??= []).push(issue.message);
      return;
    }
    configs.push(parsed.data as Record<string, unknown>);
  });
  return { configs, errors };
}

/** Configs that describe what an asset measures (spec 001 §3.5 "sensor configs"), and Address. */
export const isAssetConfigType = (typeId: number) => CONFIG_TYPES.find((t) => t.id === typeId)?.sensor === true || typeId === 27;
/** Everything else belongs on a device. */
export const isDeviceConfigType = (typeId: number) => CONFIG_TYPES.find((t) => t.id === typeId)?.sensor === false;
