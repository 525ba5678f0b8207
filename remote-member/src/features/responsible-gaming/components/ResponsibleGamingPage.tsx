import { useTranslation } from 'react-i18next';
import {
  ListSkeleton,
  PageTitleBar,
  RequestError,
  useRealAccountGate,
  useSessionStore,
  LoginRedirect,
} from '@lobby/shared';
import { useRgState } from '../hooks/use-rg-state';
import { SELF_EXCLUSION_LENGTHS, TIMEOUT_LENGTHS } from '../utils/choices';
import { ExclusionCard } from './ExclusionCard';
import { LimitsSection } from './LimitsSection';
import { SessionSection } from './SessionSection';
import '../responsible-gaming.css';

/**
 * /m/responsibleGaming: deposit, loss and wager limits; session time limit and reality check;
 * time-out and self-exclusion. Every rule is kept by the platform; this page sets them.
 * Visitors log in first; trial users are refused.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('responsible');
  const account = useRealAccountGate();
  if (account === 'visitor') return <LoginRedirect />;
  return (
    <div className="member-page member-page--bare rg-page">
      <PageTitleBar title={t('title')} className="member-title-bar" />
      <p className="rg-intro">{t('intro')}</p>
      {account === 'member' ? <RgContent /> : null}
    </div>
  );
}

function RgContent() {
  const { t } = useTranslation('responsible');
  const { state, current, replace, reload } = useRgState();
  const symbol = useSessionStore((s) => s.wallet?.currencySymbol ?? '');
  if (state.status === 'loading' && !current) {
    return <ListSkeleton className="member-list-skeleton" sweep />;
  }
  if (!current) {
    return (
      <RequestError
        message={t('loadError')}
        onRetry={reload}
        className="member-state"
        retryClassName="lb-btn lb-btn--ghost"
      />
    );
  }
  return (
    <div className="rg-stack">
      <LimitsSection state={current} currencySymbol={symbol} onSaved={replace} />
      <SessionSection state={current} onSaved={replace} />
      <ExclusionCard kind="TIMEOUT" lengths={TIMEOUT_LENGTHS} />
      <ExclusionCard kind="SELF_EXCLUSION" lengths={SELF_EXCLUSION_LENGTHS} />
    </div>
  );
}
