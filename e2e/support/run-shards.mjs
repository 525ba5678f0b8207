#!/usr/bin/env node
// `pnpm --filter @lobby/e2e test`: the suite in E2E_SHARDS Playwright shards at once (default
// 2), each with its own server, port, database and brand configuration (environment.mjs keys
// them by port), so tests that switch operator flags still see only their own server. One
// shard waits on its browser and server most of the time (~0.6 of a core measured), so two
// shards on CI's two cores take about half the time of one. Arguments go to every shard.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitWithResults, runInParallel } from '../../.ci/run-parallel.mjs';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shards = Number(process.env.E2E_SHARDS ?? 2);
const basePort = Number(process.env.E2E_PORT ?? 8181);
if (!Number.isInteger(shards) || shards < 1) {
  console.error(`E2E_SHARDS must be a whole number of at least 1, not "${process.env.E2E_SHARDS}"`);
  process.exit(2);
}
const playwright = path.join(e2eDir, 'node_modules', '.bin', 'playwright');
const jobs = Array.from({ length: shards }, (_, index) => ({
  label: `e2e ${index + 1}/${shards}`,
  command: playwright,
  args: ['test', `--shard=${index + 1}/${shards}`, ...process.argv.slice(2)],
  cwd: e2eDir,
  env: { ...process.env, E2E_PORT: String(basePort + index) },
}));
exitWithResults(await runInParallel(jobs));
