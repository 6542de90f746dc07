// spec 000 §7 "Public (no login)" calls; spec 000 §3 Featured product, Notification, Invitation;
// spec 001 §7 Public/Log/Exception. Paths are ours in the spec's style (Public/...).
import { z } from 'zod';
import { PASSWORD_REQUIRED, PASSWORDS_MUST_MATCH } from '../messages';
import { validationResultItemSchema } from '../validation';

export const publicBrandQuerySchema = z.object({
  key: z.string().max(100).optional(),
  host: z.string().max(255).optional(),
});

/** The login page's branding (spec 000 §2): the first path segment's brand, else the host's, else
 * the default. `matched` says whether the key named a known brand. */
export const publicBrandSchema = z.object({
  key: z.string(),
  companyName: z.string(),
  theme: z.string(),
  bannerFolder: z.string(),
  inputTheme: z.string(),
  featuredProducts: z.boolean(),
  matchedBy: z.enum(['key', 'host', 'default']),
});
export type PublicBrand = z.infer<typeof publicBrandSchema>;

/** spec 000 §3 Featured product. */
export const featuredProductSchema = z.object({ linkUrl: z.string(), imageName: z.string(), label: z.string() });
export type FeaturedProduct = z.infer<typeof featuredProductSchema>;
export const featuredProductsQuerySchema = z.object({ brand: z.string().max(100).optional() });

export const newsItemSchema = z.object({ id: z.number().int(), title: z.string(), body: z.string(), publishedAt: z.string() });
export type NewsItem = z.infer<typeof newsItemSchema>;

// Notifications: domain/src/alerts/notifications-api.ts.

/** Invitation get by requestId: a POST body keeps the request id out of URLs and logs. */
export const invitationRequestSchema = z.object({ requestId: z.string().trim().min(1, { error: 'Request Id: is required' }).max(200) });

/** spec 000 §7: invitation close, body invitation plus data = new password. */
export const invitationCloseBodySchema = z.object({
  invitation: z.object({ requestId: z.string().trim().min(1, { error: 'Request Id: is required' }).max(200) }).loose(),
  data: z.string().max(200),
});
export type InvitationCloseBody = z.infer<typeof invitationCloseBodySchema>;

/** validatePassword: the failures as validation result items (spec 001 §3.10); empty = valid. */
export const validatePasswordBodySchema = z.object({
  password: z.string().max(200),
  userName: z.string().max(50).optional(),
  requestId: z.string().max(200).optional(),
});
export const validatePasswordResponseSchema = z.array(validationResultItemSchema);

/** spec 000 §7: forgotPassword (userName). */
export const forgotPasswordBodySchema = z.object({
  userName: z.string().trim().min(1, { error: 'User Name: is required' }).max(50),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** spec 001 §7: POST Public/Log/Exception (applicationName, exception, stackTrace, request, response). */
export const logExceptionBodySchema = z.object({
  applicationName: z.string().max(100).default('web'),
  exception: z.string().max(2000).default(''),
  stackTrace: z.string().max(20_000).default(''),
  request: z.string().max(4000).default(''),
  response: z.string().max(4000).default(''),
});
export type LogExceptionBody = z.input<typeof logExceptionBodySchema>;

/** The change-password form (spec 000 §5 New password): required, and confirmed. Whether the
 * password is good enough is the server's decision (validatePassword). */
export const changePasswordFormSchema = z
  .object({
    password: z.string().min(1, { error: PASSWORD_REQUIRED }).max(200),
    confirmPassword: z.string().max(200),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: PASSWORDS_MUST_MATCH });
