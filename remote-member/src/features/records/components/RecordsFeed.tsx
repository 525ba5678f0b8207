import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoData } from '@lobby/shared';
import type { CursorPage, RecordsState } from '../hooks/use-infinite-records';
import { TotalsCard, type Total } from './Amounts';
import { ListEnd, RecordsError, RecordsLoading } from './RecordsState';

interface RecordsFeedProps<P extends CursorPage<unknown> & { startDate: string; endDate: string }> {
  records: { state: RecordsState<P>; retry: () => void; retryMore: () => void };
  symbol: string;
  /** The period's totals, from the first page (the server sums the whole filter). */
  totalsOf: (first: P) => readonly Total[];
  listLabel: string;
  renderItem: (item: P['list'][number]) => ReactNode;
}

/**
 * A records screen below its filters: loading, error with Retry, the period's totals, the rows
 * (or "no records"), and the end of the list (loading more, Retry, no more).
 */
export function RecordsFeed<
  P extends CursorPage<unknown> & { startDate: string; endDate: string },
>({
  records: { state, retry, retryMore },
  symbol,
  totalsOf,
  listLabel,
  renderItem,
}: RecordsFeedProps<P>) {
  const { t } = useTranslation('records');
  if (state.status === 'loading' || state.status === 'off') return <RecordsLoading />;
  if (state.status === 'error') return <RecordsError error={state.error} onRetry={retry} />;
  const { first, items } = state;
  return (
    <>
      <TotalsCard
        title={t('totals.title')}
        startDate={first.startDate}
        endDate={first.endDate}
        symbol={symbol}
        totals={totalsOf(first)}
      />
      {items.length === 0 ? (
        <NoData message={t('list.empty')} />
      ) : (
        <ul className="records-list" aria-label={listLabel}>
          {items.map(renderItem)}
        </ul>
      )}
      <ListEnd
        more={state.more}
        done={state.nextCursor === null && items.length > 0}
        onRetryMore={retryMore}
      />
    </>
  );
}
