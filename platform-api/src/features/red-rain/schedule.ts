/** The operator's schedule: a round every `everyMinutes` counted from 00:00 UTC (the epoch). */
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

/** The scheduled round open at `now`, if any. */
export function scheduledSlotAt(schedule: Schedule, now: Date): Slot | null {
  if (!schedule.enabled) return null;
  const everyMs = schedule.everyMinutes * 60_000;
  const slot = slotAt(schedule, Math.floor(now.getTime() / everyMs) * everyMs);
  return now < slot.endsAt ? slot : null;
}

/** The first scheduled round starting after `now`. */
export function nextScheduledSlot(schedule: Schedule, now: Date): Slot | null {
  if (!schedule.enabled) return null;
  const everyMs = schedule.everyMinutes * 60_000;
  return slotAt(schedule, (Math.floor(now.getTime() / everyMs) + 1) * everyMs);
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
