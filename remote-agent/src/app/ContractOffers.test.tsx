import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@lobby/shared';
import {
  fakeEndpoints,
  type EndpointFakes,
  type FakeAnswer,
  fail,
  initTestI18n,
  renderAt,
} from '@lobby/shared/testing';
import App from './App';

type Contract = FakeAnswer<'POST /wps/agent/contracts'>;

const contract = (overrides: Partial<Contract>): Contract => ({
  id: 1,
  kind: 'SALARY',
  period: 'DAY',
  status: 'ACTIVE',
  offeredBy: 'agentsmith',
  tiers: [{ minAmount: 100, minActive: 1, pay: 40 }],
  createdAt: '2024-03-01T10:00:00.000Z',
  decidedAt: '2024-03-01T10:00:00.000Z',
  ...overrides,
});
// The case: in force 40 / 150 over two tiers, offered 30 over one.
const IN_FORCE = contract({
  id: 2,
  offeredBy: 'boss',
  tiers: [
    { minAmount: 100, minActive: 1, pay: 40 },
    { minAmount: 150, minActive: 2, pay: 150 },
  ],
});
const WORSE_OFFER = contract({
  id: 3,
  status: 'OFFERED',
  offeredBy: 'boss',
  tiers: [{ minAmount: 100, minActive: 1, pay: 30 }],
  decidedAt: null,
});
const OWN_SALARY = contract({
  id: 10,
  offeredBy: null,
  tiers: [{ minAmount: 100, minActive: 1, pay: 50 }],
});
const EMPTY_PAGE = { list: [], total: 0, pageNo: 1, pageSize: 60 };

function platform(overrides: EndpointFakes = {}) {
  return fakeEndpoints({
    'GET /wps/agent/settlements': () => EMPTY_PAGE,
    'GET /wps/agent/contracts': (request) => ({
      active: request.params.kind === 'SALARY' ? OWN_SALARY : null,
      offers: [],
    }),
    ...overrides,
  });
}

