import { sql } from 'drizzle-orm';
import type { RebateCategory, SettlementSummary } from '../../contract/agent-money.js';
import { selectRows, type Db, type Executor } from '../../db/database.js';
import { lockKeys } from '../../db/locks.js';
import {
  agentSettlementRuns,
  agentSettlements,
  type SettlementKind,
} from '../../db/schema/index.js';
import { toMajor } from '../../http/money.js';
import { downlineCte } from '../agent/index.js';
import { postTransactions } from '../wallet/index.js';
import { activeContracts } from './contracts.js';
import { addDays, businessDayOf, dailyTablesZone, dayRange } from '../system/index.js';
import { effectiveRates } from './rates.js';
import { planRebates, type StakeLine } from './rebate-plan.js';
import { dividendMinor, periodEndingOn, reachedTier } from './tiers.js';

/**
 * Payments per database transaction (each holds the day's advisory lock and the batch's wallet
 * rows): one bulk ledger posting per batch; small enough that members' own postings on those
 * wallets wait a fraction of a second, not the whole run.
 */
export const SETTLEMENT_BATCH = 500;

interface Payment {
  memberId: number;
  kind: SettlementKind;
  baseMinor: number;
  ownMinor: number;
  downlineMinor: number;
  amountMinor: number;
  contractId: number | null;
}

const LEDGER_KIND = {
  REBATE: 'REBATE',
  SALARY: 'SALARY',
  DIVIDEND: 'DIVIDEND',
  HOURLY: 'SALARY',
} as const;

/** The ledger reference of a payment: one per day, account and kind, like its settlement row. */
export const settlementReference = (day: string, kind: SettlementKind, memberId: number) =>
  `agent-settle:${day}:${kind}:${memberId}`;

/** Settled stakes of the day by member and category (trial accounts earn nothing). */
async function dayStakes(db: Executor, day: string): Promise<StakeLine[]> {
  const rows = await selectRows<{ member_id: number; category: string; stake: string }>(
    db,
    sql`SELECT t.member_id, t.category, sum(t.stake_minor)::bigint AS stake
          FROM bet_daily_totals t JOIN members m ON m.id = t.member_id
         WHERE t.day = ${day} AND t.status = 'SETTLED' AND NOT m.is_trial AND m.type <> 4
         GROUP BY 1, 2 HAVING sum(t.stake_minor) > 0`,
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    category: row.category as RebateCategory,
    stakeMinor: Number(row.stake),
  }));
}

