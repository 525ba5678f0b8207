import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { SeededRandom } from '../seed/random.js';
import {
  bearer,
  body,
  createTestApp,
  OPERATOR_KEY,
  refusal,
  type TestApp,
} from '../test/harness.js';
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
  'PUT /ops/system/customer-service': [
    {
      label: 'channels not a list',
      request: () => ({
        method: 'PUT',
        url: '/ops/system/customer-service',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload: { operator: 'ops.anna', channels: { csType: 'LIVECHAT' } },
      }),
    },
    {
      label: 'a title of 10,000 characters',
      request: () => ({
        method: 'PUT',
        url: '/ops/system/customer-service',
        headers: { 'x-operator-key': OPERATOR_KEY },
        payload: {
          operator: 'ops.anna',
          channels: [{ csType: 'LIVECHAT', title: long(10_000), path: '/m/liveChat' }],
        },
      }),
    },
  ],
  'POST /wps/game/recent': [
    {
      label: 'nodeId as a string',
      request: () => ({
        method: 'POST',
        url: '/wps/game/recent',
        headers: bearer(token),
        payload: { nodeId: '1' },
      }),
    },
  ],
  'POST /wps/game/favourite': [
    {
      label: 'nodeId as a string',
      request: () => ({
        method: 'POST',
        url: '/wps/game/favourite',
        headers: bearer(token),
        payload: { nodeId: '1' },
      }),
    },
  ],
  'POST /wps/verification/sms': [
    {
      label: 'missing purpose',
      request: () => ({
        method: 'POST',
        url: '/wps/verification/sms',
        payload: { mobileNum: '9170000007', countryDialingCode: '63' },
      }),
    },
  ],
  'GET member lists with empty paging': [
    { label: 'inbox pageNo=', request: authed('/wps/inbox?pageNo=') },
    { label: 'inbox pageSize=', request: authed('/wps/inbox?pageSize=') },
    { label: 'favourite ids pageNo=', request: authed('/wps/game/favourite/ids?pageNo=') },
    { label: 'favourite list pageSize=', request: authed('/wps/game/favourite/list?pageSize=') },
    { label: 'recent pageNo=', request: authed('/wps/game/recent?pageNo=') },
    { label: 'recent pageSize=', request: authed('/wps/game/recent?pageSize=&pageNo=1') },
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
    {
      label: 'unknown lgw path',
      request: get('/lgw/no-such-call'),
      status: 404,
      code: 'NOT_FOUND',
    },
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

/**
 * Every call that can take a body (every POST, PUT, PATCH and DELETE of the API, read from the
 * OpenAPI document so that a new call is covered the day it is added) refuses the two shapes the
 * bad-input suite found answering 500 through a stack overflow: 30,000 nested arrays and 5,000
 * nested objects. Refused by the JSON parser (json-depth.ts) before the body is parsed, so the
 * answer is 400 INVALID_INPUT whatever the call, token or path parameter.
 */
describe('deeply nested JSON body → 400 INVALID_INPUT on every call that takes a body', () => {
  const SHAPES: [string, string][] = [
    ['30,000 nested arrays', '['.repeat(30_000) + ']'.repeat(30_000)],
    ['5,000 nested objects', '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)],
  ];
  const CALLBACK = '/wps/deposit/callback/1';
  const bodyCalls = () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    return Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({
          method: method.toUpperCase() as InjectOptions['method'],
          url: path.replace(/\{[^}]+\}/g, '1'),
        })),
    );
  };

  for (const [shape, payload] of SHAPES) {
    test(`${shape}`, async () => {
      const calls = bodyCalls();
      // The API has 70-odd such calls; far fewer would mean the list above stopped finding them.
      assert.ok(calls.length >= 70, `${calls.length} calls`);
      const wrong: string[] = [];
      for (const { method, url } of calls) {
        const response = await t.request({
          method,
          url,
          headers: {
            ...bearer(token),
            'x-operator-key': OPERATOR_KEY,
            'content-type': 'application/json',
          },
          payload,
        });
        const answer = body(response);
        // The provider's notification reads at most 16 KB: both shapes are refused for size.
        const expected = url === CALLBACK ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT';
        if (response.statusCode >= 500 || answer.code !== expected) {
          wrong.push(`${method} ${url} → ${response.statusCode} ${answer.code}`);
        }
      }
      assert.deepEqual(wrong, []);
    });
  }

  test('the provider notification, with its own parser, refuses depth within its 16 KB', async () => {
    const response = await t.request({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(8_000) + ']'.repeat(8_000),
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(refusal(response).code, 'INVALID_INPUT');
  });

  test('a body nested as deep as the bound still reaches the call', async () => {
    let nested: unknown = 1;
    for (let i = 0; i < 31; i += 1) nested = [nested];
    // 32 levels with the body's own object: past the parser, refused by the call's schema,
    // which names the field (a refusal by depth names none).
    const response = await t.request(
      visitor('POST', '/wps/session/login', { username: 'demo', password: nested })(),
    );
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(
      refusal(response).details?.map((detail) => detail.path),
      ['password'],
    );
  });
});

