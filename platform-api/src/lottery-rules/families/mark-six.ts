import { SelectionError, type LotteryFamily, type LotteryResult, type Play } from '../types.js';
import { paid } from './judgement-of.js';
import { choose, hitsAmong, isDistinctDraw, numberLabels } from './number-pool.js';
import { LOSE, TIE, WIN, optionPlay } from './option-play.js';
import { boardRow, parseRows } from './number-slip-rows.js';
import { ZODIAC_ANIMALS, yearAnimalIndex, zodiacYearOf, type ZodiacAnimal } from './lunar-year.js';

// Mark Six (六合彩, LHC): six different numbers of 01–49, then a special number different
// from them. Tradition: the special number, main 1 of 6, 2-in-2 and 3-in-3 of the six. Fixed
// odds on the special number: two sides (49 a tie, stake back, as Mark Six sites rule it),
// its colour wave and its zodiac animal (by the lunar year of the draw).

const BALLS = numberLabels(1, 49, 2);
const MAIN = 6;

/** The Hong Kong Mark Six colour waves (fixed): 17 red, 16 blue, 16 green. */
const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const BLUE = [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48];
/** A ball's colour wave (the lottery page paints balls with it). */
export const colourOf = (n: number) =>
  RED.includes(n) ? 'RED' : BLUE.includes(n) ? 'BLUE' : 'GREEN';

/**
 * Zodiac numbers follow the lunar year of the draw: 01 is the year's animal, 02 the one before
 * it, and so on backwards through the cycle (13, 25, 37 and 49 are the year's animal again, so
 * it has five numbers and the others four). The mapping turns at Chinese New Year, 00:00 Hong
 * Kong time (lunar-year.ts): a draw at 23:59 on 5 Feb 2027 is in the Horse year (01 the Horse),
 * one at 00:00 on 6 Feb in the Goat year (01 the Goat), whenever the bet was placed or settled.
 */
export const zodiacOf = (n: number, zodiacYear: number): ZodiacAnimal =>
  ZODIAC_ANIMALS[(((yearAnimalIndex(zodiacYear) - (n - 1)) % 12) + 12) % 12]!;

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

/**
 * The year's animal holds five numbers, every other animal four: two plays, whose options change
 * with the draw's lunar year. `animalsOf(year)` names a year's options; the play for a draw is
 * built once per lunar year (Play.at); the undated play offers nothing and judges nothing, so a
 * caller that forgets the draw time is refused rather than judged against the wrong year.
 */
function zodiacPlay(
  id: number,
  code: string,
  animalsOf: (year: number) => readonly ZodiacAnimal[],
  numbers: number,
): Play<string[]> {
  const spec = {
    id,
    code: `MARKSIX.ZODIAC.${code}`,
    group: 'ZODIAC',
    label: 'lottery.row.zodiac',
    wins: numbers,
    outcomes: BALLS.length,
  };
  const years = new Map<number, Play<string[]>>();
  const at = (drawAt: Date): Play<string[]> => {
    const year = zodiacYearOf(drawAt);
    let play = years.get(year);
    if (!play) {
      play = {
        ...optionPlay({
          ...spec,
          options: animalsOf(year),
          outcome: (option, result) =>
            zodiacOf(read(result).special, year) === option ? WIN : LOSE,
        }),
        at,
      };
      years.set(year, play);
    }
    return play;
  };
  const undated = optionPlay({
    ...spec,
    options: [],
    outcome: () => LOSE,
  });
  return {
    ...undated,
    board: { rows: [{ ...undated.board.rows[0]!, min: 1, max: 1 }], typedEntry: false },
    parse() {
      throw new SelectionError('needs the draw time');
    },
    judge() {
      throw new Error(`${spec.code} follows the draw's lunar year: judge playAt(play, drawAt)`);
    },
    at,
  };
}

const yearAnimal = (year: number) => [ZODIAC_ANIMALS[yearAnimalIndex(year)]!];
const otherAnimals = (year: number) => ZODIAC_ANIMALS.filter((_, i) => i !== yearAnimalIndex(year));

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
    zodiacPlay(9121, 'YEAR', yearAnimal, 5),
    zodiacPlay(9122, 'OTHER', otherAnimals, 4),
  ],
};
