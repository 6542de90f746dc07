// spec 000 §2 Forgot-password and change-password pages, §4 Forgot password and Password change by
// invitation, §7 public calls (invitation get and close, validatePassword, forgotPassword), §8.
import { randomBytes } from 'node:crypto';
import type { ForgotPasswordBody, InvitationCloseBody } from '@ullage/domain/api/public';
import { InvitationType, type InvitationTypeId } from '@ullage/domain/people/invitation-types';
import type { Invitation } from '@ullage/domain/people/invitations';
import { INVALID_REQUEST, ITEMS_REQUIRE_ATTENTION } from '@ullage/domain/messages';
import { passwordFailures } from '@ullage/domain/people/password-rules';
import type { ValidationResultItem } from '@ullage/domain/validation';
import type { Logger } from 'pino';
import type { Background } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { hashPassword } from '../../lib/passwords';
import type { Messenger } from '../messaging';
import { LIMITS, type RateLimiter } from '../rate-limit';
import type { InvitationRepository, OpenInvitation } from './invitation.repository';

/** A reset link lives 2 hours: longer than the hour the email may take (spec 000 §9), short
 * enough that an old email is no key. docs/decisions/013-password-recovery.md. */
export const RESET_LINK_LIFETIME_MS = 2 * 60 * 60_000;

/** A new user's link lives 7 days: the person may not read the email the same day. */
export const WELCOME_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

export interface AccountLinkUser {
  uid: number;
  userName: string;
  email: string;
}
type AccountLinkKind = 'welcome' | 'reset' | 'forgot';

export interface InvitationDeps {
  repo: InvitationRepository;
  limiter: RateLimiter;
  messenger: Messenger;
  background: Background;
  clock: Clock;
  log: Logger;
  /** Where links in emails point: PUBLIC_URL, never the request's Host header. */
  publicUrl: string;
}

function toInvitation(i: OpenInvitation, requestId: string): Invitation {
  return {
    id: i.id,
    uid: i.uid ?? 0,
    folderUid: i.folderUid ?? 0,
    typeId: i.typeId,
    webviewPath: i.webviewPath,
    userUid: i.userUid ?? 0,
    userName: i.userName ?? '',
    requestId,
    url: '',
    data: '',
  };
}

const items = (failures: string[]): ValidationResultItem[] => failures.map((message) => ({ isValid: false, label: 'Password', message }));

