// Token -> caller, and the authorization decision every route must declare (default deny).
// See docs/decisions/006-authorization.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEVICE_KEY_HEADER } from '@ullage/domain/devices/ingest-api';
import type { PermissionId } from '@ullage/domain/people/permissions';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import type { TokenService } from '../lib/tokens';
import type { Caller, CallerRepository } from '../modules/access';

/**
 * 'public': anyone; 'signed-in': any signed-in user (scope still checked by the service);
 * 'system-admin': roleRank 1 only (spec 000 §6); a permission id: signed-in users whose role holds it;
 * 'device': a device with its per-device key (the ingestion service verifies the key,
 * docs/decisions/026-ingestion.md).
 */
export type RouteAuth = 'public' | 'signed-in' | 'system-admin' | 'device' | PermissionId;

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** A public route that answers a signed-in caller more (the notifications and the caller's
     * active alerts): `req.caller` is set when a valid token comes, and stays null otherwise. */
    identify?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** Every route with its authorization decision, for the route-table test. */
    routeDecisions: { method: string; url: string; auth: RouteAuth }[];
  }
}

/** Routes registered by third-party plugins that serve public static content. */
const PUBLIC_PLUGIN_ROUTES = [/^\/api\/docs(\/|$)/, /^\/\*$/, /^\/$/];

export function registerAuth(app: FastifyInstance, deps: { tokens: TokenService; callers: CallerRepository }): void {
  app.decorateRequest('caller', null);
  app.decorate('routeDecisions', []);

  app.addHook('onRoute', (route) => {
    if (route.config?.auth === undefined) {
      if (!PUBLIC_PLUGIN_ROUTES.some((re) => re.test(route.url))) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no authorization (config.auth)`);
      }
      route.config = { ...route.config, auth: 'public' };
    }
    const auth = route.config.auth as RouteAuth;
    for (const method of [route.method].flat()) app.routeDecisions.push({ method, url: route.url, auth });
  });

  app.addHook('onRequest', async (req) => {
    const auth = req.routeOptions.config?.auth;
    if (auth === undefined || auth === 'public') {
      if (req.routeOptions.config?.identify) req.caller = await authenticate(req, deps);
      return;
    }
    if (auth === 'device') {
      if (!req.headers[DEVICE_KEY_HEADER]) throw new UnauthorizedError('Send the device key in the X-Device-Key header.');
      return;
    }
    const caller = await authenticate(req, deps);
    if (!caller) throw new UnauthorizedError();
    if (typeof auth === 'number' && !caller.permissions.has(auth)) throw new ForbiddenError();
    if (auth === 'system-admin' && !caller.isSystemAdmin) throw new ForbiddenError();
    req.caller = caller;
  });
}

async function authenticate(req: FastifyRequest, deps: { tokens: TokenService; callers: CallerRepository }): Promise<Caller | null> {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  const uid = await deps.tokens.verifyAccess(token);
  // Loaded per request, so disabling a user or folder takes effect at once and no instance
  // keeps session state (docs/decisions/006-authorization.md); so does revoking an API client
  // (docs/decisions/084-api-clients.md).
  if (uid !== null) return deps.callers.findActiveCaller(uid);
  const client = await deps.tokens.verifyClientAccess(token);
  return client ? deps.callers.findActiveClientCaller(client.clientId, client.generation) : null;
}

/** The caller of a route declared 'signed-in' or with a permission. */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw new UnauthorizedError();
  return req.caller;
}
