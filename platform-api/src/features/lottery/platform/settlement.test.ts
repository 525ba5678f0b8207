import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { selectRows } from '../../../db/database.js';
import { lotteryDraws, lotteryGames } from '../../../db/schema/index.js';
import { verifyDraw } from '../../../lottery-rules/index.js';
import type { TestDatabase } from '../../../test/databases.js';
import { body, createTestApp, type TestApp } from '../../../test/harness.js';
import { assertLedgerBalances, balanceMinor, openGame } from '../../games/test-helpers.js';
import { scheduleOf } from './draws.js';
import { useRulesForTests } from './rules.js';
import { onSale, slotsFrom } from './schedule.js';
import { settleDraw, settleDue } from './settlement.js';
import { startLotteryTimer } from './timer.js';
import {
  bet,
  cancel,
  credit,
  forceResult,
  minuteGame,
  moveIntoSale,
  orderOf,
  suborderIds,
  suborderStates,
  TEST_FAMILY,
} from './test-support.js';

let t: TestApp;
let game: typeof lotteryGames.$inferSelect;
let demo: string;
let team: string;
let restore: () => void;

before(async () => {
  restore = useRulesForTests([TEST_FAMILY]);
  t = await createTestApp();
  game = await minuteGame(t);
  demo = await openGame(t, await t.login('demo', 'demo1234'), game.gameId);
  team = await openGame(t, await t.login('team02', 'member1234'), game.gameId);
});
after(async () => {
  await t.close();
  restore();
});

const schedule = () => scheduleOf(game);
const sale = () => onSale(schedule(), t.clock.now());
const order = (token: string, slip: string, extra: Record<string, unknown> = {}) =>
  bet(t, token, {
    gameId: game.gameId,
    currentNumero: sale().numero,
    bettingSlipString: slip,
    ...extra,
  });
const toDrawTime = (drawAt: Date) => t.clock.advance(drawAt.getTime() - t.clock.now().getTime());
const bookTotal = async () =>
  Number(
    (
      await selectRows<{ total: string }>(
        t.database.db,
        sql`SELECT coalesce(sum(amount_minor), 0) AS total FROM ledger_postings`,
      )
    )[0]!.total,
  );

