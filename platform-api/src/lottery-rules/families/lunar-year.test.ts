import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  LUNAR_TABLE_END,
  LUNAR_TABLE_START,
  LunarYearOutOfRange,
  ZODIAC_ANIMALS,
  yearAnimalIndex,
  zodiacYearOf,
} from './lunar-year.js';

const hk = (local: string) => new Date(`${local}+08:00`);

test('the lunar year turns at 00:00 Hong Kong time on Chinese New Year', () => {
  assert.equal(zodiacYearOf(hk('2027-02-05T23:59:59.999')), 2026);
  assert.equal(zodiacYearOf(hk('2027-02-06T00:00:00')), 2027);
  // 16:00 UTC on 5 Feb is already 6 Feb in Hong Kong; 15:59 UTC is not.
  assert.equal(zodiacYearOf(new Date('2027-02-05T15:59:59Z')), 2026);
  assert.equal(zodiacYearOf(new Date('2027-02-05T16:00:00Z')), 2027);
  // January and early February belong to the lunar year before.
  assert.equal(zodiacYearOf(hk('2026-01-01T12:00:00')), 2025);
  assert.equal(zodiacYearOf(hk('2026-02-16T23:59:00')), 2025);
  assert.equal(zodiacYearOf(hk('2026-02-17T00:00:00')), 2026);
  assert.equal(zodiacYearOf(hk('2026-12-31T23:59:00')), 2026);
  assert.equal(zodiacYearOf(hk('2020-01-25T00:00:00')), 2020);
  assert.equal(zodiacYearOf(hk('2041-01-31T23:59:59')), 2040);
});

test('the years name their animals: 2020 Rat, 2026 Horse, 2027 Goat, 2031 Pig, 2032 Rat', () => {
  const animal = (year: number) => ZODIAC_ANIMALS[yearAnimalIndex(year)];
  assert.equal(animal(2020), 'RAT');
  assert.equal(animal(2026), 'HORSE');
  assert.equal(animal(2027), 'GOAT');
  assert.equal(animal(2031), 'PIG');
  assert.equal(animal(2032), 'RAT');
});

test('every lunar year of the table is 353 to 385 days long (a mistyped date shows)', () => {
  let previous = LUNAR_TABLE_START.getTime();
  let year = 2020;
  for (let at = previous; at < LUNAR_TABLE_END.getTime(); at += 86_400_000) {
    const now = zodiacYearOf(new Date(at));
    if (now !== year) {
      assert.equal(now, year + 1);
      const days = (at - previous) / 86_400_000;
      assert.ok(days >= 353 && days <= 385, `lunar year ${year}: ${days} days`);
      previous = at;
      year = now;
    }
  }
  assert.equal(year, 2040);
});

test('outside the table: a clear refusal, never a guessed year', () => {
  for (const at of [hk('2020-01-24T23:59:59'), LUNAR_TABLE_END, new Date(Number.NaN)]) {
    assert.throws(() => zodiacYearOf(at), LunarYearOutOfRange);
  }
});

// The table ends with the lunar year 2040. Mark Six's zodiac plays cannot be sold or judged past
// its end, so this fails (in CI, on every run) two years before that happens: time to add the
// next dates from a published calendar, long before any draw is refused.
test('the Chinese New Year table reaches at least two years past today', () => {
  const twoYears = 2 * 366 * 86_400_000;
  assert.ok(
    LUNAR_TABLE_END.getTime() - Date.now() > twoYears,
    `lunar-year.ts ends ${LUNAR_TABLE_END.toISOString()}: add the next Chinese New Year dates`,
  );
});
