import { useEffect, useState } from 'react';

/** Spec section 9: starts at a random value in this range... */
export const JACKPOT_MIN = 100_000_000;
export const JACKPOT_MAX = 1_000_000_000;
/** ...and adds 100–500 every 3, 4 or 5 seconds. */
export const TICK_SECONDS = [3, 4, 5] as const;
export const STEP_MIN = 100;
export const STEP_MAX = 500;

export function randomStart(random: () => number = Math.random): number {
  return JACKPOT_MIN + Math.floor(random() * (JACKPOT_MAX - JACKPOT_MIN));
}

export function nextStep(random: () => number = Math.random): { add: number; delayMs: number } {
  return {
    add: STEP_MIN + Math.floor(random() * (STEP_MAX - STEP_MIN + 1)),
    delayMs: TICK_SECONDS[Math.floor(random() * TICK_SECONDS.length)]! * 1000,
  };
}

/** The ticking jackpot: from the platform's pool when it lies in the range, else random. */
export function useJackpotTicker(serverValue: number | null, random: () => number = Math.random) {
  const [value, setValue] = useState(() => randomStart(random));
  useEffect(() => {
    if (serverValue !== null && serverValue >= JACKPOT_MIN && serverValue < JACKPOT_MAX) {
      setValue(serverValue);
    }
  }, [serverValue]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const step = nextStep(random);
      timer = setTimeout(() => {
        setValue((current) => current + step.add);
        schedule();
      }, step.delayMs);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [random]);
  return value;
}
