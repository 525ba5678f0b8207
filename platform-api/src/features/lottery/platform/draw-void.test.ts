import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/database.js';
import type { lotteryGames } from '../../../db/schema/index.js';
import { answer, OPERATOR_KEY, refusal, type TestApp } from '../../../test/harness.js';
import { assertLedgerBalances, balanceMinor } from '../../games/test-helpers.js';
import { drawDue, scheduleOf } from './draws.js';
import { onSale, slotsFrom } from './schedule.js';
import { settleDue } from './settlement.js';
import { bet, minuteGameForTeam01, moveIntoSale, orderOf, suborderStates } from './test-support.js';

let t: TestApp;
let game: typeof lotteryGames.$inferSelect;
let team: string;
let close: () => Promise<void>;

before(async () => {
  ({ t, game, team, close } = await minuteGameForTeam01());
});
after(() => close());

const sale = () => onSale(scheduleOf(game), t.clock.now());
const voidCall = (
  numero: string,
  payload: unknown,
  key: string | null = OPERATOR_KEY,
  id = game.gameId,
) =>
  t.request({
    method: 'POST',
    url: `/ops/lottery/draws/${id}/${numero}/void`,
    headers: key ? { 'x-operator-key': key } : {},
    payload: payload as Record<string, unknown>,
  });
const reason = { operator: 'alice', reason: 'feed outage' };
const audits = async () =>
  Number(
    (
      await selectRows<{ n: string }>(
        t.database.db,
        sql`SELECT count(*) AS n FROM ops_audit WHERE action = 'LOTTERY_DRAW_VOID'`,
      )
    )[0]!.n,
  );

