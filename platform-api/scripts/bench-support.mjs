// What the API benchmarks share (scripts/bench.mjs, scripts/bench-wallet.mjs): a built server
// on a free port, autocannon figures, one process per engine (PGlite, then PostgreSQL through
// with-postgres.mjs) and the printed table. Benchmarks print figures; they are not tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built server (dist/main.js) with `env`, once it answers its status call. */
export async function startServer(env) {
  // BENCH_PORT: a fixed port (helpers sharing a machine each have their own range).
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: packageRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // A first start migrates and seeds; on a busy machine PGlite may need longer than 120 s.
  const readySeconds = Number(process.env.BENCH_READY_SECONDS ?? 120);
  const deadline = Date.now() + readySeconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/wps/system/status`);
      if (response.ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`server did not become ready within ${readySeconds} s`);
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One autocannon run: `path` on the server, with any other autocannon options. */
export async function measure(base, { path: urlPath, ...options }) {
  const result = await autocannon({
    connections,
    duration: seconds,
    ...options,
    url: base + urlPath,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A request still unanswered after autocannon's timeout (10 s) is a timeout, not an error:
    // count it, or a run where nothing answers prints zeros and no errors.
    errors: result.errors + result.non2xx + result.timeouts,
    timeouts: result.timeouts,
  };
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: packageRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/** `columns`: [heading, row key] pairs; figures columns follow them. */
function printTable(rows, columns) {
  const header = [...columns.map(([heading]) => heading), 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const lines = rows.map((r) => [
    ...columns.map(([, key]) => String(r[key] ?? '')),
    String(r.requestsPerSecond),
    String(r.p50),
    String(r.p99),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\nautocannon: ${connections} connections unless a row says, ${seconds} s per row, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

/**
 * The benchmark's entry: with `--run <file>` this process is one engine (`runEngine(file)` writes
 * its rows there); otherwise it starts itself once per engine (BENCH_ENGINE=pglite|postgres for
 * one) and prints the rows of both: as autocannon's table with `columns`, or by `table(rows)`
 * for figures of another shape.
 */
export async function benchmarkMain({ scriptUrl, runEngine, columns, table }) {
  const runIndex = process.argv.indexOf('--run');
  if (runIndex !== -1) {
    await runEngine(process.argv[runIndex + 1]);
    return;
  }
  await fs.access(path.join(packageRoot, 'dist', 'main.js')).catch(() => {
    throw new Error('dist/main.js is missing: run `pnpm --filter @lobby/platform-api build` first');
  });
  const only = process.env.BENCH_ENGINE;
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-bench-results-'));
  const script = fileURLToPath(scriptUrl);
  try {
    const rows = [];
    if (only !== 'postgres') {
      const out = path.join(scratch, 'pglite.json');
      await run(process.execPath, [script, '--run', out]);
      rows.push(...JSON.parse(await fs.readFile(out, 'utf8')));
    }
    if (only !== 'pglite') {
      const out = path.join(scratch, 'postgres.json');
      await run(process.execPath, [
        'scripts/with-postgres.mjs',
        process.execPath,
        script,
        '--run',
        out,
      ]);
      rows.push(...JSON.parse(await fs.readFile(out, 'utf8')));
    }
    if (table) table(rows);
    else printTable(rows, columns);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
