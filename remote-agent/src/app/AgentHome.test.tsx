import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fetchUnreadInbox,
  useSessionStore,
  useSystemStatusStore,
  type SessionInfo,
  type SystemStatus,
} from '@lobby/shared';
import { initTestI18n, fail, fakeApi, ok, type FakeReply, renderAt } from '@lobby/shared/testing';
import App from './App';
import { TEAM_SCOPE_STORAGE_KEY, useTeamScopeStore } from './team-scope';

const KPI = {
  teamLoginMemberCount: 12,
  teamBetMemberCount: 7,
  teamRegisterMemberCount: 3,
  teamOnlineCount: 1500,
  startDate: '2024-03-05',
  endDate: '2024-03-05',
  timeZone: 'UTC',
  scope: 'all',
};

function logIn(type: SessionInfo['type']) {
  useSessionStore.getState().setSession({
    token: 'tok',
    merchantCode: 'M1',
    userName: 'agentsmith',
    type,
    firstTimeLogin: false,
  });
  useSessionStore
    .getState()
    .setWallet({ currency: 'CNY', currencySymbol: '￥', sumBalance: 1234.5 });
}

function setWhitelabel(flags: Record<string, boolean>) {
  useSystemStatusStore.setState({
    status: {
      info: { whitelabel: flags, mobileTemplate: {}, customerService: [] },
    } as unknown as SystemStatus,
  });
}

const DIVIDEND_CONTRACT = {
  id: 5,
  kind: 'DIVIDEND',
  period: 'MONTH',
  status: 'ACTIVE',
  offeredBy: null,
  tiers: [{ minAmount: 0, minActive: 0, pay: 10 }],
  createdAt: '2024-03-01T00:00:00.000Z',
  decidedAt: '2024-03-01T00:00:00.000Z',
};
type Dividends = { active: unknown; offers: unknown[] };

