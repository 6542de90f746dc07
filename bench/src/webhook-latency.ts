// The webhook probe of `npm run bench:load` (issue 19): "the latency from a committed reading to its
// webhook delivery (p95, under 2 s during npm run bench:load)", and webhook deliveries per second
// from the queue to a loopback receiver. A real HTTP receiver in the bench process; the server runs
// with WEBHOOK_ALLOW_PRIVATE=true so it may post there, as an in-house receiver would be reached.
//
// Latency: the company subscribes to tank.zone_changed; during the load the probe sends readings
// for tanks of its own (not the load's devices), each reading moving its tank to the other end
// (5% of its height, then 90%), so each committed reading makes one zone change, written as a
// delivery by the database trigger in the reading's own transaction and posted from the durable
// queue. Timed from the reading's send (before its commit) and from its answer (after the commit)
// to the delivery's arrival, verified against its signature.
//
// Throughput, after the load: `count` deliveries committed at once (the trigger's own insert, in
// one transaction with its notice), timed from that COMMIT to the last one received.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { newDeviceKey } from '../../server/src/modules/ingest/ingest.service';
import { paced } from './support';

export interface WebhookProbe {
  /** The subscription, the probe tanks and their keys (through the API and SQL). */
  setup(o: { base: string; token: string; pool: pg.Pool; companyUid: number; tanks: number }): Promise<void>;
  /** Sends `perSecond` zone-moving readings a second until stop(). */
  run(perSecond: number): void;
  /** Stops sending, waits (up to 30 s) for the deliveries still due, and answers the latencies (ms). */
  stop(): Promise<{ fromSend: number[]; fromAnswer: number[]; sent: number; missing: number; badSignatures: number }>;
  /** Commits `count` deliveries at once and answers how many a second reached the receiver. */
  throughput(count: number): Promise<{ count: number; seconds: number; perSecond: number; received: number }>;
  close(): Promise<void>;
}

interface Tank {
  assetUid: number;
  deviceUid: number;
  key: string;
  height: number;
  high: boolean;
  /** Milliseconds of its last reading's time (each reading is later than the last). */
  at: number;
}

