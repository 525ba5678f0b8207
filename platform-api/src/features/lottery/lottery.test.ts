import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';
import type { Launch, LotteryGame, LotteryMenuEntry } from '../../contract/games.js';
import type { LotteryState } from '../../contract/play.js';
import { body, createTestApp, type TestApp } from '../../test/harness.js';
import {
  assertLedgerBalances,
  balanceMinor,
  gameOf,
  openGame,
  play,
} from '../games/test-helpers.js';
import { DRAW_INTERVAL_MS, drawResult, openDraw, payoutMultiplier } from './draws.js';

let t: TestApp;
let token: string;
let lotto: number;
before(async () => {
  t = await createTestApp();
  token = await t.login('team09', 'member1234');
  lotto = await gameOf(t, 'TCG');
});
after(async () => {
  await t.close();
});

const state = async (playToken: string) =>
  body<LotteryState>(
    await t.request({ method: 'GET', url: '/wps/play/lottery/state', headers: play(playToken) }),
  ).value;
const bet = (playToken: string, payload: unknown) =>
  t.request({
    method: 'POST',
    url: '/wps/play/lottery/bet',
    headers: play(playToken),
    payload: payload as object,
  });

describe('draws', () => {
  test('a draw every minute, betting closes 5 s before, results are digits and stable', () => {
    const at = (ms: number) => new Date(ms);
    assert.equal(openDraw(at(10 * DRAW_INTERVAL_MS + 1000)), 11);
    assert.equal(openDraw(at(11 * DRAW_INTERVAL_MS - 4000)), 12);
    const result = drawResult('secret', 7, 123);
    assert.ok(result >= 0 && result <= 9);
    assert.equal(drawResult('secret', 7, 123), result);
    assert.equal(payoutMultiplier('BIG', 7), 1.95);
    assert.equal(payoutMultiplier('SMALL', 7), 0);
    assert.equal(payoutMultiplier('3', 3), 9);
    assert.equal(payoutMultiplier('EVEN', 0), 1.95);
  });
});

