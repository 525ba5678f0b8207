import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder, DepositStatus } from '@lobby/platform-api/contract';
import {
  formatDateTime,
  formatMoney,
  ListSkeleton,
  Modal,
  NoData,
  RequestError,
} from '@lobby/shared';
import { useDepositOrders } from '../hooks/use-deposit-orders';
import { ORDER_FILTERS, statusKey } from '../utils/order-status';
import { OrderSummary } from './OrderSummary';
import '@/components/wallet.css';

/** The member's deposit orders by status, newest first; a tap opens one in full. */
export function OrderHistory({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation('wallet');
  const [filter, setFilter] = useState<DepositStatus | null>(null);
  const [open, setOpen] = useState<DepositOrder | null>(null);
  const orders = useDepositOrders(filter);

  function content() {
    if (orders.state.status === 'loading')
      return <ListSkeleton className="member-list-skeleton" sweep />;
    if (orders.state.status === 'error') {
      return (
        <RequestError
          message={t('order.loadError')}
          onRetry={orders.reload}
          className="member-state"
          retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
        />
      );
    }
    if (orders.orders.length === 0) return <NoData message={t('order.empty')} />;
    return (
      <>
        <ul className="wallet-history">
          {orders.orders.map((order) => (
            <li key={order.orderNo}>
              <button type="button" className="wallet-history__item" onClick={() => setOpen(order)}>
                <span className="wallet-history__main">
                  <span className="wallet-history__name">{order.channelName}</span>
                  <span className="wallet-history__date">{formatDateTime(order.createdAt)}</span>
                </span>
                <span className="wallet-history__side">
                  <span className="wallet-history__amount">
                    {formatMoney(order.amount, currencySymbol)}
                  </span>
                  <span className={`wallet-status wallet-status--${order.status.toLowerCase()}`}>
                    {t(statusKey(order.status))}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {orders.hasMore ? (
          <button
            type="button"
            className="lb-btn lb-btn--ghost lb-btn--lg member-load-more"
            disabled={orders.loadingMore}
            onClick={() => void orders.loadMore()}
          >
            {orders.loadingMore ? t('loading') : t('loadMore')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <div className="wallet-history-panel">
      <div className="wallet-filters" role="group" aria-label={t('order.filter')}>
        {ORDER_FILTERS.map((status) => (
          <button
            key={status ?? 'all'}
            type="button"
            className="wallet-chip"
            aria-pressed={filter === status}
            onClick={() => setFilter(status)}
          >
            {status ? t(statusKey(status)) : t('status.all')}
          </button>
        ))}
      </div>
      {content()}
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={t('order.title')}
        placement="sheet"
      >
        {open ? <OrderSummary order={open} currencySymbol={currencySymbol} /> : null}
      </Modal>
    </div>
  );
}
