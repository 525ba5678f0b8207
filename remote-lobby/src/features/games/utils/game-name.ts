import type { Game } from '@lobby/platform-api/contract';

export function gameName(game: Pick<Game, 'displayName' | 'gameName' | 'nodeName'>): string {
  return game.displayName || game.gameName || game.nodeName;
}
