import type { RealityCheck } from '@lobby/platform-api/contract';

/** Longest single timer (browsers overflow past 2^31 − 1 ms). */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Milliseconds until the platform should be asked again: when the next check is due or the
 * session's time limit ends, whichever is first; null when neither is set. Measured on the
 * platform's clock (its "now" is the session start plus its duration), so a device whose clock
 * is off still asks at the right moment.
 */
export function nextCheckDelay(check: RealityCheck): number | null {
  const serverNow = Date.parse(check.sessionStartedAt) + check.durationSeconds * 1000;
  const moments = [check.nextAt, check.sessionEndsAt]
    .filter((value): value is string => value !== null)
    .map((value) => Date.parse(value) - serverNow);
  if (moments.length === 0) return null;
  return Math.min(MAX_DELAY_MS, Math.max(1000, Math.min(...moments) + 1000));
}
