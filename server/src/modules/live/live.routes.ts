// GET /api/Live/Stream (issue 17, docs/decisions/080-live-updates.md): a server-sent events stream
// of the changes in the caller's folder scope. The access token comes in the Authorization header
// like every call's (the browser reads the stream with fetch, not EventSource), is checked at
// connect, and the stream ends when it expires; Last-Event-ID resumes from the replay buffer.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { LIVE_HEARTBEAT_SECONDS, LIVE_RETRY_MS, LIVE_STREAM_PATH, LiveEvent } from '@ullage/domain/live/api';
import { callerOf } from '../../plugins/auth';
import { ACCESS_TOKEN_SECONDS } from '../../lib/tokens';
import type { LiveHub } from './live-hub';

const streamHeadersSchema = z.object({
  'last-event-id': z.string().max(100).optional().describe('The id of the last event received, to resume after it'),
});

/** When the access token that opened the stream stops being valid (its exp, or its age limit). */
function tokenEnd(authorization: string | undefined): number {
  const { exp, iat } = decodeJwt((authorization ?? '').replace(/^Bearer\s+/, ''));
  return Math.min((exp ?? 0) * 1000, ((iat ?? 0) + ACCESS_TOKEN_SECONDS) * 1000);
}

const frame = (event: string, id: string, data: unknown) => `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function liveRoutes(app: FastifyInstance, hub: LiveHub): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    LIVE_STREAM_PATH,
    {
      config: { auth: 'signed-in' },
      // Each event must leave at once: a compressor would hold them back (ADR 059 skips
      // text/event-stream by type as well).
      compress: false,
      schema: {
        tags: ['Live'],
        summary:
          "Server-sent events: the changes of tanks, devices and alerts in the caller's folder scope, until the access token expires",
        headers: streamHeadersSchema,
        response: {
          200: {
            description:
              'An event stream: change (kind and uids), resync (refetch), expired (reconnect with a fresh token); comments are heartbeats',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const endsAt = tokenEnd(req.headers.authorization);
      const out = new PassThrough();
      const write = (chunk: string) => {
        if (!out.writableEnded) out.write(chunk);
      };
      // The retry first: a browser that loses the stream waits this long before connecting again.
      write(`retry: ${LIVE_RETRY_MS}\n\n`);
      const sub = await hub.subscribe(
        {
          baseFolderUid: caller.baseFolderUid,
          send: (id, change) => write(frame(LiveEvent.Change, id, change)),
          resync: (id) => write(frame(LiveEvent.Resync, id, {})),
        },
        req.headers['last-event-id'],
      );
      write(frame(sub.resumed || !req.headers['last-event-id'] ? LiveEvent.Hello : LiveEvent.Resync, sub.id, {}));
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), LIVE_HEARTBEAT_SECONDS * 1000);
      const expiry = setTimeout(
        () => {
          write(frame(LiveEvent.Expired, sub.id, {}));
          out.end();
        },
        Math.max(0, endsAt - Date.now()),
      );
      const stop = () => {
        sub.unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expiry);
        if (!out.writableEnded) out.end();
      };
      req.raw.on('close', stop);
      out.on('close', stop);
      app.liveStreams.add(stop);
      out.on('close', () => app.liveStreams.delete(stop));
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        // nginx and similar proxies: pass each event on as it comes.
        .header('x-accel-buffering', 'no');
      // A stream, piped as it is written (the declared string type is the OpenAPI document's).
      return reply.send(out as unknown as string);
    },
  );
}
