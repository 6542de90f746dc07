// The invitation module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createInvitationRepository } from './invitation.repository';
import { invitationRoutes } from './invitation.routes';
import { createInvitationService, type InvitationService } from './invitation.service';

export type { AccountLinkUser } from './invitation.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends a user a single-use link to set a password (a new user, an administrator's reset). */
    invitations: Pick<InvitationService, 'sendAccountLink' | 'openLink' | 'findOpenOfType' | 'spend'>;
  }
}

export const invitationModule = fp<AppContext>(
  async (app, ctx) => {
    const { background, clock, publicUrl } = ctx;
    const repo = createInvitationRepository(ctx.db);
    const service = createInvitationService({
      repo,
      limiter: app.limiter,
      messenger: app.messenger,
      background,
      clock,
      log: ctx.logger,
      publicUrl,
    });
    app.decorate('invitations', {
      sendAccountLink: service.sendAccountLink,
      openLink: service.openLink,
      findOpenOfType: service.findOpenOfType,
      spend: service.spend,
    });
    invitationRoutes(app, service);
  },
  { name: 'invitation', dependencies: ['rate-limit', 'messaging'] },
);
