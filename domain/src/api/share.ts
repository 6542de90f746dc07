// spec 000 §2 Share modal, §3 email link and invitation payloads, §5 recipient search (from 3
// characters; invitations only to users of the base folder or its ancestors), §7 Webview/Email/Link
// and Webview/Email/Invitation.
import { z } from 'zod';
import { RECIPIENT_SEARCH_MIN_LENGTH } from '../constants';
import { emailLinkPayloadSchema, invitationSendPayloadSchema } from '../people/invitations';
import { SEARCH_TERM_TOO_SHORT } from '../messages';
import { fieldMessage, RULE_TEXT, typeMessage } from '../validation';
import { queryFlag } from './paging';

const note = z
  .string()
  .max(1000, { error: fieldMessage('Note', RULE_TEXT.maxLength(1000 + 1)) })
  .default('');
const recipient = z.number({ error: 'You must select a recipient' }).int().positive({ error: 'You must select a recipient' });

/** POST Webview/Email/Link/: the link is a page of this portal (a path, or a URL of this site). */
export const emailLinkBodySchema = emailLinkPayloadSchema.extend({
  recipientUserUid: recipient,
  note,
  link: z
    .string({ error: typeMessage('Link', 'string') })
    .min(1, { error: fieldMessage('Link', RULE_TEXT.required) })
    .max(2000, { error: fieldMessage('Link', RULE_TEXT.maxLength(2000 + 1)) }),
});
export type EmailLinkBody = z.infer<typeof emailLinkBodySchema>;

/** POST Webview/Email/Invitation/: an invitation to navigate to entity uid in folderUid. */
export const invitationSendBodySchema = invitationSendPayloadSchema.extend({
  recipientUserUid: recipient,
  note,
  uid: z.number().int().positive(),
  folderUid: z.number().int().positive(),
});
export type InvitationSendBody = z.infer<typeof invitationSendBodySchema>;

export const shareResultSchema = z.object({ message: z.string() });

/** GET Webview/Email/Recipients: users to share with, found from 3 characters of a name. */
export const recipientQuerySchema = z.object({
  folderUid: z.coerce.number().int().positive(),
  term: z
    .string()
    .trim()
    .min(RECIPIENT_SEARCH_MIN_LENGTH, { error: SEARCH_TERM_TOO_SHORT })
    .max(100, { error: fieldMessage('Term', RULE_TEXT.maxLength(100 + 1)) }),
  /** Invitations: only users of the folder or the folders above it. */
  invitation: queryFlag.default(false),
});

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
export const recipientsSchema = z.array(userLiteSchema);
/** At most this many recipients answer one lookup: the user types more to narrow it. */
export const RECIPIENTS_MAX = 20;
