import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import { answer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { gameOf, openGame, play } from '../games/test-helpers.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const get = (url: string) => t.request({ method: 'GET', url });

describe('winner board', () => {
  test('20 latest real wins, names masked, newest first', async () => {
    const reply = await get('/wps/game/winners?gameCategory=ALL&language=EN&limitNum=20');
    assert.equal(reply.statusCode, 200, reply.body);
    const list = answer('GET /wps/game/winners', reply).value.list;
    assert.ok(list.length > 5, 'the seeded team spins won sometimes');
    assert.ok(list.length <= 20);
    assert.ok(list.every((w) => w.winAmount > 0 && /\*\*\*/.test(w.customerName)));
    assert.ok(list.every((w) => w.iconUrl.startsWith('/wps/img/game/')));

    const token = await t.login('team10', 'member1234');
    const playToken = await openGame(t, token, await gameOf(t, 'LOBBY'));
    let won = false;
    for (let i = 0; i < 60 && !won; i += 1) {
      const spin = await t.request({
        method: 'POST',
        url: '/wps/play/slot/spin',
        headers: play(playToken),
        payload: { roundId: `board-${String(i).padStart(4, '0')}`, stake: 0.1 },
      });
      won = answer('POST /wps/play/slot/spin', spin).value.winAmount > 0;
    }
    assert.ok(won);
    const fresh = answer(
      'GET /wps/game/winners',
      await get('/wps/game/winners?gameCategory=ALL&limitNum=20'),
    ).value.list;
    assert.equal(fresh[0]!.customerName, 'te***0');
    const cn = answer(
      'GET /wps/game/winners',
      await get('/wps/game/winners?language=CN&limitNum=1'),
    ).value.list;
    assert.equal(cn[0]!.gameName, '幸运大厅老虎机');
  });
});

describe('trial play money stays out of the public figures', () => {
  test("a trial user's wins are not winners and their stakes do not grow the jackpot", async () => {
    const trial = await t.request({ method: 'POST', url: '/wps/member/trialuser', payload: {} });
    assert.equal(trial.statusCode, 200, trial.body);
    const guest = answer('POST /wps/member/trialuser', trial).value;
    const jackpotBefore = answer('GET /wps/game/jackpot', await get('/wps/game/jackpot')).value
      .value;
    const playToken = await openGame(t, guest.token, await gameOf(t, 'LOBBY'));
    let won = false;
    for (let i = 0; i < 80 && !won; i += 1) {
      const spin = await t.request({
        method: 'POST',
        url: '/wps/play/slot/spin',
        headers: play(playToken),
        payload: { roundId: `trial-${String(i).padStart(4, '0')}`, stake: 10 },
      });
      assert.equal(spin.statusCode, 200, spin.body);
      won = answer('POST /wps/play/slot/spin', spin).value.winAmount > 0;
    }
    assert.ok(won, 'the guest won a round');
    const masked = `${guest.userName.slice(0, 2)}***${guest.userName.slice(-1)}`;
    const list = answer('GET /wps/game/winners', await get('/wps/game/winners?limitNum=50')).value
      .list;
    assert.ok(list.length > 0);
    assert.ok(
      list.every((w) => w.customerName !== masked),
      `${masked} is among the winners`,
    );
    assert.equal(
      answer('GET /wps/game/jackpot', await get('/wps/game/jackpot')).value.value,
      jackpotBefore,
    );
  });
});

describe('jackpot and ranks', () => {
  test('the jackpot grows with stakes', async () => {
    const value = answer('GET /wps/game/jackpot', await get('/wps/game/jackpot')).value.value;
    assert.ok(value >= 100_000_000 && value < 1_000_000_000);
  });

  test('deposit and bet ranks from real data', async () => {
    const deposit = answer('GET /wps/rank/deposit', await get('/wps/rank/deposit?limitNum=20'))
      .value.list;
    assert.ok(deposit.length >= 5);
    // The seeded opening deposits are dated at the registrations (the agent's a year ago, out of
    // the 30 days); demo's two paid deposit orders of the last 30 days lead.
    assert.equal(deposit[0]!.customerName, 'de***o', 'demo deposited most');
    assert.equal(deposit[0]!.amount, 1_500);
    assert.ok(!deposit.some((d) => d.customerName === 'ag***1'), 'the agent’s opening is older');
    assert.deepEqual(deposit.map((d) => d.rank).slice(0, 3), [1, 2, 3]);
    assert.ok(deposit.every((d, i) => i === 0 || deposit[i - 1]!.amount >= d.amount));
    const bets = answer('GET /wps/rank/bet', await get('/wps/rank/bet')).value.list;
    assert.ok(bets.length >= 6);
    assert.ok(bets.every((d, i) => i === 0 || bets[i - 1]!.amount >= d.amount));
  });

  test('bad input is refused with 400', async () => {
    for (const url of [
      '/wps/game/winners?gameCategory=CHESS',
      '/wps/game/winners?limitNum=0',
      '/wps/game/winners?limitNum=51',
      '/wps/game/winners?limitNum=-1',
      '/wps/game/winners?limitNum=9999999999',
      '/wps/game/winners?order=desc',
      '/wps/game/winners?language=english!',
      '/wps/game/jackpot?x=1',
      '/wps/rank/deposit?limitNum=abc',
      '/wps/rank/bet?limitNum=1000',
      '/wps/rank/bet?days=90',
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      assert.equal(refusal(response).code, 'INVALID_INPUT', url);
    }
  });
});
