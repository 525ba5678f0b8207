import { create } from 'zustand';
import type { TeamScope } from '@lobby/platform-api/contract';
import { safeLocalStorage } from '@lobby/shared';

/**
 * The team scope the agent chose on Team overview (whole team or direct members), which the
 * agent home's counters follow (issue 35 item 3). Held here, in the app's wiring, since two
 * features (team-report, team-kpi) take it as a prop. Kept in local storage so the home shows the
 * last choice; the overview's own default (whole team) until the agent picks.
 */
export const TEAM_SCOPE_STORAGE_KEY = 'lobby.agent.teamScope';

const stored = (): TeamScope =>
  safeLocalStorage.getItem(TEAM_SCOPE_STORAGE_KEY) === 'direct' ? 'direct' : 'all';

interface TeamScopeState {
  scope: TeamScope;
  setScope(scope: TeamScope): void;
}

export const useTeamScopeStore = create<TeamScopeState>()((set) => ({
  scope: stored(),
  setScope(scope) {
    safeLocalStorage.setItem(TEAM_SCOPE_STORAGE_KEY, scope);
    set({ scope });
  },
}));

/** The chosen scope and its setter. */
export function useTeamScope(): [TeamScope, (scope: TeamScope) => void] {
  return [useTeamScopeStore((state) => state.scope), useTeamScopeStore((state) => state.setScope)];
}
