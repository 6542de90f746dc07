// The invitation module's face (docs/decisions/049-module-faces.md).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createInvitationRepository } from './invitation.repository';
import { invitationRoutes } from './invitation.routes';
import { createInvitationService } from './invitation.service';

export const invitationModule = fp<AppContext>(
  async (app, ctx) => {
    const { background, clock, publicUrl } = ctx;
    const repo = createInvitationRepository(ctx.db);
    invitationRoutes(
      app,
      createInvitationService({ repo, limiter: app.limiter, messenger: app.messenger, background, clock, log: ctx.logger, publicUrl }),
    );
  },
  { name: 'invitation', dependencies: ['rate-limit', 'messaging'] },
);
