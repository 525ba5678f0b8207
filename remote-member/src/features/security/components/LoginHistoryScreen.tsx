import { useTranslation } from 'react-i18next';
import { formatDateTime, ListSkeleton, NoData, RequestError, useRequest } from '@lobby/shared';
import { fetchLoginHistory } from '../api/security';
import '@/components/wallet.css';
import '../security.css';

/** Sign-ins of the last 90 days: time, result, device, IP address and how. */
export function LoginHistoryScreen() {
  const { t } = useTranslation('security');
  const history = useRequest(fetchLoginHistory, 'login-history');
  if (history.state.status === 'loading')
    return <ListSkeleton className="member-list-skeleton" sweep />;
  if (history.state.status === 'error') {
    return (
      <RequestError
        message={t('loadError')}
        onRetry={history.reload}
        className="member-state"
        retryClassName="lb-btn lb-btn--ghost"
      />
    );
  }
  const rows = history.state.data;
  return (
    <section className="wallet-card" aria-labelledby="history-title">
      <h2 className="wallet-card__title" id="history-title">
        {t('history.title')}
      </h2>
      <p className="wallet-card__lead">{t('history.lead')}</p>
      {rows.length === 0 ? (
        <NoData message={t('history.empty')} />
      ) : (
        <ul className="security-rows">
          {rows.map((row, index) => (
            <li key={`${row.at}-${index}`} className="security-rows__item">
              <div className="security-rows__head">
                <time dateTime={row.at}>{formatDateTime(row.at)}</time>
                <span
                  className={`security-badge${row.result === 'SUCCESS' ? ' security-badge--ok' : ' security-badge--bad'}`}
                >
                  {t(`history.results.${row.result}`)}
                </span>
              </div>
              <p className="security-rows__meta">
                {row.device} · {row.ip ?? t('history.noIp')} · {t(`history.methods.${row.method}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
