// A PostgreSQL primary and a streaming replica of it for one test file (read-replica.test.ts),
// made with the machine's PostgreSQL: initdb a primary on a free port, `pg_basebackup -R` a copy
// of it and start that as a hot standby on another. Both live in one temporary directory, which
// close() removes with the servers; if the test process ends without close(), its exit handler
// stops them. PostgreSQL refuses to run as root: as root, every program runs as `postgres`.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { chmod, chown, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process';

const run = promisify(execFile);

export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs SQL on the replica as its superuser (pausing and resuming replay). */
  onReplica(text: string): Promise<pg.QueryResult>;
  /** What the replica logged: every statement it ran (log_statement = all). */
  replicaLog(): string;
  /** Stops the replica at once, as a crash would (immediate shutdown). */
  killReplica(): Promise<void>;
  close(): Promise<void>;
}

/** The directory of initdb, pg_ctl and pg_basebackup: PG_BIN, else the newest Debian/Ubuntu
 * PostgreSQL (/usr/lib/postgresql/N/bin). */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).filter((v) => /^\d+$/.test(v)) : [];
  for (const v of versions.sort((a, b) => Number(b) - Number(a))) {
    const dir = path.join(debian, v, 'bin');
    if (['initdb', 'pg_ctl', 'pg_basebackup'].every((p) => existsSync(path.join(dir, p)))) return dir;
  }
  throw new Error(
    'The read replica test needs the PostgreSQL server programs initdb, pg_ctl and pg_basebackup: install them, or set PG_BIN to their directory.',
  );
}

/** Starts the pair. `prepare` fills the primary's database `ullage` before the replica is copied. */
export async function startReplicaPair(prepare: (primaryUrl: string) => Promise<void>): Promise<ReplicaPair> {
  const bin = postgresBin();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ullage-replica-'));
  const asRoot = process.getuid?.() === 0;
  // mkdtemp makes the directory 0700: the postgres user must own it to make the clusters inside.
  await chmod(dir, 0o755);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    await chown(dir, uid, gid);
  }
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const pgRun = (program: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]) : run(path.join(bin, program), args);

  /** The postmaster of a data directory, from its postmaster.pid. */
  const postmasterOf = (dataDir: string): number | null => {
    try {
      return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
    } catch {
      return null;
    }
  };
  let closed = false;
  // Last resort when the test process ends without close(): SIGQUIT is an immediate shutdown.
  const onExit = () => {
    if (closed) return;
    for (const d of [replicaDir, primaryDir]) {
      const pid = postmasterOf(d);
      if (pid)
        try {
          process.kill(pid, 'SIGQUIT');
        } catch {
          // already gone
        }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const stop = async (dataDir: string) => {
    if (postmasterOf(dataDir)) await pgRun('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
  };
  const close = async () => {
    await stop(replicaDir);
    await stop(primaryDir);
    closed = true;
    process.removeListener('exit', onExit);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    const start = (dataDir: string, port: number, settings: string[]) =>
      pgRun('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        `${dataDir}.log`,
        '-w',
        '-t',
        '60',
        '-o',
        [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', ...settings].join(' '),
        'start',
      ]);
    // initdb -A trust lets local and 127.0.0.1 connections in, replication ones too.
    await pgRun('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // A test's data needs no crash safety: fsync off.
    await start(primaryDir, primaryPort, ['-c fsync=off']);
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/ullage`;
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
    await admin.connect();
    await admin.query('create database ullage');
    await admin.end();
    await prepare(primaryUrl);

    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
    await pgRun('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
      '--no-sync',
    ]);
    await start(replicaDir, replicaPort, ['-c fsync=off', '-c log_statement=all']);
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/ullage`;

    return {
      primaryUrl,
      replicaUrl,
      async onReplica(text) {
        const client = new pg.Client({ connectionString: replicaUrl });
        await client.connect();
        try {
          return await client.query(text);
        } finally {
          await client.end();
        }
      },
      replicaLog: () => readFileSync(`${replicaDir}.log`, 'utf8'),
      killReplica: () => stop(replicaDir),
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
