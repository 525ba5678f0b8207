import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lobby/platform-api/contract';
import { useRevealNearViewport } from '../hooks/use-reveal-near-viewport';
import { GameTile } from './GameTile';

/** Up to this many games show in a strip of the home lobby; more adds a 'more' link (spec section 9). */
export const GAMES_PER_STRIP = 6;
/** A list without a limit (home's Hot tab) renders its first five rows at once, the rest near view. */
export const FIRST_TILES = 15;

interface GameStripProps {
  label: string;
  /** Shows the label as a heading with the 'more' link beside it. */
  showHead: boolean;
  games: Game[];
  /** Where 'more' leads when there are more than GAMES_PER_STRIP games. */
  moreTo: string;
  limit?: number;
  onLaunch: (game: Game) => void;
}

export function GameStrip({ label, showHead, games, moreTo, limit, onLaunch }: GameStripProps) {
  const { t } = useTranslation('lobby');
  const listed = limit ? games.slice(0, limit) : games;
  const { shown, marker } = useRevealNearViewport(listed.length, FIRST_TILES);
  return (
    <section className="lobby-hot" aria-label={label}>
      {showHead && (
        <div className="lobby-hot__head">
          <h3 className="lobby-hot__title">{label}</h3>
          {limit && games.length > limit && (
            <Link className="lobby-hot__more" to={moreTo}>
              {t('more')}
            </Link>
          )}
        </div>
      )}
      <ul className="lobby-games">
        {listed.slice(0, shown).map((game) => (
          <GameTile key={game.nodeId} game={game} onLaunch={onLaunch} />
        ))}
      </ul>
      {shown < listed.length && <div ref={marker} aria-hidden="true" />}
    </section>
  );
}
