import type { RgPeriod } from '../../db/schema/index.js';

export interface PeriodBounds {
  /** First instant of the period (inclusive). */
  start: Date;
  /** First instant of the next period: when the limit resets. */
  end: Date;
}

/**
 * The period holding `now`, in UTC: the calendar day, the ISO week (Monday 00:00 to the next
 * Monday) or the calendar month.
 */
export function periodOf(period: RgPeriod, now: Date): PeriodBounds {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  if (period === 'MONTH') {
    return {
      start: new Date(Date.UTC(year, month, 1)),
      end: new Date(Date.UTC(year, month + 1, 1)),
    };
  }
  if (period === 'WEEK') {
    // getUTCDay: Sunday 0 … Saturday 6; days since Monday: Monday 0 … Sunday 6.
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    return {
      start: new Date(Date.UTC(year, month, day - sinceMonday)),
      end: new Date(Date.UTC(year, month, day - sinceMonday + 7)),
    };
  }
  return {
    start: new Date(Date.UTC(year, month, day)),
    end: new Date(Date.UTC(year, month, day + 1)),
  };
}

/** A Date's UTC day as YYYY-MM-DD (the `day` of the daily totals tables). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
