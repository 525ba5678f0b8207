import { useTranslation } from 'react-i18next';
import { formatDate, ServerHtml, useSanitizedHtml } from '@lobby/shared';
import type { Promotion } from '@lobby/platform-api/contract';

export function PromotionDetail({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promo');
  const safeHtml = useSanitizedHtml(promotion.content);
  const start = formatDate(promotion.startDate);
  const period =
    promotion.noExpiry === 1 || !promotion.endDate
      ? t('detail.fromLongTerm', { start })
      : t('detail.period', { start, end: formatDate(promotion.endDate) });

  return (
    <article className="promo-detail">
      <div className="promo-card__media promo-detail__media">
        <img className="promo-card__image" src={promotion.imageUrl} alt={promotion.title} />
      </div>
      <h1 className="promo-detail__title">{promotion.title}</h1>
      <p className="promo-detail__period">
        <span className="promo-detail__period-label">{t('detail.periodLabel')}</span> {period}
      </p>
      {/* ServerHtml contains the operator's positioned boxes inside the promotion. */}
      <ServerHtml
        className="promo-detail__content"
        aria-busy={safeHtml === null}
        html={safeHtml ?? ''}
      />
    </article>
  );
}
