import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, isApiError, RequestError, useRequest } from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import { lgw } from '../api/lgw-api';
import { useReloadOn } from '../hooks/use-reload-on';
import {
  allCancellable,
  completeSelection,
  isCancellable,
  refundTotal,
  toggleSuborder,
} from '../utils/cancel-selection';
import { localClock, ordersErrorText, playName, selectionOf } from '../utils/order-display';
import { ResultLine } from './OrdersList';
import type { OrderDetail, Suborder } from '../utils/order-types';
import { CancelConfirm } from './CancelConfirm';

export interface OrderDetailViewProps {
  orderNumber: string;
  serverNow: () => number;
  /** Bumped by the page: reload. */
  refreshKey: number;
  onBack: () => void;
  /** After a cancel: the answer's balance. */
  onCancelled: (balance: number) => void;
}

type Outcome =
  | { kind: 'none' }
  | { kind: 'note'; text: string }
  | { kind: 'refunded'; text: string }
  | { kind: 'error'; text: string; chase: boolean };

/** One order with its sub-orders; ticks the cancellable ones and cancels them after a confirm. */
export function OrderDetailView({
  orderNumber,
  serverNow,
  refreshKey,
  onBack,
  onCancelled,
}: OrderDetailViewProps) {
  const { t } = useTranslation('lottery');
  const { state, reload } = useRequest(() => lgw.orderDetail(orderNumber), `detail:${orderNumber}`);
  useReloadOn(refreshKey, reload);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="lo-detail" aria-labelledby={titleId}>
      <button type="button" className="lb-btn lb-btn--text lo-detail__back" onClick={onBack}>
        {t('orders.detail.back')}
      </button>
      <h2 id={titleId} className="lo-detail__title" ref={headingRef} tabIndex={-1}>
        {t('orders.detail.title', { orderNumber })}
      </h2>
      {state.status === 'loading' ? (
        <p className="lo-orders__status" role="status">
          {t('orders.detail.loading')}
        </p>
      ) : state.status === 'error' ? (
        <RequestError
          message={`${t('orders.detail.loadFailed')} ${ordersErrorText(t, state.error)}`}
          onRetry={reload}
          className="lo-orders__error"
        />
      ) : (
        <OrderBody
          order={state.data}
          serverNow={serverNow}
          onCancelled={(balance) => {
            onCancelled(balance);
            reload();
          }}
        />
      )}
    </section>
  );
}

