// `npm run bench:live-streams -w bench` (issue 17): what open live streams cost one instance. The
// real server (its own process) on the bench world; RSS once it has settled, then `--streams 1000`
// GET /api/Live/Stream opened (each as a browser tab holds one: the bench administrator's token,
// the whole company in scope) and every one answered with its hello, RSS again after a settle.
// Goal: 1,000 open streams under 200 MB more. Prints the figures (BENCHMARKS.md records them).
//
//   npm run bench:live-streams -w bench -- --streams 1000     (BENCH_TANKS: the world, 100,000)
import http from 'node:http';
import { parseArgs } from 'node:util';
import { openLiveStream, type LiveStream } from './live-client';
import { freePort, rssMb, signIn, startServer, stopServer } from './support';
import { BENCH_ADMIN, BENCH_PASSWORD, ensureWorld } from './world/build';

const { values: args } = parseArgs({ options: { streams: { type: 'string', default: '1000' } } });
const STREAMS = Number(args.streams);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** RSS in MB once three samples a second apart agree within 2 MB (or the last of 20). */
async function settledRss(pid: number): Promise<number> {
  let last: number[] = [];
  for (let i = 0; i < 20; i++) {
    last = [...last, rssMb(pid) ?? 0].slice(-3);
    if (last.length === 3 && Math.max(...last) - Math.min(...last) <= 2) break;
    await sleep(1000);
  }
  return last.at(-1) ?? 0;
}

const world = await ensureWorld({ tanks: Number(process.env.BENCH_TANKS ?? 100_000) });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer({ databaseUrl: world.url, port, stdio: 'ignore' });
const pid = server.pid as number;
const streams: LiveStream[] = [];
try {
  const { access } = await signIn(base, BENCH_ADMIN, BENCH_PASSWORD);
  // A first stream and a few calls, so that what every stream shares (the hub's LISTEN, the
  // route's code) is there before the baseline.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const warm = openLiveStream(base, access, agent);
  await warm.opened;
  streams.push(warm);
  const before = await settledRss(pid);
  const t0 = performance.now();
  for (let i = 1; i < STREAMS; i++) streams.push(openLiveStream(base, access, agent));
  const results = await Promise.allSettled(streams.map((s) => s.opened));
  const failed = results.filter((r) => r.status === 'rejected').length;
  const openMs = performance.now() - t0;
  const after = await settledRss(pid);
  const extra = after - before;
  console.log(`live streams: ${STREAMS - failed} of ${STREAMS} open (${failed} failed) in ${Math.round(openMs)} ms`);
  console.log(
    `  server RSS ${before} MB with 1 stream, ${after} MB with ${STREAMS}: ${extra} MB more (${Math.round((extra * 1024) / Math.max(1, STREAMS - 1))} KB a stream); goal under 200 MB more: ${extra < 200 && failed === 0 ? 'met' : 'NOT met'}`,
  );
} finally {
  for (const s of streams) s.close();
  await stopServer(server);
}
