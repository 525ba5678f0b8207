import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, refreshWallet, toast, TOAST_DURATIONS } from '@lobby/shared';
import { grabEnvelope } from '../api/red-rain-api';

const ENVELOPES = 10;

/**
 * Where each envelope falls: column, delay and speed. Fixed, so a re-render never moves one; the
 * fall itself is a CSS transform animation (the compositor runs it at the display's rate), and
 * with prefers-reduced-motion the envelopes stand still in a grid (red-rain.css).
 */
const LANES = Array.from({ length: ENVELOPES }, (_, i) => ({
  x: `${(i * 37) % 88}%`,
  delay: `${-((i * 0.73) % 4).toFixed(2)}s`,
  duration: `${3.2 + ((i * 0.41) % 1.6)}s`,
}));

interface EnvelopeRainProps {
  roundId: number;
  onGrabbed: (amount: number) => void;
  onRoundChanged: () => void;
}

export function EnvelopeRain({ roundId, onGrabbed, onRoundChanged }: EnvelopeRainProps) {
  const { t } = useTranslation('redrain');
  const [opening, setOpening] = useState(false);

  const open = async () => {
    if (opening) return;
    setOpening(true);
    try {
      const grab = await grabEnvelope(roundId);
      onGrabbed(grab.amount);
      void refreshWallet();
    } catch (error) {
      if (
        isApiError(error) &&
        (error.code === 'RED_RAIN_CLOSED' || error.code === 'RED_RAIN_EMPTY')
      ) {
        onRoundChanged();
      }
      const key = isApiError(error) ? `common:errors.${error.messageKey}` : 'grabError';
      toast.error(t(key, { defaultValue: t('grabError') }), TOAST_DURATIONS.short);
    } finally {
      setOpening(false);
    }
  };

  return (
    <ul className="red-rain__field" aria-busy={opening}>
      {LANES.map((lane, i) => (
        <li
          key={i}
          className="red-rain__lane"
          style={
            {
              '--lane-x': lane.x,
              '--lane-delay': lane.delay,
              '--lane-duration': lane.duration,
            } as CSSProperties
          }
        >
          <button
            type="button"
            className="red-rain__envelope"
            aria-label={t('envelope', { n: i + 1 })}
            disabled={opening}
            onClick={() => void open()}
          >
            <span className="red-rain__seal" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
