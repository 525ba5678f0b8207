import { useTranslation } from 'react-i18next';
import type { Participation } from '@lobby/platform-api/contract';
import { formatDateTime, formatMoney } from '@lobby/shared';
import { ApplicationImages } from './ApplicationImages';
import { StateBadge } from './StateBadge';

/** Where a participation stands: state, bonus, the member's comment, a rejection's reason. */
export function ParticipationStatus({
  participation,
  symbol,
}: {
  participation: Participation;
  symbol: string;
}) {
  const { t } = useTranslation('promo');
  return (
    <dl className="rewards-status">
      <div>
        <dt>{t('rewards.status')}</dt>
        <dd>
          <StateBadge state={participation.state} />
        </dd>
      </div>
      {participation.bonus !== null ? (
        <div>
          <dt>{t('rewards.bonus')}</dt>
          <dd className="rewards-amount">{formatMoney(participation.bonus, symbol)}</dd>
        </div>
      ) : null}
      {participation.state === 'ISSUED' ? (
        <div>
          <dt>{t('rewards.claimBy')}</dt>
          <dd>{formatDateTime(participation.endsAt)}</dd>
        </div>
      ) : null}
      {participation.turnoverRequired > 0 ? (
        <div>
          <dt>{t('rewards.turnoverRequired')}</dt>
          <dd>{formatMoney(participation.turnoverRequired, symbol)}</dd>
        </div>
      ) : null}
      {participation.comment ? (
        <div>
          <dt>{t('rewards.yourComment')}</dt>
          <dd className="rewards-status__text">{participation.comment}</dd>
        </div>
      ) : null}
      {participation.imageCount > 0 ? (
        <div className="rewards-status__images">
          <dt>{t('rewards.images')}</dt>
          <dd>
            <ApplicationImages
              participationId={participation.id}
              count={participation.imageCount}
            />
          </dd>
        </div>
      ) : null}
      {participation.rejectReason ? (
        <div className="rewards-status__reason">
          <dt>{t('rewards.reason')}</dt>
          <dd className="rewards-status__text">{participation.rejectReason}</dd>
        </div>
      ) : null}
    </dl>
  );
}
