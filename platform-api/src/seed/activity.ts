import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { betRecords, games, members, sessions } from '../db/schema/index.js';
import { hashToken, newSessionToken } from '../security/tokens.js';
import { teamUsername } from './accounts.js';
import {
  businessDayOf,
  dayStart as startOfBusinessDay,
  readBusinessZone,
} from '../features/system/business-day.js';

const names = (numbers: number[]) => numbers.map(teamUsername);

/**
 * Keeps the agent demo's "today" figures alive on every start: some team members registered,
 * logged in, bet and are online today (the brand's business day). Repeating it the same day
 * changes nothing.
 */
export async function refreshDemoActivity(executor: Executor, now: Date): Promise<void> {
  const zone = await readBusinessZone(executor);
  const day = businessDayOf(now, zone);
  const dayStart = startOfBusinessDay(day, zone);
  const earlier = (minutes: number) =>
    new Date(Math.max(dayStart.getTime(), now.getTime() - minutes * 60_000));

  const team = await executor
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.username, names([1, 2, 3, 4, 5, 6, 7, 12, 13, 14])));
  const idOf = new Map(team.map((m) => [m.username, m.id]));
  const ids = (numbers: number[]) => names(numbers).flatMap((name) => idOf.get(name) ?? []);
  if (team.length === 0) return;

  await executor
    .update(members)
    .set({ createdAt: earlier(30) })
    .where(and(inArray(members.id, ids([12, 13, 14])), lt(members.createdAt, dayStart)));
  await executor
    .update(members)
    .set({ lastLoginAt: earlier(20) })
    .where(
      and(
        inArray(members.id, ids([1, 2, 3, 4, 5, 6, 7])),
        or(sql`${members.lastLoginAt} IS NULL`, lt(members.lastLoginAt, dayStart)),
      ),
    );

  const gameRows = await executor.select({ id: games.id }).from(games).limit(5);
  if (gameRows.length > 0) {
    await executor
      .insert(betRecords)
      .values(
        ids([1, 2, 3, 4, 5]).map((memberId, i) => ({
          memberId,
          gameId: gameRows[i % gameRows.length]!.id,
          reference: `demo:bet:${memberId}:${day}`,
          stakeMinor: (i + 1) * 1000,
          payoutMinor: i % 2 === 0 ? (i + 1) * 1500 : 0,
          status: 'SETTLED' as const,
          placedAt: earlier(15),
          settledAt: earlier(10),
        })),
      )
      .onConflictDoNothing();
  }

  for (const memberId of ids([1, 2, 3])) {
    const [active] = await executor
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.memberId, memberId),
          gt(sessions.idleExpiresAt, now),
          gt(sessions.absoluteExpiresAt, now),
        ),
      )
      .limit(1);
    if (active) continue;
    // The token itself is thrown away: these sessions only make the member count as online.
    await executor.insert(sessions).values({
      memberId,
      tokenHash: hashToken(newSessionToken()),
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + 2 * 3_600_000),
      absoluteExpiresAt: new Date(now.getTime() + 7 * 86_400_000),
      ip: '127.0.0.1',
      userAgent: 'demo-activity',
    });
  }
}
