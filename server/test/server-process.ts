// Real server processes (server/src/main.ts) for the tests that need one: the SIGKILL durability
// test and the two-instance test. Each answers /healthz before the test goes on.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from './constants';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the server on `databaseUrl` and `port`; `env` adds to or overrides the test settings.
 * Also the benchmarks' server (bench/src/support.ts): `nodeArgs` (e.g. --cpu-prof), `stdio`. */
export async function startServerProcess(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
  opts: { nodeArgs?: string[]; stdio?: 'ignore' | 'inherit'; timeoutMs?: number } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      SIMULATE: 'off',
      DEMO_HISTORY_DAYS: '0',
      LOG_LEVEL: 'warn',
      MQTT_URL: '',
      ...env,
    },
    stdio: ['ignore', opts.stdio ?? 'ignore', 'inherit'],
  });
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within ${(opts.timeoutMs ?? 60_000) / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops a server process with `signal` and waits until it has exited. */
export async function stopServerProcess(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/** The local TCP ports of a process's open sockets (Linux /proc): which of two processes holds
 * a given database connection. */
export function localPortsOf(pid: number): Set<number> {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m?.[1]) inodes.add(m[1]);
    } catch {
      /* closed meanwhile */
    }
  }
  const ports = new Set<number>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      const local = cols[1];
      if (local && cols[9] && inodes.has(cols[9])) ports.add(Number.parseInt(local.split(':')[1] ?? '0', 16));
    }
  }
  return ports;
}
