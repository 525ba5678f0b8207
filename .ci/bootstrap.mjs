#!/usr/bin/env node
// Entry point of `npm start`, `npm test`, `npm run bench`, `npm run release -- <args>` and
// `npm run pnpm -- <args>`.
// A fresh machine has only Node 20 and npm (corepack fails there on registry signatures),
// so this script brings pnpm itself, installs the workspace, and only then hands over to pnpm.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PNPM_VERSION = '10.34.9';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const task = process.argv[2];
let pnpmPath; // resolved once by pnpm()
const tasks = {
  start: () => {
    run(pnpm(), ['run', 'build']);
    run(pnpm(), ['--filter', '@lobby/platform-api', 'start']);
  },
  test: () => {
    ensureSystemPackages();
    run(process.execPath, [path.join(root, '.ci', 'test-all.mjs'), pnpm()]);
  },
  bench: () => {
    ensureSystemPackages();
    run(process.execPath, [path.join(root, '.ci', 'bench.mjs'), pnpm()]);
  },
  // `npm run release -- <args>`: a remote's release, switch, rollback or list (.ci/release/).
  // tsx (the platform's) loads the compatibility check the browser runs too, written in TS.
  release: () => {
    const tsx = createRequire(path.join(root, 'platform-api', 'package.json')).resolve('tsx');
    const cli = path.join(root, '.ci', 'release', 'cli.mjs');
    run(process.execPath, ['--import', pathToFileURL(tsx).href, cli, ...process.argv.slice(3)]);
  },
  // `npm run pnpm -- <args>`: any pnpm command with the private copy, for machines without one.
  pnpm: () => run(pnpm(), process.argv.slice(3)),
};

if (!tasks[task]) {
  console.error(`usage: node .ci/bootstrap.mjs ${Object.keys(tasks).join('|')}`);
  process.exit(2);
}
// a release works in an installed checkout: it needs the workspace's own build tools only
if (
  task === 'release'
    ? !existsSync(path.join(root, 'platform-api', 'node_modules'))
    : task !== 'pnpm'
)
  installWorkspace();
tasks[task]();

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function works(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function pnpm() {
  if (pnpmPath) return pnpmPath;
  const onPath = works('pnpm', ['--version']);
  if (onPath?.startsWith('10.')) return (pnpmPath = 'pnpm');
  // A private copy under the user's cache: needs no root and leaves the global npm alone.
  const prefix = path.join(homedir(), '.cache', 'lobby-pnpm', PNPM_VERSION);
  const bin = path.join(prefix, 'node_modules', '.bin', 'pnpm');
  if (!existsSync(bin)) {
    console.log(`[bootstrap] installing pnpm ${PNPM_VERSION} into ${prefix}`);
    mkdirSync(prefix, { recursive: true });
    run('npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      prefix,
      `pnpm@${PNPM_VERSION}`,
    ]);
  }
  // Scripts the workspace runs (`pnpm run build`, package scripts) call pnpm by name, so the
  // private copy's bin folder goes first on PATH for every process started from here on.
  process.env.PATH = [path.dirname(bin), process.env.PATH].filter(Boolean).join(path.delimiter);
  return (pnpmPath = bin);
}

function installWorkspace() {
  console.log('[bootstrap] installing workspace dependencies');
  run(pnpm(), ['install', '--frozen-lockfile']);
}

// Tests need a real Chromium (Playwright never downloads browsers here; the e2e suite runs in
// its headless shell, the benchmark in the full browser) and PostgreSQL 15 binaries for the
// second database run; all come from Debian.
function ensureSystemPackages() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!existsSync('/usr/bin/chromium-headless-shell')) missing.push('chromium-headless-shell');
  if (!existsSync('/usr/lib/postgresql/15/bin/initdb')) missing.push('postgresql-15');
  if (missing.length === 0) return;
  console.log(`[bootstrap] installing Debian packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  asRoot(['apt-get', 'update'], env);
  asRoot(['apt-get', 'install', '-y', '--no-install-recommends', ...missing], env);
}

function asRoot(command, env) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, ...args] = isRoot ? command : ['sudo', ...command];
  run(cmd, args, { env });
}
