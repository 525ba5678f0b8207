import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { defaultOddsCents, entertainmentPlays, maxOddsCents, MIN_ODDS_CENTS } from './odds.js';

describe('brand odds bounds', () => {
  test("every Entertainment play's default lies within what an operator may set", () => {
    const plays = entertainmentPlays();
    assert.ok(plays.length >= 20, `${plays.length} Entertainment plays`);
    for (const play of plays) {
      const cents = defaultOddsCents(play);
      assert.ok(cents >= MIN_ODDS_CENTS, `${play.code}: default ${cents}`);
      assert.ok(cents <= maxOddsCents(play), `${play.code}: ${cents} > ${maxOddsCents(play)}`);
      // The cap's win part alone never returns more than the stake plus the default's 1%.
      assert.ok((maxOddsCents(play) / 100) * play.probability! <= 1 + 1e-9, play.code);
    }
  });
});
