import { TEAM_MAX_DAYS, type TeamPeriod } from '../../contract/agent.js';
import { ApiError } from '../../http/errors.js';

const DAY_MS = 86_400_000;

export interface TeamPeriodRange {
  /** Inclusive UTC days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  from: Date;
  /** Exclusive. */
  to: Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const refuse = (path: string) =>
  new ApiError('INVALID_INPUT', null, [{ path, messageKey: 'invalid_input' }]);

/**
 * The UTC days of a preset at `now` (weeks start on Monday), or of a custom range of at most
 * TEAM_MAX_DAYS days (both ends included) that does not end after today.
 */
export function resolveTeamPeriod(
  query: { period: TeamPeriod; startDate?: string; endDate?: string },
  now: Date,
): TeamPeriodRange {
  const today = new Date(`${dayOf(now)}T00:00:00Z`);
  const back = (days: number) => new Date(today.getTime() - days * DAY_MS);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  let from: Date;
  let last: Date;
  switch (query.period) {
    case 'today':
      [from, last] = [today, today];
      break;
    case 'yesterday':
      [from, last] = [back(1), back(1)];
      break;
    case 'thisWeek':
      [from, last] = [back((today.getUTCDay() + 6) % 7), today];
      break;
    case 'thisMonth':
      [from, last] = [new Date(Date.UTC(year, month, 1)), today];
      break;
    case 'lastMonth':
      [from, last] = [new Date(Date.UTC(year, month - 1, 1)), new Date(Date.UTC(year, month, 0))];
      break;
    case 'custom': {
      from = new Date(`${query.startDate}T00:00:00Z`);
      last = new Date(`${query.endDate}T00:00:00Z`);
      if (from > last || last > today) throw refuse('endDate');
      if ((last.getTime() - from.getTime()) / DAY_MS + 1 > TEAM_MAX_DAYS) throw refuse('startDate');
      break;
    }
  }
  return {
    startDate: dayOf(from),
    endDate: dayOf(last),
    from,
    to: new Date(last.getTime() + DAY_MS),
  };
}
