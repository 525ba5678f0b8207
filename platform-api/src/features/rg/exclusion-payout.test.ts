import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { selfExcludedValue, type SelfExcludedValue } from '../../contract/rg.js';
import { members, rgExclusionTickets } from '../../db/schema/index.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { reconcile } from '../wallet/index.js';
import { ops } from '../wallet/wallet-test-helpers.js';

// Issue 33 item 5: an excluded or timed-out member's money is not stranded.

let t: TestApp;
const MINUTE = 60_000;
const DEVICE = 'excluded-device-0123456789';
const OTHER_DEVICE = 'another-device-0123456789';

before(async () => {
  t = await createTestApp();
});
after(async () => {
  assert.equal((await reconcile(t.database.db)).ok, true, 'ledger balanced');
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, headers, payload });

/** Funds the member, sets a payment password and one payout account; its id. */
async function prepare(username: string, amount: number, accountNo: string): Promise<number> {
  const token = await t.login(username, 'member1234');
  const funded = await post(
    '/ops/adjustments',
    {
      operator: 'alice',
      username,
      amount,
      reason: 'test funds',
      reference: `fund-${username}`,
    },
    ops,
  );
  assert.equal(funded.statusCode, 200, funded.body);
  const pin = await post(
    '/wps/withdraw/payment-password',
    { currentPassword: 'member1234', newPassword: '246810', confirmPassword: '246810' },
    bearer(token),
  );
  assert.equal(pin.statusCode, 200, pin.body);
  const account = await post(
    '/wps/withdraw/accounts',
    {
      kind: 'BANK',
      provider: 'Metro Bank',
      accountNo,
      payeeName: 'Team Member',
      paymentPassword: '246810',
    },
    bearer(token),
  );
  assert.equal(account.statusCode, 200, account.body);
  const excluded = await post(
    '/wps/rg/exclusion',
    { kind: 'SELF_EXCLUSION', length: '1Y', confirmed: 2 },
    bearer(token),
  );
  assert.equal(excluded.statusCode, 200, excluded.body);
  return answer('POST /wps/withdraw/accounts', account).value.id;
}

async function refusedLogin(username: string, clientId = DEVICE): Promise<SelfExcludedValue> {
  const response = await post(
    '/wps/session/login',
    { username, password: 'member1234' },
    { 'x-client-id': clientId },
  );
  assert.equal(response.statusCode, 403, response.body);
  assert.equal(refusal(response).code, 'SELF_EXCLUDED');
  return refusal(response, selfExcludedValue).value;
}

const balanceOf = async (username: string) => {
  const page = await t.request({
    method: 'GET',
    url: '/ops/responsible-gaming/exclusions',
    headers: ops,
  });
  assert.equal(page.statusCode, 200, page.body);
  const { list } = answer('GET /ops/responsible-gaming/exclusions', page).value;
  return list.find((row) => row.username === username)!;
};

