import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  BalanceWidget,
  DepositIcon,
  PageTitleBar,
  paths,
  useSessionStore,
  WithdrawIcon,
} from '@lobby/shared';
import { agentBrand } from './brand';
import { useTeamScope } from './team-scope';
import { useDividendItem } from './use-dividend-item';
import { AgentFooter } from '@/features/agent-menu/components/AgentFooter';
import { AgentTiles } from '@/features/agent-menu/components/AgentTiles';
import { useUnreadCounts } from '@/features/agent-menu/hooks/use-unread';
import { Greeting } from '@/features/greeting/components/Greeting';
import { TeamKpiGrid } from '@/features/team-kpi/components/TeamKpiGrid';

export function AgentHome() {
  const { t } = useTranslation('agent');
  const userName = useSessionStore((state) => state.session?.userName ?? '');
  const [now] = useState(() => new Date());
  const [scope] = useTeamScope();
  const brand = agentBrand();
  const unread = useUnreadCounts();
  const dividend = useDividendItem();

  return (
    <>
      <PageTitleBar title={t(`heading.${brand}`)} backTo={paths.home} className="agent-header" />
      <section className="agent-hero" aria-label={t('summary')}>
        <Greeting now={now} userName={userName} />
        <div className="agent-hero__balance">
          <p className="agent-hero__caption">{t('totalBalance')}</p>
          <BalanceWidget />
        </div>
        <div className="agent-hero__actions">
          <Link className="lb-btn lb-btn--ghost lb-btn--lg" to={paths.withdraw}>
            <WithdrawIcon size={20} />
            {t('withdraw')}
          </Link>
          <Link className="lb-btn lb-btn--primary lb-btn--lg" to={paths.voucherCenter}>
            <DepositIcon size={20} />
            {t('deposit')}
          </Link>
        </div>
      </section>
      <TeamKpiGrid today={now} scope={scope} />
      <AgentTiles unreadInbox={unread.inbox} />
      <AgentFooter
        unreadNotices={unread.notices}
        dividendsShown={dividend.shown}
        dividendOfferWaiting={dividend.waiting}
      />
    </>
  );
}
