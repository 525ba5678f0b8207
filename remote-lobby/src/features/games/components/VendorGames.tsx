import { useTranslation } from 'react-i18next';
import { NoData, paths, withQuery } from '@lobby/shared';
import type { Game, VendorSummary as Vendor } from '@lobby/platform-api/contract';
import { useVendorGames } from '../hooks/use-vendor-games';
import { GAMES_PER_STRIP, GameStrip } from './GameStrip';
import { GameGridSkeleton, LobbyError } from './LobbyStates';

interface VendorGamesProps {
  category: string;
  vendor: Vendor;
  onLaunch: (game: Game) => void;
}

/** One vendor's games in a home category: six at most, 'more' opens that vendor's game list. */
export function VendorGames({ category, vendor, onLaunch }: VendorGamesProps) {
  const { t } = useTranslation('lobby');
  const { state, reload } = useVendorGames(category, vendor.vassalage);

  if (state.status === 'loading') return <GameGridSkeleton />;
  if (state.status === 'error')
    return <LobbyError message={t('vendorGamesError')} onRetry={reload} />;
  if (state.data.length === 0) return <NoData />;
  return (
    <GameStrip
      label={vendor.displayName}
      showHead
      games={state.data}
      moreTo={withQuery(paths.gameList, { gameType: category, vassalage: vendor.vassalage })}
      limit={GAMES_PER_STRIP}
      onLaunch={onLaunch}
    />
  );
}
