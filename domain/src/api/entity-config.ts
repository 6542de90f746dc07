// spec 001 §7 Entity/{uid}/Config and Entity/{uid}/History/Config (configTypeId): an entity's
// configs and every saved version of them (spec 001 §2 "config snapshot and config history").
import { z } from 'zod';
import { configTypeIdSchema } from '../configs';
import { storedConfigSchema } from '../tanks/api';
import { centralTimestampSchema, timestampSchema } from './dates';
import { cappedQuerySchema } from './paging';

export const CONFIG_CHANGES = [
  { id: 1, key: 'Created', label: 'Created' },
  { id: 2, key: 'Updated', label: 'Updated' },
  { id: 3, key: 'Removed', label: 'Removed' },
] as const;

type ConfigChangeEntry = (typeof CONFIG_CHANGES)[number];
export const ConfigChange = Object.fromEntries(CONFIG_CHANGES.map((c) => [c.key, c.id])) as {
  [K in ConfigChangeEntry['key']]: Extract<ConfigChangeEntry, { key: K }>['id'];
};

export const entityConfigsSchema = z.array(storedConfigSchema);

/** GET Entity/{uid}/Config?at=: the configs as they stood at that time (the config snapshot, spec 001
 * §2), rebuilt from the config history; without it, as saved now (docs/decisions/103). */
export const entityConfigsQuerySchema = z.object({
  at: z.string().pipe(timestampSchema).optional().describe('A time (central, or naming its zone): the configs as they stood then'),
});

export const configHistoryQuerySchema = z.object({
  configTypeId: z.coerce.number().pipe(configTypeIdSchema).optional(),
  // A capped call (docs/decisions/062-row-caps.md).
  ...cappedQuerySchema('changes').shape,
});

export const configHistoryEntrySchema = z.object({
  id: z.number().int(),
  entityUid: z.number().int(),
  configTypeId: z.number().int(),
  configId: z.number().int().nullable(),
  change: z.number().int(),
  changeLabel: z.string(),
  data: z.record(z.string(), z.unknown()).nullable(),
  changedDate: centralTimestampSchema,
  changedBy: z.number().int().nullable(),
  changedByName: z.string().nullable(),
});
export const configHistorySchema = z.array(configHistoryEntrySchema);
