#!/usr/bin/env node
// Every check `npm test` runs, in order, with a time per step and one closing line that
// adds up the tests of every runner. Called by bootstrap.mjs with the pnpm to use.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.argv[2] ?? 'pnpm';
const countsDir = mkdtempSync(path.join(tmpdir(), 'lobby-test-counts-'));
const env = { ...process.env, LOBBY_TEST_COUNTS: countsDir, CI: process.env.CI ?? 'true' };

const frontEndPackages = [
  '@lobby/shared',
  '@lobby/locales',
  '@lobby/host',
  '@lobby/remote-auth',
  '@lobby/remote-lobby',
  '@lobby/remote-member',
  '@lobby/remote-promo',
  '@lobby/remote-agent',
];

const steps = [
  ['format', [pnpm, 'run', 'format:check']],
  ['lint', [pnpm, 'run', 'lint']],
  ['typecheck', [pnpm, 'run', 'typecheck']],
  [
    'unit and component tests',
    [
      pnpm,
      '--workspace-concurrency=1',
      ...frontEndPackages.flatMap((p) => ['--filter', p]),
      'test',
    ],
  ],
  [
    'platform API tests (PGlite, then PostgreSQL)',
    [pnpm, '--filter', '@lobby/platform-api', 'test'],
  ],
  ['production build', [pnpm, 'run', 'build']],
  ['end-to-end tests (Chromium, phone viewport)', [pnpm, '--filter', '@lobby/e2e', 'test']],
];

let failedStep = null;
for (const [name, [cmd, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s ===`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of readdirSync(countsDir)) {
  const counts = JSON.parse(readFileSync(path.join(countsDir, file), 'utf8'));
  for (const key of Object.keys(totals)) totals[key] += counts[key] ?? 0;
}
rmSync(countsDir, { recursive: true, force: true });

if (failedStep) {
  console.log(`\nnpm test stopped at: ${failedStep}`);
  totals.failed = Math.max(totals.failed, 1);
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
