import { Link } from 'react-router-dom';
import { paths, withQuery } from '@lobby/shared';
import type { Game } from '../api/types';
import { gameName } from '../utils/gameName';

export function GameTile({ game }: { game: Game }) {
  const name = gameName(game);
  return (
    <li className="lobby-game">
      <Link
        className="lobby-game__link"
        to={withQuery(paths.gameList, { gameType: game.gameType, vassalage: game.vassalage })}
      >
        <span className="lobby-game__media">
          <img
            className="lobby-game__icon"
            src={game.iconUrl}
            alt={name}
            loading="lazy"
            width="96"
            height="96"
          />
        </span>
        <span className="lobby-game__name" aria-hidden="true">
          {name}
        </span>
      </Link>
    </li>
  );
}