export async function startWebhookProbe(): Promise<WebhookProbe> {
  let secret = '';
  let badSignatures = 0;
  /** Per tank: the reading on its way and when it was sent and answered. */
  const waiting = new Map<number, { sent: number; answered?: number }>();
  const fromSend: number[] = [];
  const fromAnswer: number[] = [];
  let bulkWanted = 0;
  let bulkReceived = 0;
  let bulkDone: (() => void) | null = null;
  let bulkLast = 0;

  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = performance.now();
      res.end();
      const body = Buffer.concat(chunks).toString('utf8');
      const expected = createHmac('sha256', secret)
        .update(`${String(req.headers['x-ullage-timestamp'])}.${body}`)
        .digest('hex');
      if (`sha256=${expected}` !== req.headers['x-ullage-signature']) badSignatures++;
      const payload = JSON.parse(body) as { event: string; data: { assetUid?: number; bench?: boolean } };
      if (payload.data.bench) {
        bulkReceived++;
        bulkLast = at;
        if (bulkReceived >= bulkWanted) bulkDone?.();
        return;
      }
      if (payload.event !== 'tank.zone_changed' || payload.data.assetUid === undefined) return;
      const w = waiting.get(payload.data.assetUid);
      if (!w) return;
      waiting.delete(payload.data.assetUid);
      fromSend.push(at - w.sent);
      if (w.answered !== undefined) fromAnswer.push(Math.max(0, at - w.answered));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ullage`;

  let base = '';
  let pool: pg.Pool | undefined;
  let subscriptionId = 0;
  let tanks: Tank[] = [];
  let firing: ReturnType<typeof paced> | undefined;
  let sent = 0;
  let missing = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

  /** One reading moving `t` to its other end; resolves with its answer. */
  function send(t: Tank): Promise<void> {
    t.high = !t.high;
    t.at = Math.max(t.at + 1000, Date.now() - 1000);
    const body = JSON.stringify({
      readingDate: new Date(t.at).toISOString(),
      batteryStrength: 80,
      readings: [{ port: 1, reading: Math.round(t.height * (t.high ? 0.9 : 0.05) * 10) / 10, readingDate: new Date(t.at).toISOString() }],
    });
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${base}/api/Ingest/DeviceUpdate`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-device-key': t.key },
        },
        (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`DeviceUpdate ${res.statusCode}`))));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  return {
    async setup(o) {
      base = o.base;
      pool = o.pool;
      // A kept world holds the subscriptions of earlier runs, posting to receivers long gone: their
      // failing deliveries and retries would share the workers with this run's.
      await o.pool.query(`delete from webhook_subscription where label = 'Bench receiver'`);
      const res = await fetch(`${base}/api/Webhook/ToFolder/${o.companyUid}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${o.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ label: 'Bench receiver', url, events: ['tank.zone_changed'] }),
      });
      if (!res.ok) throw new Error(`Webhook/ToFolder: ${res.status} ${await res.text()}`);
      const made = (await res.json()) as { webhook: { id: number }; secret: string };
      secret = made.secret;
      subscriptionId = made.webhook.id;
      // Cellular monitors of the company with a tank on port 1, the lowest uids (the load's devices
      // are the highest).
      const { rows } = await o.pool.query<{ asset: string; device: string; height: number; t: Date | null }>(
        `select c.entity_uid as asset, d.uid as device, (c.data -> 'tank' ->> 'height')::float as height,
                (select max(sd.reading_time) from sensor_data sd where sd.sensor_uid = s.uid) as t
           from device d
           join sensor s on s.device_uid = d.uid and s.port = 1
           join entity_config c on c.sensor_uid = s.uid and c.type_id = 2
          where d.model_id = 22 and d.parent_device_uid is null and d.creator_company_uid = $1
            and (c.data -> 'tank' ->> 'height')::float > 10
          order by d.uid limit $2`,
        [o.companyUid, o.tanks],
      );
      tanks = rows.map((r) => {
        const { key, hash } = newDeviceKey(Number(r.device));
        return {
          assetUid: Number(r.asset),
          deviceUid: Number(r.device),
          key,
          height: r.height,
          high: false,
          at: r.t?.getTime() ?? 0,
          hash,
        };
      }) as (Tank & { hash: string })[];
      await o.pool.query('update device set key_hash = x.h from unnest($1::bigint[], $2::text[]) as x(uid, h) where device.uid = x.uid', [
        tanks.map((t) => t.deviceUid),
        (tanks as (Tank & { hash: string })[]).map((t) => t.hash),
      ]);
      // Each tank to its high end first, so each probe reading after this moves it.
      for (let i = 0; i < tanks.length; i += 20) await Promise.all(tanks.slice(i, i + 20).map((t) => send(t)));
      await new Promise((r) => setTimeout(r, 3000));
      waiting.clear();
    },
    run(perSecond) {
      firing = paced(perSecond, 'webhook probe', async (n) => {
        const t = tanks[n % tanks.length]!;
        if (waiting.has(t.assetUid)) missing++;
        const w: { sent: number; answered?: number } = { sent: performance.now() };
        waiting.set(t.assetUid, w);
        sent++;
        await send(t);
        w.answered = performance.now();
      });
    },
    async stop() {
      await firing?.stop(() => waiting.size);
      return { fromSend, fromAnswer, sent, missing: missing + waiting.size, badSignatures };
    },
    async throughput(count) {
      bulkWanted = count;
      bulkReceived = 0;
      const done = new Promise<void>((resolve) => (bulkDone = resolve));
      const client = await pool!.connect();
      let t0 = 0;
      try {
        await client.query('begin');
        // As webhook_enqueue.sql writes them: unqueued, with the dispatcher's notice at commit.
        await client.query(
          `insert into webhook_delivery (subscription_id, event, payload, queued)
           select $1, 'tank.zone_changed', jsonb_build_object('bench', true, 'n', n), false from generate_series(1, $2) n`,
          [subscriptionId, count],
        );
        await client.query(`select pg_notify('ullage_jobs', 'webhook-dispatch')`);
        t0 = performance.now();
        await client.query('commit');
      } finally {
        client.release();
      }
      await Promise.race([done, new Promise((r) => setTimeout(r, 300_000))]);
      const seconds = (bulkLast - t0) / 1000;
      return { count, seconds, perSecond: bulkReceived / seconds, received: bulkReceived };
    },
    async close() {
      agent.destroy();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    },
  };
}
