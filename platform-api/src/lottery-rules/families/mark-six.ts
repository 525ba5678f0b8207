import type { LotteryFamily, LotteryResult, Play } from '../types.js';
import { paid } from './judgement-of.js';
import { choose, hitsAmong, isDistinctDraw, numberLabels } from './number-pool.js';
import { LOSE, TIE, WIN, optionPlay } from './option-play.js';
import { boardRow, parseRows } from './number-slip-rows.js';

// Mark Six (六合彩, LHC): six different numbers of 01–49, then a special number different
// from them. Tradition: the special number, main 1 of 6, 2-in-2 and 3-in-3 of the six. Fixed
// odds on the special number: two sides (49 a tie, stake back, as Mark Six sites rule it),
// its colour wave and its zodiac animal.

const BALLS = numberLabels(1, 49, 2);
const MAIN = 6;

/** The Hong Kong Mark Six colour waves (fixed): 17 red, 16 blue, 16 green. */
const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
/** A ball's colour wave (the lottery page paints balls with it). */
export const colourOf = (n: number) =>
  RED.includes(n) ? 'RED' : BLUE.includes(n) ? 'BLUE' : 'GREEN';

/**
 * Zodiac numbers follow the lunar year: 01 is the year's animal, 02 the one before it, and so
 * on backwards through the cycle (13, 25, 37 and 49 are the year's animal again, so it has
 * five numbers and the others four). The mapping changes at the lunar new year: this is the
 * year of the Horse, 2026 (17 Feb 2026 – 5 Feb 2027). Update ZODIAC_YEAR then; the year's
 * animal play moves with it.
 */
export const ZODIAC_YEAR = 2026;
const ANIMALS = [
  'RAT',
  'OX',
  'TIGER',
  'RABBIT',
  'DRAGON',
  'SNAKE',
  'HORSE',
  'GOAT',
  'MONKEY',
  'ROOSTER',
  'DOG',
  'PIG',
] as const;
const YEAR_ANIMAL = (ZODIAC_YEAR - 4) % 12; // 1984 and 2020 were Rat years
/** A ball's zodiac animal in ZODIAC_YEAR (the page labels the 1–49 grid with it). */
export const zodiacOf = (n: number) => ANIMALS[(((YEAR_ANIMAL - (n - 1)) % 12) + 12) % 12]!;

interface Draw {
  main: Uint8Array;
  special: number;
}

// judge() runs for every sub-order of a draw against the same result array: read it once.
const draws = new WeakMap<LotteryResult, Draw>();
function read(result: LotteryResult): Draw {
  let draw = draws.get(result);
  if (!draw) {
    const main = new Uint8Array(BALLS.length);
    for (let i = 0; i < MAIN; i += 1) main[Number(result[i]) - 1] = 1;
    draw = { main, special: Number(result[MAIN]) };
    draws.set(result, draw);
  }
  return draw;
}

/** The special number: each chosen number a combination, paid 1 / (1/49). */
const specialRow = boardRow('lottery.row.special', BALLS, 1, BALLS.length, true);
const specialNumber: Play<number[]> = {
  id: 9001,
  code: 'MARKSIX.SPECIAL.NUMBER',
  group: 'SPECIAL',
  playType: 'TRADITION',
  board: { rows: [specialRow], typedEntry: false },
  parse: (balls) => parseRows(balls, [specialRow])[0]!,
  count: (picked) => picked.length,
  judge: (picked, result) => paid(picked.includes(read(result).special - 1) ? BALLS.length : 0),
};

/**
 * Main numbers, k in k (1 of 6, 2-in-2, 3-in-3): C(n, k) combinations; one wins when all its
 * numbers are among the six main ones (the special does not count), p = C(6, k) / C(49, k).
 */
function mainPlay(k: number): Play<number[]> {
  const row = boardRow('lottery.row.numbers', BALLS, k, BALLS.length, true);
  const prize = choose(BALLS.length, k) / choose(MAIN, k);
  return {
    id: 9010 + k,
    code: `MARKSIX.MAIN.${k === 1 ? 'ANY1' : `ALL${k}`}`,
    group: 'MAIN',
    playType: 'TRADITION',
    board: { rows: [row], typedEntry: false },
    parse: (balls) => parseRows(balls, [row])[0]!,
    count: (picked) => choose(picked.length, k),
    judge: (picked, result) => paid(choose(hitsAmong(picked, read(result).main), k) * prize),
  };
}

/** Special big (25–48) / small (1–24) / odd / even: 24 of 49 each; 49 returns the stake. */
const specialSides = optionPlay({
  id: 9101,
  code: 'MARKSIX.SPECIAL.TWO_SIDES',
  group: 'SPECIAL',
  options: ['BIG', 'SMALL', 'ODD', 'EVEN'],
  wins: 24,
  outcomes: BALLS.length,
  ties: 1,
  outcome(option, result) {
    const { special } = read(result);
    if (special === 49) return TIE;
    const on =
      option === 'BIG'
        ? special >= 25
        : option === 'SMALL'
          ? special <= 24
          : (special % 2 === 1) === (option === 'ODD');
    return on ? WIN : LOSE;
  },
});

// Red holds 17 numbers, blue and green 16 each: red is its own play with its own odds.
const colourPlay = (id: number, code: string, options: string[], numbers: number) =>
  optionPlay({
    id,
    code: `MARKSIX.COLOUR.${code}`,
    group: 'COLOUR',
    options,
    wins: numbers,
    outcomes: BALLS.length,
    outcome: (option, result) => (colourOf(read(result).special) === option ? WIN : LOSE),
  });

// The year's animal holds five numbers, every other animal four: two plays.
const zodiacPlay = (id: number, code: string, options: string[], numbers: number) =>
  optionPlay({
    id,
    code: `MARKSIX.ZODIAC.${code}`,
    group: 'ZODIAC',
    options,
    label: 'lottery.row.zodiac',
    wins: numbers,
    outcomes: BALLS.length,
    outcome: (option, result) => (zodiacOf(read(result).special) === option ? WIN : LOSE),
  });

export const markSix: LotteryFamily = {
  code: 'MARKSIX',
  display: 'BALLS',
  // Draw: pickDistinct of "01".."49", k = 7: the first six are the main numbers, the 7th the special.
  draw: (random) => random.pickDistinct(BALLS, MAIN + 1),
  isResult: (result) => isDistinctDraw(result, BALLS, MAIN + 1),
  plays: [
    specialNumber,
    mainPlay(1),
    mainPlay(2),
    mainPlay(3),
    specialSides,
    colourPlay(9111, 'RED', ['RED'], RED.length),
    colourPlay(9112, 'BLUE_GREEN', ['BLUE', 'GREEN'], BLUE.length),
    zodiacPlay(9121, 'YEAR', [ANIMALS[YEAR_ANIMAL]!], 5),
    zodiacPlay(
      9122,
      'OTHER',
      ANIMALS.filter((_, i) => i !== YEAR_ANIMAL),
      4,
    ),
  ],
};
