// `npm run bench:load`: the real server (its own process) on the bench world, for a set time:
// 1,000 readings a second ingested (HTTP batch calls from simulated cellular monitors, 10 readings
// an update) while 50 connections (autocannon) read reports, the folder summary, the tree and
// search. Each connection is one person at the portal: a request a second (autocannon's
// `connectionRate`, its smallest), the next sent when the last has answered. Counts errors and
// p95 per call kind and samples the server's RSS (docs/decisions/044-load-test.md). A live stream
// (GET /api/Live/Stream, as a signed-in browser holds one) times each update from its send to the
// change event naming its device (issue 17: a committed reading to the browser in under 1 s).
//
//   npm run bench:load                                  60 s on the 100,000-tank world
//   npm run bench:load -- --seconds 120 --tanks 1000000 --rate 2000 --connections 50
//   npm run bench:load -- --connection-rate 0           unpaced: every connection as fast as it
//                                                       can (saturation, not people)
import http from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { AssetStatus } from '@ullage/domain/tanks/asset-status';
import { createDatabase } from '../../server/src/db/client';
import { newDeviceKey } from '../../server/src/modules/ingest/ingest.service';
import { startAlertProbe } from './alert-latency';
import { startWebhookProbe } from './webhook-latency';
import { openLiveStream } from './live-client';
import { freePort, machine, rewriteBenchmarks, root, rssMb, signIn, startServer, stopServer, summary } from './support';
import { BENCH_ADMIN, BENCH_PASSWORD, ensureWorld, type WorldInfo } from './world/build';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    tanks: { type: 'string', default: '100000' },
    /** Readings a second. */
    rate: { type: 'string', default: '1000' },
    connections: { type: 'string', default: '50' },
    /** Requests a second per connection; 0: unpaced. */
    'connection-rate': { type: 'string', default: '1' },
    /** Alert events a second committed during the load (each emailed through SMTP). */
    alerts: { type: 'string', default: '2' },
    /** Zone-moving readings a second whose webhook deliveries are timed (webhook-latency.ts). */
    webhooks: { type: 'string', default: '5' },
    /** Deliveries committed at once after the load, for deliveries per second (0: none). */
    'webhook-burst': { type: 'string', default: '2000' },
  },
});
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const CONNECTIONS = Number(args.connections);
const CONNECTION_RATE = Number(args['connection-rate']);
const PER_UPDATE = 10;
const ALERTS_PER_SECOND = Number(args.alerts);
const WEBHOOKS_PER_SECOND = Number(args.webhooks);
const WEBHOOK_BURST = Number(args['webhook-burst']);

interface Kind {
  name: string;
  latencies: number[];
  errors: number;
  calls: number;
}

