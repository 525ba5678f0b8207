import { useTranslation } from 'react-i18next';
import { RequestError } from '@lobby/shared';

const SKELETON_CARDS = 3;

export function PromotionsSkeleton() {
  const { t } = useTranslation('promo');
  return (
    <div className="promo-skeleton" role="status" aria-label={t('loading')}>
      <div className="promo-skeleton__tabs">
        <span className="lb-skeleton promo-skeleton__block promo-skeleton__tab" />
        <span className="lb-skeleton promo-skeleton__block promo-skeleton__tab" />
        <span className="lb-skeleton promo-skeleton__block promo-skeleton__tab" />
      </div>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className="promo-skeleton__card">
          <span className="lb-skeleton promo-skeleton__block promo-card__media" />
          <span className="lb-skeleton promo-skeleton__block promo-skeleton__title" />
        </div>
      ))}
    </div>
  );
}

export function PromotionsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('promo');
  return (
    <RequestError
      message={t('error')}
      onRetry={onRetry}
      className="promo-error"
      retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
    />
  );
}
