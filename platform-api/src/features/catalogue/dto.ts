import type { Game } from '../../contract/games.js';
import type { games, vendors } from '../../db/schema/index.js';
import { toMajor } from '../../http/money.js';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;

export type GameDto = Game;

/** A game as lists show it; `name` is its display name, selected with gameDisplayName(). */
export function toGameDto(game: GameRow, vendor: VendorRow, name: string): GameDto {
  const icon = `/wps/img/game/${game.id}.svg`;
  return {
    nodeId: game.id,
    vassalage: vendor.code,
    gameName: name,
    nodeName: name,
    displayName: name,
    showIcon: true,
    iconUrl: icon,
    gameId: `${vendor.code}-${game.gameCode}`,
    gameType: vendor.category,
    mobileLargeIcon: `${icon}?size=large`,
    roomId: game.roomId,
    supportPlay: game.supportPlay,
    gameClassifyNew: game.classify,
    gameCode: game.gameCode,
    isGameH5: game.isH5,
    playType: game.playType,
    minBet: toMajor(game.minBetMinor),
  };
}

export function vendorIconUrl(code: string, variant: 'color' | 'white'): string {
  return `/wps/img/vendor/${code}.svg?variant=${variant}`;
}
