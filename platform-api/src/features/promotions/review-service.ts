import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OpsApplication, ParticipationState } from '../../contract/rewards.js';
import type { Db } from '../../db/database.js';
import { members, participationImages, promotionParticipations } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { recordAudit } from '../wallet/index.js';
import { closeEnded, loadParticipations } from './participations.js';
import { bonusOf, loadRule } from './rules.js';
import { nextState } from './states.js';

const imagePath = (participationId: number, seq: number) =>
  `/ops/promotions/applications/${participationId}/images/${seq}`;

/** The newest 100 participations for an operator, with the member's name and image paths. */
export async function opsApplications(
  db: Db,
  filter: { state?: ParticipationState; promotionId?: number; username?: string; id?: number },
  now: Date,
): Promise<OpsApplication[]> {
  await closeEnded(db, now);
  let memberId: number | undefined;
  if (filter.username) {
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, filter.username));
    if (!member) return [];
    memberId = member.id;
  }
  const rows = await loadParticipations(
    db,
    { state: filter.state, promotionId: filter.promotionId, memberId, id: filter.id },
    undefined,
    { limit: 100 },
  );
  if (rows.length === 0) return [];
  // Two reads for the whole page (names, image numbers), not two per row.
  const names = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, [...new Set(rows.map(({ row }) => row.memberId))]));
  const images = await db
    .select({ participationId: participationImages.participationId, seq: participationImages.seq })
    .from(participationImages)
    .where(
      inArray(
        participationImages.participationId,
        rows.map(({ row }) => row.id),
      ),
    )
    .orderBy(asc(participationImages.participationId), asc(participationImages.seq));
  const nameOf = new Map(names.map((member) => [member.id, member.username]));
  return rows.map(({ row, dto }) => ({
    ...dto,
    username: nameOf.get(row.memberId)!,
    decidedBy: row.decidedBy,
    images: images
      .filter((image) => image.participationId === row.id)
      .map((image) => imagePath(row.id, image.seq)),
  }));
}

export type Review = 'process' | 'approve' | 'reject';

/**
 * An operator's move on an application: process (APPLYING → PROCESS), approve (→ ISSUED with
 * the rule's bonus) or reject (→ REJECTED with the reason the member reads). The row is locked
 * for the move; the action is written to ops_audit in the same transaction.
 */
export async function reviewApplication(
  db: Db,
  participationId: number,
  review: Review,
  body: { operator: string; reason?: string },
  now: Date,
): Promise<OpsApplication> {
  if (review === 'reject' && !body.reason) {
    throw new ApiError('INVALID_INPUT', null, [{ path: 'reason', messageKey: 'invalid_input' }]);
  }
  await closeEnded(db, now);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(promotionParticipations)
      .where(eq(promotionParticipations.id, participationId))
      .for('update');
    if (!row) throw new ApiError('NOT_FOUND');
    const state = nextState(row.state, review);
    const rule = (await loadRule(tx, row.promotionId))!;
    await tx
      .update(promotionParticipations)
      .set({
        state,
        updatedAt: now,
        decidedBy: body.operator,
        ...(review === 'approve' ? { bonusMinor: bonusOf(rule), issuedAt: now } : {}),
        ...(review === 'reject' ? { rejectReason: body.reason! } : {}),
      })
      .where(and(eq(promotionParticipations.id, row.id)));
    await recordAudit(
      tx,
      {
        operator: body.operator,
        action: `PROMOTION_${review.toUpperCase()}`,
        target: String(row.id),
        reason: body.reason,
        detail: { promotionId: row.promotionId, from: row.state, to: state },
      },
      now,
    );
  });
  const [application] = await opsApplications(db, { id: participationId }, now);
  return application!;
}

/**
 * An application's image. With `memberId`, only that member's own participation's image: anyone
 * else's answers the same 404 as a missing one (no hint that it exists).
 */
export async function applicationImage(
  db: Db,
  participationId: number,
  seq: number,
  memberId?: number,
) {
  const [image] = await db
    .select({ mime: participationImages.mime, data: participationImages.data })
    .from(participationImages)
    .innerJoin(
      promotionParticipations,
      eq(promotionParticipations.id, participationImages.participationId),
    )
    .where(
      and(
        eq(participationImages.participationId, participationId),
        eq(participationImages.seq, seq),
        memberId === undefined ? undefined : eq(promotionParticipations.memberId, memberId),
      ),
    );
  if (!image) throw new ApiError('NOT_FOUND');
  return image;
}
