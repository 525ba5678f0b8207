import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Participation, PromotionRule } from '../../contract/rewards.js';
import { selectRows } from '../../db/database.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { reconcile } from '../wallet/index.js';
import { walletOf } from '../wallet/wallet-test-helpers.js';
import {
  bonusTransactions,
  image,
  jpeg,
  newPromotion,
  ops,
  png,
  promotionId,
  settledStake,
} from './promotion-test-helpers.js';

let t: TestApp;
const tokens: Record<string, string> = {};
let trialToken: string;
const ids: Record<string, number> = {};

before(async () => {
  t = await createTestApp();
  for (const name of ['demo', 'team10', 'team11', 'team12', 'team13', 'team14']) {
    tokens[name] = await t.login(name, name === 'demo' ? 'demo1234' : 'member1234');
  }
  const trial = await t.request({ method: 'POST', url: '/wps/member/trialuser' });
  trialToken = answer('POST /wps/member/trialuser', trial).value.token;
  for (const [key, title] of Object.entries({
    slots: 'Slots Rebate 1.2%',
    vip: 'VIP Birthday Gift',
    jackpot: 'Weekend Jackpot Race',
    sports: 'Sports First Bet Insurance',
    reload: 'Daily Reload 10%',
    welcome: 'Welcome Bonus 100%',
    ended: 'Live Casino Cashback',
    soon: 'Esports Parlay Boost',
    contentOnly: 'Invite Friends Reward',
  })) {
    ids[key] = await promotionId(t, title);
  }
});
after(async () => {
  assert.equal((await reconcile(t.database.db)).ok, true);
  await t.close();
});

const as = (who: string | null) => (who ? bearer(who === 'trial' ? trialToken : tokens[who]!) : {});
const view = async (promotion: number, who: string | null = null) =>
  answer(
    'GET /wps/promotions/:id/participation',
    await t.request({
      method: 'GET',
      url: `/wps/promotions/${promotion}/participation`,
      headers: as(who),
    }),
  ).value;
const applyTo = (promotion: number, who: string, payload: object = {}) =>
  t.request({
    method: 'POST',
    url: `/wps/promotions/${promotion}/apply`,
    headers: as(who),
    payload,
  });
const joinTo = (promotion: number, who: string) =>
  t.request({ method: 'POST', url: `/wps/promotions/${promotion}/join`, headers: as(who) });
const claim = (participation: number, who: string) =>
  t.request({ method: 'POST', url: `/wps/rewards/${participation}/claim`, headers: as(who) });
const rewards = async (who: string) =>
  answer(
    'GET /wps/rewards',
    await t.request({ method: 'GET', url: '/wps/rewards', headers: as(who) }),
  ).value;
const review = (participation: number, action: string, payload: object = { operator: 'alice' }) =>
  t.request({
    method: 'POST',
    url: `/ops/promotions/applications/${participation}/${action}`,
    headers: ops,
    payload,
  });
const stateOf = (response: { body: string }) =>
  (JSON.parse(response.body) as { value: { state: string } }).value.state;

describe('promotion rules on the promotion page', () => {
  test('a visitor reads the rule, the period and the action the rule allows', async () => {
    const slots = await view(ids.slots!);
    assert.deepEqual(slots.rule, {
      joinMode: 'APPLY',
      rewardKind: 'FIXED',
      rewardAmount: 12,
      rewardPercent: null,
      rewardCap: null,
      turnoverMultiple: 3,
      firstDepositOnly: false,
      recurrence: 'NONE',
      startsAt: '2024-01-01T00:00:00.000Z',
      endsAt: '2099-12-31T00:00:00.000Z',
      period: 'OPEN',
    } satisfies PromotionRule);
    assert.equal(slots.participation, null);
    assert.equal(slots.action, 'APPLY');
    const welcome = await view(ids.welcome!);
    assert.equal(welcome.rule?.rewardKind, 'PERCENT');
    assert.equal(welcome.rule?.rewardPercent, 100);
    assert.equal(welcome.rule?.rewardCap, 1888);
    assert.equal(welcome.action, 'JOIN');
  });

  test('coming soon before the period, ended after it, no rule for content only', async () => {
    const soon = await view(ids.soon!, 'team10');
    assert.equal(soon.rule?.period, 'COMING_SOON');
    assert.equal(soon.action, null);
    const ended = await view(ids.ended!, 'team10');
    assert.equal(ended.rule?.period, 'ENDED');
    assert.equal(ended.action, null);
    const content = await view(ids.contentOnly!, 'team10');
    assert.equal(content.rule, null);
    assert.equal(content.action, null);
    const missing = await t.request({ method: 'GET', url: '/wps/promotions/99999/participation' });
    assert.equal(missing.statusCode, 404);
  });

  test('the demo member has one participation in each state it can be left in', async () => {
    const centre = await rewards('demo');
    const states = centre.list.map((p) => p.state).sort();
    assert.deepEqual(states, ['CLOSED', 'ISSUED', 'JOINED', 'PROCESS', 'REJECTED']);
    const rejected = centre.list.find((p) => p.state === 'REJECTED')!;
    assert.match(rejected.rejectReason!, /No settled sports bet/);
    assert.equal(centre.list.find((p) => p.state === 'ISSUED')!.bonus, 88);
    assert.deepEqual(centre.turnover, { required: 0, done: 0, remaining: 0 });
    assert.equal((await view(ids.vip!, 'demo')).action, 'CLAIM');
  });
});

