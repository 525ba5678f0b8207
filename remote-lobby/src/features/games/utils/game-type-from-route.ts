import type { GameType } from '@lobby/platform-api/contract';
import { paths } from '@lobby/shared';

/** Category routes that fix the game type (spec section 2, game list screen). */
const PATH_TYPES: Record<string, GameType> = {
  [paths.rng]: 'RNG',
  [paths.live]: 'LIVE',
  [paths.pvp]: 'PVP',
  [paths.fish]: 'FISH',
  [paths.sports]: 'SPORTS',
  [paths.esports]: 'ESPORTS',
  [paths.lott]: 'LOTT',
  [paths.elott]: 'ELOTT',
  [paths.hot]: 'HOT',
  [paths.slotsCenter]: 'RNG',
};

/** The game types the list screen shows: the platform's, but LIVESTREAM, HOME and PROMO. */
const KNOWN: ReadonlySet<string> = new Set<GameType>([
  'ALL',
  'LOTT',
  'ELOTT',
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  // Listed as SPORTS narrowed to their vendors (spec section 2; see categoryRequest).
  'ESPORTS',
  'COCKFIGHT',
  'PVP',
  'HOT',
  'BINGO',
]);

export const DEFAULT_GAME_TYPE = 'RNG';

export type ListTab = 'all' | 'hot' | 'recent' | 'fav';
export const LIST_TABS: readonly ListTab[] = ['all', 'hot', 'recent', 'fav'];

/** Recent games and my collection are a member's own: a visitor who picks them logs in first. */
export function isMembersOnlyTab(tab: ListTab): boolean {
  return tab === 'recent' || tab === 'fav';
}

export interface RouteSelection {
  gameType: string;
  /** Vendor chosen by the `vassalage` query (search mode). */
  vassalage?: string;
  /** Tab chosen by the `type` query. */
  tab: ListTab;
}

/** Game type from the path, else the gameType query, default RNG; vendor and tab from the query. */
export function gameTypeFromRoute(pathname: string, search: string): RouteSelection {
  const query = new URLSearchParams(search);
  const fromPath = PATH_TYPES[pathname.replace(/\/+$/, '')];
  const raw = (fromPath ?? query.get('gameType') ?? '').toUpperCase();
  let gameType = KNOWN.has(raw) ? raw : DEFAULT_GAME_TYPE;
  const typeQuery = (query.get('type') ?? '').toLowerCase();
  let tab: ListTab = LIST_TABS.includes(typeQuery as ListTab) ? (typeQuery as ListTab) : 'all';
  // /m/hot and gameType=HOT open the hot tab of every category.
  if (gameType === 'HOT') {
    gameType = 'ALL';
    tab = 'hot';
  }
  const vassalage = query.get('vassalage')?.trim().toUpperCase() || undefined;
  return {
    gameType,
    vassalage: vassalage && /^[A-Z0-9_]{1,32}$/.test(vassalage) ? vassalage : undefined,
    tab,
  };
}
