import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettlementRow } from '@lobby/platform-api/contract';
import { formatDate, formatMoney, Pager, useRequest } from '@lobby/shared';
import { fetchSettlements } from '../api/agent-pay-api';
import { LoadState } from './LoadState';

/** Settlement days per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

/** The agent's settlement days of one kind, newest first, a page at a time. */
export function SettlementHistory({ kind }: { kind: SettlementRow['kind'] }) {
  const { t } = useTranslation('agentpay');
  const [pageNo, setPageNo] = useState(1);
  const history = useRequest(
    () => fetchSettlements({ kind, pageNo: String(pageNo), pageSize: String(HISTORY_PAGE_SIZE) }),
    `settlements-${kind}-${pageNo}`,
  );
  const baseLabel = kind === 'DIVIDEND' ? t('history.teamLoss') : t('history.stakes');
  return (
    <section className="agentpay-card" aria-labelledby={`history-${kind}`}>
      <h2 id={`history-${kind}`} className="agentpay-card__title">
        {t('history.title')}
      </h2>
      <LoadState
        state={history.state}
        onRetry={history.reload}
        isEmpty={(page) => page.list.length === 0}
      >
        {(page) => (
          <>
            <ul className="agentpay-history">
              {page.list.map((row) => (
                <li key={`${row.day}-${row.kind}`} className="agentpay-history__row">
                  <p className="agentpay-history__day">{formatDate(row.day)}</p>
                  <dl className="agentpay-history__figures">
                    <div>
                      <dt>{baseLabel}</dt>
                      <dd>{formatMoney(row.base)}</dd>
                    </div>
                    {kind === 'REBATE' ? (
                      <>
                        <div>
                          <dt>{t('history.own')}</dt>
                          <dd>{formatMoney(row.own)}</dd>
                        </div>
                        <div>
                          <dt>{t('history.downline')}</dt>
                          <dd>{formatMoney(row.downline)}</dd>
                        </div>
                      </>
                    ) : null}
                    <div>
                      <dt>{t('history.amount')}</dt>
                      <dd className="agentpay-history__amount">{formatMoney(row.amount)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            <Pager
              pageNo={page.pageNo}
              pageSize={page.pageSize}
              total={page.total}
              onPage={setPageNo}
            />
          </>
        )}
      </LoadState>
    </section>
  );
}