/**
 * Every call that takes a string refuses control characters (NUL, other C0, DEL, C1) with 400
 * INVALID_INPUT naming the field, before any database query: PostgreSQL refuses a NUL byte
 * itself and the error used to escape as 500. `field` is the detail path the answer must name.
 */
const CONTROLS = ['\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\n', '\t'];
const ctl = (index: number) => CONTROLS[index % CONTROLS.length]!;
const q = (value: string) => encodeURIComponent(value);
const member = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => () =>
  ({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  }) as InjectOptions;
const visitor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => () =>
  ({ method, url, ...(payload ? { payload } : {}) }) as InjectOptions;
const operator = (url: string) => () =>
  ({ method: 'GET', url, headers: { 'x-operator-key': OPERATOR_KEY } }) as InjectOptions;

const CONTROL_CHARACTER_TABLE: [string, string, (c: string) => () => InjectOptions][] = [
  [
    'GET /wps/system/status',
    'merchantCode',
    (c) => visitor('GET', `/wps/system/status?merchantCode=a${q(c)}`),
  ],
  [
    'GET /wps/system/helpCenter',
    'lang',
    (c) => visitor('GET', `/wps/system/helpCenter?lang=E${q(c)}N`),
  ],
  ['GET /wps/system/country', 'x', (c) => visitor('GET', `/wps/system/country?x=${q(c)}`)],
  ['GET /wps/system/publicKey', 'x', (c) => visitor('GET', `/wps/system/publicKey?x=${q(c)}`)],
  [
    'GET /wps/check/username',
    'username',
    (c) => visitor('GET', `/wps/check/username?username=ab${q(c)}cd`),
  ],
  [
    'GET /wps/check/affiliate',
    'domain',
    (c) => visitor('GET', `/wps/check/affiliate?domain=m${q(c)}.lobby.example`),
  ],
  ['GET /wps/captcha', 'merchantCode', (c) => visitor('GET', `/wps/captcha?merchantCode=${q(c)}`)],
  [
    'POST /wps/session/login',
    'username',
    (c) => visitor('POST', '/wps/session/login', { username: `a${c}b`, password: 'demo1234' }),
  ],
  [
    'POST /wps/session/login',
    'password',
    (c) => visitor('POST', '/wps/session/login', { username: 'demo', password: `demo${c}1234` }),
  ],
  [
    'POST /wps/session/login/sms',
    'verificationCode',
    (c) =>
      visitor('POST', '/wps/session/login/sms', {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: `12345${c}`,
      }),
  ],
  [
    'POST /wps/session/login/social',
    'token',
    (c) => visitor('POST', '/wps/session/login/social', { provider: 'GOOGLE', token: `a${c}b` }),
  ],
  ['DELETE /wps/session/logout', 'x', (c) => member('DELETE', `/wps/session/logout?x=${q(c)}`)],
  [
    'PUT /wps/member/register',
    'username',
    (c) =>
      visitor('PUT', '/wps/member/register', {
        username: `new${c}user`,
        password: 'abc12345',
        confirmPassword: 'abc12345',
      }),
  ],
  [
    'PUT /wps/member/register',
    'nickname',
    (c) =>
      visitor('PUT', '/wps/member/register', {
        username: 'newuser1',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        nickname: `n${c}`,
      }),
  ],
  [
    'PUT /wps/member/register/mobile',
    'username',
    (c) =>
      visitor('PUT', '/wps/member/register/mobile', {
        mobileNum: '9170000009',
        countryDialingCode: '63',
        verificationCode: '123456',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        username: `u${c}`,
      }),
  ],
  [
    'POST /wps/member/password',
    'oldPassword',
    (c) =>
      member('POST', '/wps/member/password', {
        oldPassword: `demo${c}1234`,
        newPassword: 'abc12345',
        confirmNewPassword: 'abc12345',
      }),
  ],
  [
    'POST /wps/member/password/email',
    'email',
    (c) =>
      visitor('POST', '/wps/member/password/email', {
        username: 'demo',
        email: `demo${c}@lobby.example`,
      }),
  ],
  [
    'POST /wps/member/password/email',
    'username',
    (c) =>
      visitor('POST', '/wps/member/password/email', {
        username: `de${c}mo`,
        email: 'demo@lobby.example',
      }),
  ],
  [
    'POST /wps/member/password/phone',
    'password',
    (c) =>
      visitor('POST', '/wps/member/password/phone', {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: '123456',
        password: `abc${c}12345`,
      }),
  ],
  [
    'POST /wps/member/password/reset',
    'password',
    (c) =>
      visitor('POST', '/wps/member/password/reset', {
        token: 'A'.repeat(43),
        password: `abc${c}12345`,
        confirmPassword: `abc${c}12345`,
      }),
  ],
  [
    'POST /wps/member/trialuser',
    'moduleId',
    (c) => visitor('POST', '/wps/member/trialuser', { moduleId: `m${c}` }),
  ],
  [
    'POST /wps/verification/sms',
    'geetest.challenge',
    (c) =>
      visitor('POST', '/wps/verification/sms', {
        mobileNum: '9170000008',
        countryDialingCode: '63',
        purpose: 'REGISTER',
        geetest: { challenge: `x${c}` },
      }),
  ],
  ['GET /wps/member/info', 'x', (c) => member('GET', `/wps/member/info?x=${q(c)}`)],
  ['GET /wps/wallets/gcs', 'x', (c) => member('GET', `/wps/wallets/gcs?x=${q(c)}`)],
  [
    'GET /wps/announcements',
    'groupName',
    (c) => visitor('GET', `/wps/announcements?groupName=m${q(c)}`),
  ],
  [
    'GET /wps/announcements/unread',
    'language',
    (c) => member('GET', `/wps/announcements/unread?language=E${q(c)}`),
  ],
  [
    'POST /wps/announcements/:id/read',
    'id',
    (c) => member('POST', `/wps/announcements/1${q(c)}/read`),
  ],
  ['GET /wps/banners', 'groupName', (c) => visitor('GET', `/wps/banners?groupName=m_home${q(c)}`)],
  ['GET /wps/promotions', 'language', (c) => visitor('GET', `/wps/promotions?language=E${q(c)}`)],
  ['GET /wps/rank/bet', 'language', (c) => visitor('GET', `/wps/rank/bet?language=${q(c)}`)],
  [
    'GET /wps/rank/deposit',
    'merchantCode',
    (c) => visitor('GET', `/wps/rank/deposit?merchantCode=${q(c)}`),
  ],
  ['GET /wps/game/list', 'gameName', (c) => visitor('GET', `/wps/game/list?gameName=a${q(c)}`)],
  ['GET /wps/game/hot', 'gameType', (c) => visitor('GET', `/wps/game/hot?gameType=RNG${q(c)}`)],
  [
    'GET /wps/game/vendorGameTypes',
    'language',
    (c) => visitor('GET', `/wps/game/vendorGameTypes?language=${q(c)}`),
  ],
  [
    'GET /wps/game/winners',
    'gameCategory',
    (c) => visitor('GET', `/wps/game/winners?gameCategory=${q(c)}`),
  ],
  [
    'GET /wps/game/jackpot',
    'merchant',
    (c) => visitor('GET', `/wps/game/jackpot?merchant=${q(c)}`),
  ],
  [
    'GET /wps/game/launchGame',
    'gameId',
    (c) => member('GET', `/wps/game/launchGame?nodeId=1&gameId=g${q(c)}`),
  ],
  [
    'GET /wps/lottery/list',
    'language',
    (c) => visitor('GET', `/wps/lottery/list?language=${q(c)}`),
  ],
  [
    'GET /wps/lottery/menu',
    'language',
    (c) => visitor('GET', `/wps/lottery/menu?language=${q(c)}`),
  ],
  [
    'POST /wps/game/favourite',
    'token',
    (c) => member('POST', '/wps/game/favourite', { nodeId: 1, token: `t${c}` }),
  ],
  [
    'DELETE /wps/game/favourite',
    'vendor',
    (c) => member('DELETE', '/wps/game/favourite', { nodeId: 1, vendor: `PG${c}` }),
  ],
  [
    'GET /wps/game/favourite/ids',
    'language',
    (c) => member('GET', `/wps/game/favourite/ids?language=${q(c)}`),
  ],
  [
    'GET /wps/game/favourite/list',
    'language',
    (c) => member('GET', `/wps/game/favourite/list?language=${q(c)}`),
  ],
  [
    'POST /wps/game/recent',
    'language',
    (c) => member('POST', '/wps/game/recent', { nodeId: 1, language: `E${c}N` }),
  ],
  ['GET /wps/game/recent', 'platform', (c) => member('GET', `/wps/game/recent?platform=${q(c)}`)],
  ['GET /wps/inbox', 'language', (c) => member('GET', `/wps/inbox?language=${q(c)}`)],
  [
    'GET /wps/inbox/unread',
    'merchantCode',
    (c) => member('GET', `/wps/inbox/unread?merchantCode=${q(c)}`),
  ],
  [
    'POST /wps/inbox/:id/read',
    'merchantCode',
    (c) => member('POST', '/wps/inbox/1/read', { merchantCode: `M${c}` }),
  ],
  [
    'GET /wps/agent/team/kpi',
    'startDate',
    (c) => () => ({
      method: 'GET',
      url: `/wps/agent/team/kpi?startDate=2024/05/0${q(c)}`,
      headers: bearer(agentToken),
    }),
  ],
  ['GET /wps/img/game/:id', 'size', (c) => visitor('GET', `/wps/img/game/1.svg?size=${q(c)}`)],
  ['GET /wps/img/vendor/:code', 'code', (c) => visitor('GET', `/wps/img/vendor/PG${q(c)}.svg`)],
  ['GET /wps/play/slot', 'mui', (c) => visitor('GET', `/wps/play/slot?ticket=abc&mui=${q(c)}`)],
  [
    'POST /wps/play/slot/spin',
    'roundId',
    (c) => visitor('POST', '/wps/play/slot/spin', { roundId: `abcdefgh${c}`, stake: 1 }),
  ],
  ['GET /ops/outbox', 'to', (c) => operator(`/ops/outbox?to=${q(c)}`)],
  ['GET /ops/captcha/:id', 'id', (c) => operator(`/ops/captcha/${q(c)}`)],
];

