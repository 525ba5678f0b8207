import type { Jackpot, WinnerEntry, WinnersQuery } from '@lobby/platform-api/contract';
import { api } from '@lobby/shared';

/** The winner board of spec section 7: gameCategory ALL, language, limitNum 20. */
export const WINNER_BOARD_SIZE = 20;

export async function getWinners(language: string): Promise<WinnerEntry[]> {
  const query: WinnersQuery = {
    gameCategory: 'ALL',
    language,
    limitNum: String(WINNER_BOARD_SIZE),
  };
  const answer = await api.get(
    '/wps/game/winners',
    { query },
    {
      silent: true,
    },
  );
  return answer.list;
}

export async function getJackpot(): Promise<Jackpot> {
  return api.get('/wps/game/jackpot', {}, { silent: true });
}
