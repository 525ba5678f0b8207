import { useRequest } from '../../../hooks/useRequest';
import { formatKpiDate, getTeamKpi } from '../api/getTeamKpi';

export function useTeamKpi(today: Date) {
  return useRequest(() => getTeamKpi(today), formatKpiDate(today));
}
