// API clients (spec 001 §7 DeveloperSupport/APIClient/*; docs/decisions/084-api-clients.md): a
// client id and a secret shown once (stored as a SHA-256 hash: it is 256 random bits, so no table
// reverses it), bound to a folder and a role the registering user may grant; the OAuth 2
// client-credentials grant issues its access tokens. Registering, rotating and revoking need Edit
// User (17) and the folder in the caller's scope; a client outside it answers 404.
import { randomBytes } from 'node:crypto';
import { grantProblem } from '@ullage/domain/people/granting';
import {
  API_CLIENT_ID_PATTERN,
  INVALID_CLIENT,
  UNSUPPORTED_GRANT,
  type ApiClientDto,
  type ApiClientRegisterBody,
  type ApiClientWithSecret,
} from '@ullage/domain/integration/api-clients-api';
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { sameHash } from '../../lib/codes';
import { ACCESS_TOKEN_SECONDS, hashToken, type TokenService } from '../../lib/tokens';
import type { Caller, Scope } from '../access';
import type { PermissionService } from '../permission';
import type { ApiClientRepository, ApiClientRow } from './api-client.repository';

export const CLIENT_REVOKED = 'This API client was revoked.';

const dto = (r: ApiClientRow): ApiClientDto => ({
  id: r.id,
  clientId: r.clientId,
  label: r.label,
  folderUid: r.folderUid,
  folderLabel: r.folderLabel,
  roleId: r.roleId,
  roleLabel: r.roleLabel,
  createdBy: r.createdBy,
  createdAt: r.createdAt,
  rotatedAt: r.rotatedAt,
  lastUsedAt: r.lastUsedAt,
  revokedAt: r.revokedAt,
});

const newSecret = () => randomBytes(32).toString('base64url');

function oauthError(code: 'bad_request' | 'unauthorized', error: string, description: string): AppError {
  return new AppError(code, description, undefined, { error, error_description: description });
}

export interface TokenRequest {
  grant_type?: string;
  client_id?: string;
  client_secret?: string;
}

export function createApiClientService(deps: {
  repo: ApiClientRepository;
  scope: Scope;
  roles: Pick<PermissionService, 'requireAssignable'>;
  tokens: TokenService;
}) {
  const { repo, scope, roles, tokens } = deps;

  /** A client the caller may manage: in scope (else 404, as a missing one) and of a role the caller
   * could grant (else 403). */
  async function manageable(caller: Caller, id: number): Promise<ApiClientRow> {
    const row = await repo.byId(id);
    if (!row || !row.folderPath.includes(caller.baseFolderUid)) throw new NotFoundError(`API client ${id} was not found.`);
    await scope.requireWrite(caller, row.folderUid, 'API client', id);
    const problem = grantProblem(caller, { rank: row.roleRank, permissions: row.rolePermissions });
    if (problem) throw new ForbiddenError(problem);
    return row;
  }

  return {
    /** DeveloperSupport/APIClient/Register. */
    async register(caller: Caller, body: ApiClientRegisterBody): Promise<ApiClientWithSecret> {
      await scope.requireWrite(caller, body.folderUid, 'Folder');
      if ((await repo.folderLabel(body.folderUid)) === null) throw new NotFoundError(`Folder ${body.folderUid} was not found.`);
      await roles.requireAssignable(caller, body.folderUid, body.roleId);
      const clientSecret = newSecret();
      const id = await repo.insert({
        clientId: `ulc_${randomBytes(12).toString('hex')}`,
        secretHash: hashToken(clientSecret),
        label: body.label,
        folderUid: body.folderUid,
        roleId: body.roleId,
        createdByUid: caller.userUid,
      });
      return { client: dto((await repo.byId(id))!), clientSecret };
    },

    /** DeveloperSupport/APIClient/ByFolder/{folder}: the clients of the folder and those below. */
    async byFolder(caller: Caller, folderUid: number): Promise<ApiClientDto[]> {
      await scope.requireRead(caller, folderUid, 'Folder');
      return (await repo.inFolderTree(folderUid)).map(dto);
    },

    /** A new secret; the old one, and every token issued under it, stop working at once. */
    async rotate(caller: Caller, id: number): Promise<ApiClientWithSecret> {
      const row = await manageable(caller, id);
      if (row.revokedAt) throw new BadRequestError(CLIENT_REVOKED);
      const clientSecret = newSecret();
      await repo.rotate(id, hashToken(clientSecret));
      return { client: dto((await repo.byId(id))!), clientSecret };
    },

    /** Its tokens stop working at the next request (the caller is loaded per request). */
    async revoke(caller: Caller, id: number): Promise<ApiClientDto> {
      await manageable(caller, id);
      await repo.revoke(id);
      return dto((await repo.byId(id))!);
    },

    /** The OAuth 2 token endpoint (RFC 6749 §4.4): client credentials only. */
    async token(body: TokenRequest, basic: { id: string; secret: string } | null) {
      if (body.grant_type !== 'client_credentials') {
        throw oauthError('bad_request', body.grant_type ? 'unsupported_grant_type' : 'invalid_request', UNSUPPORTED_GRANT);
      }
      const id = basic?.id ?? body.client_id ?? '';
      const secret = basic?.secret ?? body.client_secret ?? '';
      const row = API_CLIENT_ID_PATTERN.test(id) ? await repo.byClientId(id) : null;
      // A hash is compared even for an unknown id, so the answer's time does not tell ids apart.
      const matches = sameHash(row?.secretHash ?? hashToken('no client'), hashToken(secret));
      if (!row || !matches || row.revokedAt) throw oauthError('unauthorized', 'invalid_client', INVALID_CLIENT);
      await repo.markUsed(row.id);
      return {
        access_token: await tokens.signClientAccess(row.id, row.generation),
        token_type: 'Bearer' as const,
        expires_in: ACCESS_TOKEN_SECONDS,
      };
    },
  };
}

export type ApiClientService = ReturnType<typeof createApiClientService>;
