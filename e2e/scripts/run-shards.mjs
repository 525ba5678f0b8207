#!/usr/bin/env node
// `pnpm --filter @lobby/e2e test`: the suite in two shards at once, each against its own server,
// database and brand configuration (environment.mjs keys them by E2E_PORT), so tests that move
// the platform clock or switch operator flags still see only their own server. One shard keeps a
// core busy only part of the time (it waits on the server, timers and the browser in turn); two
// use the machine's two cores. Arguments go to both shards (e.g. a spec file to run alone);
// E2E_SHARDS=1 runs the suite in one process as before.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2) || 1);
const firstPort = Number(process.env.E2E_PORT ?? 8181);
const playwright = path.join(e2eDir, 'node_modules', '.bin', 'playwright');

function runShard(index) {
  const args = ['test', ...process.argv.slice(2)];
  // Each shard its own artifacts folder: Playwright empties its output folder when it starts.
  if (shards > 1) args.push(`--shard=${index}/${shards}`, `--output=test-results/shard-${index}`);
  const prefix = shards > 1 ? `[shard ${index}/${shards}] ` : '';
  return new Promise((resolve) => {
    const child = spawn(playwright, args, {
      cwd: e2eDir,
      env: { ...process.env, E2E_PORT: String(firstPort + index - 1) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Whole lines with the shard's name, so two shards' reports stay readable side by side.
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      stream.on('data', (chunk) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop();
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => pending && out.write(`${prefix}${pending}\n`));
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
