import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, RequestError } from '@lobby/shared';
import { useRedRain } from '../hooks/use-red-rain';
import { GrabHistory } from './GrabHistory';
import { RoundPanel } from './RoundPanel';

export function RedRainContent() {
  const { t } = useTranslation('redrain');
  const rain = useRedRain();
  const [grabs, setGrabs] = useState(0);

  if (rain.loading) return <ListSkeleton className="red-rain__skeleton" />;
  if (rain.failed || !rain.data || !rain.phase) {
    return (
      <RequestError
        message={t('loadError')}
        onRetry={rain.reload}
        className="red-rain__state"
        retryClassName="lb-btn lb-btn--ghost"
      />
    );
  }
  return (
    <>
      <RoundPanel
        phase={rain.phase}
        now={rain.now}
        symbol={rain.data.currencySymbol}
        onGrabbed={(amount) => {
          rain.recordGrab(amount);
          setGrabs((count) => count + 1);
        }}
        onRoundChanged={rain.reload}
      />
      <p className="red-rain__rules">{t('rules')}</p>
      <GrabHistory version={grabs} symbol={rain.data.currencySymbol} />
    </>
  );
}
