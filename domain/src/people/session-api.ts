// spec 000 §3 Session: what GET /api/User/GetSession answers for the caller.
import { z } from 'zod';
import { timeZoneConfigSchema, unitConfigSchema, userConfigSchema } from '../configs';

export const brandingSchema = z.object({
  key: z.string(),
  companyName: z.string(),
  theme: z.string(),
  bannerFolder: z.string(),
  inputTheme: z.string(),
  featuredProducts: z.boolean(),
});

export const sessionFolderSchema = z.object({
  uid: z.number().int(),
  label: z.string(),
  adminUid: z.number().int(),
  baseFolderUid: z.number().int(),
  isCompany: z.boolean(),
  parentUid: z.number().int().nullable(),
});

export const sessionSchema = z.object({
  loggedIn: z.literal(true),
  userUid: z.number().int(),
  userName: z.string(),
  roleRank: z.number().int(),
  roleId: z.number().int(),
  baseFolderUid: z.number().int(),
  baseFolder: sessionFolderSchema,
  permissions: z.array(z.number().int()),
  unitConfig: unitConfigSchema,
  timeZoneConfig: timeZoneConfigSchema,
  userConfig: userConfigSchema.omit({ password: true }),
  dataTheme: z.enum(['Light', 'Dark']),
  branding: brandingSchema,
});
export type Session = z.infer<typeof sessionSchema>;
