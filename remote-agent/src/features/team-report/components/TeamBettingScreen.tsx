import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamBetsPage } from '@lobby/platform-api/contract';
import {
  formatDateTime,
  formatMoney,
  isApiError,
  ListSkeleton,
  NoData,
  Pager,
  PageTitleBar,
  RequestError,
  useRequest,
} from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import { getTeamBets } from '../api/team-api';
import { periodQuery, type PeriodChoice } from '../utils/period';
import { TeamPeriodPicker } from './TeamPeriodPicker';
import '@/components/team-screens.css';
import '../team-report.css';

const CATEGORIES = ['', 'RNG', 'LIVE', 'LOTT', 'ELOTT', 'SPORTS', 'FISH', 'PVP'] as const;
const PAGE_SIZE = 20;

/** /m/teamBetting: bets of the whole downline, by member, game type and period. */
export function TeamBettingScreen() {
  const { t } = useTranslation('agent');
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'today' });
  const [filter, setFilter] = useState({ username: '', category: '' });
  const [draft, setDraft] = useState(filter);
  const [pageNo, setPageNo] = useState(1);
  const query = {
    ...periodQuery(period),
    username: filter.username || undefined,
    category: filter.category || undefined,
    pageNo: String(pageNo),
    pageSize: String(PAGE_SIZE),
  };
  const { state, reload } = useRequest(() => getTeamBets(query), JSON.stringify(query));
  // One submit: whichever asks (Search, a period preset, a custom range's Show), the request
  // carries exactly the member and game type on screen, not the ones of an earlier search.
  const apply = (nextPeriod: PeriodChoice) => {
    setPeriod(nextPeriod);
    setFilter({ username: draft.username.trim(), category: draft.category });
    setPageNo(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply(period);
  };

  return (
    <>
      <PageTitleBar title={t('pages.teamBetting')} className="agent-header" />
      <TeamPeriodPicker
        value={period}
        onChange={apply}
        timeZone={state.status === 'success' ? state.data.timeZone : undefined}
      />
      <form className="team-filters" role="search" onSubmit={search}>
        {/* the whole row: its hint ("Everyone, or part of a name") was cut at half a phone */}
        <label className="team-field team-field--wide">
          <span>{t('betting.member')}</span>
          <input
            type="search"
            value={draft.username}
            placeholder={t('betting.memberHint')}
            maxLength={32}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, username: event.target.value })}
          />
        </label>
        <label className="team-field">
          <span>{t('betting.category')}</span>
          <select
            value={draft.category}
            onChange={(event) => setDraft({ ...draft, category: event.target.value })}
          >
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category ? t(`categories.${category}`) : t('betting.allCategories')}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="lb-btn lb-btn--primary">
          {t('search')}
        </button>
      </form>
      {state.status === 'loading' ? (
        <ListSkeleton rows={5} className="team-skeleton" />
      ) : state.status === 'error' ? (
        <RequestError
          message={
            isApiError(state.error) && state.error.status === 403
              ? t('betting.notInTeam')
              : t('reportError')
          }
          onRetry={reload}
          className="team-error"
          retryClassName="lb-btn lb-btn--ghost"
        />
      ) : (
        <BetList page={state.data} onPage={setPageNo} />
      )}
    </>
  );
}

function BetList({ page, onPage }: { page: TeamBetsPage; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agent');
  const symbol = useCurrencySymbol();
  return (
    <section aria-labelledby="team-bets-title">
      <h2 id="team-bets-title" className="team-section-title">
        {t('betting.count', { count: page.totals.bets })}
      </h2>
      <dl className="team-figures__money team-bets-totals">
        <div className="team-money">
          <dt>{t('figures.stakes')}</dt>
          <dd>
            {symbol}
            {formatMoney(page.totals.stake)}
          </dd>
        </div>
        <div className="team-money">
          <dt>{t('betting.winLoss')}</dt>
          <dd
            className={
              page.totals.winLoss < 0
                ? 'team-amount--loss'
                : page.totals.winLoss > 0
                  ? 'team-amount--win'
                  : undefined
            }
          >
            {page.totals.winLoss > 0 ? '+' : page.totals.winLoss < 0 ? '−' : ''}
            {symbol}
            {formatMoney(Math.abs(page.totals.winLoss))}
          </dd>
        </div>
      </dl>
      {page.list.length === 0 ? (
        <NoData message={t('betting.empty')} />
      ) : (
        <ul className="team-rows">
          {page.list.map((bet) => (
            <li key={bet.id} className="team-row">
              <div className="team-row__head">
                <h3 className="team-row__name">{bet.username}</h3>
                <p
                  className={`team-row__net ${bet.winLoss < 0 ? 'team-amount--loss' : bet.winLoss > 0 ? 'team-amount--win' : ''}`}
                >
                  <span className="lb-visually-hidden">{t('betting.winLoss')} </span>
                  {bet.winLoss > 0 ? '+' : bet.winLoss < 0 ? '−' : ''}
                  {formatMoney(Math.abs(bet.winLoss))}
                </p>
              </div>
              <p className="team-row__line">
                {bet.gameName} · {t(`categories.${bet.category}`, { defaultValue: bet.category })}
              </p>
              <dl className="team-row__figures">
                <div>
                  <dt>{t('betting.stake')}</dt>
                  <dd>{formatMoney(bet.stake)}</dd>
                </div>
                <div>
                  <dt>{t('betting.payout')}</dt>
                  <dd>{formatMoney(bet.payout)}</dd>
                </div>
                <div>
                  <dt>{t('betting.placedAt')}</dt>
                  <dd>{formatDateTime(bet.placedAt)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Pager pageNo={page.pageNo} pageSize={page.pageSize} total={page.total} onPage={onPage} />
    </section>
  );
}
