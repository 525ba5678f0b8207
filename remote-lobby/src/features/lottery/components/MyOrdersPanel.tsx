import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, useRequest } from '@lobby/shared';
import { lgw } from '../api/lgw-api';
import { useReloadOn } from '../hooks/use-reload-on';
import { defaultFilters, ordersQuery, PAGE_SIZE, type OrderFilters } from '../utils/order-filters';
import { gameOptions } from '../utils/order-display';
import type { OrdersPage } from '../utils/order-types';
import { OrderDetailView } from './OrderDetailView';
import { OrderFilterForm } from './OrderFilterForm';
import { OrdersList } from './OrdersList';
import './my-orders.css';

export interface MyOrdersPanelProps {
  /** The game the page shows (the default filter); the filter may pick another or all. */
  gameId: number;
  /** Lottery games for the game filter's names (from GET /lgw/games, loaded by the page). */
  games: ReadonlyArray<{ gameId: number; gameName: string }>;
  /** Server time now in ms (the page keeps the offset to the server clock). */
  serverNow: () => number;
  /** After a cancel: the answer's balance. */
  onBalance: (balance: number) => void;
  /** Bumped by the page after an order is placed or a draw settles: reload. */
  refreshKey?: number;
}

type View = 'today' | 'history';

/**
 * My orders: today's sub-orders or the history by filters (status, game, chasing, UTC days),
 * with the filter's totals; a row opens its order, where cancellable sub-orders are cancelled.
 * Back from an order keeps the view, the filters and the page.
 */
export function MyOrdersPanel({
  gameId,
  games,
  serverNow,
  onBalance,
  refreshKey = 0,
}: MyOrdersPanelProps) {
  const { t } = useTranslation('lottery');
  const titleId = useId();
  const [view, setView] = useState<View>('today');
  const [shownGame, setShownGame] = useState(gameId);
  const [todayGame, setTodayGame] = useState<number | 'all'>(gameId);
  const [filters, setFilters] = useState(() => defaultFilters(gameId, serverNow()));
  const [page, setPage] = useState(1);
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const [cancels, setCancels] = useState(0);
  const returnTo = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // The page switched games: the lists follow it.
  if (shownGame !== gameId) {
    setShownGame(gameId);
    setTodayGame(gameId);
    setFilters((current) => ({ ...current, gameId }));
    setPage(1);
  }

  const options = gameOptions(games, gameId);
  const reloadSignal = `${refreshKey}:${cancels}`;
  const today = useRequest<OrdersPage>(
    () => (view === 'today' ? lgw.today(todayGame === 'all' ? undefined : todayGame) : never()),
    view === 'today' ? `today:${todayGame}` : 'today:idle',
  );
  // Each page's cursor, learnt from the page before it (its nextCursor), by filters and page: a
  // page walked to is asked by cursor, so orders placed meanwhile neither repeat nor hide rows.
  const cursors = useRef(new Map<string, string>());
  const history = useRequest<OrdersPage>(
    () => (view === 'history' ? historyPage(cursors.current, filters, page) : never()),
    view === 'history' ? `history:${pageKey(filters, page)}` : 'history:idle',
  );

  useReloadOn(reloadSignal, today.reload);
  useReloadOn(reloadSignal, history.reload);

  // Back from an order: the focus returns to its row.
  useLayoutEffect(() => {
    if (openOrder || !returnTo.current) return;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-order]') ?? [];
    [...rows].find((row) => row.dataset.order === returnTo.current)?.focus();
    returnTo.current = null;
  });

  if (openOrder) {
    return (
      <OrderDetailView
        orderNumber={openOrder}
        serverNow={serverNow}
        refreshKey={refreshKey}
        onBack={() => {
          returnTo.current = openOrder;
          setOpenOrder(null);
        }}
        onCancelled={(balance) => {
          setCancels((count) => count + 1);
          onBalance(balance);
        }}
      />
    );
  }

  return (
    <section className="lo-orders" aria-labelledby={titleId}>
      <h2 id={titleId} className="lo-orders__title">
        {t('orders.title')}
      </h2>
      <div className="lo-views" role="group" aria-label={t('orders.views')}>
        {(['today', 'history'] as const).map((each) => (
          <button
            key={each}
            type="button"
            className="lo-views__button"
            aria-pressed={view === each}
            onClick={() => setView(each)}
          >
            {t(`orders.${each}`)}
          </button>
        ))}
      </div>
      <div ref={listRef}>
        {view === 'today' ? (
          <>
            <label className="lo-field lo-field--inline">
              <span className="lo-field__label">{t('orders.filters.game')}</span>
              <select
                className="lo-field__input"
                value={String(todayGame)}
                onChange={(event) =>
                  setTodayGame(event.target.value === 'all' ? 'all' : Number(event.target.value))
                }
              >
                <option value="all">{t('orders.filters.allGames')}</option>
                {options.map((game) => (
                  <option key={game.gameId} value={game.gameId}>
                    {game.gameName}
                  </option>
                ))}
              </select>
            </label>
            <OrdersList
              state={today.state}
              onRetry={today.reload}
              emptyText={t('orders.emptyToday')}
              onOpen={setOpenOrder}
            />
          </>
        ) : (
          <>
            <OrderFilterForm
              key={JSON.stringify(filters)}
              applied={filters}
              games={options}
              serverNow={serverNow}
              onApply={(next) => {
                setFilters(next);
                setPage(1);
              }}
            />
            <OrdersList
              state={history.state}
              onRetry={history.reload}
              emptyText={t('orders.empty')}
              onOpen={setOpenOrder}
            />
            {history.state.status === 'success' ? (
              <Pager
                pageNo={history.state.data.page}
                pageSize={history.state.data.size || PAGE_SIZE}
                total={history.state.data.total}
                onPage={setPage}
              />
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

const pageKey = (filters: OrderFilters, page: number) => `${JSON.stringify(filters)}:${page}`;

/** A history page, by the cursor learnt for it when there is one; learns the next page's. */
async function historyPage(cursors: Map<string, string>, filters: OrderFilters, page: number) {
  const answer = await lgw.orders(ordersQuery(filters, page, cursors.get(pageKey(filters, page))));
  if (answer.nextCursor) cursors.set(pageKey(filters, page + 1), answer.nextCursor);
  return answer;
}

/** The request of the view not on screen: never settles, so it calls nothing. */
const never = <T,>(): Promise<T> => new Promise<T>(() => undefined);
