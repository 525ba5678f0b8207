import type { AppContext } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { takeSlot, type WindowedLimit } from '../../security/windowed-limit.js';

export const TRIALS_PER_IP_PER_HOUR = 10;

const TRIAL_LIMIT: WindowedLimit = {
  bucket: 'trial-ip',
  limit: TRIALS_PER_IP_PER_HOUR,
  windowMs: 3_600_000,
};

/**
 * Trial accounts created per IP address in the last hour, counted in the database so that every
 * API instance shares the count, and atomically so that parallel requests cannot overshoot.
 * Records one creation, or 429 RATE_LIMITED (with retryAfterSeconds) past the hourly limit.
 */
export async function takeTrialSlot(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  ip: string,
): Promise<void> {
  const waitMs = await takeSlot(ctx.db, TRIAL_LIMIT, ip, ctx.clock.now());
  if (waitMs > 0) {
    throw new ApiError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(waitMs / 1000) });
  }
}
