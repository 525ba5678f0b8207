import { useSessionStore, useSystemStatusStore } from '@lobby/shared';

// A subpath ('@lobby/shared/currency-symbol'): only report and wallet screens show amounts, so it
// stays out of the main entry that loads with every first page; the stores it reads are the main
// entry's singletons, imported by name (issue 30: first-load JS of /m/home does not grow).

/** The spec's default currency symbol (section 9: default currency CNY, symbol ￥). */
export const DEFAULT_CURRENCY_SYMBOL = '￥';

/**
 * The currency symbol money is shown with: the wallet's (the member's own currency), until the
 * wallet has loaded the brand's (system status), and the spec's default (￥) before either is
 * known. Never empty: an amount without its symbol reads as a bare number, and the brand's
 * currency is the one a wallet of this site is in.
 */
export function useCurrencySymbol(): string {
  const walletSymbol = useSessionStore((state) => state.wallet?.currencySymbol);
  const brandSymbol = useSystemStatusStore((state) => state.status?.info.currency?.symbol);
  return pickSymbol(walletSymbol, brandSymbol);
}

/** The same symbol read once, outside React (a refusal's text written after a call). */
export function currentCurrencySymbol(): string {
  return pickSymbol(
    useSessionStore.getState().wallet?.currencySymbol,
    useSystemStatusStore.getState().status?.info.currency?.symbol,
  );
}

const pickSymbol = (wallet?: string, brand?: string) => wallet || brand || DEFAULT_CURRENCY_SYMBOL;
