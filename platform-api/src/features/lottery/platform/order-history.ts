import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { lotteryOrdersQuery } from '../../../contract/lottery.js';
import { selectRows, type Db } from '../../../db/database.js';
import { games, lotteryGames, lotteryOrders, lotterySuborders } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { toMajor } from '../../../http/money.js';
import { addDays, businessDayOf, daysRange } from '../../system/index.js';
import { rowSelection, suborderDto, type Row } from './order-reads.js';

// GET /lgw/orders for a member with 100,000 sub-orders (issue 31: p99 ≤ 100 ms). The page's ids
// come from one index, lottery_suborders_history_idx (member, placed_at DESC, id DESC) carrying
// state, game and chase (0050), read from the index alone: after the cursor (keyset, what the
// client sends when it walks pages) or at an offset counted from the nearer end (a jump to a far
// page). The totals come from lottery_member_totals, kept per business day by triggers, never from the
// rows.

/** The history's default period: the last 7 business days. */
const DEFAULT_DAYS = 7;
/** The longest period a filter may span, in days. */
const MAX_DAYS = 93;

type Filter = z.output<typeof lotteryOrdersQuery>;

/** The filter's period: whole business days (first and last) and their instants, [start, end). */
interface Period {
  firstDay: string;
  lastDay: string;
  start: Date;
  end: Date;
}

/** A row's place in the history's order: placed_at in ms and id, as the cursor's text. */
const cursorOf = (row: Row) => `${row.sub.placedAt.getTime()}.${row.sub.id}`;

function readCursor(cursor: string): { at: Date; id: number } {
  const [at, id] = cursor.split('.').map(Number) as [number, number];
  return { at: new Date(at), id };
}

/**
 * The filter's period in business days of `zone` (brands.business_time_zone, issue 35), as every
 * day filter of the platform; the draws' own schedule zone is not a day filter.
 */
function periodOf(filter: Filter, now: Date, zone: string): Period {
  const lastDay = filter.endDate ?? businessDayOf(now, zone);
  const firstDay = filter.startDate ?? addDays(lastDay, -(DEFAULT_DAYS - 1));
  if (firstDay > lastDay || addDays(firstDay, MAX_DAYS - 1) < lastDay) {
    throw new ApiError('INVALID_INPUT', null, [{ path: 'startDate', messageKey: 'invalid_input' }]);
  }
  const { from: start, to: end } = daysRange(firstDay, lastDay, zone);
  return { firstDay, lastDay, start, end };
}

/** The filter's conditions on state, game and chase, columns of both the rows and the totals. */
function sharedConditions(filter: Filter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.orderStatus !== undefined) conditions.push(sql`state = ${filter.orderStatus}`);
  if (filter.gameId !== undefined) conditions.push(sql`game_id = ${filter.gameId}`);
  if (filter.chasingStatus !== 'All') {
    conditions.push(sql`chase = ${filter.chasingStatus === 'Chasing'}`);
  }
  return conditions;
}

interface Totals {
  n: number;
  planned: number;
  actual: number;
  won: number;
}

/** States whose stake counts as actually staked: settled won, lost or tie. */
const ACTUAL_STATES = sql`(4, 5, 16)`;

async function totalsOf(
  db: Db,
  memberId: number,
  filter: Filter,
  period: Period,
  orderId: number | null,
): Promise<Totals> {
  const conditions = sharedConditions(filter);
  // One order's sub-orders: at most a few thousand rows, summed from them directly.
  const query =
    orderId !== null
      ? sql`SELECT count(*) AS n, sum(amount_minor) AS planned,
                   sum(amount_minor) FILTER (WHERE state IN ${ACTUAL_STATES}) AS actual,
                   sum(win_minor) AS won
              FROM lottery_suborders
             WHERE order_id = ${orderId} AND member_id = ${memberId}
               AND placed_at >= ${period.start} AND placed_at < ${period.end}
               ${sql.join(
                 conditions.map((c) => sql` AND ${c}`),
                 sql``,
               )}`
      : sql`SELECT sum(suborders) AS n, sum(amount_minor) AS planned,
                   sum(amount_minor) FILTER (WHERE state IN ${ACTUAL_STATES}) AS actual,
                   sum(win_minor) AS won
              FROM lottery_member_totals
             WHERE member_id = ${memberId}
               AND day >= ${period.firstDay}::date AND day <= ${period.lastDay}::date
               ${sql.join(
                 conditions.map((c) => sql` AND ${c}`),
                 sql``,
               )}`;
  const [row] = await selectRows<Record<keyof Totals, string | null>>(db, query);
  return {
    n: Number(row?.n ?? 0),
    planned: Number(row?.planned ?? 0),
    actual: Number(row?.actual ?? 0),
    won: Number(row?.won ?? 0),
  };
}

