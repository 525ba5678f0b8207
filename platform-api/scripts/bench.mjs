#!/usr/bin/env node
// Benchmark (prints figures; not a test): the game list and hot games calls under autocannon,
// on PGlite and on PostgreSQL (through with-postgres.mjs), with the catalogue cache on and off.
// Needs a build (`pnpm bench` builds first). BENCH_SECONDS sets the length of each run (10).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchmarkMain, measure, startServer, stopServer } from './bench-support.mjs';

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
          const figures = await measure(base, { path: url });
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

await benchmarkMain({
  scriptUrl: import.meta.url,
  runEngine,
  columns: [
    ['database', 'engine'],
    ['cache', 'cache'],
    ['call', 'name'],
  ],
});
