import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';

import { answer, bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { gameOf } from '../games/test-helpers.js';

let t: TestApp;
let token: string;
let pg: number;
before(async () => {
  t = await createTestApp();
  token = await t.login('team05', 'member1234');
  pg = await gameOf(t, 'PG');
});
after(async () => {
  await t.close();
});

const send = (method: 'POST' | 'DELETE', url: string, payload: unknown, auth = true) =>
  t.request({
    method,
    url,
    payload: payload as InjectOptions['payload'],
    headers: auth ? bearer(token) : {},
  });
const get = (url: string, auth = true) =>
  t.request({ method: 'GET', url, headers: auth ? bearer(token) : {} });

describe('favourites', () => {
  test('add, list ids and games, remove', async () => {
    assert.deepEqual(
      answer(
        'GET /wps/game/favourite/ids',
        await get('/wps/game/favourite/ids?pageNo=1&pageSize=100'),
      ).value,
      {
        list: [],
      },
    );
    const added = await send('POST', '/wps/game/favourite', { nodeId: pg, vendor: 'PG' });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(answer('POST /wps/game/favourite', added).value, true);
    // Adding twice is harmless.
    assert.equal((await send('POST', '/wps/game/favourite', { nodeId: pg })).statusCode, 200);
    const ids = answer(
      'GET /wps/game/favourite/ids',
      await get('/wps/game/favourite/ids?pageNo=1&pageSize=100'),
    );
    assert.deepEqual(ids.value.list, [pg]);
    const page = answer(
      'GET /wps/game/favourite/list',
      await get('/wps/game/favourite/list?pageNo=1&pageSize=15&language=EN'),
    ).value;
    assert.deepEqual(
      page.content.map((g) => g.nodeId),
      [pg],
    );
    assert.equal(page.totalPages, 1);
    const removed = await send('DELETE', '/wps/game/favourite', { nodeId: pg, vendor: 'PG' });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(
      answer('GET /wps/game/favourite/ids', await get('/wps/game/favourite/ids')).value.list,
      [],
    );
  });

  test('the seeded demo member has favourites', async () => {
    const demo = await t.login('demo', 'demo1234');
    const reply = await t.request({
      method: 'GET',
      url: '/wps/game/favourite/ids?pageNo=1&pageSize=100',
      headers: bearer(demo),
    });
    assert.ok(answer('GET /wps/game/favourite/ids', reply).value.list.length >= 4);
  });
});

describe('recent games', () => {
  test('recorded on add and on launch, newest first', async () => {
    const jdb = await gameOf(t, 'JDB');
    assert.equal((await send('POST', '/wps/game/recent', { nodeId: jdb })).statusCode, 200);
    t.clock.advance(1000);
    const launch = await get(`/wps/game/launchGame?nodeId=${pg}`);
    assert.equal(launch.statusCode, 200, launch.body);
    const recent = answer(
      'GET /wps/game/recent',
      await get('/wps/game/recent?pageNo=1&pageSize=25'),
    ).value;
    assert.deepEqual(
      recent.list.map((g) => g.nodeId),
      [pg, jdb],
    );
    assert.equal(recent.totalPages, 1);
  });

  test("narrowed to a list screen's category, as the catalogue's list is", async () => {
    const live = await gameOf(t, 'EVO');
    assert.equal((await send('POST', '/wps/game/recent', { nodeId: live })).statusCode, 200);
    const ids = async (query: string) =>
      answer(
        'GET /wps/game/recent',
        await get(`/wps/game/recent?pageNo=1&pageSize=25${query}`),
      ).value.list.map((g) => g.nodeId);
    const every = await ids('');
    assert.ok(every.includes(live) && every.includes(pg));
    assert.deepEqual(await ids('&gameType=LIVE'), [live]);
    const slots = await ids('&gameType=RNG');
    assert.ok(slots.includes(pg) && !slots.includes(live));
    assert.deepEqual(await ids('&gameType=ALL'), every);
    const page = answer('GET /wps/game/recent', await get('/wps/game/recent?gameType=LIVE')).value;
    assert.equal(page.total, 1);
    assert.equal((await get('/wps/game/recent?gameType=CHESS')).statusCode, 400);
  });
});

interface Case {
  label: string;
  request: () => Promise<{ statusCode: number; body: string }>;
  status: number;
  code: string;
}

const cases = (): Case[] => [
  {
    label: 'add: logged out',
    request: () => send('POST', '/wps/game/favourite', { nodeId: pg }, false),
    status: 401,
    code: 'NOT_LOGGED_IN',
  },
  {
    label: 'add: unknown game',
    request: () => send('POST', '/wps/game/favourite', { nodeId: 999999 }),
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    label: "add: vendor not the game's",
    request: () => send('POST', '/wps/game/favourite', { nodeId: pg, vendor: 'JDB' }),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'add: negative node id',
    request: () => send('POST', '/wps/game/favourite', { nodeId: -1 }),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'add: absurd node id',
    request: () => send('POST', '/wps/game/favourite', { nodeId: 1e20 }),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'add: node id text',
    request: () => send('POST', '/wps/game/favourite', { nodeId: 'abc' }),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'add: missing node id',
    request: () => send('POST', '/wps/game/favourite', { vendor: 'PG' }),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'add: unknown field',
    request: () => send('POST', '/wps/game/favourite', { nodeId: pg, admin: true }),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'add: bad vendor',
    request: () => send('POST', '/wps/game/favourite', { nodeId: pg, vendor: 'P G' }),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'add: malformed JSON',
    request: () =>
      t.request({
        method: 'POST',
        url: '/wps/game/favourite',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"nodeId":',
      }),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'remove: not a favourite',
    request: () => send('DELETE', '/wps/game/favourite', { nodeId: pg }),
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    label: 'remove: logged out',
    request: () => send('DELETE', '/wps/game/favourite', { nodeId: pg }, false),
    status: 401,
    code: 'NOT_LOGGED_IN',
  },
  {
    label: 'remove: no body',
    request: () =>
      t.request({ method: 'DELETE', url: '/wps/game/favourite', headers: bearer(token) }),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'ids: logged out',
    request: () => get('/wps/game/favourite/ids', false),
    status: 401,
    code: 'NOT_LOGGED_IN',
  },
  {
    label: 'ids: pageSize 101',
    request: () => get('/wps/game/favourite/ids?pageSize=101'),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'ids: pageNo 0',
    request: () => get('/wps/game/favourite/ids?pageNo=0'),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'ids: unknown field',
    request: () => get('/wps/game/favourite/ids?sort=1'),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'list: pageSize text',
    request: () => get('/wps/game/favourite/list?pageSize=ten'),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'list: logged out',
    request: () => get('/wps/game/favourite/list', false),
    status: 401,
    code: 'NOT_LOGGED_IN',
  },
  {
    label: 'recent add: unknown game',
    request: () => send('POST', '/wps/game/recent', { nodeId: 999999 }),
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    label: 'recent add: logged out',
    request: () => send('POST', '/wps/game/recent', { nodeId: pg }, false),
    status: 401,
    code: 'NOT_LOGGED_IN',
  },
  {
    label: 'recent add: unknown field',
    request: () => send('POST', '/wps/game/recent', { nodeId: pg, x: 1 }),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'recent list: pageNo absurd',
    request: () => get('/wps/game/recent?pageNo=99999999999'),
    status: 400,
    code: 'INVALID_INPUT',
  },
  {
    label: 'recent list: logged out',
    request: () => get('/wps/game/recent', false),
    status: 401,
    code: 'NOT_LOGGED_IN',
  },
];

describe('bad input is refused with a clear 4xx and changes nothing', () => {
  test('every case', async () => {
    const before = answer('GET /wps/game/favourite/ids', await get('/wps/game/favourite/ids')).value
      .list;
    for (const c of cases()) {
      const response = await c.request();
      assert.equal(response.statusCode, c.status, `${c.label}: ${response.body}`);
      const envelope = JSON.parse(response.body) as { success: boolean; code: string };
      assert.equal(envelope.success, false, c.label);
      assert.equal(envelope.code, c.code, c.label);
    }
    assert.deepEqual(
      answer('GET /wps/game/favourite/ids', await get('/wps/game/favourite/ids')).value.list,
      before,
    );
  });
});
