import { sql, type SQL } from 'drizzle-orm';
import type {
  BetRecordPage,
  BetStatus,
  ProfitLoss,
  RecordPeriod,
  TransactionRecordPage,
  TransactionType,
} from '../../contract/wallet.js';
import { selectRows, type Db } from '../../db/database.js';
import type { LedgerKind } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { describe, recordContext } from './record-references.js';
import { addDays, businessDayOf, daysRange } from '../system/index.js';

export interface Period {
  /** Inclusive business days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  from: Date;
  /** Exclusive. */
  to: Date;
}

/** The same day a year before (29 February: 1 March, as a year of days back lands). */
function yearBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year - 1, month - 1, date)).toISOString().slice(0, 10);
}

/**
 * The business days (brands.business_time_zone, issue 35) of a preset, or of a custom range that
 * starts at most 12 months back and does not end after the business today. The daily tables the
 * totals read are keyed by the same days (migration 0048).
 */
export function resolvePeriod(
  query: { period: RecordPeriod; startDate?: string; endDate?: string },
  now: Date,
  zone: string,
): Period {
  const today = businessDayOf(now, zone);
  let first: string;
  let last: string;
  switch (query.period) {
    case 'today':
      [first, last] = [today, today];
      break;
    case 'yesterday':
      [first, last] = [addDays(today, -1), addDays(today, -1)];
      break;
    case 'last7':
      [first, last] = [addDays(today, -6), today];
      break;
    case 'last30':
      [first, last] = [addDays(today, -29), today];
      break;
    case 'custom': {
      [first, last] = [query.startDate!, query.endDate!];
      if (first > last) {
        throw new ApiError('INVALID_INPUT', null, [
          { path: 'endDate', messageKey: 'invalid_input' },
        ]);
      }
      const earliest = yearBefore(today);
      if (first < earliest || last > today) {
        throw new ApiError('INVALID_INPUT', null, [
          { path: first < earliest ? 'startDate' : 'endDate', messageKey: 'invalid_input' },
        ]);
      }
      break;
    }
  }
  return daysRange(first, last, zone);
}

/** Ledger kinds shown under each type filter of the transaction record. */
export const KINDS_OF_TYPE: Record<TransactionType, LedgerKind[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAWAL: ['WITHDRAWAL', 'WITHDRAWAL_REJECTED'],
  // A cancelled bet's refund shows beside the stake it gives back.
  BET: ['BET', 'BET_REFUND'],
  PAYOUT: ['PAYOUT'],
  // Rewards and an agent's contract pay are bonuses to the member who receives them.
  BONUS: ['BONUS', 'TRIAL_CREDIT', 'RED_RAIN', 'REFERRAL', 'MALL_REDEEM', 'SALARY', 'DIVIDEND'],
  REBATE: ['REBATE'],
  ADJUSTMENT: ['ADJUSTMENT'],
};
const TYPE_OF_KIND = new Map<string, TransactionType>(
  Object.entries(KINDS_OF_TYPE).flatMap(([type, kinds]) =>
    kinds.map((kind): [string, TransactionType] => [kind, type as TransactionType]),
  ),
);

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The member's main ledger account (none before the first wallet use). */
async function mainAccountId(db: Db, memberId: number): Promise<number | null> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`SELECT a.id FROM ledger_accounts a JOIN wallets w ON w.id = a.wallet_id
         WHERE w.member_id = ${memberId} AND a.kind = 'MEMBER_MAIN'`,
  );
  return row?.id ?? null;
}

/**
 * Every movement of the member's main balance in the period, newest first, keyset-paged by
 * posting id on the index (account_id, id), or (account_id, kind, id) when filtered by type;
 * totals over the whole period.
 */
