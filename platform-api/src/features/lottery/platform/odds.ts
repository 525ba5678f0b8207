import { and, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../../db/database.js';
import { lotteryBrandOdds } from '../../../db/schema/index.js';
import { allFamilies, type Play } from '../../../lottery-rules/index.js';

// The brand's fixed odds of Entertainment plays (issue 31: "Entertainment: the brand's fixed
// odds"), in cents of odds per unit staked, stake included (198 = 1.98): whole numbers, so a
// payout is unit × cents / 100 with no binary fraction in the odds themselves.

/** The play's default odds in cents (its rules' defaultOdds). */
export function defaultOddsCents(play: Play): number {
  return Math.round((play.defaultOdds ?? 0) * 100);
}

/**
 * The highest odds a brand may set, in cents: the odds at which the play's expected return is
 * the stake itself — what a Tradition bet pays at series 2000, the top of the series scale
 * (amount × 2000 / 2000 / p: a fair game). Above it the house would pay out more than it takes
 * on average. The defaults return at most 99% of the stake, ties counted (house-odds.ts,
 * number-pool.ts: p × default + t ≤ 0.99, t the tie chance that returns the stake), so
 * default + 0.01 / p keeps p × odds + t ≤ 1 without knowing t; rounded down to the cent.
 */
export function maxOddsCents(play: Play): number {
  const p = play.probability ?? 1;
  return Math.floor(defaultOddsCents(play) + 1 / p + 1e-9);
}

/** The lowest: 1.00, a win that gives back the stake; below it a win would be a loss. */
export const MIN_ODDS_CENTS = 100;

/** The brand a member plays under (its merchant's). */
export async function brandOfMember(db: Executor, memberId: number): Promise<number> {
  const [row] = await selectRows<{ brand_id: number }>(
    db,
    sql`SELECT mc.brand_id FROM members m JOIN merchants mc ON mc.code = m.merchant_code
         WHERE m.id = ${memberId}`,
  );
  if (!row) throw new Error(`member ${memberId} has no merchant`);
  return Number(row.brand_id);
}

/** The brand's odds in force, in cents, of the given plays; a play without a row: its default. */
export async function oddsInForce(
  db: Executor,
  brandId: number,
  plays: readonly Play[],
): Promise<Map<number, number>> {
  const wanted = plays.filter((play) => play.playType === 'ENTERTAINMENT');
  const odds = new Map(wanted.map((play) => [play.id, defaultOddsCents(play)]));
  if (wanted.length === 0) return odds;
  const rows = await db
    .select({ playId: lotteryBrandOdds.playId, oddsCents: lotteryBrandOdds.oddsCents })
    .from(lotteryBrandOdds)
    .where(
      and(
        eq(lotteryBrandOdds.brandId, brandId),
        inArray(
          lotteryBrandOdds.playId,
          wanted.map((play) => play.id),
        ),
      ),
    );
  for (const row of rows) odds.set(row.playId, row.oddsCents);
  return odds;
}

/** Every Entertainment play of every family of the registry. */
export function entertainmentPlays(): Play[] {
  return allFamilies().flatMap((family) =>
    family.plays.filter((play) => play.playType === 'ENTERTAINMENT'),
  );
}

/** Seeds each brand's odds from the plays' defaults; rows already there are kept. */
export async function seedBrandOdds(db: Executor, now: Date): Promise<void> {
  const plays = entertainmentPlays();
  const brandRows = await selectRows<{ id: number }>(db, sql`SELECT id FROM brands ORDER BY id`);
  for (const brand of brandRows) {
    await db
      .insert(lotteryBrandOdds)
      .values(
        plays.map((play) => ({
          brandId: Number(brand.id),
          playId: play.id,
          oddsCents: defaultOddsCents(play),
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
}
