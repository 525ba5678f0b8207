import { useEffect } from 'react';
import { getBrandConfig, useSessionStore } from '@lobby/shared';
import { merchantCss } from '../utils/prize-mode';

/** Where the platform serves the merchant's skin of the lottery page. */
export function merchantSkinUrl(merchantCode: string | undefined): string {
  const base = getBrandConfig().apiBaseUrl.replace(/\/+$/, '');
  return `${base}/lgw/themes/${merchantCss(merchantCode)}`;
}

/**
 * While the lottery page is open, loads the stylesheet named after the member's merchant (spec
 * section 2, start-lottery screen): the accent colours an operator set for that merchant, scoped
 * to the page. A merchant without a skin gets an empty sheet and the site's colours.
 */
export function useMerchantSkin(): void {
  const merchantCode = useSessionStore((state) => state.session?.merchantCode);
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = merchantSkinUrl(merchantCode);
    link.dataset.lotterySkin = '';
    document.head.append(link);
    return () => link.remove();
  }, [merchantCode]);
}
