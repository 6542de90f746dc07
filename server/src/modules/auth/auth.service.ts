// spec 000 §4 Login, §8 login errors. (MFA, refresh and logout arrive with the sign-in issue.)
import { randomUUID } from 'node:crypto';
import type { LoginBody, LoginErrorCode, TokenResponse } from '@ullage/domain/api/auth';
import { AppError } from '../../lib/errors';
import { REFRESH_TOKEN_SECONDS, newOpaqueToken, type TokenService } from '../../lib/tokens';
import type { AuthRepository } from './auth.repository';
import { dummyHash, verifyPassword } from './passwords';

const INVALID = 'Invalid Username or Password';

function loginError(error: LoginErrorCode, description: string): AppError {
  return new AppError('bad_request', description, undefined, { error, error_description: description });
}

export function createAuthService(repo: AuthRepository, tokens: TokenService) {
  return {
    async login(body: LoginBody): Promise<TokenResponse> {
      const candidate = await repo.findLoginCandidate(body.userName);
      // Verify against a dummy hash for unknown users: the same answer in the same time.
      const ok = await verifyPassword(candidate?.passwordHash ?? (await dummyHash()), body.password);
      if (!candidate || !ok) throw loginError('invalid_grant', INVALID);
      if (!candidate.active) throw loginError('user_disabled', 'This user account has been disabled. Contact your administrator.');
      if (candidate.folderDisabled) {
        throw loginError('folder_disabled', 'Access for your company has been disabled. Contact your administrator.');
      }
      const refresh = newOpaqueToken();
      await repo.insertRefreshToken({
        userUid: candidate.uid,
        familyId: randomUUID(),
        tokenHash: refresh.hash,
        expiresAt: new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000),
      });
      return { access_token: await tokens.signAccess(candidate.uid), refresh_token: refresh.token, theme: 'Light' };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
