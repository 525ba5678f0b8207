import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type SessionInfo } from '@lobby/shared';
import { fail, fakeApi, initTestI18n, ok, renderAt } from '@lobby/shared/testing';
import App from './App';
import { useTeamScopeStore } from './team-scope';

function logIn(type: SessionInfo['type']) {
  useSessionStore.getState().setSession({
    token: 'tok',
    merchantCode: 'M1',
    userName: 'agent01',
    type,
    firstTimeLogin: false,
  });
}

const figures = {
  deposits: 300,
  withdrawals: 20,
  stakes: 80,
  payouts: 75,
  bonuses: 5,
  rebates: 2,
  netWinLoss: 2,
};
const summary = {
  ...figures,
  members: 6,
  registrations: 2,
  firstDeposits: 3,
  activeBettors: 3,
  teamBalance: 1234.5,
};
const agent = { id: 1, username: 'agent01', level: 0 };
const pnlOf = (viewed: { id: number; username: string; level: number }) => ({
  startDate: '2024-03-01',
  endDate: '2024-03-05',
  agent: viewed,
  path: viewed.level === 0 ? [agent] : [agent, viewed],
  summary,
  list:
    viewed.level === 0
      ? [
          { ...figures, memberId: 5, username: 'team01', isAgent: false, teamSize: 0, balance: 10 },
          { ...figures, memberId: 7, username: 'sub01', isAgent: true, teamSize: 8, balance: 20 },
        ]
      : [
          {
            ...figures,
            memberId: 9,
            username: 'sub01m01',
            isAgent: false,
            teamSize: 0,
            balance: 1,
          },
        ],
  total: viewed.level === 0 ? 2 : 1,
  pageNo: 1,
  pageSize: 20,
});

