import type { RecurrenceValue } from '../../db/schema/index.js';

const DAY_MS = 86_400_000;

/**
 * The period a participation belongs to: '' for a rule that takes one participation for its
 * whole run, the UTC day for DAILY, the Monday (UTC) of the ISO week for WEEKLY. Keys of the
 * same recurrence sort in time order.
 */
export function periodKeyOf(recurrence: RecurrenceValue, now: Date): string {
  if (recurrence === 'NONE') return '';
  const day = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  if (recurrence === 'DAILY') return day.toISOString().slice(0, 10);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}
