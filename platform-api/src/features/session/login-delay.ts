/** Failures of an account in the window from which each further check waits a delay. */
export const DELAY_AFTER_FAILURES = 10;
/** The first delay, doubled with each further failure… */
export const FIRST_DELAY_MS = 1000;
/** …up to this: enough to slow a guesser, short enough that the owner barely notices. */
export const MAX_DELAY_MS = 8000;

/**
 * How long after an account's latest failure the next password check must wait, given its
 * failures in the window: none below 10, then 1 s, 2 s, 4 s, 8 s, 8 s…
 */
export function loginDelayMs(failures: number): number {
  if (failures < DELAY_AFTER_FAILURES) return 0;
  const doublings = Math.min(failures - DELAY_AFTER_FAILURES, 16);
  return Math.min(FIRST_DELAY_MS * 2 ** doublings, MAX_DELAY_MS);
}
