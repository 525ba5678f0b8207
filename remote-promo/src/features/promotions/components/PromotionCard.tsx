import { Link, useLocation } from 'react-router-dom';
import { paths, withQuery } from '@lobby/shared';
import type { Promotion } from '@lobby/platform-api/contract';

export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const location = useLocation();
  return (
    <li className="promo-card">
      <Link
        className="promo-card__link"
        to={withQuery(paths.activityDetail, { id: promotion.id })}
        state={{ from: `${location.pathname}${location.search}` }}
      >
        <span className="promo-card__media">
          {/* the title under it names the link: the picture adds nothing to read out */}
          <img className="promo-card__image" src={promotion.imageUrl} alt="" loading="lazy" />
        </span>
        <span className="promo-card__title">{promotion.title}</span>
      </Link>
    </li>
  );
}
