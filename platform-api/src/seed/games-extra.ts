import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { games, members, vendors } from '../db/schema/index.js';
import { ApiError } from '../http/errors.js';
import { playSlotRound } from '../features/play/slot-service.js';
import { BRAND } from './brand.js';
import { SeededRandom } from './random.js';

/** The platform's own demo vendor: its slot games run on the platform's engine. */
export const DEMO_VENDOR = { code: 'LOBBY', displayName: 'Lobby Originals' } as const;

const DEMO_GAMES = [
  { gameCode: 'LOBB0001', nameEn: 'Lucky Lobby Slots', nameZh: '幸运大厅老虎机', minBetMinor: 10 },
  { gameCode: 'LOBB0002', nameEn: 'Golden Sevens', nameZh: '黄金七', minBetMinor: 50 },
  { gameCode: 'LOBB0003', nameEn: 'Fruit Party Classic', nameZh: '水果派对经典', minBetMinor: 1 },
];

/** Spins played by the agent's team, so the winner board and ranks show real play. */
const TEAM_SPINS = 60;
/** Played before today, so the agent's figures of today stay what the activity seed makes them. */
const PLAYED_DAYS_AGO = 2;
/** The team members who play the spins, in turn. */
export const SPIN_PLAYERS = ['team01', 'team02', 'team03', 'team04', 'team05', 'team06'];

/** When spin `i` (0-based) was played: one an hour for 60 hours, ending two days before the seed. */
const spinTime = (now: Date, i: number) =>
  new Date(now.getTime() - PLAYED_DAYS_AGO * 86_400_000 - (TEAM_SPINS - i) * 3_600_000);

/** When the first spin was played: the team history of the players ends before it. */
export const firstSpinAt = (now: Date) => spinTime(now, 0);

/** The platform's demo vendor and its slot games. */
export async function seedGamesExtra(executor: Executor): Promise<void> {
  await executor
    .insert(vendors)
    .values({
      code: DEMO_VENDOR.code,
      displayName: DEMO_VENDOR.displayName,
      accountTypeName: DEMO_VENDOR.displayName,
      category: 'RNG',
      sortOrder: 95,
    })
    .onConflictDoNothing();
  await executor
    .insert(games)
    .values(
      DEMO_GAMES.map((game, index) => ({
        vendorCode: DEMO_VENDOR.code,
        gameCode: game.gameCode,
        nameEn: game.nameEn,
        nameZh: game.nameZh,
        classify: index === 1 ? ('JP' as const) : null,
        minBetMinor: game.minBetMinor,
        lines: 1,
        playType: 'ent' as const,
        hotRank: index,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The team's spins on the demo slots, played through the slot engine (ledger and bet records) at
 * their own times. Runs after the team history, which leaves the spin players' days from the
 * first spin on to these spins, so every wallet's movements are written in the order they happened.
 */
export async function seedTeamSpins(executor: Executor, now: Date): Promise<void> {
  const slots = await executor
    .select({ id: games.id })
    .from(games)
    .where(eq(games.vendorCode, DEMO_VENDOR.code))
    .orderBy(asc(games.sortOrder));
  const team = await executor
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      and(inArray(members.username, SPIN_PLAYERS), eq(members.merchantCode, BRAND.merchantCode)),
    )
    .orderBy(asc(members.username));
  if (slots.length === 0 || team.length === 0) return;

  const random = new SeededRandom(5150);
  for (let i = 0; i < TEAM_SPINS; i += 1) {
    const player = team[i % team.length]!;
    const slot = slots[i % 2]!;
    try {
      await playSlotRound(executor, {
        memberId: player.id,
        gameId: slot.id,
        roundId: `seed-round-${String(i + 1).padStart(4, '0')}`,
        stakeMinor: random.pick([100, 200, 500]),
        currencyCode: BRAND.currencyCode,
        now: spinTime(now, i),
        random: () => random.next(),
      });
    } catch (error) {
      // Re-running the seed replays the same rounds: they are already there, nothing changes.
      if (
        error instanceof ApiError &&
        (error.code === 'ROUND_REPLAYED' || error.code === 'INSUFFICIENT_FUNDS')
      ) {
        continue;
      }
      throw error;
    }
  }
}