describe('an operator voids a draw', () => {
  let chase: string;
  let single: string;

  test("a chase's middle draw: its sub-order refunded once, the chase goes on", async () => {
    moveIntoSale(t, game, 2000);
    const draws = slotsFrom(scheduleOf(game), sale(), 3);
    chase = orderOf(
      await bet(t, team, {
        gameId: game.gameId,
        currentNumero: sale().numero,
        bettingSlipString: '3~1~1001~1~1950~1',
        chase: true,
        chaseSlip: draws.map((slot) => ({ numero: slot.numero, multiple: 1 })),
      }),
    ).orderNumber;
    const before = await balanceMinor(t, 'team01');
    const voided = await voidCall(draws[1]!.numero, reason);
    assert.equal(voided.statusCode, 200, voided.body);
    assert.deepEqual(answer('POST /ops/lottery/draws/:gameId/:numero/void', voided).value, {
      gameId: game.gameId,
      numero: draws[1]!.numero,
      state: 'VOID',
      refundedSuborders: 1,
      refundAmount: 2,
      voidedNow: true,
    });
    assert.equal(await balanceMinor(t, 'team01'), before + 200);
    assert.deepEqual(
      (await suborderStates(t, chase)).map((row) => row.state),
      [2, 12, 2],
    );
    // Again: the same answer, nothing paid, audited once.
    const again = await voidCall(draws[1]!.numero, reason);
    assert.deepEqual(answer('POST /ops/lottery/draws/:gameId/:numero/void', again).value, {
      ...answer('POST /ops/lottery/draws/:gameId/:numero/void', voided).value,
      voidedNow: false,
    });
    assert.equal(await balanceMinor(t, 'team01'), before + 200);
    assert.equal(await audits(), 1);
    // The void draw takes no more orders.
    const late = await bet(t, team, {
      gameId: game.gameId,
      currentNumero: sale().numero,
      bettingSlipString: '3~1~1001~1~1950~1',
      chase: true,
      chaseSlip: draws.slice(0, 2).map((slot) => ({ numero: slot.numero, multiple: 1 })),
    });
    assert.equal(late.statusCode, 409, late.body);
    assert.equal(refusal(late).code, 'DRAW_CLOSED');
    // The chase goes on: its open draws are still cancellable by the usual rule.
    const detail = await t.request({
      method: 'GET',
      url: `/lgw/orders/detail?orderNumber=${chase}`,
      headers: { 'x-play-token': team },
    });
    assert.deepEqual(
      answer('GET /lgw/orders/detail', detail).value.subOrders.map((sub) => [
        sub.orderStatus,
        sub.cancellable,
      ]),
      [
        [2, true],
        [12, false],
        [2, true],
      ],
    );
    await assertLedgerBalances(t);
  });

  test('orders racing the void land before it and are refunded, or are refused', async () => {
    const numero = sale().numero;
    const before = await balanceMinor(t, 'team01');
    single = orderOf(
      await bet(t, team, {
        gameId: game.gameId,
        currentNumero: numero,
        bettingSlipString: '1,2~2~1001~1~1950~1;BIG~1~1002~1~1950~1',
      }),
    ).orderNumber;
    const racing = Array.from({ length: 12 }, () =>
      bet(t, team, {
        gameId: game.gameId,
        currentNumero: numero,
        bettingSlipString: '5~1~1001~1~1950~1',
      }),
    );
    const [voided, ...orders] = await Promise.all([voidCall(numero, reason), ...racing]);
    assert.equal(voided.statusCode, 200, voided.body);
    for (const order of orders) {
      if (order.statusCode !== 200) assert.equal(refusal(order).code, 'DRAW_CLOSED', order.body);
    }
    // Everything placed on the draw is refunded, whenever it landed: the balance is back, and
    // the chase's first draw (this one, 2.00) comes back too.
    assert.equal(await balanceMinor(t, 'team01'), before + 200);
    assert.deepEqual(
      (await suborderStates(t, chase)).map((row) => row.state),
      [12, 12, 2],
    );
    const open = await selectRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM lottery_suborders
           WHERE game_id = ${game.gameId} AND numero = ${numero} AND state <> 12`,
    );
    assert.equal(Number(open[0]!.n), 0);
    const placed = orders.filter((order) => order.statusCode === 200).length;
    assert.equal(
      answer('POST /ops/lottery/draws/:gameId/:numero/void', voided).value.refundedSuborders,
      3 + placed,
    );
    assert.deepEqual(
      (await suborderStates(t, single)).map((row) => row.state),
      [12, 12],
    );
    const records = await selectRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM bet_records WHERE reference LIKE ${`lgw:${single}:%`}`,
    );
    assert.ok(records.every((row) => row.status === 'CANCELLED'));
    await assertLedgerBalances(t);
  });

  test('the results read void; a settled draw cannot be voided', async () => {
    const voidedNumero = sale().numero;
    // Past the chase's last draw: every draw drawn and settled.
    const last = slotsFrom(scheduleOf(game), sale(), 3)[2]!;
    t.clock.advance(last.drawAt.getTime() + 1000 - t.clock.now().getTime());
    await settleDue(t.database.db, t.clock.now());
    const history = await t.request({ method: 'GET', url: `/lgw/draw/${game.gameId}?size=10` });
    const list = answer('GET /lgw/draw/:gameId', history).value.list;
    const voided = list.find((draw) => draw.numero === voidedNumero)!;
    assert.equal(voided.state, 'VOID');
    assert.equal(voided.winningNumber, null);
    const settled = await voidCall(last.numero, reason);
    assert.equal(settled.statusCode, 409, settled.body);
    assert.equal(refusal(settled).code, 'DRAW_SETTLED');
    const states = (await suborderStates(t, chase)).map((row) => row.state);
    assert.equal(states[1], 12);
    assert.ok(
      states[2] === 4 || states[2] === 5,
      `the chase's last draw was settled: ${states[2]}`,
    );
    await assertLedgerBalances(t);
  });

  test('without the key 403; bad input 400; unknown game or numero 404', async () => {
    const numero = sale().numero;
    assert.equal((await voidCall(numero, reason, null)).statusCode, 403);
    assert.equal((await voidCall(numero, reason, 'wrong')).statusCode, 403);
    for (const bad of [
      {},
      { operator: 'alice' },
      { operator: 'alice', reason: '' },
      { ...reason, x: 1 },
    ]) {
      assert.equal((await voidCall(numero, bad)).statusCode, 400, JSON.stringify(bad));
    }
    assert.equal((await voidCall('not-a-numero', reason)).statusCode, 400);
    assert.equal((await voidCall(numero, reason, OPERATOR_KEY, 999_999)).statusCode, 404);
    assert.equal((await voidCall('20200101-9999', reason)).statusCode, 404);
    assert.equal(await audits(), 2);
  });

  test('a drawn draw not paid yet can still be voided: its result is withdrawn', async () => {
    moveIntoSale(t, game, 2000);
    const slot = sale();
    const placed = orderOf(
      await bet(t, team, {
        gameId: game.gameId,
        currentNumero: slot.numero,
        bettingSlipString: '0,1,2,3,4,5,6,7,8,9~10~1001~1~1950~1',
      }),
    );
    const before = await balanceMinor(t, 'team01');
    t.clock.advance(slot.drawAt.getTime() + 1000 - t.clock.now().getTime());
    await drawDue(t.database.db, t.clock.now());
    const voided = await voidCall(slot.numero, reason);
    assert.equal(voided.statusCode, 200, voided.body);
    assert.equal(
      answer('POST /ops/lottery/draws/:gameId/:numero/void', voided).value.refundedSuborders,
      1,
    );
    assert.equal(await balanceMinor(t, 'team01'), before + 2000);
    assert.deepEqual(
      (await suborderStates(t, placed.orderNumber)).map((row) => row.state),
      [12],
    );
    const [draw] = await selectRows<{ state: string; result: string | null }>(
      t.database.db,
      sql`SELECT state, result FROM lottery_draws
           WHERE game_id = ${game.gameId} AND numero = ${slot.numero}`,
    );
    assert.deepEqual({ ...draw }, { state: 'VOID', result: null });
    // Settlement passing by afterwards pays nothing more.
    await settleDue(t.database.db, t.clock.now());
    assert.equal(await balanceMinor(t, 'team01'), before + 2000);
    await assertLedgerBalances(t);
  });
});
