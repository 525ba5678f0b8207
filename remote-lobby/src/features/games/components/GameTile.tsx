import type { Game } from '@lobby/platform-api/contract';
import { gameName } from '../utils/game-name';
import { GameIcon } from './GameIcon';

interface GameTileProps {
  game: Game;
  onLaunch: (game: Game) => void;
}

export function GameTile({ game, onLaunch }: GameTileProps) {
  const name = gameName(game);
  return (
    <li className="lobby-game">
      <button type="button" className="lobby-game__link" onClick={() => onLaunch(game)}>
        <span className="lobby-game__media">
          <GameIcon className="lobby-game__icon" src={game.iconUrl} alt={name} />
        </span>
        <span className="lobby-game__name" aria-hidden="true">
          {name}
        </span>
      </button>
    </li>
  );
}
