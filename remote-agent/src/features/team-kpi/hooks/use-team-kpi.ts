import type { TeamScope } from '@lobby/platform-api/contract';
import { useRequest } from '@lobby/shared';
import { getTeamKpi } from '../api/get-team-kpi';

/** Asks again when the scope changes or the page opens on another local day. */
export function useTeamKpi(scope: TeamScope, opened: Date) {
  return useRequest(() => getTeamKpi(scope), `${scope}:${opened.toDateString()}`);
}
