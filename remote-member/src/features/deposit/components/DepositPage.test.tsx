import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepositChannel, DepositOrder } from '@lobby/platform-api/contract';
import { useSessionStore, useToastStore } from '@lobby/shared';
import {
  fail,
  fakeApi,
  initTestI18n,
  ok,
  renderAt,
  type FakeRequest,
  logInAs,
  resetStores,
  setStatus,
} from '@lobby/shared/testing';
import { goToPayment } from '../utils/go-to-payment';
import { DepositPage } from './DepositPage';

jest.mock('../utils/go-to-payment', () => ({ goToPayment: jest.fn() }));

const EWALLET: DepositChannel = {
  code: 'EWALLET',
  name: 'Sandbox e-wallet',
  kind: 'EWALLET',
  minAmount: 100,
  maxAmount: 50_000,
  feePercent: 1.5,
  feeFixed: 2,
  presets: [100, 500, 1000],
  note: 'Credited within 1 minute',
  expiresInMinutes: 30,
  bankAccount: null,
};
const BANK_ACCOUNT = {
  bankName: 'Lobby Bank',
  accountName: 'Lobby Ltd',
  accountNo: '6222000011112222',
};
const BANK: DepositChannel = {
  ...EWALLET,
  code: 'BANK',
  name: 'Bank transfer',
  kind: 'BANK_TRANSFER',
  feePercent: 0,
  feeFixed: 0,
  presets: [],
  note: '',
  bankAccount: BANK_ACCOUNT,
};

function orderOf(channel: DepositChannel, amount: number, extra: Partial<DepositOrder> = {}) {
  const order: DepositOrder = {
    orderNo: 'D20260105ABCDEFGHJK',
    channelCode: channel.code,
    channelName: channel.name,
    channelKind: channel.kind,
    amount,
    fee: 0,
    creditAmount: amount,
    status: 'PENDING',
    payUrl: channel.kind === 'BANK_TRANSFER' ? null : '/wps/sandbox-pay/SBX0123456789',
    bankAccount: channel.bankAccount,
    createdAt: new Date(2026, 0, 5, 9, 7).toISOString(),
    expiresAt: new Date(2026, 0, 5, 9, 37).toISOString(),
    finishedAt: null,
    failReason: null,
    paidLate: false,
    holdReason: null,
    ...extra,
  };
  return order;
}

function platform(extra: (request: FakeRequest) => ReturnType<typeof ok> | null = () => null) {
  return fakeApi((request) => {
    const answer = extra(request);
    if (answer) return answer;
    if (request.url === '/wps/deposit/channels') {
      return ok({ currency: 'CNY', currencySymbol: '￥', channels: [EWALLET, BANK] });
    }
    if (request.method === 'POST' && request.url === '/wps/deposit/orders') {
      const body = request.body as { channelCode: string; amount: number };
      return ok(orderOf(body.channelCode === 'BANK' ? BANK : EWALLET, body.amount));
    }
    return fail(404, 'NOT_FOUND', 'not_found');
  });
}

const amountField = () => screen.getByRole('textbox', { name: 'Deposit amount' });
const submit = () => screen.getByRole('button', { name: 'Deposit now' });

