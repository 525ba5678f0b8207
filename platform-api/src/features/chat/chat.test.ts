import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { rateLimitedValue } from '../../contract/accounts.js';
import { buildApp } from '../../app.js';
import { selectRows } from '../../db/database.js';
import type { ChatMessage } from '../../contract/chat.js';
import {
  answer,
  bearer,
  createTestApp,
  createTestCluster,
  OPERATOR_KEY,
  refusal,
  type TestApp,
  type TestCluster,
} from '../../test/harness.js';
import { CHAT_MESSAGES_PER_MINUTE } from './conversations.js';

const ops = { 'x-operator-key': OPERATOR_KEY };
const json = (payload: unknown) => ({
  'content-type': 'application/json',
  payload: JSON.stringify(payload),
});

/** The calls of one server, as the chat page and the desk make them. */
function calls(t: TestApp) {
  const launch = async (token: string, query = '') => {
    const response = await t.request({
      method: 'GET',
      url: `/wps/chat/launch${query}`,
      headers: bearer(token),
    });
    return response;
  };
  const ticketOf = async (token: string) => {
    const response = await launch(token, '?b2c=1&language=EN&backUrl=/m/home');
    const url = new URL(
      answer('GET /wps/chat/launch', response).value.chatUrl,
      'https://site.test',
    );
    return url.searchParams.get('ticket')!;
  };
  const withTicket = (ticket: string, options: InjectOptions) =>
    t.request({ ...options, headers: { ...options.headers, 'x-chat-ticket': ticket } });
  const send = (ticket: string, lines: unknown) =>
    withTicket(ticket, {
      method: 'POST',
      url: '/wps/chat/messages',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ lines }),
    });
  const thread = async (ticket: string, after = 0) =>
    answer(
      'GET /wps/chat/messages',
      await withTicket(ticket, { method: 'GET', url: `/wps/chat/messages?after=${after}` }),
    ).value;
  const unread = async (token: string) =>
    answer(
      'GET /wps/chat/unread',
      await t.request({ method: 'GET', url: '/wps/chat/unread', headers: bearer(token) }),
    ).value;
  const list = async () =>
    answer(
      'GET /ops/chat/conversations',
      await t.request({ method: 'GET', url: '/ops/chat/conversations', headers: ops }),
    ).value;
  const answerAs = (id: number, lines: unknown, operator = 'alice') =>
    t.request({
      method: 'POST',
      url: `/ops/chat/conversations/${id}/messages`,
      headers: { ...ops, 'content-type': 'application/json' },
      payload: JSON.stringify({ operator, lines }),
    });
  return { launch, ticketOf, withTicket, send, thread, unread, list, answer: answerAs };
}

