import type { RgLimitKindName, RgPeriodName } from '@lobby/platform-api/contract';

export const LIMIT_KINDS: readonly RgLimitKindName[] = ['DEPOSIT', 'LOSS', 'WAGER'];
export const PERIODS: readonly RgPeriodName[] = ['DAY', 'WEEK', 'MONTH'];

/** Session time limits offered, in minutes (the platform takes 5 to 1440). */
export const SESSION_LIMIT_CHOICES: readonly number[] = [30, 60, 120, 180, 240, 360, 480, 720];

/** Reality-check intervals offered, in minutes (the platform takes 10 to 60). */
export const REALITY_CHECK_CHOICES: readonly number[] = [10, 15, 20, 30, 45, 60];

export const TIMEOUT_LENGTHS = ['24H', '1W', '1M', '6W'] as const;
export const SELF_EXCLUSION_LENGTHS = ['6M', '1Y', '2Y', '5Y'] as const;
export type ExclusionLength =
  (typeof TIMEOUT_LENGTHS)[number] | (typeof SELF_EXCLUSION_LENGTHS)[number];

/** Hours (whole) or minutes, for the choices' labels. */
export function minutesLabelParts(minutes: number): { unit: 'hours' | 'minutes'; count: number } {
  return minutes % 60 === 0
    ? { unit: 'hours', count: minutes / 60 }
    : { unit: 'minutes', count: minutes };
}
