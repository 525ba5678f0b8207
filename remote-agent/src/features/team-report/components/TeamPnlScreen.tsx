import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { TeamPnl } from '@lobby/platform-api/contract';
import {
  formatDate,
  formatMoney,
  ListSkeleton,
  NoData,
  Pager,
  PageTitleBar,
  paths,
  RequestError,
  useRequest,
  withQuery,
} from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import { getTeamPnl } from '../api/team-api';
import { periodQuery, zoneNote, type PeriodChoice } from '../utils/period';
import { TeamFigures } from './TeamFigures';
import { TeamPeriodPicker } from './TeamPeriodPicker';
import '@/components/team-screens.css';
import '../team-report.css';

const PAGE_SIZE = 20;

/** The agent id of the drill-down (`?agentId=`); absent or unreadable = the caller's own team. */
function useDrillDown() {
  const [params] = useSearchParams();
  const raw = params.get('agentId');
  return raw && /^\d{1,9}$/.test(raw) ? raw : undefined;
}

/**
 * /m/agent/team/pnl: profit and loss of the team per direct member; a sub-agent's row covers its
 * whole team and opens that team's own report (`?agentId=`), with the way back up on top.
 */
export function TeamPnlScreen() {
  const { t } = useTranslation('agent');
  const agentId = useDrillDown();
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'thisMonth' });
  const [page, setPage] = useState({ agentId, pageNo: 1 });
  // A new drill-down starts on its first page.
  const pageNo = page.agentId === agentId ? page.pageNo : 1;
  const query = {
    ...periodQuery(period),
    agentId,
    pageNo: String(pageNo),
    pageSize: String(PAGE_SIZE),
  };
  const { state, reload } = useRequest(() => getTeamPnl(query), JSON.stringify(query));

  return (
    <>
      <PageTitleBar title={t('pages.teamPnl')} className="agent-header" />
      <TeamPeriodPicker
        value={period}
        onChange={setPeriod}
        timeZone={state.status === 'success' ? state.data.timeZone : undefined}
      />
      {state.status === 'loading' ? (
        <ListSkeleton rows={4} className="team-skeleton" />
      ) : state.status === 'error' ? (
        <RequestError
          message={t('reportError')}
          onRetry={reload}
          className="team-error"
          retryClassName="lb-btn lb-btn--ghost"
        />
      ) : (
        <PnlReport report={state.data} onPage={(next) => setPage({ agentId, pageNo: next })} />
      )}
    </>
  );
}

function PnlReport({ report, onPage }: { report: TeamPnl; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agent');
  const symbol = useCurrencySymbol();
  const teamLink = (id: number, level: number) =>
    level === 0 ? paths.agentTeamPnl : withQuery(paths.agentTeamPnl, { agentId: id });
  return (
    <>
      {report.path.length > 1 ? (
        <nav className="team-crumbs" aria-label={t('pnl.path')}>
          <ol>
            {report.path.map((link, index) => (
              <li key={link.id}>
                {index === report.path.length - 1 ? (
                  <span aria-current="page">{link.username}</span>
                ) : (
                  <Link to={teamLink(link.id, link.level)}>{link.username}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <section aria-labelledby="team-pnl-summary">
        <h2 id="team-pnl-summary" className="team-section-title">
          {t('pnl.summaryOf', { name: report.agent.username })}
        </h2>
        <p className="team-range-caption">
          {formatDate(report.startDate)} – {formatDate(report.endDate)}
          {zoneNote(report.timeZone)}
        </p>
        <TeamFigures summary={report.summary} symbol={symbol} />
      </section>
      <section aria-labelledby="team-pnl-rows">
        <h2 id="team-pnl-rows" className="team-section-title">
          {t('pnl.rows', { count: report.total })}
        </h2>
        {report.list.length === 0 ? (
          <NoData message={t('pnl.empty')} />
        ) : (
          <ul className="team-rows">
            {report.list.map((row) => (
              <li key={row.memberId} className="team-row">
                <div className="team-row__head">
                  <h3 className="team-row__name">
                    {row.username}
                    {row.isAgent ? (
                      <span className="team-badge">
                        {t('pnl.agentBadge', { count: row.teamSize })}
                      </span>
                    ) : null}
                  </h3>
                  <p
                    className={`team-row__net ${row.netWinLoss < 0 ? 'team-amount--loss' : row.netWinLoss > 0 ? 'team-amount--win' : ''}`}
                  >
                    <span className="lb-visually-hidden">{t('figures.netWinLoss')} </span>
                    {row.netWinLoss > 0 ? '+' : row.netWinLoss < 0 ? '−' : ''}
                    {symbol}
                    {formatMoney(Math.abs(row.netWinLoss))}
                  </p>
                </div>
                <dl className="team-row__figures">
                  {(['deposits', 'withdrawals', 'stakes', 'payouts', 'balance'] as const).map(
                    (key) => (
                      <div key={key}>
                        <dt>{t(`figures.${key}`)}</dt>
                        <dd>{formatMoney(row[key])}</dd>
                      </div>
                    ),
                  )}
                </dl>
                {row.isAgent ? (
                  <Link
                    className="lb-btn lb-btn--soft team-row__drill"
                    to={withQuery(paths.agentTeamPnl, { agentId: row.memberId })}
                  >
                    {t('pnl.openTeam', { name: row.username })}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Pager
          pageNo={report.pageNo}
          pageSize={report.pageSize}
          total={report.total}
          onPage={onPage}
        />
      </section>
    </>
  );
}
