import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { reconcile } from './reconcile.js';
import { ops, walletOf } from './wallet-test-helpers.js';

let t: TestApp;
let token: string;
let otherToken: string;
let trialToken: string;
let accountId: number;
before(async () => {
  t = await createTestApp();
  token = await t.login('team12', 'member1234');
  otherToken = await t.login('team13', 'member1234');
  // Fund team12 with 1,000.00 through an operator adjustment.
  const funded = await t.request({
    method: 'POST',
    url: '/ops/adjustments',
    headers: ops,
    payload: {
      operator: 'alice',
      username: 'team12',
      amount: 1000,
      reason: 'test funds',
      reference: 'fund-team12',
    },
  });
  assert.equal(funded.statusCode, 200, funded.body);
});
after(async () => {
  assert.equal((await reconcile(t.database.db)).ok, true);
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, who = token) =>
  t.request({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });
const info = async (who = token) =>
  answer('GET /wps/withdraw/info', await call('GET', '/wps/withdraw/info', undefined, who)).value;
const withdraw = (payload: object, who = token) =>
  call('POST', '/wps/transaction/withdraw', payload, who);

describe('withdraw', () => {
  test('info before any setup: balance, limits, no payment password, no accounts', async () => {
    const value = await info();
    assert.equal(value.hasPaymentPassword, false);
    assert.deepEqual(value.payoutAccounts, []);
    assert.ok(value.balance >= 1000);
    assert.equal(value.withdrawable, value.balance);
    assert.equal(value.onHold, 0);
    assert.equal(value.minAmount, 100);
    assert.equal(value.dailyCount, 5);
    assert.equal(value.remainingToday, 5);
    assert.equal(value.feeFixed, 2);
  });

  test('without a payment password a withdrawal is refused', async () => {
    const response = await withdraw({ amount: 100, payoutAccountId: 1, paymentPassword: '123456' });
    // No payout account of this member is 404 before the password is checked.
    assert.equal(response.statusCode, 404);
  });

  test('set the payment password with the login password, then change it', async () => {
    const wrong = await call('POST', '/wps/withdraw/payment-password', {
      currentPassword: 'nope',
      newPassword: '246810',
      confirmPassword: '246810',
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(refusal(wrong).code, 'PAYMENT_PASSWORD_WRONG');
    const mismatch = await call('POST', '/wps/withdraw/payment-password', {
      currentPassword: 'member1234',
      newPassword: '246810',
      confirmPassword: '246811',
    });
    assert.equal(mismatch.statusCode, 400);
    const notDigits = await call('POST', '/wps/withdraw/payment-password', {
      currentPassword: 'member1234',
      newPassword: 'abcdef',
      confirmPassword: 'abcdef',
    });
    assert.equal(notDigits.statusCode, 400);
    const set = await call('POST', '/wps/withdraw/payment-password', {
      currentPassword: 'member1234',
      newPassword: '246810',
      confirmPassword: '246810',
    });
    assert.equal(set.statusCode, 200, set.body);
    const change = await call('POST', '/wps/withdraw/payment-password', {
      currentPassword: '246810',
      newPassword: '135790',
      confirmPassword: '135790',
    });
    assert.equal(change.statusCode, 200, change.body);
    assert.equal((await info()).hasPaymentPassword, true);
  });

  test('payout accounts: masked, up to the maximum, need the payment password', async () => {
    const add = (accountNo: string, paymentPassword = '135790') =>
      call('POST', '/wps/withdraw/accounts', {
        kind: 'BANK',
        provider: 'Metro Bank',
        accountNo,
        payeeName: 'Team Twelve',
        paymentPassword,
      });
    const wrong = await add('111122223333', '000000');
    assert.equal(refusal(wrong).code, 'PAYMENT_PASSWORD_WRONG');
    const added = answer('POST /wps/withdraw/accounts', await add('111122223333')).value;
    assert.equal(added.accountNo, '****3333');
    accountId = added.id;
    assert.equal(
      answer('POST /wps/withdraw/accounts', await add('111122223333')).value.id,
      accountId,
      'idempotent',
    );
    await add('222233334444');
    await add('333344445555');
    const over = await add('444455556666');
    assert.equal(over.statusCode, 409);
    assert.equal(refusal(over).code, 'PAYOUT_ACCOUNT_LIMIT');
    const list = answer(
      'GET /wps/withdraw/accounts',
      await call('GET', '/wps/withdraw/accounts'),
    ).value;
    assert.equal(list.length, 3);
    assert.ok(list.every((a) => /^\*{4}\d{4}$/.test(a.accountNo)));
    for (const payload of [
      {
        kind: 'CASH',
        provider: 'X Bank',
        accountNo: '12345678',
        payeeName: 'AB',
        paymentPassword: '135790',
      },
      {
        kind: 'BANK',
        provider: 'X Bank',
        accountNo: '12ab',
        payeeName: 'AB',
        paymentPassword: '135790',
      },
      {
        kind: 'BANK',
        provider: '<b>',
        accountNo: '12345678',
        payeeName: 'A\u0000B',
        paymentPassword: '135790',
      },
    ]) {
      assert.equal((await call('POST', '/wps/withdraw/accounts', payload)).statusCode, 400);
    }
  });

  test('a request moves the amount to the hold; approve pays it out, reject returns it', async () => {
    const before = await walletOf(t, 'team12');
    const first = await withdraw({
      amount: 200,
      payoutAccountId: accountId,
      paymentPassword: '135790',
    });
    assert.equal(first.statusCode, 200, first.body);
    const a = answer('POST /wps/transaction/withdraw', first).value;
    assert.equal(a.status, 'PENDING');
    assert.equal(a.fee, 2);
    assert.equal(a.netAmount, 198);
    assert.deepEqual(await walletOf(t, 'team12'), { main: before.main - 20_000, hold: 20_000 });
    const b = answer(
      'POST /wps/transaction/withdraw',
      await withdraw({ amount: 150, payoutAccountId: accountId, paymentPassword: '135790' }),
    ).value;
    assert.equal((await info()).onHold, 350);

    const decide = (no: string, action: string, payload: object) =>
      t.request({ method: 'POST', url: `/ops/withdrawals/${no}/${action}`, headers: ops, payload });
    const approved = await decide(a.withdrawalNo, 'approve', { operator: 'alice' });
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(
      answer('POST /ops/withdrawals/:withdrawalNo/approve', approved).value.accountNoFull,
      '111122223333',
    );
    assert.equal(
      (await decide(a.withdrawalNo, 'reject', { operator: 'bob', reason: 'x' })).statusCode,
      409,
    );
    assert.equal((await decide(b.withdrawalNo, 'reject', { operator: 'bob' })).statusCode, 400);
    const rejected = await decide(b.withdrawalNo, 'reject', {
      operator: 'bob',
      reason: 'name mismatch',
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.deepEqual(await walletOf(t, 'team12'), { main: before.main - 20_000, hold: 0 });

    const list = answer(
      'GET /wps/transaction/withdraw',
      await call('GET', '/wps/transaction/withdraw'),
    ).value;
    const byNo = new Map(list.list.map((w) => [w.withdrawalNo, w]));
    assert.equal(byNo.get(a.withdrawalNo)!.status, 'PAID');
    assert.equal(byNo.get(b.withdrawalNo)!.status, 'REJECTED');
    assert.equal(byNo.get(b.withdrawalNo)!.rejectReason, 'name mismatch');
    const rejectedOnly = answer(
      'GET /wps/transaction/withdraw',
      await call('GET', '/wps/transaction/withdraw?status=REJECTED'),
    ).value;
    assert.deepEqual(
      rejectedOnly.list.map((w) => w.withdrawalNo),
      [b.withdrawalNo],
    );
    // There is no member call to cancel a request.
    const cancel = await call('POST', `/wps/transaction/withdraw/${a.withdrawalNo}/cancel`, {});
    assert.equal(cancel.statusCode, 404);
  });

  test("amount validation, balance, daily count and other members' accounts", async () => {
    const base = { payoutAccountId: accountId, paymentPassword: '135790' };
    const cases: Array<[string, object, number, string]> = [
      ['zero', { ...base, amount: 0 }, 400, 'INVALID_INPUT'],
      ['negative', { ...base, amount: -5 }, 400, 'INVALID_INPUT'],
      ['decimals', { ...base, amount: 100.123 }, 400, 'INVALID_INPUT'],
      ['below minimum', { ...base, amount: 99 }, 400, 'AMOUNT_OUT_OF_RANGE'],
      ['above maximum', { ...base, amount: 50_001 }, 400, 'AMOUNT_OUT_OF_RANGE'],
      ['above balance', { ...base, amount: 49_999 }, 409, 'INSUFFICIENT_FUNDS'],
      ['short password', { ...base, amount: 100, paymentPassword: '12' }, 400, 'INVALID_INPUT'],
      ['unknown account', { ...base, amount: 100, payoutAccountId: 999_999 }, 404, 'NOT_FOUND'],
      ['unknown field', { ...base, amount: 100, cancel: true }, 400, 'INVALID_INPUT'],
    ];
    for (const [label, payload, status, code] of cases) {
      const response = await withdraw(payload);
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
      assert.equal(refusal(response).code, code, label);
    }
    // team13 has no payment password, and cannot use team12's account either way.
    const other = await withdraw({ ...base, amount: 100 }, otherToken);
    assert.equal(other.statusCode, 404);
    // Daily count: 2 used above, 3 more, then refused.
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await withdraw({ ...base, amount: 100 })).statusCode, 200);
    }
    const sixth = await withdraw({ ...base, amount: 100 });
    assert.equal(sixth.statusCode, 409);
    assert.equal(refusal(sixth).code, 'WITHDRAW_DAILY_LIMIT');
    assert.equal((await info()).remainingToday, 0);
    t.clock.advance(86_400_000);
    token = await t.login('team12', 'member1234'); // the idle session ended meanwhile
    assert.equal((await info()).remainingToday, 5);
  });

  test('wrong payment passwords are limited like login failures', async () => {
    const base = { payoutAccountId: accountId, amount: 100 };
    for (let i = 0; i < 4; i += 1) {
      const response = await withdraw({ ...base, paymentPassword: '000000' });
      assert.equal(refusal(response).code, 'PAYMENT_PASSWORD_WRONG');
      // The answer says how many wrong tries are left before the lock.
      assert.deepEqual(refusal(response).value, { remainingTries: 4 - i });
    }
    const fifth = await withdraw({ ...base, paymentPassword: '000000' });
    assert.equal(fifth.statusCode, 429);
    assert.ok(Number(fifth.headers['retry-after']) > 0);
    // Even the right one waits now.
    const right = await withdraw({ ...base, paymentPassword: '135790' });
    assert.equal(right.statusCode, 429);
    t.clock.advance(16 * 60_000);
    token = await t.login('team12', 'member1234');
    assert.equal((await withdraw({ ...base, paymentPassword: '135790' })).statusCode, 200);
  });

  test('trial users are rejected, visitors must log in', async () => {
    const trial = await t.request({ method: 'POST', url: '/wps/member/trialuser' });
    trialToken = answer('POST /wps/member/trialuser', trial).value.token;
    for (const url of [
      '/wps/withdraw/info',
      '/wps/withdraw/accounts',
      '/wps/transaction/withdraw',
    ]) {
      const response = await call('GET', url, undefined, trialToken);
      assert.equal(refusal(response).code, 'TRIAL_REJECTED', url);
      assert.equal((await t.request({ method: 'GET', url })).statusCode, 401);
    }
  });

  test('operator adjustments: signed amounts, idempotent, never below zero, audited', async () => {
    const adjust = (payload: object) =>
      t.request({ method: 'POST', url: '/ops/adjustments', headers: ops, payload });
    const base = { operator: 'carol', username: 'team13', reason: 'goodwill credit' };
    const credit = await adjust({ ...base, amount: 12.34, reference: 'adj-team13-1' });
    assert.equal(credit.statusCode, 200, credit.body);
    const again = await adjust({ ...base, amount: 12.34, reference: 'adj-team13-1' });
    assert.equal(answer('POST /ops/adjustments', again).value.duplicate, true);
    const overdraw = await adjust({ ...base, amount: -1e7, reference: 'adj-team13-2' });
    assert.equal(refusal(overdraw).code, 'INSUFFICIENT_FUNDS');
    for (const payload of [
      { ...base, amount: 0, reference: 'adj-zero' },
      { ...base, amount: 1.001, reference: 'adj-dec' },
      { ...base, amount: 1, reference: 'adj-no-reason', reason: '' },
      { ...base, amount: 1, reference: 'x' },
    ]) {
      assert.equal((await adjust(payload)).statusCode, 400);
    }
    assert.equal(
      (await adjust({ ...base, username: 'nobody', amount: 1, reference: 'adj-nobody' }))
        .statusCode,
      404,
    );
    const audit = answer(
      'GET /ops/audit',
      await t.request({ method: 'GET', url: '/ops/audit?limit=50', headers: ops }),
    ).value;
    assert.equal(audit.filter((e) => e.operator === 'carol').length, 1);
  });
});
