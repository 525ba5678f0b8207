import { useSessionStore } from '@lobby/shared';

/** The wallet's currency symbol; the spec's default (￥) until the wallet has loaded. */
export function useCurrencySymbol(): string {
  return useSessionStore((state) => state.wallet?.currencySymbol) ?? '￥';
}