/** How a page is read: the subquery of its ids and how many more rows it may bring. */
interface PagePlan {
  /** Its ids (none: past the end). */
  ids: SQL | null;
  /** A cursor page asks one row past the page: whether a next page exists. */
  extraRow: boolean;
  /** Offset pages: where the page ends, against the total. */
  endsAt: number | null;
}

/**
 * The page's ids as a subquery on lottery_suborders_history_idx (index only): after the cursor,
 * or at the offset counted from the nearer end (`total` needed only past page 1).
 */
function pagePlan(
  memberId: number,
  filter: Filter,
  period: Period,
  orderId: number | null,
  total: number | null,
): PagePlan {
  const where = [
    sql`member_id = ${memberId}`,
    sql`placed_at >= ${period.start}`,
    sql`placed_at < ${period.end}`,
    ...sharedConditions(filter),
  ];
  if (orderId !== null) where.push(sql`order_id = ${orderId}`);
  const whereSql = (extra: SQL[]) => sql.join([...where, ...extra], sql` AND `);
  if (filter.cursor) {
    const after = readCursor(filter.cursor);
    return {
      ids: sql`SELECT id FROM lottery_suborders
                WHERE ${whereSql([sql`(placed_at, id) < (${after.at}, ${after.id})`])}
                ORDER BY placed_at DESC, id DESC LIMIT ${filter.size + 1}`,
      extraRow: true,
      endsAt: null,
    };
  }
  const offset = (filter.page - 1) * filter.size;
  if (total === null || offset <= total / 2) {
    return {
      ids: sql`SELECT id FROM lottery_suborders WHERE ${whereSql([])}
                ORDER BY placed_at DESC, id DESC LIMIT ${filter.size} OFFSET ${offset}`,
      extraRow: false,
      endsAt: offset + filter.size,
    };
  }
  if (offset >= total) return { ids: null, extraRow: false, endsAt: offset };
  // Past the middle: the same rows counted from the oldest end.
  const count = Math.min(filter.size, total - offset);
  return {
    ids: sql`SELECT id FROM lottery_suborders WHERE ${whereSql([])}
              ORDER BY placed_at ASC, id ASC LIMIT ${count} OFFSET ${total - offset - count}`,
    extraRow: false,
    endsAt: offset + count,
  };
}

/** Newest first: placed time, then id, both descending (the index's order). */
const newestFirst = (a: Row, b: Row) =>
  b.sub.placedAt.getTime() - a.sub.placedAt.getTime() || b.sub.id - a.sub.id;

/**
 * GET /lgw/orders: the member's sub-orders, newest first, with the filter's totals; its dates
 * are business days of `zone` (the totals' days are kept in the same zone, 0048/0050).
 */
export async function orderHistory(
  db: Db,
  memberId: number,
  filter: Filter,
  now: Date,
  zone: string,
) {
  const period = periodOf(filter, now, zone);
  let orderId: number | null = null;
  if (filter.orderNumber) {
    const [order] = await db
      .select({ id: lotteryOrders.id })
      .from(lotteryOrders)
      .where(eq(lotteryOrders.orderNumber, filter.orderNumber));
    orderId = order?.id ?? -1;
  }
  const rowsOf = async (plan: PagePlan) =>
    plan.ids === null
      ? []
      : db
          .select(rowSelection(filter.language))
          .from(lotterySuborders)
          .innerJoin(lotteryOrders, eq(lotteryOrders.id, lotterySuborders.orderId))
          .innerJoin(games, eq(games.id, lotterySuborders.gameId))
          .innerJoin(lotteryGames, eq(lotteryGames.gameId, lotterySuborders.gameId))
          .where(sql`${lotterySuborders.id} IN (${plan.ids})`);
  // Page 1 and cursor pages need no total to be found: both queries at once.
  const needsTotal = !filter.cursor && filter.page > 1;
  let totals: Totals;
  let plan: PagePlan;
  let rows: Row[];
  if (needsTotal) {
    totals = await totalsOf(db, memberId, filter, period, orderId);
    plan = pagePlan(memberId, filter, period, orderId, totals.n);
    rows = await rowsOf(plan);
  } else {
    plan = pagePlan(memberId, filter, period, orderId, null);
    [totals, rows] = await Promise.all([
      totalsOf(db, memberId, filter, period, orderId),
      rowsOf(plan),
    ]);
  }
  rows.sort(newestFirst);
  const more = plan.extraRow
    ? rows.length > filter.size
    : plan.endsAt !== null && plan.endsAt < totals.n && rows.length > 0;
  const list = rows.slice(0, filter.size);
  const last = list.at(-1);
  return {
    list: list.map((row) => suborderDto(row, now)),
    page: filter.page,
    size: filter.size,
    total: totals.n,
    nextCursor: last && more ? cursorOf(last) : null,
    plannedAmount: toMajor(totals.planned),
    actualAmount: toMajor(totals.actual),
    winningAmount: toMajor(totals.won),
  };
}
