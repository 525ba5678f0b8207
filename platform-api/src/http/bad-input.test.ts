import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { SeededRandom } from '../seed/random.js';
import { bearer, body, createTestApp, OPERATOR_KEY, type TestApp } from '../test/harness.js';
import { ERROR_CATALOGUE } from './errors.js';

let t: TestApp;
let token: string;
let agentToken: string;
let loggedOutToken: string;
before(async () => {
  t = await createTestApp();
  token = await t.login('demo', 'demo1234');
  agentToken = await t.login('agent01', 'agent1234');
  loggedOutToken = await t.login('team07', 'member1234');
  await t.request({
    method: 'DELETE',
    url: '/wps/session/logout',
    headers: bearer(loggedOutToken),
  });
});
after(async () => {
  await t.close();
});

const KNOWN_KEYS = new Set<string>(Object.values(ERROR_CATALOGUE).map((entry) => entry.messageKey));
const long = (n: number) => 'x'.repeat(n);

interface Case {
  label: string;
  request: () => InjectOptions;
  status?: number;
  code?: string;
}

const get =
  (url: string, headers: Record<string, string> = {}): (() => InjectOptions) =>
  () => ({ method: 'GET', url, headers });
const authed = (url: string) => () => ({ method: 'GET' as const, url, headers: bearer(token) });
const tokenCases = (method: 'GET' | 'DELETE', url: string): Case[] => [
  { label: 'no token', request: () => ({ method, url }), status: 401, code: 'NOT_LOGGED_IN' },
  {
    label: 'garbage token',
    request: () => ({ method, url, headers: { authorization: 'Bearer ?!not-a-token' } }),
    status: 401,
    code: 'NOT_LOGGED_IN',
  },
  {
    label: 'unknown token',
    request: () => ({ method, url, headers: bearer('B'.repeat(43)) }),
    status: 401,
    code: 'NOT_LOGGED_IN',
  },
  {
    label: 'logged-out token',
    request: () => ({ method, url, headers: bearer(loggedOutToken) }),
    status: 401,
    code: 'NOT_LOGGED_IN',
  },
  {
    label: 'wrong scheme',
    request: () => ({ method, url, headers: { authorization: `Basic ${token}` } }),
    status: 401,
    code: 'NOT_LOGGED_IN',
  },
  {
    label: 'oversized header token',
    request: () => ({ method, url, headers: { authorization: `Bearer ${long(5000)}` } }),
    status: 401,
    code: 'NOT_LOGGED_IN',
  },
];

const login =
  (payload: string, contentType = 'application/json'): (() => InjectOptions) =>
  () => ({
    method: 'POST',
    url: '/wps/session/login',
    headers: { 'content-type': contentType },
    payload,
  });

