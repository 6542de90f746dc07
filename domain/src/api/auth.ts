// spec 000 §3 (token response, login error response), §7 (Authentication calls).
import { z } from 'zod';

/** POST /api/Auth/Login, JSON body form used by the web client. */
export const loginBodySchema = z.object({
  userName: z.string().trim().min(1, { error: 'User Name: is required' }).max(50),
  password: z.string().min(1, { error: 'Password: is required' }).max(200),
  deviceFingerPrint: z.string().max(100).optional(),
  totp: z.string().max(10).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  theme: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Login error codes the client reacts to (spec 000 §8). */
export const LOGIN_ERRORS = ['invalid_grant', 'missing_totp', 'folder_disabled', 'user_disabled'] as const;
export type LoginErrorCode = (typeof LOGIN_ERRORS)[number];

export const loginErrorResponseSchema = z.object({
  error: z.enum(LOGIN_ERRORS),
  error_description: z.string().optional(),
  mfaTypeId: z.number().int().optional(),
  emailAddress: z.string().optional(),
  smsNumber: z.string().optional(),
});
export type LoginErrorResponse = z.infer<typeof loginErrorResponseSchema>;

/** Every 400 of the login call: a login error, or field messages when the body is malformed. */
export const loginFailureSchema = loginErrorResponseSchema.partial().extend({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
