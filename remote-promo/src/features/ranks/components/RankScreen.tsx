import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  NoData,
  PageTitleBar,
  RequestError,
  Spinner,
  useRequest,
  useSystemStatus,
} from '@lobby/shared';
import { getRank, getRankBanner, type RankKind } from '../api/ranks-api';
import '../ranks.css';

/** /deposit-rank and /bet-rank: the group's banner, a back arrow and the top 20 from real data. */
export function RankScreen({ kind }: { kind: RankKind }) {
  const { t } = useTranslation('promo');
  const { status } = useSystemStatus();
  const symbol = status?.info.currency?.symbol ?? '￥';
  const { state, reload } = useRequest(
    () => Promise.all([getRankBanner(kind), getRank(kind)]),
    `rank:${kind}`,
  );
  const title = t(`rank.${kind}Title`);

  let body;
  if (state.status === 'loading') {
    body = (
      <div className="rank__state" role="status" aria-label={t('rank.loading')}>
        <Spinner />
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <RequestError
        message={t('rank.error')}
        onRetry={reload}
        className="rank__state"
        retryClassName="rank__retry"
      />
    );
  } else {
    const [banner, rank] = state.data;
    body = (
      <>
        {banner && (
          <img
            className="rank__banner"
            src={banner.url}
            alt=""
            width={banner.width}
            height={banner.height}
          />
        )}
        <p className="rank__period">{t('rank.period', { days: rank.days })}</p>
        {rank.list.length === 0 ? (
          <NoData />
        ) : (
          <table className="rank__table">
            <thead>
              <tr>
                <th scope="col">{t('rank.position')}</th>
                <th scope="col">{t('rank.member')}</th>
                <th scope="col">{t(`rank.${kind}Amount`)}</th>
              </tr>
            </thead>
            <tbody>
              {rank.list.map((entry) => (
                <tr key={entry.rank} className={entry.rank <= 3 ? 'rank__top' : undefined}>
                  <td>
                    <span className="rank__badge">{entry.rank}</span>
                  </td>
                  <td>{entry.customerName}</td>
                  <td className="rank__amount">{formatMoney(entry.amount, symbol)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </>
    );
  }

  return (
    <section className="rank" aria-label={title}>
      <PageTitleBar title={title} className="lb-page-bar" />
      {body}
    </section>
  );
}
