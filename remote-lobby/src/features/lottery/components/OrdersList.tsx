import { useTranslation } from 'react-i18next';
import { formatMoney, NoData, RequestError, type RequestState } from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import { familyOfPlay, ordersErrorText, playName, selectionOf } from '../utils/order-display';
import { ResultView } from './ResultView';
import type { OrdersPage, Suborder } from '../utils/order-types';

export interface OrdersListProps {
  state: RequestState<OrdersPage>;
  onRetry: () => void;
  /** Shown when the answer holds no sub-order. */
  emptyText: string;
  onOpen: (orderNumber: string) => void;
}

/** A list of sub-orders with the filter's totals, or its loading, error and empty states. */
export function OrdersList({ state, onRetry, emptyText, onOpen }: OrdersListProps) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  if (state.status === 'loading') {
    return (
      <p className="lo-orders__status" role="status">
        {t('orders.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <RequestError
        message={`${t('orders.loadFailed')} ${ordersErrorText(t, state.error)}`}
        onRetry={onRetry}
        className="lo-orders__error"
      />
    );
  }
  const { list, total, plannedAmount, actualAmount, winningAmount } = state.data;
  return (
    <>
      <section className="lo-totals" aria-label={t('orders.totals.title')}>
        <dl className="lo-totals__list">
          <div className="lo-totals__item">
            <dt>{t('orders.totals.planned')}</dt>
            <dd>{formatMoney(plannedAmount, symbol)}</dd>
          </div>
          <div className="lo-totals__item">
            <dt>{t('orders.totals.actual')}</dt>
            <dd>{formatMoney(actualAmount, symbol)}</dd>
          </div>
          <div className="lo-totals__item">
            <dt>{t('orders.totals.won')}</dt>
            <dd>{formatMoney(winningAmount, symbol)}</dd>
          </div>
        </dl>
      </section>
      {list.length === 0 ? (
        <NoData message={emptyText} />
      ) : (
        <>
          <p className="lo-orders__count">{t('orders.count', { count: total })}</p>
          <ul className="lo-rows">
            {list.map((sub) => (
              <SuborderRow key={sub.id} sub={sub} symbol={symbol} onOpen={onOpen} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function SuborderRow({
  sub,
  symbol,
  onOpen,
}: {
  sub: Suborder;
  symbol: string;
  onOpen: (orderNumber: string) => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <li className="lo-row">
      <button
        type="button"
        className="lo-row__button"
        data-order={sub.orderNumber}
        onClick={() => onOpen(sub.orderNumber)}
      >
        <span className="lo-row__head">
          <span className="lo-row__game">{sub.gameName}</span>
          <span className={`lo-state lo-state--${sub.orderStatus}`}>
            {t(`state.${sub.orderStatus}`)}
          </span>
        </span>
        <span className="lo-row__line">
          {t('orders.row.numero', { numero: sub.numero })} · {playName(t, sub.playId, sub.playCode)}
        </span>
        <span className="lo-row__line lo-row__selection">
          {t('orders.row.selection')}: {selectionOf(t, sub.playId, sub.bettingNumber)}
        </span>
        <span className="lo-row__money">
          <span>
            {t('orders.row.amount')} {formatMoney(sub.bettingSumAmount, symbol)}
          </span>
          <span>
            {t('orders.row.win')} {formatMoney(sub.winningAmount, symbol)}
          </span>
        </span>
        {sub.winningNumber ? (
          <span className="lo-row__line lo-row__result">
            <span>{t('orders.row.result')}:</span>{' '}
            <ResultLine playId={sub.playId} winningNumber={sub.winningNumber} drawAt={sub.drawAt} />
          </span>
        ) : null}
      </button>
    </li>
  );
}

/** A drawn result the family's way (balls, dice, cars…), or as text for an unknown play. */
export function ResultLine({
  playId,
  winningNumber,
  drawAt,
}: {
  playId: number;
  winningNumber: string;
  drawAt: string;
}) {
  const family = familyOfPlay(playId);
  return family ? (
    <ResultView family={family} winningNumber={winningNumber} drawAt={drawAt} variant="compact" />
  ) : (
    <span>{winningNumber}</span>
  );
}
