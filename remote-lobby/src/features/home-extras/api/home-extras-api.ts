import type { Jackpot, WinnerEntry, WinnersQuery } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

/** The winner board of spec section 7: gameCategory ALL, language, limitNum 20. */
export const WINNER_BOARD_SIZE = 20;

export async function getWinners(language: string): Promise<WinnerEntry[]> {
  const query: WinnersQuery = {
    gameCategory: 'ALL',
    language,
    limitNum: String(WINNER_BOARD_SIZE),
  };
  const answer = await apiGet<{ list: WinnerEntry[] }>('/wps/game/winners', query, {
    silent: true,
  });
  return answer.list;
}

export async function getJackpot(): Promise<Jackpot> {
  return apiGet<Jackpot>('/wps/game/jackpot', undefined, { silent: true });
}
