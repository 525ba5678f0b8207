import { useRequest } from '@lobby/shared';
import { formatKpiDate, getTeamKpi } from '../api/get-team-kpi';

export function useTeamKpi(today: Date) {
  return useRequest(() => getTeamKpi(today), formatKpiDate(today));
}
