#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL 15 server:
//   node scripts/with-postgres.mjs <command> [args...]
// Creates a temporary folder, initdb's a cluster in it (as the postgres user when running as
// root, since initdb refuses root), starts it on a free 127.0.0.1 port with its unix socket
// inside the folder, creates database "lobby", runs the command with DATABASE_URL set, and
// always stops the server and removes the folder afterwards. Exits with the command's code.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function findBinDir() {
  const candidates = [process.env.PG_BIN, '/usr/lib/postgresql/15/bin'];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // pg_config not on PATH: rely on the known location.
  }
  const found = candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')));
  if (!found) {
    console.error('PostgreSQL binaries not found (set PG_BIN to the folder holding initdb)');
    process.exit(2);
  }
  return found;
}

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

const bin = findBinDir();
const isRoot = process.getuid?.() === 0;
// runuser lives in /usr/sbin, which a user's PATH may lack (it is not needed for anything else).
const runuser =
  ['/usr/sbin/runuser', '/sbin/runuser'].find((file) => fs.existsSync(file)) ?? 'runuser';
/** Runs a PostgreSQL tool as the postgres user when we are root. */
function pgTool(tool, args, options = {}) {
  const full = path.join(bin, tool);
  const [file, argv] = isRoot ? [runuser, ['-u', 'postgres', '--', full, ...args]] : [full, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-pg-'));
fs.chmodSync(root, 0o755);
if (isRoot) execFileSync('chown', ['postgres:postgres', root]);
const dataDir = path.join(root, 'data');
const socketDir = root;
const logFile = path.join(root, 'server.log');
let started = false;

function cleanUp() {
  if (started) {
    try {
      pgTool('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  fs.rmSync(root, { recursive: true, force: true });
}

let exitCode = 1;
try {
  pgTool('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  // Durability is traded for speed: this cluster lives for one command.
  const serverOptions = [
    `-p ${port}`,
    `-k ${socketDir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    // Extra server settings for one run, e.g. the statement statistics a benchmark's
    // BENCH_PROFILE reads: WITH_POSTGRES_OPTIONS="-c shared_preload_libraries=pg_stat_statements".
    process.env.WITH_POSTGRES_OPTIONS ?? '',
  ].join(' ');
  pgTool('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions]);
  started = true;
  pgTool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'lobby']);
  const url = `postgres://postgres@127.0.0.1:${port}/lobby`;
  console.log(`[with-postgres] PostgreSQL ready at ${url}`);

  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  exitCode = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`[with-postgres] could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} catch (error) {
  console.error(`[with-postgres] ${error.message}`);
  if (fs.existsSync(logFile)) console.error(fs.readFileSync(logFile, 'utf8').slice(-2000));
} finally {
  cleanUp();
}
process.exit(exitCode);
