import type { LotteryGame, LotteryMenuEntry } from '@lobby/platform-api/contract';
import { apiGet } from '@lobby/shared';

export async function listLotteries(language: string): Promise<LotteryGame[]> {
  const answer = await apiGet<{ list: LotteryGame[] }>('/wps/lottery/list', {
    language,
    platform: 'html5',
  });
  return answer.list;
}

export async function lotteryMenu(): Promise<LotteryMenuEntry[]> {
  return (await apiGet<{ menu: LotteryMenuEntry[] }>('/wps/lottery/menu')).menu;
}
