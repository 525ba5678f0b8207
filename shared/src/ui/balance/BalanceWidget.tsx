import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshWallet } from '../../session/session-actions';
import { useSessionStore } from '../../session/session-store';
import { isTrialType } from '../../session/session-types';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../icons';
import { formatMoney, MASKED_AMOUNT } from '../money/format-money';
import { useBalanceVisibility } from './balance-visibility-store';

export interface BalanceWidgetProps {
  /** Defaults to reloading the wallet from the server. */
  onRefresh?: () => Promise<unknown>;
  className?: string;
}

/**
 * Currency symbol + sumBalance (2 decimals), eye toggle, refresh; masked while refreshing. A
 * trial user's balance carries a "demo" mark: it is play money, never to be taken for real.
 */
export function BalanceWidget({ onRefresh = refreshWallet, className = '' }: BalanceWidgetProps) {
  const { t } = useTranslation('common');
  const wallet = useSessionStore((state) => state.wallet);
  const loggedIn = useSessionStore((state) => state.session !== null);
  const demo = useSessionStore((state) => isTrialType(state.session?.type));
  const { hidden, toggle } = useBalanceVisibility();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } catch {
      // the API client already told the visitor (No Internet); keep the last balance
    } finally {
      setRefreshing(false);
    }
  }, [onRefresh]);

  useEffect(() => {
    if (loggedIn && !wallet) void refresh();
    // only when the session appears without a wallet, not on every refresh change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn]);

  const masked = hidden || refreshing || !wallet;
  const amount = masked
    ? `${wallet?.currencySymbol ?? ''}${MASKED_AMOUNT}`
    : formatMoney(wallet.sumBalance, wallet.currencySymbol);

  return (
    <div className={`lb-balance ${className}`.trim()}>
      {demo && (
        <span className="lb-balance__demo" aria-hidden="true">
          {t('balance.demo')}
        </span>
      )}
      <span
        className="lb-balance__amount"
        aria-label={demo ? t('balance.demoLabel') : t('balance.label')}
        data-testid="balance-amount"
      >
        {amount}
      </span>
      <button
        type="button"
        className="lb-icon-btn lb-balance__btn"
        aria-label={hidden ? t('balance.show') : t('balance.hide')}
        aria-pressed={hidden}
        onClick={toggle}
      >
        {hidden ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </button>
      <button
        type="button"
        className={`lb-icon-btn lb-balance__btn${refreshing ? ' is-spinning' : ''}`}
        aria-label={t('balance.refresh')}
        onClick={() => void refresh()}
        disabled={refreshing}
      >
        <RefreshIcon size={16} />
      </button>
    </div>
  );
}
