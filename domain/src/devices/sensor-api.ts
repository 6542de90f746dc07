// spec 001 §3.3 Sensor, SensorData; §7 Sensor calls.
import { z } from 'zod';
import { assetStatesSchema, displayUnitsSchema, tankStateSchema } from '../tanks/api';
import { timestampSchema } from '../api/dates';

/** POST Sensor/AddReading/: a reading entered in the portal (spec 001 §7). */
export const addReadingBodySchema = z.object({
  sensorUid: z.number().int().positive(),
  reading: z.number().finite(),
  readingDate: timestampSchema.optional(),
  statusCode: z.number().int().min(0).max(65535).default(0),
});
export type AddReadingBody = z.infer<typeof addReadingBodySchema>;

export const sensorOptionsSchema = z.object({
  sensorUid: z.number().int(),
  deviceUid: z.number().int(),
  port: z.number().int(),
  sensorTypeId: z.number().int(),
  sensorTypeLabel: z.string(),
  propertyTypeId: z.number().int().nullable(),
  propertyLabel: z.string().nullable(),
  /** Asset config types that can read this sensor (configs.ts). */
  configTypeIds: z.array(z.number().int()),
  /** Tank types a tank read by this sensor can be (tank-geometry.ts). */
  tankTypeIds: z.array(z.number().int()),
});

export const realTimeTankStateSchema = z.object({
  sensorUid: z.number().int(),
  assetUid: z.number().int(),
  units: displayUnitsSchema,
  reading: z.number().nullable(),
  tank: tankStateSchema.nullable(),
});

export const sensorAssetStateSchema = z.object({
  sensorUid: z.number().int(),
  assetUid: z.number().int(),
  units: displayUnitsSchema,
  states: assetStatesSchema,
});

export const sensorIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
