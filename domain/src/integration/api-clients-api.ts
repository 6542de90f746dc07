// spec 001 §7 Developer support: POST DeveloperSupport/APIClient/Register and GET
// DeveloperSupport/APIClient/ByFolder/{folder}; with the rotate and revoke calls, and the OAuth 2
// client-credentials token endpoint (docs/decisions/084-api-clients.md). A client is bound to a
// folder and a role: its tokens reach what a user of that folder and role would reach.
import { z } from 'zod';

/** A client id as issued: "ulc_" and 24 hex digits. */
export const API_CLIENT_ID_PATTERN = /^ulc_[0-9a-f]{24}$/;
export const API_CLIENT_LABEL_MAX = 100;

export const API_CLIENT_LABEL_REQUIRED = 'Name: is required';
export const API_CLIENT_ROLE_REQUIRED = 'Security Role must be selected';

export const apiClientRegisterBodySchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, { error: API_CLIENT_LABEL_REQUIRED })
    .max(API_CLIENT_LABEL_MAX, {
      error: `Name: must be at most ${API_CLIENT_LABEL_MAX} characters`,
    }),
  folderUid: z.number().int().positive(),
  // Coerced: the form's role select gives its value as text.
  roleId: z.coerce.number({ error: API_CLIENT_ROLE_REQUIRED }).int().positive({ error: API_CLIENT_ROLE_REQUIRED }),
});
export type ApiClientRegisterBody = z.infer<typeof apiClientRegisterBodySchema>;
export type ApiClientRegisterInput = z.input<typeof apiClientRegisterBodySchema>;

export const apiClientDtoSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  label: z.string(),
  folderUid: z.number().int(),
  folderLabel: z.string(),
  roleId: z.number().int(),
  roleLabel: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** When the secret was last rotated (null: never since registration). */
  rotatedAt: z.string().nullable(),
  /** The last token issued or request served with one of its tokens (to the minute). */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiClientDto = z.infer<typeof apiClientDtoSchema>;
export const apiClientListSchema = z.array(apiClientDtoSchema);

/** Register and RotateSecret: the secret, shown this once and never again. */
export const apiClientWithSecretSchema = z.object({ client: apiClientDtoSchema, clientSecret: z.string() });
export type ApiClientWithSecret = z.infer<typeof apiClientWithSecretSchema>;

export const apiClientFolderParamsSchema = z.object({ folder: z.coerce.number().int().positive() });
export const apiClientIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The token endpoint's request: form-encoded (RFC 6749 §4.4) or JSON; the client's credentials
 * in the body or in an HTTP Basic header. */
export const clientTokenBodySchema = z.object({
  grant_type: z.string().max(50).optional(),
  client_id: z.string().max(100).optional(),
  client_secret: z.string().max(200).optional(),
  scope: z.string().max(200).optional(),
});

export const clientTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});

export const OAUTH_ERRORS = ['invalid_request', 'invalid_client', 'unsupported_grant_type'] as const;
export const oauthErrorSchema = z.object({
  message: z.string(),
  error: z.enum(OAUTH_ERRORS),
  error_description: z.string(),
});

export const INVALID_CLIENT = 'The client id or secret is wrong, or the client was revoked.';
export const UNSUPPORTED_GRANT = 'Only grant_type=client_credentials is supported here; people sign in with POST /api/Auth/Login.';
