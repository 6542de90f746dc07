// spec 000 §2 Share modal, §5 recipient search (from 3 characters; invitations only to users of
// the base folder or its ancestors; Send needs a recipient), §7 Webview/Email/Link and
// Webview/Email/Invitation, §8 success texts. Links we generate carry folder and entity uids
// only: never a password, token or code.
import type { EmailLinkBody, InvitationSendBody, UserLite } from '@ullage/domain/api/share';
import { RECIPIENTS_MAX } from '@ullage/domain/api/share';
import { INVITATION_SENT, LINK_SENT } from '@ullage/domain/messages';
import { fieldError, NotFoundError } from '../../lib/errors';
import type { Caller } from '../access';
import { inScope, visiblePath, type Scope } from '../access';
import type { FolderService } from '../folder';
import type { Clock } from '../../lib/clock';
import type { Messenger } from '../messaging';
import type { Recipient, ShareRepository } from './share.repository';

/** Query parameters that would put a credential into a shared link. */
const CREDENTIAL_PARAMS = /^(password|token|access_token|refresh_token|at|rt|code|secret|totp|requestid)$/i;

function toUserLite(r: Recipient): UserLite {
  return {
    uid: r.uid,
    baseFolderUid: r.baseFolderUid,
    userName: r.userName,
    contactUid: r.contactUid,
    firstName: r.firstName ?? '',
    lastName: r.lastName ?? '',
    emailAddress: r.emailAddress ?? '',
  };
}

function displayName(r: Recipient): string {
  const name = [r.firstName, r.lastName].filter(Boolean).join(' ');
  return name || r.userName;
}

function email(kind: 'link' | 'invitation', sender: string, what: string, url: string, note: string) {
  const intro =
    kind === 'link' ? `${sender} shared a page of the portal with you:` : `${sender} invited you to look at ${what} in the portal:`;
  const noteText = note.trim() ? `\n\nNote from ${sender}:\n${note.trim()}` : '';
  return {
    subject: kind === 'link' ? `${sender} shared a link with you` : `${sender} invited you to view ${what}`,
    text: `${intro}\n\n${url}${noteText}\n`,
  };
}

/** How long a navigate-to-entity invitation stays open. */
const INVITATION_LIFETIME_MS = 30 * 24 * 3_600_000;

export function createShareService(repo: ShareRepository, folders: FolderService, scope: Scope, messenger: Messenger, clock: Clock) {
  const sendEmail = (to: string, m: { subject: string; text: string }) =>
    messenger.send({ channel: 'email', to, subject: m.subject, text: m.text });
  async function folderInScope(caller: Caller, uid: number) {
    const f = await folders.facts(uid);
    if (!f || !inScope(caller, f.path)) throw new NotFoundError(`Folder ${uid} was not found.`);
    return f;
  }

  async function sender(caller: Caller): Promise<string> {
    const me = await repo.one(caller.userUid);
    return me ? displayName(me) : caller.userName;
  }

  function requireEmail(r: Recipient): string {
    if (!r.emailAddress) throw fieldError('recipientUserUid', `${displayName(r)} has no email address on record.`);
    return r.emailAddress;
  }

  /** Folders whose users may receive an invitation to something in folder `path`: the caller's
   * base folder and the folders between it and that folder (spec 000 §5). */
  const invitationFolders = (caller: Caller, path: readonly number[]) => visiblePath(caller, path);

  return {
    async recipients(caller: Caller, query: { folderUid: number; term: string; invitation: boolean }): Promise<UserLite[]> {
      const f = await folderInScope(caller, query.folderUid);
      const rows = query.invitation
        ? await repo.inFolders(invitationFolders(caller, f.path), query.term, RECIPIENTS_MAX + 1)
        : await repo.inScope(caller.baseFolderUid, query.term, RECIPIENTS_MAX + 1);
      return rows
        .filter((r) => r.uid !== caller.userUid)
        .slice(0, RECIPIENTS_MAX)
        .map(toUserLite);
    },

    async sendLink(caller: Caller, body: EmailLinkBody, origin: string) {
      const recipient = await repo.one(body.recipientUserUid);
      if (!recipient || !inScope(caller, recipient.basePath)) throw new NotFoundError(`User ${body.recipientUserUid} was not found.`);
      let url: URL;
      try {
        url = new URL(body.link, origin);
      } catch {
        throw fieldError('link', 'Link: must be a page of this portal');
      }
      if (url.origin !== new URL(origin).origin) throw fieldError('link', 'Link: must be a page of this portal');
      if ([...url.searchParams.keys()].some((k) => CREDENTIAL_PARAMS.test(k))) {
        throw fieldError('link', 'Link: must not carry a password, token or code');
      }
      const to = requireEmail(recipient);
      const from = await sender(caller);
      await sendEmail(to, email('link', from, '', url.href, body.note));
      return { message: LINK_SENT };
    },

    async sendInvitation(caller: Caller, body: InvitationSendBody, origin: string) {
      const f = await folderInScope(caller, body.folderUid);
      if (body.uid !== body.folderUid) {
        await scope.requireRead(caller, body.uid);
        if (!(await repo.membershipPath(body.uid, body.folderUid)))
          throw new NotFoundError(`Entity ${body.uid} was not found in folder ${body.folderUid}.`);
      }
      const recipient = await repo.one(body.recipientUserUid);
      if (!recipient || !inScope(caller, recipient.basePath)) throw new NotFoundError(`User ${body.recipientUserUid} was not found.`);
      if (!invitationFolders(caller, f.path).includes(recipient.baseFolderUid)) {
        throw fieldError('recipientUserUid', 'Invitations go only to users of this folder or of the folders above it.');
      }
      const to = requireEmail(recipient);
      const path = `/home?fuid=${body.folderUid}&uid=${body.uid}`;
      const now = clock();
      await repo.createInvitation({
        userUid: recipient.uid,
        uid: body.uid,
        folderUid: body.folderUid,
        webviewPath: path,
        createdBy: caller.userUid,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      });
      const what = (await repo.label(body.uid)) ?? f.label;
      await sendEmail(to, email('invitation', await sender(caller), what, new URL(path, origin).href, body.note));
      return { message: INVITATION_SENT };
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
