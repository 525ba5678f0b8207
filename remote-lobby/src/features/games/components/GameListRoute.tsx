import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LAUNCH_PARAM } from '@lobby/shared';
import { gameTypeFromRoute } from '../utils/game-type-from-route';
import { GameListScreen } from './GameListScreen';
import '../game-list.css';

/** Every game-list route: the path or query picks the type; a new route or language starts afresh. */
export function GameListRoute() {
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const selection = gameTypeFromRoute(pathname, search);
  // The game launched after login (`launch`) leaves the address once taken: the same list stays.
  const listQuery = new URLSearchParams(search);
  listQuery.delete(LAUNCH_PARAM);
  return (
    <GameListScreen
      key={`${pathname}?${listQuery.toString()}:${i18n.language}`}
      gameType={selection.gameType}
      tab={selection.tab}
      vassalage={selection.vassalage}
    />
  );
}
