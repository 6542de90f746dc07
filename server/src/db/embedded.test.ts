import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './embedded';

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
