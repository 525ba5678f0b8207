import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/database.js';
import type { lotteryGames } from '../../../db/schema/index.js';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../../test/harness.js';
import {
  assertLedgerBalances,
  balanceMinor,
  gameOf,
  openLottery,
} from '../../games/test-helpers.js';
import { familyOf, verifyDraw, type FamilyCode } from '../../../lottery-rules/index.js';
import { settleDue } from './settlement.js';
import { useRulesForTests } from './rules.js';
import { onSale, slotsFrom } from './schedule.js';
import { scheduleOf } from './draws.js';
import {
  bet,
  cancel,
  credit,
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
  team = await openLottery(t, await t.login('team01', 'member1234'), game.gameId);
  await credit(t, 'team01', 100_00);
});
after(async () => {
  await t.close();
  restore();
});

const sale = () => onSale(scheduleOf(game), t.clock.now());
const order = (token: string, slip: string, extra: Record<string, unknown> = {}) =>
  bet(t, token, {
    gameId: game.gameId,
    currentNumero: sale().numero,
    bettingSlipString: slip,
    ...extra,
  });

describe('placing lottery orders', () => {
  test('an order is counted again, paid in one ledger transaction, one bet record per line', async () => {
    moveIntoSale(t, game, 2000);
    const before = await balanceMinor(t, 'demo');
    // 3 digits × 2 × yuan × 2 = 12.00; 1 side × 2 × jiao = 0.20.
    const response = await order(demo, '1,2,3~3~1001~1~1960~2;BIG~1~1002~0.1~1960~1');
    assert.equal(response.statusCode, 200, response.body);
    const placed = orderOf(response);
    assert.equal(placed.totalBettingAmount, 12.2);
    assert.equal(placed.rebateAmount, 0);
    assert.equal(placed.subOrders, 2);
    assert.equal(placed.numero, sale().numero);
    assert.equal(await balanceMinor(t, 'demo'), before - 1220);
    const ledger = await selectRows<{ kind: string; n: string }>(
      t.database.db,
      sql`SELECT kind, count(*) AS n FROM ledger_transactions WHERE reference LIKE ${`lgw:${placed.orderNumber}:%`} GROUP BY kind`,
    );
    assert.deepEqual(
      ledger.map((row) => [row.kind, Number(row.n)]),
      [['BET', 1]],
    );
    const records = await selectRows<{ stake_minor: string; status: string }>(
      t.database.db,
      sql`SELECT stake_minor, status FROM bet_records WHERE reference LIKE ${`lgw:${placed.orderNumber}:%`} ORDER BY stake_minor`,
    );
    assert.deepEqual(
      records.map((row) => [Number(row.stake_minor), row.status]),
      [
        [20, 'OPEN'],
        [1200, 'OPEN'],
      ],
    );
    await assertLedgerBalances(t);
  });

  test('a lower series pays its rebate at once; the agent chain caps the series', async () => {
    const before = await balanceMinor(t, 'demo');
    // 20.00 at series 1900 of 1960: (1960 − 1900) / 2000 × 20.00 = 0.60 back.
    const placed = orderOf(await order(demo, '5~1~1001~1~1900~10'));
    assert.equal(placed.rebateAmount, 0.6);
    assert.equal(await balanceMinor(t, 'demo'), before - 2000 + 60);
    // team01 is under agent01, whose highest series is 1950.
    const above = await order(team, '5~1~1001~1~1960~1');
    assert.equal(above.statusCode, 400);
    assert.equal(refusal(above).code, 'SERIES_NOT_ALLOWED');
    const series = await t.request({
      method: 'GET',
      url: `/lgw/numeros/near?gameId=${game.gameId}`,
    });
    assert.equal(series.statusCode, 200);
  });

  test('the same client key places the order once', async () => {
    const clientKey = randomUUID();
    const before = await balanceMinor(t, 'demo');
    const first = orderOf(await order(demo, '7~1~1001~1~1960~1', { clientKey }));
    const again = await Promise.all(
      [1, 2, 3].map(() => order(demo, '7~1~1001~1~1960~1', { clientKey })),
    );
    for (const response of again) {
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(orderOf(response).orderNumber, first.orderNumber);
      assert.equal(orderOf(response).duplicate, true);
    }
    assert.equal(await balanceMinor(t, 'demo'), before - 200);
  });

  test('li bets must make whole cents', async () => {
    const fraction = await order(demo, '1~1~1001~0.001~1960~1');
    assert.equal(fraction.statusCode, 400);
    assert.equal(refusal(fraction).details?.[0]?.path, 'bettingSlipString.1.multiple');
    const whole = await order(demo, '1~1~1001~0.001~1960~5');
    assert.equal(orderOf(whole).totalBettingAmount, 0.01);
  });

  test('bad slips, plays, modes, multiples and numeros answer 4xx, never 500', async () => {
    const numero = sale().numero;
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['empty field', { bettingSlipString: '1~1~1001~1~1960' }, 400, 'INVALID_INPUT'],
      ['garbage', { bettingSlipString: ';;;' }, 400, 'INVALID_INPUT'],
      ['unknown play', { bettingSlipString: '1~1~9999~1~1960~1' }, 400, 'INVALID_INPUT'],
      ['play id text', { bettingSlipString: '1~1~abc~1~1960~1' }, 400, 'INVALID_INPUT'],
      [
        'too many balls',
        { bettingSlipString: '0,1,2,3,4,5,6,7,8,9,0~11~1001~1~1960~1' },
        400,
        'INVALID_INPUT',
      ],
      ['duplicate balls', { bettingSlipString: '1,1~2~1001~1~1960~1' }, 400, 'INVALID_INPUT'],
      ['unknown ball', { bettingSlipString: 'X~1~1001~1~1960~1' }, 400, 'INVALID_INPUT'],
      ['wrong stakes', { bettingSlipString: '1,2~3~1001~1~1960~1' }, 400, 'STAKES_MISMATCH'],
      ['zero multiple', { bettingSlipString: '1~1~1001~1~1960~0' }, 400, 'INVALID_INPUT'],
      ['negative multiple', { bettingSlipString: '1~1~1001~1~1960~-1' }, 400, 'INVALID_INPUT'],
      ['huge multiple', { bettingSlipString: '1~1~1001~1~1960~99999999999' }, 400, 'INVALID_INPUT'],
      ['above max multiple', { bettingSlipString: '1~1~1001~1~1960~10000' }, 400, 'INVALID_INPUT'],
      ['unknown mode', { bettingSlipString: '1~1~1001~0.5~1960~1' }, 400, 'INVALID_INPUT'],
      ['series too low', { bettingSlipString: '1~1~1001~1~1000~1' }, 400, 'SERIES_NOT_ALLOWED'],
      ['past numero', { currentNumero: '20200101-0001' }, 409, 'DRAW_CLOSED'],
      [
        'future numero',
        { currentNumero: slotsFrom(scheduleOf(game), sale(), 3)[2]!.numero },
        409,
        'NUMERO_NOT_OPEN',
      ],
      ['numero of no draw', { currentNumero: '20260101-9999' }, 400, 'INVALID_INPUT'],
      ['malformed numero', { currentNumero: 'tomorrow' }, 400, 'INVALID_INPUT'],
      ['chase without draws', { chase: true }, 400, 'INVALID_INPUT'],
      [
        'chase slip on a plain order',
        { chaseSlip: [{ numero, multiple: 1 }] },
        400,
        'INVALID_INPUT',
      ],
      [
        'chase going back',
        {
          chase: true,
          chaseSlip: [
            { numero, multiple: 1 },
            { numero, multiple: 1 },
          ],
        },
        400,
        'INVALID_INPUT',
      ],
      [
        'chase multiple 0',
        { chase: true, chaseSlip: [{ numero, multiple: 0 }] },
        400,
        'INVALID_INPUT',
      ],
      ['unknown game', { gameId: 999999 }, 404, 'NOT_FOUND'],
      ['slot game', { gameId: await gameOf(t, 'LOBBY') }, 404, 'NOT_FOUND'],
      ['unknown field', { extra: 1 }, 400, 'INVALID_INPUT'],
      [
        'above the highest order amount',
        { bettingSlipString: '0,1,2,3,4,5,6,7,8,9~10~1001~1~1960~9999' },
        400,
        'AMOUNT_OUT_OF_RANGE',
      ],
    ];
    for (const [label, payload, status, code] of cases) {
      const response = await order(demo, '1~1~1001~1~1960~1', payload);
      assert.equal(response.statusCode, status, `${label}: ${response.body}`);
      assert.equal(refusal(response).code, code, label);
    }
  });

  test('above the balance, a due limit, or without the lottery page token: refused', async () => {
    const broke = await order(team, '0,1,2,3,4,5,6,7,8,9~10~1001~1~1950~2000');
    assert.equal(broke.statusCode, 409, broke.body);
    assert.equal(refusal(broke).code, 'INSUFFICIENT_FUNDS');
    const noToken = await t.request({
      method: 'POST',
      url: '/lgw/orders/betting',
      payload: {
        gameId: game.gameId,
        currentNumero: sale().numero,
        bettingSlipString: '1~1~1001~1~1960~1',
        clientKey: randomUUID(),
      },
    });
    assert.equal(noToken.statusCode, 403);
    assert.equal(refusal(noToken).code, 'TICKET_INVALID');
    const memberToken = await t.login('demo', 'demo1234');
    const limit = await t.request({
      method: 'PUT',
      url: '/wps/rg/limits',
      headers: bearer(memberToken),
      payload: { kind: 'WAGER', period: 'DAY', amount: 1 },
    });
    assert.equal(limit.statusCode, 200, limit.body);
    const refused = await order(demo, '1~1~1001~1~1960~1');
    assert.equal(refused.statusCode, 409);
    assert.equal(refusal(refused).code, 'RG_LIMIT_REACHED');
  });
});