describe('the state machine', () => {
  let applied: Participation;

  test('apply → APPLYING; a second application is refused', async () => {
    const response = await applyTo(ids.slots!, 'team10', { comment: '  Played 500 spins  ' });
    assert.equal(response.statusCode, 200, response.body);
    applied = answer('POST /wps/promotions/:id/apply', response).value;
    assert.equal(applied.state, 'APPLYING');
    assert.equal(applied.comment, 'Played 500 spins');
    assert.equal(applied.bonus, null);
    const again = await applyTo(ids.slots!, 'team10');
    assert.equal(again.statusCode, 409);
    assert.equal(refusal(again).code, 'PARTICIPATION_STATE');
    assert.deepEqual(refusal(again).value, { state: 'APPLYING' });
    assert.equal((await view(ids.slots!, 'team10')).participation?.state, 'APPLYING');
    assert.equal((await view(ids.slots!, 'team10')).action, null);
  });

  test('APPLYING refuses claim; process → PROCESS, process again refused', async () => {
    assert.equal(refusal(await claim(applied.id, 'team10')).code, 'PARTICIPATION_STATE');
    const processed = await review(applied.id, 'process');
    assert.equal(processed.statusCode, 200, processed.body);
    assert.equal(stateOf(processed), 'PROCESS');
    assert.equal(
      answer('POST /ops/promotions/applications/:participationId/process', processed).value
        .decidedBy,
      'alice',
    );
    const again = await review(applied.id, 'process');
    assert.equal(again.statusCode, 409);
    assert.equal(refusal(again).code, 'PARTICIPATION_STATE');
    assert.equal(refusal(await claim(applied.id, 'team10')).code, 'PARTICIPATION_STATE');
  });

  test('PROCESS → approve → ISSUED with the rule bonus; approve or reject again refused', async () => {
    const approved = await review(applied.id, 'approve');
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(stateOf(approved), 'ISSUED');
    assert.equal(
      answer('POST /ops/promotions/applications/:participationId/approve', approved).value.bonus,
      12,
    );
    for (const action of ['approve', 'process']) {
      assert.equal((await review(applied.id, action)).statusCode, 409, action);
    }
    const reject = await review(applied.id, 'reject', { operator: 'alice', reason: 'late' });
    assert.equal(reject.statusCode, 409);
  });

  test('ISSUED → claim → CLAIMED: the bonus is credited once, with its turnover', async () => {
    const before = await walletOf(t, 'team10');
    const claimed = await claim(applied.id, 'team10');
    assert.equal(claimed.statusCode, 200, claimed.body);
    const value = answer('POST /wps/rewards/:participationId/claim', claimed).value;
    assert.equal(value.state, 'CLAIMED');
    assert.equal(value.turnoverRequired, 36);
    assert.ok(value.claimedAt);
    const repeat = await claim(applied.id, 'team10');
    assert.equal(repeat.statusCode, 200);
    assert.equal(stateOf(repeat), 'CLAIMED');
    assert.equal((await walletOf(t, 'team10')).main, before.main + 1200);
    assert.equal(await bonusTransactions(t, `promotion:${applied.id}:claim`), 1);
    for (const action of ['process', 'approve']) {
      assert.equal((await review(applied.id, action)).statusCode, 409, action);
    }
    assert.equal(
      (await review(applied.id, 'reject', { operator: 'alice', reason: 'x' })).statusCode,
      409,
    );
  });

  test('APPLYING → reject (reason required) → REJECTED; nothing moves it on', async () => {
    const applied2 = answer(
      'POST /wps/promotions/:id/apply',
      await applyTo(ids.vip!, 'team11'),
    ).value;
    const noReason = await review(applied2.id, 'reject');
    assert.equal(noReason.statusCode, 400);
    assert.equal(refusal(noReason).code, 'INVALID_INPUT');
    const rejected = await review(applied2.id, 'reject', {
      operator: 'bob',
      reason: 'Birthday not in this month',
    });
    assert.equal(stateOf(rejected), 'REJECTED');
    const mine = (await rewards('team11')).list.find((p) => p.id === applied2.id)!;
    assert.equal(mine.rejectReason, 'Birthday not in this month');
    assert.equal(refusal(await claim(applied2.id, 'team11')).code, 'PARTICIPATION_STATE');
    for (const action of ['process', 'approve']) {
      assert.equal((await review(applied2.id, action)).statusCode, 409, action);
    }
  });

  test('PROCESS → reject and APPLYING → approve are allowed too', async () => {
    const a = answer('POST /wps/promotions/:id/apply', await applyTo(ids.jackpot!, 'team11')).value;
    await review(a.id, 'process');
    const rejected = await review(a.id, 'reject', { operator: 'bob', reason: 'No race entry' });
    assert.equal(stateOf(rejected), 'REJECTED');
    const b = answer('POST /wps/promotions/:id/apply', await applyTo(ids.jackpot!, 'team12')).value;
    assert.equal(stateOf(await review(b.id, 'approve')), 'ISSUED');
  });

  test('join → JOINED; no operator move nor claim; a paid deposit issues the capped bonus', async () => {
    const joined = await joinTo(ids.reload!, 'team13');
    assert.equal(joined.statusCode, 200, joined.body);
    const participation = answer('POST /wps/promotions/:id/join', joined).value;
    assert.equal(participation.state, 'JOINED');
    assert.equal(refusal(await joinTo(ids.reload!, 'team13')).code, 'PARTICIPATION_STATE');
    assert.equal(refusal(await claim(participation.id, 'team13')).code, 'PARTICIPATION_STATE');
    for (const action of ['process', 'approve']) {
      assert.equal((await review(participation.id, action)).statusCode, 409, action);
    }
    // A bank transfer of 8,000.00 confirmed by an operator: 10% is 800.00, capped at 500.00.
    const order = await t.request({
      method: 'POST',
      url: '/wps/deposit/orders',
      headers: as('team13'),
      payload: { channelCode: 'BANK', amount: 8000 },
    });
    const { orderNo } = answer('POST /wps/deposit/orders', order).value;
    const confirmed = await t.request({
      method: 'POST',
      url: `/ops/deposits/${orderNo}/confirm`,
      headers: ops,
      payload: { operator: 'alice' },
    });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const issued = (await rewards('team13')).list.find((p) => p.id === participation.id)!;
    assert.equal(issued.state, 'ISSUED');
    assert.equal(issued.bonus, 500);
    assert.equal(stateOf(await claim(participation.id, 'team13')), 'CLAIMED');
  });

  test('the wrong way in is refused: join an APPLY rule, apply to a DEPOSIT rule', async () => {
    const join = await joinTo(ids.sports!, 'team12');
    assert.equal(join.statusCode, 409);
    assert.equal(refusal(join).code, 'PROMOTION_ACTION');
    assert.equal(refusal(await applyTo(ids.welcome!, 'team12')).code, 'PROMOTION_ACTION');
    assert.equal(refusal(await joinTo(ids.contentOnly!, 'team12')).code, 'NOT_FOUND');
  });

  test('coming soon and ended promotions take no one', async () => {
    for (const id of [ids.soon!, ids.ended!]) {
      const response = await applyTo(id, 'team12');
      assert.equal(response.statusCode, 409);
      assert.equal(refusal(response).code, 'PROMOTION_NOT_OPEN');
    }
  });

  test('when the period ends, APPLYING, PROCESS, JOINED and ISSUED become CLOSED', async () => {
    const start = t.clock.now();
    const promotions = await Promise.all(
      ['Close A', 'Close B'].map((title) => newPromotion(t, title)),
    );
    const rule = (joinMode: string) => ({
      joinMode,
      rewardKind: 'FIXED',
      rewardAmount: 5,
      turnoverMultiple: 1,
      startsAt: new Date(start.getTime() - 60_000).toISOString(),
      endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    for (const [index, mode] of ['APPLY', 'DEPOSIT'].entries()) {
      const saved = await t.request({
        method: 'PUT',
        url: `/ops/promotions/${promotions[index]}/rule`,
        headers: ops,
        payload: rule(mode),
      });
      assert.equal(saved.statusCode, 200, saved.body);
    }
    const applying = answer(
      'POST /wps/promotions/:id/apply',
      await applyTo(promotions[0]!, 'team14'),
    ).value;
    const processing = answer(
      'POST /wps/promotions/:id/apply',
      await applyTo(promotions[0]!, 'team13'),
    ).value;
    await review(processing.id, 'process');
    const issued = answer(
      'POST /wps/promotions/:id/apply',
      await applyTo(promotions[0]!, 'team12'),
    ).value;
    await review(issued.id, 'approve');
    const joined = answer(
      'POST /wps/promotions/:id/join',
      await joinTo(promotions[1]!, 'team14'),
    ).value;
    t.clock.advance(3_600_000);
    const closed = answer(
      'GET /ops/promotions/applications',
      await t.request({
        method: 'GET',
        url: `/ops/promotions/applications?state=CLOSED`,
        headers: ops,
      }),
    ).value.map((p) => p.id);
    for (const p of [applying, processing, issued, joined]) assert.ok(closed.includes(p.id));
    assert.equal(refusal(await claim(issued.id, 'team12')).code, 'PARTICIPATION_STATE');
    for (const action of ['process', 'approve']) {
      assert.equal((await review(applying.id, action)).statusCode, 409, action);
    }
    assert.equal(refusal(await applyTo(promotions[0]!, 'team11')).code, 'PROMOTION_NOT_OPEN');
  });

  test('sign-up: a member registered in the period finds the bonus issued', async () => {
    const promotion = await newPromotion(t, 'Sign-up Gift');
    const now = t.clock.now();
    await t.request({
      method: 'PUT',
      url: `/ops/promotions/${promotion}/rule`,
      headers: ops,
      payload: {
        joinMode: 'SIGNUP',
        rewardKind: 'FIXED',
        rewardAmount: 8.88,
        turnoverMultiple: 1,
        startsAt: new Date(now.getTime() - 1000).toISOString(),
        endsAt: new Date(now.getTime() + 86_400_000).toISOString(),
      },
    });
    const captcha = await t.request({
      method: 'GET',
      url: '/wps/captcha?purpose=REGISTER',
      headers: { 'x-client-id': 'promo-client-0001' },
    });
    const { captchaId } = answer('GET /wps/captcha', captcha).value;
    const solution = answer(
      'GET /ops/captcha/:id',
      await t.request({ method: 'GET', url: `/ops/captcha/${captchaId}`, headers: ops }),
    ).value.answer;
    const registered = await t.request({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { 'x-client-id': 'promo-client-0001' },
      payload: {
        username: 'giftee01',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        captchaId,
        captcha: solution,
      },
    });
    assert.equal(registered.statusCode, 200, registered.body);
    tokens.giftee01 = answer('PUT /wps/member/register', registered).value.token;
    const gift = (await rewards('giftee01')).list.find((p) => p.promotionId === promotion)!;
    assert.equal(gift.state, 'ISSUED');
    assert.equal(gift.bonus, 8.88);
    assert.equal(stateOf(await claim(gift.id, 'giftee01')), 'CLAIMED');
    assert.equal((await walletOf(t, 'giftee01')).main, 888);
  });
});

describe('claiming pays once', () => {
  test('ten claims at once credit the bonus once', async () => {
    const applied = answer(
      'POST /wps/promotions/:id/apply',
      await applyTo(ids.vip!, 'team14'),
    ).value;
    await review(applied.id, 'approve');
    const before = await walletOf(t, 'team14');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => claim(applied.id, 'team14')),
    );
    for (const reply of answers) {
      assert.equal(reply.statusCode, 200, reply.body);
      assert.equal(stateOf(reply), 'CLAIMED');
    }
    assert.equal((await walletOf(t, 'team14')).main, before.main + 8800);
    assert.equal(await bonusTransactions(t, `promotion:${applied.id}:claim`), 1);
  });
});

