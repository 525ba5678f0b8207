import { and, count, eq } from 'drizzle-orm';
import type {
  Participation,
  ParticipationAction,
  PromotionParticipation,
  RewardCentre,
} from '../../contract/rewards.js';
import type { Db } from '../../db/database.js';
import {
  participationImages,
  promotionParticipations,
  promotionRules,
  promotions,
} from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { ensureWallet, postMemberMovement } from '../wallet/index.js';
import { refuseEarlierDeposits } from './first-deposit.js';
import { checkImages } from './images.js';
import { closeEnded, loadParticipations } from './participations.js';
import { periodKeyOf } from './recurrence.js';
import { loadRule, periodOf, toRuleDto, type RuleRow } from './rules.js';
import { nextState } from './states.js';
import { toTurnoverDto, turnoverOf } from './turnover.js';

/** The reader of a member call: a real member, or null for a visitor or a trial user. */
type Reader = { id: number } | null;

function actionFor(
  rule: RuleRow,
  participation: Participation | null,
  now: Date,
): ParticipationAction | null {
  if (participation) return participation.state === 'ISSUED' ? 'CLAIM' : null;
  if (periodOf(rule, now) !== 'OPEN') return null;
  if (rule.joinMode === 'APPLY') return 'APPLY';
  if (rule.joinMode === 'DEPOSIT') return 'JOIN';
  return null;
}

/**
 * A promotion's rule and the reader's participation. Visitors and trial users see the rule
 * with an APPLY/JOIN action when the period is open, so the page can send them to login or
 * refuse them with the trial message; the calls themselves refuse them on the server.
 */
export async function participationView(
  db: Db,
  promotionId: number,
  reader: Reader,
  now: Date,
  zone: string,
  language?: string,
): Promise<PromotionParticipation> {
  const [promotion] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.id, promotionId));
  if (!promotion) throw new ApiError('NOT_FOUND');
  const rule = await loadRule(db, promotionId);
  if (!rule) return { promotionId, rule: null, participation: null, action: null };
  await closeEnded(db, now);
  // A recurring rule shows the participation of the current day or week: after yesterday's
  // claim, today's is still to be joined.
  const periodKey =
    rule.recurrence === 'NONE' ? undefined : periodKeyOf(rule.recurrence, now, zone);
  const [mine] = reader
    ? await loadParticipations(db, { memberId: reader.id, promotionId, periodKey }, language, {
        limit: 1,
      })
    : [];
  const participation = mine?.dto ?? null;
  return {
    promotionId,
    rule: toRuleDto(rule, now),
    participation,
    action: actionFor(rule, participation, now),
  };
}

async function openRuleFor(db: Db, promotionId: number, mode: RuleRow['joinMode'], now: Date) {
  const rule = await loadRule(db, promotionId);
  if (!rule) throw new ApiError('NOT_FOUND');
  if (rule.joinMode !== mode) throw new ApiError('PROMOTION_ACTION', { joinMode: rule.joinMode });
  const period = periodOf(rule, now);
  if (period !== 'OPEN') throw new ApiError('PROMOTION_NOT_OPEN', { period });
  return rule;
}

/**
 * Refuses a second participation in the same promotion and period (the current state as
 * value): one for the rule's whole run, or one per day or week of a recurring rule.
 */
async function refuseExisting(db: Db, memberId: number, promotionId: number, periodKey: string) {
  const [existing] = await db
    .select({ state: promotionParticipations.state })
    .from(promotionParticipations)
    .where(
      and(
        eq(promotionParticipations.memberId, memberId),
        eq(promotionParticipations.promotionId, promotionId),
        eq(promotionParticipations.periodKey, periodKey),
      ),
    );
  if (existing) throw new ApiError('PARTICIPATION_STATE', { state: existing.state });
}

async function one(db: Db, memberId: number, id: number, language?: string) {
  const [found] = await loadParticipations(db, { memberId, id }, language, { limit: 1 });
  if (!found) throw new ApiError('NOT_FOUND');
  return found.dto;
}

