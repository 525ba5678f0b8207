import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NoData, paths } from '@lobby/shared';

export function PromotionNotFound() {
  const { t } = useTranslation('promo');
  return (
    <div className="promo-missing">
      <NoData message={t('notFound')} />
      <Link className="lb-btn lb-btn--ghost lb-btn--lg" to={paths.activity}>
        {t('allPromotions')}
      </Link>
    </div>
  );
}
