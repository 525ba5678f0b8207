import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lobby/shared';
import {
  fail,
  fakeEndpoints,
  type FakeAnswer,
  initTestI18n,
  renderAt,
} from '@lobby/shared/testing';
import App from './App';

const DETAIL: FakeAnswer<'GET /wps/agent/team/members/:id'> = {
  startDate: '2024-03-01',
  endDate: '2024-03-05',
  timeZone: 'UTC',
  member: {
    id: 9,
    username: 'team09',
    nickname: null,
    isAgent: false,
    level: 2,
    online: false,
    disabled: false,
    excluded: true,
    limited: true,
    registeredAt: '2024-01-02T03:04:05.000Z',
    lastLoginAt: null,
    balance: 12.5,
  },
  figures: {
    deposits: 300,
    withdrawals: 20,
    bets: 7,
    stakes: 90,
    validTurnover: 80,
    winLoss: -35,
    rebates: 1.2,
    bonuses: 0,
  },
};

describe('team member detail', () => {
  beforeAll(() => initTestI18n(['common', 'agent']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    useSessionStore.getState().setSession({
      token: 'tok',
      merchantCode: 'M1',
      userName: 'agent01',
      type: 1,
      firstTimeLogin: false,
    });
  });

  it('a team member card opens the member’s figures, state and flags for the period', async () => {
    const seen = fakeEndpoints({
      'GET /wps/agent/team/members': () => ({
        list: [
          {
            id: 9,
            username: 'team09',
            nickname: null,
            type: 0,
            isAgent: false,
            level: 2,
            online: false,
            registeredAt: '2024-01-02T03:04:05.000Z',
            lastLoginAt: null,
            balance: 12.5,
            iconUrl: null,
          },
        ],
        total: 1,
        pageNo: 1,
        pageSize: 20,
      }),
      'GET /wps/agent/team/members/:id': () => DETAIL,
    });
    renderAt('/m/member/team', <App />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'team09' }, { timeout: 5000 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/member/team/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'team09' })).toBeInTheDocument();
    const state = screen.getByRole('list', { name: 'State' });
    expect(within(state).getByText('Self-excluded')).toBeInTheDocument();
    expect(within(state).getByText('Has gaming limits')).toBeInTheDocument();
    expect(within(state).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Figures for the period' });
    expect(within(figures).getByText('Valid turnover').nextSibling).toHaveTextContent('80.00');
    expect(within(figures).getByText('Bets').nextSibling).toHaveTextContent('7');
    expect(within(figures).getByText('Win/loss').nextSibling).toHaveTextContent('−');
    expect(within(figures).getByText('Rebates').nextSibling).toHaveTextContent('1.20');
    // The period picker asks again with the chosen period.
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(seen.at(-1)).toMatchObject({
        url: '/wps/agent/team/members/9',
        params: { period: 'yesterday' },
      }),
    );
  });

  it('a member outside the team says so with a way back; other errors offer Retry', async () => {
    let calls = 0;
    fakeEndpoints({
      'GET /wps/agent/team/members/:id': (request) =>
        request.url.endsWith('/404')
          ? fail(404, 'NOT_FOUND', 'not_found')
          : ++calls === 1
            ? fail(500, 'INTERNAL', 'unknown_error')
            : DETAIL,
    });
    const first = renderAt('/m/member/team/404', <App />);
    expect(
      await screen.findByText('This member is not in your team.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to team members' })).toHaveAttribute(
      'href',
      '/m/member/team',
    );
    first.unmount();
    renderAt('/m/member/team/9', <App />);
    expect(
      await screen.findByText("The member's details could not be loaded."),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'team09' })).toBeInTheDocument();
  });
});
