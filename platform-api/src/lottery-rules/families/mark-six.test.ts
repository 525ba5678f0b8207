import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFairOverSpace } from '../test-support.js';
import {
  assertIdsAndCodes,
  assertRefused,
  fiveSigma,
  judged,
  playByCode,
  sampleDraws,
  subsets,
} from './family-test-support.js';
import { playAt } from '../registry.js';
import { markSix } from './mark-six.js';
import { chooseBig, ratio } from './number-pool.js';

const BALLS = Array.from({ length: 49 }, (_, i) => String(i + 1).padStart(2, '0'));
const play = (code: string) => playByCode(markSix, `MARKSIX.${code}`);
// The last minute of the Horse year (2026) and the first of the Goat year (2027), Hong Kong time.
const HORSE_DRAW = new Date('2027-02-05T23:59:00+08:00');
const GOAT_DRAW = new Date('2027-02-06T00:00:00+08:00');
/** A zodiac play as it stands for a draw at `drawAt`. */
const zodiac = (code: 'YEAR' | 'OTHER', drawAt: Date) => playAt(play(`ZODIAC.${code}`), drawAt);
const SAMPLE = sampleDraws(markSix, 20_000, 'marksix');

// Plays on the special number read nothing else, and the special is uniform over 01–49: the
// 49 results below, one per special number, are an exact space for them.
const SPECIALS = BALLS.map((special) => [
  ...BALLS.filter((b) => b !== special).slice(0, 6),
  special,
]);

/** A result whose six main numbers hold exactly h of `chosen` (the special none of them). */
function withMainHits(chosen: string[], h: number): string[] {
  const others = BALLS.filter((b) => !chosen.includes(b));
  return [...chosen.slice(0, h), ...others.slice(0, 7 - h)];
}

/** P(h of n chosen among the 6 main): hypergeometric. */
const hyper = (n: number, h: number) =>
  ratio(chooseBig(6, h) * chooseBig(43, n - h), chooseBig(49, n));

// The real Hong Kong table, written out again here so the test does not read the module's.
const COLOURS: Record<string, number[]> = {
  RED: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  BLUE: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  GREEN: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};

