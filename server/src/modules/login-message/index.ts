// The login messages module's face (docs/decisions/049-module-faces.md, 100): a company's messages
// shown at sign-in and POST Folder/{uid}/State.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import type { Caller } from '../access';
import { createLoginMessageRepository } from './login-message.repository';
import { loginMessageRoutes } from './login-message.routes';
import { createLoginMessageService } from './login-message.service';

export const loginMessageModule = fp<AppContext>(
  async (app, ctx) => {
    // The billing module comes later in the list; its notices are asked for at request time.
    const notices = (caller: Caller) =>
      app.hasDecorator('billingNotices') ? app.billingNotices.loginNotices(caller) : Promise.resolve([]);
    loginMessageRoutes(app, createLoginMessageService(createLoginMessageRepository(ctx.db), app.scope, app.entities, notices));
  },
  { name: 'login-message', dependencies: ['access', 'entity-writes'] },
);
