export type GreetingKey = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/** Spec section 9: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening. */
export function greetingKeyForHour(hour: number): GreetingKey {
  if (!Number.isInteger(hour) || hour < 0 || hour > 24) {
    throw new RangeError(`hour must be an integer from 0 to 24, got ${hour}`);
  }
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}
