import type { TeamKpi, TeamKpiQuery, TeamScope } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

/**
 * The team's figures for the platform's business today (the spec's agent home shows today only).
 * No date is sent: "today" is the server's business day, never the phone's (issue 35).
 */
export function getTeamKpi(scope: TeamScope): Promise<TeamKpi> {
  const query: TeamKpiQuery = { scope, size: '0' };
  return api.get('/wps/agent/team/kpi', { query });
}
