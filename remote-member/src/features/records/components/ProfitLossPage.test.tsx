import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfitLoss } from '@lobby/platform-api/contract';
import { fakeApi, initTestI18n, ok, renderAt, logInAs, resetStores } from '@lobby/shared/testing';
import { ProfitLossPage } from './ProfitLossPage';

const REPORT: ProfitLoss = {
  startDate: '2026-10-28',
  endDate: '2026-11-03',
  deposits: 5000,
  withdrawals: 1200.5,
  withdrawalsPending: 400,
  stakes: 310,
  payouts: 402.25,
  openBets: -20,
  bonuses: 18,
  rebates: 3.1,
  adjustments: -10,
  netWinLoss: 113.35,
  netMovement: 3462.85,
  byCategory: [
    { category: 'RNG', bets: 12, stakes: 300, payouts: 402.25, winLoss: 102.25 },
    { category: 'LOTT', bets: 2, stakes: 10, payouts: 0, winLoss: -10 },
  ],
};

describe('profit and loss', () => {
  beforeAll(() => initTestI18n(['common', 'records']));
  beforeEach(() => {
    resetStores();
    logInAs(0);
  });

  it('shows the period figures and a breakdown by game category; a preset refetches', async () => {
    const seen = fakeApi((request) =>
      ok(request.params.period === 'yesterday' ? { ...REPORT, byCategory: [] } : REPORT),
    );
    const user = userEvent.setup();
    renderAt('/m/profitandloss', <ProfitLossPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profit and loss' })).toBeVisible();
    const totals = await screen.findByRole('region', { name: 'Totals for the period' });
    const figure = (label: string) => within(totals).getByText(label).nextSibling;
    expect(figure('Deposits')).toHaveTextContent('5,000.00');
    expect(figure('Withdrawals paid')).toHaveTextContent('1,200.50');
    expect(figure('Withdrawals pending')).toHaveTextContent('400.00');
    expect(figure('Open and carried-over bets')).toHaveTextContent('-￥20.00');
    expect(figure('Stakes')).toHaveTextContent('310.00');
    expect(figure('Payouts')).toHaveTextContent('402.25');
    expect(figure('Bonuses')).toHaveTextContent('18.00');
    expect(figure('Rebates')).toHaveTextContent('3.10');
    expect(figure('Adjustments')).toHaveTextContent('-￥10.00');
    expect(figure('Net win/loss')).toHaveTextContent('+￥113.35');
    expect(figure('Balance change')).toHaveTextContent('+￥3,462.85');

    const breakdown = screen.getByRole('region', { name: 'By game category' });
    const [slots, lottery] = within(breakdown).getAllByRole('listitem');
    expect(within(slots!).getByRole('heading', { name: 'Slots' })).toBeVisible();
    expect(slots).toHaveTextContent('+102.25 Win');
    expect(slots).toHaveTextContent('Bets12Stakes300.00Payouts402.25');
    expect(lottery).toHaveTextContent('Lottery');
    expect(lottery).toHaveTextContent('-10.00 Loss');

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByText('No bets in this period')).toBeVisible();
    await waitFor(() => expect(seen.at(-1)!.params).toMatchObject({ period: 'yesterday' }));
    expect(seen.every((request) => request.url === '/wps/report/pnl')).toBe(true);
  });
});
