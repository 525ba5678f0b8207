import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshWallet, RequestError, Spinner, useRequest } from '@lobby/shared';
import { fetchDepositOrder } from '../api/deposit';
import { OrderSummary } from './OrderSummary';
import '@/components/wallet.css';
import '../deposit.css';

/**
 * Back from the payment page (/m/voucherCenter?orderNo=…): that order's result. A paid order
 * refreshes the balance so the header shows the money at once.
 */
export function OrderResult({
  orderNo,
  currencySymbol,
  onDone,
}: {
  orderNo: string;
  currencySymbol: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { state, reload } = useRequest(() => fetchDepositOrder(orderNo), `order-${orderNo}`);
  const paid = state.status === 'success' && state.data.status === 'PAID';

  useEffect(() => {
    if (paid) void refreshWallet().catch(() => undefined);
  }, [paid]);

  return (
    <section className="wallet-card wallet-result" aria-labelledby="deposit-result-title">
      <h2 className="wallet-card__title" id="deposit-result-title">
        {t('result.title')}
      </h2>
      {state.status === 'loading' ? (
        <p className="wallet-loading" role="status">
          <Spinner size={20} />
          {t('loading')}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <RequestError
          message={t('result.error')}
          onRetry={reload}
          className="member-state"
          retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
        />
      ) : null}
      {state.status === 'success' ? (
        <>
          <p className="wallet-result__message" role="status">
            {t(`result.${state.data.status.toLowerCase()}`)}
          </p>
          <OrderSummary order={state.data} currencySymbol={currencySymbol} />
          <div className="wallet-actions">
            {state.data.status === 'PENDING' ? (
              <button type="button" className="lb-btn lb-btn--ghost lb-btn--lg" onClick={reload}>
                {t('result.check')}
              </button>
            ) : null}
            <button type="button" className="lb-btn lb-btn--primary lb-btn--lg" onClick={onDone}>
              {t('result.again')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
