// Mass Update (issue 19; spec 001 §6 permission 38 Mass Update; the spec shows no screen or call:
// docs/decisions/104-mass-update-and-webhook-events.md): one change (product, zones, schedule, a
// user-defined field) applied to every selected row of the asset or device report, previewed, then
// run as one audited operation whose progress the report shows.
import { z } from 'zod';
import { EntityType } from '../entity-types';
import { userDefValueSchema } from '../api/user-def';
import { fieldMessage, num } from '../validation';

/** The most rows one mass update may change. */
export const MASS_UPDATE_MAX = 10_000;
/** Rows a preview lists (the counts cover them all). */
export const MASS_UPDATE_PREVIEW_ROWS = 100;

/** What a mass update may change, and on which report's rows. */
export const MASS_UPDATE_FIELDS = [
  { key: 'product', label: 'Product', entityTypeIds: [EntityType.Asset] },
  { key: 'zones', label: 'Zones', entityTypeIds: [EntityType.Asset] },
  { key: 'schedule', label: 'Schedule', entityTypeIds: [EntityType.Device] },
  { key: 'userDef', label: 'User-defined field', entityTypeIds: [EntityType.Asset, EntityType.Device] },
] as const;
export type MassUpdateField = (typeof MASS_UPDATE_FIELDS)[number]['key'];

export const MASS_UPDATE_ZONES_ORDER = 'Critical: must be below Warning';
export const MASS_UPDATE_NONE_SELECTED = 'Rows: select at least one row';
export const MASS_UPDATE_TOO_MANY = `Rows: at most ${MASS_UPDATE_MAX.toLocaleString('en-US')} at once`;

const percent = (label: string) => num(label, { min: 0.01, max: 1 });

export const massUpdateChangeSchema = z.discriminatedUnion('field', [
  z.object({ field: z.literal('product'), productUid: z.number().int().positive().nullable() }),
  z
    .object({ field: z.literal('zones'), warning: percent('Warning'), critical: percent('Critical') })
    .refine((z) => z.critical < z.warning, { path: ['critical'], error: MASS_UPDATE_ZONES_ORDER }),
  z.object({
    field: z.literal('schedule'),
    scheduleUid: num('Schedule', { int: true, min: 1, message: 'You must select a schedule' }),
  }),
  z.object({ field: z.literal('userDef'), setupId: userDefValueSchema.shape.setupId, value: userDefValueSchema.shape.value }),
]);
export type MassUpdateChange = z.infer<typeof massUpdateChangeSchema>;

export const massUpdateBodySchema = z.object({
  /** The report's folder: every row must stand in it or below. */
  folderUid: z.number().int().positive(),
  entityTypeId: z.union([z.literal(EntityType.Asset), z.literal(EntityType.Device)], {
    error: fieldMessage('Entity Type', 'must be Asset or Device'),
  }),
  uids: z
    .array(z.number().int().positive())
    .min(1, { error: MASS_UPDATE_NONE_SELECTED })
    .max(MASS_UPDATE_MAX, { error: MASS_UPDATE_TOO_MANY })
    .transform((uids) => [...new Set(uids)]),
  change: massUpdateChangeSchema,
});
export type MassUpdateBody = z.infer<typeof massUpdateBodySchema>;
export type MassUpdateInput = z.input<typeof massUpdateBodySchema>;

/** One row of a preview: what it shows now and what it will show. */
export const massUpdateRowSchema = z.object({ uid: z.number().int(), label: z.string(), from: z.string(), to: z.string() });
export const massUpdatePreviewSchema = z.object({
  field: z.string(),
  total: z.number().int(),
  /** Rows whose value differs from the new one. */
  changing: z.number().int(),
  rows: z.array(massUpdateRowSchema),
});
export type MassUpdatePreview = z.infer<typeof massUpdatePreviewSchema>;

export const MASS_UPDATE_STATUSES = ['running', 'done', 'failed'] as const;
export const massUpdateDtoSchema = z.object({
  id: z.number().int(),
  folderUid: z.number().int(),
  entityTypeId: z.number().int(),
  field: z.string(),
  /** The new value as the preview words it. */
  to: z.string(),
  userName: z.string(),
  status: z.enum(MASS_UPDATE_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  /** Rows whose save was refused while the update ran (deleted or changed meanwhile). */
  errors: z.array(z.object({ uid: z.number().int(), label: z.string(), message: z.string() })),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type MassUpdateDto = z.infer<typeof massUpdateDtoSchema>;

export const massUpdateIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const massUpdateFolderParamsSchema = z.object({ folder: z.coerce.number().int().positive() });
