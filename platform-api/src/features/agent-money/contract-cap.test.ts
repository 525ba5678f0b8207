import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  answer,
  bearer,
  createTestApp,
  OPERATOR_KEY,
  refusal,
  type TestApp,
} from '../../test/harness.js';
import { createAccount, grantPlatformContract, memberId } from './test-helpers.js';

type Tier = { minAmount: number; minActive: number; pay: number };

let t: TestApp;
let agent: string;
let agentId: number;
let sub: string;
let subId: number;
let subSubId: number;
before(async () => {
  t = await createTestApp();
  agent = await t.login('agent01', 'agent1234');
  agentId = await memberId(t, 'agent01');
  subId = (await createAccount(t, agent, 'capsub1', 1, { LOTT: 1 })).value.memberId;
  sub = await t.login('capsub1', 'abc12345');
  subSubId = (await createAccount(t, sub, 'capsub2', 1, { LOTT: 0.5 })).value.memberId;
});
after(async () => {
  await t.close();
});

const offer = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/wps/agent/contracts', headers: bearer(token), payload });

async function refused(token: string, payload: Record<string, unknown>, path: string) {
  const response = await offer(token, payload);
  assert.equal(response.statusCode, 400, response.body);
  const refused = refusal(response);
  assert.equal(refused.code, 'CONTRACT_ABOVE_CAP');
  assert.deepEqual(refused.details, [{ path, messageKey: 'contract_above_cap' }]);
}

async function accepted(token: string, payload: Record<string, unknown>) {
  const response = await offer(token, payload);
  assert.equal(response.statusCode, 200, response.body);
  return answer('POST /wps/agent/contracts', response).value;
}

