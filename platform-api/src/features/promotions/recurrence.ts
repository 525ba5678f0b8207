import type { RecurrenceValue } from '../../db/schema/index.js';
import { addDays, businessDayOf } from '../system/index.js';

/**
 * The period a participation belongs to: '' for a rule that takes one participation for its
 * whole run, the business day (brand's business time zone) for DAILY, the Monday of the ISO week
 * (business days) for WEEKLY. Keys of the same recurrence sort in time order.
 */
export function periodKeyOf(recurrence: RecurrenceValue, now: Date, zone: string): string {
  if (recurrence === 'NONE') return '';
  const day = businessDayOf(now, zone);
  if (recurrence === 'DAILY') return day;
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}
