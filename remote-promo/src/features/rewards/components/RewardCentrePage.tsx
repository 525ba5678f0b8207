import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardCentre } from '@lobby/platform-api/contract';
import {
  ListSkeleton,
  NoData,
  Pager,
  RequestError,
  TabList,
  useRealAccountGate,
  useRequest,
  useWhitelabel,
  LoginRedirect,
} from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import { getRewardCentre, REWARDS_PAGE_SIZE } from '../api/rewards-api';
import { useClaim } from '../hooks/use-claim';
import { countOf, STATE_GROUPS } from '../utils/state-groups';
import { ParticipationItem } from './ParticipationItem';
import { TurnoverCard } from './TurnoverCard';
import '../rewards.css';

/**
 * /m/rewardCenter (REWCEN3): the member's promotion participations by state, Claim on issued
 * bonuses, rejection reasons, and the turnover still owed. Visitors log in first; trial users
 * are refused (free_reject, 2 s); with REWCEN3 off the brand has no reward centre.
 */
export function RewardCentrePage() {
  const { t } = useTranslation('promo');
  const account = useRealAccountGate();
  const enabled = useWhitelabel('REWCEN3');
  if (account === 'visitor') return <LoginRedirect />;
  return (
    <div className="promo-page rewards-page">
      {/* The host's header above has the back button; this bar only names the page. */}
      <div className="lb-title-bar rewards-page__bar">
        <h1 className="lb-title-bar__title">{t('pages.rewardCenter')}</h1>
      </div>
      {!enabled ? (
        <p className="rewards-note" role="status">
          {t('common:errors.no_permission')}
        </p>
      ) : account === 'member' ? (
        <RewardCentreBody />
      ) : null}
    </div>
  );
}

function RewardCentreBody() {
  const { t, i18n } = useTranslation('promo');
  const symbol = useCurrencySymbol();
  const [tab, setTab] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const group = STATE_GROUPS[tab]!;
  const { state, reload } = useRequest(
    () => getRewardCentre(i18n.language, group.states, pageNo),
    `rewards:${i18n.language}:${group.key}:${pageNo}`,
  );
  const { claim, claiming } = useClaim(reload);
  // The last answer stays for the tabs, turnover and pager while another page loads.
  const last = useRef<RewardCentre | null>(null);
  if (state.status === 'success') last.current = state.data;
  const shown = last.current;

  if (!shown && state.status === 'loading') return <ListSkeleton className="rewards-skeleton" />;
  if (state.status === 'error') {
    return (
      <RequestError
        message={t('rewards.loadError')}
        onRetry={reload}
        className="rewards-state"
        retryClassName="lb-btn lb-btn--ghost"
      />
    );
  }
  if (!shown) return null;
  let list;
  if (state.status === 'loading') list = <ListSkeleton className="rewards-skeleton" />;
  else if (shown.list.length === 0) list = <NoData message={t(`rewards.empty.${group.key}`)} />;
  else {
    list = (
      <ul className="rewards-list">
        {shown.list.map((participation) => (
          <ParticipationItem
            key={participation.id}
            participation={participation}
            symbol={symbol}
            claiming={claiming !== null}
            onClaim={(item) => void claim(item)}
          />
        ))}
      </ul>
    );
  }
  return (
    <>
      <TurnoverCard turnover={shown.turnover} symbol={symbol} />
      <TabList
        tabs={STATE_GROUPS.map((item) => ({
          key: item.key,
          label: t(`rewards.tabs.${item.key}`, { n: countOf(shown.counts, item.key) }),
        }))}
        selected={tab}
        onSelect={(next) => {
          setTab(next);
          setPageNo(1);
        }}
        label={t('rewards.tabsLabel')}
        className="rewards-tabs"
      >
        {list}
        <Pager
          pageNo={pageNo}
          pageSize={REWARDS_PAGE_SIZE}
          total={countOf(shown.counts, group.key)}
          onPage={setPageNo}
        />
      </TabList>
    </>
  );
}
