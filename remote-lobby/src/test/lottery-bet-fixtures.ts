import type { FamilyCode, PlayType } from '@lobby/platform-api/lottery-rules';
import { familyOf, playAt } from '@lobby/platform-api/lottery-rules';
import type { FakeAnswer } from '@lobby/shared/testing';

// The lottery page's reads as /lgw answers them (typed by the contract), built from the rules.

type Menu = FakeAnswer<'GET /lgw/games/:gameId/play_menu'>;

/** The draw on sale of the tests' menus: 2026-11-28 12:01 UTC, in the Horse year (2026). */
export const MENU_DRAW_AT = '2026-11-28T12:01:00.000Z';

/**
 * The play menu the platform serves: the family's plays of one type, by group, with the boards
 * of the draw on sale at `drawAt` (Mark Six's zodiac follows its lunar year).
 */
export function menuOf(family: FamilyCode, playType: PlayType, drawAt = MENU_DRAW_AT): Menu {
  const plays = familyOf(family)!
    .plays.filter((play) => play.playType === playType)
    .map((play) => playAt(play, new Date(drawAt)));
  const groups = [...new Set(plays.map((play) => play.group))];
  return {
    gameId: 7,
    family,
    prizeMode: playType === 'TRADITION' ? 'Lott' : 'Elott',
    playType,
    numero: '20261128-1141',
    drawAt,
    groups: groups.map((group) => ({
      group,
      plays: plays
        .filter((play) => play.group === group)
        .map((play) => ({
          playId: play.id,
          code: play.code,
          playType: play.playType,
          board: {
            rows: play.board.rows.map((row) => ({ ...row, values: [...row.values] })),
            typedEntry: play.board.typedEntry,
          },
          odds: play.defaultOdds ?? null,
        })),
    })),
  };
}

export const SETTING: FakeAnswer<'GET /lgw/games/:gameId/setting'> = {
  gameId: 7,
  family: 'LOTTO5D',
  cadence: 'M1',
  unitPrice: 2,
  modes: ['1', '0.1', '0.01', '0.001'],
  maxMultiple: 9999,
  maxOrderAmount: 100_000,
  maxWinPerDraw: 1_000_000,
  closeSeconds: 5,
  maxChaseDraws: 120,
};

type LgwGame = FakeAnswer<'GET /lgw/games'>['list'][number];
type Draw = FakeAnswer<'GET /lgw/numeros/near'>['current'];

/** The tests' server clock: 2026-11-28 12:00:00 UTC. */
export const PAGE_NOW = Date.parse('2026-11-28T12:00:00Z');
const at = (ms: number) => new Date(PAGE_NOW + ms).toISOString();

/** TCG Lotto 5D 1 Min (game 7): the draw on sale closes in 40 s. */
export const LOTTO_GAME: LgwGame = {
  gameId: 7,
  gameName: 'TCG Lotto 5D 1 Min',
  vendorCode: 'TCG',
  gameCategory: 'LOTT',
  family: 'LOTTO5D',
  cadence: 'M1',
  drawTime: null,
  weekdays: [],
  available: true,
  nextDraw: { numero: '20261128-0721', closeAt: at(40_000), drawAt: at(45_000) },
};

export const drawOf = (numero: string, openMs: number, over: Partial<Draw> = {}): Draw => ({
  numero,
  openAt: at(openMs),
  closeAt: at(openMs + 55_000),
  drawAt: at(openMs + 60_000),
  commitment: 'c'.repeat(64),
  state: 'OPEN',
  seed: null,
  winningNumber: null,
  ...over,
});

/** The draw on sale (0721, opened 15 s ago) and the one after it. */
export const NEAR: FakeAnswer<'GET /lgw/numeros/near'> = {
  gameId: 7,
  serverTime: at(0),
  current: drawOf('20261128-0721', -15_000),
  next: drawOf('20261128-0722', 40_000),
};

/** The latest result: draw 0719, 3 8 1 0 9. */
export const LAST_DRAW = drawOf('20261128-0719', -135_000, {
  state: 'SETTLED',
  seed: 'a'.repeat(64),
  winningNumber: '3,8,1,0,9',
});
