// Help > Request Support (spec 000 §2 /help/request-support; issue 19): a signed-in user's request,
// emailed to the company's support contact with the user's context (docs/decisions/084-api-clients.md
// records where it goes).
import { z } from 'zod';

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;

export const supportRequestBodySchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, { error: 'Subject: is required' })
    .max(SUPPORT_SUBJECT_MAX, { error: `Subject: must be at most ${SUPPORT_SUBJECT_MAX} characters` }),
  message: z
    .string()
    .trim()
    .min(1, { error: 'Message: is required' })
    .max(SUPPORT_MESSAGE_MAX, { error: `Message: must be at most ${SUPPORT_MESSAGE_MAX} characters` }),
  /** The page the user was on (sent by the portal), part of the context. */
  page: z.string().max(500).optional(),
});
export type SupportRequestBody = z.infer<typeof supportRequestBodySchema>;

export const supportRequestResultSchema = z.object({
  /** Who it went to: the company's support contact, or the vendor's technical support. */
  sentTo: z.string(),
});
