import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WithdrawInfo, Withdrawal } from '@lobby/platform-api/contract';
import { useToastStore } from '@lobby/shared';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  type FakeReply,
  type FakeRequest,
  logInAs,
  resetStores,
} from '@lobby/shared/testing';
import { WithdrawPage } from './WithdrawPage';

const ACCOUNT = {
  id: 3,
  kind: 'BANK' as const,
  provider: 'Lobby Bank',
  accountNo: '****1234',
  payeeName: 'Demo Member',
  sharedWithAnother: false,
  createdAt: '2026-01-05T01:00:00.000Z',
};

const INFO: WithdrawInfo = {
  currency: 'CNY',
  currencySymbol: '￥',
  balance: 1000,
  withdrawable: 1000,
  bonusLocked: 0,
  onHold: 0,
  minAmount: 100,
  maxAmount: 5000,
  feePercent: 1,
  feeFixed: 0,
  dailyCount: 5,
  remainingToday: 5,
  hasPaymentPassword: true,
  payoutAccounts: [ACCOUNT],
  maxPayoutAccounts: 3,
  turnoverRemaining: 0,
};

const REJECTED: Withdrawal = {
  withdrawalNo: 'W20260105ABCDEFGHJK',
  amount: 200,
  fee: 2,
  netAmount: 198,
  status: 'REJECTED',
  payoutAccount: ACCOUNT,
  createdAt: new Date(2026, 0, 5, 10, 30).toISOString(),
  decidedAt: new Date(2026, 0, 5, 11, 0).toISOString(),
  rejectReason: 'Payee name does not match',
};

function platform(
  info: WithdrawInfo,
  extra: (request: FakeRequest) => FakeReply | null = () => null,
) {
  return fakeApi((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.url === '/wps/withdraw/info') return ok(info);
    if (request.method === 'GET' && request.url === '/wps/transaction/withdraw') {
      return ok({ list: [REJECTED], pageNum: 1, totalPages: 1, total: 1 });
    }
    if (request.url === '/wps/wallets/gcs') {
      return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 800 });
    }
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

