// The Chinese lunar year a moment belongs to, for Mark Six's zodiac: which ball is which animal
// follows the lunar year of the draw, and the year turns at Chinese New Year, local midnight in
// Hong Kong (where Mark Six is drawn), not on 1 January.

/**
 * The Gregorian date of Chinese New Year (first day of the first lunar month), 2020–2041: the
 * table covers every draw from 25 Jan 2020 to 31 Jan 2041 (the lunar years 2020–2040).
 * Sources, each date checked against at least two: timeanddate.com's Hong Kong "Lunar New Year"
 * holiday page (2024–2033), topmarks.co.uk "When is Chinese New Year?" (2024–2035),
 * factmonster.com "Chinese New Year Dates" (2000–2030), chinatravel.com "Chinese Zodiac Years
 * Chart 1948–2043" and destinyi.com (2036: 28 Jan to 14 Feb 2037); 2037–2041 also checked by the
 * 19-year cycle, which brings the new moon back to the same date within a day (2018-02-16 →
 * 2037-02-15, 2019-02-05 → 2038-02-04, 2020-01-25 → 2039-01-24, 2021-02-12 → 2040-02-12,
 * 2022-02-01 → 2041-02-01). Some Western lists give 7 Feb 2027 and 27 Jan 2028: they place the
 * new moon in their own time zone; the Chinese calendar (and Hong Kong's holidays) use UTC+8.
 * Extend the table before it runs out: lunar-year.test.ts fails two years ahead of its end.
 */
const NEW_YEAR_DAYS: readonly (readonly [year: number, month: number, day: number])[] = [
  [2020, 1, 25],
  [2021, 2, 12],
  [2022, 2, 1],
  [2023, 1, 22],
  [2024, 2, 10],
  [2025, 1, 29],
  [2026, 2, 17],
  [2027, 2, 6],
  [2028, 1, 26],
  [2029, 2, 13],
  [2030, 2, 3],
  [2031, 1, 23],
  [2032, 2, 11],
  [2033, 1, 31],
  [2034, 2, 19],
  [2035, 2, 8],
  [2036, 1, 28],
  [2037, 2, 15],
  [2038, 2, 4],
  [2039, 1, 24],
  [2040, 2, 12],
  [2041, 2, 1],
];

/**
 * Hong Kong time is UTC+8 all year: it has kept no summer time since 1979 (Asia/Hong_Kong in
 * the tz database), so local midnight is 16:00 UTC the day before, with no Intl lookup (this
 * module runs in the lottery page too).
 */
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The instant each lunar year starts: Chinese New Year's Day, 00:00 in Hong Kong. */
const STARTS = NEW_YEAR_DAYS.map(([year, month, day]) => ({
  year,
  startsAt: Date.UTC(year, month - 1, day) - HONG_KONG_OFFSET_MS,
}));

/** The first instant the table covers (Chinese New Year 2020, 00:00 Hong Kong). */
export const LUNAR_TABLE_START = new Date(STARTS[0]!.startsAt);
/** The first instant past the table: the last listed new year, whose year is not covered. */
export const LUNAR_TABLE_END = new Date(STARTS[STARTS.length - 1]!.startsAt);

/** A moment the lunar table does not reach: no zodiac can be told for it. */
export class LunarYearOutOfRange extends RangeError {
  constructor(readonly at: Date) {
    super(
      `no lunar year for ${Number.isNaN(at.getTime()) ? 'an invalid date' : at.toISOString()}: ` +
        `the Chinese New Year table covers ` +
        `${LUNAR_TABLE_START.toISOString()} to ${LUNAR_TABLE_END.toISOString()} (lunar-year.ts)`,
    );
    this.name = 'LunarYearOutOfRange';
  }
}

/**
 * The lunar year (named by the Gregorian year it starts in) a draw at `drawAt` belongs to: 2026
 * from 17 Feb 2026 00:00 Hong Kong time up to 6 Feb 2027 00:00, 2027 from then. Outside the
 * table it throws LunarYearOutOfRange rather than guess a year's animals.
 */
export function zodiacYearOf(drawAt: Date): number {
  const at = drawAt.getTime();
  if (!(at >= STARTS[0]!.startsAt) || at >= LUNAR_TABLE_END.getTime()) {
    throw new LunarYearOutOfRange(drawAt);
  }
  let i = STARTS.length - 2;
  while (STARTS[i]!.startsAt > at) i -= 1;
  return STARTS[i]!.year;
}

/** The twelve animals in cycle order; 2020 (like 1984) was a Rat year. */
export const ZODIAC_ANIMALS = [
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
export type ZodiacAnimal = (typeof ZODIAC_ANIMALS)[number];

/** The index in ZODIAC_ANIMALS of a lunar year's animal (2026 → 6, the Horse). */
export const yearAnimalIndex = (year: number) => (((year - 2020) % 12) + 12) % 12;
