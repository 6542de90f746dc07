// spec 001 §3.3 HtmlMessage (id, label, subject, html, typeId) and Folder state (disableCode,
// loginHtmlMessageId); User config loginMessageId; §7 POST Folder/{uid}/State; 000 §8 "Login 400
// with folder_disabled". A company's login messages, shown to a user at sign-in: the user's own
// (loginMessageId), else the one the nearest folder above the user's base folder names. The paths of
// the message calls and the message types are ours (the spec shows neither):
// docs/decisions/100-catalogue-rest.md.
import { z } from 'zod';
import { fieldMessage, text } from '../validation';

/** How a message is shown (the colour of its dialog), as the shell's notification levels. */
export const HTML_MESSAGE_TYPES = [
  { id: 1, key: 'Information', label: 'Information' },
  { id: 2, key: 'Warning', label: 'Warning' },
  { id: 3, key: 'Critical', label: 'Critical' },
] as const;
const TYPE_IDS = HTML_MESSAGE_TYPES.map((t) => t.id) as number[];

export const HTML_MESSAGE_LABEL_MAX = 100;
export const HTML_MESSAGE_SUBJECT_MAX = 200;
export const HTML_MESSAGE_HTML_MAX = 20_000;
/** A company's messages at most. */
export const HTML_MESSAGES_MAX = 50;

export const htmlMessageSaveSchema = z.object({
  label: text('Label', { min: 1, max: HTML_MESSAGE_LABEL_MAX }),
  subject: text('Subject', { min: 1, max: HTML_MESSAGE_SUBJECT_MAX }),
  html: text('Message', { min: 1, max: HTML_MESSAGE_HTML_MAX, multiline: true }),
  typeId: z
    .number()
    .int()
    .refine((n) => TYPE_IDS.includes(n), { error: fieldMessage('Type', 'must be Information, Warning or Critical') })
    .default(1),
});
export type HtmlMessageSave = z.input<typeof htmlMessageSaveSchema>;

export const htmlMessageSchema = z.object({
  id: z.number().int(),
  /** The company folder that keeps it. */
  folderUid: z.number().int(),
  label: z.string(),
  subject: z.string(),
  html: z.string(),
  typeId: z.number().int(),
});
export type HtmlMessage = z.infer<typeof htmlMessageSchema>;

export const htmlMessageParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST Folder/{uid}/State: the folder's state as a whole. A disable code (any non-zero number the
 * company keeps for its reasons, such as 1 for unpaid) stops its users and those below from signing
 * in; null enables it. */
export const folderStateSaveSchema = z.object({
  disableCode: z
    .number({ error: fieldMessage('Disable Code', 'must be a number') })
    .int({ error: fieldMessage('Disable Code', 'must be a whole number') })
    .min(1, { error: fieldMessage('Disable Code', 'must be greater than 0') })
    .max(32767, { error: fieldMessage('Disable Code', 'must be less than 32768') })
    .nullable()
    .default(null),
  loginHtmlMessageId: z.number().int().positive().nullable().default(null),
});
export type FolderStateSave = z.input<typeof folderStateSaveSchema>;

/** GET User/LoginMessage: what the caller is shown at sign-in, if anything: the company's message,
 * and the billing notices (call blocks expiring or expired, ADR 102), shown after it. */
export const loginMessageResponseSchema = z.object({ message: htmlMessageSchema.nullable(), notices: z.array(htmlMessageSchema) });
export type LoginMessageResponse = z.infer<typeof loginMessageResponseSchema>;
