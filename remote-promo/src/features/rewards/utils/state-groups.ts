import type { Participation, ParticipationState } from '@lobby/platform-api/contract';

/** The reward centre's tabs and the participation states each one lists. */
export const STATE_GROUPS = [
  { key: 'toClaim', states: ['ISSUED'] },
  { key: 'inProgress', states: ['APPLYING', 'PROCESS', 'JOINED'] },
  { key: 'claimed', states: ['CLAIMED'] },
  { key: 'rejected', states: ['REJECTED'] },
  { key: 'closed', states: ['CLOSED'] },
] as const satisfies ReadonlyArray<{ key: string; states: readonly ParticipationState[] }>;

export type StateGroupKey = (typeof STATE_GROUPS)[number]['key'];

export function inGroup(list: readonly Participation[], key: StateGroupKey): Participation[] {
  const group = STATE_GROUPS.find((item) => item.key === key)!;
  return list.filter((item) => (group.states as readonly string[]).includes(item.state));
}
