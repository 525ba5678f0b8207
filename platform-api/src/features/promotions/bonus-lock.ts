import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../db/database.js';
import { turnoverOf } from './turnover.js';

export interface BonusLockMinor {
  /** Stakes still needed (all claims). */
  turnoverRemaining: number;
  /** What stays in the balance until the turnover is met: the bonus and what it won. */
  lockedMinor: number;
}

/**
 * How much of a balance a bonus still under turnover holds back (issue 33 item 4). The member's
 * own money stays withdrawable; locked are the bonuses of the claims whose turnover is not met
 * and the net winnings since the first of them. Losses count against the member's own money
 * first (cash plays first), so the lock is never more than the balance:
 *   locked = min(balance, Σ unmet bonuses + max(0, payouts − stakes settled since that claim)).
 */
export async function bonusLockOf(
  db: Executor,
  memberId: number,
  balanceMinor: number,
): Promise<BonusLockMinor> {
  const turnover = await turnoverOf(db, memberId);
  const unmet = turnover.claims.filter((claim) => claim.remaining > 0);
  if (unmet.length === 0) return { turnoverRemaining: 0, lockedMinor: 0 };
  const since = unmet[0]!.claimedAt;
  const ids = unmet.map((claim) => claim.id);
  const [row] = await selectRows<{ bonus: string | null; net: string | null }>(
    db,
    sql`SELECT
          (SELECT sum(bonus_minor) FROM promotion_participations
            WHERE member_id = ${memberId} AND id IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})) AS bonus,
          (SELECT sum(payout_minor - stake_minor) FROM bet_records
            WHERE member_id = ${memberId} AND status = 'SETTLED' AND settled_at >= ${since}) AS net`,
  );
  const bonus = Number(row?.bonus ?? 0);
  const winnings = Math.max(0, Number(row?.net ?? 0));
  return {
    turnoverRemaining: turnover.remaining,
    lockedMinor: Math.max(0, Math.min(balanceMinor, bonus + winnings)),
  };
}