describe('the customer-service chat', () => {
  let t: TestApp;
  let c: ReturnType<typeof calls>;
  let demo: string;
  let agent: string;
  before(async () => {
    t = await createTestApp();
    c = calls(t);
    demo = await t.login('demo', 'demo1234');
    agent = await t.login('agent01', 'agent1234');
  });
  after(async () => {
    await t.close();
  });

  test('launch answers the site chat page with a ticket, never the member token', async () => {
    const response = await c.launch(
      demo,
      '?b2c=1&language=VI&backUrl=%2Fm%2Fmember%3Ftab%3D1&headerColor=1a2b3c&title=Support',
    );
    assert.equal(response.statusCode, 200);
    const chatUrl = answer('GET /wps/chat/launch', response).value.chatUrl;
    assert.ok(!chatUrl.includes(demo), 'the session token never travels in the URL');
    const url = new URL(chatUrl, 'https://site.test');
    assert.equal(url.pathname, '/m/liveChat');
    assert.match(url.searchParams.get('ticket')!, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(url.searchParams.get('language'), 'VI');
    assert.equal(url.searchParams.get('backUrl'), '/m/member?tab=1');
    assert.equal(url.searchParams.get('headerColor'), '#1a2b3c');
    assert.equal(url.searchParams.get('title'), 'Support');
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  test('a way back to another site is replaced by /m/home', async () => {
    for (const backUrl of [
      'https://evil.test/m/home',
      '//evil.test/m',
      '/m//evil.test',
      '/m\\evil',
      'javascript:alert(1)',
      '/wps/chat/launch',
    ]) {
      const response = await c.launch(demo, `?backUrl=${encodeURIComponent(backUrl)}`);
      const url = new URL(
        answer('GET /wps/chat/launch', response).value.chatUrl,
        'https://site.test',
      );
      assert.equal(url.searchParams.get('backUrl'), '/m/home', backUrl);
      assert.equal(url.searchParams.get('language'), 'CN', 'CN when no language is sent');
    }
  });

  test('visitors must log in; trial users are refused with free_reject', async () => {
    const visitor = await t.request({ method: 'GET', url: '/wps/chat/launch' });
    assert.equal(visitor.statusCode, 401);
    const created = await t.request({ method: 'POST', url: '/wps/member/trialuser', payload: {} });
    const trial = answer('POST /wps/member/trialuser', created).value.token;
    for (const url of ['/wps/chat/launch', '/wps/chat/unread']) {
      const response = await t.request({ method: 'GET', url, headers: bearer(trial) });
      assert.equal(response.statusCode, 403, url);
      assert.equal(refusal(response).messageKey, 'free_reject', url);
    }
  });

  test('member writes, operator reads and answers, unread counts follow on both sides', async () => {
    const ticket = await c.ticketOf(demo);
    assert.deepEqual(await c.thread(ticket), {
      conversationId: null,
      status: null,
      messages: [],
      operatorReadId: 0,
      unread: 0,
    });
    const markup = '<img src=x onerror=alert(1)> & "quotes"';
    const sent = await c.send(ticket, ['Hello, my deposit', markup]);
    assert.equal(sent.statusCode, 200, sent.body);
    const mine = answer('POST /wps/chat/messages', sent).value;
    assert.equal(mine.author, 'member');
    assert.equal(mine.text, `Hello, my deposit\n${markup}`, 'stored as given');

    const [row] = (await c.list()).filter((s) => s.id === mine.conversationId);
    assert.equal(row?.username, 'demo');
    assert.equal(row?.unread, 1);
    assert.equal(row?.status, 'OPEN');
    assert.equal(row?.preview, `Hello, my deposit\n${markup}`.slice(0, 120));

    const shown = await t.request({
      method: 'GET',
      url: `/ops/chat/conversations/${mine.conversationId}`,
      headers: ops,
    });
    const desk = answer('GET /ops/chat/conversations/:id', shown).value;
    assert.deepEqual(
      desk.messages.map((m) => [m.author, m.text]),
      [['member', mine.text]],
    );
    assert.equal(desk.conversation.unread, 0, 'showing the thread marks it read for operators');

    const answered = await c.answer(mine.conversationId, ['We are checking it.', 'One moment.']);
    assert.equal(answered.statusCode, 200, answered.body);
    const theirs = answer('POST /ops/chat/conversations/:id/messages', answered).value;
    assert.equal(theirs.text, 'We are checking it.\nOne moment.');

    assert.deepEqual(await c.unread(demo), { unReadCount: 1, totalUnreadCount: 1 });
    const thread = await c.thread(ticket);
    assert.deepEqual(
      thread.messages.map((m) => [m.author, m.text]),
      [
        ['member', mine.text],
        ['operator', theirs.text],
      ],
    );
    assert.equal(thread.unread, 1);
    assert.equal(thread.operatorReadId, theirs.id);
    assert.deepEqual(
      (await c.thread(ticket, mine.id)).messages.map((m) => m.id),
      [theirs.id],
      'after an id: only newer messages',
    );

    const read = await c.withTicket(ticket, {
      method: 'POST',
      url: '/wps/chat/read',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ upTo: theirs.id }),
    });
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(await c.unread(demo), { unReadCount: 0, totalUnreadCount: 0 });

    const audits = await selectRows<{ action: string; operator: string; target: string }>(
      t.database.db,
      sql`SELECT action, operator, target FROM ops_audit WHERE action LIKE 'CHAT_%' ORDER BY id`,
    );
    assert.deepEqual(audits, [
      { action: 'CHAT_ANSWER', operator: 'alice', target: `chat:${mine.conversationId}` },
    ]);

    // An answer left unread in a conversation that is then closed still counts in the total.
    assert.equal((await c.answer(mine.conversationId, ['Before closing'])).statusCode, 200);
    // Closing ends the conversation: no more answers; the member's next message opens another.
    const closed = await t.request({
      method: 'POST',
      url: `/ops/chat/conversations/${mine.conversationId}/close`,
      headers: { ...ops, 'content-type': 'application/json' },
      payload: JSON.stringify({ operator: 'alice' }),
    });
    assert.equal(answer('POST /ops/chat/conversations/:id/close', closed).value.status, 'CLOSED');
    const closeAudits = await selectRows<{ action: string; target: string }>(
      t.database.db,
      sql`SELECT action, target FROM ops_audit WHERE action LIKE 'CHAT_%' ORDER BY id`,
    );
    assert.deepEqual(
      closeAudits.map((row) => row.action),
      ['CHAT_ANSWER', 'CHAT_ANSWER', 'CHAT_CLOSE'],
    );
    assert.ok(closeAudits.every((row) => row.target === `chat:${mine.conversationId}`));
    const late = await c.answer(mine.conversationId, ['Anything else?']);
    assert.equal(late.statusCode, 409);
    assert.equal(refusal(late).code, 'CHAT_CLOSED');
    const again = answer('POST /wps/chat/messages', await c.send(ticket, ['One more thing'])).value;
    assert.notEqual(again.conversationId, mine.conversationId);
    const history = await c.thread(ticket);
    assert.equal(history.messages.length, 4, 'the page shows the whole history');
    assert.equal(history.status, 'OPEN');
    assert.deepEqual(await c.unread(demo), { unReadCount: 0, totalUnreadCount: 1 });
    assert.equal((await c.answer(again.conversationId, ['In the new one'])).statusCode, 200);
    assert.deepEqual(await c.unread(demo), { unReadCount: 1, totalUnreadCount: 2 });
  });

  test('another member reads only their own conversation; a stranger ticket reads nothing', async () => {
    const demoTicket = await c.ticketOf(demo);
    await c.send(demoTicket, ['private to demo']);
    const agentTicket = await c.ticketOf(agent);
    const theirs = await c.thread(agentTicket);
    assert.deepEqual(theirs.messages, []);
    assert.equal(theirs.conversationId, null);
    // A read mark far ahead never marks someone else's messages, nor future ones, read.
    await c.withTicket(agentTicket, {
      method: 'POST',
      url: '/wps/chat/read',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ upTo: 9_000_000 }),
    });
    const forged = await c.withTicket('A'.repeat(43), { method: 'GET', url: '/wps/chat/messages' });
    assert.equal(forged.statusCode, 403);
    assert.equal(refusal(forged).code, 'CHAT_TICKET_INVALID');
    const demoToken = await c.withTicket(demo, { method: 'GET', url: '/wps/chat/messages' });
    assert.equal(demoToken.statusCode, 403, 'the session token is not a chat ticket');
  });

  test('a ticket ends with its session and after two hours', async () => {
    const token = await t.login('demo', 'demo1234');
    const ticket = await c.ticketOf(token);
    assert.equal(
      (await c.withTicket(ticket, { method: 'GET', url: '/wps/chat/messages' })).statusCode,
      200,
    );
    await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    const after = await c.withTicket(ticket, { method: 'GET', url: '/wps/chat/messages' });
    assert.equal(after.statusCode, 403);
    assert.equal(refusal(after).code, 'CHAT_TICKET_INVALID');

    const fresh = await c.ticketOf(demo);
    t.clock.advance(2 * 60 * 60 * 1000 + 1000);
    const expired = await c.withTicket(fresh, { method: 'GET', url: '/wps/chat/messages' });
    assert.equal(expired.statusCode, 403);
    // the member's session is alive (a call refreshes it); only the ticket is too old
    demo = await t.login('demo', 'demo1234');
  });

  test('bad input answers 4xx envelopes, never 500', async () => {
    const ticket = await c.ticketOf(demo);
    const cases: [string, unknown][] = [
      ['empty list', []],
      ['only blanks', ['   ', '']],
      ['too long', ['x'.repeat(2001)]],
      ['too long joined', ['x'.repeat(1000), 'y'.repeat(1000)]],
      ['a line break inside a line', ['one\ntwo']],
      ['a NUL', ['a\u0000b']],
      ['not strings', [1, 2]],
      ['not a list', 'hello'],
      ['too many lines', Array.from({ length: 101 }, () => 'a')],
    ];
    for (const [name, lines] of cases) {
      const response = await c.send(ticket, lines);
      assert.equal(response.statusCode, 400, name);
      assert.equal(refusal(response).code, 'INVALID_INPUT', name);
    }
    assert.equal((await c.send(ticket, ['x'.repeat(2000)])).statusCode, 200, '2,000 is allowed');
    const other = [
      { method: 'POST', url: '/wps/chat/read', ...json({ upTo: 0 }) },
      { method: 'POST', url: '/wps/chat/read', ...json({ upTo: 'x' }) },
      { method: 'POST', url: '/wps/chat/messages', ...json({ lines: ['a'], extra: 1 }) },
      { method: 'GET', url: '/wps/chat/messages?after=-1' },
      { method: 'GET', url: '/wps/chat/messages?limit=5000' },
    ] as const;
    for (const request of other) {
      const response = await c.withTicket(ticket, {
        method: request.method,
        url: request.url,
        ...('payload' in request
          ? { headers: { 'content-type': 'application/json' }, payload: request.payload }
          : {}),
      });
      assert.equal(response.statusCode, 400, `${request.method} ${request.url}`);
    }
    for (const query of ['?backUrl=' + 'a'.repeat(600), '?headerColor=red', '?title=', '?b2c=2']) {
      const response = await c.launch(demo, query);
      assert.equal(response.statusCode, 400, query);
    }
    const badOps: InjectOptions[] = [
      { method: 'GET', url: '/ops/chat/conversations/abc', headers: ops },
      { method: 'GET', url: '/ops/chat/conversations?status=maybe', headers: ops },
      {
        method: 'POST',
        url: '/ops/chat/conversations/1/messages',
        headers: { ...ops, 'content-type': 'application/json' },
        payload: JSON.stringify({ operator: 'a b', lines: ['x'] }),
      },
    ];
    for (const request of badOps) {
      assert.equal((await t.request(request)).statusCode, 400, String(request.url));
    }
    const missing = await c.answer(999_999, ['x']);
    assert.equal(missing.statusCode, 404);
    const noKey = await t.request({ method: 'GET', url: '/ops/chat/conversations' });
    assert.equal(noKey.statusCode, 403);
    const wrongKey = await t.request({
      method: 'GET',
      url: '/ops/chat/events',
      headers: { 'x-operator-key': 'nope' },
    });
    assert.equal(wrongKey.statusCode, 403);
  });

  test(`a member may send ${CHAT_MESSAGES_PER_MINUTE} messages a minute`, async () => {
    agent = await t.login('agent01', 'agent1234'); // the clock moved past its idle time
    const ticket = await c.ticketOf(agent);
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i += 1) {
      assert.equal((await c.send(ticket, [`message ${i}`])).statusCode, 200);
    }
    const refused = await c.send(ticket, ['one too many']);
    assert.equal(refused.statusCode, 429);
    const limited = refusal(refused, rateLimitedValue);
    assert.equal(limited.code, 'RATE_LIMITED');
    assert.equal(limited.value, null, 'the per-minute limit names no wait');
    t.clock.advance(61_000);
    assert.equal((await c.send(ticket, ['a minute later'])).statusCode, 200);
    // Opening the chat shows the newest messages; reading on from an id, the next ones.
    const newest = await c.withTicket(ticket, { method: 'GET', url: '/wps/chat/messages?limit=3' });
    const shown = answer('GET /wps/chat/messages', newest).value.messages;
    assert.deepEqual(
      shown.map((m) => m.text),
      ['message 8', 'message 9', 'a minute later'],
    );
    const first = answer(
      'GET /wps/chat/messages',
      await c.withTicket(ticket, { method: 'GET', url: '/wps/chat/messages?limit=100' }),
    ).value.messages;
    const onward = answer(
      'GET /wps/chat/messages',
      await c.withTicket(ticket, {
        method: 'GET',
        url: `/wps/chat/messages?after=${first[0]!.id}&limit=2`,
      }),
    ).value.messages;
    assert.deepEqual(
      onward.map((m) => m.text),
      ['message 1', 'message 2'],
    );
  });

  test('the desk page and its files load with their own policy (no inline script)', async () => {
    const page = await t.request({ method: 'GET', url: '/ops/chat/desk' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    assert.match(policy, /script-src 'self'/);
    assert.doesNotMatch(policy, /unsafe-inline/);
    assert.match(page.body, /<script src="\/ops\/chat\/desk\/desk\.js"/);
    assert.doesNotMatch(page.body, /<script>/);
    const script = await t.request({ method: 'GET', url: '/ops/chat/desk/desk.js' });
    assert.equal(script.statusCode, 200);
    assert.match(String(script.headers['content-type']), /^text\/javascript/);
    const other = await t.request({ method: 'GET', url: '/ops/chat/desk/..%2Fpackage.json' });
    assert.equal(other.statusCode, 400);
  });
});