describe('contract offers are capped by the offering agent’s own contract', () => {
  test('without an active contract of the kind (an open offer does not count) → refused', async () => {
    // agent01 has the seeded dividend offer waiting, not accepted, and no hourly contract.
    for (const kind of ['DIVIDEND', 'HOURLY']) {
      await refused(
        agent,
        { agentId: subId, kind, tiers: [{ minAmount: 1, minActive: 0, pay: 0.01 }] },
        'kind',
      );
    }
  });

  test('salary: the edges of each tier', async () => {
    await grantPlatformContract(t, agent, agentId, 'SALARY', [
      { minAmount: 100, minActive: 1, pay: 10 },
      { minAmount: 500, minActive: 2, pay: 40 },
    ]);
    const cases: Array<[string, Tier[], string | null]> = [
      [
        'the same tiers',
        [
          { minAmount: 100, minActive: 1, pay: 10 },
          { minAmount: 500, minActive: 2, pay: 40 },
        ],
        null,
      ],
      ['less pay for more turnover', [{ minAmount: 200, minActive: 1, pay: 5 }], null],
      [
        'a higher tier paying the own best',
        [
          { minAmount: 100, minActive: 1, pay: 10 },
          { minAmount: 10_000, minActive: 9, pay: 40 },
        ],
        null,
      ],
      ['0.01 more pay', [{ minAmount: 100, minActive: 1, pay: 10.01 }], 'tiers.0.pay'],
      ['0.01 less turnover', [{ minAmount: 99.99, minActive: 1, pay: 10 }], 'tiers.0.pay'],
      ['one active member less', [{ minAmount: 100, minActive: 0, pay: 10 }], 'tiers.0.pay'],
      [
        'the upper tier with one active member less',
        [
          { minAmount: 100, minActive: 1, pay: 10 },
          { minAmount: 500, minActive: 1, pay: 40 },
        ],
        'tiers.1.pay',
      ],
      [
        'a higher tier paying 0.01 above the own best',
        [
          { minAmount: 100, minActive: 1, pay: 10 },
          { minAmount: 10_000, minActive: 9, pay: 40.01 },
        ],
        'tiers.1.pay',
      ],
      [
        'any pay below the own first tier',
        [{ minAmount: 99.99, minActive: 9, pay: 0.01 }],
        'tiers.0.pay',
      ],
    ];
    for (const [name, tiers, path] of cases) {
      const payload = { agentId: subId, kind: 'SALARY', tiers };
      if (path === null) assert.equal((await accepted(agent, payload)).kind, 'SALARY', name);
      else await refused(agent, payload, path);
    }
  });

  test('a refused offer writes nothing: the open offer stays', async () => {
    const open = await accepted(agent, {
      agentId: subId,
      kind: 'SALARY',
      tiers: [{ minAmount: 100, minActive: 1, pay: 9 }],
    });
    await refused(
      agent,
      { agentId: subId, kind: 'SALARY', tiers: [{ minAmount: 100, minActive: 1, pay: 11 }] },
      'tiers.0.pay',
    );
    const listed = await t.request({
      method: 'GET',
      url: '/wps/agent/contracts?kind=SALARY',
      headers: bearer(sub),
    });
    assert.deepEqual(
      answer('GET /wps/agent/contracts', listed).value.offers.map((row) => row.id),
      [open.id],
    );
  });

  test('hourly: pay per hour at the same minimums', async () => {
    await grantPlatformContract(t, agent, agentId, 'HOURLY', [
      { minAmount: 10, minActive: 1, pay: 2 },
    ]);
    const tiers = (pay: number) => [{ minAmount: 10, minActive: 1, pay }];
    await accepted(agent, { agentId: subId, kind: 'HOURLY', tiers: tiers(2) });
    await refused(agent, { agentId: subId, kind: 'HOURLY', tiers: tiers(2.01) }, 'tiers.0.pay');
  });

  test('dividend: the percent at the same minimums, and no shorter period', async () => {
    await grantPlatformContract(
      t,
      agent,
      agentId,
      'DIVIDEND',
      [{ minAmount: 1_000, minActive: 3, pay: 20 }],
      'WEEK',
    );
    const tiers = (pay: number, minActive = 3) => [{ minAmount: 1_000, minActive, pay }];
    const payload = (period: string, pay: number, minActive = 3) => ({
      agentId: subId,
      kind: 'DIVIDEND',
      period,
      tiers: tiers(pay, minActive),
    });
    await accepted(agent, payload('WEEK', 20));
    await accepted(agent, payload('MONTH', 20));
    await refused(agent, payload('WEEK', 20.01), 'tiers.0.pay');
    await refused(agent, payload('MONTH', 20, 2), 'tiers.0.pay');
    await refused(agent, payload('DAY', 20), 'period');
    await refused(agent, payload('DAY', 1), 'period');
  });

  test('a sub-agent is capped by its own contract, not by the top agent’s', async () => {
    await refused(
      sub,
      { agentId: subSubId, kind: 'SALARY', tiers: [{ minAmount: 100, minActive: 1, pay: 1 }] },
      'kind',
    );
    // capsub1 accepts a salary of ￥6 from agent01 and may pass on ￥6, not ￥6.01.
    const mine = await accepted(agent, {
      agentId: subId,
      kind: 'SALARY',
      tiers: [{ minAmount: 100, minActive: 1, pay: 6 }],
    });
    const decided = await t.request({
      method: 'POST',
      url: `/wps/agent/contracts/${mine.id}/accept`,
      headers: bearer(sub),
    });
    assert.equal(decided.statusCode, 200);
    const tiers = (pay: number) => [{ minAmount: 100, minActive: 1, pay }];
    await accepted(sub, { agentId: subSubId, kind: 'SALARY', tiers: tiers(6) });
    await refused(sub, { agentId: subSubId, kind: 'SALARY', tiers: tiers(6.01) }, 'tiers.0.pay');
  });

  test('the platform’s own offers are not capped', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/ops/agent/contracts',
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: {
        agentId: subId,
        kind: 'SALARY',
        tiers: [{ minAmount: 1, minActive: 0, pay: 999 }],
      },
    });
    assert.equal(response.statusCode, 200, response.body);
  });
});
