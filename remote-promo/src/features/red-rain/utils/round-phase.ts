import type { RedRainState } from '@lobby/platform-api/contract';

export type RoundPhase =
  | { kind: 'open'; roundId: number; endsAt: number; envelopesLeft: boolean; myGrab: number | null }
  | { kind: 'waiting'; startsAt: number | null; justEnded: boolean };

/**
 * Where the rain is at `now` (ms on the platform's clock): a round open, or waiting for the next
 * one (`justEnded` once the round the state named has closed).
 */
export function roundPhase(state: RedRainState, now: number): RoundPhase {
  const current = state.current;
  if (current && now < Date.parse(current.endsAt)) {
    return {
      kind: 'open',
      roundId: current.id,
      endsAt: Date.parse(current.endsAt),
      envelopesLeft: current.envelopesLeft,
      myGrab: current.myGrab,
    };
  }
  const next = state.next ? Date.parse(state.next.startsAt) : null;
  return { kind: 'waiting', startsAt: next, justEnded: current !== null };
}

/** Seconds as `m:ss`, or `h:mm:ss` from an hour on. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
