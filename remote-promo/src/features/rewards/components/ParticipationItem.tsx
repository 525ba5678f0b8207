import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Participation } from '@lobby/platform-api/contract';
import { formatDateTime, paths, withQuery } from '@lobby/shared';
import { ParticipationStatus } from './ParticipationStatus';

interface ParticipationItemProps {
  participation: Participation;
  symbol: string;
  claiming: boolean;
  onClaim: (participation: Participation) => void;
}

/** One participation of the reward centre: its promotion, state and, when issued, Claim. */
export function ParticipationItem({
  participation,
  symbol,
  claiming,
  onClaim,
}: ParticipationItemProps) {
  const { t } = useTranslation('promo');
  return (
    <li className="rewards-item">
      <div className="rewards-item__head">
        <Link
          className="rewards-item__title"
          to={withQuery(paths.activityDetail, { id: participation.promotionId })}
        >
          {participation.title}
        </Link>
        <span className="rewards-item__date">{formatDateTime(participation.updatedAt)}</span>
      </div>
      <ParticipationStatus participation={participation} symbol={symbol} />
      {participation.state === 'ISSUED' ? (
        <button
          type="button"
          className="lb-btn lb-btn--primary lb-btn--block"
          disabled={claiming}
          aria-label={t('rewards.claimOf', { title: participation.title })}
          onClick={() => onClaim(participation)}
        >
          {t('rewards.claim')}
        </button>
      ) : null}
    </li>
  );
}
