import { TEAM_MAX_DAYS, type TeamPeriod } from '../../contract/agent.js';
import { ApiError } from '../../http/errors.js';
import { addDays, type DayRange, daysRange, isFutureDay, periodRange } from '../system/index.js';

/**
 * Days of the brand's business time zone (YYYY-MM-DD, inclusive), their instants [from, to) and
 * the zone. The daily tables the reports add up are keyed by the same business days (0048).
 */
export type TeamPeriodRange = DayRange & { timeZone: string };

/**
 * The one answer of every agent day or period call to a day after today (or a range that ends
 * after it, or before it starts): 400 INVALID_INPUT on endDate, as the overview always did.
 */
export const futureDayRefused = (path = 'endDate') =>
  new ApiError('INVALID_INPUT', null, [{ path, messageKey: 'invalid_input' }]);

/** Refuses (futureDayRefused) when the business day is after the business today at `now`. */
export function refuseFutureDay(day: string, now: Date, zone: string, path = 'endDate'): void {
  if (isFutureDay(day, now, zone)) throw futureDayRefused(path);
}

/**
 * The business days of a preset at `now` (weeks start on Monday), or of a custom range of at
 * most TEAM_MAX_DAYS days (both ends included) that does not end after the business today.
 */
export function resolveTeamPeriod(
  query: { period: TeamPeriod; startDate?: string; endDate?: string },
  now: Date,
  zone: string,
): TeamPeriodRange {
  if (query.period !== 'custom') return { ...periodRange(query.period, now, zone), timeZone: zone };
  const startDate = query.startDate!;
  const endDate = query.endDate!;
  if (startDate > endDate) throw futureDayRefused('endDate');
  refuseFutureDay(endDate, now, zone);
  if (addDays(startDate, TEAM_MAX_DAYS - 1) < endDate) throw futureDayRefused('startDate');
  return { ...daysRange(startDate, endDate, zone), timeZone: zone };
}
