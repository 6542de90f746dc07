// spec 001 §7 Public/HardwareResources/ByModel/{m} and /ByDevice/{sn}; spec 001 §9 device model
// resource types. The documents are written from the hardware catalogue (device-catalogue.ts): a
// datasheet for every model, a quickstart for every model, a battery replacement guide for battery
// models (docs/decisions/030-hardware-resources.md).
import { z } from 'zod';

export const hardwareResourceSchema = z.object({
  modelId: z.number().int(),
  typeId: z.number().int(),
  typeLabel: z.string(),
  label: z.string(),
  url: z.string(),
});
export const hardwareResourcesSchema = z.array(hardwareResourceSchema);
export const modelParamsSchema = z.object({ m: z.coerce.number().int().positive() });
export const resourceDocumentParamsSchema = z.object({
  modelId: z.coerce.number().int().positive(),
  typeId: z.coerce.number().int().positive(),
});
