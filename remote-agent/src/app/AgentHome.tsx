import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  BackIcon,
  BalanceWidget,
  DepositIcon,
  paths,
  useSessionStore,
  WithdrawIcon,
} from '@lobby/shared';
import { agentBrand } from './brand';
import { Greeting } from '@/features/greeting/components/Greeting';
import { TeamKpiGrid } from '@/features/team-kpi/components/TeamKpiGrid';
import './agent.css';

export function AgentHome() {
  const { t } = useTranslation('agent');
  const navigate = useNavigate();
  const userName = useSessionStore((state) => state.session?.userName ?? '');
  const [now] = useState(() => new Date());
  const brand = agentBrand();

  return (
    <div className="agent-page" data-brand={brand}>
      <header className="agent-header">
        <button
          type="button"
          className="agent-icon-button"
          aria-label={t('backHome')}
          onClick={() => navigate(paths.home)}
        >
          <BackIcon size={20} />
        </button>
        <h1 className="agent-header__title">{t(`heading.${brand}`)}</h1>
        <span className="agent-header__spacer" />
      </header>
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
      <TeamKpiGrid today={now} />
    </div>
  );
}
