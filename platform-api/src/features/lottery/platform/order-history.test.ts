import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/database.js';
import type { lotteryGames } from '../../../db/schema/index.js';
import { answer, type TestApp } from '../../../test/harness.js';
import { play } from '../../games/test-helpers.js';
import { scheduleOf } from './draws.js';
import { onSale, slotsFrom } from './schedule.js';
import { settleDue } from './settlement.js';
import { lotteryMismatches } from './reconcile-check.js';
import { businessDayOf, keepDailyTablesInBusinessZone } from '../../system/index.js';
import {
  bet,
  cancel,
  forceResult,
  minuteGameForTeam01,
  moveIntoSale,
  orderOf,
  suborderIds,
} from './test-support.js';

// GET /lgw/orders for issue 31's figures: pages walked by cursor while new orders arrive, pages
// reached by number from either end, and totals kept by triggers (0050) equal to the rows' sums.

let t: TestApp;
let game: typeof lotteryGames.$inferSelect;
let team: string;
let close: () => Promise<void>;

before(async () => {
  ({ t, game, team, close } = await minuteGameForTeam01());
});
after(() => close());

interface HistoryPage {
  list: Array<{ id: number; orderStatus: number }>;
  page: number;
  size: number;
  total: number;
  nextCursor: string | null;
  plannedAmount: number;
  actualAmount: number;
  winningAmount: number;
}

const history = async (query: Record<string, string | number>) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await t.request({
    method: 'GET',
    url: `/lgw/orders?${search}`,
    headers: play(team),
  });
  assert.equal(response.statusCode, 200, response.body);
  return answer('GET /lgw/orders', response).value;
};

const sale = () => onSale(scheduleOf(game), t.clock.now());
const placeOrder = async (slip: string, extra: Record<string, unknown> = {}) => {
  const response = await bet(t, team, {
    gameId: game.gameId,
    currentNumero: sale().numero,
    bettingSlipString: slip,
    ...extra,
  });
  assert.equal(response.statusCode, 200, response.body);
  return orderOf(response);
};

/** The member's sub-order ids newest first, as the history orders them, straight from the rows. */
async function allIds(): Promise<number[]> {
  const rows = await selectRows<{ id: string }>(
    t.database.db,
    sql`SELECT s.id FROM lottery_suborders s JOIN members m ON m.id = s.member_id
         WHERE m.username = 'team01' ORDER BY s.placed_at DESC, s.id DESC`,
  );
  return rows.map((row) => Number(row.id));
}

/** The filter's figures summed from the sub-orders themselves. */
async function summed(where: ReturnType<typeof sql>) {
  const [row] = await selectRows<{ n: string; planned: string; actual: string; won: string }>(
    t.database.db,
    sql`SELECT count(*) AS n, coalesce(sum(s.amount_minor), 0) AS planned,
               coalesce(sum(s.amount_minor) FILTER (WHERE s.state IN (4, 5, 16)), 0) AS actual,
               coalesce(sum(s.win_minor), 0) AS won
          FROM lottery_suborders s JOIN lottery_orders o ON o.id = s.order_id
          JOIN members m ON m.id = s.member_id
         WHERE m.username = 'team01' AND ${where}`,
  );
  return {
    total: Number(row!.n),
    plannedAmount: Number(row!.planned) / 100,
    actualAmount: Number(row!.actual) / 100,
    winningAmount: Number(row!.won) / 100,
  };
}

const figures = (page: HistoryPage) => ({
  total: page.total,
  plannedAmount: page.plannedAmount,
  actualAmount: page.actualAmount,
  winningAmount: page.winningAmount,
});

