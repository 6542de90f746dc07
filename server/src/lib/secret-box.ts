// Secrets the server must read back (authenticator-app TOTP secrets) are stored encrypted with
// AES-256-GCM under a key derived from the token signing key (HKDF-SHA256), so a copy of the
// database alone does not reveal them. docs/decisions/012-sign-in-protections.md.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was sealed under another key or altered. */
  open(sealed: string): string | null;
}

export function createSecretBox(signingKey: Uint8Array, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', signingKey, Buffer.alloc(0), `ullage:${purpose}`, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || body === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
