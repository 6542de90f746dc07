// System administration (roleRank 1, spec 000 §6): company brandings (spec 001 §9) and the outbox
// of outgoing email and SMS (docs/decisions/014-outgoing-messages.md).
import { z } from 'zod';
import { brandKeySchema, brandThemeSchema, inputThemeSchema } from '../brands';


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
