// Access tokens: short-lived HS256 JWTs typed `access`, so no other token can pass as one.
// Refresh tokens: opaque random strings, stored only as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 12 * 60 * 60;
/** How far the clocks of several instances may disagree when one checks another's token. */
const CLOCK_SKEW_SECONDS = 30;

export interface TokenService {
  signAccess(userUid: number): Promise<string>;
  /** The user uid of a valid access token, or null. */
  verifyAccess(token: string): Promise<number | null>;
  /** An API client's access token (docs/decisions/084-api-clients.md): typed `client`, naming the
   * client and the secret generation it was issued under. */
  signClientAccess(clientId: number, generation: number): Promise<string>;
  /** The client and generation of a valid client token, or null. */
  verifyClientAccess(token: string): Promise<{ clientId: number; generation: number } | null>;
}

export function createTokenService(secret: Uint8Array): TokenService {
  async function verifyTyped(token: string, typ: string) {
    try {
      // Issue 20: a token must say when it was issued and when it ends, and is never older than
      // an access token lives, whatever its exp says; an iat ahead of the clock (beyond the skew)
      // is refused too. jose applies the skew to exp, and to the age in both directions.
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: ACCESS_TOKEN_SECONDS,
        clockTolerance: CLOCK_SKEW_SECONDS,
      });
      if (payload.typ !== typ || !payload.sub) return null;
      const id = Number(payload.sub);
      return Number.isSafeInteger(id) ? { id, payload } : null;
    } catch {
      return null;
    }
  }
  return {
    async signAccess(userUid) {
      return new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userUid))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(secret);
    },
    async verifyAccess(token) {
      return (await verifyTyped(token, 'access'))?.id ?? null;
    },
    async signClientAccess(clientId, generation) {
      return new SignJWT({ typ: 'client', gen: generation })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(clientId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(secret);
    },
    async verifyClientAccess(token) {
      const found = await verifyTyped(token, 'client');
      const generation = found?.payload.gen;
      if (!found || typeof generation !== 'number' || !Number.isSafeInteger(generation)) return null;
      return { clientId: found.id, generation };
    },
  };
}

export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** JWT_SECRET, or a key generated once and kept in DATA_DIR (docs/decisions/005-tokens.md). */
export async function loadSigningKey(jwtSecret: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' }).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'EEXIST') throw err;
    });
  }
  return new TextEncoder().encode((await fs.readFile(file, 'utf8')).trim());
}