describe('exclusion payout by the member', () => {
  test('the refusal carries the balance, masked accounts and a ticket; the payout is pending', async () => {
    const accountId = await prepare('team07', 200, '555566667777');
    const excluded = await refusedLogin('team07');
    assert.equal(excluded.kind, 'SELF_EXCLUSION');
    const offer = excluded.payout!;
    assert.ok(offer, 'payout offer present');
    assert.ok(offer.balance >= 200);
    assert.equal(offer.withdrawable, offer.balance);
    assert.deepEqual(
      offer.accounts.map((a) => [a.id, a.accountNo]),
      [[accountId, '****7777']],
    );
    assert.equal(
      new Date(offer.expiresAt).getTime() - t.clock.now().getTime(),
      15 * MINUTE,
      'short-lived',
    );

    // The ticket opens nothing else: it is no session.
    const asSession = await t.request({
      method: 'GET',
      url: '/wps/withdraw/info',
      headers: bearer(offer.ticket),
    });
    assert.equal(asSession.statusCode, 401);

    const paid = await post('/wps/rg/exclusion/payout', { ticket: offer.ticket, accountId });
    assert.equal(paid.statusCode, 200, paid.body);
    const withdrawal = answer('POST /wps/rg/exclusion/payout', paid).value;
    assert.equal(withdrawal.status, 'PENDING');
    assert.equal(withdrawal.amount, offer.balance);
    assert.equal(withdrawal.fee, offer.fee);

    // Idempotent: the same ticket and account answer the same withdrawal, nothing moves again.
    const again = await post('/wps/rg/exclusion/payout', { ticket: offer.ticket, accountId });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(
      answer('POST /wps/rg/exclusion/payout', again).value.withdrawalNo,
      withdrawal.withdrawalNo,
    );
    const row = await balanceOf('team07');
    assert.equal(row.balance, 0);
    assert.equal(row.pendingAmount, offer.balance);

    // Used for another account: refused.
    const other = await post('/wps/rg/exclusion/payout', {
      ticket: offer.ticket,
      accountId: accountId + 1000,
    });
    assert.equal(other.statusCode, 409);
    assert.equal(refusal(other).code, 'EXCLUSION_TICKET_INVALID');

    // The operator approves it as any withdrawal.
    const approved = await post(
      `/ops/withdrawals/${withdrawal.withdrawalNo}/approve`,
      { operator: 'alice' },
      ops,
    );
    assert.equal(approved.statusCode, 200, approved.body);

    // With nothing left, the next refusal offers no payout.
    assert.equal((await refusedLogin('team07')).payout, undefined);
  });

  test('an expired ticket, an unknown one, another member’s account are refused', async () => {
    await prepare('team08', 150, '888899990000');
    const mine = (await refusedLogin('team08')).payout!;
    const ownerOfOther = await t.login('team09', 'member1234');
    const pin = await post(
      '/wps/withdraw/payment-password',
      { currentPassword: 'member1234', newPassword: '246810', confirmPassword: '246810' },
      bearer(ownerOfOther),
    );
    assert.equal(pin.statusCode, 200, pin.body);
    const foreign = answer(
      'POST /wps/withdraw/accounts',
      await post(
        '/wps/withdraw/accounts',
        {
          kind: 'BANK',
          provider: 'Metro Bank',
          accountNo: '121212121212',
          payeeName: 'Other Member',
          paymentPassword: '246810',
        },
        bearer(ownerOfOther),
      ),
    ).value;
    const notMine = await post('/wps/rg/exclusion/payout', {
      ticket: mine.ticket,
      accountId: foreign.id,
    });
    assert.equal(notMine.statusCode, 404, notMine.body);

    const unknown = await post('/wps/rg/exclusion/payout', {
      ticket: 'x'.repeat(43),
      accountId: mine.accounts[0]!.id,
    });
    assert.equal(unknown.statusCode, 409);
    assert.equal(refusal(unknown).code, 'EXCLUSION_TICKET_INVALID');

    const malformed = await post('/wps/rg/exclusion/payout', { ticket: 'short', accountId: 'a' });
    assert.equal(malformed.statusCode, 400);

    t.clock.advance(15 * MINUTE);
    const expired = await post('/wps/rg/exclusion/payout', {
      ticket: mine.ticket,
      accountId: mine.accounts[0]!.id,
    });
    assert.equal(expired.statusCode, 409);
    assert.deepEqual(refusal(expired).value, { reason: 'EXPIRED' });
    assert.equal((await balanceOf('team08')).pendingAmount, 0, 'nothing moved');

    // The next refused login's offer clears the member's expired unused tickets.
    const ticketsOf = async () =>
      (
        await t.database.db
          .select({ id: rgExclusionTickets.id })
          .from(rgExclusionTickets)
          .innerJoin(members, eq(members.id, rgExclusionTickets.memberId))
          .where(eq(members.username, 'team08'))
      ).length;
    assert.equal(await ticketsOf(), 1);
    await refusedLogin('team08');
    assert.equal(await ticketsOf(), 1, 'the expired ticket is gone, the new one kept');
  });
});