const TABLE: Record<string, Case[]> = {
  'GET /wps/system/status': [
    { label: 'unknown field', request: get('/wps/system/status?debug=1') },
    {
      label: 'oversized merchant code',
      request: get(`/wps/system/status?merchantCode=${long(300)}`),
    },
  ],
  'GET /wps/system/country': [{ label: 'unknown field', request: get('/wps/system/country?x=1') }],
  'GET /wps/system/downloads': [
    { label: 'unknown field', request: get('/wps/system/downloads?x=1') },
  ],
  'GET /wps/system/customerService': [
    { label: 'unknown field', request: get('/wps/system/customerService?x=1') },
  ],
  'GET /wps/system/helpCenter': [
    { label: 'unknown device', request: get('/wps/system/helpCenter?device=TV') },
    { label: 'bad language', request: get('/wps/system/helpCenter?lang=12345') },
    { label: 'unknown field', request: get('/wps/system/helpCenter?page=2') },
    { label: 'repeated parameter', request: get('/wps/system/helpCenter?lang=EN&lang=CN') },
  ],
  'POST /wps/session/login': [
    { label: 'malformed JSON', request: login('{"username":"demo",') },
    { label: 'empty body', request: login('') },
    { label: 'JSON array', request: login('[]') },
    { label: 'JSON null', request: login('null') },
    {
      label: 'unknown field',
      request: login(JSON.stringify({ username: 'demo', password: 'demo1234', admin: true })),
    },
    { label: 'missing password', request: login(JSON.stringify({ username: 'demo' })) },
    {
      label: 'number username',
      request: login(JSON.stringify({ username: 42, password: 'demo1234' })),
    },
    {
      label: 'empty username',
      request: login(JSON.stringify({ username: '  ', password: 'demo1234' })),
    },
    {
      label: 'oversized username',
      request: login(JSON.stringify({ username: long(65), password: 'demo1234' })),
    },
    {
      label: 'oversized password',
      request: login(JSON.stringify({ username: 'demo', password: long(129) })),
    },
    {
      label: 'oversized captcha',
      request: login(JSON.stringify({ username: 'demo', password: 'demo1234', captcha: long(17) })),
    },
    {
      label: 'prototype pollution',
      request: login('{"username":"demo","password":"demo1234","__proto__":{"x":1}}'),
    },
    {
      label: 'form body',
      request: login('username=demo&password=demo1234', 'application/x-www-form-urlencoded'),
      status: 415,
    },
    { label: 'text body', request: login('demo demo1234', 'text/plain') },
    {
      label: 'body over 64 KB',
      request: login(JSON.stringify({ username: 'demo', password: long(70_000) })),
      status: 413,
    },
  ],
  'DELETE /wps/session/logout': [
    ...tokenCases('DELETE', '/wps/session/logout'),
    {
      label: 'unknown query field',
      request: () => ({
        method: 'DELETE',
        url: '/wps/session/logout?all=1',
        headers: bearer(token),
      }),
    },
  ],
  'GET /wps/member/info': [
    ...tokenCases('GET', '/wps/member/info'),
    { label: 'unknown field', request: authed('/wps/member/info?id=1') },
  ],
  'GET /wps/wallets/gcs': [
    ...tokenCases('GET', '/wps/wallets/gcs'),
    { label: 'unknown field', request: authed('/wps/wallets/gcs?currency=USD') },
  ],
  'GET /wps/announcements': [
    { label: 'unknown type', request: get('/wps/announcements?types=A,ZZ') },
    { label: 'empty types', request: get('/wps/announcements?types=,') },
    { label: 'oversized types', request: get(`/wps/announcements?types=${'A,'.repeat(200)}A`) },
    { label: 'bad group name', request: get('/wps/announcements?groupName=%3Cscript%3E') },
    { label: 'unknown field', request: get('/wps/announcements?token=abc') },
  ],
  'GET /wps/banners': [
    { label: 'bad group name', request: get('/wps/banners?groupName=a%20b') },
    { label: 'oversized group name', request: get(`/wps/banners?groupName=${long(65)}`) },
    { label: 'unknown field', request: get('/wps/banners?limit=3') },
  ],
  'GET /wps/game/vendorGameTypes': [
    { label: 'typeId not a number', request: get('/wps/game/vendorGameTypes?typeId=abc') },
    { label: 'typeId negative', request: get('/wps/game/vendorGameTypes?typeId=-1') },
    { label: 'unknown field', request: get('/wps/game/vendorGameTypes?x=1') },
  ],
  'GET /wps/game/hot': [
    { label: 'unknown gameType', request: get('/wps/game/hot?gameType=CHESS') },
    { label: 'bad isPlatform', request: get('/wps/game/hot?isPlatform=9') },
    { label: 'unknown platform', request: get('/wps/game/hot?platform=desktop') },
    { label: 'unknown field', request: get('/wps/game/hot?limit=1000') },
  ],
  'GET /wps/game/list': [
    { label: 'pageSize 0', request: get('/wps/game/list?pageSize=0') },
    { label: 'pageSize 101', request: get('/wps/game/list?pageSize=101') },
    { label: 'pageSize absurd', request: get('/wps/game/list?pageSize=99999999999999') },
    { label: 'pageNo negative', request: get('/wps/game/list?pageNo=-1') },
    { label: 'pageNo 10001', request: get('/wps/game/list?pageNo=10001') },
    { label: 'pageNo fractional', request: get('/wps/game/list?pageNo=1.5') },
    { label: 'pageNo text', request: get('/wps/game/list?pageNo=two') },
    { label: 'unknown gameType', request: get('/wps/game/list?gameType=CHESS') },
    { label: 'unknown classify', request: get('/wps/game/list?gameClassify=XX') },
    { label: 'minBet not in the set', request: get('/wps/game/list?minBet=0.2') },
    { label: 'minBet negative', request: get('/wps/game/list?minBet=-1') },
    { label: 'minLine zero', request: get('/wps/game/list?minLine=0') },
    { label: 'minLine absurd', request: get('/wps/game/list?minLine=100000') },
    { label: 'oversized gameName', request: get(`/wps/game/list?gameName=${long(101)}`) },
    { label: 'bad vassalage', request: get('/wps/game/list?vassalage=P%20G') },
    {
      label: 'too many vendors',
      request: get(
        `/wps/game/list?vassalage=${Array.from({ length: 51 }, (_, i) => `V${i}`).join(',')}`,
      ),
    },
    { label: 'bad language', request: get('/wps/game/list?language=english!') },
    { label: 'repeated pageNo', request: get('/wps/game/list?pageNo=1&pageNo=2') },
    { label: 'unknown field', request: get('/wps/game/list?sort=name') },
  ],
  'GET /wps/promotions': [
    { label: 'categoryId text', request: get('/wps/promotions?categoryId=abc') },
    { label: 'categoryId zero', request: get('/wps/promotions?categoryId=0') },
    { label: 'unknown field', request: get('/wps/promotions?x=1') },
  ],
  'GET /wps/agent/team/kpi': [
    ...tokenCases('GET', '/wps/agent/team/kpi'),
    {
      label: 'bad date',
      request: () => ({
        method: 'GET',
        url: '/wps/agent/team/kpi?startDate=2024/13/40',
        headers: bearer(agentToken),
      }),
    },
    {
      label: 'date text',
      request: () => ({
        method: 'GET',
        url: '/wps/agent/team/kpi?startDate=yesterday',
        headers: bearer(agentToken),
      }),
    },
    {
      label: 'end before start',
      request: () => ({
        method: 'GET',
        url: '/wps/agent/team/kpi?startDate=2024/05/02&endDate=2024/05/01',
        headers: bearer(agentToken),
      }),
    },
    {
      label: 'range too long',
      request: () => ({
        method: 'GET',
        url: '/wps/agent/team/kpi?startDate=2020/01/01&endDate=2024/01/01',
        headers: bearer(agentToken),
      }),
    },
    {
      label: 'size negative',
      request: () => ({
        method: 'GET',
        url: '/wps/agent/team/kpi?size=-1',
        headers: bearer(agentToken),
      }),
    },
    {
      label: 'unknown field',
      request: () => ({
        method: 'GET',
        url: '/wps/agent/team/kpi?agentId=1',
        headers: bearer(agentToken),
      }),
    },
  ],
  'GET /wps/img/*': [
    { label: 'game id not a number', request: get('/wps/img/game/abc.svg'), status: 400 },
    {
      label: 'unknown game',
      request: get('/wps/img/game/999999.svg'),
      status: 404,
      code: 'NOT_FOUND',
    },
    { label: 'bad game size', request: get('/wps/img/game/1.svg?size=huge') },
    { label: 'bad vendor variant', request: get('/wps/img/vendor/PG.svg?variant=pink') },
    {
      label: 'unknown vendor',
      request: get('/wps/img/vendor/NOPE.svg'),
      status: 404,
      code: 'NOT_FOUND',
    },
    { label: 'banner id overflow', request: get('/wps/img/banner/99999999999.svg') },
    {
      label: 'unknown promo',
      request: get('/wps/img/promo/424242.svg'),
      status: 404,
      code: 'NOT_FOUND',
    },
  ],
  'PUT /ops/system/flags': [
    {
      label: 'malformed JSON',
      request: () => ({
        method: 'PUT',
        url: '/ops/system/flags',
        headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' },
        payload: '{',
      }),
    },
    {
      label: 'wrong type',
      request: () => ({
        method: 'PUT',
        url: '/ops/system/flags',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload: { maintenance: 1 },
      }),
    },
    {
      label: 'unknown field',
      request: () => ({
        method: 'PUT',
        url: '/ops/system/flags',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload: { maintenance: true, everything: true },
      }),
    },
  ],
  'unknown routes': [
    {
      label: 'unknown API path',
      request: get('/wps/nothing/here'),
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      label: 'wrong method',
      request: () => ({ method: 'POST', url: '/wps/member/info', payload: {} }),
      status: 404,
      code: 'NOT_FOUND',
    },
    { label: 'unknown lgw path', request: get('/lgw/orders'), status: 404, code: 'NOT_FOUND' },
    { label: 'bad percent-encoding in the path', request: get('/wps/img/game/%E0%A4%A.svg') },
  ],
};

