// The zod schemas of the fleet map's parts (map-tanks.ts; docs/decisions/098-progressive-map.md),
// for the server's routes and the OpenAPI document. The web decodes the same shapes without zod.
import { z } from 'zod';
import type { MapParts, MapTankColumns } from './map-tanks';

const uidSchema = z.number().int().nonnegative();

export const mapPartsSchema = z.object({
  tanks: z.number().int().nonnegative(),
  parts: z.array(z.object({ from: uidSchema, through: uidSchema, tanks: z.number().int().nonnegative() })),
}) satisfies z.ZodType<MapParts>;

export const mapTanksQuerySchema = z.object({
  from: z.coerce
    .number({ error: 'From: must be a uid' })
    .int({ error: 'From: must be a uid' })
    .nonnegative({ error: 'From: must be a uid' }),
  through: z.coerce
    .number({ error: 'Through: must be a uid' })
    .int({ error: 'Through: must be a uid' })
    .nonnegative({ error: 'Through: must be a uid' }),
});

const n = z.number();
export const mapTankColumnsSchema = z.object({
  uid: z.array(uidSchema),
  label: z.array(z.string()),
  folderUid: z.array(uidSchema),
  latitude: z.array(n),
  longitude: z.array(n),
  gps: z.array(z.boolean()),
  status: z.array(z.number().int()),
  zone: z.array(z.number().int().nullable()),
  product: z.array(z.number().int().nonnegative().nullable()),
  percentFull: z.array(n.nullable()),
  amountFull: z.array(n.nullable()),
  capacity: z.array(n.nullable()),
  weight: z.array(z.boolean()),
  daysLeft: z.array(n.nullable()),
  readingDate: z.array(z.string().nullable()),
  products: z.array(z.object({ uid: uidSchema, name: z.string() })),
  next: uidSchema.nullable(),
}) satisfies z.ZodType<MapTankColumns>;