describe('contract offers and money decisions', () => {
  beforeAll(() => initTestI18n(['common', 'agentpay', 'agent']));
  beforeEach(() => {
    useSessionStore.getState().clear();
    useSessionStore.getState().setSession({
      token: 'tok',
      merchantCode: 'M1',
      userName: 'agentsmith',
      type: 1,
      firstTimeLogin: false,
    });
  });

  it('accepting a worse offer shows both contracts and says it pays less; Cancel sends nothing', async () => {
    const seen = platform({
      'GET /wps/agent/contracts': () => ({ active: IN_FORCE, offers: [WORSE_OFFER] }),
      'POST /wps/agent/contracts/:id/accept': () => ({ ...WORSE_OFFER, status: 'ACTIVE' }),
    });
    renderAt('/m/member/agent/getSalaryContract', <App />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this contract?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This offer pays less than your contract in force at some team figures.',
    );
    const now = within(dialog).getByRole('table', { name: 'Now · Daily' });
    expect(within(now).getAllByRole('row')).toHaveLength(3);
    expect(now).toHaveTextContent('150.00');
    const after = within(dialog).getByRole('table', { name: 'After · Daily' });
    expect(after).toHaveTextContent('30.00');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.some((request) => request.url.endsWith('/accept'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(await screen.findByRole('button', { name: 'Accept contract' }));
    await waitFor(() =>
      expect(seen.some((request) => request.url === '/wps/agent/contracts/3/accept')).toBe(true),
    );
  });

  it('a better offer carries no warning', async () => {
    platform({
      'GET /wps/agent/contracts': () => ({
        active: IN_FORCE,
        offers: [
          {
            ...WORSE_OFFER,
            tiers: [...IN_FORCE.tiers, { minAmount: 500, minActive: 3, pay: 300 }],
          },
        ],
      }),
    });
    renderAt('/m/member/agent/getSalaryContract', <App />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this contract?' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lowering a sub-agent’s rebate names who else is lowered before it is sent', async () => {
    const rates = [{ category: 'LOTT' as const, rate: 1, cap: 2 }];
    const seen = platform({
      'GET /wps/agent/rebate/team': () => ({
        list: [{ memberId: 7, username: 'sub1', type: 1, depth: 1, rates }],
        total: 1,
        pageNo: 1,
        pageSize: 20,
      }),
      'POST /wps/agent/rebate/member/preview': () => ({
        before: rates,
        after: [{ category: 'LOTT', rate: 0.5, cap: 2 }],
        alsoLowered: {
          total: 2,
          list: [
            { memberId: 8, username: 'sub1a', changes: [{ category: 'LOTT', from: 0.8, to: 0.5 }] },
          ],
        },
      }),
      'PUT /wps/agent/rebate/member': () => rates,
    });
    renderAt('/m/member/teamRebate', <App />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit rebates of sub1' }));
    const lottery = screen.getByLabelText('Lottery (up to 2.00%)');
    await user.clear(lottery);
    await user.type(lottery, '0.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the rebates of sub1?' });
    expect(
      seen.find((request) => request.url === '/wps/agent/rebate/member/preview')?.body,
    ).toEqual({
      memberId: 7,
      rates: { LOTT: 0.5 },
    });
    const lotteryRow = within(dialog).getByRole('row', { name: /Lottery/ });
    expect(lotteryRow).toHaveTextContent('1.00%');
    expect(lotteryRow).toHaveTextContent('0.50%');
    const warning = within(dialog).getByRole('alert');
    expect(warning).toHaveTextContent('2 accounts below are lowered with it:');
    expect(warning).toHaveTextContent('sub1a: Lottery 0.80% → 0.50%');
    expect(warning).toHaveTextContent('and 1 more');
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
  });

  it('the upline offers a sub-agent a contract, sees it waiting and withdraws it', async () => {
    let offered: Contract | null = null;
    const seen = platform({
      'GET /wps/agent/contracts/offered': () => ({
        agent: { id: 42, username: 'sub1' },
        contracts: offered ? [offered] : [],
      }),
      'POST /wps/agent/contracts': (request) => {
        const body = request.body as { tiers: Contract['tiers'] };
        if (body.tiers[0]!.pay > 50)
          return fail(400, 'CONTRACT_ABOVE_CAP', 'contract_above_cap', null);
        offered = contract({ id: 77, status: 'OFFERED', tiers: body.tiers, decidedAt: null });
        return offered;
      },
      'POST /wps/agent/contracts/:id/withdraw': () => {
        const ended = { ...offered!, status: 'ENDED' as const };
        offered = ended;
        return ended;
      },
    });
    renderAt('/m/member/agent/offers/42', <App />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contracts of sub1' }),
    ).toBeInTheDocument();
    const salary = screen.getByRole('region', { name: 'Salary contract' });
    // No own dividend or hourly contract: nothing to offer there.
    const dividend = screen.getByRole('region', { name: 'Dividend contract' });
    expect(
      within(dividend).getByText(/You have no contract of this kind in force/),
    ).toBeInTheDocument();
    expect(
      within(dividend).queryByRole('button', { name: 'Make an offer' }),
    ).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(salary).getByRole('button', { name: 'Make an offer' }));
    expect(within(salary).getByRole('table', { name: /Your own contract/ })).toHaveTextContent(
      '50.00',
    );
    await user.type(within(salary).getByLabelText('Team turnover from'), '100');
    await user.type(within(salary).getByLabelText('Active members from'), '1');
    await user.type(within(salary).getByLabelText('Pay'), '60');
    await user.click(within(salary).getByRole('button', { name: 'Send offer' }));
    expect(
      await screen.findByText('A contract cannot pay more than your own contract of that kind'),
    ).toBeInTheDocument();
    const pay = within(salary).getByLabelText('Pay');
    await user.clear(pay);
    await user.type(pay, '45');
    await user.click(within(salary).getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Salary contract' })).getByRole('button', {
          name: 'Withdraw offer',
        }),
      ).toBeInTheDocument(),
    );
    expect(
      seen.filter(
        (request) => request.url === '/wps/agent/contracts' && request.method === 'POST',
      )[1]?.body,
    ).toEqual({
      agentId: 42,
      kind: 'SALARY',
      tiers: [{ minAmount: 100, minActive: 1, pay: 45 }],
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw offer' }));
    await waitFor(() =>
      expect(seen.some((request) => request.url === '/wps/agent/contracts/77/withdraw')).toBe(true),
    );
    expect(await screen.findByText(/Withdrawn or replaced/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw offer' })).not.toBeInTheDocument();
  });
});
