import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import type { TransactionRecordItem } from '@lobby/platform-api/contract';
import { fetchTransactionRecord } from '../api/records-api';
import { useInfiniteRecords } from '../hooks/use-infinite-records';
import { directionOf, formatDateTime } from '../utils/format';
import { TRANSACTION_TYPES, typesQuery } from '../utils/labels';
import { periodQuery, type PeriodChoice } from '../utils/period';
import { SignedAmount } from './Amounts';
import { FilterBar } from './FilterBar';
import { PeriodPicker } from './PeriodPicker';
import { RecordsFeed } from './RecordsFeed';
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
  const records = useInfiniteRecords(JSON.stringify(query), (cursor) =>
    fetchTransactionRecord({ ...query, cursor }),
  );

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
      <RecordsFeed
        records={records}
        symbol={symbol}
        listLabel={t('transactions.listLabel')}
        totalsOf={(first) => [
          { label: t('totals.deposits'), amount: first.totals.deposits },
          { label: t('totals.withdrawals'), amount: first.totals.withdrawals },
          {
            label: t('totals.netDeposits'),
            amount: first.totals.netDeposits,
            signed: true,
            bottomLine: true,
          },
        ]}
        renderItem={(item) => <TransactionRow key={item.id} item={item} />}
      />
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
          {item.kind === 'WITHDRAWAL' && item.withdrawalStatus
            ? ` · ${t(`withdrawalStatus.${item.withdrawalStatus}`)}`
            : null}
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
      {/* The ledger's own key stays internal: only a number the member can quote is shown. */}
      {item.referenceNo ? (
        <div className="records-row__line records-row__meta">
          <span className="records-row__reference">
            {t('transactions.reference')} {item.referenceNo}
          </span>
        </div>
      ) : null}
      {item.memo ? <p className="records-row__memo">{item.memo}</p> : null}
    </li>
  );
}
