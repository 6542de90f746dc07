// spec 000 §3 and spec 001 §4: invitation types. The spec gives no ids; ours run 1.. in the
// spec's order.
import { z } from 'zod';

export const INVITATION_TYPES = [
  { id: 1, key: 'CallBlockOrderApproval', label: 'Call-Block Order Approval' },
  { id: 2, key: 'RmaProductReturnForm', label: 'RMA Product Return Form' },
  { id: 3, key: 'UserPasswordReset', label: 'User Password Reset' },
  { id: 4, key: 'NavigateToEntity', label: 'Navigate to Entity' },
] as const;

type InvitationTypeEntry = (typeof INVITATION_TYPES)[number];
export type InvitationTypeKey = InvitationTypeEntry['key'];
export type InvitationTypeId = InvitationTypeEntry['id'];

export const InvitationType = Object.fromEntries(INVITATION_TYPES.map((t) => [t.key, t.id])) as {
  [K in InvitationTypeKey]: Extract<InvitationTypeEntry, { key: K }>['id'];
};

export const INVITATION_TYPE_IDS = INVITATION_TYPES.map((t) => t.id) as [InvitationTypeId, ...InvitationTypeId[]];

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
export type EmailLinkPayload = z.infer<typeof emailLinkPayloadSchema>;

/** spec 000 §3: body of POST Webview/Email/Invitation/. */
export const invitationSendPayloadSchema = z.object({
  recipientUserUid: z.number().int().positive(),
  note: z.string().default(''),
  uid: z.number().int(),
  folderUid: z.number().int(),
});
export type InvitationSendPayload = z.infer<typeof invitationSendPayloadSchema>;