describe('free play on the device of a refused excluded login', () => {
  test('is refused with TRIAL_EXCLUDED_DEVICE until the exclusion ends; another device plays', async () => {
    const excluded = await refusedLogin('team08', DEVICE);
    const trial = await post('/wps/member/trialuser', {}, { 'x-client-id': DEVICE });
    assert.equal(trial.statusCode, 403, trial.body);
    assert.equal(refusal(trial).code, 'TRIAL_EXCLUDED_DEVICE');
    assert.deepEqual(refusal(trial).value, { until: excluded.until });
    const elsewhere = await post('/wps/member/trialuser', {}, { 'x-client-id': OTHER_DEVICE });
    assert.equal(elsewhere.statusCode, 200, elsewhere.body);
  });
});

describe('operators: exclusion list and payout', () => {
  test('lists excluded members with balance and pending payouts, paged; needs the key', async () => {
    const noKey = await t.request({ method: 'GET', url: '/ops/responsible-gaming/exclusions' });
    assert.equal(noKey.statusCode, 403);
    const firstPage = await t.request({
      method: 'GET',
      url: '/ops/responsible-gaming/exclusions?pageNo=1&pageSize=1',
      headers: ops,
    });
    const page = answer('GET /ops/responsible-gaming/exclusions', firstPage).value;
    assert.equal(page.list.length, 1);
    assert.ok(page.total >= 2);
    assert.equal(page.totalPages, page.total);
    const bad = await t.request({
      method: 'GET',
      url: '/ops/responsible-gaming/exclusions?pageSize=0',
      headers: ops,
    });
    assert.equal(bad.statusCode, 400);
  });

  test('pays out the whole balance through the ledger, audited, once', async () => {
    const before = await balanceOf('team08');
    assert.ok(before.balance >= 150);
    const url = '/ops/responsible-gaming/exclusions/team08/payout';
    const paid = await post(url, { operator: 'alice' }, ops);
    assert.equal(paid.statusCode, 200, paid.body);
    const value = answer('POST /ops/responsible-gaming/exclusions/:username/payout', paid).value;
    assert.equal(value.withdrawal.status, 'PAID');
    assert.equal(value.withdrawal.amount, before.balance);
    assert.equal(value.balance, 0);
    assert.equal(value.duplicate, false);

    const again = await post(url, { operator: 'alice' }, ops);
    assert.equal(again.statusCode, 200, again.body);
    const repeat = answer('POST /ops/responsible-gaming/exclusions/:username/payout', again).value;
    assert.equal(repeat.duplicate, true);
    assert.equal(repeat.withdrawal.withdrawalNo, value.withdrawal.withdrawalNo);

    const audit = await t.request({ method: 'GET', url: '/ops/audit', headers: ops });
    const entries = answer('GET /ops/audit', audit).value.filter(
      (entry) => entry.action === 'EXCLUSION_PAYOUT',
    );
    assert.deepEqual(
      entries.map((entry) => entry.target),
      ['team08'],
    );

    // The member's own records show the paid withdrawal.
    assert.equal((await balanceOf('team08')).balance, 0);
    const records = await t.request({
      method: 'GET',
      url: '/ops/withdrawals?status=PAID',
      headers: ops,
    });
    assert.ok(
      answer('GET /ops/withdrawals', records).value.some(
        (w) => w.withdrawalNo === value.withdrawal.withdrawalNo,
      ),
    );
  });

  test('a member not excluded, an unknown one, or a foreign account: 404; bad input 400', async () => {
    const notExcluded = await post(
      '/ops/responsible-gaming/exclusions/team09/payout',
      { operator: 'alice' },
      ops,
    );
    assert.equal(notExcluded.statusCode, 404);
    const foreignAccount = await post(
      '/ops/responsible-gaming/exclusions/team07/payout',
      { operator: 'alice', accountId: 999_999 },
      ops,
    );
    assert.equal(foreignAccount.statusCode, 404);
    const badName = await post(
      '/ops/responsible-gaming/exclusions/no%20one/payout',
      { operator: 'alice' },
      ops,
    );
    assert.equal(badName.statusCode, 400);
    const noOperator = await post('/ops/responsible-gaming/exclusions/team07/payout', {}, ops);
    assert.equal(noOperator.statusCode, 400);
  });
});
