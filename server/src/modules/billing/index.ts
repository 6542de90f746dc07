// The billing module's face (docs/decisions/049-module-faces.md, 087-billing-model-and-order-flow.md,
// 088-charged-calls-from-device-updates.md): accounts, call-block profiles and orders with their PO
// documents (through `app.documents`), pricing, charged calls and monthly billing, spec 001 §7 Billing.
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createBillingRepository } from './billing.repository';
import { billingRoutes } from './billing.routes';
import { createBillingService, type BillingService } from './billing.service';

/** To the login-message module (ADR 102): the call-block expiry messages a user sees at sign-in. */
export interface BillingNotices {
  loginNotices: BillingService['loginNotices'];
}

declare module 'fastify' {
  interface FastifyInstance {
    billingNotices: BillingNotices;
  }
}

export const BILLING_EXPIRY_NOTICE_QUEUE = 'billing-expiry-notices';

export const billingModule = fp<AppContext>(
  async (app, ctx) => {
    const service = createBillingService({
      repo: createBillingRepository(ctx.db),
      scope: app.scope,
      entities: app.entities,
      documents: app.documents,
      messenger: app.messenger,
      publicUrl: ctx.publicUrl,
      clock: ctx.clock,
    });
    app.decorate('billingNotices', { loginNotices: service.loginNotices } satisfies BillingNotices);
    billingRoutes(app, service, app.documents);
    // Call-block expiry notices (spec 001 §3.3 daysAlertEmail, daysAlertEscalateEmail; ADR 099):
    // each morning (US Central), once across instances; each notice is recorded when sent.
    app.jobs.work(BILLING_EXPIRY_NOTICE_QUEUE, () => service.sendExpiryNotices(ctx.clock()), { retryLimit: 0, expireInSeconds: 600 });
    app.jobs.schedule(BILLING_EXPIRY_NOTICE_QUEUE, '0 13 * * *');
  },
  { name: 'billing', dependencies: ['access', 'entity-writes', 'document', 'messaging', 'jobs'] },
);
