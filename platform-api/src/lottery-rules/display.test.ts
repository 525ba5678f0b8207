import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markSixColour, markSixZodiac, vietnamPrizes } from './display.js';
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

test("Mark Six colours and the year's zodiac", () => {
  assert.equal(markSixColour(1), 'RED');
  assert.equal(markSixColour(3), 'BLUE');
  assert.equal(markSixColour(5), 'GREEN');
  assert.equal(markSixZodiac(1), 'HORSE');
  assert.equal(markSixZodiac(13), 'HORSE');
  assert.equal(markSixZodiac(2), 'SNAKE');
});
