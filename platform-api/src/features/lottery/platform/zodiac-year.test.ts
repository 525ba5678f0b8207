import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { lotteryGames } from '../../../db/schema/index.js';
import { familyOf } from '../../../lottery-rules/index.js';
import { ApiError } from '../../../http/errors.js';
import { answer, createTestApp, type TestApp } from '../../../test/harness.js';
import { assertLedgerBalances, openLottery, play } from '../../games/test-helpers.js';
import { scheduleOf } from './draws.js';
import { onSale } from './schedule.js';
import { settleDue } from './settlement.js';
import { parseSlip } from './slip.js';
import { bet, credit, forceResult, minuteGame, orderOf, suborderStates } from './test-support.js';

// Mark Six's zodiac across Chinese New Year 2027 (6 Feb, 00:00 Hong Kong time = 16:00 UTC on
// 5 Feb): the draw at 23:59 HKT is in the Horse year (ball 01 the Horse), the one at 00:00 in the
// Goat year (ball 01 the Goat). The menu offers the on-sale draw's year, an order is checked
// against each of its draws' years, and a sub-order is judged by its draw's year even when it
// was placed, and is settled, on the other side of the new year.

const HORSE_DRAW = new Date('2027-02-05T15:59:00Z'); // 23:59 HKT
const GOAT_DRAW = new Date('2027-02-05T16:00:00Z'); // 00:00 HKT, 6 Feb
const MARK_SIX = familyOf('MARKSIX')!;
const YEAR = 9121;
const OTHER = 9122;

let t: TestApp;
let game: typeof lotteryGames.$inferSelect;
let token: string;

before(async () => {
  t = await createTestApp();
  game = await minuteGame(t, 'MARKSIX');
  // 23:58:10 HKT on 5 Feb 2027: the 23:59 draw is on sale.
  t.clock.advance(new Date('2027-02-05T15:58:10Z').getTime() - t.clock.now().getTime());
  token = await openLottery(t, await t.login('team01', 'member1234'), game.gameId);
  await credit(t, 'team01', 100_000);
});
after(() => t.close());

const sale = () => onSale(scheduleOf(game), t.clock.now());
const slip = (lines: Array<[balls: string, playId: number]>) =>
  lines.map(([balls, playId]) => `${balls}~1~${playId}~1~1960~1`).join(';');

async function zodiacBoards() {
  const menu = answer(
    'GET /lgw/games/:gameId/play_menu',
    await t.request({
      method: 'GET',
      url: `/lgw/games/${game.gameId}/play_menu?prizeMode=Elott`,
      headers: play(token),
    }),
  ).value;
  const values = (playId: number) =>
    menu.groups.flatMap((g) => g.plays).find((p) => p.playId === playId)!.board.rows[0]!.values;
  return { drawAt: menu.drawAt, numero: menu.numero, year: values(YEAR), other: values(OTHER) };
}

const refusal = (response: { statusCode: number; body: string }) => {
  assert.equal(response.statusCode, 400, response.body);
  return JSON.parse(response.body) as { code: string; value: { reason: string } };
};

