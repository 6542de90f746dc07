// spec 000 §3 and spec 001 §4: MFA types None, Message, App; message channels SMS, Email.
// spec 000 §7: POST Auth/MFA/SendOTP?codeOption={type} picks the channel. The spec gives no values
// for either list; MFA types take 0.. in the spec's order (None = 0 means "no challenge"), and the
// channel id is the codeOption value sent.
import { z } from 'zod';
import { VERIFICATION_CODE_SENT_EMAIL, VERIFICATION_CODE_SENT_SMS } from '../messages';

export const MFA_TYPES = [
  { id: 0, key: 'None', label: 'None' },
  { id: 1, key: 'Message', label: 'Message' },
  { id: 2, key: 'App', label: 'App' },
] as const;

type MfaTypeEntry = (typeof MFA_TYPES)[number];
export type MfaTypeKey = MfaTypeEntry['key'];
export type MfaTypeId = MfaTypeEntry['id'];

export const MfaType = Object.fromEntries(MFA_TYPES.map((t) => [t.key, t.id])) as {
  [K in MfaTypeKey]: Extract<MfaTypeEntry, { key: K }>['id'];
};

export const MFA_TYPE_IDS = MFA_TYPES.map((t) => t.id) as [MfaTypeId, ...MfaTypeId[]];

export const mfaTypeIdSchema = z.literal(MFA_TYPE_IDS, { error: 'MFA Type: is not a known MFA type' });

export const MFA_MESSAGE_CHANNELS = [
  { id: 1, key: 'Sms', label: 'SMS' },
  { id: 2, key: 'Email', label: 'Email' },
] as const;

type MfaMessageChannelEntry = (typeof MFA_MESSAGE_CHANNELS)[number];
export type MfaMessageChannelKey = MfaMessageChannelEntry['key'];
export type MfaMessageChannelId = MfaMessageChannelEntry['id'];

export const MfaMessageChannel = Object.fromEntries(MFA_MESSAGE_CHANNELS.map((c) => [c.key, c.id])) as {
  [K in MfaMessageChannelKey]: Extract<MfaMessageChannelEntry, { key: K }>['id'];
};

export const MFA_MESSAGE_CHANNEL_IDS = MFA_MESSAGE_CHANNELS.map((c) => c.id) as [MfaMessageChannelId, ...MfaMessageChannelId[]];

/** The `codeOption` query value of Auth/MFA/SendOTP; strings from the query string are coerced. */
export const codeOptionSchema = z.coerce
  .number()
  .pipe(z.literal(MFA_MESSAGE_CHANNEL_IDS, { error: 'Code Option: is not a known message channel' }));

/** spec 000 §8: the toast after a code is sent names where it went. */
export function verificationCodeSentMessage(channel: MfaMessageChannelId): string {
  return channel === MfaMessageChannel.Sms ? VERIFICATION_CODE_SENT_SMS : VERIFICATION_CODE_SENT_EMAIL;
}

/** spec 000 §9: a passcode is good for 10 minutes; the login attempt it belongs to for 15. */
export const CODE_LIFETIME_MS = 10 * 60_000;
export const CHALLENGE_LIFETIME_MS = 15 * 60_000;
/** Wrong codes one login attempt (or one enrolment) may take before it ends. */
export const CHALLENGE_MAX_FAILURES = 5;
