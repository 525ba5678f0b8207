import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TeamMember, TeamMembersQuery } from '@lobby/platform-api/contract';
import {
  formatDateTime,
  formatMoney,
  ListSkeleton,
  MemberAvatar,
  NoData,
  PageTitleBar,
  paths,
  Pager,
  RequestError,
  useRequest,
} from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';

import { getTeamMembers } from '../api/get-team-members';
import '@/components/team-screens.css';
import '../team-members.css';

const PAGE_SIZE = 20;
interface Filter {
  username: string;
  online: '' | 'true' | 'false';
  kind: '' | 'member' | 'agent';
  scope: 'direct' | 'all';
  registeredFrom: string;
  registeredTo: string;
  lastLoginFrom: string;
  lastLoginTo: string;
}
const EMPTY: Filter = {
  username: '',
  online: '',
  kind: '',
  scope: 'direct',
  registeredFrom: '',
  registeredTo: '',
  lastLoginFrom: '',
  lastLoginTo: '',
};

/** /m/member/team: the agent's members with search, online status, type, dates and balance. */
export function TeamMembersScreen() {
  const { t } = useTranslation('agent');
  const [filter, setFilter] = useState<Filter>(EMPTY);
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const query: TeamMembersQuery = {
    ...filter,
    pageNo: String(pageNo),
    pageSize: String(PAGE_SIZE),
  };
  const { state, reload } = useRequest(() => getTeamMembers(query), JSON.stringify(query));
  const set = <K extends keyof Filter>(key: K, value: Filter[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, username: draft.username.trim() });
    setPageNo(1);
  };
  const dateField = (key: 'registeredFrom' | 'registeredTo' | 'lastLoginFrom' | 'lastLoginTo') => (
    <label className="team-field">
      <span>{t(`members.${key}`)}</span>
      <input type="date" value={draft[key]} onChange={(event) => set(key, event.target.value)} />
    </label>
  );

  return (
    <>
      <PageTitleBar title={t('pages.team')} className="agent-header" />
      <form className="team-filters" role="search" onSubmit={search}>
        <label className="team-field team-field--wide">
          <span>{t('members.username')}</span>
          <input
            type="search"
            value={draft.username}
            maxLength={32}
            autoComplete="off"
            onChange={(event) => set('username', event.target.value)}
          />
        </label>
        <label className="team-field">
          <span>{t('members.scope')}</span>
          <select
            value={draft.scope}
            onChange={(event) => set('scope', event.target.value as Filter['scope'])}
          >
            <option value="direct">{t('scope.direct')}</option>
            <option value="all">{t('scope.all')}</option>
          </select>
        </label>
        <label className="team-field">
          <span>{t('members.online')}</span>
          <select
            value={draft.online}
            onChange={(event) => set('online', event.target.value as Filter['online'])}
          >
            <option value="">{t('members.any')}</option>
            <option value="true">{t('members.onlineNow')}</option>
            <option value="false">{t('members.offline')}</option>
          </select>
        </label>
        <label className="team-field">
          <span>{t('members.kind')}</span>
          <select
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value as Filter['kind'])}
          >
            <option value="">{t('members.any')}</option>
            <option value="member">{t('members.member')}</option>
            <option value="agent">{t('members.agent')}</option>
          </select>
        </label>
        {dateField('registeredFrom')}
        {dateField('registeredTo')}
        {dateField('lastLoginFrom')}
        {dateField('lastLoginTo')}
        <button type="submit" className="lb-btn lb-btn--primary team-field--wide">
          {t('search')}
        </button>
      </form>
      {state.status === 'loading' ? (
        <ListSkeleton rows={5} className="team-skeleton" />
      ) : state.status === 'error' ? (
        <RequestError
          message={t('members.error')}
          onRetry={reload}
          className="team-error"
          retryClassName="lb-btn lb-btn--ghost"
        />
      ) : (
        <MemberList
          list={state.data.list}
          total={state.data.total}
          pageNo={state.data.pageNo}
          pageSize={state.data.pageSize}
          onPage={setPageNo}
        />
      )}
    </>
  );
}

function MemberList({
  list,
  total,
  pageNo,
  pageSize,
  onPage,
}: {
  list: TeamMember[];
  total: number;
  pageNo: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('agent');
  const symbol = useCurrencySymbol();
  return (
    <section aria-labelledby="team-members-title">
      <h2 id="team-members-title" className="team-section-title">
        {t('members.count', { count: total })}
      </h2>
      {list.length === 0 ? (
        <NoData message={t('members.empty')} />
      ) : (
        <ul className="team-rows">
          {list.map((member) => (
            <li key={member.id} className="team-row">
              <div className="team-row__head">
                <h3 className="team-row__name">
                  <MemberAvatar
                    className="team-avatar"
                    name={member.username}
                    iconUrl={member.iconUrl}
                  />
                  <span
                    className={`team-dot${member.online ? ' team-dot--on' : ''}`}
                    aria-hidden="true"
                  />
                  <Link
                    className="team-row__link"
                    to={paths.memberTeamDetail.replace(':memberId', String(member.id))}
                  >
                    {member.username}
                  </Link>
                  <span className="lb-visually-hidden">
                    {' '}
                    {member.online ? t('members.onlineNow') : t('members.offline')}
                  </span>
                  <span className="team-badge">
                    {member.isAgent ? t('members.agent') : t('members.member')}
                    {member.level > 1 ? ` · ${t('members.level', { level: member.level })}` : ''}
                  </span>
                </h3>
                <p className="team-row__net">
                  <span className="lb-visually-hidden">{t('figures.balance')} </span>
                  {symbol}
                  {formatMoney(member.balance)}
                </p>
              </div>
              <dl className="team-row__figures team-row__figures--two">
                <div>
                  <dt>{t('members.registeredAt')}</dt>
                  <dd>{formatDateTime(member.registeredAt)}</dd>
                </div>
                <div>
                  <dt>{t('members.lastLoginAt')}</dt>
                  <dd>
                    {member.lastLoginAt ? formatDateTime(member.lastLoginAt) : t('members.never')}
                  </dd>
                </div>
              </dl>
              {member.isAgent && member.level === 1 ? (
                <Link
                  className="lb-btn lb-btn--soft team-row__action"
                  to={paths.agentSubContracts.replace(':agentId', String(member.id))}
                >
                  {t('members.contracts', { name: member.username })}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager pageNo={pageNo} pageSize={pageSize} total={total} onPage={onPage} />
    </section>
  );
}
