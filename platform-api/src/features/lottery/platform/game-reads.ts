import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { lotteryPlay } from '../../../contract/lottery.js';
import type { Db } from '../../../db/database.js';
import { games, lotteryDraws, lotteryGames, vendors } from '../../../db/schema/index.js';
import { toMajor } from '../../../http/money.js';
import { gameDisplayName } from '../../games/index.js';
import { MAX_CHASE_DRAWS } from './betting.js';
import { lotteryGameOf, scheduleOf } from './draws.js';
import { oddsInForce } from './odds.js';
import { LunarYearOutOfRange, playAt, type Play } from '../../../lottery-rules/index.js';
import { rules } from './rules.js';
import { onSale, slotsFrom, type DrawSlot } from './schedule.js';
import { MODE_BY_BIT } from './slip.js';

const times = (slot: DrawSlot) => ({
  numero: slot.numero,
  closeAt: slot.closeAt.toISOString(),
  drawAt: slot.drawAt.toISOString(),
});

const weekdaysOf = (mask: number) =>
  [1, 2, 3, 4, 5, 6, 7].filter((day) => (mask & (1 << (day - 1))) !== 0);

/** GET /lgw/games: every lottery game with its family, cadence and the draw on sale. */
export async function lgwGames(db: Db, now: Date, language?: string) {
  const rows = await db
    .select({ config: lotteryGames, game: games, vendor: vendors, name: gameDisplayName(language) })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .where(and(eq(games.enabled, true), eq(vendors.enabled, true)))
    .orderBy(asc(vendors.sortOrder), asc(games.sortOrder), asc(games.id));
  return {
    serverTime: now.toISOString(),
    list: rows.map(({ config, game, vendor, name }) => ({
      gameId: game.id,
      gameName: name,
      vendorCode: vendor.code,
      gameCategory: vendor.category,
      family: config.family,
      cadence: config.cadence,
      drawTime:
        config.drawMinute === null
          ? null
          : `${String(Math.floor(config.drawMinute / 60)).padStart(2, '0')}:${String(config.drawMinute % 60).padStart(2, '0')}`,
      weekdays: weekdaysOf(config.weekdays),
      available: rules().familyOf(config.family) !== undefined,
      nextDraw: times(onSale(scheduleOf(config), now)),
    })),
  };
}

const PRIZE_MODES = {
  '1': 'Lott',
  '2': 'ZY',
  '3': 'Elott',
  lott: 'Lott',
  zy: 'ZY',
  elott: 'Elott',
} as const;

/** A play as offered for a draw; none past the lunar calendar's table (lunar-year.ts). */
function menuPlayAt(play: Play, drawAt: Date): Play | undefined {
  try {
    return playAt(play, drawAt);
  } catch (error) {
    if (error instanceof LunarYearOutOfRange) return undefined;
    throw error;
  }
}

/**
 * GET /lgw/games/{id}/play_menu: the family's plays of the prize mode's play type (Lott and ZY:
 * Tradition, Elott: Entertainment), by tab in the family's order; Entertainment with the brand's
 * odds. Boards as they stand for the draw on sale (`numero`, `drawAt`): Mark Six's zodiac
 * options follow that draw's lunar year.
 */
export async function playMenu(
  db: Db,
  gameId: number,
  prizeModeText: string,
  brandId: number,
  now: Date,
) {
  const game = await lotteryGameOf(db, gameId);
  const sale = onSale(scheduleOf(game), now);
  const prizeMode = PRIZE_MODES[prizeModeText.toLowerCase() as keyof typeof PRIZE_MODES];
  const playType: 'TRADITION' | 'ENTERTAINMENT' =
    prizeMode === 'Elott' ? 'ENTERTAINMENT' : 'TRADITION';
  const family = rules().familyOf(game.family);
  // The brand's odds in force: what an order placed now keeps and is paid at.
  const odds = await oddsInForce(db, brandId, family?.plays ?? []);
  const groups = new Map<string, Array<z.output<typeof lotteryPlay>>>();
  for (const undated of family?.plays ?? []) {
    if (undated.playType !== playType) continue;
    const play = menuPlayAt(undated, sale.drawAt);
    if (!play) continue;
    const list = groups.get(play.group) ?? [];
    list.push({
      playId: play.id,
      code: play.code,
      playType: play.playType,
      board: {
        rows: play.board.rows.map((row) => ({ ...row, values: [...row.values] })),
        typedEntry: play.board.typedEntry,
      },
      odds:
        play.playType === 'ENTERTAINMENT' && odds.has(play.id) ? odds.get(play.id)! / 100 : null,
    });
    groups.set(play.group, list);
  }
  return {
    gameId,
    family: game.family,
    prizeMode,
    playType,
    numero: sale.numero,
    drawAt: sale.drawAt.toISOString(),
    groups: [...groups].map(([group, plays]) => ({ group, plays })),
  };
}

/** GET /lgw/games/{id}/setting */
export async function gameSetting(db: Db, gameId: number) {
  const game = await lotteryGameOf(db, gameId);
  return {
    gameId,
    family: game.family,
    cadence: game.cadence,
    unitPrice: 2,
    modes: [1, 2, 4, 8]
      .filter((bit) => (game.modes & bit) !== 0)
      .map((bit) => MODE_BY_BIT.get(bit as 1 | 2 | 4 | 8)!.text),
    maxMultiple: game.maxMultiple,
    maxOrderAmount: toMajor(game.maxOrderMinor),
    maxWinPerDraw: toMajor(game.maxWinMinor),
    closeSeconds: game.closeSeconds,
    maxChaseDraws: MAX_CHASE_DRAWS,
  };
}

/** GET /lgw/numeros/chase/{gameId}: the draws a chase may cover, from the one on sale. */
export async function chaseDraws(db: Db, gameId: number, count: number, now: Date) {
  const game = await lotteryGameOf(db, gameId);
  const schedule = scheduleOf(game);
  return {
    gameId,
    serverTime: now.toISOString(),
    list: slotsFrom(schedule, onSale(schedule, now), count).map(times),
  };
}

/**
 * GET /lgw/trend/{gameId}: over the last `size` drawn draws, per result position, how often
 * each value came and how many draws ago it last came (its miss streak; `size` when it never
 * came). Values are those the window drew, with every digit, die or car of families that have
 * a fixed alphabet.
 */
export async function trend(db: Db, gameId: number, size: number, now: Date) {
  const game = await lotteryGameOf(db, gameId);
  const rows = await db
    .select({ result: lotteryDraws.result })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.gameId, gameId),
        lte(lotteryDraws.drawAt, now),
        inArray(lotteryDraws.state, ['DRAWN', 'SETTLED']),
      ),
    )
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(size);
  const results = rows.map((row) => row.result!.split(','));
  const display = rules().familyOf(game.family)?.display;
  const alphabet =
    display === 'DIGITS'
      ? ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']
      : display === 'DICE'
        ? ['1', '2', '3', '4', '5', '6']
        : display === 'CARS'
          ? ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']
          : [];
  const width = Math.max(0, ...results.map((result) => result.length));
  const positions = Array.from({ length: width }, (_, position) => {
    const values = new Set(alphabet);
    for (const result of results) if (result[position] !== undefined) values.add(result[position]);
    return {
      position: position + 1,
      values: [...values].sort().map((value) => {
        let hits = 0;
        let missStreak = -1;
        results.forEach((result, age) => {
          if (result[position] !== value) return;
          hits += 1;
          if (missStreak < 0) missStreak = age;
        });
        return { value, hits, missStreak: missStreak < 0 ? results.length : missStreak };
      }),
    };
  });
  return { gameId, draws: results.length, positions };
}
