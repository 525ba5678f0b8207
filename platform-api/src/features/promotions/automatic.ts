import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  promotionParticipations,
  promotionRules,
  promotionSettings,
} from '../../db/schema/index.js';
import { paidDepositsBefore } from './first-deposit.js';
import { periodKeyOf } from './recurrence.js';
import { readBusinessZone } from '../system/index.js';
import { bonusOf } from './rules.js';
import { TRANSITIONS } from './states.js';

/** The operator's stacking rule: how many bonuses one deposit may issue (default one). */
export async function bonusesPerDeposit(db: Executor): Promise<number> {
  const [row] = await db.select().from(promotionSettings);
  return row?.bonusesPerDeposit ?? 1;
}

/**
 * A paid deposit issues the bonus of the DEPOSIT promotions the member joined whose period
 * holds `now` (JOINED → ISSUED): the fixed amount, or the percentage of the deposit with the
 * cap. At most the operator's `bonusesPerDeposit`, the earliest joined first; the others stay
 * JOINED for a later deposit. A first-deposit rule issues only on the member's first paid
 * order, and a recurring rule only the participation of the current day or week. Runs inside
 * the deposit's own transaction, so the deposit and the bonus happen together.
 */
export async function issueDepositBonuses(
  tx: Executor,
  deposit: { memberId: number; amountMinor: number; orderNo: string },
  now: Date,
): Promise<void> {
  const joined = await tx
    .select({ participation: promotionParticipations, rule: promotionRules })
    .from(promotionParticipations)
    .innerJoin(promotionRules, eq(promotionRules.promotionId, promotionParticipations.promotionId))
    .where(
      and(
        eq(promotionParticipations.memberId, deposit.memberId),
        eq(promotionParticipations.state, 'JOINED'),
        eq(promotionRules.joinMode, 'DEPOSIT'),
        lte(promotionRules.startsAt, now),
        gt(promotionRules.endsAt, now),
      ),
    )
    .orderBy(asc(promotionParticipations.id))
    .for('update', { of: promotionParticipations });
  if (joined.length === 0) return;
  let room = await bonusesPerDeposit(tx);
  const zone = joined.some(({ rule }) => rule.recurrence !== 'NONE')
    ? await readBusinessZone(tx)
    : 'UTC';
  const first = joined.some(({ rule }) => rule.firstDepositOnly)
    ? (await paidDepositsBefore(tx, deposit.memberId, deposit.orderNo)) === 0
    : true;
  for (const { participation, rule } of joined) {
    if (room === 0) break;
    if (rule.firstDepositOnly && !first) continue;
    if (participation.periodKey !== periodKeyOf(rule.recurrence, now, zone)) continue;
    const bonus = bonusOf(rule, deposit.amountMinor);
    if (bonus <= 0) continue;
    room -= 1;
    await tx
      .update(promotionParticipations)
      .set({
        state: TRANSITIONS.deposit.to,
        bonusMinor: bonus,
        depositOrderNo: deposit.orderNo,
        issuedAt: now,
        updatedAt: now,
      })
      .where(eq(promotionParticipations.id, participation.id));
  }
}

/**
 * A new member registered during a SIGNUP promotion's period gets its bonus issued at once
 * (then claims it like any other). Trial users never register, so never get one.
 */
export async function issueSignupBonuses(tx: Executor, memberId: number, now: Date): Promise<void> {
  const rules = await tx
    .select()
    .from(promotionRules)
    .where(
      and(
        eq(promotionRules.joinMode, 'SIGNUP'),
        lte(promotionRules.startsAt, now),
        gt(promotionRules.endsAt, now),
      ),
    );
  if (rules.length === 0) return;
  await tx
    .insert(promotionParticipations)
    .values(
      rules.map((rule) => ({
        promotionId: rule.promotionId,
        memberId,
        state: 'ISSUED' as const,
        bonusMinor: bonusOf(rule),
        issuedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}
