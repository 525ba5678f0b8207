import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { clientHeaders, solvedCaptcha } from '../accounts/test-helpers.js';
import { DAY_MS } from './test-helpers.js';

let t: TestApp;
let agent: string;
before(async () => {
  t = await createTestApp();
  agent = await t.login('agent01', 'agent1234');
});
after(async () => {
  await t.close();
});

const makeLink = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/wps/agent/links', headers: bearer(agent), payload });

async function registerWith(username: string, affiliateCode: string) {
  return t.request({
    method: 'PUT',
    url: '/wps/member/register',
    headers: clientHeaders(),
    payload: {
      ...(await solvedCaptcha(t, 'REGISTER')),
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode,
    },
  });
}

describe('registration links', () => {
  test('a link places the new account under the agent with the link’s type and rates', async () => {
    const made = await makeLink({
      accountType: 1,
      rates: { LOTT: 1.2, RNG: 0.8 },
      expiresInDays: 7,
    });
    assert.equal(made.statusCode, 200, made.body);
    const link = answer('POST /wps/agent/links', made).value;
    assert.match(link.code, /^[A-Z2-9]{12}$/);
    assert.equal(link.path, `/m/register?code=${link.code}`);
    assert.equal(link.expired, false);
    const checked = await t.request({
      method: 'GET',
      url: `/wps/check/affiliate?code=${link.code}`,
    });
    assert.equal(answer('GET /wps/check/affiliate', checked).value, true);

    const response = await registerWith('viasublink', link.code.toLowerCase());
    assert.equal(response.statusCode, 200, response.body);
    const value = answer('PUT /wps/member/register', response).value;
    assert.equal(value.type, 1);
    const own = await t.request({
      method: 'GET',
      url: '/wps/agent/rebate',
      headers: bearer(value.token),
    });
    const lines = answer('GET /wps/agent/rebate', own).value;
    assert.deepEqual(
      lines.find((line) => line.category === 'LOTT'),
      { category: 'LOTT', rate: 1.2, cap: 2 },
    );
    assert.deepEqual(
      lines.find((line) => line.category === 'LIVE'),
      { category: 'LIVE', rate: 0, cap: 1 },
    );
    const listed = await t.request({
      method: 'GET',
      url: '/wps/agent/links',
      headers: bearer(agent),
    });
    assert.equal(answer('GET /wps/agent/links', listed).value[0]!.registrations, 1);
  });

  test('a member link makes a type-0 member', async () => {
    const link = answer(
      'POST /wps/agent/links',
      await makeLink({ accountType: 0, rates: {}, expiresInDays: null }),
    ).value;
    assert.equal(link.expiresAt, null);
    const response = await registerWith('viamemlink', link.code);
    assert.equal(answer('PUT /wps/member/register', response).value.type, 0);
  });

  test('a revoked link stops at once; only its own agent revokes it', async () => {
    const link = answer(
      'POST /wps/agent/links',
      await makeLink({ accountType: 0, rates: {}, expiresInDays: null }),
    ).value;
    assert.equal((await registerWith('beforerevoke', link.code)).statusCode, 200);
    const other = await t.login('sub01', 'agent1234');
    for (const [token, id] of [
      [other, link.id],
      [agent, 999_999],
    ] as const) {
      const refused = await t.request({
        method: 'POST',
        url: `/wps/agent/links/${id}/revoke`,
        headers: bearer(token),
      });
      assert.equal(refused.statusCode, 404, `link ${id}`);
    }
    const revoked = await t.request({
      method: 'POST',
      url: `/wps/agent/links/${link.id}/revoke`,
      headers: bearer(agent),
    });
    assert.equal(revoked.statusCode, 200, revoked.body);
    const revokedLink = answer('POST /wps/agent/links/:id/revoke', revoked).value;
    assert.equal(revokedLink.expired, true);
    assert.equal(revokedLink.registrations, 1, 'the accounts made through it stay');
    const late = await registerWith('afterrevoke', link.code);
    assert.equal(late.statusCode, 400);
    assert.equal(refusal(late).code, 'REFERRER_LINK');
    const again = await t.request({
      method: 'POST',
      url: `/wps/agent/links/${link.id}/revoke`,
      headers: bearer(agent),
    });
    assert.equal(
      answer('POST /wps/agent/links/:id/revoke', again).value.expiresAt,
      revokedLink.expiresAt,
    );
  });

  test('an expired link → REFERRER_LINK and no account', async () => {
    const link = answer(
      'POST /wps/agent/links',
      await makeLink({ accountType: 0, rates: {}, expiresInDays: 1 }),
    ).value;
    t.clock.advance(DAY_MS);
    agent = await t.login('agent01', 'agent1234');
    const response = await registerWith('lateforlink', link.code);
    assert.equal(response.statusCode, 400);
    assert.equal(refusal(response).code, 'REFERRER_LINK');
    const checked = await t.request({
      method: 'GET',
      url: `/wps/check/affiliate?code=${link.code}`,
    });
    assert.equal(answer('GET /wps/check/affiliate', checked).value, false);
    const listed = await t.request({
      method: 'GET',
      url: '/wps/agent/links',
      headers: bearer(agent),
    });
    assert.equal(answer('GET /wps/agent/links', listed).value[0]!.expired, true);
  });

  test('a link above the agent’s own rate → REBATE_ABOVE_CAP', async () => {
    const response = await makeLink({ accountType: 0, rates: { LIVE: 1.01 }, expiresInDays: 1 });
    assert.equal(refusal(response).code, 'REBATE_ABOVE_CAP');
  });

  test('a non-agent cannot make links → 403 NON_AGENT', async () => {
    const member = await t.login('team06', 'member1234');
    const response = await t.request({
      method: 'POST',
      url: '/wps/agent/links',
      headers: bearer(member),
      payload: { accountType: 0, rates: {}, expiresInDays: 1 },
    });
    assert.equal(refusal(response).code, 'NON_AGENT');
  });

  for (const [name, payload] of [
    ['expiry 0 days', { accountType: 0, rates: {}, expiresInDays: 0 }],
    ['expiry 366 days', { accountType: 0, rates: {}, expiresInDays: 366 }],
    ['no expiry field', { accountType: 0, rates: {} }],
    ['account type 4', { accountType: 4, rates: {}, expiresInDays: 1 }],
  ] as const) {
    test(`POST /wps/agent/links with ${name} → 400 INVALID_INPUT`, async () => {
      const response = await makeLink(payload);
      assert.equal(response.statusCode, 400);
      assert.equal(refusal(response).code, 'INVALID_INPUT');
    });
  }
});
