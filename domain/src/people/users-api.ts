// spec 001 §3.3 User and UserLite, §7 "User (domain side)": GET, PUT, DELETE User/{uid};
// POST User/ToFolder/{folder}; GET User/ByFolder/{folder} (includeSubFolders); GET
// User/Lite/ByFolder/{folder} (includeSubFolders, repeated uids); PUT User/{uid}/PasswordReset.
// spec 001 §5 User rules live in userConfigSchema (configs.ts).
import { z } from 'zod';
import { timeZoneConfigSchema, unitConfigSchema, userConfigSchema } from '../configs';
import { queryFlag } from '../api/paging';
import { contactFieldsSchema } from '../configs';
import { contactDtoSchema } from './contacts-api';

export const userParamsSchema = z.object({ uid: z.coerce.number().int().positive() });

/** The user config as answers carry it: never a password. */
export const userConfigDtoSchema = userConfigSchema.omit({ password: true });

/** spec 001 §3.3 User, with what a manage screen shows beside it (its role's label, its contact). */
export const userDtoSchema = z.object({
  uid: z.number().int(),
  typeId: z.literal(5),
  label: z.string(),
  iconName: z.string(),
  active: z.boolean(),
  baseFolderUid: z.number().int(),
  /** The label of the base folder, for lists that span subfolders. */
  baseFolderLabel: z.string(),
  userName: z.string(),
  config: userConfigDtoSchema,
  unitConfig: unitConfigSchema,
  timeZoneConfig: timeZoneConfigSchema,
  roleLabel: z.string(),
  contact: contactDtoSchema.nullable(),
  /** Whether the user has multi-factor sign-in on (its type: 0 None, 1 Message, 2 App). */
  mfaTypeId: z.number().int(),
  /** Whether the user has set a password yet (false until the invitation is used). */
  passwordSet: z.boolean(),
});
export type UserDto = z.infer<typeof userDtoSchema>;
export const userListSchema = z.array(userDtoSchema);

/** spec 001 §3.3 UserLite. */
export const userLiteSchema = z.object({
  uid: z.number().int(),
  baseFolderUid: z.number().int(),
  userName: z.string(),
  contactUid: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
});
export type UserLite = z.infer<typeof userLiteSchema>;
export const userLiteListSchema = z.array(userLiteSchema);

const uidList = z.preprocess(
  (v) => (v === undefined ? undefined : [v].flat()),
  z.array(z.coerce.number().int().positive()).max(1000).optional(),
);

/** GET User/ByFolder/{folder} and User/Lite/ByFolder/{folder}: `uids` (repeated) narrows the list. */
export const userByFolderQuerySchema = z.object({
  includeSubFolders: queryFlag.default(false),
  uids: uidList,
});

/**
 * The body of POST User/ToFolder/{folder} (create: the folder becomes the base folder) and PUT
 * User/{uid} (update). `contactUid` names an existing contact; `contact` creates or updates the
 * user's own contact. A new user gets no password: the invitation email lets them set one.
 * `config.password` with `currentPassword` changes the caller's own password.
 */
export const userSaveBodySchema = z.object({
  uid: z.number().int().optional(),
  config: userConfigSchema,
  unitConfig: unitConfigSchema.optional(),
  timeZoneConfig: timeZoneConfigSchema.optional(),
  contact: contactFieldsSchema.optional(),
  currentPassword: z.string().max(500).optional(),
  active: z.boolean().optional(),
});
export type UserSaveBody = z.input<typeof userSaveBodySchema>;

/** The answer of a create, an update and a password reset: the user, and whether an invitation
 * email went out (to whom, masked). */
export const userSaveResultSchema = z.object({
  user: userDtoSchema,
  invitationSentTo: z.string().nullable(),
});
export type UserSaveResult = z.infer<typeof userSaveResultSchema>;

export const userDeleteResultSchema = z.object({ uid: z.number().int(), deleted: z.literal(true) });
