import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RebateLine } from '../../contract/agent-money.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { createAccount, memberId, setRebate } from './test-helpers.js';

let t: TestApp;
let agent: string;
let subAgent: string;
let subAgentId: number;
let subMemberId: number;
before(async () => {
  t = await createTestApp();
  agent = await t.login('agent01', 'agent1234');
  const sub = await createAccount(t, agent, 'subagent1', 1, { LOTT: 1.5, RNG: 1 });
  subAgentId = sub.value.memberId;
  subAgent = await t.login('subagent1', 'abc12345');
  subMemberId = (await createAccount(t, subAgent, 'submember1', 0, { LOTT: 1 })).value.memberId;
});
after(async () => {
  await t.close();
});

const rateOf = (lines: RebateLine[], category: string) =>
  lines.find((line) => line.category === category)!;

describe('rebate settings', () => {
  test('a top-level agent holds the platform default; its cap is the default', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wps/agent/rebate',
      headers: bearer(agent),
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(rateOf(answer('GET /wps/agent/rebate', response).value, 'LOTT'), {
      category: 'LOTT',
      rate: 2,
      cap: 2,
    });
  });

  test('a created sub-agent holds the given rates, capped by its upline', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wps/agent/rebate',
      headers: bearer(subAgent),
    });
    const lines = answer('GET /wps/agent/rebate', response).value;
    assert.deepEqual(rateOf(lines, 'LOTT'), { category: 'LOTT', rate: 1.5, cap: 2 });
    assert.deepEqual(rateOf(lines, 'LIVE'), { category: 'LIVE', rate: 0, cap: 1 });
  });

  test('raising a member above the agent’s own rate → REBATE_ABOVE_CAP', async () => {
    const team01 = await memberId(t, 'team01');
    const response = await setRebate(t, agent, team01, { LOTT: 2.01 });
    assert.equal(response.statusCode, 400);
    assert.equal(refusal(response).code, 'REBATE_ABOVE_CAP');
    assert.deepEqual(refusal(response).details, [
      { path: 'rates.LOTT', messageKey: 'rebate_above_cap' },
    ]);
  });

  test('creating an account above the agent’s own rate → REBATE_ABOVE_CAP, nothing created', async () => {
    const { response } = await createAccount(t, subAgent, 'toohigh01', 0, { LOTT: 1.51 });
    assert.equal(response.statusCode, 400);
    assert.equal(refusal(response).code, 'REBATE_ABOVE_CAP');
    const login = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'toohigh01', password: 'abc12345' },
    });
    assert.equal(login.statusCode, 401);
  });

  test('a deeper member above its own parent’s rate → REBATE_ABOVE_CAP (even set by the top agent)', async () => {
    const response = await setRebate(t, agent, subMemberId, { LOTT: 1.6 });
    assert.equal(response.statusCode, 400);
    assert.equal(refusal(response).code, 'REBATE_ABOVE_CAP');
  });

  test('at the cap is accepted; lowering an agent lowers its downline with it', async () => {
    assert.equal((await setRebate(t, subAgent, subMemberId, { LOTT: 1.5 })).statusCode, 200);
    const lowered = await setRebate(t, agent, subAgentId, { LOTT: 0.5 });
    assert.equal(lowered.statusCode, 200);
    assert.deepEqual(rateOf(answer('PUT /wps/agent/rebate/member', lowered).value, 'LOTT'), {
      category: 'LOTT',
      rate: 0.5,
      cap: 2,
    });
    const team = await t.request({
      method: 'GET',
      // The seeded tree is larger than a page: ask for the one member by name.
      url: '/wps/agent/rebate/team?username=submember1',
      headers: bearer(agent),
    });
    const sub = answer('GET /wps/agent/rebate/team', team).value.list.find(
      (row) => row.username === 'submember1',
    )!;
    assert.deepEqual(rateOf(sub.rates, 'LOTT'), { category: 'LOTT', rate: 0.5, cap: 0.5 });
  });

  test('a sibling’s member → 403 ACCESS_DENIED; the sub-agent cannot touch its upline’s members', async () => {
    const team02 = await memberId(t, 'team02');
    const response = await setRebate(t, subAgent, team02, { LOTT: 0.1 });
    assert.equal(response.statusCode, 403);
    assert.equal(refusal(response).code, 'ACCESS_DENIED');
    const self = await setRebate(t, subAgent, subAgentId, { LOTT: 0.1 });
    assert.equal(self.statusCode, 403);
    const unknown = await setRebate(t, subAgent, 999_999, { LOTT: 0.1 });
    assert.equal(unknown.statusCode, 403);
  });

  test('the team list holds the whole downline and only it', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/wps/agent/rebate/team?pageSize=100',
      headers: bearer(subAgent),
    });
    const { list, total } = answer('GET /wps/agent/rebate/team', response).value;
    assert.equal(total, 1);
    assert.deepEqual(
      list.map((row) => [row.username, row.depth]),
      [['submember1', 1]],
    );
    const top = await t.request({
      method: 'GET',
      url: '/wps/agent/rebate/team?pageSize=100',
      headers: bearer(agent),
    });
    const names = answer('GET /wps/agent/rebate/team', top).value.list.map((row) => row.username);
    assert.ok(
      names.includes('team01') && names.includes('subagent1') && names.includes('submember1'),
    );
    assert.ok(!names.includes('demo'));
  });

  test('a non-agent → 403 NON_AGENT on agent calls; a visitor → 401', async () => {
    const member = await t.login('team03', 'member1234');
    for (const [method, url] of [
      ['GET', '/wps/agent/rebate/team'],
      ['GET', '/wps/agent/links'],
      ['GET', '/wps/agent/contracts?kind=SALARY'],
    ] as const) {
      const response = await t.request({ method, url, headers: bearer(member) });
      assert.equal(response.statusCode, 403, url);
      assert.equal(refusal(response).code, 'NON_AGENT');
    }
    const created = await createAccount(t, member, 'byamember1', 0, {});
    assert.equal(created.response.statusCode, 403);
    const visitor = await t.request({ method: 'GET', url: '/wps/agent/rebate' });
    assert.equal(visitor.statusCode, 401);
  });

  const bad: [string, Record<string, unknown>][] = [
    ['rate above 10', { memberId: 1, rates: { LOTT: 10.01 } }],
    ['negative rate', { memberId: 1, rates: { LOTT: -1 } }],
    ['three decimals', { memberId: 1, rates: { LOTT: 0.125 } }],
    ['unknown category', { memberId: 1, rates: { POKER: 1 } }],
    ['rate as text', { memberId: 1, rates: { LOTT: '1' } }],
    ['no member', { rates: { LOTT: 1 } }],
    ['member id 0', { memberId: 0, rates: {} }],
    ['extra field', { memberId: 1, rates: {}, x: 1 }],
  ];
  for (const [name, payload] of bad) {
    test(`PUT /wps/agent/rebate/member with ${name} → 400 INVALID_INPUT`, async () => {
      const response = await t.request({
        method: 'PUT',
        url: '/wps/agent/rebate/member',
        headers: bearer(agent),
        payload,
      });
      assert.equal(response.statusCode, 400);
      assert.equal(refusal(response).code, 'INVALID_INPUT');
    });
  }

  const badAccounts: [string, Record<string, unknown>, string][] = [
    [
      'a username against the rules',
      {
        username: 'AB',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        accountType: 0,
        rates: {},
      },
      'ACCOUNT_FORMAT',
    ],
    [
      'a password against the rules',
      {
        username: 'goodname1',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
        accountType: 0,
        rates: {},
      },
      'PASSWORD_FORMAT',
    ],
    [
      'a mismatched confirmation',
      {
        username: 'goodname1',
        password: 'abc12345',
        confirmPassword: 'abc12346',
        accountType: 0,
        rates: {},
      },
      'CONFIRM_MISMATCH',
    ],
    [
      'a taken username',
      {
        username: 'team01',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        accountType: 0,
        rates: {},
      },
      'USERNAME_EXISTS',
    ],
    [
      'account type 2',
      {
        username: 'goodname1',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        accountType: 2,
        rates: {},
      },
      'INVALID_INPUT',
    ],
  ];
  for (const [name, payload, code] of badAccounts) {
    test(`POST /wps/agent/accounts with ${name} → ${code}`, async () => {
      const response = await t.request({
        method: 'POST',
        url: '/wps/agent/accounts',
        headers: bearer(agent),
        payload,
      });
      assert.equal(refusal(response).code, code, response.body);
    });
  }
});
