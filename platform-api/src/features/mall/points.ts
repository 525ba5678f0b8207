import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  betRecords,
  pointsAccounts,
  pointsEntries,
  pointsSettings,
  type PointsEntryKind,
} from '../../db/schema/index.js';

type AccountRow = typeof pointsAccounts.$inferSelect;

export async function stakeMinorPerPoint(db: Executor): Promise<number> {
  const [row] = await db.select().from(pointsSettings).where(eq(pointsSettings.id, 1));
  return row!.stakeMinorPerPoint;
}

/** The member's points account, created empty on first use and locked for the transaction. */
async function lockAccount(tx: Executor, memberId: number): Promise<AccountRow> {
  await tx.insert(pointsAccounts).values({ memberId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(pointsAccounts)
    .where(eq(pointsAccounts.memberId, memberId))
    .for('update');
  return row!;
}

/** Appends a points entry and moves the balance; the caller holds the account's lock. */
export async function postPoints(
  tx: Executor,
  account: AccountRow,
  entry: { kind: PointsEntryKind; points: number; reference: string; memo?: string; at: Date },
): Promise<number> {
  const balance = account.balance + entry.points;
  await tx.insert(pointsEntries).values({
    memberId: account.memberId,
    kind: entry.kind,
    points: entry.points,
    balanceAfter: balance,
    reference: entry.reference,
    memo: entry.memo ?? null,
    createdAt: entry.at,
  });
  await tx
    .update(pointsAccounts)
    .set({ balance })
    .where(eq(pointsAccounts.memberId, account.memberId));
  account.balance = balance;
  return balance;
}

/**
 * Settles the member's points, run whenever the mall reads or spends them (no scheduler): the
 * settled stakes not counted yet, plus the remainder left from earlier, earn one point per
 * `stake_minor_per_point` at the rate of the moment; one EARN entry per settlement, under the
 * account's lock, so parallel reads count each stake once. Answers the locked account.
 */
export async function settlePoints(tx: Executor, memberId: number, now: Date): Promise<AccountRow> {
  const account = await lockAccount(tx, memberId);
  const [staked] = await tx
    .select({ total: sql<string>`coalesce(sum(${betRecords.stakeMinor}), 0)` })
    .from(betRecords)
    .where(and(eq(betRecords.memberId, memberId), eq(betRecords.status, 'SETTLED')));
  const total = Number(staked?.total ?? 0);
  const fresh = total - account.countedStakeMinor;
  if (fresh <= 0) return account;
  const rate = await stakeMinorPerPoint(tx);
  const pool = account.stakeRemainderMinor + fresh;
  const earned = Math.floor(pool / rate);
  await tx
    .update(pointsAccounts)
    .set({ countedStakeMinor: total, stakeRemainderMinor: pool % rate })
    .where(eq(pointsAccounts.memberId, memberId));
  account.countedStakeMinor = total;
  account.stakeRemainderMinor = pool % rate;
  if (earned > 0) {
    await postPoints(tx, account, {
      kind: 'EARN',
      points: earned,
      reference: `earn:${memberId}:${total}`,
      memo: 'Settled stakes',
      at: now,
    });
  }
  return account;
}

export async function lockedAccount(tx: Executor, memberId: number): Promise<AccountRow> {
  return lockAccount(tx, memberId);
}
