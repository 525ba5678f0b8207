import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markSixColour, markSixZodiac, vietnamPrizes, zodiacYearOf } from './display.js';
import { familyOf } from './registry.js';
import { seedStream } from './seed-stream.js';

test('a Vietnamese result groups into its prizes exactly (27 north, 18 central and south)', () => {
  for (const code of ['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH'] as const) {
    const drawn = familyOf(code)!.draw(seedStream('a'.repeat(64)));
    const prizes = vietnamPrizes(code)!;
    assert.equal(
      prizes.reduce((sum, prize) => sum + prize.count, 0),
      drawn.length,
    );
    assert.equal(prizes[0]!.prize, 'SPECIAL');
  }
  assert.equal(vietnamPrizes('LOTTO5D'), undefined);
});

test("Mark Six colours, and each ball's zodiac by the lunar year of the draw", () => {
  assert.equal(markSixColour(1), 'RED');
  assert.equal(markSixColour(3), 'BLUE');
  assert.equal(markSixColour(5), 'GREEN');
  // The last minute of the Horse year and the first of the Goat year, Hong Kong time.
  const horse = zodiacYearOf(new Date('2027-02-05T23:59:00+08:00'));
  const goat = zodiacYearOf(new Date('2027-02-06T00:00:00+08:00'));
  assert.deepEqual([horse, goat], [2026, 2027]);
  assert.equal(markSixZodiac(1, horse), 'HORSE');
  assert.equal(markSixZodiac(13, horse), 'HORSE');
  assert.equal(markSixZodiac(2, horse), 'SNAKE');
  assert.equal(markSixZodiac(1, goat), 'GOAT');
  assert.equal(markSixZodiac(49, goat), 'GOAT');
  assert.equal(markSixZodiac(2, goat), 'HORSE');
});
