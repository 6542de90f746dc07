// One-time passcodes (spec 000 §5: exactly 6 digits): cryptographically random, stored only as a
// keyed hash bound to what they were issued for, compared in constant time.
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { PASSCODE_LENGTH } from '@ullage/domain/constants';

export function newPasscode(): string {
  return String(randomInt(0, 10 ** PASSCODE_LENGTH)).padStart(PASSCODE_LENGTH, '0');
}

export type CodeHasher = (scope: string, code: string) => string;

/** A 6-digit code has only a million values, so a plain hash would fall to a table; the key
 * (derived from the signing key) keeps a copy of the database from revealing live codes. */
export function createCodeHasher(signingKey: Uint8Array): CodeHasher {
  const key = Buffer.from(hkdfSync('sha256', signingKey, Buffer.alloc(0), 'ullage:passcodes', 32));
  return (scope, code) => createHmac('sha256', key).update(`${scope}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
