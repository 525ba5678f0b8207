#!/usr/bin/env node
// Runs the API test suite on one database: PostgreSQL when DATABASE_URL is set, else PGlite.
// A migrated and seeded template is prepared once; every test file then starts from a cheap
// copy of it (CREATE DATABASE ... TEMPLATE, or an in-memory PGlite loaded from a dump).
// Usage: node scripts/run-tests.mjs [test files...]
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const countReporter = new URL('../../.ci/node-test-count-reporter.mjs', import.meta.url).href;

async function findTests(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

function run(command, args, env, capture = false) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: packageRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

async function dropTemplate(name) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

const files =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : await findTests(path.join(packageRoot, 'src'));
const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'lobby-api-tests-'));
const started = performance.now();
let templateEnv = {};
let exitCode = 1;
try {
  const prepared = await run(
    process.execPath,
    ['--import', 'tsx', 'src/test/prepare.ts', path.join(scratch, 'seeded.tar')],
    {},
    true,
  );
  if (prepared.code !== 0) throw new Error('preparing the seeded template failed');
  templateEnv = JSON.parse(prepared.output.trim().split('\n').pop());
  const prepareSeconds = (performance.now() - started) / 1000;
  console.log(
    `[${engine}] seeded template ready in ${prepareSeconds.toFixed(1)} s; ${files.length} test files`,
  );

  const testStarted = performance.now();
  const result = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=2',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      // Adds this run's counts to the closing line of the workspace's `npm test`.
      `--test-reporter=${countReporter}`,
      '--test-reporter-destination=/dev/null',
      ...files,
    ],
    templateEnv,
  );
  exitCode = result.code;
  const testSeconds = (performance.now() - testStarted) / 1000;
  const totalSeconds = (performance.now() - started) / 1000;
  console.log(
    `[${engine}] tests ${exitCode === 0 ? 'passed' : 'FAILED'}: ${testSeconds.toFixed(1)} s of tests, ${totalSeconds.toFixed(1)} s in all`,
  );
} finally {
  if (templateEnv.TEST_TEMPLATE_DB) await dropTemplate(templateEnv.TEST_TEMPLATE_DB);
  await fs.rm(scratch, { recursive: true, force: true });
}
process.exit(exitCode);
