import { eq } from 'drizzle-orm';
import type { PromotionPeriod, PromotionRule } from '../../contract/rewards.js';
import type { Executor } from '../../db/database.js';
import { promotionRules } from '../../db/schema/index.js';
import { toMajor } from '../../http/money.js';

export type RuleRow = typeof promotionRules.$inferSelect;

export async function loadRule(db: Executor, promotionId: number): Promise<RuleRow | undefined> {
  const [rule] = await db
    .select()
    .from(promotionRules)
    .where(eq(promotionRules.promotionId, promotionId));
  return rule;
}

/** Before the period: coming soon; from its start until (not including) its end: open. */
export function periodOf(rule: Pick<RuleRow, 'startsAt' | 'endsAt'>, now: Date): PromotionPeriod {
  if (now.getTime() < rule.startsAt.getTime()) return 'COMING_SOON';
  if (now.getTime() >= rule.endsAt.getTime()) return 'ENDED';
  return 'OPEN';
}

export function toRuleDto(rule: RuleRow, now: Date): PromotionRule {
  return {
    joinMode: rule.joinMode,
    rewardKind: rule.rewardKind,
    rewardAmount: rule.rewardFixedMinor === null ? null : toMajor(rule.rewardFixedMinor),
    rewardPercent: rule.rewardPercentBp === null ? null : rule.rewardPercentBp / 100,
    rewardCap: rule.rewardCapMinor === null ? null : toMajor(rule.rewardCapMinor),
    turnoverMultiple: rule.turnoverMultiple,
    firstDepositOnly: rule.firstDepositOnly,
    recurrence: rule.recurrence,
    startsAt: rule.startsAt.toISOString(),
    endsAt: rule.endsAt.toISOString(),
    period: periodOf(rule, now),
  };
}

/**
 * The bonus a rule pays: the fixed amount, or the percentage of the deposit (rounded down to
 * the cent) capped at the rule's cap.
 */
export function bonusOf(rule: RuleRow, depositMinor?: number): number {
  if (rule.rewardKind === 'FIXED') return rule.rewardFixedMinor!;
  const share = Math.floor(((depositMinor ?? 0) * rule.rewardPercentBp!) / 10_000);
  return Math.min(share, rule.rewardCapMinor!);
}

/** The operator's rule as stored (PUT /ops/promotions/{id}/rule). */
export async function saveRule(
  db: Executor,
  promotionId: number,
  body: {
    joinMode: RuleRow['joinMode'];
    rewardKind: RuleRow['rewardKind'];
    rewardAmount?: number;
    rewardPercent?: number;
    rewardCap?: number;
    turnoverMultiple: number;
    firstDepositOnly?: boolean;
    recurrence?: RuleRow['recurrence'];
    startsAt: string;
    endsAt: string;
  },
  now: Date,
): Promise<RuleRow> {
  const fixed = body.rewardKind === 'FIXED';
  const values = {
    joinMode: body.joinMode,
    rewardKind: body.rewardKind,
    rewardFixedMinor: fixed ? body.rewardAmount! : null,
    rewardPercentBp: fixed ? null : Math.round(body.rewardPercent! * 100),
    rewardCapMinor: fixed ? null : body.rewardCap!,
    turnoverMultiple: body.turnoverMultiple,
    firstDepositOnly: body.firstDepositOnly ?? false,
    recurrence: body.recurrence ?? 'NONE',
    startsAt: new Date(body.startsAt),
    endsAt: new Date(body.endsAt),
    updatedAt: now,
  };
  const [row] = await db
    .insert(promotionRules)
    .values({ promotionId, ...values })
    .onConflictDoUpdate({ target: promotionRules.promotionId, set: values })
    .returning();
  return row!;
}
