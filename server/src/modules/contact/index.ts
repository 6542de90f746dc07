// The contact module's face (docs/decisions/049-module-faces.md, 056-contact-deletion.md):
// contacts, contact groups and their members (spec 001 §7 "Contact and ContactGroup").
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createContactRepository } from './contact.repository';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

export const contactModule = fp<AppContext>(
  async (app, ctx) => contactRoutes(app, createContactService(createContactRepository(ctx.db), app.scope, app.entities)),
  { name: 'contact', dependencies: ['access', 'entity'] },
);