describe('control characters in any string input → 400 INVALID_INPUT', () => {
  CONTROL_CHARACTER_TABLE.forEach(([call, field, request], index) => {
    const c = ctl(index);
    test(`${call} ${field} with U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`, async () => {
      const response = await t.request(request(c)());
      const answer = body(response);
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(answer.code, 'INVALID_INPUT');
      assert.ok(
        answer.details?.some((detail) => detail.path === field),
        `details name ${field}: ${response.body}`,
      );
    });
  });

  test('a NUL byte in every free-text field the issue named, on this database', async () => {
    for (const request of [
      visitor('GET', '/wps/check/username?username=ab%00cd'),
      visitor('POST', '/wps/session/login', { username: 'a\u0000b', password: 'demo1234' }),
      visitor('GET', '/wps/game/list?gameName=a%00'),
      visitor('POST', '/wps/member/password/email', { username: 'demo', email: 'a\u0000@b.c' }),
      operator('/ops/outbox?to=%00'),
    ]) {
      const response = await t.request(request());
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(refusal(response).code, 'INVALID_INPUT');
    }
  });

  test('ordinary text outside the control ranges is still accepted', async () => {
    const name = await t.request(
      visitor('GET', `/wps/game/list?gameName=${q('Fortune 福 ñ 🐉')}`)(),
    );
    assert.equal(name.statusCode, 200, name.body);
    const free = await t.request(visitor('GET', `/wps/check/username?username=${q('ab cd')}`)());
    assert.notEqual(free.statusCode, 500, free.body);
  });
});

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