describe('cancelling sub-orders', () => {
  let chaseOrder: string;

  test('a chase is cancelled from its last draw backwards, each refund once', async () => {
    moveIntoSale(t, game, 2000);
    const draws = slotsFrom(scheduleOf(game), sale(), 3);
    const placed = orderOf(
      await order(team, '3~1~1001~1~1950~1', {
        chase: true,
        chaseSlip: draws.map((slot, i) => ({ numero: slot.numero, multiple: i + 1 })),
      }),
    );
    chaseOrder = placed.orderNumber;
    assert.equal(placed.totalBettingAmount, 2 + 4 + 6);
    const [first, second, third] = await suborderIds(t, chaseOrder);
    // The reads say what the cancel call takes: each open draw, together with its later ones.
    const flags = async () => {
      const detail = await t.request({
        method: 'GET',
        url: `/lgw/orders/detail?orderNumber=${chaseOrder}`,
        headers: { 'x-play-token': team },
      });
      assert.equal(detail.statusCode, 200, detail.body);
      return answer('GET /lgw/orders/detail', detail).value.subOrders.map((sub) => [
        sub.id,
        sub.cancellable,
        sub.cancellableUntil,
      ]);
    };
    assert.deepEqual(await flags(), [
      [first, true, draws[0]!.closeAt.toISOString()],
      [second, true, draws[1]!.closeAt.toISOString()],
      [third, true, draws[2]!.closeAt.toISOString()],
    ]);
    // Alone, a draw with a later one still open is refused: the chase goes from its last draw.
    const notLast = await cancel(t, team, [second]);
    assert.equal(notLast.statusCode, 409);
    assert.equal(refusal(notLast).code, 'CANCEL_CHASE_ORDER_IS_NOT_LAST_START');
    const before = await balanceMinor(t, 'team01');
    const both = await cancel(t, team, [second, third]);
    assert.equal(both.statusCode, 200, both.body);
    assert.equal(answer('PUT /lgw/orders/suborders/cancel', both).value.refundAmount, 10);
    assert.equal(await balanceMinor(t, 'team01'), before + 1000);
    const again = await cancel(t, team, [third]);
    assert.equal(refusal(again).code, 'ORDER_STATE');
    assert.equal(await balanceMinor(t, 'team01'), before + 1000);
    // Its later draws cancelled, the first draw stays cancellable; the cancelled ones are not.
    assert.deepEqual(await flags(), [
      [first, true, draws[0]!.closeAt.toISOString()],
      [second, false, null],
      [third, false, null],
    ]);
    const states = await suborderStates(t, chaseOrder);
    assert.deepEqual(
      states.map((row) => row.state),
      [2, 8, 8],
    );
    const records = await selectRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM bet_records WHERE reference LIKE ${`lgw:${chaseOrder}:%`} ORDER BY id`,
    );
    assert.deepEqual(
      records.map((row) => row.status),
      ['OPEN', 'CANCELLED', 'CANCELLED'],
    );
    void first;
  });

  test("another member's sub-order is not found; a closed draw cannot be cancelled", async () => {
    const [first] = await suborderIds(t, chaseOrder);
    const other = await cancel(t, demo, [first]);
    assert.equal(other.statusCode, 404);
    for (const bad of [[], ['x'], [0], {}, [first, -1]]) {
      const response = await cancel(t, team, bad);
      assert.equal(response.statusCode, 400, JSON.stringify(bad));
    }
    t.clock.advance(sale().closeAt.getTime() - t.clock.now().getTime());
    const closed = await cancel(t, team, [first]);
    assert.equal(closed.statusCode, 409);
    assert.equal(refusal(closed).code, 'DRAW_CLOSED');
    await assertLedgerBalances(t);
  });
});

describe('with the real families of the registry', () => {
  test('every family: an order of a Tradition and an Entertainment play is placed, drawn, settled and verifies', async () => {
    restore();
    // team01 (series 1950): demo has a daily wager limit from the tests above.
    await credit(t, 'team01', 5_000_00);
    try {
      const rows = await selectRows<{ game_id: number; family: string }>(
        t.database.db,
        sql`SELECT DISTINCT ON (l.family) l.game_id, l.family FROM lottery_games l
              JOIN games g ON g.id = l.game_id
             WHERE l.cadence = 'M1' AND g.enabled ORDER BY l.family, l.game_id`,
      );
      assert.equal(rows.length, 12, 'every family has a minute game');
      const minute = { ...game, cadence: 'M1' as const, closeSeconds: 5 };
      const slot = moveIntoSale(t, minute, 2000);
      const placed: Array<{ gameId: number; family: string; orderNumber: string }> = [];
      for (const row of rows) {
        const family = familyOf(row.family as FamilyCode)!;
        assert.ok(family, `${row.family} is registered`);
        const lines: string[] = [];
        for (const playType of ['TRADITION', 'ENTERTAINMENT'] as const) {
          for (const candidate of family.plays.filter((p) => p.playType === playType)) {
            // The fewest values of each row, from the first: a selection most plays take.
            const balls = candidate.board.rows
              .map((r) => r.values.slice(0, Math.max(1, r.min)).join(','))
              .join('|');
            try {
              const stakes = candidate.count(candidate.parse(balls));
              if (stakes < 1 || stakes > 50) continue;
              lines.push(`${balls}~${stakes}~${candidate.id}~1~1950~1`);
              break;
            } catch {
              // this play needs another shape of selection; try the next one
            }
          }
        }
        assert.ok(lines.length > 0, `${row.family}: a play takes a simple selection`);
        const response = await bet(t, team, {
          gameId: Number(row.game_id),
          currentNumero: slot.numero,
          bettingSlipString: lines.join(';'),
        });
        assert.equal(response.statusCode, 200, `${row.family}: ${response.body}`);
        placed.push({
          gameId: Number(row.game_id),
          family: row.family,
          orderNumber: orderOf(response).orderNumber,
        });
      }
      t.clock.advance(slot.drawAt.getTime() - t.clock.now().getTime());
      await settleDue(t.database.db, t.clock.now());
      for (const { gameId, family, orderNumber } of placed) {
        const states = await suborderStates(t, orderNumber);
        for (const state of states)
          assert.ok([4, 5, 16].includes(state.state), `${family}: state ${state.state}`);
        const history = answer(
          'GET /lgw/draw/:gameId',
          await t.request({ method: 'GET', url: `/lgw/draw/${gameId}?size=1` }),
        ).value.list[0]!;
        assert.equal(history.numero, slot.numero);
        assert.ok(history.seed !== null && history.winningNumber !== null, family);
        const verified = verifyDraw(familyOf(family as FamilyCode)!, {
          seed: history.seed,
          commitment: history.commitment,
          result: history.winningNumber.split(','),
        });
        assert.ok(verified.commitmentMatches && verified.resultMatches, family);
      }
      await assertLedgerBalances(t);
    } finally {
      restore = useRulesForTests([TEST_FAMILY]);
    }
  });
});