describe('Mark Six family', () => {
  test('ids in the 9000s, codes per group, odds within 99% of fair', () =>
    assertIdsAndCodes(markSix, 9000, { 'MARKSIX.SPECIAL.TWO_SIDES': 1 / 49 }));

  test('the draw: seven different of 01–49 (six main, then the special) from fixed seeds', () => {
    for (const result of SAMPLE.slice(0, 500)) assert.ok(markSix.isResult(result));
    assert.ok(!markSix.isResult(BALLS.slice(0, 6)));
    assert.ok(!markSix.isResult([...BALLS.slice(0, 6), '01']));
    assert.ok(!markSix.isResult([...BALLS.slice(0, 6), '50']));
  });

  test('special number: a combination per number; exact over the 49 specials; sample', () => {
    const p = play('SPECIAL.NUMBER');
    for (const balls of ['07', '01,02,03,49', BALLS.join(',')]) {
      assert.equal(p.count(p.parse(balls)), balls.split(',').length);
      assertFairOverSpace(p, balls, SPECIALS);
    }
    assertFairOverSpace(p, '33', SAMPLE, fiveSigma(48, SAMPLE.length));
  });

  for (const [code, k] of [
    ['ANY1', 1],
    ['ALL2', 2],
    ['ALL3', 3],
  ] as const) {
    test(`main ${code}: C(n, ${k}) by enumeration; exact mean over hypergeometric hits`, () => {
      const p = play(`MAIN.${code}`);
      for (const n of [k, 5, 9]) {
        const chosen = BALLS.slice(10, 10 + n);
        const balls = chosen.join(',');
        assert.equal(p.count(p.parse(balls)), [...subsets(chosen, k)].length);
        // The judgement reads only how many chosen numbers are main: Σ P(h) · judge(h).
        let mean = 0;
        for (let h = 0; h <= Math.min(6, n); h += 1) {
          const result = withMainHits(chosen, h);
          const winners = [...subsets(chosen, k)].filter((combo) =>
            combo.every((b) => result.slice(0, 6).includes(b)),
          ).length;
          const fair = judged(p, balls, result).fairMultiple;
          // Each winning combination pays 1 / p, p = C(6, k) / C(49, k).
          assert.ok(Math.abs(fair - winners * ratio(chooseBig(49, k), chooseBig(6, k))) < 1e-9);
          mean += hyper(n, h) * fair;
        }
        assert.ok(Math.abs(mean - p.count(p.parse(balls))) < 1e-9, `${code} n=${n}: ${mean}`);
      }
      assertRefused(p, BALLS.slice(0, k - 1).join(','), 'too few');
    });
  }

  test('main plays over 20,000 seeded draws', () => {
    // One combination pays 1/p with chance p: variance 1/p − 1.
    assertFairOverSpace(play('MAIN.ANY1'), '21', SAMPLE, fiveSigma(49 / 6 - 1, SAMPLE.length));
    assertFairOverSpace(
      play('MAIN.ALL2'),
      '21,22',
      SAMPLE,
      fiveSigma(1176 / 15 - 1, SAMPLE.length),
    );
  });

  test('special two sides: 24 of 49 each, 49 a tie', () => {
    const p = play('SPECIAL.TWO_SIDES');
    assert.equal(p.probability, 24 / 49);
    // 49 returns the stake: fair odds are (48/49) / (24/49) = 2, so 1.98 as Mark Six sites pay
    // (0.99 × 49/24 = 2.02 would return 1.0098 a unit on average).
    assert.equal(p.defaultOdds, 1.98);
    assertFairOverSpace(p, 'BIG,SMALL,ODD,EVEN', SPECIALS);
    const ties = SPECIALS.map((r) => judged(p, 'BIG,SMALL,ODD,EVEN', r).tieStakes);
    assert.deepEqual(ties.map((t, i) => (t ? i + 1 : 0)).filter(Boolean), [49]);
    assert.equal(ties[48], 4);
    assertFairOverSpace(p, 'ODD', SAMPLE, fiveSigma(0.25, SAMPLE.length));
  });

  test('colour of the special: the Hong Kong table; red its own play', () => {
    assert.equal(COLOURS.RED!.length + COLOURS.BLUE!.length + COLOURS.GREEN!.length, 49);
    const red = play('COLOUR.RED');
    const blueGreen = play('COLOUR.BLUE_GREEN');
    assert.equal(red.probability, 17 / 49);
    assert.equal(blueGreen.probability, 16 / 49);
    for (const [colour, numbers] of Object.entries(COLOURS)) {
      const p = colour === 'RED' ? red : blueGreen;
      for (const n of numbers) {
        const result = SPECIALS[n - 1]!;
        assert.equal(judged(p, colour, result).winningStakes, 1, `${n} is ${colour}`);
      }
    }
    assertFairOverSpace(red, 'RED', SPECIALS);
    assertFairOverSpace(blueGreen, 'BLUE,GREEN', SPECIALS);
  });

  test('zodiac of the special in a Horse-year draw (2026): 01 is the Horse, 02 the Snake…', () => {
    const year = zodiac('YEAR', HORSE_DRAW);
    const other = zodiac('OTHER', HORSE_DRAW);
    assert.deepEqual(year.board.rows[0]!.values, ['HORSE']);
    assert.equal(other.board.rows[0]!.values.length, 11);
    assert.ok(!other.board.rows[0]!.values.includes('HORSE'));
    assert.equal(year.probability, 5 / 49);
    assert.equal(other.probability, 4 / 49);
    const expected: [string, number[]][] = [
      ['HORSE', [1, 13, 25, 37, 49]],
      ['SNAKE', [2, 14, 26, 38]],
      ['DRAGON', [3, 15, 27, 39]],
      ['RAT', [7, 19, 31, 43]],
      ['GOAT', [12, 24, 36, 48]],
    ];
    for (const [animal, numbers] of expected) {
      const p = animal === 'HORSE' ? year : other;
      const winning = SPECIALS.filter((r) => judged(p, animal, r).winningStakes === 1).map((r) =>
        Number(r[6]),
      );
      assert.deepEqual(winning, numbers, animal);
    }
    assertFairOverSpace(year, 'HORSE', SPECIALS);
    assertFairOverSpace(other, other.board.rows[0]!.values.join(','), SPECIALS);
    assertFairOverSpace(other, 'PIG', SAMPLE, fiveSigma((4 / 49) * (45 / 49), SAMPLE.length));
  });

  test('a minute later, the Goat year (6 Feb 2027 00:00 HKT): every ball moves one animal on', () => {
    const year = zodiac('YEAR', GOAT_DRAW);
    const other = zodiac('OTHER', GOAT_DRAW);
    assert.deepEqual(year.board.rows[0]!.values, ['GOAT']);
    assert.deepEqual(other.board.rows[0]!.values, [
      ...['RAT', 'OX', 'TIGER', 'RABBIT', 'DRAGON', 'SNAKE', 'HORSE'],
      ...['MONKEY', 'ROOSTER', 'DOG', 'PIG'],
    ]);
    const expected: [string, number[]][] = [
      ['GOAT', [1, 13, 25, 37, 49]],
      ['HORSE', [2, 14, 26, 38]],
      ['SNAKE', [3, 15, 27, 39]],
      ['RAT', [8, 20, 32, 44]],
      ['MONKEY', [12, 24, 36, 48]],
    ];
    for (const [animal, numbers] of expected) {
      const p = animal === 'GOAT' ? year : other;
      const winning = SPECIALS.filter((r) => judged(p, animal, r).winningStakes === 1).map((r) =>
        Number(r[6]),
      );
      assert.deepEqual(winning, numbers, animal);
    }
    assertFairOverSpace(year, 'GOAT', SPECIALS);
    assertFairOverSpace(other, other.board.rows[0]!.values.join(','), SPECIALS);
    // The same result across the boundary: special 01 is the Horse at 23:59, the Goat at 00:00.
    const special01 = SPECIALS[0]!;
    assert.equal(judged(zodiac('YEAR', HORSE_DRAW), 'HORSE', special01).winningStakes, 1);
    assert.equal(judged(zodiac('OTHER', GOAT_DRAW), 'HORSE', special01).winningStakes, 0);
    assert.equal(judged(zodiac('YEAR', GOAT_DRAW), 'GOAT', special01).winningStakes, 1);
    assert.equal(judged(zodiac('OTHER', HORSE_DRAW), 'GOAT', special01).winningStakes, 0);
    // The Horse is no longer the year's animal, nor the Goat another one.
    assertRefused(year, 'HORSE', 'unknown value');
    assertRefused(other, 'GOAT', 'unknown value');
    // One play object per lunar year, whatever the minute of the draw.
    assert.equal(zodiac('YEAR', new Date('2027-12-31T12:00:00Z')), year);
  });

  test('an undated zodiac play offers nothing and judges nothing (the draw time is needed)', () => {
    for (const code of ['YEAR', 'OTHER'] as const) {
      const p = play(`ZODIAC.${code}`);
      assert.deepEqual(p.board.rows[0]!.values, []);
      assertRefused(p, 'HORSE', 'needs the draw time');
      assert.throws(() => p.judge(['HORSE'], SPECIALS[0]!), /lunar year/);
    }
    // Other plays are the same at every draw.
    assert.equal(playAt(play('SPECIAL.NUMBER'), GOAT_DRAW), play('SPECIAL.NUMBER'));
  });

  test('hand-worked judgements', () => {
    const result = ['05', '12', '23', '34', '40', '47', '18'];
    assert.equal(judged(play('SPECIAL.NUMBER'), '18,19', result).fairMultiple, 49);
    assert.equal(judged(play('SPECIAL.NUMBER'), '05', result).fairMultiple, 0);
    // 05 and 12 main, 18 special (not main): two of 1 of 6 win at 49/6.
    assert.equal(judged(play('MAIN.ANY1'), '05,12,18', result).fairMultiple, 2 * (49 / 6));
    // 2-in-2 of 05,12,23,18: pairs among 05,12,23 win: 3 at 1176/15.
    assert.ok(
      Math.abs(judged(play('MAIN.ALL2'), '05,12,23,18', result).fairMultiple - 3 * 78.4) < 1e-9,
    );
    assert.ok(
      Math.abs(judged(play('MAIN.ALL3'), '05,12,23,18', result).fairMultiple - 921.2) < 1e-9,
    );
    // Special 18: small, even, red, Ox in 2026 (18 = 6 + 12; 06 is the Ox).
    assert.deepEqual(judged(play('SPECIAL.TWO_SIDES'), 'BIG,SMALL,ODD,EVEN', result), {
      fairMultiple: 0,
      winningStakes: 2,
      tieStakes: 0,
    });
    assert.equal(judged(play('COLOUR.RED'), 'RED', result).winningStakes, 1);
    assert.equal(judged(zodiac('OTHER', HORSE_DRAW), 'OX,RAT', result).winningStakes, 1);
    // In the Goat year 18 is the Tiger (18 = 6 + 12; 06 is the Tiger).
    assert.equal(judged(zodiac('OTHER', GOAT_DRAW), 'OX,RAT', result).winningStakes, 0);
    assert.equal(judged(zodiac('OTHER', GOAT_DRAW), 'TIGER', result).winningStakes, 1);
  });

  test('bad input is a SelectionError, never another exception', () => {
    const table: [string, string, string][] = [
      ['SPECIAL.NUMBER', '00', 'unknown value'],
      ['SPECIAL.NUMBER', '50', 'unknown value'],
      ['SPECIAL.NUMBER', '7', 'unknown value'],
      ['SPECIAL.NUMBER', '07,07', 'duplicate'],
      ['SPECIAL.NUMBER', '', 'too few'],
      ['MAIN.ALL3', '01,02', 'too few'],
      ['MAIN.ALL2', '01|02', 'rows'],
      ['SPECIAL.TWO_SIDES', 'TIE', 'unknown value'],
      ['COLOUR.RED', 'BLUE', 'unknown value'],
      ['COLOUR.BLUE_GREEN', 'GREEN,GREEN', 'duplicate'],
    ];
    for (const [code, balls, reason] of table) assertRefused(play(code), balls, reason);
    assertRefused(zodiac('YEAR', HORSE_DRAW), 'RAT', 'unknown value');
    assertRefused(zodiac('OTHER', HORSE_DRAW), 'HORSE', 'unknown value');
    assertRefused(zodiac('OTHER', HORSE_DRAW), 'horse', 'unknown value');
  });
});