describe('CBS3 off and an external chat', () => {
  test('with CBS3 off the chat calls answer FEATURE_OFF', async () => {
    const t = await createTestApp(
      {},
      {
        prepare: async (database) => {
          await database.db.execute(
            sql`UPDATE brands SET whitelabel = whitelabel || '{"CBS3": false}'::jsonb`,
          );
        },
      },
    );
    try {
      const token = await t.login('demo', 'demo1234');
      const response = await t.request({
        method: 'GET',
        url: '/wps/chat/launch',
        headers: bearer(token),
      });
      assert.equal(response.statusCode, 403);
      assert.equal(refusal(response).code, 'FEATURE_OFF');
    } finally {
      await t.close();
    }
  });

  test('a brand with an external chat URL sends members there, with their language', async () => {
    const t = await createTestApp(
      {},
      {
        prepare: async (database) => {
          await database.db.execute(
            sql`UPDATE brands SET external_chat_url = 'https://chat.vendor.example/room?b=7'`,
          );
        },
      },
    );
    try {
      const token = await t.login('demo', 'demo1234');
      const response = await t.request({
        method: 'GET',
        url: '/wps/chat/launch?language=TH',
        headers: bearer(token),
      });
      assert.equal(
        answer('GET /wps/chat/launch', response).value.chatUrl,
        'https://chat.vendor.example/room?b=7&language=TH',
      );
    } finally {
      await t.close();
    }
  });
});

