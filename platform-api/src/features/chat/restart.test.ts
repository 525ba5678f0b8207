import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { packageRoot } from '../../paths.js';

// Issue 36: chat messages survive a restart of the platform. Two server processes, one after
// the other, on one PGlite data directory (the suite's other files use databases in memory;
// PostgreSQL keeps what it committed by design): what the first stored, the second shows.

const OPERATOR_KEY = 'restart-test-operator-key';

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    OPERATOR_KEY,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL; // this test is about the data directory
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/wps/system/status`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'chat-restart-'));
const started: ChildProcess[] = [];
after(async () => {
  for (const child of started) await stopServer(child);
  await fs.rm(dataDir, { recursive: true, force: true });
});

test('a message written before a restart is read after it, by the member and the desk', async () => {
  const first = await startServer(dataDir);
  started.push(first.child);
  const login = await fetch(`${first.base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const { value } = (await login.json()) as { value: { token: string } };
  const launch = await fetch(`${first.base}/wps/chat/launch?language=EN`, {
    headers: { authorization: `Bearer ${value.token}` },
  });
  const { chatUrl } = ((await launch.json()) as { value: { chatUrl: string } }).value;
  const ticket = new URL(chatUrl, first.base).searchParams.get('ticket')!;
  const sent = await fetch(`${first.base}/wps/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-chat-ticket': ticket },
    body: JSON.stringify({ lines: ['Written before the restart'] }),
  });
  assert.equal(sent.status, 200);
  await stopServer(first.child);

  const second = await startServer(dataDir);
  started.push(second.child);
  const thread = await fetch(`${second.base}/wps/chat/messages`, {
    headers: { 'x-chat-ticket': ticket },
  });
  assert.equal(thread.status, 200, 'the ticket and its session are kept too');
  const { messages } = ((await thread.json()) as { value: { messages: { text: string }[] } }).value;
  assert.deepEqual(
    messages.map((m) => m.text),
    ['Written before the restart'],
  );
  const desk = await fetch(`${second.base}/ops/chat/conversations`, {
    headers: { 'x-operator-key': OPERATOR_KEY },
  });
  const list = ((await desk.json()) as { value: { username: string; preview: string }[] }).value;
  assert.deepEqual(
    list.map((row) => [row.username, row.preview]),
    [['demo', 'Written before the restart']],
  );
});