for (const [call, cases] of Object.entries(TABLE)) {
  describe(call, () => {
    for (const entry of cases) {
      test(`${entry.label} → ${entry.status ?? 400} ${entry.code ?? 'INVALID_INPUT'}`, async () => {
        const response = await t.request(entry.request());
        const answer = body(response);
        assert.equal(response.statusCode, entry.status ?? 400, response.body);
        assert.equal(answer.success, false);
        assert.equal(
          answer.code,
          entry.code ??
            (entry.status === 413 || entry.status === 415 ? answer.code : 'INVALID_INPUT'),
        );
        assert.ok(
          answer.messageKey && KNOWN_KEYS.has(answer.messageKey),
          `messageKey ${answer.messageKey}`,
        );
        assert.ok(!('stack' in (answer as object)));
      });
    }
  });
}

describe('bad input never causes a 500', () => {
  const urls = [
    '/wps/system/status',
    '/wps/system/helpCenter',
    '/wps/announcements',
    '/wps/banners',
    '/wps/game/vendorGameTypes',
    '/wps/game/hot',
    '/wps/game/list',
    '/wps/promotions',
    '/wps/agent/team/kpi',
    '/wps/member/info',
    '/wps/wallets/gcs',
  ];
  const keys = [
    'gameName',
    'gameType',
    'pageNo',
    'pageSize',
    'minBet',
    'minLine',
    'types',
    'groupName',
    'lang',
    'device',
    'categoryId',
    'startDate',
    'vassalage',
    'language',
    'x',
  ];
  const values = [
    '',
    '-1',
    '0',
    '1e9',
    'NaN',
    '%00',
    '%27%20OR%201%3D1--',
    '%F0%9F%90%89',
    'null',
    '[]',
    '{}',
    '1',
    'A,B',
    long(300),
    '..%2F..%2Fetc',
  ];

  test('300 random queries across the GET calls', async () => {
    const random = new SeededRandom(99);
    for (let i = 0; i < 300; i += 1) {
      const params = Array.from(
        { length: random.int(1, 3) },
        () => `${random.pick(keys)}=${random.pick(values)}`,
      ).join('&');
      const url = `${random.pick(urls)}?${params}`;
      const response = await t.request({
        method: 'GET',
        url,
        headers: random.chance(0.5) ? bearer(agentToken) : {},
      });
      assert.ok(response.statusCode < 500, `${url} → ${response.statusCode} ${response.body}`);
      assert.equal(typeof body(response).success, 'boolean', url);
    }
  });
});
