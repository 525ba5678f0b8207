import { fakeApi, ok } from '@lobby/shared/testing';
import { formatKpiDate, getTeamKpi } from './get-team-kpi';

describe('team KPI call', () => {
  it('formats dates as YYYY/MM/DD with zero padding', () => {
    expect(formatKpiDate(new Date(2024, 0, 5))).toBe('2024/01/05');
    expect(formatKpiDate(new Date(2025, 11, 31))).toBe('2025/12/31');
  });

  it('asks for one day only', async () => {
    const kpi = {
      teamLoginMemberCount: 1,
      teamBetMemberCount: 2,
      teamRegisterMemberCount: 3,
      teamOnlineCount: 4,
    };
    const seen = fakeApi(() => ok(kpi));
    await expect(getTeamKpi(new Date(2024, 2, 9))).resolves.toEqual(kpi);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/wps/agent/team/kpi',
      params: { startDate: '2024/03/09', endDate: '2024/03/09', size: '0' },
    });
  });
});
