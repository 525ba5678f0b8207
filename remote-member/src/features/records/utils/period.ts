import type { RecordPeriod } from '@lobby/platform-api/contract';
import { periodQuery, type PeriodChoice as AnyPeriodChoice } from '@lobby/shared/period-choice';

/**
 * What the period picker chose: a preset, or a custom range of business days (YYYY-MM-DD); the
 * query it sends is @lobby/shared's periodQuery.
 */
export type PeriodChoice = AnyPeriodChoice<RecordPeriod>;
export { periodQuery };

/** The presets in the order the picker shows them (typed by the contract, so none is missed). */
const PRESET_ORDER: Record<RecordPeriod, number> = {
  today: 0,
  yesterday: 1,
  last7: 2,
  last30: 3,
  custom: 4,
};
export const PERIODS = (Object.keys(PRESET_ORDER) as RecordPeriod[]).sort(
  (a, b) => PRESET_ORDER[a] - PRESET_ORDER[b],
);

/** How far back a custom range may start (the server's limit). */
export const MAX_MONTHS_BACK = 12;

/** The earliest day a custom range may start: the same day 12 months ago, as the server counts. */
export function earliestStart(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - MAX_MONTHS_BACK / 12);
  return date.toISOString().slice(0, 10);
}

/** The key (records:period.errors.*) of what is wrong with a custom range, or null. */
export type RangeError = 'required' | 'order' | 'tooOld' | 'future';

/** `today` is the business day (the brand's zone, as the server counts days: issue 35). */
export function validateRange(
  startDate: string,
  endDate: string,
  today: string,
): RangeError | null {
  if (!startDate || !endDate) return 'required';
  if (startDate > endDate) return 'order';
  if (endDate > today) return 'future';
  if (startDate < earliestStart(today)) return 'tooOld';
  return null;
}
