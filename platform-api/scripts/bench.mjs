#!/usr/bin/env node
// Benchmark (prints figures; not a test): the game list and hot games calls under autocannon,
// on PGlite and on PostgreSQL (through with-postgres.mjs), with the catalogue cache on and off.
// Needs a build (`pnpm bench` builds first). BENCH_SECONDS sets the length of each run (10).
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const SCENARIOS = [
  [
    'game list, RNG page 1',
    '/wps/game/list?gameType=RNG&pageNo=1&pageSize=24&language=EN&platform=html5',
  ],
  [
    'game list, RNG page 20',
    '/wps/game/list?gameType=RNG&pageNo=20&pageSize=24&language=EN&platform=html5',
  ],
  ['game list, gameName search', '/wps/game/list?gameName=dragon&pageNo=1&pageSize=24&language=EN'],
  ['hot games', '/wps/game/hot?isPlatform=2&language=EN&platform=html5&gameType='],
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: packageRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
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
  throw new Error('server did not become ready within 120 s');
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function measure(base, url) {
  const result = await autocannon({ url: base + url, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** One engine (the current environment): cache on, then off, every scenario. */
async function runEngine(outFile) {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL 15' : 'PGlite';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-bench-'));
  const rows = [];
  try {
    for (const cache of ['on', 'off']) {
      const { base, child } = await startServer({ DATA_DIR: dataDir, CATALOGUE_CACHE: cache });
      try {
        for (const [name, url] of SCENARIOS) {
          const figures = await measure(base, url);
          rows.push({ engine, cache, name, ...figures });
          console.log(`${engine} cache ${cache} ${name}: ${figures.requestsPerSecond} req/s`);
        }
      } finally {
        await stopServer(child);
      }
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  await fs.writeFile(outFile, JSON.stringify(rows));
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

function printTable(rows) {
  const header = ['database', 'cache', 'call', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const lines = rows.map((r) => [
    r.engine,
    r.cache,
    r.name,
    String(r.requestsPerSecond),
    String(r.p50),
    String(r.p99),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\nautocannon: ${connections} connections, ${seconds} s per row, ${os.cpus().length} CPUs, Node ${process.version}\n`,
  );
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

const runIndex = process.argv.indexOf('--run');
if (runIndex !== -1) {
  await runEngine(process.argv[runIndex + 1]);
} else {
  await fs.access(path.join(packageRoot, 'dist', 'main.js')).catch(() => {
    throw new Error('dist/main.js is missing: run `pnpm --filter @lobby/platform-api build` first');
  });
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-bench-results-'));
  const script = fileURLToPath(import.meta.url);
  try {
    const pgliteOut = path.join(scratch, 'pglite.json');
    const postgresOut = path.join(scratch, 'postgres.json');
    await run(process.execPath, [script, '--run', pgliteOut]);
    await run(process.execPath, [
      'scripts/with-postgres.mjs',
      process.execPath,
      script,
      '--run',
      postgresOut,
    ]);
    const rows = [
      ...JSON.parse(await fs.readFile(pgliteOut, 'utf8')),
      ...JSON.parse(await fs.readFile(postgresOut, 'utf8')),
    ];
    printTable(rows);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
