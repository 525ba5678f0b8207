import { useTranslation } from 'react-i18next';
import type { WithdrawalPage } from '@lobby/platform-api/contract';
import {
  formatDateTime,
  formatMoney,
  ListSkeleton,
  NoData,
  RequestError,
  type RequestState,
} from '@lobby/shared';
import '@/components/wallet.css';
import '../withdraw.css';

/** The member's withdrawal requests: pending, paid, or rejected with the reason. No cancel. */
export function WithdrawalList({
  state,
  onRetry,
  currencySymbol,
}: {
  state: RequestState<WithdrawalPage>;
  onRetry: () => void;
  currencySymbol: string;
}) {
  const { t } = useTranslation('wallet');
  function content() {
    if (state.status === 'loading') return <ListSkeleton className="member-list-skeleton" sweep />;
    if (state.status === 'error') {
      return (
        <RequestError
          message={t('withdraw.listError')}
          onRetry={onRetry}
          className="member-state"
          retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
        />
      );
    }
    if (state.data.list.length === 0) return <NoData message={t('withdraw.empty')} />;
    return (
      <ul className="wallet-history">
        {state.data.list.map((item) => (
          <li key={item.withdrawalNo} className="wallet-history__item wallet-history__item--static">
            <span className="wallet-history__main">
              <span className="wallet-history__name">
                {item.payoutAccount.provider} {item.payoutAccount.accountNo}
              </span>
              <span className="wallet-history__date">{formatDateTime(item.createdAt)}</span>
              <span className="wallet-history__date">{item.withdrawalNo}</span>
              {item.status === 'REJECTED' && item.rejectReason ? (
                <span className="wallet-history__reason">
                  {t('withdraw.reason', { reason: item.rejectReason })}
                </span>
              ) : null}
            </span>
            <span className="wallet-history__side">
              <span className="wallet-history__amount">
                {formatMoney(item.amount, currencySymbol)}
              </span>
              <span className={`wallet-status wallet-status--${item.status.toLowerCase()}`}>
                {t(`status.${item.status.toLowerCase()}`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="wallet-section" aria-labelledby="withdrawals-title">
      <h2 className="wallet-section__title" id="withdrawals-title">
        {t('withdraw.list')}
      </h2>
      {content()}
    </section>
  );
}
