import { fakeApi, ok } from '@lobby/shared/testing';
import { getTeamKpi } from './get-team-kpi';

describe('team KPI call', () => {
  it('sends no date (the server’s business today) and the chosen scope', async () => {
    const kpi = {
      teamLoginMemberCount: 1,
      teamBetMemberCount: 2,
      teamRegisterMemberCount: 3,
      teamOnlineCount: 4,
      startDate: '2024-03-09',
      endDate: '2024-03-09',
      timeZone: 'Asia/Manila',
      scope: 'all',
    };
    const seen = fakeApi(() => ok(kpi));
    await expect(getTeamKpi('all')).resolves.toEqual(kpi);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/wps/agent/team/kpi' });
    expect(seen[0]!.params).toEqual({ scope: 'all', size: '0' });
  });
});