export async function transactionRecord(
  db: Db,
  memberId: number,
  query: { types?: TransactionType[]; cursor?: string; pageSize: number },
  period: Period,
): Promise<TransactionRecordPage> {
  const empty = {
    list: [],
    nextCursor: null,
    startDate: period.startDate,
    endDate: period.endDate,
    totals: { deposits: 0, withdrawals: 0, netDeposits: 0 },
  };
  const accountId = await mainAccountId(db, memberId);
  if (accountId === null) return empty;
  const kinds = (query.types ?? (Object.keys(KINDS_OF_TYPE) as TransactionType[])).flatMap(
    (type) => KINDS_OF_TYPE[type],
  );
  const conditions: SQL[] = [
    sql`p.account_id = ${accountId}`,
    sql`p.created_at >= ${period.from}`,
    sql`p.created_at < ${period.to}`,
    sql`p.kind IN (${list(kinds)})`,
  ];
  if (query.cursor) conditions.push(sql`p.id < ${query.cursor}`);
  // Ordered by (account_id, id), the index's own order: ordered by id alone, the planner may walk
  // the primary key backwards through every newer posting of other accounts.
  const rows = await selectRows<{
    id: string;
    kind: string;
    amount: string;
    after: string;
    reference: string;
    memo: string | null;
    at: Date | string;
  }>(
    db,
    sql`SELECT p.id, p.kind, p.amount_minor AS amount, p.balance_after AS after,
               t.reference, t.memo, p.created_at AS at
          FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id
         WHERE ${sql.join(conditions, sql` AND `)}
         ORDER BY p.account_id DESC, p.id DESC LIMIT ${query.pageSize + 1}`,
  );
  const [totals] = await selectRows<{ deposits: string | null; withdrawals: string | null }>(
    db,
    sql`SELECT sum(total_minor) FILTER (WHERE kind = 'DEPOSIT') AS deposits,
               -sum(total_minor) FILTER (WHERE kind IN ('WITHDRAWAL', 'WITHDRAWAL_REJECTED')) AS withdrawals
          FROM ledger_daily_totals
         WHERE account_id = ${accountId} AND day >= ${period.startDate}::date
           AND day <= ${period.endDate}::date AND kind IN (${list(kinds)})`,
  );
  const page = rows.slice(0, query.pageSize);
  const context = await recordContext(
    db,
    memberId,
    page.map((row) => row.reference),
  );
  const deposits = Number(totals?.deposits ?? 0);
  const withdrawals = Number(totals?.withdrawals ?? 0);
  return {
    list: page.map((row) => ({
      id: Number(row.id),
      type: TYPE_OF_KIND.get(row.kind) ?? 'ADJUSTMENT',
      kind: row.kind,
      amount: toMajor(Number(row.amount)),
      balanceAfter: toMajor(Number(row.after)),
      reference: row.reference,
      ...describe(row.reference, row.memo, context),
      createdAt: new Date(row.at).toISOString(),
    })),
    nextCursor: rows.length > query.pageSize ? String(page.at(-1)!.id) : null,
    startDate: period.startDate,
    endDate: period.endDate,
    totals: {
      deposits: toMajor(deposits),
      withdrawals: toMajor(withdrawals),
      netDeposits: toMajor(deposits - withdrawals),
    },
  };
}

/**
 * The round id inside a bet reference (`slot:<member>:<round>`, `lottery:<member>:<bet>`); a
 * lottery order's sub-order (`lgw:<orderNumber>:<line>:<numero>`) keeps its order number, so a
 * player finds the bet in the lottery page's My orders.
 */
export const roundOf = (reference: string) =>
  reference.startsWith('lgw:')
    ? reference.slice('lgw:'.length)
    : reference.split(':').slice(2).join(':') || reference;

/**
 * A status filter of the bet record as a literal, not a parameter: the bets not settled have a
 * partial index of their own (migration 0055), and the planner can use it only when it sees
 * the filter's value while planning, which a generic plan of a parameter does not.
 */
const betStatusIs: Record<BetStatus, SQL> = {
  OPEN: sql`b.status = 'OPEN'`,
  SETTLED: sql`b.status = 'SETTLED'`,
  CANCELLED: sql`b.status = 'CANCELLED'`,
};

