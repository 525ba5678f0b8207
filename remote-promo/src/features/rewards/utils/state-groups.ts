import type { ParticipationState } from '@lobby/platform-api/contract';

/** The reward centre's tabs and the participation states each one lists. */
export const STATE_GROUPS = [
  { key: 'toClaim', states: ['ISSUED'] },
  { key: 'inProgress', states: ['APPLYING', 'PROCESS', 'JOINED'] },
  { key: 'claimed', states: ['CLAIMED'] },
  { key: 'rejected', states: ['REJECTED'] },
  { key: 'closed', states: ['CLOSED'] },
] as const satisfies ReadonlyArray<{ key: string; states: readonly ParticipationState[] }>;

export type StateGroupKey = (typeof STATE_GROUPS)[number]['key'];

/** How many participations a tab holds, from the counts of every state. */
export function countOf(
  counts: Partial<Record<ParticipationState, number>>,
  key: StateGroupKey,
): number {
  const group = STATE_GROUPS.find((item) => item.key === key)!;
  return group.states.reduce((sum, state) => sum + (counts[state] ?? 0), 0);
}
