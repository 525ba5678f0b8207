import { readBusinessZone } from '../features/system/business-day.js';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  members,
  promotionParticipations,
  promotionRules,
  promotions,
  type ParticipationStateValue,
} from '../db/schema/index.js';
import { periodKeyOf } from '../features/promotions/recurrence.js';

const OPEN_FROM = new Date('2024-01-01T00:00:00Z');
const OPEN_UNTIL = new Date('2099-12-31T00:00:00Z');

export type SeedRule = Omit<typeof promotionRules.$inferInsert, 'promotionId' | 'updatedAt'>;

const fixed = (amountMinor: number, turnoverMultiple: number, period = {}): SeedRule => ({
  joinMode: 'APPLY',
  rewardKind: 'FIXED',
  rewardFixedMinor: amountMinor,
  turnoverMultiple,
  startsAt: OPEN_FROM,
  endsAt: OPEN_UNTIL,
  ...period,
});

/**
 * Rules of the seeded promotions, so that every state can be met with demo data: two deposit
 * promotions to join, applications open, one ended (closed) and one not started (coming soon).
 * The invitation and red envelope promotions belong to their own features and have no rule.
 */
export const SEED_PROMOTION_RULES: Record<string, SeedRule> = {
  'Welcome Bonus 100%': {
    joinMode: 'DEPOSIT',
    rewardKind: 'PERCENT',
    rewardPercentBp: 10_000,
    rewardCapMinor: 188_800,
    turnoverMultiple: 10,
    firstDepositOnly: true,
    startsAt: OPEN_FROM,
    endsAt: OPEN_UNTIL,
  },
  'Daily Reload 10%': {
    joinMode: 'DEPOSIT',
    rewardKind: 'PERCENT',
    rewardPercentBp: 1_000,
    rewardCapMinor: 50_000,
    turnoverMultiple: 5,
    recurrence: 'DAILY',
    startsAt: OPEN_FROM,
    endsAt: OPEN_UNTIL,
  },
  'Slots Rebate 1.2%': fixed(1_200, 3),
  'VIP Birthday Gift': fixed(8_800, 1),
  'Sports First Bet Insurance': fixed(5_000, 3),
  'Weekend Jackpot Race': fixed(1_800, 2),
  'Live Casino Cashback': fixed(3_000, 2, { endsAt: new Date('2025-01-01T00:00:00Z') }),
  'Esports Parlay Boost': fixed(2_000, 2, { startsAt: new Date('2099-01-01T00:00:00Z') }),
};

/** The demo member's participations: one in each state a member can be left in. */
const DEMO: Record<
  string,
  { state: ParticipationStateValue; comment?: string; bonusMinor?: number; rejectReason?: string }
> = {
  'Daily Reload 10%': { state: 'JOINED' },
  'VIP Birthday Gift': { state: 'ISSUED', comment: 'Birthday in November.', bonusMinor: 8_800 },
  'Weekend Jackpot Race': { state: 'PROCESS', comment: 'Played 300 spins on Saturday.' },
  'Sports First Bet Insurance': {
    state: 'REJECTED',
    comment: 'My first bet lost.',
    rejectReason: 'No settled sports bet was found in the period.',
  },
  'Live Casino Cashback': { state: 'CLOSED', comment: 'Weekly cashback please.' },
};

export async function seedPromotionRules(executor: Executor, now: Date): Promise<void> {
  const rows = await executor
    .select({ id: promotions.id, title: promotions.title })
    .from(promotions)
    .where(inArray(promotions.title, Object.keys(SEED_PROMOTION_RULES)));
  const idOf = new Map(rows.map((row) => [row.title, row.id]));
  await executor
    .insert(promotionRules)
    .values(
      rows.map((row) => ({
        promotionId: row.id,
        ...SEED_PROMOTION_RULES[row.title]!,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();

  const [demo] = await executor
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, 'demo'));
  if (!demo) return;
  const zone = await readBusinessZone(executor);
  await executor
    .insert(promotionParticipations)
    .values(
      Object.entries(DEMO).map(([title, participation]) => ({
        promotionId: idOf.get(title)!,
        memberId: demo.id,
        state: participation.state,
        comment: participation.comment ?? null,
        bonusMinor: participation.bonusMinor ?? null,
        rejectReason: participation.rejectReason ?? null,
        decidedBy: participation.state === 'REJECTED' ? 'seed' : null,
        periodKey: periodKeyOf(SEED_PROMOTION_RULES[title]!.recurrence ?? 'NONE', now, zone),
        issuedAt: participation.state === 'ISSUED' ? now : null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}
