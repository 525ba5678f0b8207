import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { promotionParticipations, promotionRules } from '../../db/schema/index.js';
import { bonusOf } from './rules.js';
import { TRANSITIONS } from './states.js';

/**
 * A paid deposit issues the bonus of every DEPOSIT promotion the member joined whose period
 * holds `now` (JOINED → ISSUED): the fixed amount, or the percentage of the deposit with the
 * cap. Runs inside the deposit's own transaction, so the deposit and the bonus happen together.
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
    .for('update', { of: promotionParticipations });
  for (const { participation, rule } of joined) {
    const bonus = bonusOf(rule, deposit.amountMinor);
    if (bonus <= 0) continue;
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