export function createInvitationService({ repo, limiter, messenger, background, clock, log, publicUrl }: InvitationDeps) {
  /** Opens a single-use password link for the user (replacing their earlier ones) and emails it. */
  async function sendLink(user: AccountLinkUser, kind: AccountLinkKind, actorUid: number | null): Promise<void> {
    const now = clock();
    const requestId = randomBytes(32).toString('base64url');
    const lifetime = kind === 'welcome' ? WELCOME_LINK_LIFETIME_MS : RESET_LINK_LIFETIME_MS;
    await repo.insertReset(
      {
        typeId: InvitationType.UserPasswordReset,
        requestIdHash: hashToken(requestId),
        userUid: user.uid,
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetime),
      },
      actorUid,
    );
    const link = `${publicUrl.replace(/\/+$/, '')}/change-password?requestId=${encodeURIComponent(requestId)}`;
    const text =
      kind === 'welcome'
        ? `An Ullage account "${user.userName}" has been created for you.\n\n` +
          `To choose your password and sign in, open this link within 7 days. It works once:\n${link}\n\n` +
          'If you did not expect this, ignore this email.'
        : kind === 'reset'
          ? `Your administrator sent you a link to choose a new password for the Ullage account "${user.userName}".\n\n` +
            `Open this link within 2 hours. It works once:\n${link}\n\n` +
            'Your current password keeps working until you choose a new one.'
          : `Someone (we hope you) asked to change the password of the Ullage account "${user.userName}".\n\n` +
            `To choose a new password, open this link within 2 hours. It works once:\n${link}\n\n` +
            'If you did not ask for this, ignore this email: your password stays as it is.';
    await messenger.send({
      channel: 'email',
      to: user.email,
      subject: kind === 'welcome' ? 'Your new Ullage account' : 'Change your Ullage password',
      text,
    });
  }

  async function sendResetLink(userName: string): Promise<void> {
    const user = await repo.resetCandidate(userName);
    if (!user || !user.usable || !user.email) {
      log.info('a password change was requested for an account that cannot receive one (unknown, disabled or without an email address)');
      return;
    }
    await sendLink({ uid: user.uid, userName: user.userName, email: user.email }, 'forgot', null);
  }

  return {
    /** Opens a single-use link of another module's invitation type (the RMA product return form):
     * its request id, which only the link carries (the database keeps its hash). */
    async openLink(link: {
      typeId: InvitationTypeId;
      userUid: number | null;
      folderUid: number | null;
      uid: number | null;
      webviewPath: string;
      data: Record<string, unknown>;
      lifetimeMs: number;
      actorUid: number | null;
    }): Promise<{ requestId: string; url: string }> {
      const now = clock();
      const requestId = randomBytes(32).toString('base64url');
      await repo.insert({
        typeId: link.typeId,
        requestIdHash: hashToken(requestId),
        userUid: link.userUid,
        folderUid: link.folderUid,
        uid: link.uid,
        webviewPath: link.webviewPath,
        data: link.data,
        createdBy: link.actorUid,
        createdAt: now,
        expiresAt: new Date(now.getTime() + link.lifetimeMs),
      });
      const url = `${publicUrl.replace(/\/+$/, '')}${link.webviewPath}?requestId=${encodeURIComponent(requestId)}`;
      return { requestId, url };
    },
    /** An open invitation of this type by its request id, or null. */
    async findOpenOfType(requestId: string, typeId: InvitationTypeId): Promise<OpenInvitation | null> {
      const found = await repo.findOpen(hashToken(requestId), clock());
      return found && found.typeId === typeId ? found : null;
    },
    /** Marks an invitation used (single use); false if it already was. */
    spend: (invitationId: number) => repo.spend(invitationId, clock()),

    /** An administrator's invitation (a new user: 'welcome'; User/{uid}/PasswordReset: 'reset'):
     * the same single-use link Forgot password sends, closed by Public/Invitation/Close. */
    sendAccountLink: (user: AccountLinkUser, kind: Exclude<AccountLinkKind, 'forgot'>, actorUid: number) => sendLink(user, kind, actorUid),

    /** spec 000 §4: the same answer whether or not the user exists; the email goes out in the
     * background so the answer also takes the same time. */
    async forgotPassword(body: ForgotPasswordBody, client: { ip: string }): Promise<{ ok: true }> {
      const name = body.userName.trim().toLowerCase();
      await limiter.hit([
        [LIMITS.forgotPasswordAddress, client.ip],
        [LIMITS.forgotPasswordAccount, name],
      ]);
      background.run('sending a password change link', () => sendResetLink(name));
      return { ok: true };
    },

    /** spec 000 §8 "Invitation load failure: empty invitation, screen shows Invalid request". */
    async get(requestId: string): Promise<Invitation> {
      const found = await repo.findOpen(hashToken(requestId), clock());
      if (!found) throw new NotFoundError(INVALID_REQUEST);
      return toInvitation(found, requestId);
    },

    async validatePassword(password: string, userName?: string, requestId?: string): Promise<ValidationResultItem[]> {
      let name = userName;
      if (requestId) name = (await repo.findOpen(hashToken(requestId), clock()))?.userName ?? name;
      return items(passwordFailures(password, name));
    },

    /** spec 000 §7 invitation close: the new password, or 400 with the list of what is wrong. */
    async close(body: InvitationCloseBody): Promise<{ ok: true }> {
      const now = clock();
      const found = await repo.findOpen(hashToken(body.invitation.requestId), now);
      if (!found || found.typeId !== InvitationType.UserPasswordReset || !found.userUid) {
        throw new BadRequestError(INVALID_REQUEST, { requestId: [INVALID_REQUEST] });
      }
      const failures = passwordFailures(body.data, found.userName ?? undefined);
      if (failures.length > 0) throw new BadRequestError(ITEMS_REQUIRE_ATTENTION, { password: failures });
      const ok = await repo.closeWithPassword(found.id, found.userUid, await hashPassword(body.data), now);
      if (!ok) throw new BadRequestError(INVALID_REQUEST, { requestId: [INVALID_REQUEST] });
      await repo.spendOtherResets(found.userUid, InvitationType.UserPasswordReset, found.id, now);
      // A successful reset lifts the account's sign-in limits from everywhere.
      if (found.userName) await limiter.reset(LIMITS.loginAccount, found.userName.toLowerCase());
      return { ok: true };
    },
  };
}
export type InvitationService = ReturnType<typeof createInvitationService>;
