import { useTranslation } from 'react-i18next';
import { formatDateTime, ListSkeleton, NoData, RequestError, useRequest } from '@lobby/shared';
import { getMallOrders } from '../api/mall-api';

/** The member's orders (the latest 20), newest first, with their state. */
export function OrderList({ version }: { version: number }) {
  const { t, i18n } = useTranslation('mall');
  const { state, reload } = useRequest(getMallOrders, `mall-orders:${i18n.language}:${version}`);
  if (state.status === 'loading') return <ListSkeleton rows={3} className="mall__skeleton" />;
  if (state.status === 'error') {
    return <RequestError message={t('ordersError')} onRetry={reload} className="mall__state" />;
  }
  if (state.data.list.length === 0) return <NoData message={t('ordersEmpty')} />;
  return (
    <ul className="mall__orders">
      {state.data.list.map((order) => (
        <li key={order.orderNo} className="mall__order">
          <div className="mall__order-head">
            <span className="mall__item-name">{order.itemName}</span>
            <span className={`mall__status mall__status--${order.status.toLowerCase()}`}>
              {t(`status.${order.status}`)}
            </span>
          </div>
          <p className="mall__muted">
            {t('cost', { points: order.points })} · {formatDateTime(order.createdAt)}
          </p>
          <p className="mall__muted">{order.orderNo}</p>
          {order.address ? (
            <p className="mall__muted">
              {t('deliverTo', { recipient: order.recipient, address: order.address })}
            </p>
          ) : null}
          {order.note ? <p className="mall__muted">{order.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
