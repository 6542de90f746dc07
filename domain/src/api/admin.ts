// System administration (roleRank 1, spec 000 §6): company brandings (spec 001 §9) and the outbox
// of outgoing email and SMS (docs/decisions/014-outgoing-messages.md).
import { z } from 'zod';
import { BRAND_THEMES, INPUT_THEMES, RESERVED_BRAND_KEYS } from '../brands';

export const brandThemeSchema = z.enum(BRAND_THEMES, { error: 'Theme: is not one of the allowed values' });
export const inputThemeSchema = z.enum(INPUT_THEMES, { error: 'Input Theme: is not one of the allowed values' });

export const brandKeySchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Key: is required' })
  .max(40, { error: 'Key: length must be less than 41 characters' })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'Key: may hold only lower-case letters, digits and hyphens' })
  .refine((k) => !(RESERVED_BRAND_KEYS as readonly string[]).includes(k), { error: 'Key: is a word the portal uses for its own pages' });

export const brandSchema = z.object({
  key: brandKeySchema,
  companyName: z.string().trim().min(1, { error: 'Company Name: is required' }).max(100),
  theme: brandThemeSchema,
  inputTheme: inputThemeSchema,
  bannerFolder: z
    .string()
    .trim()
    .min(1, { error: 'Banner Folder: is required' })
    .max(40)
    .regex(/^[a-z0-9-]+$/, { error: 'Banner Folder: may hold only lower-case letters, digits and hyphens' }),
  hostMatch: z.string().trim().toLowerCase().max(255).nullable(),
  featuredProducts: z.boolean(),
  companyFolderUid: z.number().int().nullable(),
});
export type BrandRecord = z.infer<typeof brandSchema>;
export const brandKeyParamsSchema = z.object({ key: z.string().max(40) });
export const brandUpdateSchema = brandSchema.omit({ key: true });

/** Outgoing email and SMS as the outbox holds them. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  transport: z.enum(['outbox', 'smtp']),
  deliveredAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxQuerySchema = z.object({
  recipient: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
