// Authenticator apps (spec 000 §2 MFA "App type"): RFC 6238 TOTP through otplib, 6 digits, 30 s
// steps, one step of clock drift either way.
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Ullage';

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, userName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: userName, secret });
}

export async function totpQrCode(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step the code belongs to, or null. `afterStep` rejects a code already used (replay). */
export async function verifyTotp(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    // The matched step (otplib's VerifyResult carries it for TOTP; its type union hides it).
    return result.valid ? (result as unknown as { timeStep: number }).timeStep : null;
  } catch {
    return null;
  }
}
