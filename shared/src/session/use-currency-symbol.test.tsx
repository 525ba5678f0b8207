import { renderHook } from '@testing-library/react';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import { useSessionStore, useSystemStatusStore, type SystemStatus } from '@lobby/shared';

const statusIn = (symbol: string) =>
  ({ info: { currency: { code: 'PHP', symbol } } }) as unknown as SystemStatus;

describe('useCurrencySymbol', () => {
  beforeEach(() => {
    useSessionStore.getState().clear();
    useSystemStatusStore.setState({ status: null });
  });

  it("shows the spec's ￥ before the wallet and the brand are known", () => {
    expect(renderHook(() => useCurrencySymbol()).result.current).toBe('￥');
  });

  it("shows the brand's currency until the wallet has loaded, then the wallet's", () => {
    useSystemStatusStore.setState({ status: statusIn('₱') });
    const { result, rerender } = renderHook(() => useCurrencySymbol());
    expect(result.current).toBe('₱');

    useSessionStore.getState().setWallet({ currency: 'USD', currencySymbol: '$', sumBalance: 1 });
    rerender();
    expect(result.current).toBe('$');
  });
});
