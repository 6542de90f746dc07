#!/usr/bin/env node
// `npm start`: build the web app when its sources are newer than the last build, then run the
// server (TypeScript through tsx) from the repository root, so DATA_DIR defaults to ./data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const builtIndex = path.join(root, 'web/dist/index.html');
const sourcesChanged =
  !existsSync(builtIndex) ||
  Math.max(newestMtime(path.join(root, 'web')), newestMtime(path.join(root, 'domain/src'))) > statSync(builtIndex).mtimeMs;
if (sourcesChanged) {
  console.log('Building the web app (first start, or its sources changed)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One process: node with tsx's loader, so signals reach the server directly.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Started by a wrapper (npm, a shell) that is then killed without passing the signal on, this
// process is left behind with the server; it notices its parent is gone and stops the server the
// same way, so no orphaned server keeps the port and DATA_DIR's lock.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000).unref();
