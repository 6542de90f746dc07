// Rate limits that stop brute force (docs/decisions/012-sign-in-protections.md). Counters live in
// PostgreSQL, so every server instance on the database sees the same counts. Keys are hashed: the
// table holds no user names or addresses.
import { createHash } from 'node:crypto';
import {
  TOO_MANY_CODE_ATTEMPTS,
  TOO_MANY_CODES_SENT,
  TOO_MANY_ERROR_REPORTS,
  TOO_MANY_LOGIN_ATTEMPTS,
  TOO_MANY_PASSWORD_REQUESTS,
} from '@ullage/domain/messages';
import type { Clock } from '../../lib/clock';
import { TooManyRequestsError } from '../../lib/errors';
import type { RateLimitRepository } from './rate-limit.repository';

export interface LimitRule {
  bucket: string;
  max: number;
  windowMs: number;
  message: string;
}

const MINUTE = 60_000;

/** The limits. Account buckets are keyed by the lower-cased user name whether or not it exists,
 * so a limited answer never tells which accounts exist. */
export const LIMITS = {
  /** Failed logins from one address for one account: the attacker's own address only. */
  loginAccountAddress: { bucket: 'login:account+address', max: 5, windowMs: 15 * MINUTE, message: TOO_MANY_LOGIN_ATTEMPTS },
  /** Failed logins from one address, any account (password spraying). */
  loginAddress: { bucket: 'login:address', max: 30, windowMs: 15 * MINUTE, message: TOO_MANY_LOGIN_ATTEMPTS },
  /** Failed logins for one account from anywhere; devices the user signed in from before are
   * exempt, so an attacker cannot lock the user out of them. */
  loginAccount: { bucket: 'login:account', max: 20, windowMs: 15 * MINUTE, message: TOO_MANY_LOGIN_ATTEMPTS },
  /** Wrong passcodes for one account. */
  otpVerifyAccount: { bucket: 'otp:verify', max: 10, windowMs: 15 * MINUTE, message: TOO_MANY_CODE_ATTEMPTS },
  otpSendAccount: { bucket: 'otp:send:account', max: 5, windowMs: 15 * MINUTE, message: TOO_MANY_CODES_SENT },
  otpSendAddress: { bucket: 'otp:send:address', max: 20, windowMs: 15 * MINUTE, message: TOO_MANY_CODES_SENT },
  forgotPasswordAccount: { bucket: 'forgot:account', max: 3, windowMs: 60 * MINUTE, message: TOO_MANY_PASSWORD_REQUESTS },
  forgotPasswordAddress: { bucket: 'forgot:address', max: 10, windowMs: 60 * MINUTE, message: TOO_MANY_PASSWORD_REQUESTS },
  logExceptionAddress: { bucket: 'log-exception:address', max: 30, windowMs: 10 * MINUTE, message: TOO_MANY_ERROR_REPORTS },
} as const satisfies Record<string, LimitRule>;

export type Hit = readonly [rule: LimitRule, key: string, enforce?: boolean];

function hashKey(key: string): string {
  return createHash('sha256').update(key.toLowerCase()).digest('base64url');
}

export function createRateLimiter(repo: RateLimitRepository, clock: Clock) {
  return {
    /**
     * Counts one hit in each bucket, then refuses (429) if any enforced bucket is over its limit.
     * Counting first and deciding after keeps the bound exact under concurrent requests.
     */
    async hit(hits: readonly Hit[]): Promise<void> {
      const now = clock();
      let refused: { rule: LimitRule; retryAfterSeconds: number } | undefined;
      for (const [rule, key, enforce = true] of hits) {
        const { hits: count, windowStart } = await repo.hit(rule.bucket, hashKey(key), now, new Date(now.getTime() - rule.windowMs));
        if (enforce && count > rule.max && !refused) {
          refused = { rule, retryAfterSeconds: (windowStart.getTime() + rule.windowMs - now.getTime()) / 1000 };
        }
      }
      if (refused) throw new TooManyRequestsError(refused.rule.message, refused.retryAfterSeconds);
    },

    /** Takes back a hit that turned out not to be a failure (a successful login). */
    async undo(hits: readonly Hit[]): Promise<void> {
      for (const [rule, key] of hits) await repo.undo(rule.bucket, hashKey(key));
    },

    async reset(rule: LimitRule, key: string): Promise<void> {
      await repo.reset(rule.bucket, hashKey(key));
    },

    /** Forgets windows that ended a day ago. */
    async prune(): Promise<void> {
      await repo.deleteOlderThan(new Date(clock().getTime() - 24 * 60 * MINUTE));
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