/** APPLY rules: the application with its comment and images, in one transaction. */
export async function apply(
  db: Db,
  memberId: number,
  promotionId: number,
  body: { comment?: string; images?: Array<{ name: string; data: string }> },
  now: Date,
  zone: string,
  language?: string,
): Promise<Participation> {
  const images = checkImages(body.images ?? []);
  await closeEnded(db, now);
  const rule = await openRuleFor(db, promotionId, 'APPLY', now);
  const periodKey = periodKeyOf(rule.recurrence, now, zone);
  await refuseExisting(db, memberId, promotionId, periodKey);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promotionParticipations)
      .values({
        promotionId,
        memberId,
        state: 'APPLYING',
        periodKey,
        comment: body.comment ? body.comment : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: promotionParticipations.id });
    // A parallel application of the same member won the race.
    if (!row) throw new ApiError('PARTICIPATION_STATE', { state: 'APPLYING' });
    if (images.length > 0) {
      await tx.insert(participationImages).values(
        images.map((image, index) => ({
          participationId: row.id,
          seq: index + 1,
          mime: image.mime,
          sizeBytes: image.data.length,
          data: image.data,
        })),
      );
    }
    return row.id;
  });
  return one(db, memberId, id, language);
}

/** DEPOSIT rules: the member opts in; the next paid deposit in the period issues the bonus. */
export async function join(
  db: Db,
  memberId: number,
  promotionId: number,
  now: Date,
  zone: string,
  language?: string,
): Promise<Participation> {
  await closeEnded(db, now);
  const rule = await openRuleFor(db, promotionId, 'DEPOSIT', now);
  const periodKey = periodKeyOf(rule.recurrence, now, zone);
  await refuseExisting(db, memberId, promotionId, periodKey);
  if (rule.firstDepositOnly) await refuseEarlierDeposits(db, memberId);
  const [row] = await db
    .insert(promotionParticipations)
    .values({ promotionId, memberId, state: 'JOINED', periodKey, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: promotionParticipations.id });
  if (!row) throw new ApiError('PARTICIPATION_STATE', { state: 'JOINED' });
  return one(db, memberId, row.id, language);
}

/**
 * ISSUED → CLAIMED: the bonus is credited (kind BONUS, from the house account `bonus`, reference
 * unique per participation) and its turnover requirement starts, all in one transaction that
 * holds the participation's row, so two claims at once pay once. Claiming a CLAIMED one again
 * answers it unchanged.
 */
export async function claim(
  db: Db,
  member: { id: number },
  participationId: number,
  currencyCode: string,
  now: Date,
  language?: string,
): Promise<Participation> {
  await closeEnded(db, now);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(promotionParticipations)
      .where(
        and(
          eq(promotionParticipations.id, participationId),
          eq(promotionParticipations.memberId, member.id),
        ),
      )
      .for('update');
    if (!row) throw new ApiError('NOT_FOUND');
    if (row.state === 'CLAIMED') return;
    const state = nextState(row.state, 'claim');
    const rule = (await loadRule(tx, row.promotionId))!;
    const bonus = row.bonusMinor!;
    const wallet = await ensureWallet(tx, member.id, currencyCode);
    await postMemberMovement(tx, {
      walletId: wallet.id,
      kind: 'BONUS',
      counter: 'bonus',
      amountMinor: bonus,
      reference: `promotion:${row.id}:claim`,
      memo: `promotion ${row.promotionId}`,
      at: now,
    });
    await tx
      .update(promotionParticipations)
      .set({
        state,
        claimedAt: now,
        updatedAt: now,
        turnoverRequiredMinor: bonus * rule.turnoverMultiple,
      })
      .where(eq(promotionParticipations.id, row.id));
  });
  return one(db, member.id, participationId, language);
}

/** The reward centre: the member's participations, newest first, and the turnover owed. */
export async function rewardCentre(
  db: Db,
  memberId: number,
  query: {
    state?: Participation['state'];
    states?: Participation['state'][];
    language?: string;
    pageNo: number;
    pageSize: number;
  },
  now: Date,
): Promise<RewardCentre> {
  await closeEnded(db, now);
  const states = query.state ? [query.state] : query.states;
  const [rows, countRows, turnover] = await Promise.all([
    loadParticipations(db, { memberId, states }, query.language, {
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    }),
    db
      .select({ state: promotionParticipations.state, n: count() })
      .from(promotionParticipations)
      .innerJoin(
        promotionRules,
        eq(promotionRules.promotionId, promotionParticipations.promotionId),
      )
      .where(eq(promotionParticipations.memberId, memberId))
      .groupBy(promotionParticipations.state),
    turnoverOf(db, memberId),
  ]);
  const counts = Object.fromEntries(countRows.map((row) => [row.state, Number(row.n)]));
  const total = countRows
    .filter((row) => !states || states.includes(row.state))
    .reduce((sum, row) => sum + Number(row.n), 0);
  return {
    list: rows.map((row) => row.dto),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
    counts,
    turnover: toTurnoverDto(turnover),
  };
}
