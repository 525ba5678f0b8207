import type { Clock } from '../../clock.js';

export const TRIALS_PER_IP_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** In-memory count of trial accounts created per IP address in the last hour. */
export class TrialLimiter {
  private readonly created = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  /** Records one creation; false when the address already reached the hourly limit. */
  take(ip: string): boolean {
    const now = this.clock.now().getTime();
    const recent = (this.created.get(ip) ?? []).filter((time) => now - time < HOUR_MS);
    if (recent.length >= TRIALS_PER_IP_PER_HOUR) {
      this.created.set(ip, recent);
      return false;
    }
    recent.push(now);
    this.created.set(ip, recent);
    if (this.created.size > 10_000) this.created.delete(this.created.keys().next().value as string);
    return true;
  }
}
