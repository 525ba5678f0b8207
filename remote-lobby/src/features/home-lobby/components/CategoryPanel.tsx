import { useTranslation } from 'react-i18next';
import { NoData } from '@lobby/shared';
import type { Game, Vendor } from '../api/types';
import { HOT_GAMES_PER_CATEGORY, showsHotGames } from '../utils/entranceRules';
import { HotGames } from './HotGames';
import { VendorList } from './VendorList';

interface CategoryPanelProps {
  category: string;
  vendors: Vendor[];
  onLaunch: (game: Game) => void;
}

export function CategoryPanel({ category, vendors, onLaunch }: CategoryPanelProps) {
  const { t } = useTranslation('lobby');
  return (
    <>
      {vendors.length === 0 ? (
        <NoData message={t('noVendors')} />
      ) : (
        <VendorList category={category} vendors={vendors} />
      )}
      {showsHotGames(category) && (
        <HotGames gameType={category} limit={HOT_GAMES_PER_CATEGORY} onLaunch={onLaunch} />
      )}
    </>
  );
}
