// Runs several commands at once and prints each output line with its job's label in front, so
// CI can use both cores for suites that mostly wait (a browser, a database) without their
// logs becoming unreadable. Resolves with every job's exit code once all of them have ended.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * @param {{ label: string, command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv }[]} jobs
 * @returns {Promise<{ label: string, code: number, seconds: number }[]>}
 */
export function runInParallel(jobs) {
  return Promise.all(jobs.map(runLabelled));
}

function runLabelled({ label, command, args, cwd, env }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
    }
    const finish = (code) => resolve({ label, code, seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      console.log(`[${label}] could not start: ${error.message}`);
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Exits with the first failed job's code (0 when all passed) after a one-line summary each. */
export function exitWithResults(results) {
  for (const { label, code, seconds } of results) {
    console.log(
      `[${label}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`,
    );
  }
  process.exit(results.find((result) => result.code !== 0)?.code ?? 0);
}
