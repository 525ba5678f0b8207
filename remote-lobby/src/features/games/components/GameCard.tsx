import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lobby/platform-api/contract';
import { gameName } from '../utils/game-name';
import { GameIcon } from './GameIcon';

interface GameCardProps {
  game: Game;
  /** Shown under the name when another vendor's game in the list has the same name. */
  vendorName?: string;
  favourite: boolean;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 5.3 3.1 1.7-1.9 3.2-3.1 5.3-3.1 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

export const GameCard = memo(function GameCard({
  game,
  vendorName,
  favourite,
  onLaunch,
  onToggleFavourite,
}: GameCardProps) {
  const { t } = useTranslation('lobby');
  const title = gameName(game);
  const name = vendorName ? t('list.nameByVendor', { name: title, vendor: vendorName }) : title;
  return (
    <div className="gl-card" data-node-id={game.nodeId}>
      {/* named by what it shows (the game, and its vendor when another has the same name) */}
      <button type="button" className="gl-card__launch" onClick={() => onLaunch(game)}>
        <span className="gl-card__media">
          <GameIcon src={game.iconUrl} alt="" />
        </span>
        <span className="gl-card__name">{title}</span>
        {vendorName && (
          <>
            {' '}
            <span className="gl-card__vendor">{vendorName}</span>
          </>
        )}
      </button>
      <button
        type="button"
        className="gl-card__fav"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'list.removeFavourite' : 'list.addFavourite', { name })}
        onClick={() => onToggleFavourite(game)}
      >
        <HeartIcon filled={favourite} />
      </button>
    </div>
  );
});
