import { readBusinessZone } from '../system/index.js';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Participation, ParticipationState } from '../../contract/rewards.js';
import type { Executor } from '../../db/database.js';
import {
  participationImages,
  promotionParticipations,
  promotionRules,
  promotions,
  promotionTranslations,
} from '../../db/schema/index.js';
import { toMajor } from '../../http/money.js';
import { readerLanguage } from '../content/index.js';
import { periodKeyOf } from './recurrence.js';
import { TRANSITIONS } from './states.js';

export type ParticipationRow = typeof promotionParticipations.$inferSelect;

/**
 * Participations whose promotion's period has ended before they were claimed or rejected
 * become CLOSED. Run before every read and move, like the deposit orders' expiry: the state a
 * member or operator sees is always the one at the platform's clock.
 */
export async function closeEnded(db: Executor, now: Date): Promise<void> {
  // A recurring rule's day or week is its period too: a participation joined for an earlier
  // one that no deposit issued is closed (today's is a new participation). Days and weeks are
  // the brand's business ones.
  const zone = await readBusinessZone(db);
  await db
    .update(promotionParticipations)
    .set({ state: TRANSITIONS.close.to, updatedAt: now })
    .where(
      and(
        eq(promotionParticipations.state, 'JOINED'),
        sql`${promotionParticipations.periodKey} <> ''`,
        sql`${promotionParticipations.periodKey} < (SELECT CASE r.recurrence
              WHEN 'DAILY' THEN ${periodKeyOf('DAILY', now, zone)}
              WHEN 'WEEKLY' THEN ${periodKeyOf('WEEKLY', now, zone)} ELSE '' END
              FROM ${promotionRules} r WHERE r.promotion_id = ${promotionParticipations.promotionId})`,
      ),
    );
  await db
    .update(promotionParticipations)
    .set({ state: TRANSITIONS.close.to, updatedAt: now })
    .where(
      and(
        inArray(promotionParticipations.state, [...TRANSITIONS.close.from]),
        sql`${promotionParticipations.promotionId} IN (SELECT ${promotionRules.promotionId}
              FROM ${promotionRules} WHERE ${promotionRules.endsAt} <= ${now.toISOString()})`,
      ),
    );
}

/** Participations with their promotion's title (in the asked language) and period end. */
export async function loadParticipations(
  db: Executor,
  where: {
    memberId?: number;
    id?: number;
    promotionId?: number;
    /** A recurring rule's day or week (recurrence.ts). */
    periodKey?: string;
    state?: ParticipationState;
    states?: readonly ParticipationState[];
  },
  language?: string,
  page: { limit: number; offset?: number } = { limit: 200 },
) {
  const rows = await db
    .select({
      row: promotionParticipations,
      title: sql<string>`coalesce(${promotionTranslations.title}, ${promotions.title})`,
      endsAt: promotionRules.endsAt,
      imageCount: sql<number>`(SELECT count(*)::int FROM ${participationImages}
        WHERE ${participationImages.participationId} = ${promotionParticipations.id})`,
    })
    .from(promotionParticipations)
    .innerJoin(promotions, eq(promotions.id, promotionParticipations.promotionId))
    .innerJoin(promotionRules, eq(promotionRules.promotionId, promotionParticipations.promotionId))
    .leftJoin(
      promotionTranslations,
      and(
        eq(promotionTranslations.promotionId, promotions.id),
        eq(promotionTranslations.language, readerLanguage(language)),
      ),
    )
    .where(
      and(
        where.memberId === undefined
          ? undefined
          : eq(promotionParticipations.memberId, where.memberId),
        where.id === undefined ? undefined : eq(promotionParticipations.id, where.id),
        where.promotionId === undefined
          ? undefined
          : eq(promotionParticipations.promotionId, where.promotionId),
        where.periodKey === undefined
          ? undefined
          : eq(promotionParticipations.periodKey, where.periodKey),
        where.state === undefined ? undefined : eq(promotionParticipations.state, where.state),
        where.states === undefined
          ? undefined
          : inArray(promotionParticipations.state, [...where.states]),
      ),
    )
    .orderBy(desc(promotionParticipations.updatedAt), desc(promotionParticipations.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map(({ row, title, endsAt, imageCount }) => ({
    row,
    dto: toParticipationDto(row, title, endsAt, Number(imageCount)),
  }));
}

export function toParticipationDto(
  row: ParticipationRow,
  title: string,
  endsAt: Date,
  imageCount: number,
): Participation {
  return {
    id: row.id,
    promotionId: row.promotionId,
    title,
    state: row.state,
    comment: row.comment,
    imageCount,
    rejectReason: row.rejectReason,
    bonus: row.bonusMinor === null ? null : toMajor(row.bonusMinor),
    turnoverRequired: toMajor(row.turnoverRequiredMinor),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    claimedAt: row.claimedAt?.toISOString() ?? null,
    endsAt: endsAt.toISOString(),
  };
}