describe('turnover', () => {
  test('holds back the bonus and its winnings until the stakes after the claim reach bonus × multiple; the own money stays withdrawable', async () => {
    // team10 claimed 12.00 × 3 above: 36.00 of stakes needed, counted from the claim.
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.request({ method, url, headers: as('team10'), ...(payload ? { payload } : {}) });
    const info = async () =>
      answer('GET /wps/withdraw/info', await call('GET', '/wps/withdraw/info')).value;
    assert.equal((await info()).turnoverRemaining, 36);
    assert.deepEqual((await rewards('team10')).turnover, { required: 36, done: 0, remaining: 36 });

    await t.request({
      method: 'POST',
      url: '/ops/adjustments',
      headers: ops,
      payload: {
        operator: 'alice',
        username: 'team10',
        amount: 500,
        reason: 'test funds',
        reference: 'fund-team10',
      },
    });
    await call('POST', '/wps/withdraw/payment-password', {
      currentPassword: 'member1234',
      newPassword: '135790',
      confirmPassword: '135790',
    });
    const account = answer(
      'POST /wps/withdraw/accounts',
      await call('POST', '/wps/withdraw/accounts', {
        kind: 'BANK',
        provider: 'Metro Bank',
        accountNo: '111122223333',
        payeeName: 'Team Ten',
        paymentPassword: '135790',
      }),
    ).value;
    const withdraw = (amount: number) =>
      call('POST', '/wps/transaction/withdraw', {
        amount,
        payoutAccountId: account.id,
        paymentPassword: '135790',
      });

    // Issue 33 item 4: the 12.00 bonus is held back, the member's own money is not.
    const start = await info();
    assert.equal(start.bonusLocked, 12);
    assert.equal(start.withdrawable, start.balance - 12);
    const blocked = await withdraw(start.balance);
    assert.equal(blocked.statusCode, 409, blocked.body);
    assert.equal(refusal(blocked).code, 'TURNOVER_REQUIRED');
    assert.equal(refusal(blocked).messageKey, 'turnover_required');
    assert.deepEqual(refusal(blocked).value, { remaining: 36, withdrawable: start.withdrawable });
    const own = await withdraw(100);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal((await info()).withdrawable, start.withdrawable - 100);
    assert.equal((await info()).bonusLocked, 12);

    // A stake settled before the claim does not count; after it, it does.
    const claimedAt = new Date(
      (await rewards('team10')).list.find((p) => p.state === 'CLAIMED')!.claimedAt!,
    );
    await settledStake(t, 'team10', 5000, new Date(claimedAt.getTime() - 1000));
    // Won 30.00 on a 20.00 stake after the claim: the winnings are held back with the bonus.
    await settledStake(t, 'team10', 2000, new Date(claimedAt.getTime() + 1000), 5000);
    assert.equal((await info()).turnoverRemaining, 16);
    assert.equal((await info()).bonusLocked, 12 + 30);
    assert.equal(refusal(await withdraw(start.withdrawable - 100)).code, 'TURNOVER_REQUIRED');
    await settledStake(t, 'team10', 1600, new Date(claimedAt.getTime() + 2000));
    assert.equal((await info()).turnoverRemaining, 0);
    assert.equal((await info()).bonusLocked, 0);
    assert.deepEqual((await rewards('team10')).turnover, { required: 36, done: 36, remaining: 0 });
    const allowed = await withdraw(start.withdrawable - 100);
    assert.equal(allowed.statusCode, 200, allowed.body);
  });

  test('two claims: stakes go to the older one first', async () => {
    // team13 claimed 500.00 × 5 (2,500.00); team13 also gets a second one of 12.00 × 3.
    const second = answer(
      'POST /wps/promotions/:id/apply',
      await applyTo(ids.slots!, 'team13'),
    ).value;
    await review(second.id, 'approve');
    t.clock.advance(1000);
    await claim(second.id, 'team13');
    const centre = await rewards('team13');
    assert.deepEqual(centre.turnover, { required: 2536, done: 0, remaining: 2536 });
    await settledStake(t, 'team13', 250_000, t.clock.now());
    assert.deepEqual((await rewards('team13')).turnover, {
      required: 2536,
      done: 2500,
      remaining: 36,
    });
  });
});

