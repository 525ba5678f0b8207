import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type SessionInfo } from '@lobby/shared';
import {
  fakeEndpoints,
  type EndpointFakes,
  type FakeAnswer,
  initTestI18n,
  fail,
  renderAt,
} from '@lobby/shared/testing';
import App from './App';

const OWN: FakeAnswer<'GET /wps/agent/rebate'> = [
  { category: 'LOTT', rate: 2, cap: 2 },
  { category: 'LIVE', rate: 1, cap: 1 },
];
const TEAM: FakeAnswer<'GET /wps/agent/rebate/team'> = {
  list: [
    {
      memberId: 7,
      username: 'team01',
      type: 0,
      depth: 1,
      rates: [
        { category: 'LOTT', rate: 1.5, cap: 2 },
        { category: 'LIVE', rate: 0.8, cap: 1 },
      ],
    },
  ],
  total: 1,
  pageNo: 1,
  pageSize: 20,
};
const OFFER: FakeAnswer<'GET /wps/agent/contracts'>['offers'][number] = {
  id: 3,
  kind: 'SALARY',
  period: 'DAY',
  status: 'OFFERED',
  offeredBy: null,
  tiers: [{ minAmount: 1000, minActive: 3, pay: 50 }],
  createdAt: '2024-03-01T10:00:00.000Z',
  decidedAt: null,
};
const LINK: FakeAnswer<'GET /wps/agent/links'>[number] = {
  id: 1,
  code: 'ABCDEFGH2345',
  path: '/m/register?code=ABCDEFGH2345',
  accountType: 0,
  rates: [
    { category: 'LOTT', rate: 1 },
    { category: 'LIVE', rate: 0 },
  ],
  createdAt: '2024-03-01T10:00:00.000Z',
  expiresAt: null,
  expired: false,
  registrations: 2,
};
const EMPTY_PAGE: FakeAnswer<'GET /wps/agent/settlements'> = {
  list: [],
  total: 0,
  pageNo: 1,
  pageSize: 60,
};

function logIn(type: SessionInfo['type']) {
  useSessionStore.getState().setSession({
    token: 'tok',
    merchantCode: 'M1',
    userName: 'agentsmith',
    type,
    firstTimeLogin: false,
  });
}

function platform(overrides: EndpointFakes = {}) {
  return fakeEndpoints({
    'GET /wps/agent/rebate': () => OWN,
    'GET /wps/agent/rebate/team': () => TEAM,
    'GET /wps/agent/settlements': () => EMPTY_PAGE,
    'GET /wps/agent/links': () => [LINK],
    'GET /wps/agent/contracts': () => ({ active: null, offers: [OFFER] }),
    ...overrides,
  });
}