describe('settling a draw', () => {
  test('winners are paid once (Tradition by series, Entertainment by odds, a tie its stake)', async () => {
    const slot = moveIntoSale(t, game, 2000);
    const placed = orderOf(
      await order(
        demo,
        '3~1~1001~1~1960~1;BIG~1~1002~1~1960~1;DRAGON~1~1003~1~1960~1;SMALL~1~1002~1~1960~5',
      ),
    );
    assert.equal(placed.totalBettingAmount, 2 + 2 + 2 + 10);
    const result = await forceResult(
      t,
      game.gameId,
      slot.numero,
      (r) => r[0] === '3' && r[4] === '3',
    );
    const before = await balanceMinor(t, 'demo');

    // Before the draw time the seed is in no answer.
    const [row] = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.numero, slot.numero));
    const near = await t.request({ method: 'GET', url: `/lgw/numeros/near?gameId=${game.gameId}` });
    assert.equal(
      body<{ current: { numero: string; seed: null } }>(near).value.current.numero,
      slot.numero,
    );
    assert.ok(!near.body.includes(row!.seed));
    toDrawTime(slot.drawAt);
    t.clock.advance(-1);
    assert.equal(
      await settleDue(t.database.db, t.clock.now()),
      0,
      'nothing is due before the draw',
    );
    t.clock.advance(1);
    const early = await t.request({ method: 'GET', url: `/lgw/draw/${game.gameId}` });
    assert.ok(!early.body.includes(row!.seed));

    assert.equal(await settleDue(t.database.db, t.clock.now()), 1);
    // 2.00 × 1960 / 2000 × 10 = 19.60; BIG lost; DRAGON tied (2.00 back); SMALL 10.00 × 1.98.
    const states = await suborderStates(t, placed.orderNumber);
    assert.deepEqual(
      states.map((s) => [s.state, Number(s.win_minor)]),
      [
        [4, 1960],
        [5, 0],
        [16, 200],
        [4, 1980],
      ],
    );
    assert.equal(await balanceMinor(t, 'demo'), before + 1960 + 200 + 1980);
    // Again, and once more by draw: nothing is paid twice.
    await settleDue(t.database.db, t.clock.now());
    await settleDraw(t.database.db, game.gameId, slot.numero, t.clock.now());
    assert.equal(await balanceMinor(t, 'demo'), before + 1960 + 200 + 1980);
    const records = await selectRows<{ status: string; payout_minor: string }>(
      t.database.db,
      sql`SELECT status, payout_minor FROM bet_records WHERE reference LIKE ${`lgw:${placed.orderNumber}:%`} ORDER BY id`,
    );
    assert.deepEqual(
      records.map((r) => [r.status, Number(r.payout_minor)]),
      [
        ['SETTLED', 1960],
        ['SETTLED', 0],
        ['SETTLED', 200],
        ['SETTLED', 1980],
      ],
    );

    // The published draw verifies: the seed hashes to the commitment, the result is its draw.
    const history = await t.request({ method: 'GET', url: `/lgw/draw/${game.gameId}?size=5` });
    const published = body<{
      list: Array<{ numero: string; seed: string; commitment: string; winningNumber: string }>;
    }>(history).value.list.find((d) => d.numero === slot.numero)!;
    assert.equal(published.winningNumber, result.join(','));
    const verified = verifyDraw(TEST_FAMILY, {
      seed: published.seed,
      commitment: published.commitment,
      result: published.winningNumber.split(','),
    });
    assert.ok(verified.commitmentMatches && verified.resultMatches);
    assert.equal(published.commitment, row!.commitment, 'the commitment did not change');
    await assertLedgerBalances(t);
  });

  test('stop on win refunds exactly the later sub-orders of the chase', async () => {
    const draws = slotsFrom(schedule(), moveIntoSale(t, game, 2000), 3);
    const placed = orderOf(
      await order(demo, '4~1~1001~1~1960~1;5~1~1001~1~1960~1', {
        chase: true,
        winningStop: true,
        chaseSlip: draws.map((slot) => ({ numero: slot.numero, multiple: 1 })),
      }),
    );
    await forceResult(t, game.gameId, draws[0]!.numero, (r) => r[0] === '4');
    const before = await balanceMinor(t, 'demo');
    toDrawTime(draws[0]!.drawAt);
    await settleDue(t.database.db, t.clock.now());
    const states = await suborderStates(t, placed.orderNumber);
    assert.deepEqual(
      states.map((s) => s.state),
      [4, 5, 6, 6, 6, 6],
    );
    // 19.60 won, four sub-orders of 2.00 back.
    assert.equal(await balanceMinor(t, 'demo'), before + 1960 + 800);
    toDrawTime(draws[2]!.drawAt);
    await settleDue(t.database.db, t.clock.now());
    assert.equal(await balanceMinor(t, 'demo'), before + 1960 + 800);
  });

  test("the game's highest win per member and draw caps the payout", async () => {
    await t.database.db
      .update(lotteryGames)
      .set({ maxWinMinor: 1000 })
      .where(eq(lotteryGames.gameId, game.gameId));
    const slot = moveIntoSale(t, game, 2000);
    const placed = orderOf(await order(demo, '6~1~1001~1~1960~1;6~1~1001~1~1960~1'));
    await forceResult(t, game.gameId, slot.numero, (r) => r[0] === '6');
    const before = await balanceMinor(t, 'demo');
    toDrawTime(slot.drawAt);
    await settleDue(t.database.db, t.clock.now());
    const states = await suborderStates(t, placed.orderNumber);
    assert.deepEqual(
      states.map((s) => [s.state, Number(s.win_minor)]),
      [
        [4, 1000],
        [4, 0],
      ],
    );
    assert.equal(await balanceMinor(t, 'demo'), before + 1000);
    await t.database.db
      .update(lotteryGames)
      .set({ maxWinMinor: 100_000_000 })
      .where(eq(lotteryGames.gameId, game.gameId));
  });

  test('a draw that cannot be produced is void and every sub-order refunded', async () => {
    const slot = moveIntoSale(t, game, 2000);
    const placed = orderOf(await order(demo, '1~1~1001~1~1960~3'));
    const before = await balanceMinor(t, 'demo');
    toDrawTime(slot.drawAt);
    const back = useRulesForTests([]);
    try {
      await settleDue(t.database.db, t.clock.now());
    } finally {
      back();
      useRulesForTests([TEST_FAMILY]);
    }
    const states = await suborderStates(t, placed.orderNumber);
    assert.deepEqual(
      states.map((s) => s.state),
      [12],
    );
    assert.equal(await balanceMinor(t, 'demo'), before + 600);
    const [draw] = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.numero, slot.numero));
    assert.equal(draw!.state, 'VOID');
  });

  test('a server stopped across three draws settles all three when it starts', async () => {
    const draws = slotsFrom(schedule(), moveIntoSale(t, game, 2000), 3);
    const placed = orderOf(
      await order(demo, '0,1,2,3,4,5,6,7,8,9~10~1001~1~1960~1', {
        chase: true,
        chaseSlip: draws.map((slot) => ({ numero: slot.numero, multiple: 1 })),
      }),
    );
    toDrawTime(new Date(draws[2]!.drawAt.getTime() + 90_000));
    const silent = { info() {}, error() {}, warn() {} } as never;
    const stop = startLotteryTimer({ db: t.database.db, clock: t.clock }, silent, 60_000);
    try {
      for (let i = 0; i < 200; i += 1) {
        const states = await suborderStates(t, placed.orderNumber);
        if (states.every((s) => s.state !== 2)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      stop();
    }
    const states = await suborderStates(t, placed.orderNumber);
    // Ten digits of ten: each draw wins 20.00 × 1960 / 2000 × 10 / 10 = 19.60.
    assert.deepEqual(
      states.map((s) => [s.state, Number(s.win_minor)]),
      [
        [4, 1960],
        [4, 1960],
        [4, 1960],
      ],
    );
    const drawn = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(eq(lotteryDraws.gameId, game.gameId));
    for (const slot of draws) {
      assert.equal(drawn.find((d) => d.numero === slot.numero)!.state, 'SETTLED');
    }
  });

  test('two instances on one database settle a draw once', async () => {
    const slot = moveIntoSale(t, game, 2000);
    const placed = [];
    for (let i = 0; i < 5; i += 1) placed.push(orderOf(await order(demo, '2~1~1001~1~1960~1')));
    await forceResult(t, game.gameId, slot.numero, (r) => r[0] === '2');
    const before = await balanceMinor(t, 'demo');
    toDrawTime(slot.drawAt);
    const other = await (t.database as TestDatabase).connectAgain();
    try {
      await Promise.all([
        settleDue(t.database.db, t.clock.now()),
        settleDue(other.db, t.clock.now()),
        settleDue(t.database.db, t.clock.now()),
      ]);
    } finally {
      await other.close();
    }
    assert.equal(await balanceMinor(t, 'demo'), before + 5 * 1960);
    const payouts = await selectRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'PAYOUT' AND reference LIKE ${`lgw:${placed[0]!.orderNumber}:%`}`,
    );
    assert.equal(Number(payouts[0]!.n), 1);
  });
});

describe('money under concurrency', () => {
  test('parallel orders and cancels around the closing time: never negative, refunds once, the book balances', async () => {
    await credit(t, 'team02', 30_00);
    const slot = moveIntoSale(t, game, 2000);
    // Thirty orders of 2.00 against 30.00 (and whatever else team02 has): some are refused.
    const first = await Promise.all(
      Array.from({ length: 30 }, () => order(team, '1~1~1001~1~1950~1')),
    );
    for (const response of first)
      assert.ok([200, 409].includes(response.statusCode), response.body);
    const placed = first.filter((r) => r.statusCode === 200).map(orderOf);
    const ids = (await Promise.all(placed.map((p) => suborderIds(t, p.orderNumber)))).flat();
    // Each sub-order cancelled twice at once, while more orders come in.
    const second = await Promise.all([
      ...ids.flatMap((id) => [cancel(t, team, [id]), cancel(t, team, [id])]),
      ...Array.from({ length: 10 }, () => order(team, '2~1~1001~1~1950~1')),
    ]);
    for (const response of second) assert.ok(response.statusCode < 500, response.body);
    const refunds = await selectRows<{ reference: string; n: string }>(
      t.database.db,
      sql`SELECT reference, count(*) AS n FROM ledger_transactions WHERE kind = 'BET_REFUND' GROUP BY reference HAVING count(*) > 1`,
    );
    assert.deepEqual(refunds, []);
    const cancelled = await selectRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM lottery_suborders WHERE id IN (${sql.join(ids, sql`, `)}) AND state = 8`,
    );
    assert.equal(Number(cancelled[0]!.n), ids.length);
    // At the closing time: orders and cancels of that draw are refused.
    toDrawTime(slot.closeAt);
    const late = await Promise.all([
      bet(t, team, {
        gameId: game.gameId,
        currentNumero: slot.numero,
        bettingSlipString: '1~1~1001~1~1950~1',
      }),
      cancel(t, team, ids.slice(0, 1)),
    ]);
    assert.deepEqual(
      late.map((r) => body(r).code),
      ['DRAW_CLOSED', 'ORDER_STATE'],
    );
    toDrawTime(slot.drawAt);
    await settleDue(t.database.db, t.clock.now());
    await assertLedgerBalances(t);
    assert.equal(await bookTotal(), 0);
  });
});
