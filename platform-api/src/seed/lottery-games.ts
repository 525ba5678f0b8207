import { eq, sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../db/database.js';
import { lotteryGames, lotterySeries, members, type LotteryCadence } from '../db/schema/index.js';
import { LOTTERY_GAMES, LOTTERY_INTERVALS, VN_REGIONS } from './names.js';

// Every catalogue lottery game as one family at one cadence (issue 31). Games are made in
// blocks (seed/catalogue.ts): a LOTT vendor's block is the ten families of LOTTERY_GAMES at one
// cadence, an ELOTT vendor's block the eight Vietnamese regions and provinces of VN_REGIONS.

const GAME_FAMILIES = [
  'FAST3',
  'LOTTO5D',
  'PICK3',
  'PK10',
  'LUCKY28',
  'KENO',
  'MARKSIX',
  'PK10',
  'HAPPY10',
  'ELEVEN5',
] as const;

/**
 * Regions and provinces: family and daily draw (local time in Asia/Ho_Chi_Minh; weekdays as a
 * mask, bit 0 Monday). The regions draw every day; a province on its own weekdays.
 */
const EVERY_DAY = 127;
const [MON, WED, THU, FRI, SAT] = [1, 4, 8, 16, 32];
const VN_PLACES = [
  { family: 'VN_NORTH', minute: 18 * 60 + 15, weekdays: EVERY_DAY },
  { family: 'VN_CENTRAL', minute: 17 * 60 + 15, weekdays: EVERY_DAY },
  { family: 'VN_SOUTH', minute: 16 * 60 + 15, weekdays: EVERY_DAY },
  { family: 'VN_NORTH', minute: 18 * 60 + 15, weekdays: MON | THU }, // Hanoi
  { family: 'VN_SOUTH', minute: 16 * 60 + 15, weekdays: MON | SAT }, // Ho Chi Minh
  { family: 'VN_CENTRAL', minute: 17 * 60 + 15, weekdays: WED | SAT }, // Da Nang
  { family: 'VN_NORTH', minute: 18 * 60 + 15, weekdays: FRI }, // Hai Phong
  { family: 'VN_SOUTH', minute: 16 * 60 + 15, weekdays: WED }, // Can Tho
] as const;

const BLOCK_CADENCES: readonly LotteryCadence[] = ['M1', 'M3', 'M5', 'S45'];

/** Betting closes this long before the draw. */
export const CLOSE_SECONDS: Record<LotteryCadence, number> = {
  S45: 5,
  M1: 5,
  M3: 15,
  M5: 30,
  DAILY: 900,
};

export interface LotteryGameSpec {
  family: string;
  cadence: LotteryCadence;
  drawMinute: number | null;
  weekdays: number;
  names: [string, string];
  /** What the names are made of, for their other languages (seed/game-name-translations.ts). */
  parts: LotteryNameParts;
}

/** A family of LOTTERY_GAMES or a place of VN_REGIONS (by index), and its cadence or draw time. */
export type LotteryNameParts =
  | { game: number; interval: number }
  | { region: number; interval: number }
  | { region: number; time: string };

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The i-th game (0-based) of a lottery vendor: its family, cadence and names. */
export function lotteryGameSpec(
  vendor: { code: string; category: string },
  i: number,
): LotteryGameSpec {
  if (vendor.category === 'LOTT') {
    const family = GAME_FAMILIES[i % GAME_FAMILIES.length]!;
    const block = Math.floor(i / GAME_FAMILIES.length) % BLOCK_CADENCES.length;
    const [g, gz] = LOTTERY_GAMES[i % LOTTERY_GAMES.length]!;
    const [t, tz] = LOTTERY_INTERVALS[block]!;
    return {
      family,
      cadence: BLOCK_CADENCES[block]!,
      drawMinute: null,
      weekdays: EVERY_DAY,
      // A space between game and cadence: "快3 1分钟", not "快31分钟" (the 3 would run into the 1).
      names: [`${g} ${t}`, `${gz} ${tz}`],
      parts: { game: i % LOTTERY_GAMES.length, interval: block },
    };
  }
  const place = VN_PLACES[i % VN_PLACES.length]!;
  const [r, rz] = VN_REGIONS[i % VN_REGIONS.length]!;
  const block = Math.floor(i / VN_PLACES.length) % BLOCK_CADENCES.length;
  // Vietnam Lotto's fourth block are the real daily draws; SEA Lotto has three fast blocks.
  if (block === 3 && vendor.code === 'TCG_LOTTO_VN') {
    const time = hhmm(place.minute);
    return {
      family: place.family,
      cadence: 'DAILY',
      drawMinute: place.minute,
      weekdays: place.weekdays,
      names: [`${r} Lotto ${time}`, `${rz}彩${time}`],
      parts: { region: i % VN_REGIONS.length, time },
    };
  }
  const [t, tz] = LOTTERY_INTERVALS[block]!;
  return {
    family: place.family,
    cadence: BLOCK_CADENCES[block]!,
    drawMinute: null,
    weekdays: EVERY_DAY,
    names: [`${r} Lotto ${t}`, `${rz}彩${tz}`],
    parts: { region: i % VN_REGIONS.length, interval: block },
  };
}

/**
 * Maps every lottery game of the catalogue to its family and cadence (keyed on the game, so a
 * re-run changes nothing). Runs at every start: a database seeded before issue 31 gets its
 * mapping too. A game's position is its sort_order (1-based) within its vendor.
 */
export async function seedLotteryGames(executor: Executor): Promise<void> {
  const list = await selectRows<{ id: number; code: string; category: string; pos: number }>(
    executor,
    sql`SELECT g.id, v.code, v.category, g.sort_order AS pos
          FROM games g JOIN vendors v ON v.code = g.vendor_code
         WHERE v.category IN ('LOTT', 'ELOTT')`,
  );
  if (list.length === 0) return;
  await executor
    .insert(lotteryGames)
    .values(
      list.map((row) => {
        const spec = lotteryGameSpec(row, Number(row.pos) - 1);
        return {
          gameId: Number(row.id),
          family: spec.family,
          cadence: spec.cadence,
          drawMinute: spec.drawMinute,
          weekdays: spec.weekdays,
          closeSeconds: CLOSE_SECONDS[spec.cadence],
        };
      }),
    )
    .onConflictDoNothing();
}

/** agent01's series (its team inherits it, never above it); others take the platform's. */
export async function seedLotterySeries(executor: Executor, now: Date): Promise<void> {
  const [agent] = await executor
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, 'agent01'));
  if (!agent) return;
  await executor
    .insert(lotterySeries)
    .values({ memberId: agent.id, maxSeries: 1950, updatedAt: now })
    .onConflictDoNothing();
}
