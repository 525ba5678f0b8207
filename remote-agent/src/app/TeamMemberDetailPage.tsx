import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { TeamMemberDetail } from '@lobby/platform-api/contract';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  isApiError,
  ListSkeleton,
  PageTitleBar,
  paths,
  RequestError,
  useRequest,
} from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import { periodQuery, zoneNote, type PeriodChoice } from '@/features/team-report/utils/period';
import { TeamPeriodPicker } from '@/features/team-report/components/TeamPeriodPicker';
import { getTeamMember } from '@/features/team-members/api/get-team-member';
import '@/components/team-screens.css';

/**
 * /m/member/team/:memberId: one member of the agent's team — its own figures over a period,
 * last login, state, and whether it is self-excluded or limited (never why or how much).
 */
export function TeamMemberDetailPage() {
  const { t } = useTranslation('agent');
  const raw = useParams().memberId ?? '';
  const memberId = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'thisMonth' });
  const query = periodQuery(period);
  const { state, reload } = useRequest(
    () => getTeamMember(memberId, query),
    `member-${memberId}-${JSON.stringify(query)}`,
  );
  const notInTeam =
    state.status === 'error' && isApiError(state.error) && state.error.status === 404;
  return (
    <>
      <PageTitleBar
        title={state.status === 'success' ? state.data.member.username : t('memberDetail.title')}
        className="agent-header"
      />
      <TeamPeriodPicker
        value={period}
        onChange={setPeriod}
        timeZone={state.status === 'success' ? state.data.timeZone : undefined}
      />
      {state.status === 'loading' ? (
        <ListSkeleton rows={4} className="team-skeleton" />
      ) : notInTeam ? (
        <div className="team-error" role="alert">
          <p>{t('memberDetail.notInTeam')}</p>
          <Link className="lb-btn lb-btn--ghost" to={paths.memberTeam}>
            {t('memberDetail.backToTeam')}
          </Link>
        </div>
      ) : state.status === 'error' ? (
        <RequestError
          message={t('memberDetail.error')}
          onRetry={reload}
          className="team-error"
          retryClassName="lb-btn lb-btn--ghost"
        />
      ) : (
        <MemberDetail detail={state.data} />
      )}
    </>
  );
}

function MemberDetail({ detail }: { detail: TeamMemberDetail }) {
  const { t } = useTranslation('agent');
  const symbol = useCurrencySymbol();
  const { member, figures } = detail;
  const money = (value: number) => `${symbol}${formatMoney(value)}`;
  const signed = (value: number) =>
    `${value > 0 ? '+' : value < 0 ? '−' : ''}${symbol}${formatMoney(Math.abs(value))}`;
  const flags = [
    member.disabled ? t('memberDetail.disabled') : t('memberDetail.active'),
    member.excluded ? t('memberDetail.excluded') : null,
    member.limited ? t('memberDetail.limited') : null,
  ].filter((flag): flag is string => flag !== null);
  return (
    <>
      <section aria-labelledby="member-detail-state" className="team-row">
        <h2 id="member-detail-state" className="team-section-title">
          {member.isAgent ? t('members.agent') : t('members.member')}
          {member.level > 1 ? ` · ${t('members.level', { level: member.level })}` : ''}
        </h2>
        <ul className="team-flags" aria-label={t('memberDetail.state')}>
          <li className="team-badge">
            {member.online ? t('members.onlineNow') : t('members.offline')}
          </li>
          {flags.map((flag) => (
            <li key={flag} className="team-badge">
              {flag}
            </li>
          ))}
        </ul>
        <dl className="team-row__figures team-row__figures--two">
          <div>
            <dt>{t('members.lastLoginAt')}</dt>
            <dd>{member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('members.never')}</dd>
          </div>
          <div>
            <dt>{t('members.registeredAt')}</dt>
            <dd>{formatDateTime(member.registeredAt)}</dd>
          </div>
          <div>
            <dt>{t('figures.balance')}</dt>
            <dd>{money(member.balance)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="member-detail-figures">
        <h2 id="member-detail-figures" className="team-section-title">
          {t('memberDetail.figures')}
        </h2>
        <p className="team-range-caption">
          {formatDate(detail.startDate)} – {formatDate(detail.endDate)}
          {zoneNote(detail.timeZone)}
        </p>
        <dl className="team-row__figures">
          <div>
            <dt>{t('figures.deposits')}</dt>
            <dd>{money(figures.deposits)}</dd>
          </div>
          <div>
            <dt>{t('figures.withdrawals')}</dt>
            <dd>{money(figures.withdrawals)}</dd>
          </div>
          <div>
            <dt>{t('memberDetail.bets')}</dt>
            <dd>{figures.bets}</dd>
          </div>
          <div>
            <dt>{t('memberDetail.validTurnover')}</dt>
            <dd>{money(figures.validTurnover)}</dd>
          </div>
          <div>
            <dt>{t('betting.winLoss')}</dt>
            <dd
              className={
                figures.winLoss < 0
                  ? 'team-amount--loss'
                  : figures.winLoss > 0
                    ? 'team-amount--win'
                    : undefined
              }
            >
              {signed(figures.winLoss)}
            </dd>
          </div>
          <div>
            <dt>{t('figures.rebates')}</dt>
            <dd>{money(figures.rebates)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
