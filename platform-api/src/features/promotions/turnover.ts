import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Turnover } from '../../contract/rewards.js';
import type { Executor } from '../../db/database.js';
import { betRecords, promotionParticipations } from '../../db/schema/index.js';
import { toMajor } from '../../http/money.js';

export interface TurnoverMinor {
  required: number;
  done: number;
  remaining: number;
}

/**
 * What a member still has to stake before withdrawing. Each claimed bonus asks for
 * `bonus × multiple` of stakes settled after its claim. Stakes go to the oldest claim first:
 * walking the claims in order, the stakes left for a claim are those settled after it that the
 * earlier claims did not use. A requirement once met stays met (its stakes are spent).
 */
export async function turnoverOf(db: Executor, memberId: number): Promise<TurnoverMinor> {
  const claims = await db
    .select({
      claimedAt: promotionParticipations.claimedAt,
      required: promotionParticipations.turnoverRequiredMinor,
    })
    .from(promotionParticipations)
    .where(
      and(
        eq(promotionParticipations.memberId, memberId),
        eq(promotionParticipations.state, 'CLAIMED'),
        gt(promotionParticipations.turnoverRequiredMinor, 0),
      ),
    )
    .orderBy(asc(promotionParticipations.claimedAt), asc(promotionParticipations.id));
  let required = 0;
  let done = 0;
  let pool = Number.POSITIVE_INFINITY;
  for (const claim of claims) {
    const [row] = await db
      .select({ stakes: sql<string>`coalesce(sum(${betRecords.stakeMinor}), 0)` })
      .from(betRecords)
      .where(
        and(
          eq(betRecords.memberId, memberId),
          eq(betRecords.status, 'SETTLED'),
          gte(betRecords.settledAt, claim.claimedAt!),
        ),
      );
    // Stakes after this claim, less what the earlier claims took of them.
    pool = Math.min(Number(row?.stakes ?? 0), pool);
    const used = Math.min(claim.required, pool);
    pool -= used;
    required += claim.required;
    done += used;
  }
  return { required, done, remaining: required - done };
}

export const toTurnoverDto = (turnover: TurnoverMinor): Turnover => ({
  required: toMajor(turnover.required),
  done: toMajor(turnover.done),
  remaining: toMajor(turnover.remaining),
});