/** Every bet of the member placed in the period, newest first, keyset-paged by (time, id). */
export async function betRecord(
  db: Db,
  memberId: number,
  query: { category?: string; status?: BetStatus; cursor?: string; pageSize: number },
  period: Period,
): Promise<BetRecordPage> {
  const conditions: SQL[] = [
    sql`b.member_id = ${memberId}`,
    sql`b.placed_at >= ${period.from}`,
    sql`b.placed_at < ${period.to}`,
  ];
  if (query.category) conditions.push(sql`v.category = ${query.category}`);
  if (query.status) conditions.push(betStatusIs[query.status]);
  const where = sql.join(conditions, sql` AND `);
  const totalConditions: SQL[] = [
    sql`member_id = ${memberId}`,
    sql`day >= ${period.startDate}::date`,
    sql`day <= ${period.endDate}::date`,
  ];
  if (query.category) totalConditions.push(sql`category = ${query.category}`);
  if (query.status) totalConditions.push(sql`status = ${query.status}`);
  const [totals] = await selectRows<{
    bets: number;
    stake: string | null;
    payout: string | null;
    settled_stake: string | null;
  }>(
    db,
    sql`SELECT COALESCE(sum(bets), 0)::int AS bets,
               sum(stake_minor) FILTER (WHERE status <> 'CANCELLED') AS stake,
               sum(payout_minor) FILTER (WHERE status = 'SETTLED') AS payout,
               sum(stake_minor) FILTER (WHERE status = 'SETTLED') AS settled_stake
          FROM bet_daily_totals WHERE ${sql.join(totalConditions, sql` AND `)}`,
  );
  // Newest placed first, by time and not by id (seeded history and late writers insert older
  // bets after newer ones); the cursor stays the last bet's id, its time read back from it.
  const pageWhere = query.cursor
    ? sql`${where} AND (b.placed_at, b.id) < (SELECT c.placed_at, c.id FROM bet_records c
            WHERE c.id = ${query.cursor} AND c.member_id = ${memberId})`
    : where;
  // The day totals say when the filters match no bet at all: then the page query is not run, as
  // it would walk every bet of the member in the period looking for one (a category filter is
  // not indexable: it is the game's vendor's).
  const rows = !totals?.bets
    ? []
    : await selectRows<{
        id: string;
        reference: string;
        game_id: number;
        game: string;
        vendor: string;
        category: string;
        stake: string;
        payout: string;
        status: 'OPEN' | 'SETTLED' | 'CANCELLED';
        placed: Date | string;
        settled: Date | string | null;
      }>(
        db,
        sql`SELECT b.id, b.reference, b.game_id, g.name_en AS game, v.code AS vendor, v.category,
               b.stake_minor AS stake, b.payout_minor AS payout, b.status,
               b.placed_at AS placed, b.settled_at AS settled
          FROM bet_records b JOIN games g ON g.id = b.game_id JOIN vendors v ON v.code = g.vendor_code
         WHERE ${pageWhere}
         ORDER BY b.member_id DESC, b.placed_at DESC, b.id DESC LIMIT ${query.pageSize + 1}`,
      );
  const page = rows.slice(0, query.pageSize);
  const payout = Number(totals?.payout ?? 0);
  return {
    list: page.map((row) => {
      const stake = Number(row.stake);
      const won = Number(row.payout);
      return {
        id: Number(row.id),
        roundId: roundOf(row.reference),
        gameId: row.game_id,
        gameName: row.game,
        vendor: row.vendor,
        category: row.category,
        stake: toMajor(stake),
        payout: toMajor(won),
        winLoss: row.status === 'SETTLED' ? toMajor(won - stake) : 0,
        status: row.status,
        placedAt: new Date(row.placed).toISOString(),
        settledAt: row.settled ? new Date(row.settled).toISOString() : null,
      };
    }),
    nextCursor: rows.length > query.pageSize ? String(page.at(-1)!.id) : null,
    startDate: period.startDate,
    endDate: period.endDate,
    totals: {
      bets: totals?.bets ?? 0,
      stake: toMajor(Number(totals?.stake ?? 0)),
      payout: toMajor(payout),
      winLoss: toMajor(payout - Number(totals?.settled_stake ?? 0)),
    },
  };
}