describe('team screens', () => {
  beforeAll(() => initTestI18n(['common', 'agent']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    useTeamScopeStore.getState().setScope('all');
  });

  it.each(['/m/agent/team/overview', '/m/agent/team/pnl', '/m/member/team', '/m/teamBetting'])(
    'sends a member opening %s home, asking nothing',
    (url) => {
      logIn(0);
      const seen = fakeApi(() => ok({}));
      renderAt(url, <App />);
      expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
      expect(seen).toHaveLength(0);
    },
  );

  it('team overview: the figures of the whole team, then of the direct members', async () => {
    logIn(1);
    const seen = fakeApi((request) =>
      ok({
        startDate: '2024-03-05',
        endDate: '2024-03-05',
        scope: (request.params as { scope: string }).scope,
        agent,
        summary,
      }),
    );
    renderAt('/m/agent/team/overview', <App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Team overview' })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('First deposits')).toBeInTheDocument();
    // The scope said out loud, and the days as YYYY/MM/DD.
    expect(screen.getByText('Showing: Whole team · 2024/03/05 – 2024/03/05')).toBeInTheDocument();
    expect(screen.getByText('Team balance').nextSibling).toHaveTextContent('￥1,234.50');
    expect(seen[0]?.params).toEqual({ period: 'today', scope: 'all' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Direct members' }));
    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() =>
      expect(seen.at(-1)?.params).toEqual({ period: 'thisWeek', scope: 'direct' }),
    );
    expect(
      await screen.findByText('Showing: Direct members · 2024/03/05 – 2024/03/05'),
    ).toBeInTheDocument();
    // The agent home's counters follow this choice.
    expect(useTeamScopeStore.getState().scope).toBe('direct');
  });

  it('team overview: the business zone is named beside its days only when it is not the phone’s', async () => {
    const answer = () =>
      ok({
        startDate: '2024-03-05',
        endDate: '2024-03-05',
        timeZone: 'Asia/Manila',
        scope: 'all',
        agent,
        summary,
      });
    // The phone's clock in UTC: the brand's Manila days say so.
    let phone = jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    try {
      logIn(1);
      fakeApi(answer);
      const { unmount } = renderAt('/m/agent/team/overview', <App />);
      expect(
        await screen.findByText('Showing: Whole team · 2024/03/05 – 2024/03/05 (UTC+8)'),
      ).toBeInTheDocument();
      unmount();
    } finally {
      phone.mockRestore();
    }
    // The phone in Manila too: its own days need no note.
    phone = jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-480);
    try {
      fakeApi(answer);
      renderAt('/m/agent/team/overview', <App />);
      expect(
        await screen.findByText('Showing: Whole team · 2024/03/05 – 2024/03/05'),
      ).toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });

  it('team overview: a custom range longer than 92 days is refused before asking', async () => {
    logIn(1);
    const seen = fakeApi(() =>
      ok({ startDate: '2024-03-05', endDate: '2024-03-05', scope: 'all', agent, summary }),
    );
    renderAt('/m/agent/team/overview', <App />);
    await screen.findByText('First deposits');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at most 92 days.');
    expect(seen).toHaveLength(1);
  });

  it('team PnL drills down into a sub-agent and back up', async () => {
    logIn(1);
    const seen = fakeApi((request) =>
      ok(
        request.params?.agentId === '7'
          ? pnlOf({ id: 7, username: 'sub01', level: 1 })
          : pnlOf(agent),
      ),
    );
    renderAt('/m/agent/team/pnl', <App />);
    const rows = await screen.findByRole('heading', { name: '2 direct members' });
    expect(rows).toBeInTheDocument();
    expect(screen.getByText('Agent · 8 members')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: "Open sub01's team" }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/agent/team/pnl?agentId=7');
    expect(await screen.findByRole('heading', { name: "sub01's team" })).toBeInTheDocument();
    expect(screen.getByText('sub01m01')).toBeInTheDocument();
    expect(seen.at(-1)?.params).toMatchObject({ agentId: '7', period: 'thisMonth' });
    const path = screen.getByRole('navigation', { name: 'Team levels' });
    await user.click(within(path).getByRole('link', { name: 'agent01' }));
    expect(await screen.findByRole('heading', { name: "agent01's team" })).toBeInTheDocument();
  });

  it('team PnL: an error with Retry, e.g. a drill-down outside the team', async () => {
    logIn(1);
    let calls = 0;
    fakeApi(() => (++calls === 1 ? fail(403, 'NO_PERMISSION', 'no_permission') : ok(pnlOf(agent))));
    renderAt('/m/agent/team/pnl?agentId=99', <App />);
    expect(await screen.findByText('The team report could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('team01')).toBeInTheDocument();
  });

  it('team members: search by name and online status, empty result', async () => {
    logIn(1);
    const seen = fakeApi(() => ok({ list: [], total: 0, pageNo: 1, pageSize: 20 }));
    renderAt('/m/member/team', <App />);
    expect(await screen.findByText('No members match.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'sub');
    await user.selectOptions(screen.getByLabelText('Online status'), 'true');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(seen.at(-1)?.params).toEqual({
        username: 'sub',
        online: 'true',
        scope: 'direct',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });

  it('team members: rows with online mark, type, dates and balance', async () => {
    logIn(1);
    fakeApi(() =>
      ok({
        list: [
          {
            id: 3,
            username: 'sub01',
            nickname: null,
            type: 1,
            isAgent: true,
            level: 1,
            online: true,
            registeredAt: '2024-01-02T03:04:00.000Z',
            lastLoginAt: null,
            balance: 2000,
            iconUrl: null,
          },
          {
            id: 4,
            username: 'team10',
            nickname: null,
            type: 0,
            isAgent: false,
            level: 1,
            online: false,
            registeredAt: '2024-01-01T03:04:00.000Z',
            lastLoginAt: null,
            balance: 5,
            iconUrl: '/wps/img/member/AbCdEfGhIjKlMnOpQrStUv.png',
          },
        ],
        total: 2,
        pageNo: 1,
        pageSize: 20,
      }),
    );
    renderAt('/m/member/team', <App />);
    const row = (await screen.findByRole('heading', { name: /sub01/ })).closest('li')!;
    expect(row).toHaveTextContent('Online');
    expect(row).toHaveTextContent('Agent');
    expect(row).toHaveTextContent('￥2,000.00');
    expect(row).toHaveTextContent('Never');
    // Each member's picture, or the initial when there is none (issue 33 item 9).
    const initial = within(row).getByTestId('member-avatar');
    expect(initial.querySelector('img')).toBeNull();
    expect(initial).toHaveTextContent('S');
    const pictured = (await screen.findByRole('heading', { name: /team10/ })).closest('li')!;
    expect(within(pictured).getByTestId('member-avatar').querySelector('img')).toHaveAttribute(
      'src',
      '/wps/img/member/AbCdEfGhIjKlMnOpQrStUv.png',
    );
  });

  it('team betting: a member outside the team is told so', async () => {
    logIn(1);
    const seen = fakeApi((request) =>
      request.params?.username
        ? fail(403, 'NO_PERMISSION', 'no_permission')
        : ok({
            startDate: '2024-03-05',
            endDate: '2024-03-05',
            list: [],
            total: 0,
            pageNo: 1,
            pageSize: 20,
            totals: { bets: 0, stake: 0, winLoss: 0 },
          }),
    );
    renderAt('/m/teamBetting', <App />);
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Member'), 'stranger');
    await user.selectOptions(screen.getByLabelText('Game type'), 'LIVE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This member is not in your team.')).toBeInTheDocument();
    expect(seen.at(-1)?.params).toMatchObject({ username: 'stranger', category: 'LIVE' });
  });

  it('team betting: the filters on screen are the filters sent, whichever button asks', async () => {
    logIn(1);
    const seen = fakeApi(() =>
      ok({
        startDate: '2024-03-05',
        endDate: '2024-03-05',
        timeZone: 'UTC',
        list: [],
        total: 0,
        pageNo: 1,
        pageSize: 20,
        totals: { bets: 0, stake: 0, winLoss: 0 },
      }),
    );
    renderAt('/m/teamBetting', <App />);
    expect(await screen.findByText('No bets in this period.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Member'), 'sub');
    await user.selectOptions(screen.getByLabelText('Game type'), 'LIVE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(seen.at(-1)?.params).toMatchObject({ username: 'sub', category: 'LIVE' }),
    );
    // Cleared without pressing Search, then a preset: neither the old member nor game type.
    await user.clear(screen.getByLabelText('Member'));
    await user.selectOptions(screen.getByLabelText('Game type'), '');
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(seen.at(-1)?.params).toMatchObject({ period: 'yesterday' }));
    expect(seen.at(-1)?.params).not.toHaveProperty('username');
    expect(seen.at(-1)?.params).not.toHaveProperty('category');
    // A member typed, then Custom and Show: that member goes with the range.
    await user.type(screen.getByLabelText('Member'), ' bm ');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(seen.at(-1)?.params).toMatchObject({ period: 'custom' }));
    expect(seen.at(-1)?.params).toMatchObject({ username: 'bm' });
    expect(seen.at(-1)?.params).not.toHaveProperty('category');
  });
});
