import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageResponseSchema, okResponseSchema } from '@ullage/domain/people/auth-api';
import {
  mfaEnrolBodySchema,
  mfaEnrolResponseSchema,
  mfaStatusSchema,
  webviewSendOtpBodySchema,
  webviewVerifySchema,
} from '@ullage/domain/people/mfa-api';
import { validationErrorBodySchema } from '@ullage/domain/validation';
import { callerOf } from '../../plugins/auth';
import type { MfaService } from './mfa.service';

export function mfaRoutes(app: FastifyInstance, mfa: MfaService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const failures = { 400: validationErrorBodySchema, 429: messageResponseSchema };

  r.get(
    '/api/User/MFA',
    { config: { auth: 'signed-in' }, schema: { tags: ['MFA'], summary: "The caller's MFA setting", response: { 200: mfaStatusSchema } } },
    (req) => mfa.status(callerOf(req)),
  );

  r.post(
    '/api/User/MFA',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['MFA'],
        summary: 'Start setting up MFA: App gives the otpauth URI and a QR code; Message gives the secret to send codes with',
        body: mfaEnrolBodySchema,
        response: { 200: mfaEnrolResponseSchema },
      },
    },
    (req) => mfa.startEnrolment(callerOf(req), req.body.mfaTypeId),
  );

  r.delete(
    '/api/User/MFA',
    {
      config: { auth: 'signed-in' },
      schema: { tags: ['MFA'], summary: 'Turn MFA off for the caller', response: { 200: okResponseSchema } },
    },
    (req) => mfa.disable(callerOf(req)),
  );

  r.post(
    '/api/Webview/MFA/SendOTP',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['MFA'],
        summary: 'Send a set-up code to the phone (codeOption=1) or email address (codeOption=2) being set up',
        body: webviewSendOtpBodySchema,
        response: { 200: okResponseSchema, ...failures },
      },
    },
    (req) => mfa.sendEnrolmentCode(callerOf(req), req.body, req.ip),
  );

  r.get(
    '/api/Webview/MFA/Verify',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['MFA'],
        summary: 'Finish setting up MFA with a code (query form of spec 000 §7; its values are redacted from logs)',
        querystring: webviewVerifySchema,
        response: { 200: okResponseSchema, ...failures },
      },
    },
    (req) => mfa.verifyEnrolment(callerOf(req), req.query),
  );

  r.post(
    '/api/Webview/MFA/Verify',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags: ['MFA'],
        summary: 'Finish setting up MFA with a code (body form: keeps the code out of URLs)',
        body: webviewVerifySchema,
        response: { 200: okResponseSchema, ...failures },
      },
    },
    (req) => mfa.verifyEnrolment(callerOf(req), req.body),
  );
}