describe('the minute lottery', () => {
  test('lists lotteries and the menu', async () => {
    const list = body<{ list: LotteryGame[] }>(
      await t.request({ method: 'GET', url: '/wps/lottery/list?language=EN' }),
    ).value.list;
    assert.ok(list.length > 50);
    assert.ok(list.every((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT'));
    const menu = body<{ menu: LotteryMenuEntry[] }>(
      await t.request({ method: 'GET', url: '/wps/lottery/menu' }),
    ).value.menu;
    assert.deepEqual(
      menu.map((m) => m.gameCategory),
      ['LOTT', 'ELOTT'],
    );
    assert.ok(menu[1]!.vendors.some((v) => v.vassalage === 'TCG_LOTTO_VN'));
  });

  test('a bet on the next draw is debited, settles after the draw and credits a win', async () => {
    const launch = await t.request({
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${lotto}&prize_mode=elott`,
      headers: { authorization: `Bearer ${token}` },
    });
    const { url, kind } = body<Launch>(launch).value;
    assert.equal(kind, 'LOTTERY');
    assert.match(url, /^\/wps\/play\/lottery\?ticket=.+prize_mode=elott/);
    const playToken = await openGame(t, token, lotto);
    const start = await state(playToken);
    const before = await balanceMinor(t, 'team09');
    // Every side of one draw: exactly one of BIG/SMALL wins and one of ODD/EVEN.
    const picks = ['BIG', 'SMALL', 'ODD', 'EVEN', '7'];
    for (const [i, pick] of picks.entries()) {
      const placed = await bet(playToken, {
        betId: `lotto-bet-${i}-0001`,
        drawNo: start.drawNo,
        pick,
        stake: 2,
      });
      assert.equal(placed.statusCode, 200, placed.body);
    }
    assert.equal(await balanceMinor(t, 'team09'), before - 1000);
    const open = await state(playToken);
    assert.equal(open.bets.filter((b) => b.status === 'OPEN').length, 5);
    // A replayed bet id changes nothing.
    const replay = await bet(playToken, {
      betId: 'lotto-bet-0-0001',
      drawNo: start.drawNo,
      pick: 'BIG',
      stake: 2,
    });
    assert.equal(replay.statusCode, 409);
    assert.equal(body(replay).code, 'ROUND_REPLAYED');

    t.clock.advance(2 * DRAW_INTERVAL_MS);
    const settled = await state(playToken);
    const mine = settled.bets.filter((b) => b.drawNo === start.drawNo);
    assert.ok(mine.every((b) => b.status === 'SETTLED'));
    const result = mine[0]!.result!;
    assert.equal(settled.recentDraws.find((d) => d.drawNo === start.drawNo)?.result, result);
    const expected = picks.reduce(
      (sum, pick) => sum + Math.round(200 * payoutMultiplier(pick as 'BIG', result)),
      0,
    );
    assert.equal(
      mine.reduce((sum, b) => sum + Math.round(b.payout * 100), 0),
      expected,
    );
    assert.ok(expected >= 780, 'one of big/small and one of odd/even always wins');
    assert.equal(await balanceMinor(t, 'team09'), before - 1000 + expected);
    // Settling again changes nothing.
    await state(playToken);
    assert.equal(await balanceMinor(t, 'team09'), before - 1000 + expected);
    const [records] = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM bet_records WHERE reference LIKE 'lottery:%' AND status = 'SETTLED'`,
    );
    assert.equal(records!.n, 5);
    await assertLedgerBalances(t);
  });

  test('bad input is refused with a clear 4xx and changes nothing', async () => {
    const playToken = await openGame(t, token, lotto);
    const { drawNo } = await state(playToken);
    const balance = await balanceMinor(t, 'team09');
    const cases: { label: string; payload: unknown; status: number; code: string }[] = [
      {
        label: 'closed draw',
        payload: { betId: 'bad-bet-0001', drawNo: drawNo - 1, pick: 'BIG', stake: 1 },
        status: 409,
        code: 'DRAW_CLOSED',
      },
      {
        label: 'draw far ahead',
        payload: { betId: 'bad-bet-0001', drawNo: drawNo + 5, pick: 'BIG', stake: 1 },
        status: 409,
        code: 'DRAW_CLOSED',
      },
      {
        label: 'unknown pick',
        payload: { betId: 'bad-bet-0001', drawNo, pick: '10', stake: 1 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'negative stake',
        payload: { betId: 'bad-bet-0001', drawNo, pick: 'BIG', stake: -5 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'absurd stake',
        payload: { betId: 'bad-bet-0001', drawNo, pick: 'BIG', stake: 1e15 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'stake above balance',
        payload: { betId: 'bad-bet-0002', drawNo, pick: 'BIG', stake: 1000 },
        status: 409,
        code: 'INSUFFICIENT_FUNDS',
      },
      {
        label: 'draw not a number',
        payload: { betId: 'bad-bet-0001', drawNo: 'next', pick: 'BIG', stake: 1 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'unknown field',
        payload: { betId: 'bad-bet-0001', drawNo, pick: 'BIG', stake: 1, odds: 100 },
        status: 400,
        code: 'INVALID_INPUT',
      },
    ];
    assert.ok(balance < 100_000);
    for (const c of cases) {
      const response = await bet(playToken, c.payload);
      assert.equal(response.statusCode, c.status, `${c.label}: ${response.body}`);
      assert.equal(body(response).code, c.code, c.label);
    }
    const slotToken = await openGame(t, token, await gameOf(t, 'LOBBY'));
    const wrongGame = await bet(slotToken, {
      betId: 'bad-bet-0003',
      drawNo,
      pick: 'BIG',
      stake: 1,
    });
    // A slot's play token is not a lottery token at all (issue 17, item 1).
    assert.equal(wrongGame.statusCode, 403, 'a slot session cannot bet on the lottery');
    assert.equal(body(wrongGame).code, 'TICKET_INVALID');
    const noToken = await t.request({ method: 'GET', url: '/wps/play/lottery/state' });
    assert.equal(noToken.statusCode, 403);
    for (const url of ['/wps/lottery/list?x=1', '/wps/lottery/menu?language=english!']) {
      assert.equal((await t.request({ method: 'GET', url })).statusCode, 400, url);
    }
    assert.equal(await balanceMinor(t, 'team09'), balance);
  });
});
