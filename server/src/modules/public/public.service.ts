// spec 000 §7 public calls behind the login page: branding, featured products, news,
// notifications, and the generic handler's error reports (spec 000 §8, spec 001 §7).
import type { LogExceptionBody } from '@ullage/domain/api/public';
import { logExceptionBodySchema } from '@ullage/domain/api/public';
import { redactUrl } from '../../lib/logger';

/** "POST /api/Auth/RefreshToken?token=x" -> "POST /api/Auth/RefreshToken?token=[REDACTED]". */
function redactRequestLine(line: string): string {
  return line.replace(/\S*\?\S*/g, (url) =>
    redactUrl(url.startsWith('/') ? url : `/api/${url}`).replace(/^\/api\//, url.startsWith('/') ? '/api/' : ''),
  );
}
import type { Clock } from '../../lib/clock';
import { LIMITS, type RateLimiter } from '../rate-limit';
import type { PublicRepository } from './public.repository';

/** spec 000 §2: the login page shows two news items. */
export const NEWS_ITEMS_SHOWN = 2;

export function createPublicService(repo: PublicRepository, limiter: RateLimiter, clock: Clock) {
  return {
    brand: (key?: string, host?: string) => repo.resolveBrand(key?.trim() || undefined, host?.trim().replace(/:\d+$/, '') || undefined),
    featuredProducts: (brandKey = 'default') => repo.featuredProducts(brandKey),
    news: () => repo.news(NEWS_ITEMS_SHOWN),

    /** What the login page at this path will ask first, for index.html to preload (issue 21):
     * its brand call, exactly as the web app words it (features/auth: key from the first path
     * segment, host name), and that brand's banner, the page's largest paint. Only for `/` and
     * `/{brand key}`: the other paths are the signed-in app's. Its other calls too (the news, the
     * brand's featured products): arriving with the brand, they fill the page in one paint instead
     * of pushing it about as each comes in. */
    async loginPreloads(pathname: string, hostname: string): Promise<{ brandCall: string; banner: string; calls: string[] } | null> {
      const segment = /^\/([^/]*)\/?$/.exec(pathname)?.[1]?.toLowerCase() || undefined;
      if (segment === undefined && pathname !== '/') return null;
      const brand = await repo.resolveBrand(segment, hostname.replace(/:\d+$/, '') || undefined);
      if (segment !== undefined && brand.matchedBy !== 'key') return null;
      const query = new URLSearchParams();
      if (segment !== undefined) query.append('key', segment);
      query.append('host', hostname);
      const calls = ['/api/Public/News'];
      if (brand.featuredProducts) calls.push(`/api/Public/FeaturedProducts?${new URLSearchParams({ brand: brand.key }).toString()}`);
      return { brandCall: `/api/Public/Brand?${query.toString()}`, banner: `/brands/${brand.bannerFolder}/banner.svg`, calls };
    },

    async logException(body: LogExceptionBody, client: { ip: string; userAgent?: string }): Promise<{ ok: true }> {
      await limiter.hit([[LIMITS.logExceptionAddress, client.ip]]);
      const b = logExceptionBodySchema.parse(body);
      await repo.insertClientError({
        createdAt: clock(),
        applicationName: b.applicationName,
        exception: b.exception,
        stackTrace: b.stackTrace,
        // The request line may carry a token or password in its query (spec 000 §7 puts some there).
        request: redactRequestLine(b.request),
        response: b.response,
        clientAddress: client.ip,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
      });
      return { ok: true };
    },
  };
}
export type PublicService = ReturnType<typeof createPublicService>;
