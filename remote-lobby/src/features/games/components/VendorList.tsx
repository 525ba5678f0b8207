import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '@lobby/shared';
import type { VendorSummary as Vendor } from '@lobby/platform-api/contract';

interface VendorListProps {
  category: string;
  vendors: Vendor[];
}

export function VendorList({ category, vendors }: VendorListProps) {
  const { t } = useTranslation('lobby');
  return (
    <ul className="lobby-vendors" aria-label={t('vendorsLabel')}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <Link
            className="lobby-vendor"
            to={withQuery(paths.gameList, { gameType: category, vassalage: vendor.vassalage })}
          >
            <img
              className="lobby-vendor__icon"
              src={vendor.iconUrl}
              alt={vendor.displayName}
              width="48"
              height="48"
            />
            <span className="lobby-vendor__text">
              <span className="lobby-vendor__name" aria-hidden="true">
                {vendor.displayName}
              </span>
              <span className="lobby-vendor__count">
                {t('gameCount', { count: vendor.gameCount })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
