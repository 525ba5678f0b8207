import type { ParticipationStateValue } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';

/**
 * The life of a participation (API.md "Promotions: taking part"). Entries: apply → APPLYING,
 * join → JOINED, sign-up → ISSUED. Every other move is one of these, from the states listed;
 * anything else is refused with PARTICIPATION_STATE.
 */
export const TRANSITIONS = {
  /** An operator takes an application up for review. */
  process: { from: ['APPLYING'], to: 'PROCESS' },
  /** An operator grants it: the bonus is issued, waiting for the member's claim. */
  approve: { from: ['APPLYING', 'PROCESS'], to: 'ISSUED' },
  /** An operator refuses it, with the reason the member reads. */
  reject: { from: ['APPLYING', 'PROCESS'], to: 'REJECTED' },
  /** A paid deposit in the period issues a DEPOSIT promotion's bonus. */
  deposit: { from: ['JOINED'], to: 'ISSUED' },
  /** The member takes the bonus: credited through the ledger once. */
  claim: { from: ['ISSUED'], to: 'CLAIMED' },
  /** The promotion's period ended first. */
  close: { from: ['APPLYING', 'PROCESS', 'JOINED', 'ISSUED'], to: 'CLOSED' },
} as const satisfies Record<
  string,
  { from: readonly ParticipationStateValue[]; to: ParticipationStateValue }
>;

export type Transition = keyof typeof TRANSITIONS;

/** The state after `transition`, or PARTICIPATION_STATE (409, value: the current state). */
export function nextState(
  current: ParticipationStateValue,
  transition: Transition,
): ParticipationStateValue {
  const rule = TRANSITIONS[transition];
  if (!(rule.from as readonly string[]).includes(current)) {
    throw new ApiError('PARTICIPATION_STATE', { state: current });
  }
  return rule.to;
}
