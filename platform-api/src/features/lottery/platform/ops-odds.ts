import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { opsLotteryOddsBody } from '../../../contract/lottery-ops.js';
import type { Db, Executor } from '../../../db/database.js';
import { lotteryBrandOdds } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import type { Play } from '../../../lottery-rules/index.js';
import { recordAudit } from '../../wallet/index.js';
import { defaultOddsCents, maxOddsCents, MIN_ODDS_CENTS, oddsInForce } from './odds.js';
import { rules } from './rules.js';

// The operator reads and sets the brand's fixed odds of one Entertainment play. Orders placed
// afterwards keep the new odds on their sub-orders; orders already placed keep theirs.

/** The Entertainment play of that id; a Tradition play has no odds (paid by series): 404. */
function entertainmentPlay(playId: number): Play {
  const found = rules().playOf(playId);
  if (!found || found.play.playType !== 'ENTERTAINMENT') throw new ApiError('NOT_FOUND');
  return found.play;
}

async function oddsView(db: Executor, brandId: number, play: Play) {
  const odds = await oddsInForce(db, brandId, [play]);
  const [row] = await db
    .select({ updatedAt: lotteryBrandOdds.updatedAt })
    .from(lotteryBrandOdds)
    .where(and(eq(lotteryBrandOdds.brandId, brandId), eq(lotteryBrandOdds.playId, play.id)));
  return {
    playId: play.id,
    playCode: play.code,
    odds: odds.get(play.id)! / 100,
    defaultOdds: defaultOddsCents(play) / 100,
    allowed: { min: MIN_ODDS_CENTS / 100, max: maxOddsCents(play) / 100 },
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET /ops/lottery/odds/{playId} */
export async function playOdds(db: Db, brandId: number, playId: number) {
  return oddsView(db, brandId, entertainmentPlay(playId));
}

/**
 * PUT /ops/lottery/odds/{playId}: within [1.00, the play's fair odds], written and audited as
 * LOTTERY_ODDS_SET in one transaction that locks the brand's row of the play (two operators
 * setting it at once: one after the other, each audit with the odds it replaced).
 */
export async function setPlayOdds(
  db: Db,
  brandId: number,
  playId: number,
  input: z.output<typeof opsLotteryOddsBody>,
  now: Date,
) {
  const play = entertainmentPlay(playId);
  const cents = Math.round(input.odds * 100);
  const max = maxOddsCents(play);
  if (cents < MIN_ODDS_CENTS || cents > max) {
    throw new ApiError('ODDS_OUT_OF_RANGE', { min: MIN_ODDS_CENTS / 100, max: max / 100 }, [
      { path: 'odds', messageKey: 'odds_out_of_range' },
    ]);
  }
  return db.transaction(async (tx) => {
    await tx
      .insert(lotteryBrandOdds)
      .values({ brandId, playId, oddsCents: defaultOddsCents(play), updatedAt: now })
      .onConflictDoNothing();
    const [before] = await tx
      .select({ oddsCents: lotteryBrandOdds.oddsCents })
      .from(lotteryBrandOdds)
      .where(and(eq(lotteryBrandOdds.brandId, brandId), eq(lotteryBrandOdds.playId, playId)))
      .for('update');
    await tx
      .update(lotteryBrandOdds)
      .set({ oddsCents: cents, updatedAt: now })
      .where(and(eq(lotteryBrandOdds.brandId, brandId), eq(lotteryBrandOdds.playId, playId)));
    await recordAudit(
      tx,
      {
        operator: input.operator,
        action: 'LOTTERY_ODDS_SET',
        target: `${brandId}:${play.code}`,
        detail: { playId, from: before!.oddsCents / 100, to: cents / 100 },
      },
      now,
    );
    return oddsView(tx, brandId, play);
  });
}