describe('agent money screens', () => {
  beforeAll(() => initTestI18n(['common', 'agentpay']));
  beforeEach(() => useSessionStore.getState().clear());

  it.each([
    '/m/member/teamRebate',
    '/m/member/agent/agentRebeat',
    '/m/member/agent/getSalaryContract',
    '/m/agentRegister',
  ])('sends a member who is not an agent from %s home, a visitor to login', (path) => {
    logIn(0);
    const seen = platform();
    const first = renderAt(path, <App />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    expect(seen).toHaveLength(0);
    first.unmount();
    useSessionStore.getState().clear();
    renderAt(path, <App />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('agent rebate: the settlement history is paged (20 days a page)', async () => {
    logIn(1);
    const day = (n: number) => `2024-03-${String(n).padStart(2, '0')}`;
    const seen = platform({
      'GET /wps/agent/settlements': (request) => {
        const pageNo = Number(request.params.pageNo);
        const days = pageNo === 1 ? [25, 24] : [5];
        return {
          list: days.map((n) => ({
            day: day(n),
            kind: 'REBATE',
            base: 100,
            own: 1,
            downline: 0,
            amount: 1,
          })),
          total: 21,
          pageNo,
          pageSize: Number(request.params.pageSize),
        };
      },
    });
    renderAt('/m/member/agent/agentRebeat', <App />);
    const history = await screen.findByRole('region', { name: 'Settlement history' });
    await within(history).findByText('Page 1 of 2');
    const user = userEvent.setup();
    await user.click(within(history).getByRole('button', { name: 'Next' }));
    await within(history).findByText('Page 2 of 2');
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    const asked = seen.filter((request) => request.url === '/wps/agent/settlements');
    expect(asked.map((request) => request.params)).toEqual([
      { kind: 'REBATE', pageNo: '1', pageSize: '20' },
      { kind: 'REBATE', pageNo: '2', pageSize: '20' },
    ]);
  });

  it('team rebate: refuses a rate above the cap before calling, saves one within it', async () => {
    logIn(1);
    const seen = platform({
      'PUT /wps/agent/rebate/member': () => TEAM.list[0]!.rates,
      'POST /wps/agent/rebate/member/preview': () => ({
        before: TEAM.list[0]!.rates,
        after: TEAM.list[0]!.rates.map((line) =>
          line.category === 'LOTT' ? { ...line, rate: 1.25 } : line,
        ),
        alsoLowered: { total: 0, list: [] },
      }),
    });
    renderAt('/m/member/teamRebate', <App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Team rebate' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'team01' })).closest('li')!;
    expect(within(card).getByText('Lottery').nextSibling).toHaveTextContent('1.50%');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit rebates of team01' }));
    const lottery = within(card).getByLabelText('Lottery (up to 2.00%)');
    await user.clear(lottery);
    await user.type(lottery, '2.5');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Enter 0 to 2.00 with at most two decimals',
    );
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
    await user.clear(lottery);
    await user.type(lottery, '1.25');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the rebates of team01?' });
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
    expect(seen.find((request) => request.method === 'PUT')?.body).toEqual({
      memberId: 7,
      rates: { LOTT: 1.25, LIVE: 0.8 },
    });
  });

  it('agent register: creates a member with rebates; a taken username shows under the field', async () => {
    logIn(1);
    let calls = 0;
    const seen = platform({
      'POST /wps/agent/accounts': () =>
        ++calls === 1
          ? fail(409, 'USERNAME_EXISTS', 'username_exists')
          : { memberId: 9, username: 'newmember1', type: 0 },
    });
    renderAt('/m/agentRegister', <App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Agent register' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'newmember1');
    await user.type(screen.getByLabelText('Password'), 'abc12345');
    await user.type(screen.getByLabelText('Confirm password'), 'abc12345');
    const lottery = screen.getByLabelText('Lottery (up to 2.00%)');
    await user.clear(lottery);
    await user.type(lottery, '1.5');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Sorry, the username already exists')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(seen.filter((request) => request.url === '/wps/agent/accounts')[1]?.body).toEqual({
      username: 'newmember1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      accountType: 0,
      rates: { LOTT: 1.5, LIVE: 0 },
    });
  });

  it('agent register: the links tab lists links with a QR code, copy and share', async () => {
    logIn(1);
    const seen = platform({ 'POST /wps/agent/links': () => LINK });
    renderAt('/m/agentRegister', <App />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Registration links' }));
    expect(
      await screen.findByRole('img', { name: 'QR code of link ABCDEFGH2345' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Registrations: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link ABCDEFGH2345' })).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Valid for'), '30');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    await waitFor(() =>
      expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
        accountType: 0,
        rates: { LOTT: 0, LIVE: 0 },
        expiresInDays: 30,
      }),
    );
  });

  it('agent register: a link is revoked only after a second confirmation', async () => {
    logIn(1);
    let revoked = false;
    const seen = platform({
      'GET /wps/agent/links': () => [revoked ? { ...LINK, expired: true } : LINK],
      'POST /wps/agent/links/:id/revoke': () => {
        revoked = true;
        return { ...LINK, expired: true };
      },
    });
    renderAt('/m/agentRegister', <App />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Registration links' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke link ABCDEFGH2345' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Stop this link now?');
    expect(seen.some((request) => request.url.endsWith('/revoke'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(seen.some((request) => request.url === '/wps/agent/links/1/revoke')).toBe(true),
    );
    expect(await screen.findByText(/Expired/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Revoke link ABCDEFGH2345' }),
    ).not.toBeInTheDocument();
  });

  it('contract: shows the offer’s tiers and accepts it', async () => {
    logIn(1);
    let accepted = false;
    const seen = platform({
      'POST /wps/agent/contracts/:id/accept': () => {
        accepted = true;
        return { ...OFFER, status: 'ACTIVE' };
      },
      'GET /wps/agent/contracts': () =>
        accepted
          ? { active: { ...OFFER, status: 'ACTIVE' }, offers: [] }
          : { active: null, offers: [OFFER] },
    });
    renderAt('/m/member/agent/getSalaryContract', <App />);
    expect(await screen.findByRole('heading', { name: 'New contract offer' })).toBeInTheDocument();
    expect(screen.getByText('No contract in force')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /1,000\.00/ });
    expect(row).toHaveTextContent('50.00');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this contract?' });
    expect(seen.some((request) => request.url.endsWith('/accept'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Accept contract' }));
    expect(await screen.findByRole('heading', { name: 'Contract in force' })).toBeInTheDocument();
    expect(seen.some((request) => request.url === '/wps/agent/contracts/3/accept')).toBe(true);
    expect(seen.find((request) => request.url === '/wps/agent/contracts')?.params).toEqual({
      kind: 'SALARY',
    });
  });

  it('agent rebate: own rates, an empty history, an error with Retry', async () => {
    logIn(1);
    let calls = 0;
    platform({
      'GET /wps/agent/rebate': () => (++calls === 1 ? fail(500, 'INTERNAL', 'unknown_error') : OWN),
    });
    renderAt('/m/member/agent/agentRebeat', <App />);
    expect(await screen.findByText('Could not load this. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('no data')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2.00%')).toBeInTheDocument();
  });
});
