import type { TFunction } from 'i18next';
import { playOf, type FamilyCode } from '@lobby/platform-api/lottery-rules';
import { playLabel, selectionText } from './selection-text';
import { apiErrorText, isApiError } from '@lobby/shared';

// How My orders names a play and words a failed call.

/** A play's name as the Bet panel shows it (tab · name); its id when the code is unknown. */
/** A sub-order's selection as the slip showed it ("Position 1: 3 | Position 2: 3"). */
export function selectionOf(t: TFunction, playId: number, balls: string): string {
  const play = playOf(playId)?.play;
  return play ? selectionText(t, play, balls) : balls;
}

/** The family of a sub-order's play (its result is drawn that family's way). */
export function familyOfPlay(playId: number): FamilyCode | undefined {
  return playOf(playId)?.family.code;
}

export function playName(t: TFunction, playId: number, playCode: string | null): string {
  return playCode ? playLabel(t, playCode) : String(playId);
}

/**
 * The words of a failed orders call: the lottery refusals of `orders.errors` (a chase not
 * cancelled from its last draw, a closed draw, a settled sub-order, no connection, ...), else
 * the shared catalogue's text.
 */
export function ordersErrorText(t: TFunction, error: unknown): string {
  const fallback = apiErrorText(error, t);
  if (!isApiError(error)) return fallback;
  return t(`orders.errors.${error.messageKey}`, { ns: 'lottery', defaultValue: fallback });
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as the reader's local clock time, HH:mm:ss. */
export function localClock(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The game filter's choices: the page's games, with the shown game even before they load. */
export function gameOptions(
  games: ReadonlyArray<{ gameId: number; gameName: string }>,
  gameId: number,
): ReadonlyArray<{ gameId: number; gameName: string }> {
  return games.some((game) => game.gameId === gameId)
    ? games
    : [{ gameId, gameName: `#${gameId}` }, ...games];
}