/**
 * Withdrawal requests of the member whose request fell in the period, by their state now: paid
 * ones, and the rest (pending, or rejected after the period).
 */
async function withdrawalsRequested(db: Db, memberId: number, period: Period) {
  const [row] = await selectRows<{ paid: string | null }>(
    db,
    sql`SELECT sum(amount_minor) FILTER (WHERE status = 'PAID') AS paid FROM withdrawals
         WHERE member_id = ${memberId} AND created_at >= ${period.from} AND created_at < ${period.to}`,
  );
  return Number(row?.paid ?? 0);
}

/**
 * The member's money over a period. Every line is a movement of the main balance in the period
 * (the transaction record's), so the lines add up to `netMovement`:
 * deposits − withdrawals − withdrawalsPending − stakes + payouts + openBets + bonuses + rebates
 * + adjustments. Stakes and payouts (and the breakdown by category) are those of the settled bets
 * placed in the period; `openBets` is what the bets moved besides: stakes of bets still open and
 * of cancelled ones not yet refunded, and results that settled in another period than the stake.
 */
export async function profitAndLoss(db: Db, memberId: number, period: Period): Promise<ProfitLoss> {
  const accountId = await mainAccountId(db, memberId);
  const money = accountId
    ? await selectRows<{ kind: string; total: string }>(
        db,
        sql`SELECT kind, sum(total_minor) AS total FROM ledger_daily_totals
             WHERE account_id = ${accountId} AND day >= ${period.startDate}::date
               AND day <= ${period.endDate}::date
             GROUP BY kind`,
      )
    : [];
  const of = (...kinds: string[]) =>
    money
      .filter((row) => kinds.includes(row.kind))
      .reduce((sum, row) => sum + Number(row.total), 0);
  const categories = await selectRows<{
    category: string;
    bets: number;
    stakes: string;
    payouts: string;
  }>(
    db,
    sql`SELECT category, sum(bets)::int AS bets, sum(stake_minor) AS stakes,
               sum(payout_minor) AS payouts
          FROM bet_daily_totals
         WHERE member_id = ${memberId} AND day >= ${period.startDate}::date
           AND day <= ${period.endDate}::date AND status = 'SETTLED'
         GROUP BY category HAVING sum(bets) > 0 ORDER BY category`,
  );
  const stakes = categories.reduce((sum, row) => sum + Number(row.stakes), 0);
  const payouts = categories.reduce((sum, row) => sum + Number(row.payouts), 0);
  const bonuses = of(...KINDS_OF_TYPE.BONUS);
  const rebates = of(...KINDS_OF_TYPE.REBATE);
  // A request leaves the main balance when it is made (WITHDRAWAL, to the hold) and comes back
  // only when rejected (WITHDRAWAL_REJECTED): only the paid ones are withdrawals.
  const requested = -of(...KINDS_OF_TYPE.WITHDRAWAL);
  const paid = await withdrawalsRequested(db, memberId, period);
  const betsMoved = of(...KINDS_OF_TYPE.BET, ...KINDS_OF_TYPE.PAYOUT);
  const netMovement = money.reduce((sum, row) => sum + Number(row.total), 0);
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    deposits: toMajor(of(...KINDS_OF_TYPE.DEPOSIT)),
    withdrawals: toMajor(paid),
    withdrawalsPending: toMajor(requested - paid),
    stakes: toMajor(stakes),
    payouts: toMajor(payouts),
    openBets: toMajor(betsMoved - (payouts - stakes)),
    bonuses: toMajor(bonuses),
    rebates: toMajor(rebates),
    adjustments: toMajor(of(...KINDS_OF_TYPE.ADJUSTMENT)),
    netWinLoss: toMajor(payouts - stakes + bonuses + rebates),
    netMovement: toMajor(netMovement),
    byCategory: categories.map((row) => ({
      category: row.category,
      bets: row.bets,
      stakes: toMajor(Number(row.stakes)),
      payouts: toMajor(Number(row.payouts)),
      winLoss: toMajor(Number(row.payouts) - Number(row.stakes)),
    })),
  };
}