/** The read mix: the tree (the yard, the region, districts), search terms, and reports. */
async function readRequests(base: string, token: string, world: WorldInfo) {
  // As a browser asks: compressed answers (brotli or gzip) where the server gives them (ADR 059).
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const get = async (u: string) => {
    const res = await fetch(`${base}${u}`, { headers });
    if (!res.ok) throw new Error(`${u}: ${res.status}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const region = (await get(`/api/Navigation/Node/${world.regionUid}/Children?typeId=2&limit=50`)) as { items: { uid: number }[] };
  const districts = region.items.map((i) => i.uid).slice(0, 10);
  const tree = [
    `/api/Navigation/Node/${world.yardUid}`,
    `/api/Navigation/Node/${world.yardUid}/Children?typeId=10&limit=500`,
    `/api/Navigation/Node/${world.regionUid}`,
    ...districts.map((d) => `/api/Navigation/Node/${d}`),
    ...districts.map((d) => `/api/Navigation/Node/${d}/Children?typeId=2&limit=500`),
  ];
  const search = ['Yard tank 0420', 'Residence', world.historySerial, 'Kowalski', 'Farm', 'Main St', 'Dairy', 'CM300U1000'].map(
    (t) => `/api/Navigation/Search?term=${encodeURIComponent(t)}`,
  );
  // Report pages as the grid asks for them (first block and a later one, sorted and filtered) over
  // the region's 100,000 tanks, a district, and the device report.
  const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));
  const byPercent = q([{ colId: 'percentFull', sort: 'desc' }]);
  const byDaysLeft = q([{ colId: 'daysLeft', sort: 'asc' }]);
  const delivery = q({ status: { filterType: 'set', values: [AssetStatus.Delivery] } });
  const ok = q({ status: { filterType: 'set', values: [AssetStatus.OK] } });
  const reports = [
    `/api/EntityReport/AssetData?folderUid=${world.regionUid}&startRow=0&endRow=100&sorting=${byPercent}&filters=${ok}`,
    `/api/EntityReport/AssetData?folderUid=${world.regionUid}&startRow=0&endRow=100&sorting=${byPercent}&filters=${delivery}`,
    `/api/EntityReport/AssetData?folderUid=${world.regionUid}&startRow=100&endRow=200&sorting=${byDaysLeft}`,
    ...districts.slice(0, 3).map((d) => `/api/EntityReport/AssetData?folderUid=${d}&startRow=0&endRow=100&sorting=${byPercent}`),
    `/api/EntityReport/DeviceData?folderUid=${world.regionUid}&startRow=0&endRow=100`,
  ];
  const summary = [`/api/Folder/${world.regionUid}/Summary`, ...districts.slice(0, 3).map((d) => `/api/Folder/${d}/Summary`)];
  for (const u of [...reports, ...summary]) await get(u);
  return { headers, kinds: { reports, summary, tree, search } as Record<string, string[]> };
}

function cannon(
  base: string,
  headers: Record<string, string>,
  paths: string[],
  connections: number,
  kind: Kind,
  seconds = SECONDS,
): Promise<unknown> {
  let done: (v: unknown) => void = () => undefined;
  const finished = new Promise((resolve) => (done = resolve));
  const instance = autocannon(
    {
      url: base,
      connections,
      duration: seconds,
      headers,
      requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
      ...(CONNECTION_RATE > 0 ? { connectionRate: CONNECTION_RATE } : {}),
    },
    (err, result) => done(err ?? result),
  );
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    kind.calls++;
    kind.latencies.push(ms);
    if (status !== 200) kind.errors++;
  });
  instance.on('reqError', () => {
    kind.errors++;
  });
  return finished;
}

async function main() {
  const world = await ensureWorld({ tanks: Number(args.tanks) });
  const db = createDatabase(world.url, 4);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The server's SMTP is the bench's own receiver, which times each alert email (alert-latency.ts).
  const probe = await startAlertProbe(world.url);
  // Webhooks post to the bench's receiver on loopback (webhook-latency.ts), as to an in-house one.
  const hooks = await startWebhookProbe();
  const server = await startServer({
    databaseUrl: world.url,
    port,
    stdio: 'inherit',
    env: { SMTP_URL: probe.smtpUrl, WEBHOOK_ALLOW_PRIVATE: 'true' },
  });
  const pid = server.pid as number;
  try {
    const before = await machine(db.pool);
    // Devices: cellular monitors of the bench company, with fresh keys; one update in flight each.
    const { rows } = await db.pool.query<{ uid: string }>(
      `select d.uid from device d where d.model_id = 22 and d.parent_device_uid is null and d.creator_company_uid = $1 order by d.uid desc limit 5000`,
      [world.companyUid],
    );
    const devices = rows.map((r) => ({ uid: Number(r.uid), ...newDeviceKey(Number(r.uid)) }));
    await db.pool.query('update device set key_hash = x.h from unnest($1::bigint[], $2::text[]) as x(uid, h) where device.uid = x.uid', [
      devices.map((d) => d.uid),
      devices.map((d) => d.hash),
    ]);
    const latest = (await db.pool.query<{ t: Date }>('select max(reading_time) as t from sensor_data')).rows[0]?.t;
    let clock = Math.max(Date.now() - 3_600_000, (latest?.getTime() ?? 0) + 1000);
    const { access } = await signIn(base, BENCH_ADMIN, BENCH_PASSWORD);
    const { headers, kinds } = await readRequests(base, access, world);
    await probe.setup({ base, token: access, pool: db.pool, companyUid: world.companyUid, tanks: 500 });
    if (WEBHOOKS_PER_SECOND > 0) await hooks.setup({ base, token: access, pool: db.pool, companyUid: world.companyUid, tanks: 200 });
    const names = Object.keys(kinds);
    const stats: Record<string, Kind> = Object.fromEntries(
      [...names, 'ingest'].map((n) => [n, { name: n, latencies: [], errors: 0, calls: 0 }]),
    );

    console.log(
      `load: ${SECONDS} s, ${RATE.toLocaleString('en-US')} readings/s ingested (${PER_UPDATE} an update) while ${CONNECTIONS} connections read ${names.join(', ')} (${CONNECTION_RATE > 0 ? `${CONNECTION_RATE}/s each` : 'unpaced'}); server pid ${pid}`,
    );
    const rss: number[] = [];
    const sampler = setInterval(() => {
      const mb = rssMb(pid);
      if (mb !== null) rss.push(mb);
    }, 500);

    // The live stream of a browser signed in as the bench administrator (the whole company in
    // scope): each update's device, from the update's send (before its commit) to the first change
    // event naming that device, and from its answer (after the commit) to that event.
    const live = { fromSend: [] as number[], fromAnswer: [] as number[], missed: 0 };
    const waiting = new Map<number, { sent: number; answered?: number }>();
    const liveAgent = new http.Agent({ keepAlive: false });
    const stream = openLiveStream(base, access, liveAgent, (e) => {
      if (e.event !== 'change') return;
      const change = JSON.parse(e.data) as { kind: string; uids: number[] };
      if (change.kind !== 'device') return;
      for (const uid of change.uids) {
        const w = waiting.get(uid);
        if (!w) continue;
        waiting.delete(uid);
        live.fromSend.push(e.at - w.sent);
        if (w.answered !== undefined) live.fromAnswer.push(Math.max(0, e.at - w.answered));
      }
    });
    await stream.opened;

    // Ingestion: every 100 ms a tenth of a second's updates, each to the next idle device.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const ingest = stats.ingest as Kind;
    let accepted = 0;
    let cursor = 0;
    const busy = new Set<number>();
    const post = (d: (typeof devices)[number]) => {
      // A millisecond apart: the offered rate moves the readings' clock at about real time (a
      // reading more than 10 minutes ahead of the server's clock is refused).
      const times = Array.from({ length: PER_UPDATE }, () => (clock += Math.max(1, Math.floor(1000 / RATE))));
      const body = JSON.stringify({
        readingDate: new Date(times.at(-1) as number).toISOString(),
        batteryStrength: 80,
        readings: times.map((t, k) => ({ port: 1 + (k % 2), reading: 20 + (k % 5), readingDate: new Date(t).toISOString() })),
      });
      const t0 = performance.now();
      busy.add(d.uid);
      if (waiting.has(d.uid)) live.missed++;
      waiting.set(d.uid, { sent: t0 });
      const req = http.request(
        `${base}/api/Ingest/DeviceUpdate`,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-device-key': d.key },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            busy.delete(d.uid);
            ingest.calls++;
            ingest.latencies.push(performance.now() - t0);
            if (res.statusCode !== 200) ingest.errors++;
            else accepted += (JSON.parse(Buffer.concat(chunks).toString()) as { accepted: number }).accepted;
            const w = waiting.get(d.uid);
            if (w && res.statusCode === 200) w.answered = performance.now();
            else waiting.delete(d.uid);
          });
        },
      );
      req.on('error', () => {
        busy.delete(d.uid);
        ingest.errors++;
      });
      req.end(body);
    };
    const perTick = RATE / PER_UPDATE / 10;
    let owed = 0;
    const ticker = setInterval(() => {
      owed += perTick;
      for (; owed >= 1; owed--) {
        let d = devices[cursor++ % devices.length];
        for (let tries = 0; d && busy.has(d.uid) && tries < devices.length; tries++) d = devices[cursor++ % devices.length];
        if (d) post(d);
      }
    }, 100);
    if (ALERTS_PER_SECOND > 0) probe.run(ALERTS_PER_SECOND);
    if (WEBHOOKS_PER_SECOND > 0) hooks.run(WEBHOOKS_PER_SECOND);

    // Who does what: most people are in the reports; the rest browse the tree, search, or look at
    // a summary (of 50: 20, 5, 15, 10).
    const share: Record<string, number> = { reports: 0.4, summary: 0.1, tree: 0.3, search: 0.2 };
    const counts = names.map((n) => Math.max(1, Math.round(CONNECTIONS * (share[n] ?? 1 / names.length))));
    counts[0] = Math.max(1, (counts[0] as number) + CONNECTIONS - counts.reduce((a, b) => a + b, 0));
    // Paced, each connection is its own autocannon instance started 1/50 s after the last (with
    // its request list turned to start elsewhere): autocannon's rate is per second from the
    // connection's start, so connections started together all fire in the same instant of every
    // second, 50 requests at once, which no 50 people do (ADR 044). Unpaced, one instance a kind.
    const runs: Promise<unknown>[] = [];
    if (CONNECTION_RATE > 0) {
      const people = names.flatMap((n, i) => Array.from({ length: counts[i] as number }, (_, k) => ({ n, k })));
      const gap = 1000 / CONNECTION_RATE / people.length;
      for (const [j, { n, k }] of people.entries()) {
        const paths = kinds[n] as string[];
        const turned = [...paths.slice(k % paths.length), ...paths.slice(0, k % paths.length)];
        runs.push(
          new Promise((r) => setTimeout(r, j * gap)).then(() =>
            cannon(base, headers, turned, 1, stats[n] as Kind, SECONDS - Math.ceil((j * gap) / 1000)),
          ),
        );
      }
    } else {
      runs.push(...names.map((n, i) => cannon(base, headers, kinds[n] as string[], counts[i] as number, stats[n] as Kind)));
    }
    await Promise.all(runs);
    clearInterval(ticker);
    const alerts = await probe.stop();
    const alertLatency = summary(alerts.latencies);
    const webhooks = await hooks.stop();
    const webhookFromSend = summary(webhooks.fromSend);
    const webhookFromAnswer = summary(webhooks.fromAnswer);
    const loadAtBurst = (await machine(db.pool)).loadavg;
    const burst = WEBHOOK_BURST > 0 ? await hooks.throughput(WEBHOOK_BURST) : null;
    while (busy.size > 0) await new Promise((r) => setTimeout(r, 50));
    // The last updates' events: a second more, then what never came is missed.
    await new Promise((r) => setTimeout(r, 1000));
    live.missed += waiting.size;
    stream.close();
    const liveFromSend = summary(live.fromSend);
    const liveFromAnswer = summary(live.fromAnswer);
    clearInterval(sampler);
    agent.destroy();
    const after = await machine(db.pool);

    const rows2 = Object.values(stats).map((k) => ({
      kind: k.name,
      calls: k.calls,
      perSecond: Math.round(k.calls / SECONDS),
      errors: k.errors,
      ...summary(k.latencies),
    }));
    const rssSummary = summary(rss);
    const totalErrors = rows2.reduce((n, r) => n + r.errors, 0);
    console.log('\n| call kind | calls | per second | errors | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|---|---|');
    for (const r of rows2)
      console.log(
        `| ${r.kind} | ${r.calls.toLocaleString('en-US')} | ${r.perSecond.toLocaleString('en-US')} | ${r.errors} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`,
      );
    console.log(
      `\nreadings stored: ${accepted.toLocaleString('en-US')} (${Math.round(accepted / SECONDS).toLocaleString('en-US')}/s); server RSS ${rss[0]} MB at start, p95 ${rssSummary.p95} MB, max ${rssSummary.max} MB; errors ${totalErrors}; load ${before.loadavg.join(' ')} -> ${after.loadavg.join(' ')}`,
    );
    const result = {
      at: new Date().toISOString(),
      seconds: SECONDS,
      tanks: world.tanks,
      rate: RATE,
      connections: CONNECTIONS,
      machine: { ...before, loadavgAfter: after.loadavg },
      kinds: rows2,
      readingsStored: accepted,
      rssMb: { start: rss[0], p95: rssSummary.p95, max: rssSummary.max },
      errors: totalErrors,
      liveUpdates: { events: live.fromSend.length, missed: live.missed, fromSend: liveFromSend, fromAnswer: liveFromAnswer },
      webhooks: {
        perSecond: WEBHOOKS_PER_SECOND,
        sent: webhooks.sent,
        received: webhooks.fromSend.length,
        missing: webhooks.missing,
        badSignatures: webhooks.badSignatures,
        fromSend: webhookFromSend,
        fromAnswer: webhookFromAnswer,
        burst,
        loadAtBurst,
      },
      alertEmails: {
        perSecond: ALERTS_PER_SECOND,
        fired: alerts.fired,
        received: alerts.latencies.length,
        missing: alerts.missing,
        ...alertLatency,
      },
    };
    await mkdir(path.join(root, 'bench/results'), { recursive: true });
    await writeFile(
      path.join(root, 'bench/results', `load-${result.at.replace(/[:.]/g, '-')}.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log(
      `alert emails: ${alerts.fired} events committed (${ALERTS_PER_SECOND}/s), ${alerts.latencies.length} emails received by SMTP, ${alerts.missing} missing; commit -> SMTP p50 ${alertLatency.p50.toFixed(0)} ms, p95 ${alertLatency.p95.toFixed(0)} ms, max ${alertLatency.max.toFixed(0)} ms`,
    );
    console.log(
      `live stream: ${live.fromSend.length} updates seen, ${live.missed} missed; send -> event p50 ${liveFromSend.p50.toFixed(0)} ms, p95 ${liveFromSend.p95.toFixed(0)} ms, max ${liveFromSend.max.toFixed(0)} ms; answer -> event p95 ${liveFromAnswer.p95.toFixed(0)} ms`,
    );
    await rewriteBenchmarks('bench:load-live', '### Live updates during the load test: `npm run bench:load` (issue 17)', [
      `Run of ${result.at.slice(0, 16).replace('T', ' ')} UTC, during the load test above: one live stream (GET /api/Live/Stream, the bench administrator's, the whole company in scope) read as the browser reads it, each ingestion update timed from its send (before its commit) to the first \`change\` event naming its device, and from its answer (after the commit) to that event. The browser then refetches what shows the device (the report page's p95 is in the table above).`,
      '',
      '| updates seen | missed | send to event p50 | p95 | max | answer to event p50 | p95 |',
      '|---|---|---|---|---|---|---|',
      `| ${live.fromSend.length.toLocaleString('en-US')} | ${live.missed} | ${liveFromSend.p50.toFixed(0)} ms | ${liveFromSend.p95.toFixed(0)} ms | ${liveFromSend.max.toFixed(0)} ms | ${liveFromAnswer.p50.toFixed(0)} ms | ${liveFromAnswer.p95.toFixed(0)} ms |`,
      '',
      `Goal: a committed reading to the browser's update, p95 under 1 s: ${liveFromSend.p95 < 1000 && live.missed === 0 ? 'met' : '**not met**'} (to the stream; the refetch after it is a report call).`,
    ]);
    if (WEBHOOKS_PER_SECOND > 0) {
      console.log(
        `webhooks: ${webhooks.sent} zone-moving readings (${WEBHOOKS_PER_SECOND}/s), ${webhooks.fromSend.length} deliveries received, ${webhooks.missing} missing, ${webhooks.badSignatures} bad signatures; send -> delivery p50 ${webhookFromSend.p50.toFixed(0)} ms, p95 ${webhookFromSend.p95.toFixed(0)} ms, max ${webhookFromSend.max.toFixed(0)} ms; answer -> delivery p95 ${webhookFromAnswer.p95.toFixed(0)} ms${burst ? `; burst of ${burst.count}: ${burst.received} in ${burst.seconds.toFixed(1)} s, ${burst.perSecond.toFixed(0)}/s` : ''}`,
      );
      await rewriteBenchmarks('bench:load-webhooks', '### Webhooks during the load test: `npm run bench:load` (issue 19)', [
        `Run of ${result.at.slice(0, 16).replace('T', ' ')} UTC, during the load test (${world.tanks.toLocaleString('en-US')}-tank world, ${RATE.toLocaleString('en-US')} readings/s, ${CONNECTIONS} connections). The company subscribes a receiver on loopback (the bench's own HTTP server; \`WEBHOOK_ALLOW_PRIVATE=true\`) to \`tank.zone_changed\`; ${WEBHOOKS_PER_SECOND} readings a second move 200 tanks of their own between 5% and 90% of their height, so each committed reading changes its tank's zone: the database trigger writes the delivery in the reading's transaction, the dispatcher queues it on pg-boss, a worker signs and posts it. Time from the reading's send (before its COMMIT) and from its answer (after it) to the delivery at the receiver (every signature checked):`,
        '',
        '| readings | deliveries | missing | bad signatures | send to delivery p50 | p95 | max | answer to delivery p95 |',
        '|---|---|---|---|---|---|---|---|',
        `| ${webhooks.sent} | ${webhooks.fromSend.length} | ${webhooks.missing} | ${webhooks.badSignatures} | ${webhookFromSend.p50.toFixed(0)} ms | ${webhookFromSend.p95.toFixed(0)} ms | ${webhookFromSend.max.toFixed(0)} ms | ${webhookFromAnswer.p95.toFixed(0)} ms |`,
        '',
        `Goal p95 under 2 s: ${webhookFromSend.p95 < 2000 && webhooks.missing === 0 ? 'met' : '**not met**'}.${
          burst
            ? ` Deliveries per second, after the load: ${burst.count.toLocaleString('en-US')} deliveries committed in one transaction (as the trigger writes them) reached the receiver in ${burst.seconds.toFixed(1)} s, **${burst.perSecond.toFixed(0)} deliveries/s** (${burst.received.toLocaleString('en-US')} received; 2 workers per instance, each posting up to 20 at once; load average ${loadAtBurst.join(' / ')} when it began).`
            : ''
        } Server, bench and other work share the machine's ${before.cpus} cores (load average ${before.loadavg.join(' / ')} before the run, ${after.loadavg.join(' / ')} after): the latencies are an upper bound and the rate a lower one.`,
      ]);
    }
    await rewriteBenchmarks('bench:load-alerts', '### Alert emails during the load test: `npm run bench:load` (issue 15)', [
      `Run of ${result.at.slice(0, 16).replace('T', ' ')} UTC, during the load test above (${world.tanks.toLocaleString('en-US')}-tank world, ${RATE.toLocaleString('en-US')} readings/s, ${CONNECTIONS} connections): ${ALERTS_PER_SECOND} alert events a second committed, each in one transaction with its delivery job (as the ingestion processor commits the events a reading raises), on 500 tanks for a contact group of one email address; the server sends through SMTP to the bench's own receiver (smtp-server). Time from just before COMMIT to the email's last byte at the SMTP server:`,
      '',
      '| events | emails received | missing | p50 | p95 | max |',
      '|---|---|---|---|---|---|',
      `| ${alerts.fired} | ${alerts.latencies.length} | ${alerts.missing} | ${alertLatency.p50.toFixed(0)} ms | ${alertLatency.p95.toFixed(0)} ms | ${alertLatency.max.toFixed(0)} ms |`,
      '',
      `Goal p95 under 2 s: ${alertLatency.p95 < 2000 && alerts.missing === 0 ? 'met' : '**not met**'}.`,
    ]);
    const reportRow = rows2.find((r) => r.kind === 'reports');
    await rewriteBenchmarks('bench:load', '## Load test: `npm run bench:load` (issue 7)', [
      `Run of ${result.at.slice(0, 16).replace('T', ' ')} UTC, ${SECONDS} s on the ${world.tanks.toLocaleString('en-US')}-tank world: ${RATE.toLocaleString('en-US')} readings/s offered (HTTP batch calls, ${PER_UPDATE} readings an update) while ${CONNECTIONS} connections (autocannon: ${names.map((n, i) => `${counts[i]} ${n}`).join(', ')}) read (asking for compressed answers: \`Accept-Encoding: gzip, deflate, br\`), ${CONNECTION_RATE > 0 ? `each paced at ${CONNECTION_RATE} request${CONNECTION_RATE === 1 ? '' : 's'} a second (a person at the portal)` : 'unpaced (each as fast as it can)'}. Server and client on the same ${before.cpus} cores; load average ${before.loadavg.join(' / ')} before, ${after.loadavg.join(' / ')} after.`,
      '',
      '| call kind | calls | per second | errors | p50 | p95 | max |',
      '|---|---|---|---|---|---|---|',
      ...rows2.map(
        (r) =>
          `| ${r.kind} | ${r.calls.toLocaleString('en-US')} | ${r.perSecond.toLocaleString('en-US')} | ${r.errors} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.max.toFixed(1)} ms |`,
      ),
      '',
      `Readings stored: ${accepted.toLocaleString('en-US')} (${Math.round(accepted / SECONDS).toLocaleString('en-US')}/s). Server RSS: ${rss[0]} MB at the start, p95 ${rssSummary.p95} MB, max ${rssSummary.max} MB (goal under 512 MB: ${rssSummary.max < 512 ? 'met' : '**not met**'}). Errors: ${totalErrors} (goal zero: ${totalErrors === 0 ? 'met' : '**not met**'}). Report p95 under 100 ms: ${reportRow ? (reportRow.p95 < 100 ? 'met' : '**not met**') : 'not measured (the report calls of issue 6 are not on this branch)'}.`,
    ]);
  } finally {
    await stopServer(server);
    await hooks.close();
    await db.pool.end();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
