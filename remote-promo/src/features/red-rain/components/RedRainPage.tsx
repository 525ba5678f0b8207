import { useTranslation } from 'react-i18next';
import { PageTitleBar, useRealAccountGate, LoginRedirect } from '@lobby/shared';
import { RedRainContent } from './RedRainContent';
import '../red-rain.css';

/**
 * /m/redRain: a countdown to the next round, then falling envelopes to open (one per round, the
 * amount drawn by the platform and added to the balance), and the member's grabs. Visitors log
 * in first; trial users are refused (free_reject, 2 s).
 */
export function RedRainPage() {
  const { t } = useTranslation('redrain');
  const account = useRealAccountGate();
  if (account === 'visitor') return <LoginRedirect />;
  return (
    <div className="red-rain">
      <PageTitleBar title={t('title')} />
      {account === 'member' ? <RedRainContent /> : null}
    </div>
  );
}
