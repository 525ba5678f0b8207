import { useSystemStatusStore } from '../status/system-status-store';
import { useSessionStore } from './session-store';

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
