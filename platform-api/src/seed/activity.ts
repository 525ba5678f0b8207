import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { games, members, sessions } from '../db/schema/index.js';
import { ensureWallet } from '../features/wallet/ledger.js';
import { hashToken, newSessionToken } from '../security/tokens.js';
import { teamUsername } from './team-username.js';
import { BRAND } from './brand.js';
import { seedSettledBet } from './settled-bet.js';
import {
  businessDayOf,
  dayStart as startOfBusinessDay,
  readBusinessZone,
} from '../features/system/business-day.js';

const names = (numbers: number[]) => numbers.map(teamUsername);

/** The team members (team12–team14) who count as today's sign-ups. */
export const TODAYS_SIGN_UPS = [12, 13, 14];

/** `minutes` before now, but not before the start of the brand's business day of `now`. */
async function earlierToday(executor: Executor, now: Date) {
  const zone = await readBusinessZone(executor);
  const day = businessDayOf(now, zone);
  const dayStart = startOfBusinessDay(day, zone);
  const earlier = (minutes: number) =>
    new Date(Math.max(dayStart.getTime(), now.getTime() - minutes * 60_000));
  return { day, dayStart, earlier };
}

/** When today's sign-ups registered (and made their opening deposit): half an hour ago, today. */
export async function signUpTimeToday(executor: Executor, now: Date): Promise<Date> {
  return (await earlierToday(executor, now)).earlier(30);
}

/**
 * Keeps the agent demo's "today" figures alive on every start: some team members registered,
 * logged in, bet and are online today (the brand's business day). The bets go through the
 * ledger like a played round; a member whose wallet cannot cover the usual stake bets what it
 * holds (whole yuan), one with less than ￥1 does not bet. Repeating it the same day changes
 * nothing.
 */
export async function refreshDemoActivity(executor: Executor, now: Date): Promise<void> {
  const { day, dayStart, earlier } = await earlierToday(executor, now);

  const team = await executor
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.username, names([1, 2, 3, 4, 5, 6, 7, ...TODAYS_SIGN_UPS])));
  const idOf = new Map(team.map((m) => [m.username, m.id]));
  const ids = (numbers: number[]) => names(numbers).flatMap((name) => idOf.get(name) ?? []);
  if (team.length === 0) return;

  await executor
    .update(members)
    .set({ createdAt: earlier(30) })
    .where(and(inArray(members.id, ids(TODAYS_SIGN_UPS)), lt(members.createdAt, dayStart)));
  await executor
    .update(members)
    .set({ lastLoginAt: earlier(20) })
    .where(
      and(
        inArray(members.id, ids([1, 2, 3, 4, 5, 6, 7])),
        or(sql`${members.lastLoginAt} IS NULL`, lt(members.lastLoginAt, dayStart)),
      ),
    );

  const gameRows = await executor
    .select({ id: games.id, name: games.nameEn, vendor: games.vendorCode })
    .from(games)
    .orderBy(games.id)
    .limit(5);
  if (gameRows.length > 0) {
    for (const [i, memberId] of ids([1, 2, 3, 4, 5]).entries()) {
      const wallet = await ensureWallet(executor, memberId, BRAND.currencyCode);
      const stakeMinor = Math.min((i + 1) * 1000, Math.floor(wallet.balanceMinor / 100) * 100);
      if (stakeMinor <= 0) continue;
      const game = gameRows[i % gameRows.length]!;
      await seedSettledBet(executor, {
        memberId,
        walletId: wallet.id,
        gameId: game.id,
        reference: `demo:bet:${memberId}:${day}`,
        stakeMinor,
        payoutMinor: i % 2 === 0 ? (stakeMinor * 3) / 2 : 0,
        at: earlier(15),
        memo: `${game.vendor} ${game.name}`,
      });
    }
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
