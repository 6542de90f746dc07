import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { DataDirInUseError, lockDataDir, startEmbeddedPostgres, stopStalePostmaster } from './embedded';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ullage-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a DATA_DIR held by another live server, naming it and the process', async () => {
    const other = spawn('sleep', ['30']);
    try {
      await writeFile(path.join(dir, 'ullage.lock'), String(other.pid));
      const attempt = lockDataDir(dir);
      await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(attempt).rejects.toThrow(`DATA_DIR ${dir} is already in use by another Ullage server (process ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    await writeFile(path.join(dir, 'ullage.lock'), '999999999');
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, 'ullage.lock'), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(path.join(dir, 'ullage.lock'), 'utf8')).rejects.toThrow();
  });
});

describe('a postmaster left running in DATA_DIR (issue 20)', () => {
  const log = createLogger('silent');
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
  });

  /** A stand-in for a postmaster: a process whose command line reads `postgres ... -D <dir>`, which ends on SIGINT. */
  async function fakePostmaster(pgDir: string): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', '-D', pgDir, '-p', '5432'], {
      argv0: 'postgres',
      stdio: 'ignore',
    });
    children.push(child);
    await new Promise((r) => child.once('spawn', r));
    return child;
  }
  const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  async function writePostmasterPid(pgDir: string, pid: number): Promise<void> {
    await mkdir(pgDir, { recursive: true });
    await writeFile(path.join(pgDir, 'postmaster.pid'), `${pid}\n${pgDir}\n1700000000\n5432\n\n127.0.0.1\n`);
  }

  it('stops the PostgreSQL server that postmaster.pid names', async () => {
    const pgDir = path.join(dir, 'pg');
    const stale = await fakePostmaster(pgDir);
    await writePostmasterPid(pgDir, stale.pid!);
    const exited = new Promise((r) => stale.once('exit', (_code, signal) => r(signal)));
    await stopStalePostmaster(pgDir, log);
    // SIGINT: PostgreSQL's fast shutdown, which ends sessions and writes a checkpoint.
    expect(await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running'), 2000))])).toBe('SIGINT');
  });

  it('leaves alone a process that took the pid since, or a PostgreSQL on another directory', async () => {
    const pgDir = path.join(dir, 'pg');
    const other = spawn('sleep', ['30']);
    children.push(other);
    await writePostmasterPid(pgDir, other.pid!);
    await stopStalePostmaster(pgDir, log);
    const elsewhere = await fakePostmaster(path.join(dir, 'elsewhere'));
    await writePostmasterPid(pgDir, elsewhere.pid!);
    await stopStalePostmaster(pgDir, log);
    await new Promise((r) => setTimeout(r, 200));
    expect(running(other)).toBe(true);
    expect(running(elsewhere)).toBe(true);
  });

  it('never stops the postmaster of a live Ullage server: the start fails with DataDirInUseError', async () => {
    const pgDir = path.join(dir, 'pg');
    const owner = spawn('sleep', ['30']);
    children.push(owner);
    const postmaster = await fakePostmaster(pgDir);
    await writePostmasterPid(pgDir, postmaster.pid!);
    await writeFile(path.join(pgDir, 'PG_VERSION'), '18\n');
    await writeFile(path.join(dir, 'ullage.lock'), String(owner.pid));
    await expect(startEmbeddedPostgres(dir, log)).rejects.toBeInstanceOf(DataDirInUseError);
    await new Promise((r) => setTimeout(r, 200));
    expect(running(postmaster)).toBe(true);
  });
});