describe('deposit', () => {
  beforeAll(() => initTestI18n(['common', 'wallet', 'responsible']));
  beforeEach(() => {
    resetStores();
    useToastStore.setState({ toasts: [] });
    jest.mocked(goToPayment).mockClear();
  });

  it('sends visitors to login', () => {
    renderAt('/m/voucherCenter', <DepositPage />);
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
  });

  it('refuses trial users with free_reject and asks the server nothing', () => {
    logInAs(4);
    const seen = platform();
    renderAt('/m/voucherCenter', <DepositPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Please login an actual account to use this function',
    ]);
    expect(seen).toEqual([]);
  });

  it('base template: a channel list and the form; the amount is checked as typed', async () => {
    logInAs(0);
    platform();
    const user = userEvent.setup();
    renderAt('/m/voucherCenter', <DepositPage />);
    const methods = await screen.findByRole('radiogroup', { name: 'Payment methods' });
    expect(within(methods).getByRole('radio', { name: /Sandbox e-wallet/ })).toBeChecked();
    expect(screen.queryByRole('list', { name: 'Payment methods' })).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();

    const field = amountField();
    for (const [typed, message] of [
      ['abc', 'Please enter a valid amount'],
      ['100.123', 'Use at most 2 decimal places'],
      ['99.99', 'The minimum amount is ￥100.00'],
      ['50000.01', 'The maximum amount is ￥50,000.00'],
    ] as const) {
      await user.clear(field);
      await user.type(field, typed);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(submit()).toBeDisabled();
    }
    await user.clear(field);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an amount');

    await user.type(field, '150.55');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // 1.5 % of 150.55 = 2.26 (to the cent) + 2.00 fixed
    expect(screen.getByText('Fee').nextElementSibling).toHaveTextContent('￥4.26');
    expect(screen.getByText('You will receive').nextElementSibling).toHaveTextContent('￥146.29');
    expect(submit()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: '￥500.00' }));
    expect(field).toHaveValue('500');
    expect(screen.getByRole('button', { name: '￥500.00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers a deposit limit before the first deposit; "Not now" puts it away; a refusal names the limit', async () => {
    logInAs(0);
    const rg = (firstDeposit: boolean) => ({
      limits: [],
      sessionLimitMinutes: null,
      sessionLimitPending: null,
      realityCheckMinutes: null,
      realityCheckPending: null,
      exclusion: null,
      firstDeposit,
    });
    platform((request) => {
      if (request.url === '/wps/rg') return ok(rg(true));
      if (request.method === 'POST') {
        return fail(409, 'RG_LIMIT_REACHED', 'rg_limit_reached', {
          limit: 'DEPOSIT',
          period: 'DAY',
          amount: 100,
          used: 100,
          resetsAt: '2030-01-10T00:00:00.000Z',
        }) as unknown as ReturnType<typeof ok>;
      }
      return null;
    });
    const user = userEvent.setup();
    renderAt('/m/voucherCenter', <DepositPage />);
    const offer = await screen.findByRole('region', { name: 'Set a deposit limit?' });
    expect(within(offer).getByRole('link', { name: 'Set a deposit limit' })).toHaveAttribute(
      'href',
      '/m/responsibleGaming',
    );
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Set a deposit limit?' })).not.toBeInTheDocument();

    await user.type(amountField(), '200');
    await user.click(submit());
    expect(
      await screen.findByText(/^This would pass your daily deposit limit\. It resets 20\d\d\//),
    ).toBeVisible();
  });

  it('creates one order for a double tap and goes to the payment page of an e-wallet order', async () => {
    logInAs(0);
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    const seen = platform((request) =>
      request.method === 'POST'
        ? (new Promise((resolve) => (answer = resolve)) as unknown as ReturnType<typeof ok>)
        : null,
    );
    const user = userEvent.setup();
    renderAt('/m/voucherCenter', <DepositPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Deposit amount' }), '200');
    await user.dblClick(submit());
    expect(screen.getByRole('button', { name: 'Creating order…' })).toBeDisabled();
    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      channelCode: 'EWALLET',
      amount: 200,
      requestId: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
    });
    answer(ok(orderOf(EWALLET, 200)));
    await waitFor(() => expect(goToPayment).toHaveBeenCalledWith('/wps/sandbox-pay/SBX0123456789'));
  });

  it('new template: channel cards, the amount in a sheet; bank transfer shows what to send', async () => {
    logInAs(0);
    setStatus({ mobileTemplate: { dep_func: '1' } } as never);
    platform();
    const user = userEvent.setup();
    renderAt('/m/voucherCenter', <DepositPage />);
    const cards = await screen.findByRole('list', { name: 'Payment methods' });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Deposit amount' })).not.toBeInTheDocument();

    await user.click(within(cards).getByRole('button', { name: /Bank transfer/ }));
    const sheet = screen.getByRole('dialog', { name: 'Bank transfer' });
    await user.type(within(sheet).getByRole('textbox', { name: 'Deposit amount' }), '1000');
    await user.click(within(sheet).getByRole('button', { name: 'Deposit now' }));

    const details = await screen.findByRole('region', { name: 'Transfer details' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    for (const text of [
      'Lobby Bank',
      'Lobby Ltd',
      '6222000011112222',
      '￥1,000.00',
      'D20260105ABCDEFGHJK',
    ]) {
      expect(within(details).getByText(text)).toBeVisible();
    }
    expect(within(details).getByRole('status')).toHaveTextContent('Waiting for confirmation');

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(details).getByRole('button', { name: 'Copy Transfer remark' }));
    expect(writeText).toHaveBeenCalledWith('D20260105ABCDEFGHJK');
    await user.click(within(details).getByRole('button', { name: 'Copy Amount to transfer' }));
    expect(writeText).toHaveBeenLastCalledWith('1000.00');
    expect(goToPayment).not.toHaveBeenCalled();
  });

  it('back from the payment page, shows that order paid and refreshes the balance', async () => {
    logInAs(0);
    const seen = platform((request) => {
      if (request.url === '/wps/deposit/orders/D20260105ABCDEFGHJK') {
        return ok(
          orderOf(EWALLET, 300, {
            status: 'PAID',
            finishedAt: new Date(2026, 0, 5, 9, 9).toISOString(),
          }),
        );
      }
      if (request.url === '/wps/wallets/gcs') {
        return ok({ currency: 'CNY', currencySymbol: '￥', sumBalance: 1300 });
      }
      return null;
    });
    const user = userEvent.setup();
    renderAt('/m/voucherCenter?orderNo=D20260105ABCDEFGHJK', <DepositPage />);
    const result = await screen.findByRole('region', { name: 'Deposit result' });
    expect(
      await within(result).findByText('Payment received. The money is in your wallet.'),
    ).toBeVisible();
    expect(within(result).getByText('Paid')).toBeVisible();
    expect(within(result).getByText('2026/01/05 09:07')).toBeVisible();
    await waitFor(() => expect(useSessionStore.getState().wallet?.sumBalance).toBe(1300));
    expect(seen.some((request) => request.url === '/wps/wallets/gcs')).toBe(true);

    await user.click(within(result).getByRole('button', { name: 'Make another deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/voucherCenter$/);
    expect(await screen.findByRole('radiogroup', { name: 'Payment methods' })).toBeVisible();
  });

  it('a payment held for review says why, and a payment that arrived late says so', async () => {
    logInAs(0);
    platform((request) =>
      request.url === '/wps/deposit/orders'
        ? ok({
            list:
              request.params.status === 'HELD'
                ? [orderOf(EWALLET, 500, { status: 'HELD', holdReason: 'DEPOSIT_LIMIT' })]
                : [orderOf(EWALLET, 200, { status: 'PAID', paidLate: true })],
            pageNum: 1,
            totalPages: 1,
            total: 1,
          })
        : null,
    );
    const user = userEvent.setup();
    renderAt('/m/voucherCenter', <DepositPage />);
    await user.click(await screen.findByRole('tab', { name: 'Order history' }));
    await user.click(await screen.findByRole('button', { name: /Sandbox e-wallet.*Paid/ }));
    expect(
      within(screen.getByRole('dialog', { name: 'Order details' })).getByText(
        /arrived after the order had expired/,
      ),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Held' }));
    await user.click(await screen.findByRole('button', { name: /Sandbox e-wallet.*Held/ }));
    const detail = screen.getByRole('dialog', { name: 'Order details' });
    expect(within(detail).getByText(/would pass your deposit limit/)).toBeVisible();
  });

  it('an order detail words its state: only a paid order says credited', async () => {
    logInAs(0);
    const finishedAt = new Date(2026, 0, 5, 9, 30).toISOString();
    platform((request) =>
      request.url === '/wps/deposit/orders'
        ? ok({
            list: [
              orderOf(EWALLET, 150, {
                orderNo: 'D20260105FAILEDAAAA',
                status: 'FAILED',
                finishedAt,
                failReason: 'Declined',
              }),
              orderOf(EWALLET, 160, {
                orderNo: 'D20260105EXPIREDAAA',
                status: 'EXPIRED',
                finishedAt,
              }),
              orderOf(EWALLET, 170, { orderNo: 'D20260105PENDINGAAA', status: 'PENDING' }),
            ],
            pageNum: 1,
            totalPages: 1,
            total: 3,
          })
        : null,
    );
    const user = userEvent.setup();
    renderAt('/m/voucherCenter', <DepositPage />);
    await user.click(await screen.findByRole('tab', { name: 'Order history' }));
    const figures = (detail: HTMLElement) =>
      within(detail)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextSibling?.textContent}`);
    for (const [row, expected] of [
      [/Sandbox e-wallet.*Failed/, ['Not credited ￥0.00', 'Failed 2026/01/05 09:30']],
      [/Sandbox e-wallet.*Expired/, ['Not credited ￥0.00', 'Expired 2026/01/05 09:30']],
      [/Sandbox e-wallet.*Pending/, ['To be credited when paid ￥170.00']],
    ] as const) {
      await user.click(await screen.findByRole('button', { name: row }));
      const shown = figures(screen.getByRole('dialog', { name: 'Order details' }));
      for (const line of expected) expect(shown).toContain(line);
      expect(
        shown.some((line) => line.startsWith('Credited') || line.startsWith('Completed')),
      ).toBe(false);
      await user.keyboard('{Escape}');
    }
  });

  it('lists the orders by status with dates and amounts, and opens one', async () => {
    logInAs(0);
    const seen = platform((request) =>
      request.url === '/wps/deposit/orders'
        ? ok({
            list: [
              orderOf(BANK, 1234.5, {
                status: request.params.status === 'PAID' ? 'PAID' : 'PENDING',
              }),
            ],
            pageNum: 1,
            totalPages: 1,
            total: 1,
          })
        : null,
    );
    const user = userEvent.setup();
    renderAt('/m/voucherCenter', <DepositPage />);
    await user.click(await screen.findByRole('tab', { name: 'Order history' }));
    const row = await screen.findByRole('button', { name: /Bank transfer/ });
    expect(row).toHaveTextContent('2026/01/05 09:07');
    expect(row).toHaveTextContent('￥1,234.50');
    expect(row).toHaveTextContent('Pending');

    await user.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() =>
      expect(seen.at(-1)?.params).toEqual(expect.objectContaining({ status: 'PAID' })),
    );
    await user.click(await screen.findByRole('button', { name: /Bank transfer.*Paid/ }));
    const detail = screen.getByRole('dialog', { name: 'Order details' });
    expect(within(detail).getByText('D20260105ABCDEFGHJK')).toBeVisible();
  });
});
