import { apiGet } from '@lobby/shared';

export interface WinnerEntry {
  iconUrl: string;
  gameName: string;
  customerName: string;
  winAmount: number;
}

/** The winner board of spec section 7: gameCategory ALL, language, limitNum 20. */
export const WINNER_BOARD_SIZE = 20;

export async function getWinners(language: string): Promise<WinnerEntry[]> {
  const answer = await apiGet<{ list: WinnerEntry[] }>(
    '/wps/game/winners',
    { gameCategory: 'ALL', language, limitNum: WINNER_BOARD_SIZE },
    { silent: true },
  );
  return answer.list;
}

export async function getJackpot(): Promise<{ value: number; currencySymbol: string }> {
  return apiGet('/wps/game/jackpot', undefined, { silent: true });
}
