// spec 000 §3 and spec 001 §4: invitations; their types are in invitation-types.ts.
import { z } from 'zod';
import { INVITATION_TYPE_IDS } from './invitation-types';

export const invitationTypeIdSchema = z.literal(INVITATION_TYPE_IDS, {
  error: 'Invitation Type: is not a known invitation type',
});

/** spec 000 §3 Invitation and spec 001 §3.3 Invitation: both readings' fields. */
export const invitationSchema = z.object({
  id: z.number().int().default(0),
  uid: z.number().int().default(0),
  folderUid: z.number().int().default(0),
  typeId: invitationTypeIdSchema,
  webviewPath: z.string().default(''),
  userUid: z.number().int().default(0),
  userName: z.string().default(''),
  requestId: z.string().default(''),
  url: z.string().default(''),
  data: z.string().default(''),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** spec 000 §3: body of POST Webview/Email/Link/. */
export const emailLinkPayloadSchema = z.object({
  recipientUserUid: z.number().int().positive(),
  note: z.string().default(''),
  link: z.string().min(1),
});

/** spec 000 §3: body of POST Webview/Email/Invitation/. */
export const invitationSendPayloadSchema = z.object({
  recipientUserUid: z.number().int().positive(),
  note: z.string().default(''),
  uid: z.number().int(),
  folderUid: z.number().int(),
});
