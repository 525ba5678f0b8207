import type { Game } from '@lobby/platform-api/contract';
import { safeSessionStorage } from '@lobby/shared';

/**
 * The game a visitor tapped before being sent to login (issue 36 item 5). The login URL carries
 * only the game's node id (`launch`); the game itself (name, category, vendor: what the player
 * and the lottery launch need) waits here, in this tab, until the visitor is back signed in.
 * The id in the URL must match the remembered game, so a crafted link launches nothing.
 */
const PENDING_LAUNCH_KEY = 'lobby.pendingLaunch';

export function rememberPendingLaunch(game: Game): void {
  safeSessionStorage.setItem(PENDING_LAUNCH_KEY, JSON.stringify(game));
}

/** The remembered game when its node id is `nodeId`; forgotten either way (launched once). */
export function takePendingLaunch(nodeId: number): Game | null {
  const stored = safeSessionStorage.getItem(PENDING_LAUNCH_KEY);
  safeSessionStorage.removeItem(PENDING_LAUNCH_KEY);
  if (!stored) return null;
  try {
    const game = JSON.parse(stored) as Partial<Game> | null;
    return game && game.nodeId === nodeId && typeof game.gameType === 'string'
      ? (game as Game)
      : null;
  } catch {
    return null;
  }
}