function platform(
  kpiReply: () => FakeReply,
  unread = { inbox: 0, notices: 0 },
  dividends: Dividends = { active: DIVIDEND_CONTRACT, offers: [] },
) {
  return fakeApi((request) => {
    if (request.url === '/wps/agent/team/kpi') return kpiReply();
    if (request.url === '/wps/agent/contracts') return ok(dividends);
    if (request.url === '/wps/inbox/unread') return ok({ unread: unread.inbox });
    if (request.url === '/wps/announcements/unread') return ok({ unread: unread.notices });
    if (request.url === '/wps/wallets/gcs') {
      return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 1234.5 });
    }
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

/** Fakes only the clock, so promises and timers of the page still run. */
function setClock(date: Date) {
  jest.useFakeTimers({
    now: date,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
}

describe('agent home', () => {
  beforeAll(() => initTestI18n(['common', 'agent']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    // the inbox count is shared for 250 ms: each test asks its own fake platform
    fetchUnreadInbox.forget();
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { __AGENT_BRAND__?: string }).__AGENT_BRAND__;
  });

  it('sends visitors to login', () => {
    renderAt('/m/agent', <App />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it.each<SessionInfo['type']>([0, 4, 40])('sends non-agents (type %i) home', (type) => {
    logIn(type);
    const seen = platform(() => ok(KPI));
    renderAt('/m/agent', <App />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    expect(seen.filter((request) => request.url === '/wps/agent/team/kpi')).toHaveLength(0);
  });

  it('greets the agent, shows the balance, the wallet buttons and today’s four counters', async () => {
    setClock(new Date(2024, 2, 5, 9, 30));
    logIn(1);
    const seen = platform(() => ok(KPI));
    renderAt('/m/agent', <App />);

    expect(screen.getByRole('heading', { level: 1, name: 'Agent Center' })).toBeInTheDocument();
    expect(screen.getByText('Good morning')).toBeInTheDocument();
    expect(screen.getByText('agentsmith')).toBeInTheDocument();
    expect(screen.getByTestId('balance-amount')).toHaveTextContent('￥1,234.50');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/m/voucherCenter',
    );

    const team = screen.getByRole('region', { name: 'My team today' });
    expect(team).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(team).toHaveAttribute('aria-busy', 'false'));
    expect(within(team).getByText('New registrations').nextSibling).toHaveTextContent('3');
    expect(within(team).getByText('Members logged in').nextSibling).toHaveTextContent('12');
    expect(within(team).getByText('Members who bet').nextSibling).toHaveTextContent('7');
    expect(within(team).getByText('Online now').nextSibling).toHaveTextContent('1,500');
    // No date: "today" is the platform's business day, not the phone's.
    expect(seen.find((request) => request.url === '/wps/agent/team/kpi')?.params).toEqual({
      scope: 'all',
      size: '0',
    });
    expect(within(team).getByText('Counting: Whole team')).toBeInTheDocument();
  });

  it('counts the scope chosen on Team overview and says so', async () => {
    logIn(1);
    useTeamScopeStore.getState().setScope('direct');
    const seen = platform(() => ok({ ...KPI, scope: 'direct' }));
    renderAt('/m/agent', <App />);
    expect(await screen.findByText('1,500')).toBeInTheDocument();
    expect(screen.getByText('Counting: Direct members')).toBeInTheDocument();
    expect(seen.find((request) => request.url === '/wps/agent/team/kpi')?.params).toEqual({
      scope: 'direct',
      size: '0',
    });
    expect(window.localStorage.getItem(TEAM_SCOPE_STORAGE_KEY)).toBe('direct');
    useTeamScopeStore.getState().setScope('all');
  });

  it('names the business time zone when it is not the phone’s', async () => {
    // The phone's clock in UTC.
    const phone = jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(0);
    try {
      logIn(1);
      platform(() => ok({ ...KPI, timeZone: 'Asia/Manila' }));
      renderAt('/m/agent', <App />);
      expect(await screen.findByText('Counting: Whole team · Today (UTC+8)')).toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });

  it('greets by the hour on the alias route', async () => {
    setClock(new Date(2024, 2, 5, 19, 0));
    logIn(2);
    platform(() => ok(KPI));
    renderAt('/m/agent-home', <App />);
    expect(screen.getByText('Good evening')).toBeInTheDocument();
    expect(await screen.findByText('1,500')).toBeInTheDocument();
  });

  it('shows an error with retry when the counters fail, and recovers', async () => {
    logIn(1);
    let calls = 0;
    platform(() => (++calls === 1 ? fail(500, 'INTERNAL', 'unknown_error') : ok(KPI)));
    renderAt('/m/agent', <App />);
    expect(await screen.findByText('Team figures could not be loaded.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1,500')).toBeInTheDocument();
  });

  it('shows the gold brand heading and look in the gold build', async () => {
    (globalThis as { __AGENT_BRAND__?: string }).__AGENT_BRAND__ = 'gold';
    logIn(1);
    platform(() => ok(KPI));
    renderAt('/m/agent', <App />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Gold Agents' });
    expect(heading.closest('.agent-page')).toHaveAttribute('data-brand', 'gold');
    expect(await screen.findByText('1,500')).toBeInTheDocument();
  });

  it('shows the tiles and footer items the white-label menu allows, with unread badges', async () => {
    logIn(1);
    setWhitelabel({ AGEINFO3: true, TRANSREC3: true, SECPRIV: true, AFFMAN3: true });
    const seen = platform(() => ok(KPI), { inbox: 3, notices: 120 });
    renderAt('/m/agent', <App />);
    const tiles = screen.getByRole('navigation', { name: 'Agent tools' });
    expect(within(tiles).getAllByRole('listitem')).toHaveLength(11);
    expect(within(tiles).getByRole('link', { name: 'Transaction record' })).toHaveAttribute(
      'href',
      '/m/transaction/record',
    );
    expect(within(tiles).getByRole('link', { name: 'Team PnL' })).toHaveAttribute(
      'href',
      '/m/agent/team/pnl',
    );
    expect(await within(tiles).findByRole('link', { name: 'Inbox 3 unread' })).toBeInTheDocument();
    expect(within(tiles).getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Agent menu' });
    await within(footer).findByRole('link', { name: 'Agent dividend' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/m/home',
      '/m/agentRegister',
      '/m/member/agent/agentDivident',
      '/m/member/notice?types=A',
    ]);
    expect(within(footer).getByRole('link', { name: 'Notices 99+ unread' })).toBeInTheDocument();
    expect(seen.find((r) => r.url === '/wps/announcements/unread')?.params).toMatchObject({
      types: 'A',
    });
    useSystemStatusStore.setState({ status: null });
  });

  it('hides the gated tiles and footer items when the brand turns them off', async () => {
    logIn(1);
    setWhitelabel({});
    platform(() => ok(KPI));
    renderAt('/m/agent', <App />);
    const tiles = screen.getByRole('navigation', { name: 'Agent tools' });
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Red rain', 'Inbox', 'Customer service']);
    const footer = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Notices']);
    expect(await screen.findByText('1,500')).toBeInTheDocument();
    useSystemStatusStore.setState({ status: null });
  });

  it('Agent dividend: hidden without a dividend contract, marked while an offer waits', async () => {
    logIn(1);
    setWhitelabel({ AFFMAN3: true });
    const seen = platform(() => ok(KPI), undefined, { active: null, offers: [] });
    const first = renderAt('/m/agent', <App />);
    await waitFor(() =>
      expect(seen.find((r) => r.url === '/wps/agent/contracts')?.params).toEqual({
        kind: 'DIVIDEND',
      }),
    );
    expect(await screen.findByText('1,500')).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(within(footer).queryByRole('link', { name: /Agent dividend/ })).not.toBeInTheDocument();
    first.unmount();
    platform(() => ok(KPI), undefined, {
      active: null,
      offers: [{ ...DIVIDEND_CONTRACT, status: 'OFFERED', decidedAt: null }],
    });
    renderAt('/m/agent', <App />);
    expect(
      await screen.findByRole('link', { name: 'Agent dividend 1 contract offer waiting' }),
    ).toBeInTheDocument();
    useSystemStatusStore.setState({ status: null });
  });
});