describe('withdraw', () => {
  beforeAll(() => initTestI18n(['common', 'wallet']));
  beforeEach(() => {
    resetStores();
    useToastStore.setState({ toasts: [] });
  });

  it('sends visitors to login and refuses trial users', () => {
    const { unmount } = renderAt('/m/withdraw', <WithdrawPage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    unmount();
    logInAs(4);
    renderAt('/m/withdraw', <WithdrawPage />);
    expect(useToastStore.getState().toasts[0]?.message).toBe(
      'Please login an actual account to use this function',
    );
  });

  it('without a payment password, asks for one first (login password, 6 digits, confirmed)', async () => {
    logInAs(0);
    let info = { ...INFO, hasPaymentPassword: false, payoutAccounts: [] };
    const seen = platform(info, (request) => {
      if (request.url === '/wps/withdraw/info') return ok(info);
      if (request.url === '/wps/withdraw/payment-password') {
        info = { ...info, hasPaymentPassword: true };
        return ok(true);
      }
      return null;
    });
    const user = userEvent.setup();
    renderAt('/m/withdraw', <WithdrawPage />);
    const form = await screen.findByRole('region', { name: 'Set a payment password' });
    expect(screen.queryByRole('region', { name: 'Withdrawal request' })).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Payment password'), '12a');
    await user.type(within(form).getByLabelText('Confirm payment password'), '246801');
    await user.click(within(form).getByRole('button', { name: 'Save payment password' }));
    expect(within(form).getByText('Please enter your login password')).toBeVisible();
    expect(within(form).getByText('The passwords do not match')).toBeVisible();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);

    // An obvious one is refused before it is sent, in the platform's own words and rule.
    await user.type(within(form).getByLabelText('Login password'), 'demo1234');
    await user.clear(within(form).getByLabelText('Payment password'));
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.clear(within(form).getByLabelText('Confirm payment password'));
    await user.type(within(form).getByLabelText('Confirm payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Save payment password' }));
    expect(
      within(form).getByText(
        'This payment password is too easy to guess: avoid repeated digits and runs like 123456',
      ),
    ).toBeVisible();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('Payment password'));
    await user.type(within(form).getByLabelText('Payment password'), '246801');
    await user.clear(within(form).getByLabelText('Confirm payment password'));
    await user.type(within(form).getByLabelText('Confirm payment password'), '246801');
    await user.click(within(form).getByRole('button', { name: 'Save payment password' }));
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      currentPassword: 'demo1234',
      newPassword: '246801',
      confirmPassword: '246801',
    });
    // Then the next step: a payout account.
    expect(await screen.findByRole('region', { name: 'Add a payout account' })).toBeVisible();
  });

  it('without a payout account, adds one (6–30 digits), the wrong payment password said under its field', async () => {
    logInAs(0);
    const seen = platform({ ...INFO, payoutAccounts: [] }, (request) =>
      request.url === '/wps/withdraw/accounts'
        ? fail(400, 'PAYMENT_PASSWORD_WRONG', 'payment_password_error', { remainingTries: 3 })
        : null,
    );
    const user = userEvent.setup();
    renderAt('/m/withdraw', <WithdrawPage />);
    const form = await screen.findByRole('region', { name: 'Add a payout account' });
    await user.click(within(form).getByRole('radio', { name: 'E-wallet' }));
    await user.type(within(form).getByLabelText('E-wallet name'), 'GCash');
    await user.type(within(form).getByLabelText('Account number'), '12345');
    await user.type(within(form).getByLabelText('Account holder name'), 'Demo Member');
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('6 to 30 digits');

    await user.type(within(form).getByLabelText('Account number'), '6789');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    expect(
      await within(form).findByText('The payment password is incorrect (3 attempts left)'),
    ).toBeVisible();
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      kind: 'EWALLET',
      provider: 'GCash',
      accountNo: '123456789',
      payeeName: 'Demo Member',
      paymentPassword: '123456',
    });
  });

  it('checks the amount against what can be withdrawn and the limits, shows fee and net, and requests', async () => {
    logInAs(0);
    const seen = platform({ ...INFO, withdrawable: 800, balance: 800 }, (request) =>
      request.method === 'POST' && request.url === '/wps/transaction/withdraw'
        ? ok({ ...REJECTED, status: 'PENDING', rejectReason: null, decidedAt: null })
        : null,
    );
    const user = userEvent.setup();
    renderAt('/m/withdraw', <WithdrawPage />);
    const form = await screen.findByRole('region', { name: 'Withdrawal request' });
    const amount = within(form).getByRole('textbox', { name: 'Withdrawal amount' });
    expect(within(form).getByRole('radio', { name: /Lobby Bank.*\*\*\*\*1234/ })).toBeChecked();

    for (const [typed, message] of [
      ['50', 'The minimum amount is ￥100.00'],
      ['900', 'You can withdraw at most ￥800.00'],
      ['100.001', 'Use at most 2 decimal places'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      expect(within(form).getByRole('alert')).toHaveTextContent(message);
    }
    await user.clear(amount);
    await user.type(amount, '300');
    expect(within(form).getByText('Fee').nextElementSibling).toHaveTextContent('￥3.00');
    expect(within(form).getByText('You will receive').nextElementSibling).toHaveTextContent(
      '￥297.00',
    );
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Submit request' }));
    await waitFor(() =>
      expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
        amount: 300,
        payoutAccountId: 3,
        paymentPassword: '123456',
        requestId: expect.any(String),
      }),
    );
    expect(await screen.findByText('Request submitted')).toBeVisible();
  });

  it('shows the bonus turnover still owed, what the bonus holds back and the own money available', async () => {
    logInAs(0);
    platform({ ...INFO, withdrawable: 958, bonusLocked: 42, turnoverRemaining: 36 });
    renderAt('/m/withdraw', <WithdrawPage />);
    expect(await screen.findByText('Bets still needed')).toBeVisible();
    expect(screen.getByText('Bets still needed').nextElementSibling).toHaveTextContent('￥36.00');
    expect(screen.getByText('Held by the bonus').nextElementSibling).toHaveTextContent('￥42.00');
    expect(
      screen.getByText(
        'Your own money can be withdrawn now. The bonus and its winnings (￥42.00) are released after bets of ￥36.00 more (bonus turnover).',
      ),
    ).toBeVisible();
    expect(screen.getByText('Available to withdraw').nextElementSibling).toHaveTextContent(
      '￥958.00',
    );
  });

  it('says a locked payment password and lists requests with the reject reason', async () => {
    logInAs(0);
    platform(INFO, (request) =>
      request.method === 'POST'
        ? fail(429, 'RATE_LIMITED', 'rate_limited', { retryAfterSeconds: 840 })
        : null,
    );
    const user = userEvent.setup();
    renderAt('/m/withdraw', <WithdrawPage />);
    const list = await screen.findByRole('region', { name: 'My withdrawals' });
    expect(await within(list).findByText('Rejected')).toBeVisible();
    expect(within(list).getByText('Reason: Payee name does not match')).toBeVisible();
    expect(within(list).getByText('2026/01/05 10:30')).toBeVisible();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'Withdrawal request' });
    await user.type(within(form).getByRole('textbox', { name: 'Withdrawal amount' }), '100');
    await user.type(within(form).getByLabelText('Payment password'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Submit request' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many wrong payment passwords. Please try again in 14 min.',
    );
  });
});
