import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import type { BetRecordItem, BetStatus } from '@lobby/platform-api/contract';
import { fetchBetRecord, fetchGameCategories } from '../api/records-api';
import { useInfiniteRecords } from '../hooks/use-infinite-records';
import { categoryLabel } from '../utils/category-label';
import { BET_STATUSES } from '../utils/labels';
import { periodQuery, type PeriodChoice } from '../utils/period';
import { BetDetailSheet } from './BetDetailSheet';
import { BetRow } from './BetRow';
import { FilterBar } from './FilterBar';
import { PeriodPicker } from './PeriodPicker';
import { RecordsFeed } from './RecordsFeed';
import { RequireMember } from './RequireMember';
import '../records.css';

/** /m/gameRecord: every bet, newest first; a row opens its detail sheet. */
export function BetRecordPage() {
  return (
    <RequireMember>
      <BetRecord />
    </RequireMember>
  );
}

function BetRecord() {
  const { t } = useTranslation('records');
  const symbol = useCurrencySymbol();
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'today' });
  const [category, setCategory] = useState<string[]>([]);
  const [status, setStatus] = useState<string[]>([]);
  const [open, setOpen] = useState<BetRecordItem | null>(null);
  const categories = useRequest(fetchGameCategories, 'records:categories').state;
  const query = {
    ...periodQuery(period),
    category: category[0],
    status: status[0] as BetStatus | undefined,
  };
  const records = useInfiniteRecords(JSON.stringify(query), (cursor) =>
    fetchBetRecord({ ...query, cursor }),
  );

  return (
    <div className="member-page records-page">
      <h1 className="member-page__title">{t('bets.title')}</h1>
      <div className="records-filters">
        <PeriodPicker value={period} onChange={setPeriod} />
        {categories.status === 'success' && categories.data.length > 0 ? (
          <FilterBar
            label={t('bets.categoryLabel')}
            options={categories.data.map((code) => ({
              value: code,
              label: categoryLabel(t, code),
            }))}
            selected={category}
            onChange={setCategory}
            allLabel={t('filters.all')}
          />
        ) : null}
        <FilterBar
          label={t('bets.statusLabel')}
          options={BET_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          selected={status}
          onChange={setStatus}
          allLabel={t('filters.all')}
        />
      </div>
      <RecordsFeed
        records={records}
        symbol={symbol}
        listLabel={t('bets.listLabel')}
        totalsOf={(first) => [
          { label: t('totals.bets'), amount: first.totals.bets, count: true },
          { label: t('totals.stake'), amount: first.totals.stake },
          { label: t('totals.payout'), amount: first.totals.payout },
          {
            label: t('totals.winLoss'),
            amount: first.totals.winLoss,
            signed: true,
            bottomLine: true,
          },
        ]}
        renderItem={(item) => <BetRow key={item.id} item={item} onOpen={() => setOpen(item)} />}
      />
      <BetDetailSheet bet={open} symbol={symbol} onClose={() => setOpen(null)} />
    </div>
  );
}
