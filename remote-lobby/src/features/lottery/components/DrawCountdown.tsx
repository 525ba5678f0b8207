import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@/utils/format-countdown';
import { useSecondsLeft } from '../hooks/use-seconds-left';

/** Seconds left at which a screen reader hears the countdown (every second would drown it). */
const SPOKEN_AT = new Set([30, 10, 5]);

/**
 * The draw on sale's countdown to closing and, while the closed draw before it waits for its
 * result, "closed — draw in". The last seconds are announced in a polite live region.
 */
export function DrawCountdown({
  numero,
  closeAt,
  pendingDrawAt,
}: {
  numero: string;
  closeAt: string;
  pendingDrawAt: number | null;
}) {
  const { t } = useTranslation('lottery');
  const closing = useSecondsLeft(Date.parse(closeAt));
  const drawing = useSecondsLeft(pendingDrawAt);
  const spoken = closing !== null && SPOKEN_AT.has(closing) ? closing : null;
  return (
    <div className="lg-count">
      <p className="lg-count__numero">{t('page.drawNo', { numero })}</p>
      <p className="lg-count__line">
        <span className="lg-count__label">{t('page.closesIn')}</span>{' '}
        <time className="lg-count__time" dateTime={closeAt}>
          {formatCountdown(closing ?? 0)}
        </time>
      </p>
      {drawing !== null && drawing > 0 && (
        <p className="lg-count__line lg-count__line--muted">
          <span className="lg-count__label">{t('page.closedNextIn')}</span>{' '}
          <span className="lg-count__time">{formatCountdown(drawing)}</span>
        </p>
      )}
      <p className="lb-visually-hidden" aria-live="polite">
        {spoken !== null ? t('page.secondsLeft', { count: spoken }) : ''}
      </p>
    </div>
  );
}
