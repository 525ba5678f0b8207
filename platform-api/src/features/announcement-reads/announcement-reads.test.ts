import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import {
  answer,
  bearer,
  createTestApp,
  memberRequests,
  refusal,
  type TestApp,
} from '../../test/harness.js';

let t: TestApp;
let member: string;
let trial: string;
let trialName: string;
before(async () => {
  t = await createTestApp();
  member = await t.login('team05', 'member1234');
  const created = await t.request({ method: 'POST', url: '/wps/member/trialuser', payload: {} });
  ({ token: trial, userName: trialName } = answer('POST /wps/member/trialuser', created).value);
});
after(async () => {
  await t.close();
});

const notices = async (token: string, query = '?types=A,PL') => {
  const groups = answer(
    'GET /wps/announcements',
    await t.request({ method: 'GET', url: `/wps/announcements${query}`, headers: bearer(token) }),
  ).value;
  return [...groups.hot, ...groups.player];
};
const unread = async (token: string, query = '') => {
  const response = await t.request({
    method: 'GET',
    url: `/wps/announcements/unread${query}`,
    headers: bearer(token),
  });
  assert.equal(response.statusCode, 200, response.body);
  return answer('GET /wps/announcements/unread', response).value.unread;
};
const markRead = (token: string, id: number | string, payload: unknown = { read: true }) =>
  t.request({
    method: 'POST',
    url: `/wps/announcements/${id}/read`,
    headers: bearer(token),
    payload: payload as InjectOptions['payload'],
  });
const readsOf = async (username: string) =>
  (
    await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM announcement_reads r JOIN members m ON m.id = r.member_id WHERE m.username = ${username}`,
    )
  )[0]!.n;

describe('GET /wps/announcements/unread', () => {
  test('counts the notices (A and PL by default) the member has not read', async () => {
    const list = await notices(member);
    assert.ok(list.length >= 4);
    assert.equal(await unread(member), list.filter((n) => !n.read).length);
    assert.equal(await unread(member, '?types=PL'), (await notices(member, '?types=PL')).length);
    const siteNotices = await notices(member, '?types=A&language=EN');
    assert.ok(siteNotices.length > 0);
    assert.equal(await unread(member, '?types=A&language=EN'), siteNotices.length);
  });

  test('is 0 for trial users, whose reads are not kept', async () => {
    assert.equal(await unread(trial), 0);
  });
});

describe('POST /wps/announcements/:id/read', () => {
  test('marks one read: the list shows it read and the unread count drops, once', async () => {
    const [first] = await notices(member);
    const before = await unread(member);
    const response = await markRead(member, first!.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(answer('POST /wps/announcements/:id/read', response).value, true);
    assert.equal((await notices(member)).find((n) => n.id === first!.id)?.read, true);
    assert.equal(await unread(member), before - 1);

    const again = await t.request({
      method: 'POST',
      url: `/wps/announcements/${first!.id}/read`,
      headers: bearer(member),
    });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(await unread(member), before - 1);
    assert.equal(await readsOf('team05'), 1);
  });

  test('trial users get success but nothing is written', async () => {
    const [first] = await notices(trial);
    const response = await markRead(trial, first!.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(answer('POST /wps/announcements/:id/read', response).value, true);
    assert.equal(await readsOf(trialName), 0);
    assert.ok((await notices(trial)).every((n) => !n.read));
  });

  test('an unknown id is not found, also for trial users', async () => {
    for (const token of [member, trial]) {
      const response = await markRead(token, 2_000_000_000);
      assert.equal(response.statusCode, 404);
      assert.equal(refusal(response).code, 'NOT_FOUND');
    }
  });

  test('visitors must log in', async () => {
    const [first] = await notices(member);
    const calls: (InjectOptions & { url: string })[] = [
      { method: 'POST', url: `/wps/announcements/${first!.id}/read`, payload: {} },
      { method: 'GET', url: '/wps/announcements/unread' },
    ];
    for (const call of calls) {
      const response = await t.request(call);
      assert.equal(response.statusCode, 401, call.url);
      assert.equal(refusal(response).code, 'NOT_LOGGED_IN');
    }
  });
});

describe('bad input → 400 INVALID_INPUT, never a 500', () => {
  const { get, post } = memberRequests(() => member);
  const cases: [string, () => InjectOptions, number?][] = [
    ['unknown type', get('/wps/announcements/unread?types=A,ZZ')],
    ['empty types', get('/wps/announcements/unread?types=,')],
    ['bad language', get('/wps/announcements/unread?language=english!')],
    ['unknown unread field', get('/wps/announcements/unread?memberId=1')],
    ['repeated types', get('/wps/announcements/unread?types=A&types=PL')],
    ['id text', post('/wps/announcements/abc/read')],
    ['id zero', post('/wps/announcements/0/read')],
    ['id negative', post('/wps/announcements/-3/read')],
    ['id overflow', post('/wps/announcements/99999999999/read')],
    ['id fractional', post('/wps/announcements/1.5/read')],
    ['read false', post('/wps/announcements/1/read', JSON.stringify({ read: false }))],
    ['read as text', post('/wps/announcements/1/read', JSON.stringify({ read: 'true' }))],
    ['unknown body field', post('/wps/announcements/1/read', JSON.stringify({ memberId: 2 }))],
    ['JSON array body', post('/wps/announcements/1/read', '[1]')],
    ['malformed JSON', post('/wps/announcements/1/read', '{')],
    ['unknown query field', post('/wps/announcements/1/read?types=A')],
    ['text body', post('/wps/announcements/1/read', 'read', 'text/plain')],
    [
      'form body',
      post('/wps/announcements/1/read', 'read=1', 'application/x-www-form-urlencoded'),
      415,
    ],
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
