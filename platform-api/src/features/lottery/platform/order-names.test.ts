import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { lotteryGames } from '../../../db/schema/index.js';
import { answer, type TestApp } from '../../../test/harness.js';
import { scheduleOf } from './draws.js';
import { onSale } from './schedule.js';
import { bet, minuteGameForTeam01, moveIntoSale, orderOf } from './test-support.js';

// The order reads name the game as the lists do (features/games/display-name.ts).

let t: TestApp;
let game: typeof lotteryGames.$inferSelect;
let team: string;
let close: () => Promise<void>;

before(async () => {
  ({ t, game, team, close } = await minuteGameForTeam01());
});
after(() => close());

describe("an order's game name in the reader language", () => {
  test('/lgw/orders and its detail: Vietnamese, Traditional, English', async () => {
    moveIntoSale(t, game, 2000);
    const placed = await bet(t, team, {
      gameId: game.gameId,
      currentNumero: onSale(scheduleOf(game), t.clock.now()).numero,
      bettingSlipString: '3~1~1001~1~1950~1',
    });
    assert.equal(placed.statusCode, 200, placed.body);
    const orderNumber = orderOf(placed).orderNumber;
    const read = async (url: string) => {
      const reply = await t.request({ method: 'GET', url, headers: { 'x-play-token': team } });
      assert.equal(reply.statusCode, 200, reply.body);
      return reply;
    };
    const names = async (language: string) => {
      const list = answer(
        'GET /lgw/orders',
        await read(`/lgw/orders?orderNumber=${orderNumber}&language=${language}`),
      ).value.list;
      const detail = answer(
        'GET /lgw/orders/detail',
        await read(`/lgw/orders/detail?orderNumber=${orderNumber}&language=${language}`),
      ).value;
      return [list[0]!.gameName, detail.gameName, detail.subOrders[0]!.gameName];
    };
    assert.deepEqual(await names('VI'), Array(3).fill('Xổ số 5D 1 phút'));
    assert.deepEqual(await names('TW'), Array(3).fill('5D彩 1分鐘'));
    assert.deepEqual(await names('EN'), Array(3).fill('Lotto 5D 1 Min'));
    assert.deepEqual(await names('FR'), Array(3).fill('Lotto 5D 1 Min'));
  });
});
