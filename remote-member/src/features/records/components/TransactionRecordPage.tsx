import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, NoData } from '@lobby/shared';
import type { TransactionRecordItem } from '@lobby/platform-api/contract';
import { fetchTransactionRecord } from '../api/records-api';
import { useCurrencySymbol } from '../hooks/use-currency-symbol';
import { useInfiniteRecords } from '../hooks/use-infinite-records';
import { directionOf, formatDateTime } from '../utils/format';
import { TRANSACTION_TYPES, typesQuery } from '../utils/labels';
import { periodQuery, type PeriodChoice } from '../utils/period';
import { SignedAmount, TotalsCard } from './Amounts';
import { FilterBar } from './FilterBar';
import { PeriodPicker } from './PeriodPicker';
import { ListEnd, RecordsError, RecordsLoading } from './RecordsState';
import { RequireMember } from './RequireMember';
import '../records.css';

/** /m/transaction/record: every movement of the member's money, newest first. */
export function TransactionRecordPage() {
  return (
    <RequireMember>
      <TransactionRecord />
    </RequireMember>
  );
}

function TransactionRecord() {
  const { t } = useTranslation('records');
  const symbol = useCurrencySymbol();
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'today' });
  const [types, setTypes] = useState<string[]>([]);
  const query = { ...periodQuery(period), types: typesQuery(types) };
  const { state, retry, retryMore } = useInfiniteRecords(JSON.stringify(query), (cursor) =>
    fetchTransactionRecord({ ...query, cursor }),
  );

  function content() {
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
          totals={[
            { label: t('totals.deposits'), amount: first.totals.deposits },
            { label: t('totals.withdrawals'), amount: first.totals.withdrawals },
            {
              label: t('totals.netDeposits'),
              amount: first.totals.netDeposits,
              signed: true,
              bottomLine: true,
            },
          ]}
        />
        {items.length === 0 ? (
          <NoData message={t('list.empty')} />
        ) : (
          <ul className="records-list" aria-label={t('transactions.listLabel')}>
            {items.map((item) => (
              <TransactionRow key={item.id} item={item} />
            ))}
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

  return (
    <div className="member-page records-page">
      <h1 className="member-page__title">{t('transactions.title')}</h1>
      <div className="records-filters">
        <PeriodPicker value={period} onChange={setPeriod} />
        <FilterBar
          label={t('transactions.typeLabel')}
          options={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          selected={types}
          onChange={setTypes}
          multiple
          allLabel={t('filters.all')}
        />
      </div>
      {content()}
    </div>
  );
}

function TransactionRow({ item }: { item: TransactionRecordItem }) {
  const { t } = useTranslation('records');
  const direction = directionOf(item.amount);
  return (
    <li className="records-row">
      <div className="records-row__line">
        <span className="records-row__title">
          {t(`kinds.${item.kind}`, { defaultValue: t(`types.${item.type}`) })}
        </span>
        <SignedAmount
          amount={item.amount}
          caption={direction === 'zero' ? undefined : t(`amount.${direction}`)}
        />
      </div>
      <div className="records-row__line records-row__meta">
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        <span>
          {t('transactions.balanceAfter')} {formatMoney(item.balanceAfter)}
        </span>
      </div>
      <div className="records-row__line records-row__meta">
        <span className="records-row__reference">
          {t('transactions.reference')} {item.reference}
        </span>
      </div>
      {item.memo ? <p className="records-row__memo">{item.memo}</p> : null}
    </li>
  );
}
