import { useTranslation } from 'react-i18next';
import type { MallOrderPage } from '@lobby/platform-api/contract';
import {
  formatDateTime,
  ListSkeleton,
  NoData,
  Pager,
  RequestError,
  usePagedRequest,
} from '@lobby/shared';
import { getMallOrders, ORDERS_PAGE_SIZE } from '../api/mall-api';

/** The member's orders, newest first, 20 a page, with their state. */
export function OrderList({ version }: { version: number }) {
  const { t, i18n } = useTranslation('mall');
  const { state, reload, pageNo, setPageNo, total } = usePagedRequest(
    getMallOrders,
    `mall-orders:${i18n.language}:${version}`,
  );
  let body;
  if (state.status === 'loading') body = <ListSkeleton rows={3} className="mall__skeleton" />;
  else if (state.status === 'error') {
    body = <RequestError message={t('ordersError')} onRetry={reload} className="mall__state" />;
  } else if (state.data.list.length === 0) body = <NoData message={t('ordersEmpty')} />;
  else body = <Orders page={state.data} />;
  return (
    <>
      {body}
      <Pager pageNo={pageNo} pageSize={ORDERS_PAGE_SIZE} total={total} onPage={setPageNo} />
    </>
  );
}

function Orders({ page }: { page: MallOrderPage }) {
  const { t } = useTranslation('mall');
  return (
    <ul className="mall__orders">
      {page.list.map((order) => (
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
