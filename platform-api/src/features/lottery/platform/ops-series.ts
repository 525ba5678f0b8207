import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { opsLotterySeriesBody } from '../../../contract/lottery-ops.js';
import { selectRows, type Db, type Executor } from '../../../db/database.js';
import { lotterySeries, members } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { recordAudit } from '../../wallet/index.js';
import { maxSeriesOf } from './series.js';
import { MIN_SERIES, PLATFORM_MAX_SERIES } from './slip.js';

// The operator sets a member's (or agent's) series: never above its parent's series in force,
// never below the brand minimum, never below a direct downline's series in force — lowering an
// agent under its team would silently lower them too, so the operator lowers them first.

interface Member {
  id: number;
  username: string;
  parentAgentId: number | null;
}

async function memberNamed(db: Executor, username: string): Promise<Member> {
  const [member] = await db
    .select({ id: members.id, username: members.username, parentAgentId: members.parentAgentId })
    .from(members)
    .where(sql`lower(${members.username}) = lower(${username})`);
  if (!member) throw new ApiError('NOT_FOUND');
  return member;
}

/** The direct downline with the highest series in force, if the member has any. */
async function highestDownline(db: Executor, memberId: number) {
  const downline = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(eq(members.parentAgentId, memberId));
  let highest: { username: string; series: number } | null = null;
  for (const member of downline) {
    const series = await maxSeriesOf(db, member.id);
    if (!highest || series > highest.series) highest = { username: member.username, series };
  }
  return highest;
}

async function seriesView(db: Executor, member: Member) {
  const [own] = await selectRows<{ max_series: number }>(
    db,
    sql`SELECT max_series FROM lottery_series WHERE member_id = ${member.id}`,
  );
  const parentSeries =
    member.parentAgentId === null
      ? PLATFORM_MAX_SERIES
      : await maxSeriesOf(db, member.parentAgentId);
  const downline = await highestDownline(db, member.id);
  return {
    username: member.username,
    series: await maxSeriesOf(db, member.id),
    ownSeries: own ? Number(own.max_series) : null,
    parentSeries,
    allowed: { min: Math.max(MIN_SERIES, downline?.series ?? MIN_SERIES), max: parentSeries },
    highestDownline: downline,
  };
}

/** GET /ops/lottery/members/{username}/series */
export async function memberSeries(db: Db, username: string) {
  return seriesView(db, await memberNamed(db, username));
}

/**
 * PUT /ops/lottery/members/{username}/series: checked and written in one transaction that locks
 * the member's row and its parent's (so a concurrent change of the parent or of a downline is
 * decided before or after, not across), audited as LOTTERY_SERIES_SET.
 */
export async function setMemberSeries(
  db: Db,
  username: string,
  input: z.output<typeof opsLotterySeriesBody>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const member = await memberNamed(tx, username);
    await selectRows(
      tx,
      sql`SELECT id FROM members WHERE id = ${member.id} OR id = ${member.parentAgentId}
           ORDER BY id FOR UPDATE`,
    );
    const before = await seriesView(tx, member);
    if (input.series > before.parentSeries) {
      throw new ApiError('SERIES_ABOVE_PARENT', { max: before.parentSeries }, [
        { path: 'series', messageKey: 'series_above_parent' },
      ]);
    }
    if (input.series < MIN_SERIES) {
      throw new ApiError('SERIES_BELOW_MINIMUM', { min: MIN_SERIES }, [
        { path: 'series', messageKey: 'series_below_minimum' },
      ]);
    }
    const downline = before.highestDownline;
    if (downline && input.series < downline.series) {
      throw new ApiError('SERIES_BELOW_DOWNLINE', downline, [
        { path: 'series', messageKey: 'series_below_downline' },
      ]);
    }
    await tx
      .insert(lotterySeries)
      .values({ memberId: member.id, maxSeries: input.series, updatedAt: now })
      .onConflictDoUpdate({
        target: lotterySeries.memberId,
        set: { maxSeries: input.series, updatedAt: now },
      });
    await recordAudit(
      tx,
      {
        operator: input.operator,
        action: 'LOTTERY_SERIES_SET',
        target: member.username,
        detail: { from: before.ownSeries, to: input.series, inForce: before.series },
      },
      now,
    );
    return seriesView(tx, member);
  });
}
