// spec 001 §7 Serialization: GET Serialization/Settings/Device/ByCompany/{id}; GET
// Serialization/Next/Device/{id}; POST or PUT Serialization/Device/ToCompany/{id}. How a serial is
// made is not shown: ours is a prefix, then a counter padded to a number of digits
// (docs/decisions/089-rma-and-inventory.md).
import { z } from 'zod';
import { text } from '../validation';

export const serializationSettingsBodySchema = z.object({
  prefix: text('Prefix', { max: 12 }).refine((v) => /^[A-Z0-9-]*$/.test(v), {
    error: 'Prefix: may hold only capital letters, digits and dashes',
  }),
  nextNumber: z.coerce
    .number({ error: 'Next Number: must be a number' })
    .int({ error: 'Next Number: must be a whole number' })
    .min(1, { error: 'Next Number: must be at least 1' })
    .max(999_999_999, { error: 'Next Number: must be at most 999999999' }),
  digits: z.coerce
    .number({ error: 'Digits: must be a number' })
    .int({ error: 'Digits: must be a whole number' })
    .min(3, { error: 'Digits: must be at least 3' })
    .max(9, { error: 'Digits: must be at most 9' }),
});
export type SerializationSettingsBody = z.infer<typeof serializationSettingsBodySchema>;

export const serializationSettingsSchema = serializationSettingsBodySchema.extend({
  companyUid: z.number().int(),
  /** False when the company has saved none: these are the defaults. */
  saved: z.boolean(),
});
export type SerializationSettings = z.infer<typeof serializationSettingsSchema>;

export const nextSerialSchema = z.object({ companyUid: z.number().int(), serialNumber: z.string() });

export const serializationCompanyParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The serial a company's settings make for counter value n. */
export function formatSerial(s: Pick<SerializationSettingsBody, 'prefix' | 'digits'>, n: number): string {
  return `${s.prefix}${String(n).padStart(s.digits, '0')}`;
}

export const DEFAULT_SERIALIZATION = { prefix: '', nextNumber: 1, digits: 7 } as const;
