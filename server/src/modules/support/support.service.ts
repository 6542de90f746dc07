// Help > Request Support (spec 000 §2; docs/decisions/084-api-clients.md): the request goes by
// email (the messenger: SMTP or the outbox) to the company's support contact (the company folder's
// Contact), else to the vendor's technical support (domain/vendor.ts, the Contact Us values), with
// who sent it, from which folder and page, and when, so support can answer without asking.
import type { SupportRequestBody } from '@ullage/domain/api/support';
import { VENDOR } from '@ullage/domain/vendor';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { Caller } from '../access';
import type { Messenger } from '../messaging';
import type { SupportRepository } from './support.repository';

export function createSupportService(deps: { repo: SupportRepository; messenger: Messenger; clock: Clock; publicUrl: string }) {
  const { repo, messenger, clock, publicUrl } = deps;
  return {
    async request(caller: Caller, body: SupportRequestBody, userAgent: string | undefined): Promise<{ sentTo: string }> {
      const who = await repo.requester(caller.userUid, caller.baseFolderUid);
      if (!who) throw new NotFoundError('User was not found.');
      const to = who.companyContactEmail ?? VENDOR.support.email;
      const context = [
        `From: ${who.userName}${who.email ? ` <${who.email}>` : ''}${caller.apiClientId ? ` (API client ${caller.apiClientId})` : ''}`,
        `Company: ${who.companyLabel}`,
        `Folder: ${who.baseFolderLabel} (${caller.baseFolderUid})`,
        body.page ? `Page: ${new URL(body.page, publicUrl).toString()}` : null,
        userAgent ? `Browser: ${userAgent.slice(0, 300)}` : null,
        `Sent: ${clock().toISOString()}`,
      ].filter((l): l is string => l !== null);
      await messenger.send({
        channel: 'email',
        to,
        subject: `Support request: ${body.subject}`,
        text: `${body.message}\n\n-- \n${context.join('\n')}\n`,
      });
      return { sentTo: who.companyContactEmail ? `${who.companyLabel} support` : `${VENDOR.productName} technical support` };
    },
  };
}
