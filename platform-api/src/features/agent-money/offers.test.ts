import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RebatePreview } from '../../contract/agent-money.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { createAccount, grantPlatformContract, memberId } from './test-helpers.js';

let t: TestApp;
let agent: string;
let sub: string;
let subId: number;
let otherSubId: number;
let subSubId: number;
let memberBelowId: number;
before(async () => {
  t = await createTestApp();
  agent = await t.login('agent01', 'agent1234');
  await grantPlatformContract(t, agent, await memberId(t, 'agent01'), 'SALARY', [
    { minAmount: 100, minActive: 1, pay: 40 },
  ]);
  subId = (await createAccount(t, agent, 'offersub1', 1, { LOTT: 1, RNG: 1 })).value.memberId;
  otherSubId = (await createAccount(t, agent, 'offersub2', 1, { LOTT: 1 })).value.memberId;
  sub = await t.login('offersub1', 'abc12345');
  subSubId = (await createAccount(t, sub, 'offersub1a', 1, { LOTT: 0.8, RNG: 0.5 })).value.memberId;
  const subSub = await t.login('offersub1a', 'abc12345');
  memberBelowId = (await createAccount(t, subSub, 'offermem1', 0, { LOTT: 0.6 })).value.memberId;
});
after(async () => {
  await t.close();
});

