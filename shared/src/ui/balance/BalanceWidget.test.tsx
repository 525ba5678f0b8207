import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../testing';
import { useSessionStore } from '../../session/session-store';
import { useBalanceVisibility } from './balance-visibility-store';
import { BalanceWidget } from './BalanceWidget';

beforeAll(() => initTestI18n(['common']));

beforeEach(() => {
  useBalanceVisibility.setState({ hidden: false });
  useSessionStore.getState().setSession({
    token: 't',
    merchantCode: 'M',
    userName: 'demo',
    type: 0,
    firstTimeLogin: false,
  });
  useSessionStore
    .getState()
    .setWallet({ currency: 'CNY', currencySymbol: '￥', sumBalance: 1234.5 });
});
afterEach(() => useSessionStore.getState().clear());

const amount = () => screen.getByTestId('balance-amount');

describe('BalanceWidget', () => {
  it('shows the currency symbol and 2 decimals with grouping', () => {
    render(<BalanceWidget onRefresh={async () => undefined} />);
    expect(amount()).toHaveTextContent('￥1,234.50');
  });

  it("marks a trial user's balance as demo money, and only theirs", () => {
    const { unmount } = render(<BalanceWidget onRefresh={async () => undefined} />);
    expect(screen.queryByText('Demo')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Balance')).toBeInTheDocument();
    unmount();
    useSessionStore.getState().setSession({
      token: 't',
      merchantCode: 'TRIAL01',
      userName: 'guest12345678',
      type: 4,
      firstTimeLogin: false,
    });
    render(<BalanceWidget onRefresh={async () => undefined} />);
    expect(screen.getByText('Demo')).toBeInTheDocument();
    expect(screen.getByLabelText('Balance in demo money')).toHaveTextContent('￥1,234.50');
  });

  it('masks with asterisks on the eye toggle and unmasks again', async () => {
    render(<BalanceWidget onRefresh={async () => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount()).toHaveTextContent('￥****');
    expect(screen.getByRole('button', { name: 'Show balance' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(amount()).toHaveTextContent('￥1,234.50');
  });

  it('stays masked while refreshing, then shows the new balance', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            useSessionStore
              .getState()
              .setWallet({ currency: 'CNY', currencySymbol: '￥', sumBalance: 99 });
            resolve();
          };
        }),
    );
    render(<BalanceWidget onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(amount()).toHaveTextContent('￥****');
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
    await act(async () => finish());
    expect(amount()).toHaveTextContent('￥99.00');
  });

  it('keeps the last balance when the refresh fails', async () => {
    render(<BalanceWidget onRefresh={() => Promise.reject(new Error('offline'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(amount()).toHaveTextContent('￥1,234.50');
  });
});