describe('reward centre pages', () => {
  test('20 a page by default, the asked states, counts of every state and the total', async () => {
    // team14 gets 23 more closed participations (changed in 2098: newer than any other).
    const [member] = await selectRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members WHERE username = 'team14'`,
    );
    for (let n = 1; n <= 23; n += 1) {
      const promotion = await newPromotion(t, `Paged ${n}`);
      await t.database.db.execute(sql`
        INSERT INTO promotion_rules (promotion_id, join_mode, reward_kind, reward_fixed_minor,
          turnover_multiple, starts_at, ends_at, updated_at)
        VALUES (${promotion}, 'APPLY', 'FIXED', 100, 0, '2024-01-01', '2025-01-01', now())`);
      await t.database.db.execute(sql`
        INSERT INTO promotion_participations (promotion_id, member_id, state, created_at, updated_at)
        VALUES (${promotion}, ${member!.id}, 'CLOSED', now(), ${new Date(Date.UTC(2098, 0, n)).toISOString()})`);
    }
    const page = async (query: string) =>
      answer(
        'GET /wps/rewards',
        await t.request({ method: 'GET', url: `/wps/rewards${query}`, headers: as('team14') }),
      ).value;
    const first = await page('?states=CLOSED');
    const closed = first.counts.CLOSED ?? 0;
    assert.ok(closed >= 23, `closed: ${closed}`);
    assert.equal(first.list.length, 20);
    assert.equal(first.total, closed);
    assert.equal(first.totalPages, Math.ceil(closed / 20));
    assert.equal(first.list[0]!.title, 'Paged 23', 'newest change first');
    assert.ok(first.list.every((p) => p.state === 'CLOSED'));
    const second = await page('?states=CLOSED&pageNo=2');
    assert.equal(second.list.length, closed - 20);
    assert.deepEqual(
      second.list.slice(0, 3).map((p) => p.title),
      ['Paged 3', 'Paged 2', 'Paged 1'],
    );
    assert.equal(second.pageNum, 2);
    const both = await page('?states=CLOSED,ISSUED&pageSize=5&pageNo=5');
    assert.equal(both.total, (first.counts.CLOSED ?? 0) + (first.counts.ISSUED ?? 0));
    assert.equal(both.list.length, Math.min(5, Math.max(0, both.total - 20)));
    const claimed = await page('?states=CLAIMED');
    assert.ok(claimed.list.every((p) => p.state === 'CLAIMED'));
    assert.equal(claimed.total, first.counts.CLAIMED ?? 0);
    assert.equal(claimed.list.length, Math.min(20, claimed.total));
    for (const bad of [
      '?states=',
      '?states=NOPE',
      '?pageSize=101',
      '?pageNo=0',
      '?states=CLOSED,X',
    ]) {
      const response = await t.request({
        method: 'GET',
        url: `/wps/rewards${bad}`,
        headers: as('team14'),
      });
      assert.equal(response.statusCode, 400, bad);
    }
  });
});

describe('application images and comment', () => {
  let promotion: number;
  before(async () => {
    promotion = await newPromotion(t, 'Upload Test');
    await t.request({
      method: 'PUT',
      url: `/ops/promotions/${promotion}/rule`,
      headers: ops,
      payload: {
        joinMode: 'APPLY',
        rewardKind: 'FIXED',
        rewardAmount: 1,
        turnoverMultiple: 0,
        startsAt: '2024-01-01T00:00:00Z',
        endsAt: '2099-01-01T00:00:00Z',
      },
    });
  });

  const refusals: Array<[string, object, number, string, string?]> = [
    [
      'a text file renamed .png',
      { images: [image('proof.png', Buffer.from('hello, not an image at all'))] },
      400,
      'IMAGE_TYPE',
      'images.0',
    ],
    [
      'a GIF',
      { images: [image('a.png', Buffer.from('GIF89a0000000000'))] },
      400,
      'IMAGE_TYPE',
      'images.0',
    ],
    [
      'an image over 5 MB',
      { images: [image('a.png', png()), image('big.png', png(5 * 1024 * 1024 + 1))] },
      400,
      'IMAGE_TOO_LARGE',
      'images.1',
    ],
    [
      // Issue 33: the size is the image's, whatever its base64 text adds on top.
      'an image of 6.7 MB',
      { images: [image('photo.png', png(Math.round(6.7 * 1024 * 1024)))] },
      400,
      'IMAGE_TOO_LARGE',
      'images.0',
    ],
    [
      'four images',
      { images: [png(), png(), png(), png()].map((b, i) => image(`${i}.png`, b)) },
      400,
      'INVALID_INPUT',
    ],
    ['a comment of 141 characters', { comment: 'x'.repeat(141) }, 400, 'INVALID_INPUT'],
    ['data that is not base64', { images: [{ name: 'a.png', data: '#!?' }] }, 400, 'INVALID_INPUT'],
    [
      'an image without a name',
      { images: [{ name: '', data: 'iVBORw0KGgo=' }] },
      400,
      'INVALID_INPUT',
    ],
    ['an unknown field', { comment: 'x', amount: 100 }, 400, 'INVALID_INPUT'],
    ['a comment that is not text', { comment: 42 }, 400, 'INVALID_INPUT'],
  ];
  for (const [name, payload, status, code, path] of refusals) {
    test(`refused: ${name}`, async () => {
      const response = await applyTo(promotion, 'team11', payload);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(refusal(response).code, code);
      if (path) assert.equal(refusal(response).details?.[0]?.path, path);
      assert.equal((await view(promotion, 'team11')).participation, null, 'nothing stored');
    });
  }

  test('three images (PNG and JPEG by their bytes, exactly 5 MB allowed) and 140 characters', async () => {
    const response = await applyTo(promotion, 'team11', {
      comment: 'y'.repeat(140),
      images: [image('a.jpg', png()), image('b.png', jpeg()), image('c.png', png(5 * 1024 * 1024))],
    });
    assert.equal(response.statusCode, 200, response.body);
    const participation = answer('POST /wps/promotions/:id/apply', response).value;
    assert.equal(participation.imageCount, 3);
    const [application] = answer(
      'GET /ops/promotions/applications',
      await t.request({
        method: 'GET',
        url: `/ops/promotions/applications?username=team11&promotionId=${promotion}`,
        headers: ops,
      }),
    ).value;
    assert.equal(application!.images.length, 3);
    const first = await t.request({ method: 'GET', url: application!.images[0]!, headers: ops });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['content-type'], 'image/png', 'the type read from the bytes');
    assert.deepEqual(first.rawPayload, png());
    const second = await t.request({ method: 'GET', url: application!.images[1]!, headers: ops });
    assert.equal(second.headers['content-type'], 'image/jpeg');
    const noKey = await t.request({ method: 'GET', url: application!.images[0]! });
    assert.equal(noKey.statusCode, 403);

    // The member sees their own images, with the operator call's headers.
    const own = (seq: number, who: string | null = 'team11', id = participation.id) =>
      t.request({ method: 'GET', url: `/wps/rewards/${id}/images/${seq}`, headers: as(who) });
    const mine = await own(1);
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.headers['content-type'], 'image/png');
    assert.equal(mine.headers['x-content-type-options'], 'nosniff');
    assert.equal(mine.headers['cache-control'], 'no-store');
    assert.deepEqual(mine.rawPayload, png());
    assert.equal((await own(2)).headers['content-type'], 'image/jpeg');
    assert.equal((await own(3)).rawPayload.length, 5 * 1024 * 1024);
    // Anyone else: 404, the same answer as an image that does not exist.
    const others = await own(1, 'team12');
    assert.equal(others.statusCode, 404);
    assert.equal(refusal(others).code, 'NOT_FOUND');
    assert.equal((await own(1, 'demo')).statusCode, 404);
    assert.equal((await own(3, 'team11', 999_999)).statusCode, 404);
    const trial = await own(1, 'trial');
    assert.equal(trial.statusCode, 403);
    assert.equal(refusal(trial).code, 'TRIAL_REJECTED');
    assert.equal((await own(1, null)).statusCode, 401);
    for (const bad of ['0', '4', 'x', '1.5']) {
      const response = await t.request({
        method: 'GET',
        url: `/wps/rewards/${participation.id}/images/${bad}`,
        headers: as('team11'),
      });
      assert.equal(response.statusCode, 400, bad);
    }
  });

  test('an application without images: the member image call answers 404', async () => {
    const [row] = answer(
      'GET /wps/rewards',
      await t.request({ method: 'GET', url: '/wps/rewards', headers: as('demo') }),
    ).value.list.filter((p) => p.imageCount === 0);
    const none = await t.request({
      method: 'GET',
      url: `/wps/rewards/${row!.id}/images/1`,
      headers: as('demo'),
    });
    assert.equal(none.statusCode, 404);
  });
});

describe('who may take part and see what', () => {
  test('trial users are refused every call and see no participation', async () => {
    for (const response of [
      await applyTo(ids.sports!, 'trial'),
      await joinTo(ids.welcome!, 'trial'),
      await claim(1, 'trial'),
      await t.request({ method: 'GET', url: '/wps/rewards', headers: as('trial') }),
    ]) {
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(refusal(response).code, 'TRIAL_REJECTED');
    }
    const seen = await view(ids.sports!, 'trial');
    assert.equal(seen.participation, null);
    assert.equal(seen.action, 'APPLY');
  });

  test('visitors must log in', async () => {
    for (const response of [
      await t.request({ method: 'POST', url: `/wps/promotions/${ids.sports}/apply`, payload: {} }),
      await t.request({ method: 'POST', url: `/wps/promotions/${ids.welcome}/join` }),
      await t.request({ method: 'POST', url: '/wps/rewards/1/claim' }),
      await t.request({ method: 'GET', url: '/wps/rewards' }),
    ]) {
      assert.equal(response.statusCode, 401);
    }
  });

  test("another member's participation is neither listed, shown nor claimable", async () => {
    const demoIssued = (await rewards('demo')).list.find((p) => p.state === 'ISSUED')!;
    const other = await claim(demoIssued.id, 'team12');
    assert.equal(other.statusCode, 404);
    assert.ok(!(await rewards('team12')).list.some((p) => p.id === demoIssued.id));
    assert.equal((await view(ids.vip!, 'team12')).participation, null);
    assert.equal((await rewards('demo')).list.find((p) => p.id === demoIssued.id)!.state, 'ISSUED');
  });

  test('operator calls need the key', async () => {
    for (const [method, url] of [
      ['GET', '/ops/promotions/applications'],
      ['POST', '/ops/promotions/applications/1/approve'],
      ['PUT', `/ops/promotions/${ids.slots}/rule`],
    ] as const) {
      const response = await t.request({
        method,
        url,
        headers: { 'x-operator-key': 'wrong-key-0000000' },
        payload: {},
      });
      assert.equal(response.statusCode, 403, url);
    }
  });
});

describe('bad input', () => {
  const cases: Array<[string, 'GET' | 'POST' | 'PUT', string, object | undefined, boolean]> = [
    ['promotion id not a number', 'GET', '/wps/promotions/abc/participation', undefined, false],
    ['promotion id 0', 'POST', '/wps/promotions/0/apply', {}, false],
    ['unknown query', 'GET', '/wps/promotions/1/participation?x=1', undefined, false],
    ['unknown state filter', 'GET', '/wps/rewards?state=DONE', undefined, false],
    ['claim id not a number', 'POST', '/wps/rewards/1x/claim', undefined, false],
    ['claim with a body field', 'POST', '/wps/rewards/1/claim', { amount: 5 }, false],
    ['join with a body field', 'POST', '/wps/promotions/1/join', { x: 1 }, false],
    ['images not a list', 'POST', '/wps/promotions/1/apply', { images: 'a' }, false],
    [
      'ops: reason too long',
      'POST',
      '/ops/promotions/applications/1/reject',
      { operator: 'alice', reason: 'r'.repeat(201) },
      true,
    ],
    ['ops: operator missing', 'POST', '/ops/promotions/applications/1/approve', {}, true],
    ['ops: state filter', 'GET', '/ops/promotions/applications?state=NOPE', undefined, true],
    [
      'ops: rule ends before it starts',
      'PUT',
      '/ops/promotions/1/rule',
      {
        joinMode: 'APPLY',
        rewardKind: 'FIXED',
        rewardAmount: 1,
        turnoverMultiple: 1,
        startsAt: '2030-01-01T00:00:00Z',
        endsAt: '2029-01-01T00:00:00Z',
      },
      true,
    ],
    [
      'ops: percent for an application',
      'PUT',
      '/ops/promotions/1/rule',
      {
        joinMode: 'APPLY',
        rewardKind: 'PERCENT',
        rewardPercent: 10,
        rewardCap: 5,
        turnoverMultiple: 1,
        startsAt: '2024-01-01T00:00:00Z',
        endsAt: '2029-01-01T00:00:00Z',
      },
      true,
    ],
    [
      'ops: fixed without an amount',
      'PUT',
      '/ops/promotions/1/rule',
      {
        joinMode: 'APPLY',
        rewardKind: 'FIXED',
        turnoverMultiple: 1,
        startsAt: '2024-01-01T00:00:00Z',
        endsAt: '2029-01-01T00:00:00Z',
      },
      true,
    ],
    [
      'ops: turnover multiple 101',
      'PUT',
      '/ops/promotions/1/rule',
      {
        joinMode: 'APPLY',
        rewardKind: 'FIXED',
        rewardAmount: 1,
        turnoverMultiple: 101,
        startsAt: '2024-01-01T00:00:00Z',
        endsAt: '2029-01-01T00:00:00Z',
      },
      true,
    ],
  ];
  for (const [name, method, url, payload, operator] of cases) {
    test(name, async () => {
      const response = await t.request({
        method,
        url,
        headers: operator ? ops : as('team12'),
        ...(payload ? { payload } : {}),
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(refusal(response).code, 'INVALID_INPUT');
    });
  }

  test('unknown participations and promotions are 404', async () => {
    assert.equal((await claim(999_999, 'team12')).statusCode, 404);
    assert.equal((await review(999_999, 'approve')).statusCode, 404);
    const rule = await t.request({
      method: 'PUT',
      url: '/ops/promotions/99999/rule',
      headers: ops,
      payload: {
        joinMode: 'APPLY',
        rewardKind: 'FIXED',
        rewardAmount: 1,
        turnoverMultiple: 1,
        startsAt: '2024-01-01T00:00:00Z',
        endsAt: '2029-01-01T00:00:00Z',
      },
    });
    assert.equal(rule.statusCode, 404);
  });
});
