import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  TransactionRecordItem,
  TransactionRecordPage as Page,
} from '@lobby/platform-api/contract';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  type FakeRequest,
  logInAs,
  resetStores,
} from '@lobby/shared/testing';
import { TransactionRecordPage } from './TransactionRecordPage';

const URL = '/m/transaction/record';

const item = (id: number, over: Partial<TransactionRecordItem> = {}): TransactionRecordItem => ({
  id,
  type: 'BET',
  kind: 'BET',
  amount: -1,
  balanceAfter: 100 - id,
  reference: `slot:1:R${id}:bet`,
  referenceNo: `R${id}`,
  withdrawalStatus: null,
  memo: null,
  createdAt: '2026-11-03T07:05:00.000Z',
  ...over,
});

const page = (list: TransactionRecordItem[], nextCursor: string | null): Page => ({
  list,
  nextCursor,
  startDate: '2026-11-03',
  endDate: '2026-11-03',
  totals: { deposits: 1234567.5, withdrawals: 200, netDeposits: 1234367.5 },
});

function records(
  answer: (request: FakeRequest) => ReturnType<typeof ok> | ReturnType<typeof fail>,
) {
  const seen = fakeApi((request) =>
    request.url === '/wps/transaction/record' ? answer(request) : ok(null),
  );
  return () => seen.filter((request) => request.url === '/wps/transaction/record');
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');

describe('transaction record', () => {
  beforeAll(() => initTestI18n(['common', 'records']));
  beforeEach(() => resetStores());

  it('sends visitors to login without asking the server', () => {
    const calls = records(() => ok(page([], null)));
    renderAt(URL, <TransactionRecordPage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(calls()).toEqual([]);
  });

  it('shows the period totals and each movement signed, with its type, balance after and reference', async () => {
    logInAs(0);
    records(() =>
      ok(
        page(
          [
            item(3, {
              type: 'DEPOSIT',
              kind: 'DEPOSIT',
              amount: 1000,
              balanceAfter: 1500,
              reference: 'deposit:D20261103AB',
              referenceNo: 'D20261103AB',
            }),
            item(2, { amount: -25.5, balanceAfter: 500 }),
            item(1, {
              type: 'WITHDRAWAL',
              kind: 'WITHDRAWAL_REJECTED',
              amount: 200,
              balanceAfter: 525.5,
            }),
          ],
          null,
        ),
      ),
    );
    renderAt(URL, <TransactionRecordPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transaction record' }),
    ).toBeVisible();
    const totals = await screen.findByRole('region', { name: 'Totals for the period' });
    expect(totals).toHaveTextContent('2026/11/03');
    expect(within(totals).getByText('Deposits').nextSibling).toHaveTextContent('1,234,567.50');
    expect(within(totals).getByText('Withdrawals').nextSibling).toHaveTextContent('200.00');
    expect(within(totals).getByText('Net deposits').nextSibling).toHaveTextContent(
      '+￥1,234,367.50',
    );

    const [deposit, bet, returned] = rows();
    expect(deposit).toHaveTextContent('Deposit');
    expect(deposit).toHaveTextContent('+1,000.00 Credit');
    expect(deposit).toHaveTextContent('Balance after 1,500.00');
    expect(deposit).toHaveTextContent('Ref. D20261103AB');
    expect(deposit).toHaveTextContent('2026/11/03 07:05');
    expect(bet).toHaveTextContent('Bet');
    expect(bet).toHaveTextContent('-25.50 Debit');
    expect(returned).toHaveTextContent('Withdrawal returned');
    expect(screen.getByText('No more records')).toBeVisible();
  });

  it('tells a pending withdrawal from a paid one, and hides internal references', async () => {
    logInAs(0);
    const withdrawal = (id: number, status: 'PENDING' | 'PAID') =>
      item(id, {
        type: 'WITHDRAWAL',
        kind: 'WITHDRAWAL',
        amount: -400,
        reference: `withdraw:W2026110${id}`,
        referenceNo: `W2026110${id}`,
        withdrawalStatus: status,
      });
    records(() =>
      ok(
        page(
          [
            withdrawal(3, 'PENDING'),
            withdrawal(2, 'PAID'),
            item(1, {
              type: 'BONUS',
              kind: 'BONUS',
              amount: 110,
              reference: 'promotion:7:claim',
              referenceNo: null,
              memo: 'Welcome Bonus 100%',
            }),
          ],
          null,
        ),
      ),
    );
    renderAt(URL, <TransactionRecordPage />);
    await screen.findByRole('list', { name: 'Transactions' });
    const [pending, paid, bonus] = rows();
    expect(pending).toHaveTextContent('Withdrawal · Pending');
    expect(pending).toHaveTextContent('Ref. W20261103');
    expect(paid).toHaveTextContent('Withdrawal · Paid');
    expect(bonus).toHaveTextContent('Welcome Bonus 100%');
    expect(bonus).not.toHaveTextContent('promotion:7');
    expect(bonus).not.toHaveTextContent('Ref.');
  });

  it('type chips build the types query; All clears it; a period chip refetches', async () => {
    logInAs(0);
    const calls = records(() => ok(page([], null)));
    const user = userEvent.setup();
    renderAt(URL, <TransactionRecordPage />);
    expect(await screen.findByText('No records in this period')).toBeVisible();
    expect(calls()[0]!.params).toMatchObject({ period: 'today', types: undefined, pageSize: '20' });

    const types = screen.getByRole('group', { name: 'Type' });
    await user.click(within(types).getByRole('button', { name: 'Payout' }));
    await user.click(within(types).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(calls().at(-1)!.params.types).toBe('DEPOSIT,PAYOUT'));
    expect(within(types).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(within(types).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(calls().at(-1)!.params.types).toBe('PAYOUT'));
    await user.click(within(types).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(calls().at(-1)!.params.types).toBeUndefined());

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(calls().at(-1)!.params.period).toBe('last30'));
  });

  it('infinite scroll: appends the next page by its cursor and stops at the real end', async () => {
    logInAs(0);
    const calls = records((request) => {
      const cursor = request.params.cursor as string | undefined;
      if (!cursor) return ok(page([item(9), item(8), item(7)], '7'));
      if (cursor === '7') return ok(page([item(6), item(5)], '5'));
      return ok(page([item(4)], null));
    });
    renderAt(URL, <TransactionRecordPage />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByText('No more records')).not.toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(5), { timeout: 3000 });
    await waitFor(() => expect(rows()).toHaveLength(6), { timeout: 3000 });
    expect(screen.getByText('No more records')).toBeVisible();
    expect(calls().map((call) => call.params.cursor)).toEqual([undefined, '7', '5']);
    // At the end nothing more is asked, however long the reader stays.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls()).toHaveLength(3);
  });

  it('a failed next page keeps the rows and offers Retry', async () => {
    logInAs(0);
    let failOnce = true;
    records((request) => {
      if (!request.params.cursor) return ok(page([item(9)], '9'));
      if (failOnce) {
        failOnce = false;
        return fail(500, 'INTERNAL', 'unknown_error');
      }
      return ok(page([item(8)], null));
    });
    const user = userEvent.setup();
    renderAt(URL, <TransactionRecordPage />);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('More records could not be loaded.');
    expect(rows()).toHaveLength(1);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('No more records')).toBeVisible();
  });

  it("shows the server's localized refusal (a trial account) with Retry", async () => {
    logInAs(4);
    records(() => fail(403, 'TRIAL_REJECTED', 'free_reject'));
    renderAt(URL, <TransactionRecordPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please login an actual account to use this function');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('a failure without an answer says the records could not load; Retry asks again', async () => {
    logInAs(0);
    let attempts = 0;
    records(() => {
      attempts += 1;
      return attempts === 1 ? fail(500, 'INTERNAL', 'unknown_error') : ok(page([item(1)], null));
    });
    const user = userEvent.setup();
    renderAt(URL, <TransactionRecordPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your records could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
