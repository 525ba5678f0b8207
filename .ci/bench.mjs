#!/usr/bin/env node
// `npm run bench`: builds the site, then prints the front-end and API figures.
// Figures only: nothing here passes or fails on a number.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.argv[2] ?? 'pnpm';
for (const args of [
  ['run', 'build'],
  ['--filter', '@lobby/e2e', 'bench'],
  ['--filter', '@lobby/platform-api', 'bench'],
]) {
  const result = spawnSync(pnpm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