/** The server clock, read again each second while something can still be cancelled. */
function useTickingNow(serverNow: () => number, ticking: boolean): number {
  const [now, setNow] = useState(serverNow);
  const nowRef = useRef(serverNow);
  useEffect(() => {
    nowRef.current = serverNow;
  });
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(nowRef.current()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

function OrderBody({
  order,
  serverNow,
  onCancelled,
}: {
  order: OrderDetail;
  serverNow: () => number;
  onCancelled: (balance: number) => void;
}) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  const subs = order.subOrders;
  const now = useTickingNow(
    serverNow,
    subs.some((sub) => sub.orderStatus === 2 && sub.cancellable),
  );
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  // A draw that closed while ticked is no longer part of the choice.
  const open = allCancellable(subs, now);
  const selected = new Set([...ticked].filter((id) => open.has(id)));
  const refund = refundTotal(subs, selected);

  const toggle = (id: number) => {
    const result = toggleSuborder(subs, selected, id, now);
    setTicked(result.selected);
    const added = result.selected.has(id);
    const count = result.alsoChanged.length;
    setOutcome(
      count === 0
        ? { kind: 'none' }
        : {
            kind: 'note',
            text: t(added ? 'orders.detail.alsoSelected' : 'orders.detail.alsoCleared', { count }),
          },
    );
  };

  const cancel = async () => {
    setConfirming(false);
    setBusy(true);
    const ids = [...selected].sort((a, b) => a - b);
    try {
      const answer = await lgw.cancel(ids);
      setTicked(new Set());
      setOutcome({
        kind: 'refunded',
        text: t('orders.detail.refunded', { amount: formatMoney(answer.refundAmount, symbol) }),
      });
      onCancelled(answer.balance);
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: ordersErrorText(t, error),
        chase: isApiError(error) && error.code === 'CANCEL_CHASE_ORDER_IS_NOT_LAST_START',
      });
    } finally {
      setBusy(false);
    }
  };

  const anyCancellable = open.size > 0;
  return (
    <>
      <dl className="lo-detail__facts">
        <Fact label={t('orders.detail.game')} value={order.gameName} />
        <Fact label={t('orders.detail.created')} value={formatDateTime(order.createdAt)} />
        <Fact
          label={t('orders.detail.chase')}
          value={t(order.chase ? 'orders.detail.yes' : 'orders.detail.no')}
        />
        {order.chase ? (
          <Fact
            label={t('orders.detail.stopOnWin')}
            value={t(order.winningStop ? 'orders.detail.yes' : 'orders.detail.no')}
          />
        ) : null}
        <Fact
          label={t('orders.detail.totalBet')}
          value={formatMoney(order.totalBettingAmount, symbol)}
        />
        <Fact label={t('orders.detail.rebate')} value={formatMoney(order.rebateAmount, symbol)} />
        <Fact label={t('orders.detail.won')} value={formatMoney(order.winningAmount, symbol)} />
      </dl>

      <h3 className="lo-detail__subtitle">{t('orders.detail.subOrders')}</h3>
      {order.chase && anyCancellable ? (
        <p className="lo-detail__hint">{t('orders.detail.chaseRule')}</p>
      ) : null}
      <ul className="lo-subs">
        {subs.map((sub) => (
          <SuborderItem
            key={sub.id}
            sub={sub}
            symbol={symbol}
            cancellable={isCancellable(sub, now)}
            checked={selected.has(sub.id)}
            onToggle={() => toggle(sub.id)}
          />
        ))}
      </ul>

      <div className="lo-detail__status" role="status" aria-live="polite">
        {outcome.kind === 'note' || outcome.kind === 'refunded' ? outcome.text : null}
        {busy ? t('orders.detail.cancelling') : null}
      </div>
      {outcome.kind === 'error' ? (
        <div className="lo-detail__error" role="alert">
          <p>{outcome.text}</p>
          {outcome.chase ? (
            <button
              type="button"
              className="lb-btn lb-btn--ghost lb-btn--sm"
              onClick={() => {
                setTicked(completeSelection(subs, selected));
                setOutcome({ kind: 'none' });
              }}
            >
              {t('orders.detail.fixChase')}
            </button>
          ) : null}
        </div>
      ) : null}

      {anyCancellable ? (
        <div className="lo-detail__actions">
          <button
            type="button"
            className="lb-btn lb-btn--ghost lb-btn--sm"
            onClick={() => {
              setTicked(open);
              setOutcome({ kind: 'none' });
            }}
          >
            {t('orders.detail.selectAll')}
          </button>
          {selected.size > 0 ? (
            <button
              type="button"
              className="lb-btn lb-btn--text lb-btn--sm"
              onClick={() => setTicked(new Set())}
            >
              {t('orders.detail.clear')}
            </button>
          ) : null}
          <button
            type="button"
            className="lb-btn lb-btn--danger"
            disabled={selected.size === 0 || busy}
            onClick={() => setConfirming(true)}
          >
            {t('orders.detail.cancelSelected', { count: selected.size })}
          </button>
        </div>
      ) : null}
      <CancelConfirm
        open={confirming}
        count={selected.size}
        refund={refund}
        symbol={symbol}
        onAccept={() => void cancel()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="lo-detail__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function SuborderItem({
  sub,
  symbol,
  cancellable,
  checked,
  onToggle,
}: {
  sub: Suborder;
  symbol: string;
  cancellable: boolean;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('lottery');
  const play = playName(t, sub.playId, sub.playCode);
  return (
    <li className={`lo-sub${checked ? ' lo-sub--checked' : ''}`}>
      {sub.orderStatus === 2 ? (
        <input
          type="checkbox"
          className="lo-sub__check"
          checked={checked}
          disabled={!cancellable}
          aria-label={t('orders.detail.select', { numero: sub.numero, play })}
          onChange={onToggle}
        />
      ) : null}
      <div className="lo-sub__body">
        <div className="lo-sub__head">
          <span className="lo-sub__numero">
            {t('orders.detail.numero')} {sub.numero}
          </span>
          <span className={`lo-state lo-state--${sub.orderStatus}`}>
            {t(`state.${sub.orderStatus}`)}
          </span>
        </div>
        <div className="lo-sub__line">
          {play} · {selectionOf(t, sub.playId, sub.bettingNumber)}
        </div>
        <dl className="lo-sub__figures">
          <Fact
            label={t('orders.row.result')}
            value={
              sub.winningNumber ? (
                <ResultLine
                  playId={sub.playId}
                  winningNumber={sub.winningNumber}
                  drawAt={sub.drawAt}
                />
              ) : (
                t('orders.row.notDrawn')
              )
            }
          />
          <Fact label={t('orders.row.amount')} value={formatMoney(sub.bettingSumAmount, symbol)} />
          <Fact label={t('orders.detail.multiple')} value={String(sub.multiple)} />
          <Fact label={t('orders.detail.stakes')} value={String(sub.stakes)} />
          <Fact label={t('orders.row.win')} value={formatMoney(sub.winningAmount, symbol)} />
        </dl>
        {cancellable && sub.cancellableUntil ? (
          <p className="lo-sub__until">
            {t('orders.detail.cancellableUntil', { time: localClock(sub.cancellableUntil) })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
