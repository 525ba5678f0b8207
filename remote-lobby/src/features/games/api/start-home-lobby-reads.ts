import { getLanguage, startEarlyRequest } from '@lobby/shared';
import { HOT_GAMES_PATH, hotGamesQuery } from './get-hot-games';
import { VENDOR_GAME_TYPES_PATH, VENDOR_GAME_TYPES_QUERY } from './get-vendor-game-types';

/**
 * The reads home's lobby makes first (its categories, then Hot), started together when its
 * module loads instead of one after the other once it renders; a visitor's are then answered
 * without loading the API client's axios side (GUIDE.md section 6, first-load JavaScript).
 */
export function startHomeLobbyReads(): void {
  startEarlyRequest(VENDOR_GAME_TYPES_PATH, VENDOR_GAME_TYPES_QUERY);
  startEarlyRequest(HOT_GAMES_PATH, hotGamesQuery(getLanguage()));
}
