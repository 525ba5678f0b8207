import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NoData, paths, withQuery } from '@lobby/shared';
import type { Game } from '../api/types';
import { useHotGames } from '../hooks/useHotGames';
import { GameTile } from './GameTile';
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
  const games = limit ? state.data.slice(0, limit) : state.data;
  return (
    <section className="lobby-hot" aria-label={t('hotGames')}>
      {gameType && (
        <div className="lobby-hot__head">
          <h3 className="lobby-hot__title">{t('hotGames')}</h3>
          {limit && state.data.length > limit && (
            <Link
              className="lobby-hot__more"
              to={withQuery(paths.gameList, { gameType, type: 'hot' })}
            >
              {t('more')}
            </Link>
          )}
        </div>
      )}
      <ul className="lobby-games">
        {games.map((game) => (
          <GameTile key={game.nodeId} game={game} onLaunch={onLaunch} />
        ))}
      </ul>
    </section>
  );
}
