import type { Game } from '../api/types';

export function gameName(game: Pick<Game, 'displayName' | 'gameName' | 'nodeName'>): string {
  return game.displayName || game.gameName || game.nodeName;
}