describe('order history', () => {
  test('walked by cursor while new orders arrive: every row once, none skipped', async () => {
    moveIntoSale(t, game, 2000);
    for (let i = 0; i < 6; i++) await placeOrder(`${i}~1~1001~1~1950~1;BIG~1~1002~1~1950~1`);
    const before = await allIds();
    assert.equal(before.length, 12);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: HistoryPage = await history({ size: 5, ...(cursor ? { cursor } : {}) });
      seen.push(...page.list.map((row) => row.id));
      cursor = page.nextCursor;
      pages += 1;
      // An order placed between two pages lands before the first page, never in the walk.
      await placeOrder(`${pages % 10}~1~1001~1~1950~1`);
    } while (cursor && pages < 10);
    assert.equal(pages, 3, 'pages of 5, 5 and 2');
    assert.deepEqual(seen, before);

    // The same walk by page numbers: the far half is counted from the oldest end.
    const now = await allIds();
    const byNumber: number[] = [];
    for (let page = 1; (page - 1) * 4 < now.length; page++) {
      const answer = await history({ size: 4, page });
      assert.equal(answer.total, now.length);
      assert.equal(answer.nextCursor === null, page * 4 >= now.length, `page ${page}'s cursor`);
      byNumber.push(...answer.list.map((row) => row.id));
    }
    assert.deepEqual(byNumber, now);
    assert.deepEqual((await history({ size: 4, page: 99 })).list, []);
  });

  test('totals equal the sums of the sub-orders for every filter, after settling and cancelling', async () => {
    const draws = slotsFrom(scheduleOf(game), moveIntoSale(t, game, 2000), 3);
    await placeOrder('7~1~1001~1~1950~2;SMALL~1~1002~1~1950~3');
    const chase = await placeOrder('7~1~1001~1~1950~1', {
      chase: true,
      winningStop: false,
      chaseSlip: draws.map((slot) => ({ numero: slot.numero, multiple: 1 })),
    });
    const chaseIds = await suborderIds(t, chase.orderNumber);
    const cancelled = await cancel(t, team, [chaseIds[2]]);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await forceResult(t, game.gameId, draws[0]!.numero, (r) => r[0] === '7');
    t.clock.advance(draws[0]!.drawAt.getTime() - t.clock.now().getTime());
    await settleDue(t.database.db, t.clock.now());

    const cases: Array<[Record<string, string | number>, ReturnType<typeof sql>]> = [
      [{}, sql`true`],
      [{ orderStatus: 4 }, sql`s.state = 4`],
      [{ orderStatus: 5 }, sql`s.state = 5`],
      [{ orderStatus: 8 }, sql`s.state = 8`],
      [{ orderStatus: 2 }, sql`s.state = 2`],
      [{ chasingStatus: 'Chasing' }, sql`o.chase`],
      [{ chasingStatus: 'NonChasing' }, sql`NOT o.chase`],
      [{ gameId: game.gameId }, sql`s.game_id = ${game.gameId}`],
      [{ orderNumber: chase.orderNumber }, sql`o.order_number = ${chase.orderNumber}`],
    ];
    for (const [query, where] of cases) {
      assert.deepEqual(figures(await history(query)), await summed(where), JSON.stringify(query));
    }
    const won = await history({ orderStatus: 4 });
    assert.ok(won.total >= 1 && won.winningAmount > 0, 'a win to sum');
    assert.equal((await history({ orderStatus: 8 })).total, 1, 'the cancelled draw');

    // A period without the orders: nothing, from the totals as from the rows.
    const empty = await history({ startDate: '2020-01-01', endDate: '2020-01-07' });
    assert.deepEqual(figures(empty), {
      total: 0,
      plannedAmount: 0,
      actualAmount: 0,
      winningAmount: 0,
    });
  });

  test('the totals count business days, and follow a change of the business zone', async () => {
    // Every order above was placed on one UTC day; a zone 14 hours ahead or 11 behind puts that
    // instant on another day. After the operator's change and the next start's re-key, the
    // totals are keyed by the new zone's days, and reconcile still finds them equal to the rows.
    const [placed] = await selectRows<{ at: Date }>(
      t.database.db,
      sql`SELECT max(placed_at) AS at FROM lottery_suborders`,
    );
    const at = new Date(placed!.at);
    const zone = at.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const zoneDay = businessDayOf(at, zone);
    assert.notEqual(zoneDay, businessDayOf(at, 'UTC'), 'the zone moves the orders to another day');
    await t.database.db.execute(sql`UPDATE brands SET business_time_zone = ${zone}`);
    await keepDailyTablesInBusinessZone(t.database.db);
    const days = await selectRows<{ day: string }>(
      t.database.db,
      sql`SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM lottery_member_totals
           WHERE suborders <> 0 ORDER BY 1 DESC LIMIT 1`,
    );
    assert.equal(days[0]!.day, zoneDay);
    assert.equal(await lotteryMismatches(t.database.db), 0);
    // The history's day filter is the new zone's: that day holds every order.
    const onThatDay = await history({ startDate: zoneDay, endDate: zoneDay });
    assert.deepEqual(figures(onThatDay), await summed(sql`true`));
  });

  test('a malformed cursor is refused with 400', async () => {
    for (const cursor of ['x', '1.', '12.3.4', '-1.2']) {
      const response = await t.request({
        method: 'GET',
        url: `/lgw/orders?cursor=${encodeURIComponent(cursor)}`,
        headers: play(team),
      });
      assert.equal(response.statusCode, 400, `${cursor}: ${response.body}`);
    }
  });
});
