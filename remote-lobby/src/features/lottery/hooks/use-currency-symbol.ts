import { useSessionStore } from '@lobby/shared';

/** The brand's currency symbol from the wallet the shell keeps (none until it has loaded). */
export function useCurrencySymbol(): string {
  return useSessionStore((state) => state.wallet?.currencySymbol ?? '');
}
