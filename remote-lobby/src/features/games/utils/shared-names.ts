import type { Game } from '@lobby/platform-api/contract';
import { gameName } from './game-name';

/**
 * Names that games of more than one vendor carry in a list (two sports vendors both have a
 * "Sportsbook"): their tiles show the vendor too, or a person cannot tell them apart.
 */
export function sharedNames(games: readonly Game[]): Set<string> {
  const vendorOf = new Map<string, string>();
  const shared = new Set<string>();
  for (const game of games) {
    const name = gameName(game);
    const vendor = vendorOf.get(name);
    if (vendor === undefined) vendorOf.set(name, game.vassalage);
    else if (vendor !== game.vassalage) shared.add(name);
  }
  return shared;
}
