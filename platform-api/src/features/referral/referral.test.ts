import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { DepositOrder } from '../../contract/wallet.js';
import { selectRows } from '../../db/database.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { clientHeaders, freshClient, solvedCaptcha } from '../accounts/test-helpers.js';
import { downlineIds, uplineOf } from '../agent/index.js';
import { reconcile } from '../wallet/index.js';
import {
  callback,
  createOrder,
  ops,
  providerRefOf,
  providerSecret,
  walletOf,
} from '../wallet/wallet-test-helpers.js';

let t: TestApp;
let inviter: string;
let secret: string;
before(async () => {
  t = await createTestApp();
  inviter = await t.login('team12', 'member1234');
  secret = await providerSecret(t);
});
after(async () => {
  await t.close();
});

const summary = async (token = inviter) =>
  answer(
    'GET /wps/referral',
    await t.request({ method: 'GET', url: '/wps/referral', headers: bearer(token) }),
  ).value;

async function parentOf(username: string): Promise<string | null> {
  const [row] = await selectRows<{ parent: string | null }>(
    t.database.db,
    sql`SELECT p.username AS parent FROM members m LEFT JOIN members p ON p.id = m.parent_agent_id
         WHERE m.username = ${username}`,
  );
  assert.ok(row, username);
  return row.parent;
}

async function idOf(username: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM members WHERE username = ${username}`,
  );
  return Number(row!.id);
}

async function registerWith(code: string, username: string): Promise<string> {
  const client = freshClient();
  const response = await t.request({
    method: 'PUT',
    url: '/wps/member/register',
    headers: clientHeaders(client),
    payload: {
      ...(await solvedCaptcha(t, 'REGISTER', client)),
      username,
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: code,
    },
  });
  assert.equal(response.statusCode, 200, response.body);
  return answer('PUT /wps/member/register', response).value.token;
}

async function paidDeposit(token: string, amount: number): Promise<DepositOrder> {
  const order = await createOrder(t, token, { channelCode: 'EWALLET', amount });
  const paid = await t.request(
    callback(t, secret, { ...order, providerRef: providerRefOf(order) }),
  );
  assert.equal(paid.statusCode, 200, paid.body);
  return order;
}

const referralPostings = async (friend: string) =>
  selectRows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM ledger_transactions x
        JOIN members m ON x.reference = 'referral:' || m.id
        WHERE m.username = ${friend} AND x.kind = 'REFERRAL'`,
  ).then((rows) => rows[0]!.n);

