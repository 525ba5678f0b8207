import type { RgPeriod } from '../../db/schema/index.js';
import { addDays, businessDayOf, dayStart, periodRange } from '../system/index.js';

export interface PeriodBounds {
  /** First instant of the period (inclusive). */
  start: Date;
  /** First instant of the next period: when the limit resets. */
  end: Date;
}

/**
 * The period holding `now` in the business time zone (issue 35: one business day for the
 * platform): the business day, the week of business days (Monday 00:00 to the next Monday) or
 * the calendar month, from its first instant to the next period's.
 */
export function periodOf(period: RgPeriod, now: Date, zone: string): PeriodBounds {
  const today = businessDayOf(now, zone);
  let first = today;
  let next = addDays(today, 1);
  if (period === 'WEEK') {
    first = periodRange('thisWeek', now, zone).startDate;
    next = addDays(first, 7);
  } else if (period === 'MONTH') {
    first = `${today.slice(0, 8)}01`;
    next = `${addDays(first, 31).slice(0, 8)}01`;
  }
  return { start: dayStart(first, zone), end: dayStart(next, zone) };
}
