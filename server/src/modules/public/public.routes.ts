// spec 000 §7 "Public (no login)"; paths are ours in the spec's style (spec 001 §7 gives
// Public/Log/Exception).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema, okResponseSchema } from '@ullage/domain/people/auth-api';
import {
  featuredProductSchema,
  featuredProductsQuerySchema,
  logExceptionBodySchema,
  newsItemSchema,
  publicBrandQuerySchema,
  publicBrandSchema,
} from '@ullage/domain/api/public';
import type { PublicService } from './public.service';

export function publicRoutes(app: FastifyInstance, pub: PublicService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Public'];

  r.get(
    '/api/Public/Brand',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "The login page's branding: by key (first path segment), else host, else default",
        security: [],
        querystring: publicBrandQuerySchema,
        response: { 200: publicBrandSchema },
      },
    },
    (req) => pub.brand(req.query.key, req.query.host),
  );

  r.get(
    '/api/Public/FeaturedProducts',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "A brand's featured products (empty when the brand has none)",
        security: [],
        querystring: featuredProductsQuerySchema,
        response: { 200: z.array(featuredProductSchema) },
      },
    },
    (req) => pub.featuredProducts(req.query.brand),
  );

  r.get(
    '/api/Public/News',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'The news feed of the login page', security: [], response: { 200: z.array(newsItemSchema) } },
    },
    () => pub.news(),
  );

  r.post(
    '/api/Public/Log/Exception',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Report a client error (rate limited)',
        security: [],
        body: logExceptionBodySchema,
        response: { 200: okResponseSchema, 429: messageResponseSchema },
      },
    },
    (req) => pub.logException(req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );
}
