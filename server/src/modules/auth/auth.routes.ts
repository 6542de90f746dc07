// spec 000 §7 Authentication. Every call here is public: the credentials are the point. The query
// forms of spec 000 §7 (?username=&password=, ?token=) are accepted for compatibility and mapped
// onto the JSON bodies the web client sends; lib/logger.ts redacts every query value on these paths.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginBodySchema,
  loginFailureSchema,
  loginQuerySchema,
  messageResponseSchema,
  okResponseSchema,
  refreshTokenBodySchema,
  sendOtpBodySchema,
  sendOtpQuerySchema,
  tokenQuerySchema,
  tokenResponseSchema,
} from '@ullage/domain/people/auth-api';
import type { AuthService } from './auth.service';

function isEmpty(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);
}

/** spec 000 §7 "POST Auth/Login: username and password as URL-encoded query parameters", and a
 * form-encoded legacy body (username, password, grant_type ...). */
async function loginFromQueryOrForm(req: FastifyRequest): Promise<void> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (isEmpty(req.body) && (query.username !== undefined || query.password !== undefined)) {
    req.body = { userName: query.username ?? '', password: query.password ?? '' };
    return;
  }
  const body = req.body as Record<string, unknown> | undefined;
  if (body && body.userName === undefined && typeof body.username === 'string') {
    req.body = { userName: body.username, password: body.password ?? '' };
  }
}

/** spec 000 §7 "?token=": the refresh token as a query parameter. */
async function tokenFromQuery(req: FastifyRequest): Promise<void> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (isEmpty(req.body) && typeof query.token === 'string') req.body = { token: query.token };
}

const refreshSchema = (summary: string) => ({
  tags: ['Auth'],
  summary,
  security: [],
  querystring: tokenQuerySchema,
  body: refreshTokenBodySchema,
  response: { 200: tokenResponseSchema, 401: messageResponseSchema },
});

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/Auth/Login',
    {
      config: { auth: 'public' },
      preValidation: loginFromQueryOrForm,
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with user name and password (and the passcode when MFA asks for one)',
        description:
          '400 answers carry `error`: invalid_grant (any bad credentials, the same for unknown users), missing_totp (MFA: ' +
          'mfaTypeId, masked emailAddress and smsNumber, mfaToken), invalid_totp, challenge_ended, user_disabled, folder_disabled. ' +
          '429 when a rate limit is reached.',
        security: [],
        querystring: loginQuerySchema,
        body: loginBodySchema,
        response: { 200: tokenResponseSchema, 400: loginFailureSchema, 429: messageResponseSchema },
      },
    },
    (req) => auth.login(req.body, { ip: req.ip }),
  );

  r.post(
    '/api/Auth/RefreshToken',
    {
      config: { auth: 'public' },
      preValidation: tokenFromQuery,
      schema: refreshSchema('Rotate a refresh token: a new access and refresh token'),
    },
    (req) => auth.refresh(req.body.token),
  );

  r.post(
    '/api/Webview/Auth/RefreshToken',
    { config: { auth: 'public' }, preValidation: tokenFromQuery, schema: refreshSchema('Rotate a refresh token (web view client)') },
    (req) => auth.refresh(req.body.token),
  );

  r.post(
    '/api/Auth/Logout',
    {
      config: { auth: 'public' },
      preValidation: tokenFromQuery,
      schema: {
        tags: ['Auth'],
        summary: 'Sign out: revoke the refresh token and every token rotated from the same sign-in',
        security: [],
        querystring: tokenQuerySchema,
        body: refreshTokenBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    (req) => auth.logout(req.body.token),
  );

  r.post(
    '/api/Auth/MFA/SendOTP',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Auth'],
        summary: 'Send the passcode of a login attempt by SMS (codeOption=1) or email (codeOption=2)',
        security: [],
        querystring: sendOtpQuerySchema,
        body: sendOtpBodySchema,
        response: { 200: okResponseSchema, 400: loginFailureSchema, 429: messageResponseSchema },
      },
    },
    (req) => auth.sendLoginCode(req.body, req.query.codeOption, { ip: req.ip }),
  );
}