const get = (token: string, url: string) =>
  t.request({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const salaryOffer = (agentId: number, pay: number) => ({
  agentId,
  kind: 'SALARY',
  tiers: [{ minAmount: 200, minActive: 1, pay }],
});

describe('the upline sees and withdraws its offers to a direct sub-agent', () => {
  test('an offer shows as open, a withdrawn one as ended, and cannot then be accepted', async () => {
    const made = answer(
      'POST /wps/agent/contracts',
      await post(agent, '/wps/agent/contracts', salaryOffer(subId, 30)),
    );
    const seen = await get(agent, `/wps/agent/contracts/offered?agentId=${subId}`);
    assert.equal(seen.statusCode, 200, seen.body);
    const listed = answer('GET /wps/agent/contracts/offered', seen).value;
    assert.equal(listed.agent.username, 'offersub1');
    assert.deepEqual(
      listed.contracts.map((row) => [row.id, row.status, row.offeredBy]),
      [[made.value.id, 'OFFERED', 'agent01']],
    );

    const withdrawn = await post(agent, `/wps/agent/contracts/${made.value.id}/withdraw`);
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    assert.equal(answer('POST /wps/agent/contracts/:id/withdraw', withdrawn).value.status, 'ENDED');
    const check = answer(
      'GET /wps/agent/contracts/check',
      await get(sub, '/wps/agent/contracts/check'),
    );
    assert.equal(check.value.dailysalreqtype, false, 'the sub-agent has nothing waiting');
    const accept = await post(sub, `/wps/agent/contracts/${made.value.id}/accept`);
    assert.equal(accept.statusCode, 409, 'a withdrawn offer cannot be accepted');
    const again = await post(agent, `/wps/agent/contracts/${made.value.id}/withdraw`);
    assert.equal(again.statusCode, 409, 'withdrawn twice');
    const after = answer(
      'GET /wps/agent/contracts/offered',
      await get(agent, `/wps/agent/contracts/offered?agentId=${subId}`),
    ).value;
    assert.deepEqual(
      after.contracts.map((row) => [row.id, row.status]),
      [[made.value.id, 'ENDED']],
    );
  });

  test('an offer already accepted cannot be withdrawn', async () => {
    const made = answer(
      'POST /wps/agent/contracts',
      await post(agent, '/wps/agent/contracts', salaryOffer(subId, 20)),
    );
    assert.equal((await post(sub, `/wps/agent/contracts/${made.value.id}/accept`)).statusCode, 200);
    const withdrawn = await post(agent, `/wps/agent/contracts/${made.value.id}/withdraw`);
    assert.equal(withdrawn.statusCode, 409);
    const listed = answer(
      'GET /wps/agent/contracts/offered',
      await get(agent, `/wps/agent/contracts/offered?agentId=${subId}`),
    ).value;
    assert.equal(listed.contracts[0]?.status, 'ACTIVE');
  });

  test('nobody else sees or withdraws them: the same answer whether it exists or not', async () => {
    const made = answer(
      'POST /wps/agent/contracts',
      await post(agent, '/wps/agent/contracts', salaryOffer(otherSubId, 10)),
    );
    // The sub-agent asks about its sibling, about its own upline and about a missing id.
    for (const id of [otherSubId, await memberId(t, 'agent01'), 999_999]) {
      const seen = await get(sub, `/wps/agent/contracts/offered?agentId=${id}`);
      assert.equal(seen.statusCode, 403, `agentId ${id}`);
      assert.equal(refusal(seen).code, 'ACCESS_DENIED');
    }
    // Not a direct sub-agent: two levels down, or a plain member.
    for (const id of [subSubId, memberBelowId]) {
      assert.equal(
        (await get(agent, `/wps/agent/contracts/offered?agentId=${id}`)).statusCode,
        403,
      );
    }
    for (const id of [made.value.id, 999_999]) {
      const withdrawn = await post(sub, `/wps/agent/contracts/${id}/withdraw`);
      assert.equal(withdrawn.statusCode, 404, `contract ${id}`);
    }
    const invalid = await get(agent, '/wps/agent/contracts/offered?agentId=abc');
    assert.equal(invalid.statusCode, 400);
  });
});

describe('a rebate change is previewed before it is made', () => {
  const preview = (token: string, memberIdValue: number, rates: Record<string, number>) =>
    post(token, '/wps/agent/rebate/member/preview', { memberId: memberIdValue, rates });

  test('lowering a sub-agent names the accounts below lowered with it, and changes nothing', async () => {
    const response = await preview(agent, subId, { LOTT: 0.7 });
    assert.equal(response.statusCode, 200, response.body);
    const shown = answer('POST /wps/agent/rebate/member/preview', response).value;
    const lott = (lines: RebatePreview['before']) => lines.find((l) => l.category === 'LOTT')?.rate;
    assert.equal(lott(shown.before), 1);
    assert.equal(lott(shown.after), 0.7);
    // offersub1a held 0.8 (lowered to 0.7); offermem1 holds 0.6 (kept).
    assert.equal(shown.alsoLowered.total, 1);
    assert.deepEqual(shown.alsoLowered.list, [
      {
        memberId: subSubId,
        username: 'offersub1a',
        changes: [{ category: 'LOTT', from: 0.8, to: 0.7 }],
      },
    ]);
    const own = answer(
      'GET /wps/agent/rebate',
      await get(await t.login('offersub1a', 'abc12345'), '/wps/agent/rebate'),
    ).value;
    assert.equal(own.find((line) => line.category === 'LOTT')?.rate, 0.8, 'nothing was written');

    const deeper = answer(
      'POST /wps/agent/rebate/member/preview',
      await preview(agent, subId, { LOTT: 0.5, RNG: 0.4 }),
    ).value;
    assert.equal(deeper.alsoLowered.total, 2);
    assert.deepEqual(
      deeper.alsoLowered.list.map((row) => [row.username, row.changes.map((c) => c.category)]),
      [
        ['offermem1', ['LOTT']],
        ['offersub1a', ['LOTT', 'RNG']],
      ],
    );
  });

  test('raising, or no one below holding more: nobody else changes', async () => {
    const shown = answer(
      'POST /wps/agent/rebate/member/preview',
      await preview(agent, subId, { LOTT: 0.9 }),
    ).value;
    assert.equal(shown.alsoLowered.total, 0);
    assert.deepEqual(shown.alsoLowered.list, []);
  });

  test('checked as the change is: above the cap 400, outside the downline 403', async () => {
    const above = await preview(agent, subSubId, { LOTT: 1.5 });
    assert.equal(above.statusCode, 400);
    assert.equal(refusal(above).code, 'REBATE_ABOVE_CAP');
    const outside = await preview(sub, otherSubId, { LOTT: 0.1 });
    assert.equal(outside.statusCode, 403);
    assert.equal(refusal(outside).code, 'ACCESS_DENIED');
    assert.equal((await preview(agent, subId, { LOTT: 11 })).statusCode, 400);
  });
});
