import { useTranslation } from 'react-i18next';
import type { ParticipationState } from '@lobby/platform-api/contract';

/** A participation's state in words, coloured by how it stands (waiting, ready, done, refused). */
export function StateBadge({ state }: { state: ParticipationState }) {
  const { t } = useTranslation('promo');
  return (
    <span className={`rewards-badge rewards-badge--${state.toLowerCase()}`}>
      {t(`rewards.states.${state}`)}
    </span>
  );
}
