// A reader of GET /api/Live/Stream (docs/decisions/080-live-updates.md) as the browser reads it: a
// plain GET with the access token in the Authorization header, the server-sent events parsed as
// they arrive. Shared by bench:live-streams (how much an open stream costs the server) and
// bench:load (how long a committed reading takes to reach a stream).
import http from 'node:http';
import { LIVE_STREAM_PATH } from '@ullage/domain/live/api';

export interface LiveEventFrame {
  event: string;
  data: string;
  /** performance.now() when the frame's last byte arrived. */
  at: number;
}

export interface LiveStream {
  /** Resolves with the first event (the server's hello). */
  opened: Promise<void>;
  close: () => void;
}

export function openLiveStream(base: string, token: string, agent: http.Agent, onEvent?: (e: LiveEventFrame) => void): LiveStream {
  let resolveOpened: () => void = () => undefined;
  let rejectOpened: (e: Error) => void = () => undefined;
  const opened = new Promise<void>((res, rej) => {
    resolveOpened = res;
    rejectOpened = rej;
  });
  let first = true;
  const req = http.get(
    `${base}${LIVE_STREAM_PATH}`,
    { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
    (res) => {
      if (res.statusCode !== 200) {
        rejectOpened(new Error(`live stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = '';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (!event) continue;
          if (first) {
            first = false;
            resolveOpened();
          }
          onEvent?.({ event, data, at });
        }
      });
    },
  );
  req.on('error', (e) => rejectOpened(e));
  return { opened, close: () => req.destroy() };
}
