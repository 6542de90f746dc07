// The RMA module's face (docs/decisions/049-module-faces.md, 089-rma-and-inventory.md): returns of
// devices with their statuses, documents and return form, and device serialization per company. To
// the device module it offers `app.rma.requireDeviceEditable` (spec 001 §4: an open RMA locks a
// device's setup unless the user holds Approve RMA Request).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createRmaRepository } from './rma.repository';
import { rmaRoutes } from './rma.routes';
import { createRmaService, type RmaService } from './rma.service';

export interface Rmas {
  requireDeviceEditable: RmaService['requireDeviceEditable'];
}

declare module 'fastify' {
  interface FastifyInstance {
    rma: Rmas;
  }
}

export const rmaModule = fp<AppContext>(
  async (app, ctx) => {
    const service = createRmaService(createRmaRepository(ctx.db), {
      scope: app.scope,
      entities: app.entities,
      documents: app.documents,
      invitations: app.invitations,
      messenger: app.messenger,
      log: ctx.logger,
      publicUrl: ctx.publicUrl,
    });
    app.decorate('rma', { requireDeviceEditable: service.requireDeviceEditable } satisfies Rmas);
    rmaRoutes(app, service, app.documents);
  },
  { name: 'rma', dependencies: ['access', 'entity-writes', 'document', 'invitation', 'messaging'] },
);