/** Every bettor of the day and every agent above them, with their parent. */
async function chainOf(db: Executor, day: string): Promise<Map<number, number | null>> {
  const rows = await selectRows<{ id: number; parent_agent_id: number | null }>(
    db,
    sql`WITH RECURSIVE up(id) AS (
          SELECT DISTINCT member_id FROM bet_daily_totals WHERE day = ${day} AND status = 'SETTLED'
          UNION
          SELECT m.parent_agent_id FROM members m JOIN up ON m.id = up.id
           WHERE m.parent_agent_id IS NOT NULL
        )
        SELECT m.id, m.parent_agent_id FROM members m JOIN up ON up.id = m.id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      row.parent_agent_id === null ? null : Number(row.parent_agent_id),
    ]),
  );
}

async function rebatePayments(db: Executor, day: string): Promise<Payment[]> {
  const stakes = await dayStakes(db, day);
  if (stakes.length === 0) return [];
  const parents = await chainOf(db, day);
  const rates = await effectiveRates(db, [...parents.keys()]);
  const shares = planRebates(stakes, parents, rates);
  return [...shares.entries()]
    .map(([memberId, share]) => ({
      memberId,
      kind: 'REBATE' as const,
      baseMinor: share.stakeMinor,
      ownMinor: share.ownMinor,
      downlineMinor: share.downlineMinor,
      amountMinor: share.ownMinor + share.downlineMinor,
      contractId: null,
    }))
    .filter((payment) => payment.amountMinor > 0)
    .sort((a, b) => a.memberId - b.memberId);
}

/** The whole downline's settled stakes, net loss (stakes − payouts) and active bettors. */
async function teamFigures(db: Executor, agentId: number, from: string, to: string) {
  const [row] = await selectRows<{ stake: string; net: string; active: number }>(
    db,
    sql`${downlineCte(agentId)}
        SELECT coalesce(sum(t.stake_minor), 0)::bigint AS stake,
               coalesce(sum(t.stake_minor - t.payout_minor), 0)::bigint AS net,
               count(DISTINCT t.member_id)::int AS active
          FROM bet_daily_totals t JOIN downline d ON d.id = t.member_id
         WHERE t.day BETWEEN ${from} AND ${to} AND t.status = 'SETTLED'`,
  );
  return {
    stake: Number(row?.stake ?? 0),
    net: Number(row?.net ?? 0),
    active: Number(row?.active ?? 0),
  };
}

/** Per hour of the day: the downline's settled stakes and bettors (hourly contracts). */
async function teamHours(db: Executor, agentId: number, day: string, zone: string) {
  const { from: start, to: end } = dayRange(day, zone);
  return selectRows<{ stake: string; active: number }>(
    db,
    sql`${downlineCte(agentId)}
        SELECT sum(b.stake_minor)::bigint AS stake, count(DISTINCT b.member_id)::int AS active
          FROM bet_records b JOIN downline d ON d.id = b.member_id
         WHERE b.placed_at >= ${start.toISOString()} AND b.placed_at < ${end.toISOString()}
           AND b.status = 'SETTLED'
         GROUP BY date_trunc('hour', b.placed_at)`,
  );
}

async function contractPayments(db: Executor, day: string, zone: string): Promise<Payment[]> {
  const dayEnd = dayRange(day, zone).to;
  const payments: Payment[] = [];
  for (const contract of await activeContracts(db, dayEnd)) {
    const base = { memberId: contract.agentId, contractId: contract.id, downlineMinor: 0 };
    if (contract.kind === 'SALARY') {
      const team = await teamFigures(db, contract.agentId, day, day);
      const tier = reachedTier(contract.tiers, team.stake, team.active);
      const amount = tier?.pay ?? 0;
      payments.push({
        ...base,
        kind: 'SALARY',
        baseMinor: team.stake,
        ownMinor: amount,
        amountMinor: amount,
      });
    } else if (contract.kind === 'DIVIDEND') {
      const period = periodEndingOn(contract.period, day);
      if (!period) continue;
      const team = await teamFigures(db, contract.agentId, period.from, period.to);
      const amount = dividendMinor(reachedTier(contract.tiers, team.net, team.active), team.net);
      payments.push({
        ...base,
        kind: 'DIVIDEND',
        baseMinor: team.net,
        ownMinor: amount,
        amountMinor: amount,
      });
    } else {
      let amount = 0;
      let stake = 0;
      for (const hour of await teamHours(db, contract.agentId, day, zone)) {
        stake += Number(hour.stake);
        amount += reachedTier(contract.tiers, Number(hour.stake), Number(hour.active))?.pay ?? 0;
      }
      payments.push({
        ...base,
        kind: 'HOURLY',
        baseMinor: stake,
        ownMinor: amount,
        amountMinor: amount,
      });
    }
  }
  return payments;
}

/**
 * Pays a batch under the day's advisory lock: the batch's settlement rows are written first in
 * one statement (the primary key is the day, account and kind) and only the rows that are new
 * are posted, all in one bulk ledger call, so a second run, on this server or another, pays
 * nothing again and a failure leaves neither rows nor postings. Rows are written for zero
 * amounts too (a contract whose tier was not reached), so the history shows the day.
 */
async function payBatch(db: Db, day: string, batch: Payment[], now: Date): Promise<Payment[]> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, 'agent-settlement', [day]);
    const wallets = await selectRows<{ member_id: number; id: number }>(
      tx,
      sql`SELECT member_id, id FROM wallets WHERE member_id IN (${sql.join(
        batch.map((payment) => sql`${payment.memberId}`),
        sql`, `,
      )})`,
    );
    const walletOf = new Map(wallets.map((row) => [Number(row.member_id), Number(row.id)]));
    const payable = batch.filter((payment) => walletOf.has(payment.memberId));
    if (payable.length === 0) return [];
    const inserted = await tx
      .insert(agentSettlements)
      .values(
        payable.map((payment) => ({
          day,
          memberId: payment.memberId,
          kind: payment.kind,
          stakeMinor: payment.baseMinor,
          ownMinor: payment.ownMinor,
          downlineMinor: payment.downlineMinor,
          amountMinor: payment.amountMinor,
          contractId: payment.contractId,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ memberId: agentSettlements.memberId, kind: agentSettlements.kind });
    const isNew = new Set(inserted.map((row) => `${row.kind}:${row.memberId}`));
    const paid = payable.filter((payment) => isNew.has(`${payment.kind}:${payment.memberId}`));
    await postTransactions(
      tx,
      paid
        .filter((payment) => payment.amountMinor > 0)
        .map((payment) => ({
          kind: LEDGER_KIND[payment.kind],
          reference: settlementReference(day, payment.kind, payment.memberId),
          memo: `${payment.kind.toLowerCase()} ${day}`,
          at: now,
          postings: [
            {
              account: { walletId: walletOf.get(payment.memberId)!, side: 'main' as const },
              amountMinor: payment.amountMinor,
            },
            {
              account: { house: payment.kind === 'REBATE' ? 'bonus' : 'agent-pay' } as const,
              amountMinor: -payment.amountMinor,
            },
          ],
        })),
    );
    return paid;
  });
}

/**
 * The daily settlement of one business day (which must be over; the days the bet totals are keyed
 * by, 0048): rebates on every member's settled
 * stakes and the differences up the chain (ledger REBATE against house:bonus), then the contract
 * pay of agents (SALARY / DIVIDEND against house:agent-pay). Safe to run again or at the same
 * time on several servers: what was paid is not paid again.
 */
export async function settleDay(db: Db, day: string, now: Date): Promise<SettlementSummary> {
  const zone = await dailyTablesZone(db);
  const computed = [...(await rebatePayments(db, day)), ...(await contractPayments(db, day, zone))];
  // What an earlier run already paid is left out before any transaction starts (a run at the
  // same time is still stopped by the settlement row's key).
  const done = new Set(
    (
      await selectRows<{ member_id: number; kind: string }>(
        db,
        sql`SELECT member_id, kind FROM agent_settlements WHERE day = ${day}`,
      )
    ).map((row) => `${row.kind}:${Number(row.member_id)}`),
  );
  const payments = computed.filter((payment) => !done.has(`${payment.kind}:${payment.memberId}`));
  const summary: SettlementSummary = {
    date: day,
    paid: 0,
    rebate: 0,
    salary: 0,
    dividend: 0,
    hourly: 0,
  };
  const totals = { REBATE: 0, SALARY: 0, DIVIDEND: 0, HOURLY: 0 };
  for (let start = 0; start < payments.length; start += SETTLEMENT_BATCH) {
    for (const payment of await payBatch(
      db,
      day,
      payments.slice(start, start + SETTLEMENT_BATCH),
      now,
    )) {
      if (payment.amountMinor > 0) summary.paid += 1;
      totals[payment.kind] += payment.amountMinor;
    }
  }
  // The day is done: the timer's catch-up (timer.ts) skips it from now on.
  await db.insert(agentSettlementRuns).values({ day, finishedAt: now }).onConflictDoNothing();
  summary.rebate = toMajor(totals.REBATE);
  summary.salary = toMajor(totals.SALARY);
  summary.dividend = toMajor(totals.DIVIDEND);
  summary.hourly = toMajor(totals.HOURLY);
  return summary;
}

/** Today's UTC date of a clock reading, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
/** The business day before the one `at` falls in. */
export const previousDay = (at: Date, zone: string): string => addDays(businessDayOf(at, zone), -1);
