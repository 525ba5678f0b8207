import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LUNAR_TABLE_END } from './families/lunar-year.js';
import { playOf } from './registry.js';
import { NotAtEveryDraw, stakesAtDraws } from './stakes-at-draws.js';
import { SelectionError } from './types.js';

// The rule the platform refuses an order with and the lottery page flags a slip line with.

const HORSE_DRAW = new Date('2027-02-05T15:59:00Z'); // 23:59 HKT, 5 Feb 2027: the Horse year
const GOAT_DRAW = new Date('2027-02-05T16:00:00Z'); // 00:00 HKT, 6 Feb 2027: the Goat year
const YEAR = playOf(9121)!.play;
const OTHER = playOf(9122)!.play;
const SIDES = playOf(9101)!.play;

test('a line counts at the first draw and must hold at every later one', () => {
  assert.equal(stakesAtDraws(YEAR, 'HORSE', [HORSE_DRAW]), 1);
  assert.equal(stakesAtDraws(OTHER, 'RAT,GOAT', [HORSE_DRAW]), 2);
  // Rat is one of the other animals in both years: it holds across the new year.
  assert.equal(stakesAtDraws(OTHER, 'RAT', [HORSE_DRAW, GOAT_DRAW]), 1);
  // Plays that are the same at every draw hold at any.
  assert.equal(stakesAtDraws(SIDES, 'BIG,ODD', [HORSE_DRAW, GOAT_DRAW]), 2);
});

test('the first draw refusing is a SelectionError; a later one names its index', () => {
  assert.throws(
    () => stakesAtDraws(YEAR, 'HORSE', [GOAT_DRAW]),
    (error) => error instanceof SelectionError && !(error instanceof NotAtEveryDraw),
  );
  const later = new Date(GOAT_DRAW.getTime() + 60_000);
  for (const [balls, play] of [
    ['HORSE', YEAR],
    ['GOAT', OTHER],
  ] as const) {
    assert.throws(
      () => stakesAtDraws(play, balls, [HORSE_DRAW, GOAT_DRAW, later]),
      (error) =>
        error instanceof NotAtEveryDraw &&
        error.drawIndex === 1 &&
        /lunar year turns/.test(error.reason),
    );
  }
});

test('a draw past the lunar table is no choice, never a crash', () => {
  assert.throws(
    () => stakesAtDraws(YEAR, 'HORSE', [LUNAR_TABLE_END]),
    (error) => error instanceof SelectionError && error.reason === 'no lunar year for the draw',
  );
  const beforeEnd = new Date(LUNAR_TABLE_END.getTime() - 60_000);
  assert.throws(
    () => stakesAtDraws(OTHER, 'RAT', [beforeEnd, LUNAR_TABLE_END]),
    (error) => error instanceof NotAtEveryDraw && error.drawIndex === 1,
  );
});
