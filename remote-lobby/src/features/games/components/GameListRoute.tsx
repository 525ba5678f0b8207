import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { gameTypeFromRoute } from '../utils/game-type-from-route';
import { GameListScreen } from './GameListScreen';
import '../game-list.css';

/** Every game-list route: the path or query picks the type; a new route or language starts afresh. */
export function GameListRoute() {
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const selection = gameTypeFromRoute(pathname, search);
  return (
    <GameListScreen
      key={`${pathname}${search}:${i18n.language}`}
      gameType={selection.gameType}
      tab={selection.tab}
      vassalage={selection.vassalage}
    />
  );
}
