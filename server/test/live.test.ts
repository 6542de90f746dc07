// Live updates (issue 17, docs/decisions/080-live-updates.md): the event stream of a signed-in
// caller hears what another instance committed, only inside the caller's folder scope, resumes
// after Last-Event-ID, and ends when its token expires.
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STREAM_PATH, type LiveChange } from '@ullage/domain/live/api';
import { TEST_JWT_SECRET } from './constants';
import { createTestContext, type TestContext } from './helpers';
import { COMPANIES, demoTank, minutesAgo } from './support';

let t: TestContext;
let base: string;
let other: Awaited<ReturnType<TestContext['anotherInstance']>>;

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  other = await t.anotherInstance();
});
afterAll(() => t.close());

interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/** An open stream, read event by event. */
async function open(token: string, lastEventId?: string) {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${base}${LIVE_STREAM_PATH}`, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  let ended = false;
  let wake: () => void = () => undefined;
  if (res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buf = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buf += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, end);
            buf = buf.slice(end + 2);
            const e: SseEvent = { event: 'message', data: '' };
            let has = false;
            for (const line of block.split('\n')) {
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id') e.id = value;
              else if (field === 'event') {
                e.event = value;
                has = true;
              } else if (field === 'data') e.data += value;
            }
            if (has) events.push(e);
            wake();
          }
        }
      } catch {
        // aborted
      }
      ended = true;
      wake();
    })();
  }
  return {
    res,
    events,
    get ended() {
      return ended;
    },
    changes: () => events.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data) as LiveChange),
    /** Waits until `test` holds for the events read so far (the test's own timeout bounds it). */
    async until(test: () => boolean) {
      while (!test()) {
        if (ended && !test()) throw new Error(`stream ended: ${JSON.stringify(events)}`);
        await new Promise<void>((r) => (wake = r));
      }
    },
    close: () => controller.abort(),
  };
}

const has = (changes: LiveChange[], kind: string, uid: number) => changes.some((c) => c.kind === kind && c.uids.includes(uid));

async function sendReading(key: string, minutes: number, inches: number) {
  const res = await other.inject({
    method: 'POST',
    url: '/api/Ingest/DeviceUpdate',
    headers: { 'x-device-key': key },
    payload: { readingDate: minutesAgo(minutes), batteryStrength: 80, signalStrength: -70, readings: [{ port: 1, reading: inches }] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/Live/Stream', () => {
  it('refuses a caller without a token', async () => {
    const res = await fetch(`${base}${LIVE_STREAM_PATH}`);
    expect(res.status).toBe(401);
  });

  it("pushes a reading committed on another instance to the streams of that tank's company only", async () => {
    const propane = await open(await t.login('demo-propane'));
    const lube = await open(await t.login('demo-lube'));
    expect(propane.res.status).toBe(200);
    expect(propane.res.headers.get('content-type')).toContain('text/event-stream');
    // Never compressed, whatever the client accepts: a compressor would hold the events back.
    expect(propane.res.headers.get('content-encoding')).toBeNull();
    await propane.until(() => propane.events.some((e) => e.event === 'hello'));
    await lube.until(() => lube.events.some((e) => e.event === 'hello'));

    const p = await demoTank(t, COMPANIES.propane);
    const l = await demoTank(t, COMPANIES.lube);
    await sendReading(p.key, 30, 17.5);
    await propane.until(() => has(propane.changes(), 'tank', p.assetUid) && has(propane.changes(), 'device', p.deviceUid));
    // Then the lube tank: once the lube stream has its own tank, it has had every earlier notice,
    // and the propane tank was never among them.
    await sendReading(l.key, 30, 12.25);
    await lube.until(() => has(lube.changes(), 'tank', l.assetUid));
    expect(has(lube.changes(), 'tank', p.assetUid)).toBe(false);
    expect(has(lube.changes(), 'device', p.deviceUid)).toBe(false);
    await propane.until(() => propane.events.length > 0);
    expect(has(propane.changes(), 'tank', l.assetUid)).toBe(false);
    propane.close();
    lube.close();
  });

  it('resumes after Last-Event-ID without a gap, and asks for a refetch when it cannot', async () => {
    const token = await t.login('demo-propane');
    const first = await open(token);
    await first.until(() => first.events.some((e) => e.event === 'hello'));
    const lastId = first.events.at(-1)?.id as string;
    first.close();
    // Committed while no stream was open.
    const p = await demoTank(t, COMPANIES.propane, 1);
    await sendReading(p.key, 20, 22.5);
    const again = await open(token, lastId);
    await again.until(() => has(again.changes(), 'tank', p.assetUid));
    expect(again.events.some((e) => e.event === 'resync')).toBe(false);
    again.close();

    // An id this instance never gave (another instance's, or from before a restart).
    const foreign = await open(token, 'deadbeef.12');
    await foreign.until(() => foreign.events.some((e) => e.event === 'resync'));
    foreign.close();
  });

  it('ends the stream when the access token expires', async () => {
    const { rows } = await t.database.pool.query<{ uid: number }>(`select uid from app_user where user_name = 'demo-propane'`);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(rows[0]?.uid))
      .setIssuedAt(now)
      .setExpirationTime(now + 2)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const s = await open(token);
    expect(s.res.status).toBe(200);
    await s.until(() => s.ended);
    expect(s.events.at(-1)?.event).toBe('expired');
  });
});
