import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useToastStore } from '@lobby/shared';
import App from '../App';
import { initTestI18n, fail, fakeApi, ok, renderAt } from '@lobby/shared/testing';

// Issue 33 item 5: a login refused for a time-out or self-exclusion offers the payout of the
// balance to an account on file, with a confirmation before any money moves.

const TICKET = 'T'.repeat(43);
const accounts = [
  {
    id: 7,
    kind: 'BANK',
    provider: 'Metro Bank',
    accountNo: '****7777',
    payeeName: 'Team Member',
    sharedWithAnother: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 8,
    kind: 'EWALLET',
    provider: 'GCash',
    accountNo: '****1234',
    payeeName: 'Team Member',
    sharedWithAnother: false,
    createdAt: '2026-01-02T00:00:00.000Z',
  },
];
const refusal = (withdrawable = 200) =>
  fail(403, 'SELF_EXCLUDED', 'self_excluded', {
    kind: 'SELF_EXCLUSION',
    until: '2030-01-10T10:00:00.000Z',
    payout: {
      ticket: TICKET,
      expiresAt: '2030-01-01T00:15:00.000Z',
      currency: 'CNY',
      currencySymbol: '￥',
      balance: 200,
      withdrawable,
      turnoverRemaining: withdrawable > 0 ? 0 : 55,
      fee: 2,
      accounts,
    },
  });
const withdrawal = {
  withdrawalNo: 'W20300101000001',
  amount: 200,
  fee: 2,
  netAmount: 198,
  status: 'PENDING',
  payoutAccount: accounts[1],
  createdAt: '2030-01-01T00:01:00.000Z',
  decidedAt: null,
  rejectReason: null,
};

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), 'team07');
  await user.type(screen.getByLabelText('Password'), 'member1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login refused during a self-exclusion: the money step', () => {
  beforeAll(() => initTestI18n(['common', 'auth']));
  beforeEach(() => useSessionStore.getState().clear());

  it('shows the balance, lets the member choose an account, confirms, then requests the payout', async () => {
    const seen = fakeApi((request) => {
      if (request.url === '/wps/session/login') return refusal();
      if (request.url === '/wps/rg/exclusion/payout') return ok(withdrawal);
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    renderAt('/m/login', <App />);
    const user = await logIn();

    const heading = await screen.findByRole('heading', { name: 'Your balance can be paid out' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('￥200.00')).toBeInTheDocument();
    // The step says the refusal and its end itself: no toast on top of it.
    expect(useToastStore.getState().toasts).toEqual([]);
    const group = screen.getByRole('group', { name: 'Pay out to' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Metro Bank \*{4}7777/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /GCash \*{4}1234/ }));
    await user.click(screen.getByRole('button', { name: 'Request payout' }));

    // Nothing has moved before the confirmation.
    expect(seen.filter((r) => r.url === '/wps/rg/exclusion/payout')).toHaveLength(0);
    expect(
      screen.getByText(
        'Pay out ￥200.00 to GCash ****1234? The fee is ￥2.00, so ￥198.00 arrives. Nothing moves until you confirm.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm payout' }));

    const result = await screen.findByText(
      '￥198.00 will be paid to GCash ****1234 once it is checked, like any withdrawal. Reference W20300101000001.',
    );
    expect(result).toHaveAttribute('role', 'status');
    const calls = seen.filter((r) => r.url === '/wps/rg/exclusion/payout');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ ticket: TICKET, accountId: 8 });
    expect(useSessionStore.getState().session).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('goes back from the confirmation without a call, and says when bonus turnover locks the money', async () => {
    let withdrawable = 200;
    const seen = fakeApi((request) => {
      if (request.url === '/wps/session/login') return refusal(withdrawable);
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    const { unmount } = renderAt('/m/login', <App />);
    const user = await logIn();
    await user.click(await screen.findByRole('button', { name: 'Request payout' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('group', { name: 'Pay out to' })).toBeInTheDocument();
    expect(seen.filter((r) => r.url === '/wps/rg/exclusion/payout')).toHaveLength(0);
    unmount();

    withdrawable = 0;
    renderAt('/m/login', <App />);
    await logIn();
    expect(await screen.findByText(/turnover of ￥55.00 is still owed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request payout' })).not.toBeInTheDocument();
  });

  it('an expired offer is said and the login form comes back', async () => {
    fakeApi((request) => {
      if (request.url === '/wps/session/login') return refusal();
      if (request.url === '/wps/rg/exclusion/payout') {
        return fail(409, 'EXCLUSION_TICKET_INVALID', 'exclusion_ticket_invalid', {
          reason: 'EXPIRED',
        });
      }
      return fail(404, 'NOT_FOUND', 'not_found');
    });
    renderAt('/m/login', <App />);
    const user = await logIn();
    await user.click(await screen.findByRole('button', { name: 'Request payout' }));
    await user.click(screen.getByRole('button', { name: 'Confirm payout' }));
    expect(
      await screen.findByText(
        'This payout offer has expired or was already used. Log in again for a new one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
