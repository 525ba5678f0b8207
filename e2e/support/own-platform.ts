// A platform server of a test's own, on its own database, for what the shared e2e server cannot
// be switched to while other tests run against it (a brand setting read at start-up, such as the
// business time zone). The same build (platform-api/dist) and site as the suite's server.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { operatorKey, repoRoot } from './environment.mjs';

const platformDir = path.join(repoRoot, 'platform-api');

export interface OwnPlatform {
  baseURL: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function waitForStatus(baseURL: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/wps/system/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the platform at ${baseURL} did not answer`);
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts the platform on `dataDir` (migrated and seeded on its first start) at `port`. */
export async function startOwnPlatform(port: number, dataDir?: string): Promise<OwnPlatform> {
  const dir = dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'lobby-e2e-own-')));
  const baseURL = `http://127.0.0.1:${port}`;
  // Always the embedded database in its own folder, whatever the suite's environment says.
  const { DATABASE_URL: _shared, ...inherited } = process.env;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: platformDir,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      OPERATOR_KEY: operatorKey,
      CLOCK_CONTROL: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForStatus(baseURL, child);
  return { baseURL, dataDir: dir, stop: () => stopped(child) };
}

/**
 * Runs SQL on a stopped platform's embedded database (PGlite, one process at a time), through
 * the platform's own connection code.
 */
export async function runSqlOn(dataDir: string, script: string): Promise<void> {
  const code = `
    const { openDatabase } = await import('./dist/db/connect.js');
    const database = await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR });
    await database.execScript(process.env.SCRIPT);
    await database.close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: platformDir,
    env: { ...process.env, DATA_DIR: dataDir, SCRIPT: script },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (status !== 0) throw new Error(`SQL on ${dataDir} exited with ${status}`);
}

export const removeOwnData = (dataDir: string) => rm(dataDir, { recursive: true, force: true });
