import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, NoData, useRequest } from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import type { ProfitLoss } from '@lobby/platform-api/contract';
import { fetchProfitLoss } from '../api/records-api';
import { categoryLabel } from '../utils/category-label';
import { periodQuery, type PeriodChoice } from '../utils/period';
import { SignedAmount, TotalsCard } from './Amounts';
import { PeriodPicker } from './PeriodPicker';
import { RecordsError, RecordsLoading } from './RecordsState';
import { RequireMember } from './RequireMember';
import '../records.css';

/** /m/profitandloss: the member's money and results over a period, by game category. */
export function ProfitLossPage() {
  return (
    <RequireMember>
      <ProfitLossReport />
    </RequireMember>
  );
}

function ProfitLossReport() {
  const { t } = useTranslation('records');
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'today' });
  const query = periodQuery(period);
  const { state, reload } = useRequest(() => fetchProfitLoss(query), JSON.stringify(query));

  return (
    <div className="member-page records-page">
      <h1 className="member-page__title">{t('pnl.title')}</h1>
      <div className="records-filters">
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      {state.status === 'loading' ? (
        <RecordsLoading />
      ) : state.status === 'error' ? (
        <RecordsError error={state.error} onRetry={reload} />
      ) : (
        <Report report={state.data} />
      )}
    </div>
  );
}

function Report({ report }: { report: ProfitLoss }) {
  const { t } = useTranslation('records');
  const symbol = useCurrencySymbol();
  return (
    <>
      <TotalsCard
        title={t('totals.title')}
        startDate={report.startDate}
        endDate={report.endDate}
        symbol={symbol}
        totals={[
          { label: t('pnl.deposits'), amount: report.deposits },
          { label: t('pnl.withdrawals'), amount: report.withdrawals },
          { label: t('pnl.withdrawalsPending'), amount: report.withdrawalsPending },
          { label: t('pnl.stakes'), amount: report.stakes },
          { label: t('pnl.payouts'), amount: report.payouts },
          { label: t('pnl.openBets'), amount: report.openBets, signed: true },
          { label: t('pnl.bonuses'), amount: report.bonuses },
          { label: t('pnl.rebates'), amount: report.rebates },
          { label: t('pnl.adjustments'), amount: report.adjustments, signed: true },
          { label: t('pnl.netWinLoss'), amount: report.netWinLoss, signed: true, bottomLine: true },
          { label: t('pnl.netMovement'), amount: report.netMovement, signed: true },
        ]}
      />
      <section className="records-breakdown" aria-labelledby="records-breakdown-title">
        <h2 id="records-breakdown-title" className="records-breakdown__title">
          {t('pnl.byCategory')}
        </h2>
        {report.byCategory.length === 0 ? (
          <NoData message={t('pnl.noBets')} />
        ) : (
          <ul className="records-list">
            {report.byCategory.map((row) => (
              <li key={row.category} className="records-row">
                <div className="records-row__line">
                  <h3 className="records-row__title">{categoryLabel(t, row.category)}</h3>
                  <SignedAmount
                    amount={row.winLoss}
                    caption={
                      row.winLoss > 0
                        ? t('bets.win')
                        : row.winLoss < 0
                          ? t('bets.loss')
                          : t('bets.even')
                    }
                  />
                </div>
                <dl className="records-breakdown__figures">
                  <div>
                    <dt>{t('pnl.bets')}</dt>
                    <dd>{row.bets}</dd>
                  </div>
                  <div>
                    <dt>{t('pnl.stakes')}</dt>
                    <dd>{formatMoney(row.stakes)}</dd>
                  </div>
                  <div>
                    <dt>{t('pnl.payouts')}</dt>
                    <dd>{formatMoney(row.payouts)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
