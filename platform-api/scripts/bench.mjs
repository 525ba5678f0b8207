#!/usr/bin/env node
// Benchmark (prints figures; not a test): the game list and hot games calls under autocannon,
// on PGlite and on PostgreSQL (through with-postgres.mjs), with the catalogue cache on and off.
// With the cache on, each call is measured beside its ceiling (scripts/bench-ceiling.mjs: a bare
// Fastify route answering the same body the call answered), in alternating slices, and the ratio
// printed (GUIDE.md section 6: cached catalogue reads >= 0.8x the ceiling). Then the first call
// again at BENCH_LOAD_CONNECTIONS (1,000) connections: cached, its ceiling, and a database read
// (cache off), where the figure that matters is errors (timeouts included): 0.
// Needs a build (`pnpm bench` builds first). BENCH_SECONDS sets the length of each run (10);
// BENCH_CACHE=on (or off) runs only that half, e.g. the cached calls beside their ceilings.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  benchmarkMain,
  connections,
  freePort,
  measure,
  packageRoot,
  seconds,
  startServer,
  stopServer,
} from './bench-support.mjs';

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
const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 1000);
/** Alternating slices of ours and the ceiling per call (BENCH_ROUNDS, 3). */
const CACHE_MODES = process.env.BENCH_CACHE ? [process.env.BENCH_CACHE] : ['on', 'off'];
if (!CACHE_MODES.every((mode) => mode === 'on' || mode === 'off'))
  throw new Error(`BENCH_CACHE is on or off, not ${process.env.BENCH_CACHE}`);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The ceiling server for one call: `body` at the call's path, until stopped. */
async function startCeiling(url, body, scratch) {
  const bodyFile = path.join(scratch, 'ceiling-body.json');
  await fs.writeFile(bodyFile, body);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['scripts/bench-ceiling.mjs', url.split('?')[0], bodyFile, String(port)],
    { cwd: packageRoot, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`ceiling server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(base + url);
      if ((await answer.text()) === body) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the ceiling server did not answer');
}

/**
 * Ours and the ceiling (serving the body ours answered), each warmed up for a second, then
 * measured in ROUNDS alternating slices of seconds/ROUNDS each, so that a change of the
 * machine's load (other builds on a shared machine) touches both alike. Rows of both and the
 * ratio of their mean req/s; p99 is the worst slice's, errors the sum.
 */
async function oursAndCeiling(base, url, scratch, options = {}) {
  const body = await (await fetch(base + url)).text();
  const ceiling = await startCeiling(url, body, scratch);
  try {
    const slice = Math.max(1, Math.round(seconds / ROUNDS));
    const targets = { ours: base, ceiling: ceiling.base };
    const runs = { ours: [], ceiling: [] };
    for (const target of Object.values(targets))
      await measure(target, { path: url, ...options, duration: 1 });
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [name, target] of Object.entries(targets))
        runs[name].push(await measure(target, { path: url, ...options, duration: slice }));
    const [ours, bare] = [combine(runs.ours), combine(runs.ceiling)];
    const ratio = (ours.requestsPerSecond / bare.requestsPerSecond).toFixed(2);
    return [
      { server: 'ours', ratio: `${ratio}x`, ...ours },
      { server: 'ceiling', ...bare },
    ];
  } finally {
    await stopServer(ceiling.child);
  }
}

function combine(slices) {
  return {
    requestsPerSecond: Math.round(
      slices.reduce((sum, slice) => sum + slice.requestsPerSecond, 0) / slices.length,
    ),
    p50: Math.max(...slices.map((slice) => slice.p50)),
    p99: Math.max(...slices.map((slice) => slice.p99)),
    errors: slices.reduce((sum, slice) => sum + slice.errors, 0),
    timeouts: slices.reduce((sum, slice) => sum + slice.timeouts, 0),
  };
}

/** One engine (the current environment): cache on, then off, every scenario. */
async function runEngine(outFile) {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL 15' : 'PGlite';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-bench-'));
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-bench-ceiling-'));
  const rows = [];
  const add = (row) => {
    rows.push(row);
    const ratio = row.ratio ? ` (${row.ratio} the ceiling)` : '';
    console.log(
      `${engine} cache ${row.cache} ${row.name} ${row.server} at ${row.connections}: ${row.requestsPerSecond} req/s, p99 ${row.p99} ms, ${row.errors} errors${ratio}`,
    );
  };
  const [firstName, firstUrl] = SCENARIOS[0];
  try {
    for (const cache of CACHE_MODES) {
      const { base, child } = await startServer({ DATA_DIR: dataDir, CATALOGUE_CACHE: cache });
      try {
        for (const [name, url] of SCENARIOS) {
          if (cache === 'on') {
            for (const row of await oursAndCeiling(base, url, scratch))
              add({ engine, cache, name, connections, ...row });
          } else {
            add({
              engine,
              cache,
              name,
              connections,
              server: 'ours',
              ...(await measure(base, { path: url })),
            });
          }
        }
        const load = { connections: LOAD_CONNECTIONS };
        if (cache === 'on') {
          for (const row of await oursAndCeiling(base, firstUrl, scratch, load))
            add({ engine, cache, name: firstName, connections: LOAD_CONNECTIONS, ...row });
        } else {
          add({
            engine,
            cache,
            name: firstName,
            connections: LOAD_CONNECTIONS,
            server: 'ours',
            ...(await measure(base, { path: firstUrl, ...load })),
          });
        }
      } finally {
        await stopServer(child);
      }
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(scratch, { recursive: true, force: true });
  }
  await fs.writeFile(outFile, JSON.stringify(rows));
}

await benchmarkMain({
  scriptUrl: import.meta.url,
  runEngine,
  columns: [
    ['database', 'engine'],
    ['cache', 'cache'],
    ['conns', 'connections'],
    ['call', 'name'],
    ['server', 'server'],
    ['x ceiling', 'ratio'],
  ],
});
