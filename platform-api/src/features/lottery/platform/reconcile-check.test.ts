import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/database.js';
import type { lotteryGames } from '../../../db/schema/index.js';
import { OPERATOR_KEY, type TestApp } from '../../../test/harness.js';
import { reconcile } from '../../wallet/index.js';
import { scheduleOf } from './draws.js';
import { onSale, slotsFrom } from './schedule.js';
import { settleDue } from './settlement.js';
import {
  bet,
  cancel,
  minuteGameForTeam01,
  moveIntoSale,
  orderOf,
  suborderIds,
} from './test-support.js';

let t: TestApp;
let game: typeof lotteryGames.$inferSelect;
let team: string;
let close: () => Promise<void>;

before(async () => {
  ({ t, game, team, close } = await minuteGameForTeam01());
});
after(() => close());

const mismatches = async () => (await reconcile(t.database.db)).lotteryMismatches;
const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

describe('reconcile checks the lottery', () => {
  let ids: number[];

  test('orders placed, cancelled, voided, won and lost: in step', async () => {
    moveIntoSale(t, game, 2000);
    const sale = onSale(scheduleOf(game), t.clock.now());
    const draws = slotsFrom(scheduleOf(game), sale, 4);
    // A lower series than the highest: a rebate transaction too.
    const chase = orderOf(
      await bet(t, team, {
        gameId: game.gameId,
        currentNumero: sale.numero,
        bettingSlipString: '0,1,2,3,4~5~1001~1~1900~1;BIG,SMALL~2~1002~1~1950~1',
        chase: true,
        chaseSlip: draws.map((slot) => ({ numero: slot.numero, multiple: 1 })),
      }),
    );
    assert.ok(chase.rebateAmount > 0);
    ids = await suborderIds(t, chase.orderNumber);
    // The last draw's two lines cancelled, the third draw voided, the first two settled.
    assert.equal((await cancel(t, team, ids.slice(6))).statusCode, 200);
    const voided = await t.request({
      method: 'POST',
      url: `/ops/lottery/draws/${game.gameId}/${draws[2]!.numero}/void`,
      headers: { 'x-operator-key': OPERATOR_KEY },
      payload: { operator: 'alice', reason: 'test' },
    });
    assert.equal(voided.statusCode, 200, voided.body);
    t.clock.advance(draws[1]!.drawAt.getTime() + 1000 - t.clock.now().getTime());
    await settleDue(t.database.db, t.clock.now());
    const states = await selectRows<{ state: number }>(
      t.database.db,
      sql`SELECT state FROM lottery_suborders WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) ORDER BY id`,
    );
    // Both lines of each settled draw: BIG,SMALL always wins one side (won), digits may lose.
    assert.deepEqual(
      states.slice(4).map((row) => row.state),
      [12, 12, 8, 8],
    );
    assert.ok(states.slice(0, 4).every((row) => [4, 5].includes(row.state)));
    const report = await reconcile(t.database.db);
    assert.equal(report.lotteryMismatches, 0);
    assert.equal(report.ok, true, JSON.stringify(report));
  });

  test('a planted mismatch of each kind is counted, and the report is not ok', async () => {
    // An order whose sub-orders do not add up to its total.
    await exec(
      sql`UPDATE lottery_suborders SET amount_minor = amount_minor + 1 WHERE id = ${ids[0]!}`,
    );
    assert.equal(await mismatches(), 1);
    assert.equal((await reconcile(t.database.db)).ok, false);
    await exec(
      sql`UPDATE lottery_suborders SET amount_minor = amount_minor - 1 WHERE id = ${ids[0]!}`,
    );
    assert.equal(await mismatches(), 0);
    // A refunded sub-order that reads open, and one that reads refunded for a different amount.
    await exec(sql`UPDATE lottery_suborders SET state = 2 WHERE id = ${ids[4]!}`);
    assert.equal(await mismatches(), 1);
    await exec(sql`UPDATE lottery_suborders SET state = 12 WHERE id = ${ids[4]!}`);
    await exec(sql`UPDATE lottery_orders SET total_minor = total_minor + 100 WHERE id =
      (SELECT order_id FROM lottery_suborders WHERE id = ${ids[0]!})`);
    await exec(
      sql`UPDATE lottery_suborders SET amount_minor = amount_minor + 100 WHERE id = ${ids[5]!}`,
    );
    // The total and the sum agree again, but neither the BET nor the refund posted that much.
    assert.equal(await mismatches(), 2);
    await exec(sql`UPDATE lottery_orders SET total_minor = total_minor - 100 WHERE id =
      (SELECT order_id FROM lottery_suborders WHERE id = ${ids[0]!})`);
    await exec(
      sql`UPDATE lottery_suborders SET amount_minor = amount_minor - 100 WHERE id = ${ids[5]!}`,
    );
    // A won sub-order paid more than the ledger posted, and a lost one reading won.
    const [won] = await selectRows<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM lottery_suborders WHERE state = 4 AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) LIMIT 1`,
    );
    await exec(sql`UPDATE lottery_suborders SET win_minor = win_minor + 1 WHERE id = ${won!.id}`);
    assert.equal(await mismatches(), 1);
    await exec(sql`UPDATE lottery_suborders SET win_minor = win_minor - 1 WHERE id = ${won!.id}`);
    assert.equal(await mismatches(), 0);
    // The history's totals of one group out of step with its sub-orders.
    const plant = (delta: number) =>
      exec(sql`UPDATE lottery_member_totals SET win_minor = win_minor + ${delta}
                WHERE (member_id, day, game_id, chase, state) IN
                      (SELECT member_id, day, game_id, chase, state FROM lottery_member_totals
                        WHERE suborders > 0 ORDER BY 1, 2, 3, 4, 5 LIMIT 1)`);
    await plant(1);
    assert.equal(await mismatches(), 1);
    await plant(-1);
    assert.equal(await mismatches(), 0);
  });
});
