import { useTranslation } from 'react-i18next';
import {
  formatDateTime,
  formatMoney,
  ListSkeleton,
  NoData,
  Pager,
  RequestError,
  usePagedRequest,
} from '@lobby/shared';
import { GRABS_PAGE_SIZE, getGrabHistory } from '../api/red-rain-api';

/** The member's envelopes, newest first, 20 a page; `version` changes after a grab. */
export function GrabHistory({ version, symbol }: { version: number; symbol: string }) {
  const { t } = useTranslation('redrain');
  const { state, reload, pageNo, setPageNo, total } = usePagedRequest(
    getGrabHistory,
    `red-rain-grabs:${version}`,
  );

  let body;
  if (state.status === 'loading') body = <ListSkeleton rows={3} className="red-rain__skeleton" />;
  else if (state.status === 'error') {
    body = (
      <RequestError
        message={t('historyError')}
        onRetry={reload}
        className="red-rain__state"
        retryClassName="lb-btn lb-btn--ghost"
      />
    );
  } else if (state.data.list.length === 0) body = <NoData message={t('historyEmpty')} />;
  else {
    body = (
      <>
        <p className="red-rain__total">
          {t('historyTotal', { amount: formatMoney(state.data.totalAmount, symbol) })}
        </p>
        <ul className="red-rain__history">
          {state.data.list.map((grab) => (
            <li key={grab.roundId} className="red-rain__grab">
              <span>
                <span className="red-rain__grab-round">{t('round', { id: grab.roundId })}</span>
                <span className="red-rain__grab-time">{formatDateTime(grab.grabbedAt)}</span>
              </span>
              <span className="red-rain__grab-amount">{formatMoney(grab.amount, symbol)}</span>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section className="red-rain__section" aria-labelledby="red-rain-history">
      <h2 id="red-rain-history" className="red-rain__section-title">
        {t('history')}
      </h2>
      {body}
      <Pager pageNo={pageNo} pageSize={GRABS_PAGE_SIZE} total={total} onPage={setPageNo} />
    </section>
  );
}
