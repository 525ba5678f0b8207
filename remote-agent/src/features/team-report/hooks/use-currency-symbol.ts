import { useSessionStore } from '@lobby/shared';

/** The wallet's currency symbol (the agent home loads the wallet); ￥ until it is known. */
export const useCurrencySymbol = () =>
  useSessionStore((state) => state.wallet?.currencySymbol ?? '￥');
