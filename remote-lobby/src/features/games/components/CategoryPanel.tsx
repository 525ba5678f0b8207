import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NoData, paths, useIsLoggedIn, withQuery, loginPathFor } from '@lobby/shared';
import { FAVOURITES, HOT, VendorMenu, VIEW_ALL } from './VendorMenu';
import type { Game, VendorSummary as Vendor } from '@lobby/platform-api/contract';
import { showsHotGames } from '../utils/entrance-rules';
import { GAMES_PER_STRIP } from './GameStrip';
import { HotGames } from './HotGames';
import { VendorGames } from './VendorGames';
import { VendorList } from './VendorList';

interface CategoryPanelProps {
  category: string;
  vendors: Vendor[];
  onLaunch: (game: Game) => void;
  /** Called after every vendor-menu choice (the lobby scrolls back into view). */
  onMenuChoice: () => void;
}

/**
 * One category of the game entrance: the vendor menu (spec section 2) over what it selects —
 * view all (the vendor list, with hot games for PVP, FISH, RNG, BINGO), hot, or one vendor's games.
 * Favourites open the game list's favourites (login first for visitors).
 */
export function CategoryPanel({ category, vendors, onLaunch, onMenuChoice }: CategoryPanelProps) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [choice, setChoice] = useState(VIEW_ALL);

  if (vendors.length === 0) return <NoData message={t('noVendors')} />;

  const select = (next: string) => {
    if (next === FAVOURITES) {
      const favourites = withQuery(paths.gameList, { gameType: category, type: 'fav' });
      navigate(loggedIn ? favourites : loginPathFor({ next: favourites }));
      return;
    }
    setChoice(next);
    onMenuChoice();
  };
  const vendor = vendors.find((item) => item.vassalage === choice);

  return (
    <>
      <VendorMenu vendors={vendors} selected={choice} onSelect={select} />
      {choice === HOT ? (
        <HotGames gameType={category} limit={GAMES_PER_STRIP} onLaunch={onLaunch} />
      ) : vendor ? (
        <VendorGames
          key={vendor.vassalage}
          category={category}
          vendor={vendor}
          onLaunch={onLaunch}
        />
      ) : (
        <>
          <VendorList category={category} vendors={vendors} />
          {showsHotGames(category) && (
            <HotGames gameType={category} limit={GAMES_PER_STRIP} onLaunch={onLaunch} />
          )}
        </>
      )}
    </>
  );
}
