import { sql } from 'drizzle-orm';
import type { Turnover } from '../../contract/rewards.js';
import { selectRows, type Executor } from '../../db/database.js';
import { toMajor } from '../../http/money.js';

export interface TurnoverMinor {
  required: number;
  done: number;
  remaining: number;
  /** Each claim with a requirement, oldest first, and what it still asks for. */
  claims: { id: number; claimedAt: Date; remaining: number }[];
}

/**
 * What a member still has to stake before withdrawing. Each claimed bonus asks for
 * `bonus × multiple` of stakes settled after its claim. Stakes go to the oldest claim first:
 * walking the claims in order, the stakes left for a claim are those settled after it that the
 * earlier claims did not use. A requirement once met stays met (its stakes are spent).
 *
 * One query for any number of claims (it runs on every withdraw and withdraw-info): one pass
 * over the member's stakes settled since the first claim (the (member_id, settled_at) index)
 * sums them per slice between claim times, [claim i, claim i+1), with width_bucket; the stakes
 * settled after claim i are then slice i plus every later slice. Claims at the same instant
 * leave the earlier one an empty slice, and the suffix sums still give both the same stakes.
 */
export async function turnoverOf(db: Executor, memberId: number): Promise<TurnoverMinor> {
  const slices = await selectRows<{
    id: number;
    claimed_at: Date | string;
    required: string;
    slice: string;
  }>(
    db,
    sql`WITH claims AS (
          SELECT id, claimed_at, turnover_required_minor AS required,
                 row_number() OVER (ORDER BY claimed_at, id) AS position
            FROM promotion_participations
           WHERE member_id = ${memberId} AND state = 'CLAIMED' AND turnover_required_minor > 0),
        thresholds AS (
          SELECT array_agg(claimed_at ORDER BY claimed_at, id) AS times, min(claimed_at) AS first
            FROM claims),
        slices AS (
          SELECT width_bucket(b.settled_at, t.times) AS position, sum(b.stake_minor) AS stakes
            FROM bet_records b, thresholds t
           WHERE b.member_id = ${memberId} AND b.status = 'SETTLED' AND b.settled_at >= t.first
           GROUP BY 1)
        SELECT c.id, c.claimed_at, c.required, coalesce(s.stakes, 0) AS slice
          FROM claims c LEFT JOIN slices s ON s.position = c.position
         ORDER BY c.position`,
  );
  // Stakes settled after each claim: the suffix sums of the slices.
  const after: number[] = new Array<number>(slices.length);
  let suffix = 0;
  for (let index = slices.length - 1; index >= 0; index -= 1) {
    suffix += Number(slices[index]!.slice);
    after[index] = suffix;
  }
  let required = 0;
  let done = 0;
  let pool = Number.POSITIVE_INFINITY;
  const claims: TurnoverMinor['claims'] = [];
  slices.forEach((claim, index) => {
    // Stakes after this claim, less what the earlier claims took of them.
    pool = Math.min(after[index]!, pool);
    const owed = Number(claim.required);
    const used = Math.min(owed, pool);
    pool -= used;
    required += owed;
    done += used;
    claims.push({ id: claim.id, claimedAt: new Date(claim.claimed_at), remaining: owed - used });
  });
  return { required, done, remaining: required - done, claims };
}

export const toTurnoverDto = (turnover: TurnoverMinor): Turnover => ({
  required: toMajor(turnover.required),
  done: toMajor(turnover.done),
  remaining: toMajor(turnover.remaining),
});
