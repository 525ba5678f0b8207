import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import { seed } from '../../seed/index.js';
import {
  answer,
  bearer,
  createTestApp,
  memberRequests,
  refusal,
  type TestApp,
} from '../../test/harness.js';

let t: TestApp;
let demo: string;
let agent: string;
let trial: string;
before(async () => {
  t = await createTestApp();
  demo = await t.login('demo', 'demo1234');
  agent = await t.login('agent01', 'agent1234');
  const created = await t.request({ method: 'POST', url: '/wps/member/trialuser', payload: {} });
  trial = answer('POST /wps/member/trialuser', created).value.token;
});
after(async () => {
  await t.close();
});

const inbox = async (token: string, query = '') =>
  answer(
    'GET /wps/inbox',
    await t.request({ method: 'GET', url: `/wps/inbox${query}`, headers: bearer(token) }),
  ).value;
const unread = async (token: string) =>
  answer(
    'GET /wps/inbox/unread',
    await t.request({ method: 'GET', url: '/wps/inbox/unread', headers: bearer(token) }),
  ).value.unread;
const markRead = (token: string, id: number | string, payload?: unknown) =>
  t.request({
    method: 'POST',
    url: `/wps/inbox/${id}/read`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
const readAtOf = async (id: number) =>
  (
    await selectRows<{ read_at: string | null }>(
      t.database.db,
      sql`SELECT read_at::text FROM inbox_messages WHERE id = ${id}`,
    )
  )[0]?.read_at;

describe('GET /wps/inbox', () => {
  test('the demo inbox, newest first, with HTML content and the unread count', async () => {
    const page = await inbox(demo);
    assert.equal(page.total, 5);
    assert.equal(page.pageNum, 1);
    assert.equal(page.totalPages, 1);
    assert.equal(page.unread, 3);
    assert.deepEqual(
      page.list.map((m) => [m.title, m.read]),
      [
        ['Security reminder', false],
        ['Weekly cashback credited', false],
        ['You reached VIP 1', false],
        ['Deposit received', true],
        ['Welcome to Lobby', true],
      ],
    );
    const times = page.list.map((m) => Date.parse(m.createdAt));
    assert.deepEqual(
      [...times].sort((a, b) => b - a),
      times,
    );
    assert.ok(page.list.every((m) => /^\d{4}-\d{2}-\d{2}T/.test(m.createdAt)));
    assert.match(page.list[3]!.content, /<table>/);
  });

  test('pages by pageNo and pageSize', async () => {
    const second = await inbox(demo, '?pageNo=2&pageSize=2');
    assert.equal(second.pageNum, 2);
    assert.equal(second.totalPages, 3);
    assert.deepEqual(
      second.list.map((m) => m.title),
      ['You reached VIP 1', 'Deposit received'],
    );
    assert.equal(second.unread, 3, 'the unread count covers the whole inbox');
    assert.deepEqual((await inbox(demo, '?pageNo=9')).list, []);
  });

  test('each member sees only their own messages', async () => {
    const agentPage = await inbox(agent);
    assert.deepEqual(
      agentPage.list.map((m) => m.title),
      ['Monthly commission statement', 'Welcome to Lobby'],
    );
    const team = await t.login('team03', 'member1234');
    assert.equal((await inbox(team)).unread, 1);
  });
});

describe('seeded inbox', () => {
  test('a forced re-seed adds no message and keeps read marks', async () => {
    const count = async () =>
      (
        await selectRows<{ n: number; unread: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM inbox_messages`,
        )
      )[0];
    const before = await count();
    assert.ok(before!.n >= 5 + 2 + 14);
    await seed(t.database.db, { force: true, clock: t.clock });
    assert.deepEqual(await count(), before);
  });
});

describe('POST /wps/inbox/:id/read', () => {
  test('marks a message read once; the unread counts drop by one', async () => {
    const before = await inbox(demo);
    const target = before.list.find((m) => !m.read)!;
    const first = await markRead(demo, target.id);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(answer('POST /wps/inbox/:id/read', first).value, true);
    assert.equal(await unread(demo), before.unread - 1);
    const after = await inbox(demo);
    assert.equal(after.unread, before.unread - 1);
    assert.equal(after.list.find((m) => m.id === target.id)?.read, true);

    const firstReadAt = await readAtOf(target.id);
    t.clock.advance(60_000);
    const again = await markRead(demo, target.id, { read: true });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(await readAtOf(target.id), firstReadAt, 'the first read time is kept');
    assert.equal(await unread(demo), before.unread - 1);
  });

  test("another member's message is not found and stays unread", async () => {
    const agentUnread = (await inbox(agent)).list.find((m) => !m.read)!;
    const response = await markRead(demo, agentUnread.id);
    assert.equal(response.statusCode, 404);
    assert.equal(refusal(response).code, 'NOT_FOUND');
    assert.equal(await readAtOf(agentUnread.id), null);
  });

  test('an unknown id is not found', async () => {
    const response = await markRead(demo, 2_000_000_000);
    assert.equal(response.statusCode, 404);
    assert.equal(refusal(response).code, 'NOT_FOUND');
  });
});

describe('who may use the inbox', () => {
  const calls = (token: string | null, messageId = 1): InjectOptions[] => {
    const headers = token ? bearer(token) : {};
    return [
      { method: 'GET', url: '/wps/inbox', headers },
      { method: 'GET', url: '/wps/inbox/unread', headers },
      { method: 'POST', url: `/wps/inbox/${messageId}/read`, headers },
    ];
  };

  test('trial users are refused with free_reject and nothing is marked', async () => {
    const unreadId = (await inbox(agent)).list.find((m) => !m.read)!.id;
    for (const call of calls(trial, unreadId)) {
      const response = await t.request(call);
      assert.equal(response.statusCode, 403, `${call.method} ${call.url}`);
      const refused = refusal(response);
      assert.equal(refused.code, 'TRIAL_REJECTED');
      assert.equal(refused.messageKey, 'free_reject');
    }
    assert.equal(await readAtOf(unreadId), null);
  });

  test('visitors must log in', async () => {
    for (const call of calls(null)) {
      const response = await t.request(call);
      assert.equal(response.statusCode, 401, `${call.method} ${call.url}`);
      assert.equal(refusal(response).code, 'NOT_LOGGED_IN');
    }
  });
});

describe('bad input → 400 INVALID_INPUT, never a 500', () => {
  const { get, post } = memberRequests(() => demo);
  const cases: [string, () => InjectOptions, number?][] = [
    ['pageSize 0', get('/wps/inbox?pageSize=0')],
    ['pageSize 101', get('/wps/inbox?pageSize=101')],
    ['pageNo negative', get('/wps/inbox?pageNo=-1')],
    ['pageNo 10001', get('/wps/inbox?pageNo=10001')],
    ['pageNo fractional', get('/wps/inbox?pageNo=1.5')],
    ['pageNo text', get('/wps/inbox?pageNo=two')],
    ['pageNo absurd', get('/wps/inbox?pageNo=99999999999999')],
    ['repeated pageNo', get('/wps/inbox?pageNo=1&pageNo=2')],
    ['unknown list field', get('/wps/inbox?memberId=2')],
    ['unknown unread field', get('/wps/inbox/unread?memberId=2')],
    ['bad language', get('/wps/inbox?language=english!')],
    ['id text', post('/wps/inbox/abc/read')],
    ['id zero', post('/wps/inbox/0/read')],
    ['id negative', post('/wps/inbox/-1/read')],
    ['id fractional', post('/wps/inbox/1.5/read')],
    ['id overflow', post('/wps/inbox/99999999999/read')],
    ['id SQL', post(`/wps/inbox/${encodeURIComponent('1 OR 1=1')}/read`)],
    ['unknown body field', post('/wps/inbox/1/read', JSON.stringify({ memberId: 2 }))],
    ['read false', post('/wps/inbox/1/read', JSON.stringify({ read: false }))],
    ['JSON array body', post('/wps/inbox/1/read', '[]')],
    ['malformed JSON', post('/wps/inbox/1/read', '{"read":')],
    ['unknown query field on read', post('/wps/inbox/1/read?all=1')],
    ['text body', post('/wps/inbox/1/read', 'read', 'text/plain')],
    ['form body', post('/wps/inbox/1/read', 'read=true', 'application/x-www-form-urlencoded'), 415],
  ];
  for (const [label, request, status = 400] of cases) {
    test(label, async () => {
      const response = await t.request(request());
      assert.equal(response.statusCode, status, response.body);
      const refused = refusal(response);
      if (status === 400) assert.equal(refused.code, 'INVALID_INPUT');
      assert.equal(refused.messageKey, 'invalid_input');
    });
  }
});
