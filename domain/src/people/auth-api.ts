// spec 000 §3 (token response, login error response), §7 (Authentication calls), §4 (Login,
// Logout, Token refresh). The additions beyond the spec's shapes (mfaToken, invalid_totp) are
// docs/decisions/012-sign-in-protections.md.
import { z } from 'zod';
import { PASSCODE_LENGTH } from '../constants';
import { codeOptionSchema, mfaTypeIdSchema } from './mfa';

/** Opaque handle of one password-verified login attempt waiting for its passcode. */
export const mfaTokenSchema = z.string().min(20).max(100);

/** POST /api/Auth/Login, JSON body form used by the web client. The query form of spec 000 §7
 * (username, password) is mapped onto this shape by the route. */
export const loginBodySchema = z.object({
  userName: z.string().trim().min(1, { error: 'User Name: is required' }).max(50),
  password: z.string().min(1, { error: 'Password: is required' }).max(200),
  deviceFingerPrint: z.string().max(100).optional(),
  totp: z.string().max(10).optional(),
  mfaToken: mfaTokenSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** spec 000 §7 first client: username and password as URL-encoded query parameters. */
export const loginQuerySchema = z.object({
  username: z.string().optional(),
  password: z.string().optional(),
});

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  theme: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Login error codes the client reacts to (spec 000 §8); invalid_totp (wrong or expired passcode)
 * and challenge_ended (the login attempt must start again) are ours. */
export const LOGIN_ERRORS = [
  'invalid_grant',
  'missing_totp',
  'invalid_totp',
  'challenge_ended',
  'folder_disabled',
  'user_disabled',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERRORS)[number];

export const loginErrorResponseSchema = z.object({
  error: z.enum(LOGIN_ERRORS),
  error_description: z.string().optional(),
  mfaTypeId: mfaTypeIdSchema.optional(),
  /** Masked: "jo***@example.com". */
  emailAddress: z.string().optional(),
  /** Masked: "***-***-1234". */
  smsNumber: z.string().optional(),
  mfaToken: mfaTokenSchema.optional(),
});

/** Every 400 of the login call: a login error, or field messages when the body is malformed. */
export const loginFailureSchema = loginErrorResponseSchema.partial().extend({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** Answer of the rate limits and other plain failures. */
export const messageResponseSchema = z.object({ message: z.string() });

/** Auth/RefreshToken, Webview/Auth/RefreshToken, Auth/Logout: the web client sends the refresh
 * token in the body; the query form (?token=) of spec 000 §7 is mapped onto it by the route. */
export const refreshTokenBodySchema = z.object({
  token: z.string().trim().min(1, { error: 'Token: is required' }).max(200),
});
export const tokenQuerySchema = z.object({ token: z.string().optional() });

/** spec 000 §7: POST Auth/MFA/SendOTP?codeOption={type} with body userName, roleId (value 1). */
export const sendOtpQuerySchema = z.object({ codeOption: codeOptionSchema });
export const sendOtpBodySchema = z.object({
  userName: z.string().trim().min(1, { error: 'User Name: is required' }).max(50),
  roleId: z.number().int().optional(),
  mfaToken: mfaTokenSchema.optional(),
});
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;

/** spec 000 §5 "Passcode: exactly 6 digits". */
export const passcodeSchema = z
  .string()
  .regex(new RegExp(`^\\d{${PASSCODE_LENGTH}}$`), { error: `Code: must be exactly ${PASSCODE_LENGTH} digits` });

export const okResponseSchema = z.object({ ok: z.literal(true) });