/** Reads a server-sent event stream until `until` holds for the events seen so far. */
async function readEvents(
  url: string,
  headers: Record<string, string>,
  until: (events: { event: string; data: string }[]) => boolean,
  afterOpen: () => Promise<void>,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  const response = await fetch(url, { headers, signal: controller.signal });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: string }[] = [];
  let buffer = '';
  let opened = false;
  try {
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      if (!opened) {
        opened = true;
        await afterOpen();
      }
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data });
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

describe('live updates over two servers on one database', () => {
  let cluster: TestCluster;
  let a: TestApp;
  let b: TestApp;
  let base: string;
  before(async () => {
    cluster = await createTestCluster(2);
    [a, b] = cluster.instances as [TestApp, TestApp];
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await cluster.close();
  });

  test("the member's stream on one server delivers an answer written through the other", async () => {
    const token = await b.login('demo', 'demo1234');
    const cb = calls(b);
    const ticket = await cb.ticketOf(token);
    const first = answer(
      'POST /wps/chat/messages',
      await cb.send(ticket, ['Is anyone there?']),
    ).value;
    const events = await readEvents(
      `${base}/wps/chat/events?ticket=${ticket}&after=${first.id}`,
      {},
      (seen) => seen.some((e) => e.event === 'message'),
      async () => {
        const answered = await cb.answer(first.conversationId, ['Yes, how can I help?']);
        assert.equal(answered.statusCode, 200);
      },
    );
    const message = JSON.parse(events.find((e) => e.event === 'message')!.data) as ChatMessage;
    assert.equal(message.author, 'operator');
    assert.equal(message.text, 'Yes, how can I help?');
    assert.equal(message.conversationId, first.conversationId);
  });

  test("the operators' stream delivers a member's message written through the other", async () => {
    const token = await b.login('agent01', 'agent1234');
    const cb = calls(b);
    const ticket = await cb.ticketOf(token);
    const events = await readEvents(
      `${base}/ops/chat/events`,
      ops,
      (seen) => seen.some((e) => e.event === 'message'),
      async () => {
        assert.equal((await cb.send(ticket, ['Hello from agent01'])).statusCode, 200);
      },
    );
    const message = JSON.parse(events.find((e) => e.event === 'message')!.data) as ChatMessage;
    assert.equal(message.text, 'Hello from agent01');
    assert.equal(message.author, 'member');
  });

  test('a stream with a bad ticket is refused before it opens', async () => {
    const response = await fetch(`${base}/wps/chat/events?ticket=${'B'.repeat(43)}`);
    assert.equal(response.status, 403);
    assert.equal(((await response.json()) as { code: string }).code, 'CHAT_TICKET_INVALID');
  });
});

describe('a restart', () => {
  test('messages are kept: a new server on the same database reads them', async () => {
    const t = await createTestApp();
    const token = await t.login('demo', 'demo1234');
    const ticket = await calls(t).ticketOf(token);
    await calls(t).send(ticket, ['Written before the restart']);
    await t.app.close();
    const again = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    try {
      const list = answer(
        'GET /ops/chat/conversations',
        await again.inject({ method: 'GET', url: '/ops/chat/conversations', headers: ops }),
      ).value;
      assert.equal(list[0]?.preview, 'Written before the restart');
      const thread = answer(
        'GET /wps/chat/messages',
        await again.inject({
          method: 'GET',
          url: '/wps/chat/messages',
          headers: { 'x-chat-ticket': ticket },
        }),
      ).value;
      assert.deepEqual(
        thread.messages.map((m) => m.text),
        ['Written before the restart'],
      );
    } finally {
      await again.close();
      await t.database.close();
    }
  });
});
