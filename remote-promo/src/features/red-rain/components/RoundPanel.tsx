import { useTranslation } from 'react-i18next';
import { formatMoney } from '@lobby/shared';
import { formatCountdown, type RoundPhase } from '../utils/round-phase';
import { EnvelopeRain } from './EnvelopeRain';

interface RoundPanelProps {
  phase: RoundPhase;
  now: number;
  symbol: string;
  onGrabbed: (amount: number) => void;
  onRoundChanged: () => void;
}

/** The round as it stands: a countdown, the rain, the prize, or the envelopes all taken. */
export function RoundPanel({ phase, now, symbol, onGrabbed, onRoundChanged }: RoundPanelProps) {
  const { t } = useTranslation('redrain');

  if (phase.kind === 'waiting') {
    return (
      <section className="red-rain__panel" aria-labelledby="red-rain-next">
        {phase.justEnded ? <p className="red-rain__note">{t('roundEnded')}</p> : null}
        <h2 id="red-rain-next" className="red-rain__label">
          {t('nextRound')}
        </h2>
        {phase.startsAt === null ? (
          <p className="red-rain__note">{t('noRound')}</p>
        ) : (
          <p className="red-rain__countdown" role="timer">
            {formatCountdown((phase.startsAt - now) / 1000)}
          </p>
        )}
      </section>
    );
  }

  const endsIn = (
    <p className="red-rain__ends" role="timer">
      {t('endsIn', { time: formatCountdown((phase.endsAt - now) / 1000) })}
    </p>
  );
  if (phase.myGrab !== null) {
    return (
      <section className="red-rain__panel" aria-labelledby="red-rain-prize">
        <div className="red-rain__prize" role="status">
          <h2 id="red-rain-prize" className="red-rain__prize-title">
            {t('prize', { amount: formatMoney(phase.myGrab, symbol) })}
          </h2>
          <p className="red-rain__note">{t('prizeAdded')}</p>
        </div>
        {endsIn}
      </section>
    );
  }
  if (!phase.envelopesLeft) {
    return (
      <section className="red-rain__panel" aria-labelledby="red-rain-gone">
        <h2 id="red-rain-gone" className="red-rain__label">
          {t('allTaken')}
        </h2>
        {endsIn}
      </section>
    );
  }
  return (
    <section className="red-rain__panel" aria-labelledby="red-rain-open">
      <h2 id="red-rain-open" className="red-rain__label">
        {t('openNow')}
      </h2>
      {endsIn}
      <EnvelopeRain roundId={phase.roundId} onGrabbed={onGrabbed} onRoundChanged={onRoundChanged} />
    </section>
  );
}