describe('Mark Six zodiac by the lunar year of the draw', () => {
  let horseOrder: string;
  let goatOrder: string;

  test('before the last Horse-year draw closes: its menu, and a chase into the Goat year', async () => {
    const horse = sale();
    assert.equal(horse.drawAt.toISOString(), HORSE_DRAW.toISOString());
    const boards = await zodiacBoards();
    assert.equal(boards.drawAt, HORSE_DRAW.toISOString());
    assert.equal(boards.numero, horse.numero);
    assert.deepEqual(boards.year, ['HORSE']);
    assert.ok(boards.other.includes('GOAT') && !boards.other.includes('HORSE'));

    const placed = orderOf(
      await bet(t, token, {
        gameId: game.gameId,
        currentNumero: horse.numero,
        bettingSlipString: slip([
          ['HORSE', YEAR],
          ['GOAT', OTHER],
        ]),
      }),
    );
    horseOrder = placed.orderNumber;
    // The draw gives the special number 01 (the Horse at 23:59).
    await forceResult(t, game.gameId, horse.numero, (r) => r[6] === '01', MARK_SIX);

    // A chase over 23:59 and 00:00 cannot keep the Horse as the year's animal.
    const goatNumeroAhead = onSale(scheduleOf(game), new Date(HORSE_DRAW.getTime() + 1000)).numero;
    for (const line of [slip([['HORSE', YEAR]]), slip([['GOAT', OTHER]])]) {
      const refused = refusal(
        await bet(t, token, {
          gameId: game.gameId,
          currentNumero: horse.numero,
          bettingSlipString: line,
          chase: true,
          chaseSlip: [
            { numero: horse.numero, multiple: 1 },
            { numero: goatNumeroAhead, multiple: 1 },
          ],
        }),
      );
      assert.equal(refused.code, 'INVALID_INPUT');
      assert.match(refused.value.reason, /lunar year/);
    }
  });

  test('at 23:59:10 HKT (still the Horse year) the 00:00 draw is on sale: Goat-year boards', async () => {
    t.clock.advance(HORSE_DRAW.getTime() + 10_000 - t.clock.now().getTime());
    const goat = sale();
    assert.equal(goat.drawAt.toISOString(), GOAT_DRAW.toISOString());
    const boards = await zodiacBoards();
    assert.equal(boards.drawAt, GOAT_DRAW.toISOString());
    assert.deepEqual(boards.year, ['GOAT']);
    assert.ok(boards.other.includes('HORSE') && !boards.other.includes('GOAT'));
    assert.equal(boards.other.length, 11);

    // The Horse is no longer the year's animal for this draw, whatever the clock says now.
    const refused = refusal(
      await bet(t, token, {
        gameId: game.gameId,
        currentNumero: goat.numero,
        bettingSlipString: slip([['HORSE', YEAR]]),
      }),
    );
    assert.equal(refused.value.reason, 'unknown value');
    goatOrder = orderOf(
      await bet(t, token, {
        gameId: game.gameId,
        currentNumero: goat.numero,
        bettingSlipString: slip([
          ['GOAT', YEAR],
          ['HORSE', OTHER],
        ]),
      }),
    ).orderNumber;
    // This draw gives the special number 01 too (the Goat at 00:00).
    await forceResult(t, game.gameId, goat.numero, (r) => r[6] === '01', MARK_SIX);
  });

  test('settled after the new year, each sub-order is judged by its own draw year', async () => {
    // Nothing settles before 00:00:30 HKT, after the new year: both draws at once.
    t.clock.advance(GOAT_DRAW.getTime() + 30_000 - t.clock.now().getTime());
    assert.equal(await settleDue(t.database.db, t.clock.now()), 2);

    // 23:59 draw: the Horse (year's animal, five numbers) won at its odds; the Goat lost.
    const horse = await suborderStates(t, horseOrder);
    const yearOdds = MARK_SIX.plays.find((p) => p.id === YEAR)!.defaultOdds!;
    assert.deepEqual(
      horse.map((s) => [s.state, Number(s.win_minor)]),
      [
        [4, Math.floor(200 * yearOdds + 1e-6)],
        [5, 0],
      ],
    );
    // 00:00 draw, placed in the Horse year: the Goat won as the year's animal; the Horse lost.
    const goat = await suborderStates(t, goatOrder);
    assert.deepEqual(
      goat.map((s) => [s.state, Number(s.win_minor)]),
      [
        [4, Math.floor(200 * yearOdds + 1e-6)],
        [5, 0],
      ],
    );
    await assertLedgerBalances(t);
  });

  test('past the lunar table: no zodiac play offered, a zodiac line refused in words', async () => {
    const past = new Date('2041-03-01T00:00:00Z');
    assert.throws(
      () =>
        parseSlip(slip([['HORSE', YEAR]]), {
          family: 'MARKSIX',
          modes: 15,
          maxMultiple: 10,
          maxSeries: 1960,
          drawTimes: [past],
        }),
      (error: unknown) =>
        error instanceof ApiError &&
        (error.value as { reason: string }).reason === 'no lunar year for the draw',
    );
    t.clock.advance(past.getTime() - t.clock.now().getTime());
    const menu = answer(
      'GET /lgw/games/:gameId/play_menu',
      await t.request({
        method: 'GET',
        url: `/lgw/games/${game.gameId}/play_menu?prizeMode=Elott`,
      }),
    ).value;
    const ids = menu.groups.flatMap((g) => g.plays.map((p) => p.playId));
    assert.ok(ids.includes(9101), 'the other plays are offered');
    assert.ok(!ids.includes(YEAR) && !ids.includes(OTHER));
  });
});
