export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock an operator moves forward (PUT /ops/clock), so that end-to-end tests reach "ten minutes
 * later" or "tomorrow" through the platform's own time instead of waiting. Only built when
 * CLOCK_CONTROL is on; a production server never has one.
 */
export interface ShiftableClock extends Clock {
  offsetSeconds(): number;
  setOffsetSeconds(seconds: number): void;
}

export function shiftableClock(base: Clock): ShiftableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    offsetSeconds: () => offsetMs / 1000,
    setOffsetSeconds: (seconds) => {
      offsetMs = seconds * 1000;
    },
  };
}
