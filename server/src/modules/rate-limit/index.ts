// The rate-limit module's face: PostgreSQL counters shared by every instance (ADR 012).
import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context';
import { createRateLimitRepository } from './rate-limit.repository';
import { createRateLimiter, type RateLimiter } from './rate-limiter';

export { LIMITS, type Hit, type RateLimiter } from './rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    limiter: RateLimiter;
  }
}

export const rateLimitModule = fp<AppContext>(
  async (app, ctx) => {
    const limiter = createRateLimiter(createRateLimitRepository(ctx.db), ctx.clock);
    app.decorate('limiter', limiter);
    // Spent windows are pruned hourly; every instance may do it, the delete is idempotent.
    const prune = setInterval(
      () => void limiter.prune().catch((err: unknown) => ctx.logger.warn({ err }, 'pruning rate limits failed')),
      3_600_000,
    );
    prune.unref();
    app.addHook('onClose', async () => clearInterval(prune));
  },
  { name: 'rate-limit' },
);
