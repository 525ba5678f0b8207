import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { latestOutbox } from '../accounts/test-helpers.js';
import { balanceMinor, gameOf, openGame, openLottery, play } from '../games/test-helpers.js';

// Issue 17, item 1: a play token ends with the member session it came from, needs an enabled
// member, and opens only the kind of game it was issued for.

let t: TestApp;
let slot: number;
let lotto: number;
before(async () => {
  t = await createTestApp();
  slot = await gameOf(t, 'LOBBY');
  lotto = await gameOf(t, 'TCG');
});
after(async () => {
  await t.close();
});

const spin = (playToken: string) =>
  t.request({
    method: 'POST',
    url: '/wps/play/slot/spin',
    headers: play(playToken),
    payload: { roundId: randomUUID(), stake: 1 },
  });
/** A lottery page's member call: its balance. */
const lotteryState = (playToken: string) =>
  t.request({ method: 'GET', url: '/lgw/customers/balance', headers: play(playToken) });

/** The play token is refused and the wallet did not move. */
async function assertRefused(username: string, playToken: string, lotteryToken?: string) {
  const before = await balanceMinor(t, username);
  const response = await spin(playToken);
  assert.equal(response.statusCode, 403, response.body);
  assert.equal(refusal(response).code, 'TICKET_INVALID');
  assert.equal(await balanceMinor(t, username), before, 'the wallet did not change');
  if (lotteryToken) {
    const state = await lotteryState(lotteryToken);
    assert.equal(state.statusCode, 403, state.body);
    assert.equal(refusal(state).code, 'TICKET_INVALID');
  }
}

describe('a play token ends with its member session', () => {
  test('works while the session lives', async () => {
    const token = await t.login('team01', 'member1234');
    const playToken = await openGame(t, token, slot);
    assert.equal((await spin(playToken)).statusCode, 200);
    assert.equal((await lotteryState(await openLottery(t, token, lotto))).statusCode, 200);
  });

  test('logout', async () => {
    const token = await t.login('team02', 'member1234');
    const playToken = await openGame(t, token, slot);
    const lotteryToken = await openLottery(t, token, lotto);
    await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    await assertRefused('team02', playToken, lotteryToken);
  });

  test('a launch ticket dies with its session too', async () => {
    const token = await t.login('team03', 'member1234');
    const launch = await t.request({
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${slot}`,
      headers: bearer(token),
    });
    await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    const page = await t.request({
      method: 'GET',
      url: answer('GET /wps/game/launchGame', launch).value.url,
    });
    assert.equal(page.statusCode, 403);
  });

  test('a password change from another session ends the other sessions’ play tokens', async () => {
    const phone = await t.login('team04', 'member1234');
    const laptop = await t.login('team04', 'member1234');
    const playToken = await openGame(t, phone, slot);
    const lotteryToken = await openLottery(t, phone, lotto);
    const mine = await openGame(t, laptop, slot);
    const change = await t.request({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(laptop),
      payload: {
        oldPassword: 'member1234',
        newPassword: 'member5678',
        confirmNewPassword: 'member5678',
      },
    });
    assert.equal(change.statusCode, 200, change.body);
    await assertRefused('team04', playToken, lotteryToken);
    assert.equal((await spin(mine)).statusCode, 200, 'the changing session plays on');
  });

  test('a password reset by e-mail ends every play token', async () => {
    const token = await t.login('agent01', 'agent1234');
    const playToken = await openGame(t, token, slot);
    const lotteryToken = await openLottery(t, token, lotto);
    await t.request({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'agent01', email: 'agent01@lobby.example' },
    });
    const mail = await latestOutbox(t, 'agent01@lobby.example');
    const resetToken = /resetToken=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
    const reset = await t.request({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token: resetToken, password: 'agent5678', confirmPassword: 'agent5678' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    await assertRefused('agent01', playToken, lotteryToken);
  });

  test('a disabled member cannot play, even with a live play session', async () => {
    const token = await t.login('team05', 'member1234');
    const playToken = await openGame(t, token, slot);
    const lotteryToken = await openLottery(t, token, lotto);
    await t.database.db.execute(sql`UPDATE members SET disabled = true WHERE username = 'team05'`);
    await assertRefused('team05', playToken, lotteryToken);
  });

  test('an expired member session ends its play tokens', async () => {
    const token = await t.login('team06', 'member1234');
    const playToken = await openGame(t, token, slot);
    await t.database.db.execute(
      sql`UPDATE sessions SET idle_expires_at = ${t.clock.now().toISOString()} WHERE token_hash = sha256(convert_to(${token}, 'UTF8'))`,
    );
    await assertRefused('team06', playToken);
  });

  test('playing counts as activity of the session', async () => {
    const token = await t.login('team07', 'member1234');
    const playToken = await openGame(t, token, slot);
    t.clock.advance(90 * 60_000);
    assert.equal((await spin(playToken)).statusCode, 200);
    // 3 h after the last member call, past the 2 h idle expiry: the spin kept the session alive.
    t.clock.advance(90 * 60_000);
    const member = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(token),
    });
    assert.equal(member.statusCode, 200);
  });
});

describe('a play token opens only its kind of game', () => {
  test('a slot token is refused by the lottery calls, a lottery token by the slot', async () => {
    const token = await t.login('team08', 'member1234');
    const slotToken = await openGame(t, token, slot);
    const lotteryToken = await openLottery(t, token, lotto);
    const state = await lotteryState(slotToken);
    assert.equal(state.statusCode, 403);
    assert.equal(refusal(state).code, 'TICKET_INVALID');
    const bet = await t.request({
      method: 'POST',
      url: '/lgw/orders/betting',
      headers: play(slotToken),
      payload: {
        gameId: lotto,
        currentNumero: '20261128-0001',
        bettingSlipString: '1~1~1001~1~1960~1',
        clientKey: randomUUID(),
      },
    });
    assert.equal(bet.statusCode, 403);
    assert.equal(refusal(bet).code, 'TICKET_INVALID');
    const before = await balanceMinor(t, 'team08');
    const wrongSpin = await spin(lotteryToken);
    assert.equal(wrongSpin.statusCode, 403);
    assert.equal(await balanceMinor(t, 'team08'), before);
    assert.equal((await lotteryState(lotteryToken)).statusCode, 200);
    assert.equal((await spin(slotToken)).statusCode, 200);
  });
});
