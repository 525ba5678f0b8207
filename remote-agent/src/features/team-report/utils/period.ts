import type { TeamPeriod } from '@lobby/platform-api/contract';
import { foreignZoneLabel } from '@lobby/shared';
import { periodQuery, type PeriodChoice as AnyPeriodChoice } from '@lobby/shared/period-choice';

/** The presets, in the order of the picker (the contract's TEAM_PERIODS). */
export const TEAM_PERIOD_CHOICES: readonly TeamPeriod[] = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'lastMonth',
  'custom',
];
/** The server's longest custom range, both ends included (TEAM_MAX_DAYS). */
export const MAX_CUSTOM_DAYS = 92;

/** What the team period picker chose (the query it sends: @lobby/shared's periodQuery). */
export type PeriodChoice = AnyPeriodChoice<TeamPeriod>;
export { periodQuery };

export type RangeProblem = 'order' | 'future' | 'tooLong' | 'missing';

const DAY_MS = 86_400_000;

/** Why a custom range would be refused, checked before asking; null when it is fine. */
export function rangeProblem(start: string, end: string, today: string): RangeProblem | null {
  if (!start || !end) return 'missing';
  if (start > end) return 'order';
  if (end > today) return 'future';
  const days = (Date.parse(end) - Date.parse(start)) / DAY_MS + 1;
  return days > MAX_CUSTOM_DAYS ? 'tooLong' : null;
}

/**
 * ' (UTC+8)' after a report's days when their zone (the answer's timeZone) is not the phone's,
 * else nothing.
 */
export function zoneNote(timeZone: string, now = new Date()): string {
  const zone = foreignZoneLabel(timeZone, now);
  return zone ? ` (${zone})` : '';
}
