import type { TeamKpi, TeamKpiQuery } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

/** The platform's date format for agent reports: YYYY/MM/DD in the visitor's local time. */
export function formatKpiDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}/${month}/${day}`;
}

/** Team figures for one day (the spec's agent home shows today only). */
export function getTeamKpi(day: Date): Promise<TeamKpi> {
  const date = formatKpiDate(day);
  const query: TeamKpiQuery = { startDate: date, endDate: date, size: '0' };
  return api.get('/wps/agent/team/kpi', { query });
}
