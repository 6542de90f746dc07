// spec 000 §7 (Webview/MFA/SendOTP, Webview/MFA/Verify, DELETE User/MFA), spec 001 §3.5 MFA config
// (mfaTypeId, secret). Enrolment (POST/GET User/MFA) is ours: the spec shows no call that starts it.
import { z } from 'zod';
import { codeOptionSchema, mfaTypeIdSchema } from './mfa';
import { passcodeSchema } from './auth-api';

/** GET User/MFA: the caller's MFA state; contact points masked. */
export const mfaStatusSchema = z.object({
  mfaTypeId: mfaTypeIdSchema,
  emailAddress: z.string().optional(),
  smsNumber: z.string().optional(),
  rememberedDevices: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** POST User/MFA: start enrolling in type Message (1) or App (2). */
export const mfaEnrolBodySchema = z.object({
  mfaTypeId: z.union([z.literal(1), z.literal(2)], { error: 'MFA Type: must be Message or App' }),
});

/** The enrolment's secret: for App the base32 TOTP secret (also inside the otpauth URI and QR
 * code, for apps that cannot scan), for Message a handle of the pending enrolment. */
export const mfaEnrolResponseSchema = z.object({
  mfaTypeId: z.union([z.literal(1), z.literal(2)]),
  secret: z.string(),
  otpauthUri: z.string().optional(),
  /** data:image/svg+xml;base64,... */
  qrCode: z.string().optional(),
});
export type MfaEnrolResponse = z.infer<typeof mfaEnrolResponseSchema>;

/** spec 000 §7: POST Webview/MFA/SendOTP body phoneNumber, secret, codeOption, emailAddress. */
export const webviewSendOtpBodySchema = z.object({
  phoneNumber: z.string().trim().max(50).optional(),
  emailAddress: z.string().trim().max(500).optional(),
  secret: z.string().min(1, { error: 'Secret: is required' }).max(200),
  codeOption: codeOptionSchema,
});
export type WebviewSendOtpBody = z.infer<typeof webviewSendOtpBodySchema>;

/** spec 000 §7: GET Webview/MFA/Verify query mfaType, secret, code (also accepted as a POST body,
 * which keeps the code out of URLs). */
export const webviewVerifySchema = z.object({
  mfaType: z.coerce.number().pipe(mfaTypeIdSchema),
  secret: z.string().min(1, { error: 'Secret: is required' }).max(200),
  code: passcodeSchema,
});
export type WebviewVerify = z.infer<typeof webviewVerifySchema>;
