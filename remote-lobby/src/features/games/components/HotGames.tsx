import { useTranslation } from 'react-i18next';
import { NoData, paths, withQuery } from '@lobby/shared';
import type { Game } from '@lobby/platform-api/contract';
import { useHotGames } from '../hooks/use-hot-games';
import { GameStrip } from './GameStrip';
import { GameGridSkeleton, LobbyError } from './LobbyStates';

interface HotGamesProps {
  /** Hot games of one category; all categories when absent. */
  gameType?: string;
  /** Shows at most this many, with a 'more' link when there are more. */
  limit?: number;
  onLaunch: (game: Game) => void;
}

export function HotGames({ gameType, limit, onLaunch }: HotGamesProps) {
  const { t } = useTranslation('lobby');
  const { state, reload } = useHotGames(gameType);

  if (state.status === 'loading') return <GameGridSkeleton />;
  if (state.status === 'error') return <LobbyError message={t('hotError')} onRetry={reload} />;
  if (state.data.length === 0) {
    // Under a vendor list an empty hot strip shows nothing; the Hot tab says so.
    return gameType ? null : <NoData message={t('noHotGames')} />;
  }
  return (
    <GameStrip
      label={t('hotGames')}
      showHead={Boolean(gameType)}
      games={state.data}
      moreTo={withQuery(paths.gameList, { gameType: gameType ?? 'HOT', type: 'hot' })}
      limit={limit}
      onLaunch={onLaunch}
    />
  );
}