describe('friend referral', { concurrency: 1 }, () => {
  test('a member gets one invitation code and a register link with it', async () => {
    const first = await summary();
    assert.match(first.code, /^[A-HJ-NP-Z2-9]{8}$/);
    assert.equal(first.registerPath, `/m/register?code=${first.code}`);
    assert.deepEqual(first.rule, { enabled: true, reward: 20, minDeposit: 100 });
    assert.equal(first.invited, 0);
    assert.equal((await summary()).code, first.code);
    const check = await t.request({
      method: 'GET',
      url: `/wps/check/affiliate?code=${first.code.toLowerCase()}`,
    });
    assert.equal(answer('GET /wps/check/affiliate', check).value, true);
  });

  test("a friend's first deposit rewards the inviter once; later deposits do not", async () => {
    const { code } = await summary();
    const friend = await registerWith(code, 'friend01');
    // team12's parent agent is agent01: the friend joins agent01's team, fixed at registration.
    assert.equal(await parentOf('friend01'), 'agent01');
    const registered = answer(
      'GET /wps/referral/friends',
      await t.request({ method: 'GET', url: '/wps/referral/friends', headers: bearer(inviter) }),
    ).value;
    assert.deepEqual(
      registered.list.map((f) => [f.name, f.deposited, f.reward]),
      [['fr***1', false, null]],
    );
    const before = await walletOf(t, 'team12');
    const order = await paidDeposit(friend, 150);
    // The provider repeats its notification: nothing more.
    await t.request(callback(t, secret, { ...order, providerRef: providerRefOf(order) }));
    await paidDeposit(friend, 300);
    const afterwards = await walletOf(t, 'team12');
    assert.equal(afterwards.main, before.main + 2000);
    assert.equal(await referralPostings('friend01'), 1);
    const figures = await summary();
    assert.equal(figures.invited, 1);
    assert.equal(figures.rewarded, 1);
    assert.equal(figures.totalReward, 20);
    const friends = answer(
      'GET /wps/referral/friends',
      await t.request({ method: 'GET', url: '/wps/referral/friends', headers: bearer(inviter) }),
    ).value;
    assert.equal(friends.list[0]!.deposited, true);
    assert.equal(friends.list[0]!.reward, 20);
    assert.ok(friends.list[0]!.rewardedAt);
  });

  test("the operator's minimum: a first deposit below it earns nothing, nor does the next one", async () => {
    const { code } = await summary();
    const friend = await registerWith(code, 'friend02');
    const before = await walletOf(t, 'team12');
    await paidDeposit(friend, 100.5);
    // 100.50 ≥ 100.00: this one pays. The next friend deposits less first.
    assert.equal((await walletOf(t, 'team12')).main, before.main + 2000);
    const friend3 = await registerWith(code, 'friend03');
    const rule = await t.request({
      method: 'PUT',
      url: '/ops/referral/settings',
      headers: ops,
      payload: { operator: 'alice', enabled: true, reward: 20, minDeposit: 200 },
    });
    assert.equal(rule.statusCode, 200, rule.body);
    await paidDeposit(friend3, 150);
    await paidDeposit(friend3, 500);
    assert.equal((await walletOf(t, 'team12')).main, before.main + 2000);
    assert.equal(await referralPostings('friend03'), 0);
  });

  test('two first deposits paid at the same time reward once', async () => {
    const { code } = await summary();
    const friend = await registerWith(code, 'friend04');
    const before = await walletOf(t, 'team12');
    const orders = await Promise.all(
      [300, 400, 500].map((amount) => createOrder(t, friend, { channelCode: 'EWALLET', amount })),
    );
    const answers = await Promise.all(
      orders.map((order) =>
        t.request(callback(t, secret, { ...order, providerRef: providerRefOf(order) })),
      ),
    );
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      [200, 200, 200],
    );
    assert.equal((await walletOf(t, 'team12')).main, before.main + 2000);
    assert.equal(await referralPostings('friend04'), 1);
    assert.equal((await reconcile(t.database.db)).ok, true);
  });

  test('rule off: a friend registers but the first deposit pays nothing', async () => {
    await t.request({
      method: 'PUT',
      url: '/ops/referral/settings',
      headers: ops,
      payload: { operator: 'alice', enabled: false, reward: 20, minDeposit: 0 },
    });
    const { code, rule } = await summary();
    assert.equal(rule.enabled, false);
    const friend = await registerWith(code, 'friend05');
    const before = await walletOf(t, 'team12');
    await paidDeposit(friend, 300);
    assert.equal((await walletOf(t, 'team12')).main, before.main);
    await t.request({
      method: 'PUT',
      url: '/ops/referral/settings',
      headers: ops,
      payload: { operator: 'alice', enabled: true, reward: 20, minDeposit: 100 },
    });
  });

  test('an agent code still makes a team member, not a referral', async () => {
    await registerWith('AGENT01', 'teamnew01');
    const [row] = await selectRows<{ parent: string; referred: number }>(
      t.database.db,
      sql`SELECT p.username AS parent,
            (SELECT count(*)::int FROM referrals r WHERE r.friend_id = m.id) AS referred
          FROM members m JOIN members p ON p.id = m.parent_agent_id
          WHERE m.username = 'teamnew01'`,
    );
    assert.deepEqual(row, { parent: 'agent01', referred: 0 });
  });

  test("a friend joins the inviter's parent agent, in the tree the agent reports walk", async () => {
    // sub03m01 sits under sub03, which sits under sub01, under agent01.
    const subMember = await t.login('sub03m01', 'member1234');
    const { code } = await summary(subMember);
    await registerWith(code, 'friendsub1');
    assert.equal(await parentOf('friendsub1'), 'sub03');
    const friendId = await idOf('friendsub1');
    assert.deepEqual(
      (await uplineOf(t.database.db, friendId)).map((link) => link.id),
      [await idOf('sub03'), await idOf('sub01'), await idOf('agent01')],
    );
    assert.ok(
      (await downlineIds(t.database.db, await idOf('sub03'), { directOnly: true })).includes(
        friendId,
      ),
    );
    assert.ok((await downlineIds(t.database.db, await idOf('agent01'))).includes(friendId));
    // The referral is still the inviter's (the reward goes to the member, not the agent).
    const [referral] = await selectRows<{ inviter: string }>(
      t.database.db,
      sql`SELECT i.username AS inviter FROM referrals r JOIN members i ON i.id = r.inviter_id
           WHERE r.friend_id = ${friendId}`,
    );
    assert.equal(referral?.inviter, 'sub03m01');

    // An inviter without an agent: the friend has none either.
    const loner = await t.login('demo', 'demo1234');
    assert.equal(await parentOf('demo'), null);
    await registerWith((await summary(loner)).code, 'friendsolo');
    assert.equal(await parentOf('friendsolo'), null);
  });

  test('trial users, visitors and bad input are refused', async () => {
    const created = await t.request({ method: 'POST', url: '/wps/member/trialuser', payload: {} });
    const trial = answer('POST /wps/member/trialuser', created).value.token;
    for (const url of ['/wps/referral', '/wps/referral/friends']) {
      const refused = await t.request({ method: 'GET', url, headers: bearer(trial) });
      assert.equal(refused.statusCode, 403);
      assert.equal(refusal(refused).code, 'TRIAL_REJECTED');
      assert.equal((await t.request({ method: 'GET', url })).statusCode, 401);
    }
    const bad: InjectOptions[] = [
      { method: 'GET', url: '/wps/referral?code=1', headers: bearer(inviter) },
      { method: 'GET', url: '/wps/referral/friends?pageSize=0', headers: bearer(inviter) },
      { method: 'GET', url: '/wps/referral/friends?pageNo=-1', headers: bearer(inviter) },
      {
        method: 'PUT',
        url: '/ops/referral/settings',
        headers: ops,
        payload: { operator: 'alice', enabled: true, reward: 0, minDeposit: 0 },
      },
      {
        method: 'PUT',
        url: '/ops/referral/settings',
        headers: ops,
        payload: { operator: 'alice', enabled: true, reward: 1.001, minDeposit: 0 },
      },
      {
        method: 'PUT',
        url: '/ops/referral/settings',
        headers: ops,
        payload: { operator: 'alice', enabled: true, reward: 5, minDeposit: -1 },
      },
    ];
    for (const request of bad) {
      const response = await t.request(request);
      assert.equal(response.statusCode, 400, `${request.url} ${response.body}`);
    }
    const denied = await t.request({ method: 'GET', url: '/ops/referral/settings' });
    assert.equal(denied.statusCode, 403);
    const unknown = await t.request({
      method: 'PUT',
      url: '/wps/member/register',
      headers: clientHeaders(),
      payload: {
        ...(await solvedCaptcha(t, 'REGISTER')),
        username: 'nobody01',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        affiliateCode: 'ZZZZ2222',
      },
    });
    assert.equal(refusal(unknown).code, 'INVITATION_CODE');
  });
});
