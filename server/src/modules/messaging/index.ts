// The messaging module's face: every email and SMS goes out through the messenger (ADR 014).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createMessenger, type Messenger } from './messenger';
import { createOutboxRepository } from './outbox.repository';

export { maskEmail, maskPhone } from './masking';
export type { MessageAttachment, Messenger, OutgoingMessage } from './messenger';

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger;
  }
}

export const messagingModule = fp<AppContext>(
  async (app, ctx) => {
    app.decorate('messenger', createMessenger(createOutboxRepository(ctx.db), ctx.logger, ctx.clock, ctx.mail));
  },
  { name: 'messaging' },
);
