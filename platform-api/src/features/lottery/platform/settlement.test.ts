import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { selectRows } from '../../../db/database.js';
import { lotteryDraws, lotteryGames } from '../../../db/schema/index.js';
import { verifyDraw } from '../../../lottery-rules/index.js';
import type { TestDatabase } from '../../../test/databases.js';
import {
  answer,
  createTestApp,
  OPERATOR_KEY,
  refusal,
  type TestApp,
} from '../../../test/harness.js';
import {
  assertLedgerBalances,
  balanceMinor,
  gameOf,
  openLottery,
} from '../../games/test-helpers.js';
import { reconcile } from '../../wallet/index.js';
import { drawDue, scheduleOf } from './draws.js';
import { useRulesForTests } from './rules.js';
import { onSale, slotsFrom } from './schedule.js';
import { readAhead, SETTLE_BATCH, settleBatch, settleDraw, settleDue } from './settlement.js';
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
  demo = await openLottery(t, await t.login('demo', 'demo1234'), game.gameId);
  team = await openLottery(t, await t.login('team02', 'member1234'), game.gameId);
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
/** A chase over `draws`, multiple 1 each, that stops on its first win. */
const stopOnWin = (draws: ReadonlyArray<{ numero: string }>) => ({
  chase: true,
  winningStop: true,
  chaseSlip: draws.map((slot) => ({ numero: slot.numero, multiple: 1 })),
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
    assert.equal(answer('GET /lgw/numeros/near', near).value.current.numero, slot.numero);
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
    const published = answer('GET /lgw/draw/:gameId', history).value.list.find(
      (d) => d.numero === slot.numero,
    )!;
    assert.equal(published.winningNumber, result.join(','));
    // A drawn draw publishes its seed and result (the contract's null is for draws not drawn).
    assert.ok(published.seed !== null && published.winningNumber !== null);
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
      await order(demo, '4~1~1001~1~1960~1;5~1~1001~1~1960~1', stopOnWin(draws)),
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

  test('a sub-order read ahead and stopped before its batch is locked is not settled again', async () => {
    // A draw's next batch is read before the batch before it commits; meanwhile the earlier
    // draw of a chase can win and give its later sub-orders back (two draws settled at once
    // after downtime, or on two instances). Under the lock such a row must drop out.
    const draws = slotsFrom(schedule(), moveIntoSale(t, game, 2000), 2);
    const placed = orderOf(await order(demo, '4~1~1001~1~1960~1', stopOnWin(draws)));
    for (const slot of draws) await forceResult(t, game.gameId, slot.numero, (r) => r[0] === '4');
    const ahead = await readAhead(t.database.db, game.gameId, draws[1]!.numero, null, SETTLE_BATCH);
    assert.deepEqual(
      ahead.map((sub) => sub.reference),
      [`lgw:${placed.orderNumber}:1:${draws[1]!.numero}`],
    );
    toDrawTime(draws[0]!.drawAt);
    await settleDue(t.database.db, t.clock.now());
    const before = await balanceMinor(t, 'demo');
    toDrawTime(draws[1]!.drawAt);
    while ((await drawDue(t.database.db, t.clock.now())) > 0) {
      // draw the second
    }
    const now = t.clock.now();
    assert.equal(
      await settleBatch(t.database.db, game.gameId, draws[1]!.numero, now, SETTLE_BATCH, ahead),
      true,
      'nothing of the rows read ahead is open: the settlement goes on to the next read',
    );
    await settleDraw(t.database.db, game.gameId, draws[1]!.numero, now);
    assert.deepEqual(
      (await suborderStates(t, placed.orderNumber)).map((s) => s.state),
      [4, 6],
    );
    assert.equal(
      await balanceMinor(t, 'demo'),
      before,
      'the stopped sub-order is neither paid nor refunded again',
    );
    await assertLedgerBalances(t);
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

  test('the highest win per member and draw holds across settlement batches', async () => {
    // One member's winners fill more than one batch: the second batch's cap is what the first
    // left (asked from the database, not assumed), so the draw pays exactly the cap in all.
    const lines = 100;
    const orders = Math.ceil((SETTLE_BATCH + lines) / lines);
    const winEach = 1960; // 2.00 yuan × 1960 / 2000 × 10
    const cap = SETTLE_BATCH * winEach + 500; // the first batch under it, the second over
    await t.database.db
      .update(lotteryGames)
      .set({ maxWinMinor: cap })
      .where(eq(lotteryGames.gameId, game.gameId));
    await credit(t, 'demo', orders * lines * 200);
    const slot = moveIntoSale(t, game, 2000);
    const slip = Array.from({ length: lines }, () => '6~1~1001~1~1960~1').join(';');
    for (let i = 0; i < orders; i += 1) assert.equal((await order(demo, slip)).statusCode, 200);
    await forceResult(t, game.gameId, slot.numero, (r) => r[0] === '6');
    const before = await balanceMinor(t, 'demo');
    toDrawTime(slot.drawAt);
    await settleDue(t.database.db, t.clock.now());
    const [paid] = await selectRows<{ won: string; paid: string; full: string }>(
      t.database.db,
      sql`SELECT count(*) FILTER (WHERE state = 4) AS won, sum(win_minor) AS paid,
                 count(*) FILTER (WHERE win_minor = ${winEach}) AS full
            FROM lottery_suborders WHERE game_id = ${game.gameId} AND numero = ${slot.numero}`,
    );
    assert.equal(Number(paid!.won), orders * lines);
    assert.equal(Number(paid!.paid), cap);
    assert.equal(Number(paid!.full), SETTLE_BATCH);
    assert.equal(await balanceMinor(t, 'demo'), before + cap);
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
      // Until the three draws are settled (their sub-orders first, then each draw's row).
      for (let i = 0; i < 400; i += 1) {
        const [open] = await selectRows<{ n: string }>(
          t.database.db,
          sql`SELECT count(*) AS n FROM lottery_draws
               WHERE game_id = ${game.gameId} AND numero IN (${sql.join(
                 draws.map((slot) => slot.numero),
                 sql`, `,
               )}) AND state <> 'SETTLED'`,
        );
        if (Number(open!.n) === 0) break;
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

  test('two settlements of overlapping members at once: each pays once, no deadlock', async () => {
    // Two games' draws of the same minute, both members in both, settled at once on two
    // connections in batches of 3 sub-orders, each draw by both "instances". The chases that
    // win in game A give back their later sub-orders inside A's batches, so those batches carry
    // more rows than the batch size and lock rows of the same members as game B's batches.
    const gameB = await minuteGame(t, 'LOTTO5D', game.gameId);
    const demoB = await openLottery(t, await t.login('demo', 'demo1234'), gameB.gameId);
    const teamB = await openLottery(t, await t.login('team02', 'member1234'), gameB.gameId);
    await credit(t, 'demo', 100_00);
    await credit(t, 'team02', 100_00);
    const draws = slotsFrom(schedule(), moveIntoSale(t, game, 2000), 3);
    const saleB = onSale(scheduleOf(gameB), t.clock.now());
    assert.equal(saleB.drawAt.getTime(), draws[0]!.drawAt.getTime(), 'both draw this minute');
    const chase = stopOnWin(draws);
    const fourLines = Array.from({ length: 4 }, () => '7~1~1001~1~1900~1').join(';');
    const placed = (response: Awaited<ReturnType<typeof order>>) => {
      assert.equal(response.statusCode, 200, response.body);
      return orderOf(response);
    };
    const placedA = [
      placed(await order(team, fourLines, chase)),
      placed(await order(demo, fourLines, chase)),
      placed(await order(team, '8~1~1001~1~1900~1;7~1~1001~1~1900~1')),
    ];
    const orderB = (token: string, slip: string) =>
      bet(t, token, { gameId: gameB.gameId, currentNumero: saleB.numero, bettingSlipString: slip });
    const placedB = [
      placed(await orderB(demoB, '7~1~1001~1~1900~1;7~1~1001~1~1900~1;8~1~1001~1~1900~1')),
      placed(await orderB(teamB, '7~1~1001~1~1900~1;8~1~1001~1~1900~1;7~1~1001~1~1900~1')),
    ];
    await forceResult(t, game.gameId, draws[0]!.numero, (r) => r[0] === '7');
    await forceResult(t, gameB.gameId, saleB.numero, (r) => r[0] === '7');
    const before = { demo: await balanceMinor(t, 'demo'), team: await balanceMinor(t, 'team02') };
    toDrawTime(draws[0]!.drawAt);
    while ((await drawDue(t.database.db, t.clock.now())) > 0) {
      // draw both
    }
    const second = await (t.database as TestDatabase).connectAgain();
    try {
      await Promise.all([
        settleDraw(t.database.db, game.gameId, draws[0]!.numero, t.clock.now(), 3),
        settleDraw(second.db, gameB.gameId, saleB.numero, t.clock.now(), 3),
        settleDraw(second.db, game.gameId, draws[0]!.numero, t.clock.now(), 3),
        settleDraw(t.database.db, gameB.gameId, saleB.numero, t.clock.now(), 3),
      ]);
    } finally {
      await second.close();
    }

    // Series 1900 (team02's highest is 1950): a win is 2.00 × 1900 / 2000 × 10 = 19.00.
    // A: each chase wins 4 × 19.00 and gets 8 × 2.00 back; the single order wins one line.
    // B: two of three lines win, 19.00 each.
    for (const placed of placedA.slice(0, 2)) {
      assert.deepEqual(
        (await suborderStates(t, placed.orderNumber)).map((s) => s.state),
        [4, 4, 4, 4, 6, 6, 6, 6, 6, 6, 6, 6],
      );
    }
    assert.deepEqual(
      (await suborderStates(t, placedA[2]!.orderNumber)).map((s) => s.state),
      [5, 4],
    );
    for (const placed of placedB) {
      assert.deepEqual(
        (await suborderStates(t, placed.orderNumber)).map((s) => s.state).sort(),
        [4, 4, 5],
      );
    }
    assert.equal(await balanceMinor(t, 'demo'), before.demo + 4 * 1900 + 8 * 200 + 2 * 1900);
    assert.equal(
      await balanceMinor(t, 'team02'),
      before.team + 4 * 1900 + 8 * 200 + 1900 + 2 * 1900,
    );
    const [paid] = await selectRows<{ n: string; refs: string }>(
      t.database.db,
      sql`SELECT count(*) AS n, count(DISTINCT reference) AS refs FROM ledger_transactions
           WHERE kind IN ('PAYOUT', 'BET_REFUND') AND (${sql.join(
             [...placedA, ...placedB].map((p) => sql`reference LIKE ${`lgw:${p.orderNumber}:%`}`),
             sql` OR `,
           )})`,
    );
    assert.equal(Number(paid!.n), 4 + 8 + 4 + 8 + 1 + 2 + 2);
    assert.equal(Number(paid!.refs), Number(paid!.n));
    await assertLedgerBalances(t);
    assert.ok((await reconcile(t.database.db)).ok, 'the book and the daily tables reconcile');
  });
});

describe('money under concurrency', () => {
  test('parallel orders and cancels around the closing time: never negative, refunds once, the book balances', async () => {
    await credit(t, 'team02', 30_00);
    const slot = moveIntoSale(t, game, 2000);
    // Twenty orders of 2.00 at once against a small balance: those it cannot pay are refused.
    const first = await Promise.all(
      Array.from({ length: 20 }, () => order(team, '1~1~1001~1~1950~1')),
    );
    for (const response of first)
      assert.ok([200, 409].includes(response.statusCode), response.body);
    const placed = first.filter((r) => r.statusCode === 200).map(orderOf);
    const ids = (await Promise.all(placed.map((p) => suborderIds(t, p.orderNumber)))).flat();
    // Each sub-order cancelled twice at once, while more orders come in.
    const second = await Promise.all([
      ...ids.flatMap((id) => [cancel(t, team, [id]), cancel(t, team, [id])]),
      ...Array.from({ length: 6 }, () => order(team, '2~1~1001~1~1950~1')),
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
      late.map((r) => refusal(r).code),
      ['DRAW_CLOSED', 'ORDER_STATE'],
    );
    toDrawTime(slot.drawAt);
    await settleDue(t.database.db, t.clock.now());
    await assertLedgerBalances(t);
    assert.equal(await bookTotal(), 0);
  });
});

describe('lottery reads', () => {
  const get = (url: string, token?: string) =>
    t.request({ method: 'GET', url, headers: token ? { 'x-play-token': token } : {} });

  test('games: every catalogue lottery game with its family, cadence and draw on sale', async () => {
    const response = await get('/lgw/games');
    assert.equal(response.statusCode, 200, response.body);
    const { list } = answer('GET /lgw/games', response).value;
    const [lotteryCount] = await selectRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM games g JOIN vendors v ON v.code = g.vendor_code
           WHERE v.category IN ('LOTT', 'ELOTT') AND g.enabled AND v.enabled`,
    );
    assert.equal(list.length, Number(lotteryCount!.n));
    const mine = list.find((g) => g.gameId === game.gameId)!;
    assert.deepEqual([mine.family, mine.cadence, mine.available], ['LOTTO5D', 'M1', true]);
    assert.match(mine.gameName, / 1 Min$/);
    assert.equal(mine.nextDraw.numero, sale().numero);
    assert.ok(list.some((g) => g.cadence === 'S45' && g.gameName.endsWith(' 45 s')));
    assert.ok(
      list.some(
        (g) =>
          g.cadence === 'DAILY' && g.gameName === 'North Lotto 18:15' && g.drawTime === '18:15',
      ),
    );
    assert.ok(!list.some((g) => g.gameName.includes('10 Min')));
  });

  test('play menu, settings, chase draws and series', async () => {
    const menu = answer(
      'GET /lgw/games/:gameId/play_menu',
      await get(`/lgw/games/${game.gameId}/play_menu?prizeMode=Elott`),
    ).value;
    assert.equal(menu.playType, 'ENTERTAINMENT');
    assert.deepEqual(
      menu.groups.flatMap((g) => g.plays.map((p) => [p.playId, p.odds])),
      [
        [1002, 1.98],
        [1003, 1.98],
      ],
    );
    const lott = answer(
      'GET /lgw/games/:gameId/play_menu',
      await get(`/lgw/games/${game.gameId}/play_menu?prizeMode=1`),
    ).value;
    assert.deepEqual(
      lott.groups.flatMap((g) => g.plays.map((p) => p.playId)),
      [1001],
    );
    const setting = answer(
      'GET /lgw/games/:gameId/setting',
      await get(`/lgw/games/${game.gameId}/setting`),
    ).value;
    assert.deepEqual(setting.modes, ['1', '0.1', '0.01', '0.001']);
    assert.equal(setting.closeSeconds, 5);
    const chase = answer(
      'GET /lgw/numeros/chase/:gameId',
      await get(`/lgw/numeros/chase/${game.gameId}?count=5`),
    ).value;
    assert.equal(chase.list.length, 5);
    assert.equal(chase.list[0]!.numero, sale().numero);
    assert.equal(
      answer('GET /lgw/customers/series', await get('/lgw/customers/series', team)).value.maxSeries,
      1950,
    );
    assert.equal(
      answer('GET /lgw/customers/series', await get('/lgw/customers/series', demo)).value.maxSeries,
      1960,
    );
    assert.equal((await get('/lgw/customers/series')).statusCode, 403);
    for (const url of [
      `/lgw/games/999999/setting`,
      `/lgw/games/${game.gameId}/play_menu?prizeMode=9`,
      `/lgw/trend/${game.gameId}?size=7`,
      `/lgw/numeros/chase/${game.gameId}?count=500`,
      '/lgw/numeros/near?gameId=abc',
      '/lgw/draw/0',
    ]) {
      const response = await get(url);
      assert.ok([400, 404].includes(response.statusCode), `${url}: ${response.body}`);
    }
  });

  test('trend: per position each value hits and current miss streak', async () => {
    const response = await get(`/lgw/trend/${game.gameId}?size=30`);
    const value = answer('GET /lgw/trend/:gameId', response).value;
    assert.ok(value.draws >= 5, response.body);
    assert.equal(value.positions.length, 5);
    const first = value.positions[0]!;
    assert.equal(first.values.length, 10);
    assert.equal(
      first.values.reduce((sum, v) => sum + v.hits, 0),
      value.draws,
    );
    assert.equal(Math.min(...first.values.map((v) => v.missStreak)), 0);
  });

  test('order history, today and detail: the member own sub-orders with totals', async () => {
    const slot = moveIntoSale(t, game, 2000);
    const placed = orderOf(await order(demo, '8~1~1001~1~1960~1;9~1~1001~1~1960~1'));
    const history = answer(
      'GET /lgw/orders',
      await get(`/lgw/orders?orderNumber=${placed.orderNumber}`, demo),
    ).value;
    assert.equal(history.total, 2);
    assert.equal(history.plannedAmount, 4);
    assert.equal(history.actualAmount, 0);
    assert.ok(
      history.list.every((s) => s.cancellable && s.cancellableUntil === slot.closeAt.toISOString()),
    );
    const all = answer('GET /lgw/orders', await get('/lgw/orders?size=5', demo)).value;
    assert.ok(all.total > 10 && all.winningAmount > 0);
    const today = answer('GET /lgw/orders/today', await get('/lgw/orders/today', demo)).value;
    assert.ok(today.list.length >= 2);
    const detail = await get(`/lgw/orders/detail?orderNumber=${placed.orderNumber}`, demo);
    assert.equal(answer('GET /lgw/orders/detail', detail).value.subOrders.length, 2);
    assert.equal(
      (await get(`/lgw/orders/detail?orderNumber=${placed.orderNumber}`, team)).statusCode,
      404,
    );
    assert.equal((await get('/lgw/orders')).statusCode, 403);
    for (const query of [
      'orderStatus=3',
      'chasingStatus=Some',
      'page=0',
      'size=1000',
      'startDate=2026-13-01',
      'startDate=2020-01-01&endDate=2026-01-01',
    ]) {
      assert.equal((await get(`/lgw/orders?${query}`, demo)).statusCode, 400, query);
    }
    toDrawTime(slot.drawAt);
    await settleDue(t.database.db, t.clock.now());
    const settled = answer(
      'GET /lgw/orders',
      await get(`/lgw/orders?orderNumber=${placed.orderNumber}`, demo),
    ).value;
    assert.ok(settled.list.every((s) => s.orderStatus !== 2 && !s.cancellable && s.winningNumber));
  });
});

describe('live models', () => {
  const put = (name: string, payload: Record<string, unknown>, key: string | null = OPERATOR_KEY) =>
    t.request({
      method: 'PUT',
      url: `/ops/lottery/live-models/${encodeURIComponent(name)}`,
      headers: key ? { 'x-operator-key': key } : {},
      payload,
    });
  const list = async (query = '') =>
    answer(
      'GET /lgw/live-models',
      await t.request({ method: 'GET', url: `/lgw/live-models${query}` }),
    ).value.list;

  test('an operator sets hosts, their state and game; anyone reads those on duty', async () => {
    const anna = await put('Anna', {
      operator: 'alice',
      state: 'STREAMING',
      gameId: game.gameId,
      streamUrl: 'https://live.example/anna',
    });
    assert.equal(anna.statusCode, 200, anna.body);
    assert.equal(
      (await put('Binh', { operator: 'alice', state: 'ACTIVE', sortOrder: 2 })).statusCode,
      200,
    );
    assert.equal((await put('Chi', { operator: 'alice', state: 'OFFLINE' })).statusCode, 200);
    assert.deepEqual(
      (await list()).map((m) => [m.name, m.state, m.gameId]),
      [
        ['Anna', 'STREAMING', game.gameId],
        ['Binh', 'ACTIVE', null],
      ],
    );
    assert.deepEqual(
      (await list('?state=STREAMING')).map((m) => m.name),
      ['Anna'],
    );
    assert.equal((await put('Anna', { operator: 'alice', state: 'OFFLINE' })).statusCode, 200);
    assert.deepEqual(
      (await list()).map((m) => m.name),
      ['Binh'],
    );
    const audit = await selectRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM ops_audit WHERE action = 'LOTTERY_LIVE_MODEL'`,
    );
    assert.equal(Number(audit[0]!.n), 4);
  });

  test('without the key, with a game that is no lottery or a bad state: refused', async () => {
    assert.equal((await put('Dao', { operator: 'alice', state: 'ACTIVE' }, null)).statusCode, 403);
    assert.equal(
      (await put('Dao', { operator: 'alice', state: 'ACTIVE' }, 'wrong-key-0123456')).statusCode,
      403,
    );
    const slot = await put('Dao', {
      operator: 'alice',
      state: 'ACTIVE',
      gameId: await gameOf(t, 'LOBBY'),
    });
    assert.ok([400].includes(slot.statusCode), slot.body);
    assert.equal((await put('Dao', { operator: 'alice', state: 'LIVE' })).statusCode, 400);
    assert.equal(
      (await put('Dao', { operator: 'alice', state: 'ACTIVE', streamUrl: 'javascript:alert(1)' }))
        .statusCode,
      400,
    );
    assert.equal(
      (await put('x'.repeat(41), { operator: 'alice', state: 'ACTIVE' })).statusCode,
      400,
    );
    assert.equal(
      (await t.request({ method: 'GET', url: '/lgw/live-models?state=OFFLINE' })).statusCode,
      400,
    );
  });
});
