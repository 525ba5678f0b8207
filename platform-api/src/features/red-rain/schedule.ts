import { zoneOffsetMs } from '../system/index.js';

/**
 * The operator's schedule: a round every `everyMinutes` counted from midnight of the brand's
 * business time zone (issue 35; 00:00 UTC with the default zone), so "every 720 minutes" is
 * midnight and noon where the brand does business.
 */
export interface Schedule {
  enabled: boolean;
  everyMinutes: number;
  durationSeconds: number;
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

const slotAt = (schedule: Schedule, startMs: number): Slot => ({
  startsAt: new Date(startMs),
  endsAt: new Date(startMs + schedule.durationSeconds * 1000),
});

/** The start of the `shift`-th round after the last one started by `now` (0: that one). */
function roundStart(schedule: Schedule, now: Date, zone: string, shift: number): number {
  const everyMs = schedule.everyMinutes * 60_000;
  // Counted on the zone's wall clock, then taken back to an instant.
  const offset = zoneOffsetMs(now, zone);
  return (Math.floor((now.getTime() + offset) / everyMs) + shift) * everyMs - offset;
}

/** The scheduled round open at `now`, if any. */
export function scheduledSlotAt(schedule: Schedule, now: Date, zone: string): Slot | null {
  if (!schedule.enabled) return null;
  const slot = slotAt(schedule, roundStart(schedule, now, zone, 0));
  return now < slot.endsAt ? slot : null;
}

/** The first scheduled round starting after `now`. */
export function nextScheduledSlot(schedule: Schedule, now: Date, zone: string): Slot | null {
  if (!schedule.enabled) return null;
  return slotAt(schedule, roundStart(schedule, now, zone, 1));
}

/**
 * The amount of one envelope: random between the minimum and the largest the remaining budget
 * allows; when what would be left could not pay another minimum envelope, this one takes it all
 * (if that fits the maximum), so the budget is not stranded. Null when nothing can be paid.
 */
export function envelopeAmount(
  round: { budgetMinor: number; paidMinor: number; minGrabMinor: number; maxGrabMinor: number },
  random: (min: number, maxExclusive: number) => number,
): number | null {
  const remaining = round.budgetMinor - round.paidMinor;
  if (remaining < round.minGrabMinor) return null;
  const upper = Math.min(round.maxGrabMinor, remaining);
  const amount = random(round.minGrabMinor, upper + 1);
  if (remaining - amount < round.minGrabMinor && remaining <= round.maxGrabMinor) return remaining;
  return amount;
}
